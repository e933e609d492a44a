package flags

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/ent/environment"
	"flagstone/ent/event"
	"flagstone/ent/feature"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// The lifecycle stages, in the order a feature goes through them.
const (
	StageInitial   = "initial"
	StagePreLive   = "pre-live"
	StageLive      = "live"
	StageCompleted = "completed"
	StageArchived  = "archived"
)

// Stages are the lifecycle stages in order.
var Stages = []string{StageInitial, StagePreLive, StageLive, StageCompleted, StageArchived}

// lifecycleEvents are the event types that move a feature between stages.
var lifecycleEvents = []string{enabledEvent, "feature-completed", "feature-uncompleted",
	"feature-archived", "feature-revived"}

// Lifecycles derives the lifecycle stages of features fs from what the service stores, as
// Unleash 8.2 records them: initial at creation; pre-live at the first enablement in an
// environment that is not of type production, live (and pre-live) at the first in one
// that is (Unleash takes the first metrics an SDK reports there; the service keeps only
// the last time a feature was seen per environment, so the enablement is the nearest
// record); completed by feature-completed until feature-uncompleted; archived by
// feature-archived or the archive mark; a revival starts over at initial. Events older
// than a feature belong to a deleted namesake and are skipped.
func Lifecycles(ctx context.Context, db *ent.Client, fs []*ent.Feature) (map[string][]*model.LifecycleStage, error) {
	envs, err := db.Environment.Query().Where(environment.Type(environmentProduction)).IDs(ctx)
	if err != nil {
		return nil, fmt.Errorf("list production environments: %w", err)
	}
	production := kernel.Set(envs)
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = f.Name
	}
	evs, err := kernel.QueryChunked(names, func(chunk []string) ([]*ent.Event, error) {
		return db.Event.Query().Where(event.FeatureNameIn(chunk...), event.TypeIn(lifecycleEvents...)).
			Order(event.ByID(sql.OrderAsc())).
			Select(event.FieldType, event.FieldFeatureName, event.FieldEnvironment, event.FieldData, event.FieldCreatedAt).All(ctx)
	})
	if err != nil {
		return nil, fmt.Errorf("list lifecycle events: %w", err)
	}
	byName := map[string][]*ent.Event{}
	for _, e := range evs {
		byName[*e.FeatureName] = append(byName[*e.FeatureName], e)
	}
	out := make(map[string][]*model.LifecycleStage, len(fs))
	for _, f := range fs {
		events := byName[f.Name]
		slices.SortStableFunc(events, func(a, b *ent.Event) int { return a.CreatedAt.Compare(b.CreatedAt) })
		out[f.Name] = lifecycleOf(f, events, production)
	}
	return out, nil
}

// lifecycleOf folds a feature's events, oldest first, into its stages.
func lifecycleOf(f *ent.Feature, events []*ent.Event, production map[string]bool) []*model.LifecycleStage {
	stages := []*model.LifecycleStage{{Stage: StageInitial, EnteredStageAt: f.CreatedAt}}
	enter := func(stage string, at time.Time, status *string) {
		if !slices.ContainsFunc(stages, func(s *model.LifecycleStage) bool { return s.Stage == stage }) {
			stages = append(stages, &model.LifecycleStage{Stage: stage, Status: status, EnteredStageAt: at})
		}
	}
	leave := func(stage string) {
		stages = slices.DeleteFunc(stages, func(s *model.LifecycleStage) bool { return s.Stage == stage })
	}
	for _, e := range events {
		if e.CreatedAt.Before(f.CreatedAt) {
			continue
		}
		switch e.Type {
		case enabledEvent:
			enter(StagePreLive, e.CreatedAt, nil)
			if e.Environment != nil && production[*e.Environment] {
				enter(StageLive, e.CreatedAt, nil)
			}
		case "feature-completed":
			leave(StageCompleted)
			enter(StageCompleted, e.CreatedAt, completedStatus(e.Data))
		case "feature-uncompleted":
			leave(StageCompleted)
		case "feature-archived":
			enter(StageArchived, e.CreatedAt, nil)
		case "feature-revived":
			stages = []*model.LifecycleStage{{Stage: StageInitial, EnteredStageAt: e.CreatedAt}}
		}
	}
	if f.ArchivedAt == nil {
		leave(StageArchived)
	} else {
		enter(StageArchived, *f.ArchivedAt, nil)
	}
	return stages
}

