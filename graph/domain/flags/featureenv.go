package flags

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/schematype"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/store"
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
	var (
		f      *ent.Feature
		staged bool
	)
	err := s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		fx, err := lockAnsweredFeatureEnv(ctx, s, tx, projectID, name, env)
		if err != nil {
			return kernel.Change{}, err
		}
		events, err := toggleIn(ctx, s, tx, fx, enabled)
		f = fx.f
		staged = slices.ContainsFunc(events, func(e kernel.Event) bool { return e.Keep == StageMayMove })
		return kernel.Record(events...), err
	})
	if err == nil && staged && ent.TxFromContext(ctx) == nil { // joined, the stage is kept when the outer one records
		err = readStage(ctx, s.DB(ctx), f)
	}
	return f, err
}

// mayEnterStage reports whether enabling fx's feature in fx's environment may move its
// stored lifecycle stage (see keepLifecycleStages): from initial, or from pre-live in a
// production environment. Its enablement is then marked StageMayMove, and the feature's
// answer reads the stage the keeper stored.
func mayEnterStage(fx featureEnv) bool {
	typ, _, _ := store.EnvironmentPlace(fx.fe)
	return fx.f.LifecycleStage == feature.LifecycleStageInitial ||
		(fx.f.LifecycleStage == feature.LifecycleStagePreLive && typ == environmentProduction)
}

// SetFeaturesEnvironmentEnabled turns features of a project on or off in one environment,
// all or none, each as SetFeatureEnvironmentEnabled does (with its events). It is a
// function, not a method, to keep Service within the method budget.
func SetFeaturesEnvironmentEnabled(ctx context.Context, s *Service, projectID, env string, names []string, enabled bool) error {
	unique, err := uniqueNames(names)
	if err != nil {
		return err
	}
	return s.Mutate(ctx, fmt.Sprintf("Features of project %q", projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		var events []kernel.Event
		for _, name := range unique {
			fx, err := lockFeatureEnv(ctx, s, tx, projectID, name, env)
			if err != nil {
				return kernel.Change{}, err
			}
			evs, err := toggleIn(ctx, s, tx, fx, enabled)
			if err != nil {
				return kernel.Change{}, err
			}
			events = append(events, evs...)
		}
		return kernel.Record(events...), nil
	})
}

// toggleIn turns fx's feature on or off in fx's environment (locked in tx), and returns
// the events to record: none when the state does not change. fx's feature is the answer
// (answered).
func toggleIn(ctx context.Context, s *Service, tx *kernel.Tx, fx featureEnv, enabled bool) ([]kernel.Event, error) {
	fx.answered(ctx)
	if fx.fe.Enabled == enabled {
		return nil, nil
	}
	var events []kernel.Event
	var err error
	if enabled {
		if events, err = s.ensureStrategy(ctx, tx, fx); err != nil {
			return nil, err
		}
	}
	env := fx.fe.EnvironmentID
	// An update by id, not UpdateOne, which reads the row back: nothing here reads it,
	// nor how many rows it changed (the row was read under the feature's lock), so on
	// PostgreSQL it goes with the commit, in the events' round trip.
	upd := tx.FeatureEnvironment.Update().Where(featureenvironment.ID(fx.fe.ID)).SetEnabled(enabled)
	if err := upd.Exec(store.HoldToCommit(ctx)); err != nil {
		return nil, fmt.Errorf("toggle %q in %q: %w", fx.f.Name, env, err)
	}
	e := kernel.Event{Type: "feature-environment-disabled", Environment: env,
		Data: map[string]any{"enabled": enabled}, PreData: map[string]any{"enabled": fx.fe.Enabled}}
	if enabled {
		e.Type = enabledEvent
		if mayEnterStage(fx) {
			e.Keep = StageMayMove
		}
	}
	events = append(events, fx.event(ctx, e))
	fx.fe.Enabled = enabled // as the answer shows it
	return events, nil
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
		fx, err := lockFeatureEnv(ctx, s, tx, projectID, name, env)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := tx.FeatureEnvironment.UpdateOne(fx.fe).SetVariants(variants).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("set variants: %w", err)
		}
		return kernel.Record(fx.event(ctx, kernel.Event{Type: "feature-environment-variants-updated", Environment: env,
			Data: map[string]any{"variants": variants}, PreData: map[string]any{"variants": kernel.NonNil(fx.fe.Variants)}})), nil
	})
	return kernel.Ptrs(variants), err
}
