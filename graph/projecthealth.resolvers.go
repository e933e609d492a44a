package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

// ProjectApplications is the resolver for the projectApplications field.
func (r *queryResolver) ProjectApplications(ctx context.Context, projectID string) ([]*model.ProjectApplication, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Insights.ProjectApplications(ctx, projectID)
}

// ProjectOutdatedSdks is the resolver for the projectOutdatedSdks field.
func (r *queryResolver) ProjectOutdatedSdks(ctx context.Context, projectID string) ([]*model.OutdatedSdk, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Insights.OutdatedSdks(ctx, projectID)
}

// ProjectHealth is the resolver for the projectHealth field.
func (r *queryResolver) ProjectHealth(ctx context.Context, projectID string) (*model.ProjectHealth, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Insights.ProjectHealth(ctx, projectID)
}

// ProjectStatus is the resolver for the projectStatus field.
func (r *queryResolver) ProjectStatus(ctx context.Context, projectID string) (*model.ProjectStatus, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Insights.ProjectStatus(ctx, projectID)
}

// FlagCreators is the resolver for the flagCreators field.
func (r *queryResolver) FlagCreators(ctx context.Context, projectID *string) ([]*model.FlagCreator, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Insights.FlagCreators(ctx, projectID)
}
