package graph

import (
	"context"

	"flagstone/ent"
	"flagstone/graph/loader"
)

// requireOnNamedFeature is requireFeatureAccess for the tag routes, which name a feature
// without its project: the feature is active (404 otherwise), then the caller holds
// permission in the feature's project.
func (r *Resolver) requireOnNamedFeature(ctx context.Context, permission, name string) error {
	_, err := r.requireOnFeature(ctx, permission, "", func() (*ent.Feature, error) {
		return r.Domain.Flags.ActiveFeature(ctx, name)
	})
	return err
}

// prefetchContextFieldUsage counts the usage of a list of context fields in one pass when
// the query asks for it.
func (r *Resolver) prefetchContextFieldUsage(ctx context.Context, cs []*ent.ContextField) {
	if fieldSelected(ctx, "usedInFeatures", "usedInProjects") {
		names := make([]string, len(cs))
		for i, c := range cs {
			names[i] = c.ID
		}
		_, _ = loader.For(ctx).ContextFieldUsage.LoadAll(ctx, names) // a failure resurfaces on the per-field Load
	}
}

// prefetchSegmentUsage counts the usage of a list of segments in one query when the query
// asks for it.
func (r *Resolver) prefetchSegmentUsage(ctx context.Context, ss []*ent.Segment) {
	if fieldSelected(ctx, "usedInFeatures", "usedInProjects") {
		ids := make([]int, len(ss))
		for i, sg := range ss {
			ids[i] = sg.ID
		}
		_, _ = loader.For(ctx).SegmentUsage.LoadAll(ctx, ids)
	}
}
