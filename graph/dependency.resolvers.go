package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/generated"
	"flagstone/graph/loader"
	"flagstone/graph/model"
)

// Feature is the resolver for the feature field.
func (r *dependencyResolver) Feature(ctx context.Context, obj *ent.FeatureDependency) (string, error) {
	// Every dependency comes with its parent: DependenciesByChild loads it, AddDependency
	// sets it.
	return obj.Edges.Parent.Name, nil
}

// Dependencies is the resolver for the dependencies field.
func (r *featureResolver) Dependencies(ctx context.Context, obj *ent.Feature) ([]*ent.FeatureDependency, error) {
	return loader.For(ctx).DependenciesByChild.Load(ctx, obj.ID)()
}

// Children is the resolver for the children field.
func (r *featureResolver) Children(ctx context.Context, obj *ent.Feature) ([]string, error) {
	return loader.For(ctx).ChildrenByParent.Load(ctx, obj.ID)()
}

// AddDependency is the resolver for the addDependency field.
func (r *mutationResolver) AddDependency(ctx context.Context, projectID string, child string, input model.DependencyInput) (*ent.FeatureDependency, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeatureDependency, projectID, child, ""); err != nil {
		return nil, err
	}
	return r.Domain.Flags.AddDependency(ctx, projectID, child, input)
}

// DeleteDependency is the resolver for the deleteDependency field.
func (r *mutationResolver) DeleteDependency(ctx context.Context, projectID string, child string, parent string) (bool, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeatureDependency, projectID, child, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.DeleteDependency(ctx, projectID, child, parent)
}

// DeleteDependencies is the resolver for the deleteDependencies field.
func (r *mutationResolver) DeleteDependencies(ctx context.Context, projectID string, child string) (bool, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeatureDependency, projectID, child, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.DeleteDependencies(ctx, projectID, child)
}

// ProjectUsesDependencies is the resolver for the projectUsesDependencies field.
func (r *queryResolver) ProjectUsesDependencies(ctx context.Context, projectID string) (bool, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return false, err
	}
	return r.Domain.Flags.ProjectUsesDependencies(ctx, projectID)
}

// Dependency returns generated.DependencyResolver implementation.
func (r *Resolver) Dependency() generated.DependencyResolver { return &dependencyResolver{r} }

type dependencyResolver struct{ *Resolver }
