package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

// InstanceInsights is the resolver for the instanceInsights field.
func (r *queryResolver) InstanceInsights(ctx context.Context) (*model.InstanceInsights, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Insights.InstanceInsights(ctx)
}
