package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/generated"
	"flagstone/graph/loader"
	"flagstone/graph/model"
)

// CreateProject is the resolver for the createProject field.
func (r *mutationResolver) CreateProject(ctx context.Context, input model.CreateProjectInput) (*ent.Project, error) {
	if _, err := auth.Require(ctx, auth.CreateProject, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Flags.CreateProject(ctx, input)
}

// UpdateProject is the resolver for the updateProject field.
func (r *mutationResolver) UpdateProject(ctx context.Context, id string, input model.UpdateProjectInput) (*ent.Project, error) {
	if _, err := auth.Require(ctx, auth.UpdateProject, id, ""); err != nil {
		return nil, err
	}
	return r.Domain.Flags.UpdateProject(ctx, id, input)
}

// DeleteProject is the resolver for the deleteProject field.
func (r *mutationResolver) DeleteProject(ctx context.Context, id string) (bool, error) {
	if _, err := auth.Require(ctx, auth.DeleteProject, id, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.DeleteProject(ctx, id)
}

// FavoriteProject is the resolver for the favoriteProject field.
func (r *mutationResolver) FavoriteProject(ctx context.Context, projectID string) (bool, error) {
	c, err := auth.RequireUser(ctx)
	if err != nil {
		return false, err
	}
	return true, r.Domain.Flags.FavoriteProject(ctx, c.UserID, projectID)
}

// UnfavoriteProject is the resolver for the unfavoriteProject field.
func (r *mutationResolver) UnfavoriteProject(ctx context.Context, projectID string) (bool, error) {
	c, err := auth.Authenticated(ctx)
	if err != nil {
		return false, err
	}
	return true, r.Domain.Flags.UnfavoriteProject(ctx, c, projectID)
}

// CreateEnvironment is the resolver for the createEnvironment field.
func (r *mutationResolver) CreateEnvironment(ctx context.Context, input model.CreateEnvironmentInput) (*ent.Environment, error) {
	if _, err := auth.Require(ctx, auth.CreateEnvironment, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Flags.CreateEnvironment(ctx, input)
}

// SetEnvironmentEnabled is the resolver for the setEnvironmentEnabled field.
func (r *mutationResolver) SetEnvironmentEnabled(ctx context.Context, name string, enabled bool) (*ent.Environment, error) {
	if _, err := auth.Require(ctx, auth.UpdateEnvironment, "", name); err != nil {
		return nil, err
	}
	return r.Domain.Flags.SetEnvironmentEnabled(ctx, name, enabled)
}

// AddProjectEnvironment is the resolver for the addProjectEnvironment field.
func (r *mutationResolver) AddProjectEnvironment(ctx context.Context, projectID string, environment string) (*ent.Project, error) {
	if _, err := auth.Require(ctx, auth.UpdateProject, projectID, environment); err != nil {
		return nil, err
	}
	return r.Domain.Flags.AddProjectEnvironment(ctx, projectID, environment)
}

// RemoveProjectEnvironment is the resolver for the removeProjectEnvironment field.
func (r *mutationResolver) RemoveProjectEnvironment(ctx context.Context, projectID string, environment string) (*ent.Project, error) {
	if _, err := auth.Require(ctx, auth.UpdateProject, projectID, environment); err != nil {
		return nil, err
	}
	return r.Domain.Flags.RemoveProjectEnvironment(ctx, projectID, environment)
}

// Environments is the resolver for the environments field.
func (r *projectResolver) Environments(ctx context.Context, obj *ent.Project) ([]string, error) {
	pes, err := loader.For(ctx).EnvironmentsByProject.Load(ctx, obj.ID)()
	if err != nil {
		return nil, err
	}
	ids := make([]string, len(pes))
	for i, pe := range pes {
		ids[i] = pe.EnvironmentID
	}
	return ids, nil
}

// FeatureCount is the resolver for the featureCount field.
func (r *projectResolver) FeatureCount(ctx context.Context, obj *ent.Project) (int, error) {
	fs, err := loader.For(ctx).FeaturesByProject.Load(ctx, obj.ID)()
	return len(fs), err
}

// Favorite is the resolver for the favorite field.
func (r *projectResolver) Favorite(ctx context.Context, obj *ent.Project) (bool, error) {
	fav, err := loader.For(ctx).FavoriteProject.Load(ctx, obj.ID)()
	return fav != nil, err
}

// Projects is the resolver for the projects field.
func (r *queryResolver) Projects(ctx context.Context) ([]*ent.Project, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Flags.Projects(ctx)
}

// Project is the resolver for the project field.
func (r *queryResolver) Project(ctx context.Context, id string) (*ent.Project, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Flags.Project(ctx, id)
}

// Environments is the resolver for the environments field.
func (r *queryResolver) Environments(ctx context.Context) ([]*ent.Environment, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Flags.Environments(ctx)
}

// Project returns generated.ProjectResolver implementation.
func (r *Resolver) Project() generated.ProjectResolver { return &projectResolver{r} }

type projectResolver struct{ *Resolver }
