package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/model"
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
