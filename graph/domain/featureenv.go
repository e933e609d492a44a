package domain

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/schematype"
	"flagstone/graph/auth"
	"flagstone/graph/store"
)

// userID is the id of the calling user, nil for tokens and the system.
func (s *Service) userID(ctx context.Context) *int {
	if c := auth.FromContext(ctx); c != nil && c.Kind == auth.KindUser {
		return &c.UserID
	}
	return nil
}

// featureEnvironment returns the state of feature f in env; an environment not enabled in
// the feature's project is not found.
func (s *Service) featureEnvironment(ctx context.Context, f *ent.Feature, env string) (*ent.FeatureEnvironment, error) {
	fe, err := s.db(ctx).FeatureEnvironment.Query().
		Where(featureenvironment.FeatureID(f.ID), featureenvironment.EnvironmentID(env)).Only(ctx)
	if err != nil {
		return nil, store.AdaptError(fmt.Errorf("get feature environment: %w", err),
			fmt.Sprintf("Environment %q of feature %q in project %q", env, f.Name, f.ProjectID))
	}
	return fe, nil
}

// SetFeatureEnvironmentEnabled turns a feature on or off in one environment and records
// feature-environment-enabled or -disabled when the state changes. A feature turned on
// where it has no strategy gets the project environment's default strategy first.
func (s *Service) SetFeatureEnvironmentEnabled(ctx context.Context, projectID, name, env string, enabled bool) (*ent.Feature, error) {
	var f *ent.Feature
	err := s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		var err error
		if f, err = s.Feature(ctx, projectID, name); err != nil {
			return err
		}
		fe, err := s.featureEnvironment(ctx, f, env)
		if err != nil || fe.Enabled == enabled {
			return err
		}
		if enabled {
			if err := s.ensureStrategy(ctx, tx, f, fe); err != nil {
				return err
			}
		}
		if err := tx.FeatureEnvironment.UpdateOne(fe).SetEnabled(enabled).Exec(ctx); err != nil {
			return fmt.Errorf("toggle %q in %q: %w", name, env, err)
		}
		typ := "feature-environment-disabled"
		if enabled {
			typ = "feature-environment-enabled"
		}
		return s.featureEvent(ctx, tx, f, EventInput{Type: typ, Environment: env,
			Data: map[string]any{"enabled": enabled}, PreData: map[string]any{"enabled": fe.Enabled}})
	})
	return f, err
}

// FeatureVariants returns the variants of a feature environment.
func (s *Service) FeatureVariants(ctx context.Context, projectID, name, env string) ([]*schematype.Variant, error) {
	fx, err := s.openFeatureEnv(ctx, projectID, name, env)
	if err != nil {
		return nil, err
	}
	return ptrs(fx.fe.Variants), nil
}

// SetFeatureVariants replaces the variants of a feature environment (variable weights
// filling what fix ones leave of 1000) and records feature-environment-variants-updated.
func (s *Service) SetFeatureVariants(ctx context.Context, projectID, name, env string, in []*schematype.Variant) ([]*schematype.Variant, error) {
	variants, err := normalFeatureVariants(in)
	if err != nil {
		return nil, err
	}
	err = s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		fx, err := s.openFeatureEnv(ctx, projectID, name, env)
		if err != nil {
			return err
		}
		if err := tx.FeatureEnvironment.UpdateOne(fx.fe).SetVariants(variants).Exec(ctx); err != nil {
			return fmt.Errorf("set variants: %w", err)
		}
		before := fx.fe.Variants
		if before == nil {
			before = []schematype.Variant{}
		}
		return s.featureEvent(ctx, tx, fx.f, EventInput{Type: "feature-environment-variants-updated", Environment: env,
			Data: map[string]any{"variants": variants}, PreData: map[string]any{"variants": before}})
	})
	return ptrs(variants), err
}
