package flags

import (
	"context"
	"fmt"
	"maps"
	"slices"

	"entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/setting"
	"flagstone/graph/domain/kernel"
)

// A feature's stored lifecycle stage (lifecycle_stage, lifecycle_entered_at), which the
// feature answers and the search show, is the current stage of the stages Lifecycles
// derives from the event log (CurrentStage). LifecycleKeeper keeps it so in the
// transaction of every event that moves a feature; PrepareLifecycleStages sets it once
// from the log for a database whose features kept "initial" from their creation.

// environmentProduction is the type of the environments whose enablement makes a feature live.
const environmentProduction = "production"

// enabledEvent is the event type that moves a feature into pre-live, or live in a
// production environment.
const enabledEvent = "feature-environment-enabled"

// keepEnabledBound is how many enablements of one transaction are each kept by a
// conditional update; past it (an import) their features' stages are derived again.
const keepEnabledBound = 16

// LifecycleKeeper is the kernel's keeper (kernel.Keepers) of the features' stored
// lifecycle stages on a store of dialectName: see keepLifecycleStages.
func LifecycleKeeper(dialectName string) func(ctx context.Context, tx *ent.Client, events []kernel.Event) error {
	return func(ctx context.Context, tx *ent.Client, events []kernel.Event) error {
		return keepLifecycleStages(ctx, tx, dialectName, events)
	}
}

// StageMayMove marks (kernel.Event.Keep) an enablement that may move its feature's stored
// lifecycle stage: one from initial, or from pre-live in a production environment, or
// one whose feature's stage the mutation did not read (an import). The others, most of
// them, cost the keeper nothing.
const StageMayMove = "lifecycle stage may move"

// keepLifecycleStages keeps the stored lifecycle stages of the features events move. An
// enablement (marked StageMayMove) only raises a stage, as the derivation does: pre-live
// from initial, live from initial or pre-live in a production environment, entered at the
// enablement's time; a statement that reads nothing back (on PostgreSQL it goes with the
// COMMIT), so a toggle pays no round trip for it. Any other event that moves a stage
// (completed, uncompleted, archived, revived), or many enablements at once, has its
// features' stages derived again from the log, which the transaction's events are in.
func keepLifecycleStages(ctx context.Context, tx *ent.Client, dialectName string, events []kernel.Event) error {
	var enabled []kernel.Event
	derive := map[string]bool{}
	for _, e := range events {
		switch {
		case e.FeatureName == "" || !slices.Contains(lifecycleEvents, e.Type):
		case e.Type == enabledEvent:
			if e.Keep == StageMayMove {
				enabled = append(enabled, e)
			}
		default:
			derive[e.FeatureName] = true
		}
	}
	if len(enabled) > keepEnabledBound {
		for _, e := range enabled {
			derive[e.FeatureName] = true
		}
		enabled = nil
	}
	for _, e := range enabled {
		if derive[e.FeatureName] {
			continue
		}
		q, args := enteredSQL(dialectName, e.FeatureName, e.Environment)
		if _, err := tx.ExecContext(ctx, q, args...); err != nil {
			return fmt.Errorf("keep the lifecycle stage of %q: %w", e.FeatureName, err)
		}
	}
	if len(derive) == 0 {
		return nil
	}
	names := slices.Sorted(maps.Keys(derive))
	fs, err := kernel.QueryChunked(names, func(chunk []string) ([]*ent.Feature, error) {
		return tx.Feature.Query().Where(feature.NameIn(chunk...)).All(ctx)
	})
	if err != nil {
		return fmt.Errorf("read features to keep their lifecycle stages: %w", err)
	}
	return storeStages(ctx, tx, fs)
}

