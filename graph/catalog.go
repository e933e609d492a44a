package graph

import (
	"context"

	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/loader"
)

// requireOnNamedFeature checks, in this order, that the caller is authenticated, that the
// feature is active (404 otherwise), and that the caller holds permission in the
// feature's project: the tag routes name a feature without its project.
func (r *Resolver) requireOnNamedFeature(ctx context.Context, permission, name string) error {
	if _, err := auth.Authenticated(ctx); err != nil {
		return err
	}
	f, err := r.Domain.Flags.ActiveFeature(ctx, name)
	if err != nil {
		return err
	}
	_, err = auth.Require(ctx, permission, f.ProjectID, "")
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
		_, _ = loader.For(ctx, r.Domain.Client).ContextFieldUsage.LoadAll(ctx, names) // a failure resurfaces on the per-field Load
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
		_, _ = loader.For(ctx, r.Domain.Client).SegmentUsage.LoadAll(ctx, ids)
	}
}
