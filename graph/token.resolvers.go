package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/generated"
	"flagstone/graph/model"
	"time"
)

// Type is the resolver for the type field.
func (r *apiTokenResolver) Type(ctx context.Context, obj *ent.ApiToken) (string, error) {
	return string(obj.Kind), nil
}

// CreateAPIToken is the resolver for the createApiToken field.
func (r *mutationResolver) CreateAPIToken(ctx context.Context, input model.APITokenInput) (*model.CreatedAPIToken, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.CreateAPIToken(ctx, input)
}

// DeleteAPIToken is the resolver for the deleteApiToken field.
func (r *mutationResolver) DeleteAPIToken(ctx context.Context, secret string) (bool, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Access.DeleteAPIToken(ctx, secret)
}

// RevokeAPIToken is the resolver for the revokeApiToken field.
func (r *mutationResolver) RevokeAPIToken(ctx context.Context, id int) (bool, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Access.RevokeAPIToken(ctx, id)
}

// UpdateAPITokenExpiry is the resolver for the updateApiTokenExpiry field.
func (r *mutationResolver) UpdateAPITokenExpiry(ctx context.Context, secret string, expiresAt time.Time) (*ent.ApiToken, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.UpdateAPITokenExpiry(ctx, secret, expiresAt)
}

// UpdateAPITokenExpiryByID is the resolver for the updateApiTokenExpiryById field.
func (r *mutationResolver) UpdateAPITokenExpiryByID(ctx context.Context, id int, expiresAt time.Time) (*ent.ApiToken, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.UpdateAPITokenExpiryByID(ctx, id, expiresAt)
}

// CreatePersonalToken is the resolver for the createPersonalToken field.
func (r *mutationResolver) CreatePersonalToken(ctx context.Context, input model.PersonalTokenInput) (*model.CreatedPersonalToken, error) {
	c, err := auth.RequireUser(ctx)
	if err != nil {
		return nil, err
	}
	return r.Domain.Access.CreatePersonalToken(ctx, c.UserID, input)
}

// DeletePersonalToken is the resolver for the deletePersonalToken field.
func (r *mutationResolver) DeletePersonalToken(ctx context.Context, id int) (bool, error) {
	c, err := auth.RequireUser(ctx)
	if err != nil {
		return false, err
	}
	return true, r.Domain.Access.DeletePersonalToken(ctx, c.UserID, id)
}

// CreateProjectAPIToken is the resolver for the createProjectApiToken field.
func (r *mutationResolver) CreateProjectAPIToken(ctx context.Context, projectID string, input model.ProjectAPITokenInput) (*model.CreatedAPIToken, error) {
	if _, err := auth.Require(ctx, auth.CreateProjectAPIToken, projectID, ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.CreateProjectAPIToken(ctx, projectID, input)
}

// DeleteProjectAPIToken is the resolver for the deleteProjectApiToken field.
func (r *mutationResolver) DeleteProjectAPIToken(ctx context.Context, projectID string, secret string) (bool, error) {
	if _, err := auth.Require(ctx, auth.DeleteProjectAPIToken, projectID, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Access.DeleteProjectAPIToken(ctx, projectID, secret)
}

// APITokens is the resolver for the apiTokens field.
func (r *queryResolver) APITokens(ctx context.Context, name *string) ([]*ent.ApiToken, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.APITokens(ctx, name)
}

// PersonalTokens is the resolver for the personalTokens field.
func (r *queryResolver) PersonalTokens(ctx context.Context) ([]*ent.PersonalAccessToken, error) {
	c, err := auth.RequireUser(ctx)
	if err != nil {
		return nil, err
	}
	return r.Domain.Access.PersonalTokens(ctx, c.UserID)
}

// ProjectAPITokens is the resolver for the projectApiTokens field.
func (r *queryResolver) ProjectAPITokens(ctx context.Context, projectID string) ([]*ent.ApiToken, error) {
	if _, err := auth.Require(ctx, auth.ReadProjectAPIToken, projectID, ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.ProjectAPITokens(ctx, projectID)
}

// ApiToken returns generated.ApiTokenResolver implementation.
func (r *Resolver) ApiToken() generated.ApiTokenResolver { return &apiTokenResolver{r} }

type apiTokenResolver struct{ *Resolver }
