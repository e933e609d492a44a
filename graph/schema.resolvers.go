package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/domain/events"
	"flagstone/graph/generated"
	"flagstone/graph/model"
)

// CreateUser is the resolver for the createUser field.
func (r *mutationResolver) CreateUser(ctx context.Context, input model.CreateUserInput) (*ent.User, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.CreateUser(ctx, input)
}

// UpdateUser is the resolver for the updateUser field.
func (r *mutationResolver) UpdateUser(ctx context.Context, id int, input model.UpdateUserInput) (*ent.User, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.UpdateUser(ctx, id, input)
}

// Users is the resolver for the users field.
func (r *queryResolver) Users(ctx context.Context) ([]*ent.User, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	us, err := r.Domain.Access.Users(ctx)
	if err == nil {
		r.prefetchUsers(ctx, us)
	}
	return us, err
}

// User is the resolver for the user field.
func (r *queryResolver) User(ctx context.Context, id int) (*ent.User, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.User(ctx, id)
}

// RootRoles is the resolver for the rootRoles field.
func (r *queryResolver) RootRoles(ctx context.Context) ([]*ent.Role, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Access.RootRoles(ctx)
}

// MyRoles is the resolver for the myRoles field.
func (r *queryResolver) MyRoles(ctx context.Context, projectID *string) ([]*ent.Role, error) {
	c, err := auth.Authenticated(ctx)
	if err != nil {
		return nil, err
	}
	project := ""
	if projectID != nil {
		project = *projectID
	}
	return r.Domain.Access.MyRoles(ctx, c, project)
}

// MyPermissions is the resolver for the myPermissions field.
func (r *queryResolver) MyPermissions(ctx context.Context) ([]*model.PermissionGrant, error) {
	c, err := auth.Authenticated(ctx)
	if err != nil {
		return nil, err
	}
	return r.Domain.Access.MyPermissions(ctx, c)
}

// Me is the resolver for the me field.
func (r *queryResolver) Me(ctx context.Context) (*ent.User, error) {
	c := auth.FromContext(ctx)
	if c == nil || c.Kind != auth.KindUser {
		return nil, nil
	}
	return r.Domain.Access.User(ctx, c.UserID)
}

// Events is the resolver for the events field.
func (r *queryResolver) Events(ctx context.Context, filter *model.EventFilter, first *int, after *string) (*model.EventPage, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	if filter == nil {
		filter = &model.EventFilter{}
	}
	return r.Domain.Events.SearchEvents(ctx, *filter, events.Cursor{First: first, After: after})
}

// FeatureEvents is the resolver for the featureEvents field.
func (r *queryResolver) FeatureEvents(ctx context.Context, featureName string) (*model.EventPage, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Events.FeatureEvents(ctx, featureName)
}

// EventTypes is the resolver for the eventTypes field.
func (r *queryResolver) EventTypes(ctx context.Context) ([]string, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return events.SortedTypes(), nil
}

// Mutation returns generated.MutationResolver implementation.
func (r *Resolver) Mutation() generated.MutationResolver { return &mutationResolver{r} }

// Query returns generated.QueryResolver implementation.
func (r *Resolver) Query() generated.QueryResolver { return &queryResolver{r} }

type (
	mutationResolver struct{ *Resolver }
	queryResolver    struct{ *Resolver }
)
