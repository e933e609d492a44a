package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/generated"
	"flagstone/graph/loader"
	"flagstone/graph/model"
	"slices"
)

// Users is the resolver for the users field.
func (r *groupResolver) Users(ctx context.Context, obj *ent.Group) ([]*ent.GroupMember, error) {
	return loader.For(ctx).MembersByGroup.Load(ctx, obj.ID)()
}

// Projects is the resolver for the projects field.
func (r *groupResolver) Projects(ctx context.Context, obj *ent.Group) ([]string, error) {
	projects, err := loader.For(ctx).ProjectsByGroup.Load(ctx, obj.ID)()
	return slices.Compact(projects), err
}

// UserCount is the resolver for the userCount field.
func (r *groupResolver) UserCount(ctx context.Context, obj *ent.Group) (int, error) {
	members, err := loader.For(ctx).MembersByGroup.Load(ctx, obj.ID)()
	return len(members), err
}

// User is the resolver for the user field.
func (r *groupMemberResolver) User(ctx context.Context, obj *ent.GroupMember) (*ent.User, error) {
	if obj.Edges.User != nil {
		return obj.Edges.User, nil
	}
	return loader.For(ctx).UserByID.Load(ctx, obj.UserID)()
}

// CreateGroup is the resolver for the createGroup field.
func (r *mutationResolver) CreateGroup(ctx context.Context, input model.GroupInput) (*ent.Group, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.CreateGroup(ctx, input)
}

// UpdateGroup is the resolver for the updateGroup field.
func (r *mutationResolver) UpdateGroup(ctx context.Context, id int, input model.GroupInput) (*ent.Group, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.UpdateGroup(ctx, id, input)
}

// DeleteGroup is the resolver for the deleteGroup field.
func (r *mutationResolver) DeleteGroup(ctx context.Context, id int) (bool, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Access.DeleteGroup(ctx, id)
}

// Groups is the resolver for the groups field.
func (r *queryResolver) Groups(ctx context.Context) ([]*ent.Group, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	gs, err := r.Domain.Access.Groups(ctx)
	if err == nil {
		r.prefetchGroups(ctx, gs)
	}
	return gs, err
}

// Group is the resolver for the group field.
func (r *queryResolver) Group(ctx context.Context, id int) (*ent.Group, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.Group(ctx, id)
}

// Group returns generated.GroupResolver implementation.
func (r *Resolver) Group() generated.GroupResolver { return &groupResolver{r} }

// GroupMember returns generated.GroupMemberResolver implementation.
func (r *Resolver) GroupMember() generated.GroupMemberResolver { return &groupMemberResolver{r} }

type (
	groupResolver       struct{ *Resolver }
	groupMemberResolver struct{ *Resolver }
)
