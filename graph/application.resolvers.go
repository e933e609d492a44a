package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/domain/insights"
	"flagstone/graph/model"
)

// SaveClientApplication is the resolver for the saveClientApplication field.
func (r *mutationResolver) SaveClientApplication(ctx context.Context, appName string, input model.ClientApplicationInput) (*ent.ClientApplication, error) {
	if _, err := auth.Require(ctx, auth.UpdateApplication, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Insights.SaveApplication(ctx, appName, insights.ApplicationDetails{Description: input.Description.Value(),
		URL: input.URL.Value(), Color: input.Color.Value(), Icon: input.Icon.Value()})
}

// DeleteClientApplication is the resolver for the deleteClientApplication field.
func (r *mutationResolver) DeleteClientApplication(ctx context.Context, appName string) (bool, error) {
	if _, err := auth.Require(ctx, auth.UpdateApplication, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Insights.DeleteApplication(ctx, appName)
}

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

// OutdatedSdks is the resolver for the outdatedSdks field.
func (r *queryResolver) OutdatedSdks(ctx context.Context) ([]*model.OutdatedSdk, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Insights.OutdatedSDKs(ctx)
}
