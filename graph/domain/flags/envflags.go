package flags

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featurestrategy"
	"flagstone/graph/store"
)

// EnvironmentFlagsQuery narrows EnvironmentFlags.
type EnvironmentFlagsQuery struct {
	// Projects are the projects whose flags are read; none or "*": all.
	Projects []string
	// WithDisabled keeps the disabled strategies, which the evaluator skips (the
	// playground shows them unevaluated; the client API leaves them out).
	WithDisabled bool
}

// EnvironmentFlags is the one loader of an environment's flags as the evaluator reads
// them, for the playground and the client API's snapshots: the active flags by name,
// each with its state in env (one environment edge, or none when the flag has no state
// there), its strategies in order with their segments, and its dependencies with their
// parents.
func EnvironmentFlags(ctx context.Context, db *ent.Client, env string, q EnvironmentFlagsQuery) ([]*ent.Feature, error) {
	fq := db.Feature.Query().Where(feature.ArchivedAtIsNil())
	if len(q.Projects) > 0 && !slices.Contains(q.Projects, "*") {
		fq.Where(feature.ProjectIDIn(q.Projects...))
	}
	fs, err := fq.WithEnvironments(func(eq *ent.FeatureEnvironmentQuery) {
		eq.Where(featureenvironment.EnvironmentID(env)).WithStrategies(func(sq *ent.FeatureStrategyQuery) {
			if !q.WithDisabled {
				sq.Where(featurestrategy.Disabled(false))
			}
			sq.Order(store.StrategyOrder()...).WithSegments()
		})
	}).WithDependencies(func(dq *ent.FeatureDependencyQuery) { dq.WithParent() }).
		Order(ent.Asc(feature.FieldName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("load features of %s: %w", env, err)
	}
	return fs, nil
}
