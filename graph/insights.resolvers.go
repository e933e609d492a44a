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

// FeatureMetrics is the resolver for the featureMetrics field.
func (r *queryResolver) FeatureMetrics(ctx context.Context, featureName string, hoursBack *int) (*model.FeatureMetrics, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	hours := 48
	if hoursBack != nil {
		hours = *hoursBack
	}
	return r.Domain.Insights.FeatureMetrics(ctx, featureName, hours)
}
