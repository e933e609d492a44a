package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/graph/auth"
	"flagstone/graph/domain/flags"
	"flagstone/graph/model"
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

// featureSearch is the search a GraphQL filter (nil: none) asks for.
func featureSearch(f *model.FeatureSearchInput) flags.FeatureSearch {
	if f == nil {
		return flags.FeatureSearch{}
	}
	return flags.FeatureSearch{Query: value(f.Query), Project: value(f.Project), Tag: value(f.Tag), Type: value(f.Type),
		State: value(f.State), FavoritesFirst: value(f.FavoritesFirst), Archived: value(f.Archived), SortBy: value(f.SortBy), SortOrder: value(f.SortOrder),
		Offset: value(f.Offset), Limit: value(f.Limit)}
}

// value is an optional input's value, the zero value when absent or null.
func value[T any](o graphql.Omittable[*T]) T {
	var zero T
	if v := o.Value(); v != nil {
		return *v
	}
	return zero
}
