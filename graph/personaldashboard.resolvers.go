package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

// PersonalDashboard is the resolver for the personalDashboard field.
func (r *queryResolver) PersonalDashboard(ctx context.Context) (*model.PersonalDashboard, error) {
	c, err := auth.RequireUser(ctx)
	if err != nil {
		return nil, err
	}
	return r.Domain.Insights.PersonalDashboard(ctx, c.UserID)
}

// PersonalDashboardProject is the resolver for the personalDashboardProject field.
func (r *queryResolver) PersonalDashboardProject(ctx context.Context, projectID string) (*model.PersonalDashboardProject, error) {
	c, err := auth.RequireUser(ctx)
	if err != nil {
		return nil, err
	}
	return r.Domain.Insights.PersonalDashboardProject(ctx, c.UserID, projectID)
}
