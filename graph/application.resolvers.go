package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
)

// ClientApplications is the resolver for the clientApplications field.
func (r *queryResolver) ClientApplications(ctx context.Context, query *string) ([]*ent.ClientApplication, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Insights.Applications(ctx, query)
}

// ClientApplication is the resolver for the clientApplication field.
func (r *queryResolver) ClientApplication(ctx context.Context, appName string) (*ent.ClientApplication, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Insights.Application(ctx, appName)
}
