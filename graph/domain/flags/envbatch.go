package flags

import (
	"context"
	"fmt"

	"flagstone/ent/projectenvironment"
	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// SetFeatureVariantsIn replaces a feature's variants in several environments, all or
// none, each as SetFeatureVariants does (with its event). It is a function, not a
// method, to keep Service within the method budget.
func SetFeatureVariantsIn(ctx context.Context, s *Service, projectID, name string, envs []string, in []*schematype.Variant) ([]*schematype.Variant, error) {
	if len(envs) == 0 {
		return nil, apperr.Validation("environments must name at least one environment")
	}
	var out []*schematype.Variant
	err := s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		for _, env := range envs {
			vs, err := s.SetFeatureVariants(ctx, projectID, name, env, in)
			if err != nil {
				return kernel.Change{}, err
			}
			out = vs
		}
		return kernel.Record(), nil
	})
	return out, err
}

// SetDefaultStrategy sets the strategy a project environment gives a feature turned on
// there without one, checked as a feature's strategy is, and records
// default-strategy-updated.
func SetDefaultStrategy(ctx context.Context, s *Service, projectID, env string, in model.FeatureStrategyInput) (*schematype.DefaultStrategy, error) {
	spec := catalog.StrategySpec{Name: in.Name, Title: in.Title.Value(), Disabled: kernel.Deref(in.Disabled.Value()),
		SortOrder: kernel.Deref(in.SortOrder.Value())}
	if err := spec.Apply(in.Constraints.Value(), in.Variants.Value(), in.Parameters, in.Segments.Value()); err != nil {
		return nil, err
	}
	var out *schematype.DefaultStrategy
	err := s.Mutate(ctx, fmt.Sprintf("Environment %q in project %q", env, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		pe, err := kernel.One(ctx, kernel.Locked(tx, tx.ProjectEnvironment.Query().Where(projectenvironment.ProjectID(projectID),
			projectenvironment.EnvironmentID(env))).Only, "Environment %q in project %q", env, projectID)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := s.Catalog.CheckStrategyIn(ctx, tx, projectID, &spec); err != nil {
			return kernel.Change{}, err
		}
		out = &schematype.DefaultStrategy{Name: spec.Name, Title: spec.Title, Disabled: spec.Disabled, SortOrder: spec.SortOrder,
			Constraints: spec.Constraints, Parameters: spec.Parameters, Variants: spec.Variants, Segments: spec.Segments}
		if err := tx.ProjectEnvironment.UpdateOne(pe).SetDefaultStrategy(out).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("set default strategy: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "default-strategy-updated", Project: projectID, Environment: env,
			Data: out, PreData: pe.DefaultStrategy}), nil
	})
	return out, err
}
