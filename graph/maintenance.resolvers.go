package graph

import (
	"context"
	"flagstone/graph/auth"
)

// SetMaintenanceMode is the resolver for the setMaintenanceMode field.
func (r *mutationResolver) SetMaintenanceMode(ctx context.Context, enabled bool) (bool, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return false, err
	}
	if err := r.Domain.SetMaintenanceMode(ctx, enabled); err != nil {
		return false, err
	}
	return enabled, nil
}

// MaintenanceMode is the resolver for the maintenanceMode field.
func (r *queryResolver) MaintenanceMode(ctx context.Context) (bool, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return false, err
	}
	return r.Domain.MaintenanceMode(ctx)
}
