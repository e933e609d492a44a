package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

// UIConfig is the resolver for the uiConfig field.
func (r *queryResolver) UIConfig(ctx context.Context) (*model.UIConfig, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Access.UIConfig(), nil
}