// completedStatus reads kept or discarded from a feature-completed event's data.
func completedStatus(data json.RawMessage) *string {
	var d struct {
		Status *string `json:"status"`
	}
	if json.Unmarshal(data, &d) != nil {
		return nil
	}
	return d.Status
}

// CurrentStage is the stage a feature is in: the latest of the stages it entered, in the
// order archived, completed, live, pre-live, initial.
func CurrentStage(stages []*model.LifecycleStage) *model.LifecycleStage {
	for _, want := range []string{StageArchived, StageCompleted, StageLive, StagePreLive, StageInitial} {
		for _, s := range stages {
			if s.Stage == want {
				return s
			}
		}
	}
	return nil
}

// FeatureLifecycle returns the lifecycle stages a feature of a project entered, oldest
// first; archived features have one too. It is a function over the kernel, not a method,
// to keep Service within the method budget (see graph/domain's layers test).
func FeatureLifecycle(ctx context.Context, k *kernel.Kernel, projectID, name string) ([]*model.LifecycleStage, error) {
	db := k.DB(ctx)
	f, err := kernel.One(ctx, db.Feature.Query().Where(feature.Name(name), feature.ProjectID(projectID)).Only,
		"Feature %q in project %q", name, projectID)
	if err != nil {
		return nil, err
	}
	all, err := Lifecycles(ctx, db, []*ent.Feature{f})
	return all[name], err
}

// LifecycleCount counts the features, archived ones included, by their current stage.
func LifecycleCount(ctx context.Context, k *kernel.Kernel) (*model.LifecycleCount, error) {
	db := k.DB(ctx)
	fs, err := db.Feature.Query().All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list features: %w", err)
	}
	all, err := Lifecycles(ctx, db, fs)
	if err != nil {
		return nil, err
	}
	out := &model.LifecycleCount{}
	count := map[string]*int{StageInitial: &out.Initial, StagePreLive: &out.PreLive, StageLive: &out.Live,
		StageCompleted: &out.Completed, StageArchived: &out.Archived}
	for _, stages := range all {
		*count[CurrentStage(stages).Stage]++
	}
	return out, nil
}

// CompleteFeature marks a feature completed, kept (optionally with the variant kept) or
// discarded, and records feature-completed, whose data the lifecycle reads back.
func CompleteFeature(ctx context.Context, k *kernel.Kernel, projectID, name string, in model.CompleteFeatureInput) error {
	if in.Status != "kept" && in.Status != "discarded" {
		return apperr.Validation("status must be kept or discarded, not %q", in.Status)
	}
	value := in.StatusValue.Value()
	if value != nil && len(*value) > 255 {
		return apperr.Validation("statusValue is longer than 255 characters")
	}
	return k.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, err := lockFeature(ctx, tx, projectID, name)
		if err != nil {
			return kernel.Change{}, err
		}
		data := map[string]any{"status": in.Status, "kept": in.Status == "kept"}
		if value != nil {
			data["statusValue"] = *value
		}
		return kernel.Record(featureEvent(f, kernel.Event{Type: "feature-completed", Data: data})), nil
	})
}

// UncompleteFeature takes back a feature's completed mark and records
// feature-uncompleted; a feature not completed is left alone.
func UncompleteFeature(ctx context.Context, k *kernel.Kernel, projectID, name string) error {
	return k.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, err := lockFeature(ctx, tx, projectID, name)
		if err != nil {
			return kernel.Change{}, err
		}
		stages, err := Lifecycles(ctx, tx.Client, []*ent.Feature{f})
		if err != nil {
			return kernel.Change{}, err
		}
		if CurrentStage(stages[name]).Stage != StageCompleted {
			return kernel.Unchanged(), nil
		}
		return kernel.Record(featureEvent(f, kernel.Event{Type: "feature-uncompleted"})), nil
	})
}
