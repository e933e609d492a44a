package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/auth"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/generated"
	"flagstone/graph/model"
)

// ID is the resolver for the id field.
func (r *featureStrategyResolver) ID(ctx context.Context, obj *ent.FeatureStrategy) (string, error) {
	return obj.ID.String(), nil
}

// Parameters is the resolver for the parameters field.
func (r *featureStrategyResolver) Parameters(ctx context.Context, obj *ent.FeatureStrategy) (map[string]any, error) {
	out := make(map[string]any, len(obj.Parameters))
	for k, v := range obj.Parameters {
		out[k] = v
	}
	return out, nil
}

// Segments is the resolver for the segments field.
func (r *featureStrategyResolver) Segments(ctx context.Context, obj *ent.FeatureStrategy) ([]int, error) {
	ids := make([]int, len(obj.Edges.Segments))
	for i, s := range obj.Edges.Segments {
		ids[i] = s.ID
	}
	return ids, nil
}

// AddFeatureStrategy is the resolver for the addFeatureStrategy field.
func (r *mutationResolver) AddFeatureStrategy(ctx context.Context, projectID string, featureName string, environment string, input model.FeatureStrategyInput) (*ent.FeatureStrategy, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeatureEnvironment, projectID, featureName, environment); err != nil {
		return nil, err
	}
	return r.Domain.Flags.AddFeatureStrategy(ctx, projectID, featureName, environment, input)
}

// UpdateFeatureStrategy is the resolver for the updateFeatureStrategy field.
func (r *mutationResolver) UpdateFeatureStrategy(ctx context.Context, projectID string, featureName string, environment string, id string, input model.UpdateFeatureStrategyInput) (*ent.FeatureStrategy, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeatureEnvironment, projectID, featureName, environment); err != nil {
		return nil, err
	}
	return r.Domain.Flags.UpdateFeatureStrategy(ctx, projectID, featureName, environment, id, input)
}

// DeleteFeatureStrategy is the resolver for the deleteFeatureStrategy field.
func (r *mutationResolver) DeleteFeatureStrategy(ctx context.Context, projectID string, featureName string, environment string, id string) (bool, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeatureEnvironment, projectID, featureName, environment); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.DeleteFeatureStrategy(ctx, projectID, featureName, environment, id)
}

// SetStrategySortOrder is the resolver for the setStrategySortOrder field.
func (r *mutationResolver) SetStrategySortOrder(ctx context.Context, projectID string, featureName string, environment string, order []*model.StrategySortOrderInput) ([]*ent.FeatureStrategy, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeatureEnvironment, projectID, featureName, environment); err != nil {
		return nil, err
	}
	return r.Domain.Flags.SetStrategySortOrder(ctx, projectID, featureName, environment, order)
}

// SetFeatureVariants is the resolver for the setFeatureVariants field.
func (r *mutationResolver) SetFeatureVariants(ctx context.Context, projectID string, featureName string, environment string, variants []*schematype.Variant) ([]*schematype.Variant, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeatureVariants, projectID, featureName, environment); err != nil {
		return nil, err
	}
	return r.Domain.Flags.SetFeatureVariants(ctx, projectID, featureName, environment, variants)
}

// SetFeatureVariantsIn is the resolver for the setFeatureVariantsIn field.
func (r *mutationResolver) SetFeatureVariantsIn(ctx context.Context, projectID string, featureName string, environments []string, variants []*schematype.Variant) ([]*schematype.Variant, error) {
	if _, err := r.requireFeatureAccess(ctx, "", projectID, featureName, ""); err != nil {
		return nil, err
	}
	for _, env := range environments {
		if _, err := auth.Require(ctx, auth.UpdateFeatureVariants, projectID, env); err != nil {
			return nil, err
		}
	}
	return flags.SetFeatureVariantsIn(ctx, r.Domain.Flags, projectID, featureName, environments, variants)
}

// SetDefaultStrategy is the resolver for the setDefaultStrategy field.
func (r *mutationResolver) SetDefaultStrategy(ctx context.Context, projectID string, environment string, input model.FeatureStrategyInput) (map[string]any, error) {
	if _, err := auth.Require(ctx, auth.UpdateProject, projectID, environment); err != nil {
		return nil, err
	}
	ds, err := flags.SetDefaultStrategy(ctx, r.Domain.Flags, projectID, environment, input)
	if err != nil {
		return nil, err
	}
	return kernel.ToObject(ds)
}

// FeatureStrategies is the resolver for the featureStrategies field.
func (r *queryResolver) FeatureStrategies(ctx context.Context, projectID string, featureName string, environment string) ([]*ent.FeatureStrategy, error) {
	if _, err := r.requireFeatureAccess(ctx, "", projectID, featureName, environment); err != nil {
		return nil, err
	}
	return r.Domain.Flags.FeatureStrategies(ctx, projectID, featureName, environment)
}

// FeatureStrategy is the resolver for the featureStrategy field.
func (r *queryResolver) FeatureStrategy(ctx context.Context, projectID string, featureName string, environment string, id string) (*ent.FeatureStrategy, error) {
	if _, err := r.requireFeatureAccess(ctx, "", projectID, featureName, environment); err != nil {
		return nil, err
	}
	return r.Domain.Flags.FeatureStrategy(ctx, projectID, featureName, environment, id)
}

// FeatureVariants is the resolver for the featureVariants field.
func (r *queryResolver) FeatureVariants(ctx context.Context, projectID string, featureName string, environment string) ([]*schematype.Variant, error) {
	if _, err := r.requireFeatureAccess(ctx, "", projectID, featureName, environment); err != nil {
		return nil, err
	}
	return r.Domain.Flags.FeatureVariants(ctx, projectID, featureName, environment)
}

// FeatureStrategy returns generated.FeatureStrategyResolver implementation.
func (r *Resolver) FeatureStrategy() generated.FeatureStrategyResolver {
	return &featureStrategyResolver{r}
}

type featureStrategyResolver struct{ *Resolver }