// enteredSQL raises the stage of feature name, enabled in environment env, as
// keepLifecycleStages says, in SQL of dialectName.
func enteredSQL(dialectName, name, env string) (string, []any) {
	production := func(b *sql.Builder) {
		b.WriteString("EXISTS (SELECT 1 FROM environments WHERE id = ").Arg(env).WriteString(" AND type = '" + environmentProduction + "')")
	}
	stage := sql.ExprFunc(func(b *sql.Builder) {
		b.WriteString("CASE WHEN ")
		production(b)
		b.WriteString(" THEN '" + StageLive + "' ELSE '" + StagePreLive + "' END")
	})
	enteredAt := sql.ExprFunc(func(b *sql.Builder) {
		b.WriteString("(SELECT MAX(created_at) FROM events WHERE feature_name = ").Arg(name).
			WriteString(" AND type = '" + enabledEvent + "')")
	})
	return sql.Dialect(dialectName).Update(feature.Table).
		Set(feature.FieldLifecycleStage, stage).
		Set(feature.FieldLifecycleEnteredAt, enteredAt).
		Where(sql.And(sql.EQ(feature.FieldName, name), sql.Or(
			sql.EQ(feature.FieldLifecycleStage, StageInitial),
			sql.And(sql.EQ(feature.FieldLifecycleStage, StagePreLive), sql.P(production))))).
		Query()
}

// storeStages derives the current lifecycle stage of each of fs from the log and stores
// those that differ from what is stored.
func storeStages(ctx context.Context, tx *ent.Client, fs []*ent.Feature) error {
	all, err := Lifecycles(ctx, tx, fs)
	if err != nil {
		return err
	}
	for _, f := range fs {
		now := CurrentStage(all[f.Name])
		if string(f.LifecycleStage) == now.Stage && f.LifecycleEnteredAt.Equal(now.EnteredStageAt) {
			continue
		}
		err := tx.Feature.UpdateOne(f).SetLifecycleStage(feature.LifecycleStage(now.Stage)).
			SetLifecycleEnteredAt(now.EnteredStageAt).Exec(ctx)
		if err != nil {
			return fmt.Errorf("store the lifecycle stage of %q: %w", f.Name, err)
		}
	}
	return nil
}

// readStage reads f's stored lifecycle stage again, once its transaction has committed.
func readStage(ctx context.Context, db *ent.Client, f *ent.Feature) error {
	row, err := db.Feature.Query().Where(feature.ID(f.ID)).
		Select(feature.FieldLifecycleStage, feature.FieldLifecycleEnteredAt).Only(ctx)
	if err != nil {
		return fmt.Errorf("read the lifecycle stage of %q: %w", f.Name, err)
	}
	f.LifecycleStage, f.LifecycleEnteredAt = row.LifecycleStage, row.LifecycleEnteredAt
	return nil
}

// lifecycleStagesSetting marks a database whose stored lifecycle stages were derived from
// its log (PrepareLifecycleStages); every change keeps them after that.
const lifecycleStagesSetting = "lifecycle-stages-derived"

// PrepareLifecycleStages derives every feature's stored lifecycle stage from the log once:
// a database from before they were kept has "initial" for all. Later starts find the mark
// and read nothing else.
func PrepareLifecycleStages(ctx context.Context, k *kernel.Kernel) error {
	return k.MutateUnaudited(ctx, "The lifecycle stages", func(ctx context.Context, tx *kernel.Tx) error {
		done, err := tx.Setting.Query().Where(setting.ID(lifecycleStagesSetting)).Exist(ctx)
		if err != nil || done {
			return err
		}
		fs, err := tx.Feature.Query().All(ctx)
		if err != nil {
			return fmt.Errorf("list features: %w", err)
		}
		if err := storeStages(ctx, tx.Client, fs); err != nil {
			return err
		}
		// Nodes that start together may both derive them; the mark is made once.
		return tx.Setting.Create().SetID(lifecycleStagesSetting).SetValue(map[string]any{"version": 1}).
			OnConflictColumns(setting.FieldID).DoNothing().Exec(ctx)
	})
}
