package graph

import (
	"context"

	"flagstone/graph/auth"
)

// requireOnNamedFeature checks, in this order, that the caller is authenticated, that the
// feature is active (404 otherwise), and that the caller holds permission in the
// feature's project: the tag routes name a feature without its project.
func (r *Resolver) requireOnNamedFeature(ctx context.Context, permission, name string) error {
	if _, err := auth.Authenticated(ctx); err != nil {
		return err
	}
	f, err := r.Domain.ActiveFeature(ctx, name)
	if err != nil {
		return err
	}
	_, err = auth.Require(ctx, permission, f.ProjectID, "")
	return err
}
