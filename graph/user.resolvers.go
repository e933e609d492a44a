package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/generated"
	"flagstone/graph/loader"
	"flagstone/graph/model"
)

// ChangeMyPassword is the resolver for the changeMyPassword field.
func (r *mutationResolver) ChangeMyPassword(ctx context.Context, input model.ChangePasswordInput) (bool, error) {
	c, err := auth.RequireUser(ctx)
	if err != nil {
		return false, err
	}
	if err := r.Domain.Access.ChangePassword(ctx, c.UserID, c.SessionID, input.OldPassword, input.Password, input.ConfirmPassword.Value()); err != nil {
		return false, err
	}
	return true, nil
}

// Type is the resolver for the type field.
func (r *roleResolver) Type(ctx context.Context, obj *ent.Role) (string, error) {
	return string(obj.Type), nil
}

// RootRole is the resolver for the rootRole field.
func (r *userResolver) RootRole(ctx context.Context, obj *ent.User) (*ent.Role, error) {
	if obj.RootRoleID == nil {
		return nil, nil
	}
	if role, err := obj.Edges.RootRoleOrErr(); err == nil {
		return role, nil
	}
	return loader.For(ctx).RoleByID.Load(ctx, *obj.RootRoleID)()
}

// AccountType is the resolver for the accountType field.
func (r *userResolver) AccountType(ctx context.Context, obj *ent.User) (string, error) {
	return string(obj.AccountType), nil
}

// Groups is the resolver for the groups field.
func (r *userResolver) Groups(ctx context.Context, obj *ent.User) ([]*ent.Group, error) {
	if ms, err := obj.Edges.MembershipsOrErr(); err == nil {
		return membershipGroups(ms), nil
	}
	return loader.For(ctx).GroupsByUser.Load(ctx, obj.ID)()
}

// Role returns generated.RoleResolver implementation.
func (r *Resolver) Role() generated.RoleResolver { return &roleResolver{r} }

// User returns generated.UserResolver implementation.
func (r *Resolver) User() generated.UserResolver { return &userResolver{r} }

type (
	roleResolver struct{ *Resolver }
	userResolver struct{ *Resolver }
)
