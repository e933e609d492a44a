package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/domain/events"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/generated"
	"flagstone/graph/model"
)

// Parameters is the resolver for the parameters field.
func (r *addonResolver) Parameters(ctx context.Context, obj *ent.Addon) (*model.AddonParameters, error) {
	return events.AddonParameters(obj), nil
}

// Projects is the resolver for the projects field.
func (r *addonResolver) Projects(ctx context.Context, obj *ent.Addon) ([]string, error) {
	return kernel.NonNil(obj.Projects), nil
}

// Environments is the resolver for the environments field.
func (r *addonResolver) Environments(ctx context.Context, obj *ent.Addon) ([]string, error) {
	return kernel.NonNil(obj.Environments), nil
}

// CreateAddon is the resolver for the createAddon field.
func (r *mutationResolver) CreateAddon(ctx context.Context, input model.AddonInput) (*ent.Addon, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Events.CreateAddon(ctx, input)
}

// UpdateAddon is the resolver for the updateAddon field.
func (r *mutationResolver) UpdateAddon(ctx context.Context, id int, input model.AddonInput) (*ent.Addon, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Events.UpdateAddon(ctx, id, input)
}

// DeleteAddon is the resolver for the deleteAddon field.
func (r *mutationResolver) DeleteAddon(ctx context.Context, id int) (bool, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Events.DeleteAddon(ctx, id)
}

// Addons is the resolver for the addons field.
func (r *queryResolver) Addons(ctx context.Context) ([]*ent.Addon, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Events.Addons(ctx)
}

// Addon is the resolver for the addon field.
func (r *queryResolver) Addon(ctx context.Context, id int) (*ent.Addon, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Events.Addon(ctx, id)
}

// AddonDeliveries is the resolver for the addonDeliveries field.
func (r *queryResolver) AddonDeliveries(ctx context.Context, id int, limit *int, offset *int) ([]*ent.AddonDelivery, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Events.AddonDeliveries(ctx, id, limit, offset)
}

// Addon returns generated.AddonResolver implementation.
func (r *Resolver) Addon() generated.AddonResolver { return &addonResolver{r} }

type addonResolver struct{ *Resolver }
