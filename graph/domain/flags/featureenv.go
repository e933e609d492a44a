package flags

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/schematype"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/kernel"
)

// featureEnvironment returns the state of feature f in env; an environment not enabled in
// the feature's project is not found.
func featureEnvironment(ctx context.Context, db *ent.Client, f *ent.Feature, env string) (*ent.FeatureEnvironment, error) {
	q := db.FeatureEnvironment.Query().Where(featureenvironment.FeatureID(f.ID), featureenvironment.EnvironmentID(env))
	return kernel.One(ctx, q.Only, "Environment %q of feature %q in project %q", env, f.Name, f.ProjectID)
}

// SetFeatureEnvironmentEnabled turns a feature on or off in one environment and records
// feature-environment-enabled or -disabled when the state changes. A feature turned on
// where it has no strategy gets the project environment's default strategy first.
func (s *Service) SetFeatureEnvironmentEnabled(ctx context.Context, projectID, name, env string, enabled bool) (*ent.Feature, error) {
	var f *ent.Feature
	err := s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		fx, err := lockFeatureEnv(ctx, tx, projectID, name, env)
		if err != nil {
			return kernel.Change{}, err
		}
		f = fx.f
		if fx.fe.Enabled == enabled {
			return kernel.Unchanged(), nil
		}
		var events []kernel.Event
		if enabled {
			if events, err = s.ensureStrategy(ctx, tx, fx); err != nil {
				return kernel.Change{}, err
			}
		}
		if err := tx.FeatureEnvironment.UpdateOne(fx.fe).SetEnabled(enabled).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("toggle %q in %q: %w", name, env, err)
		}
		typ := "feature-environment-disabled"
		if enabled {
			typ = "feature-environment-enabled"
		}
		return kernel.Record(append(events, featureEvent(f, kernel.Event{Type: typ, Environment: env,
			Data: map[string]any{"enabled": enabled}, PreData: map[string]any{"enabled": fx.fe.Enabled}}))...), nil
	})
	return f, err
}

// FeatureVariants returns the variants of a feature environment.
func (s *Service) FeatureVariants(ctx context.Context, projectID, name, env string) ([]*schematype.Variant, error) {
	fx, err := s.openFeatureEnv(ctx, projectID, name, env)
	if err != nil {
		return nil, err
	}
	return kernel.Ptrs(fx.fe.Variants), nil
}

// SetFeatureVariants replaces the variants of a feature environment (variable weights
// filling what fix ones leave of 1000) and records feature-environment-variants-updated.
func (s *Service) SetFeatureVariants(ctx context.Context, projectID, name, env string, in []*schematype.Variant) ([]*schematype.Variant, error) {
	variants, err := catalog.NormalFeatureVariants(in)
	if err != nil {
		return nil, err
	}
	err = s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		fx, err := lockFeatureEnv(ctx, tx, projectID, name, env)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := tx.FeatureEnvironment.UpdateOne(fx.fe).SetVariants(variants).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("set variants: %w", err)
		}
		return kernel.Record(featureEvent(fx.f, kernel.Event{Type: "feature-environment-variants-updated", Environment: env,
			Data: map[string]any{"variants": variants}, PreData: map[string]any{"variants": kernel.NonNil(fx.fe.Variants)}})), nil
	})
	return kernel.Ptrs(variants), err
}
