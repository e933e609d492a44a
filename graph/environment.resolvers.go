package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

// SetEnvironmentSortOrder is the resolver for the setEnvironmentSortOrder field.
func (r *mutationResolver) SetEnvironmentSortOrder(ctx context.Context, sortOrder []*model.EnvironmentSortOrderInput) ([]*ent.Environment, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Environments.SetEnvironmentSortOrder(ctx, sortOrder)
}

// Environment is the resolver for the environment field.
func (r *queryResolver) Environment(ctx context.Context, name string) (*ent.Environment, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Environments.Environment(ctx, name)
}
