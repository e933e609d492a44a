package loader

import (
	"context"
	"fmt"

	entsql "entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featurestrategy"
	"flagstone/graph/store"
)

// StrategyCount is how many strategies one feature environment has, and how many of them
// are enabled: what a feature list shows of them (hasStrategies, hasEnabledStrategies).
// Its fields are int64, the type the drivers return: scanning into int would format each
// number as text and parse it again (database/sql's conversion), a tenth of a list's CPU.
type StrategyCount struct {
	FeatureID            int64 `json:"feature_id"`
	FeatureEnvironmentID int64 `json:"feature_environment_id"`
	Total                int64 `json:"total"`
	Enabled              int64 `json:"enabled"`
}

// strategyCounts loads, per feature, the strategy counts of its environments that have
// strategies, in one grouped statement: a list of thousands of flags reads a few numbers
// per flag instead of every strategy with its parameters, constraints and segments.
func strategyCounts(client *ent.Client) *Loader[int, []StrategyCount] {
	return newGroupedLoader(func(ctx context.Context, ids []int) ([]StrategyCount, error) {
		var rows []StrategyCount
		err := store.Client(ctx, client).FeatureStrategy.Query().Modify(func(s *entsql.Selector) {
			fe := entsql.Table(featureenvironment.Table)
			envID := s.C(featurestrategy.FieldFeatureEnvironmentID)
			s.Join(fe).On(envID, fe.C(featureenvironment.FieldID)).
				Where(entsql.InInts(fe.C(featureenvironment.FieldFeatureID), ids...)).
				Select(entsql.As(fe.C(featureenvironment.FieldFeatureID), "feature_id"),
					entsql.As(envID, "feature_environment_id"),
					entsql.As(entsql.Count("*"), "total"),
					entsql.As("SUM(CASE WHEN "+s.C(featurestrategy.FieldDisabled)+" THEN 0 ELSE 1 END)", "enabled")).
				GroupBy(fe.C(featureenvironment.FieldFeatureID), envID)
		}).Scan(ctx, &rows)
		if err != nil {
			return nil, fmt.Errorf("count strategies of %d features: %w", len(ids), err)
		}
		return rows, nil
	}, func(c StrategyCount) int { return int(c.FeatureID) }, identity[StrategyCount])
}
