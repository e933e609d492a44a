package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/generated"
	"flagstone/graph/model"
)

// CreateStrategyDefinition is the resolver for the createStrategyDefinition field.
func (r *mutationResolver) CreateStrategyDefinition(ctx context.Context, input model.CreateStrategyDefinitionInput) (*ent.StrategyDefinition, error) {
	if _, err := auth.Require(ctx, auth.CreateStrategy, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.CreateStrategyDefinition(ctx, input)
}

// UpdateStrategyDefinition is the resolver for the updateStrategyDefinition field.
func (r *mutationResolver) UpdateStrategyDefinition(ctx context.Context, name string, input model.UpdateStrategyDefinitionInput) (*ent.StrategyDefinition, error) {
	if _, err := auth.Require(ctx, auth.UpdateStrategy, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.UpdateStrategyDefinition(ctx, name, input)
}

// DeprecateStrategyDefinition is the resolver for the deprecateStrategyDefinition field.
func (r *mutationResolver) DeprecateStrategyDefinition(ctx context.Context, name string) (*ent.StrategyDefinition, error) {
	if _, err := auth.Require(ctx, auth.UpdateStrategy, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.SetStrategyDeprecated(ctx, name, true)
}

// ReactivateStrategyDefinition is the resolver for the reactivateStrategyDefinition field.
func (r *mutationResolver) ReactivateStrategyDefinition(ctx context.Context, name string) (*ent.StrategyDefinition, error) {
	if _, err := auth.Require(ctx, auth.UpdateStrategy, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.SetStrategyDeprecated(ctx, name, false)
}

// DeleteStrategyDefinition is the resolver for the deleteStrategyDefinition field.
func (r *mutationResolver) DeleteStrategyDefinition(ctx context.Context, name string) (bool, error) {
	if _, err := auth.Require(ctx, auth.DeleteStrategy, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Catalog.DeleteStrategyDefinition(ctx, name)
}

// StrategyDefinitions is the resolver for the strategyDefinitions field.
func (r *queryResolver) StrategyDefinitions(ctx context.Context) ([]*ent.StrategyDefinition, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.StrategyDefinitions(ctx)
}

// StrategyDefinition is the resolver for the strategyDefinition field.
func (r *queryResolver) StrategyDefinition(ctx context.Context, name string) (*ent.StrategyDefinition, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.StrategyDefinition(ctx, name)
}

// DisplayName is the resolver for the displayName field.
func (r *strategyDefinitionResolver) DisplayName(ctx context.Context, obj *ent.StrategyDefinition) (string, error) {
	if obj.Title != nil && *obj.Title != "" {
		return *obj.Title, nil
	}
	return obj.Name, nil
}

// Editable is the resolver for the editable field.
func (r *strategyDefinitionResolver) Editable(ctx context.Context, obj *ent.StrategyDefinition) (bool, error) {
	return !obj.BuiltIn, nil
}

// StrategyDefinition returns generated.StrategyDefinitionResolver implementation.
func (r *Resolver) StrategyDefinition() generated.StrategyDefinitionResolver {
	return &strategyDefinitionResolver{r}
}

type strategyDefinitionResolver struct{ *Resolver }
