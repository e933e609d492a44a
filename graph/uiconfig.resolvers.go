package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/model"
	"flagstone/graph/oidc"
)

// SetFrontendAPIOrigins is the resolver for the setFrontendApiOrigins field.
func (r *mutationResolver) SetFrontendAPIOrigins(ctx context.Context, frontendAPIOrigins []string) (*model.UIConfig, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	if err := r.Domain.Access.SetFrontendAPIOrigins(ctx, frontendAPIOrigins); err != nil {
		return nil, err
	}
	return r.Domain.Access.UIConfig(ctx)
}

// UIConfig is the resolver for the uiConfig field.
func (r *queryResolver) UIConfig(ctx context.Context) (*model.UIConfig, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Access.UIConfig(ctx)
}

// SignInOptions is the resolver for the signInOptions field.
func (r *queryResolver) SignInOptions(ctx context.Context) (*model.SignInOptions, error) {
	// Public by design: it says what the sign-in page offers, as a 401 does, and nothing else.
	sso := r.Domain.Access.SSO
	out := &model.SignInOptions{Sso: sso.Enabled, PasswordHidden: sso.Enabled && sso.Only}
	if sso.Enabled {
		path := oidc.LoginPath
		out.SsoPath = &path
	}
	return out, nil
}
