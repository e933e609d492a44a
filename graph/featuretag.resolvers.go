package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

// AddFeatureTag is the resolver for the addFeatureTag field.
func (r *mutationResolver) AddFeatureTag(ctx context.Context, featureName string, input model.TagInput) (*ent.FeatureTag, error) {
	if err := r.requireOnNamedFeature(ctx, auth.UpdateFeature, featureName); err != nil {
		return nil, err
	}
	return r.Domain.Flags.AddFeatureTag(ctx, featureName, input)
}

// RemoveFeatureTag is the resolver for the removeFeatureTag field.
func (r *mutationResolver) RemoveFeatureTag(ctx context.Context, featureName string, typeArg string, value string) (bool, error) {
	if err := r.requireOnNamedFeature(ctx, auth.UpdateFeature, featureName); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.RemoveFeatureTag(ctx, featureName, typeArg, value)
}

// UpdateFeatureTags is the resolver for the updateFeatureTags field.
func (r *mutationResolver) UpdateFeatureTags(ctx context.Context, featureName string, input model.UpdateFeatureTagsInput) ([]*ent.FeatureTag, error) {
	if err := r.requireOnNamedFeature(ctx, auth.UpdateFeature, featureName); err != nil {
		return nil, err
	}
	return r.Domain.Flags.UpdateFeatureTags(ctx, featureName, input)
}

// TagFeatures is the resolver for the tagFeatures field.
func (r *mutationResolver) TagFeatures(ctx context.Context, projectID string, features []string, input model.UpdateFeatureTagsInput) (bool, error) {
	if _, err := auth.Require(ctx, auth.UpdateFeature, projectID, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.TagFeatures(ctx, projectID, features, input)
}

// FeatureTags is the resolver for the featureTags field.
func (r *queryResolver) FeatureTags(ctx context.Context, featureName string) ([]*ent.FeatureTag, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Flags.FeatureTags(ctx, featureName)
}
