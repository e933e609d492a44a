package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
)

// UpdateFeatureTypeLifetime is the resolver for the updateFeatureTypeLifetime field.
func (r *mutationResolver) UpdateFeatureTypeLifetime(ctx context.Context, id string, lifetimeDays *int) (*ent.FeatureType, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Flags.UpdateFeatureTypeLifetime(ctx, id, lifetimeDays)
}

// FeatureTypes is the resolver for the featureTypes field.
func (r *queryResolver) FeatureTypes(ctx context.Context) ([]*ent.FeatureType, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Flags.FeatureTypes(ctx)
}
