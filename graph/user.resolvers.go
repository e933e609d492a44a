package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/generated"
	"flagstone/graph/loader"
	"flagstone/graph/model"
)

// CreateUser is the resolver for the createUser field.
func (r *mutationResolver) CreateUser(ctx context.Context, input model.CreateUserInput) (*ent.User, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.CreateUser(ctx, input)
}

// InviteUser is the resolver for the inviteUser field.
func (r *mutationResolver) InviteUser(ctx context.Context, input model.CreateUserInput) (*model.UserInvite, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	u, link, err := r.Domain.Recovery.InviteUser(ctx, input)
	if err != nil {
		return nil, err
	}
	return &model.UserInvite{User: u, InviteLink: link}, nil
}

// UpdateUser is the resolver for the updateUser field.
func (r *mutationResolver) UpdateUser(ctx context.Context, id int, input model.UpdateUserInput) (*ent.User, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.UpdateUser(ctx, id, input)
}

// DeleteUser is the resolver for the deleteUser field.
func (r *mutationResolver) DeleteUser(ctx context.Context, id int) (bool, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Access.DeleteUser(ctx, id)
}

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

// SetUserPassword is the resolver for the setUserPassword field.
func (r *mutationResolver) SetUserPassword(ctx context.Context, id int, password string) (bool, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Recovery.SetPassword(ctx, id, password)
}

// DeleteInactiveUsers is the resolver for the deleteInactiveUsers field.
func (r *mutationResolver) DeleteInactiveUsers(ctx context.Context, ids []int) (int, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return 0, err
	}
	return r.Domain.Access.DeleteInactiveUsers(ctx, ids)
}

// CreatePasswordResetLink is the resolver for the createPasswordResetLink field.
func (r *mutationResolver) CreatePasswordResetLink(ctx context.Context, login string) (string, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return "", err
	}
	return r.Domain.Recovery.CreateResetLink(ctx, login)
}

// ResetPasswordWithLink is the resolver for the resetPasswordWithLink field.
func (r *mutationResolver) ResetPasswordWithLink(ctx context.Context, token string, password string) (bool, error) {
	return true, r.Domain.Recovery.ResetPasswordWithLink(ctx, token, password)
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

// Me is the resolver for the me field.
func (r *queryResolver) Me(ctx context.Context) (*ent.User, error) {
	c := auth.FromContext(ctx)
	if c == nil || c.Kind != auth.KindUser {
		return nil, nil
	}
	return r.Domain.Access.User(ctx, c.UserID)
}

// SearchUsers is the resolver for the searchUsers field.
func (r *queryResolver) SearchUsers(ctx context.Context, q string) ([]*ent.User, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Access.SearchUsers(ctx, q)
}

// AdminCount is the resolver for the adminCount field.
func (r *queryResolver) AdminCount(ctx context.Context) (*model.AdminCount, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.AdminCount(ctx)
}

// InactiveUsers is the resolver for the inactiveUsers field.
func (r *queryResolver) InactiveUsers(ctx context.Context) ([]*ent.User, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.InactiveUsers(ctx)
}

// ResetLinkUser is the resolver for the resetLinkUser field.
func (r *queryResolver) ResetLinkUser(ctx context.Context, token string) (*model.ResetLinkUser, error) {
	link, err := r.Domain.Recovery.ResetLinkUser(ctx, token)
	if err != nil {
		return nil, err
	}
	return &model.ResetLinkUser{User: link.User, CreatedBy: link.CreatedBy}, nil
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

// User returns generated.UserResolver implementation.
func (r *Resolver) User() generated.UserResolver { return &userResolver{r} }

type userResolver struct{ *Resolver }
