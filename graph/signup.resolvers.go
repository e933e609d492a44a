package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

// CreateSignupToken is the resolver for the createSignupToken field.
func (r *mutationResolver) CreateSignupToken(ctx context.Context, input model.SignupTokenInput) (*model.SignupToken, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.CreateSignupToken(ctx, input)
}

// UpdateSignupToken is the resolver for the updateSignupToken field.
func (r *mutationResolver) UpdateSignupToken(ctx context.Context, secret string, input model.SignupTokenUpdate) (*model.SignupToken, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.UpdateSignupToken(ctx, secret, input)
}

// UpdateSignupTokenByID is the resolver for the updateSignupTokenById field.
func (r *mutationResolver) UpdateSignupTokenByID(ctx context.Context, id int, input model.SignupTokenUpdate) (*model.SignupToken, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.UpdateSignupTokenByID(ctx, id, input)
}

// Signup is the resolver for the signup field.
func (r *mutationResolver) Signup(ctx context.Context, secret string, input model.SignupInput) (*ent.User, error) {
	return r.Domain.Access.Signup(ctx, secret, input)
}

// SignupTokens is the resolver for the signupTokens field.
func (r *queryResolver) SignupTokens(ctx context.Context) ([]*model.SignupToken, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.SignupTokens(ctx)
}

// SignupToken is the resolver for the signupToken field.
func (r *queryResolver) SignupToken(ctx context.Context, secret string) (*model.SignupToken, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.SignupToken(ctx, secret)
}

// InviteValid is the resolver for the inviteValid field.
func (r *queryResolver) InviteValid(ctx context.Context, secret string) (bool, error) {
	return r.Domain.Access.InviteValid(ctx, secret)
}
