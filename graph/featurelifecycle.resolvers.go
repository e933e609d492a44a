package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/domain/flags"
	"flagstone/graph/model"
)

// CompleteFeature is the resolver for the completeFeature field.
func (r *mutationResolver) CompleteFeature(ctx context.Context, projectID string, name string, input model.CompleteFeatureInput) (bool, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeature, projectID, name, ""); err != nil {
		return false, err
	}
	return true, flags.CompleteFeature(ctx, r.Domain.Kernel, projectID, name, input)
}

// UncompleteFeature is the resolver for the uncompleteFeature field.
func (r *mutationResolver) UncompleteFeature(ctx context.Context, projectID string, name string) (bool, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeature, projectID, name, ""); err != nil {
		return false, err
	}
	return true, flags.UncompleteFeature(ctx, r.Domain.Kernel, projectID, name)
}

// FeatureLifecycle is the resolver for the featureLifecycle field.
func (r *queryResolver) FeatureLifecycle(ctx context.Context, projectID string, name string) ([]*model.LifecycleStage, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return flags.FeatureLifecycle(ctx, r.Domain.Kernel, projectID, name)
}

// LifecycleCount is the resolver for the lifecycleCount field.
func (r *queryResolver) LifecycleCount(ctx context.Context) (*model.LifecycleCount, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return flags.LifecycleCount(ctx, r.Domain.Kernel)
}
