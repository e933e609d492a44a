package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

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
