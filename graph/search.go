package graph

import (
	"context"

	"flagstone/graph/auth"
	"flagstone/graph/domain/flags"
)

// SearchFeatures is the feature search of GET /api/admin/search/features: any
// authenticated caller may search, as any may list a project's features.
func (r *Resolver) SearchFeatures(ctx context.Context, in flags.FeatureSearch) (*flags.FeaturePage, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	page, err := r.Domain.Flags.SearchFeatures(ctx, in)
	if err == nil {
		r.prefetchFeatures(ctx, page.Features)
	}
	return page, err
}
