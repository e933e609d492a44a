package domain

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/feature"
)

// potentiallyStaleEvent is recorded once per flag, the first time it outlives its type.
const potentiallyStaleEvent = "feature-potentially-stale-on"

// MarkPotentiallyStale sets the potentiallyStale mark of every flag that is not archived
// to whether it is potentially stale now (not marked stale, older than its type's
// lifetime), and records feature-potentially-stale-on for each flag gaining the mark that
// never had that event before: a mark that comes and goes (stale marks, type changes) is
// announced once. It returns how many flags gained the mark. The
// scheduler calls it; it writes in one transaction (joining the one ctx carries).
func (s *Service) MarkPotentiallyStale(ctx context.Context) (int, error) {
	now := s.Now()
	var gained []*ent.Feature
	err := s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		lifetimes, err := loadLifetimes(ctx, tx)
		if err != nil {
			return err
		}
		fs, err := tx.Feature.Query().Where(feature.ArchivedAtIsNil()).All(ctx)
		if err != nil {
			return fmt.Errorf("list flags: %w", err)
		}
		var lost []int
		for _, f := range fs {
			switch due := lifetimes.potentiallyStale(f, now); {
			case due && !f.PotentiallyStale:
				gained = append(gained, f)
			case !due && f.PotentiallyStale:
				lost = append(lost, f.ID) // marked stale, or its type lives longer now
			}
		}
		if err := setPotentiallyStale(ctx, tx, featureIDs(gained), true); err != nil {
			return err
		}
		if err := setPotentiallyStale(ctx, tx, lost, false); err != nil {
			return err
		}
		return s.recordPotentiallyStale(ctx, tx, gained)
	})
	return len(gained), err
}

func setPotentiallyStale(ctx context.Context, tx *ent.Client, ids []int, mark bool) error {
	for chunk := range slices.Chunk(ids, importChunk) {
		if err := tx.Feature.Update().Where(feature.IDIn(chunk...)).SetPotentiallyStale(mark).Exec(ctx); err != nil {
			return fmt.Errorf("set potentiallyStale=%t on %d flags: %w", mark, len(chunk), err)
		}
	}
	return nil
}

// recordPotentiallyStale records the event for each flag of fs that has never had it, all
// at once: the first run on a large instance marks thousands.
func (s *Service) recordPotentiallyStale(ctx context.Context, tx *ent.Client, fs []*ent.Feature) error {
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = f.Name
	}
	known, err := queryChunked(names, func(chunk []string) ([]string, error) {
		return tx.Event.Query().Where(event.Type(potentiallyStaleEvent), event.FeatureNameIn(chunk...)).
			Select(event.FieldFeatureName).Strings(ctx)
	})
	if err != nil {
		return fmt.Errorf("find earlier %s events: %w", potentiallyStaleEvent, err)
	}
	announced := set(known)
	fresh := slices.DeleteFunc(slices.Clone(fs), func(f *ent.Feature) bool { return announced[f.Name] })
	tags, err := tagsOfFeatures(ctx, tx, featureIDs(fresh))
	if err != nil {
		return err
	}
	events := make([]EventInput, len(fresh))
	for i, f := range fresh {
		events[i] = EventInput{Type: potentiallyStaleEvent, Project: f.ProjectID, FeatureName: f.Name,
			Tags: nonNil(tags[f.ID]), Data: map[string]any{"potentiallyStale": true},
			PreData: map[string]any{"potentiallyStale": false}}
	}
	return s.recordAll(ctx, tx, events)
}

func featureIDs(fs []*ent.Feature) []int {
	ids := make([]int, len(fs))
	for i, f := range fs {
		ids[i] = f.ID
	}
	return ids
}
