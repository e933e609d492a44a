package flags

import (
	"context"
	"fmt"
	"maps"

	"flagstone/ent"
	"flagstone/ent/featureenvironment"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// CloneFeature creates a feature of a project as a copy of another: its type,
// description and impression data, its variants and strategies in every environment (the
// strategies' groupId becomes the new name unless replaceGroupId is false; the states
// start off) and its dependencies, as Unleash clones. One mutation: the copy's
// feature-created, feature-environment-variants-updated, feature-strategy-add and
// feature-dependency-added events, or nothing. It is a function, not a method, to keep
// Service within the method budget.
func CloneFeature(ctx context.Context, s *Service, projectID, name string, in model.CloneFeatureInput) (*ent.Feature, error) {
	var created *ent.Feature
	err := s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		src, err := lockFeature(ctx, tx, projectID, name)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := ValidateFeatureName(ctx, s.Kernel, in.Name); err != nil {
			return kernel.Change{}, err
		}
		created, err = s.CreateFeature(ctx, projectID, model.CreateFeatureInput{Name: in.Name, Type: kernel.Some(&src.Type),
			Description: kernel.Some(src.Description), ImpressionData: kernel.Some(&src.ImpressionData)})
		if err != nil {
			return kernel.Change{}, err
		}
		replace := in.ReplaceGroupID.Value()
		events, err := cloneEnvironments(ctx, s, tx, src, created, replace == nil || *replace)
		if err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(events...), cloneDependencies(ctx, s, tx, src, created)
	})
	return created, err
}

// cloneEnvironments copies src's variants and strategies to dst in each environment.
func cloneEnvironments(ctx context.Context, s *Service, tx *kernel.Tx, src, dst *ent.Feature, replaceGroupID bool) ([]kernel.Event, error) {
	fes, err := tx.FeatureEnvironment.Query().Where(featureenvironment.FeatureID(src.ID)).
		WithStrategies(func(q *ent.FeatureStrategyQuery) {
			q.Order(store.StrategyOrder()...).WithSegments()
		}).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("read environments of %q: %w", src.Name, err)
	}
	var events []kernel.Event
	for _, fe := range fes {
		if len(fe.Variants) > 0 {
			if _, err := s.SetFeatureVariants(ctx, dst.ProjectID, dst.Name, fe.EnvironmentID, kernel.Ptrs(fe.Variants)); err != nil {
				return nil, err
			}
		}
		fx, err := lockFeatureEnv(ctx, s, tx, dst.ProjectID, dst.Name, fe.EnvironmentID)
		if err != nil {
			return nil, err
		}
		for _, st := range fe.Edges.Strategies {
			params := maps.Clone(st.Parameters)
			if _, ok := params["groupId"]; ok && replaceGroupID {
				params["groupId"] = dst.Name
			}
			segments := make([]int, len(st.Edges.Segments))
			for i, sg := range st.Edges.Segments {
				segments[i] = sg.ID
			}
			_, ev, err := s.insertStrategy(ctx, tx, fx, catalog.StrategySpec{Name: st.StrategyName, Title: st.Title,
				Disabled: st.Disabled, SortOrder: st.SortOrder, Parameters: params, Constraints: st.Constraints,
				Variants: st.Variants, Segments: segments})
			if err != nil {
				return nil, err
			}
			events = append(events, ev)
		}
	}
	return events, nil
}

// cloneDependencies makes dst depend on the parents src depends on.
func cloneDependencies(ctx context.Context, s *Service, tx *kernel.Tx, src, dst *ent.Feature) error {
	deps, err := src.QueryDependencies().WithParent().All(ctx)
	if err != nil {
		return fmt.Errorf("read dependencies of %q: %w", src.Name, err)
	}
	for _, d := range deps {
		in := model.DependencyInput{Feature: d.Edges.Parent.Name, Enabled: kernel.Some(&d.Enabled)}
		if len(d.Variants) > 0 {
			in.Variants = kernel.Some(d.Variants)
		}
		if _, err := s.AddDependency(ctx, dst.ProjectID, dst.Name, in); err != nil {
			return err
		}
	}
	return nil
}
