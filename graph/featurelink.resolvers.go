package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/loader"
	"flagstone/graph/model"
)

// Links is the resolver for the links field.
func (r *featureResolver) Links(ctx context.Context, obj *ent.Feature) ([]*ent.FeatureLink, error) {
	return loader.For(ctx).LinksByFeature.Load(ctx, obj.ID)()
}

// AddFeatureLink is the resolver for the addFeatureLink field.
func (r *mutationResolver) AddFeatureLink(ctx context.Context, projectID string, feature string, input model.FeatureLinkInput) (*ent.FeatureLink, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeature, projectID, feature, ""); err != nil {
		return nil, err
	}
	return r.Domain.Links.AddFeatureLink(ctx, projectID, feature, input)
}

// UpdateFeatureLink is the resolver for the updateFeatureLink field.
func (r *mutationResolver) UpdateFeatureLink(ctx context.Context, projectID string, feature string, id string, input model.FeatureLinkInput) (*ent.FeatureLink, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeature, projectID, feature, ""); err != nil {
		return nil, err
	}
	return r.Domain.Links.UpdateFeatureLink(ctx, projectID, feature, id, input)
}

// DeleteFeatureLink is the resolver for the deleteFeatureLink field.
func (r *mutationResolver) DeleteFeatureLink(ctx context.Context, projectID string, feature string, id string) (bool, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeature, projectID, feature, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Links.DeleteFeatureLink(ctx, projectID, feature, id)
}
