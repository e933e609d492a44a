// Package graph is the GraphQL face of the service: the resolvers (thin: authorize,
// validate, call the domain, return) and the packages they stand on.
package graph

//go:generate go tool gqlgen generate

import (
	"context"
	"slices"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/domain"
	"flagstone/graph/generated"
	"flagstone/graph/loader"
)

// Resolver is the root of the resolvers and their only dependency injection.
type Resolver struct {
	Domain *domain.Areas
	// streams bounds the live subscriptions.
	streams Streams
}

// Streams are the live subscriptions of this resolver, for the metrics.
func (r *Resolver) Streams() *Streams { return &r.streams }

// QueryResolver and MutationResolver are the root resolvers REST calls.
type (
	QueryResolver    = generated.QueryResolver
	MutationResolver = generated.MutationResolver
)

// membershipGroups returns the groups of eagerly loaded memberships.
func membershipGroups(ms []*ent.GroupMember) []*ent.Group {
	gs := make([]*ent.Group, len(ms))
	for i, m := range ms {
		gs[i] = m.Edges.Group
	}
	return gs
}

// fieldSelected reports whether the selection of the field being resolved asks for any of
// names. List resolvers use it to load a relation for all their elements in one batch
// before the elements resolve on their own goroutines.
func fieldSelected(ctx context.Context, names ...string) bool {
	if !graphql.HasOperationContext(ctx) {
		return false // called by REST, which loads its relations itself
	}
	for _, f := range graphql.CollectFieldsCtx(ctx, nil) {
		if slices.Contains(names, f.Name) {
			return true
		}
	}
	return false
}

// prefetchUsers loads the relations a user list will ask for.
func (r *Resolver) prefetchUsers(ctx context.Context, us []*ent.User) {
	l := loader.For(ctx)
	if fieldSelected(ctx, "rootRole") {
		var roleIDs []int
		for _, u := range us {
			if u.RootRoleID != nil && !slices.Contains(roleIDs, *u.RootRoleID) {
				roleIDs = append(roleIDs, *u.RootRoleID)
			}
		}
		_, _ = l.RoleByID.LoadAll(ctx, roleIDs) // a failure resurfaces on the per-user Load
	}
	if fieldSelected(ctx, "groups") {
		_, _ = l.GroupsByUser.LoadAll(ctx, userIDs(us))
	}
}

// prefetchGroups loads the relations a group list will ask for.
func (r *Resolver) prefetchGroups(ctx context.Context, gs []*ent.Group) {
	l := loader.For(ctx)
	ids := make([]int, len(gs))
	for i, g := range gs {
		ids[i] = g.ID
	}
	if fieldSelected(ctx, "users", "userCount") {
		_, _ = l.MembersByGroup.LoadAll(ctx, ids)
	}
	if fieldSelected(ctx, "projects") {
		_, _ = l.ProjectsByGroup.LoadAll(ctx, ids)
	}
}

func userIDs(us []*ent.User) []int {
	ids := make([]int, len(us))
	for i, u := range us {
		ids[i] = u.ID
	}
	return ids
}

// requireFeatureAccess is the one feature-in-project check of both faces: it checks, in
// this order, that the caller is authenticated, that the feature is an active feature of
// the project (404 otherwise, before any permission is looked at), and, when permission is
// not empty, that the caller holds it in the project (environment only sharpens the
// message). Every resolver of a /projects/{projectId}/features/{name} route starts with it.
func (r *Resolver) requireFeatureAccess(ctx context.Context, permission, projectID, name, environment string) (*ent.Feature, error) {
	return r.requireOnFeature(ctx, permission, environment, func() (*ent.Feature, error) {
		return r.Domain.Flags.Feature(ctx, projectID, name)
	})
}

// requireFeatureChange is requireFeatureAccess for a change the domain makes under the
// feature's lock, which reads the feature anyway and answers its absence the same way
// (404, same message): the permission is checked in the project named, which is the
// feature's when it exists, and the feature is read here only when the answer could
// differ: the caller lacks the permission (a missing feature is 404 before 403) or
// maintenance mode is on (404 before 503). A write pays one read of the feature, not two.
func (r *Resolver) requireFeatureChange(ctx context.Context, permission, projectID, name, environment string) error {
	if _, err := auth.Authenticated(ctx); err != nil {
		return err
	}
	on, err := r.Domain.MaintenanceKnown(ctx)
	if err != nil {
		return err
	}
	if !on {
		if _, err := auth.Require(ctx, permission, projectID, environment); err == nil {
			return nil
		}
	}
	_, err = r.requireFeatureAccess(ctx, permission, projectID, name, environment)
	return err
}

// requireOnFeature checks that the caller is authenticated, then finds the feature (its
// error, a 404, comes before any permission is looked at), then, when permission is not
// empty, that the caller holds it in the feature's project.
func (r *Resolver) requireOnFeature(ctx context.Context, permission, environment string, find func() (*ent.Feature, error)) (*ent.Feature, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	f, err := find()
	if err != nil {
		return nil, err
	}
	if permission != "" {
		if _, err := auth.Require(ctx, permission, f.ProjectID, environment); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// prefetchFeatures loads the relations a feature list will ask for.
func (r *Resolver) prefetchFeatures(ctx context.Context, fs []*ent.Feature) {
	l := loader.For(ctx)
	ids := make([]int, len(fs))
	for i, f := range fs {
		ids[i] = f.ID
	}
	if fieldSelected(ctx, "favorite") {
		_, _ = l.FavoriteFeature.LoadAll(ctx, ids)
	}
	if fieldSelected(ctx, "dependencies") {
		_, _ = l.DependenciesByChild.LoadAll(ctx, ids)
	}
	if fieldSelected(ctx, "children") {
		_, _ = l.ChildrenByParent.LoadAll(ctx, ids)
	}
	if fieldSelected(ctx, "environments") {
		_, _ = l.FeatureEnvironmentsByFeature.LoadAll(ctx, ids)
	}
	if fieldSelected(ctx, "tags") {
		_, _ = l.TagsByFeature.LoadAll(ctx, ids)
	}
}
