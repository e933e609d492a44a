package flags

import (
	"context"
	"fmt"
	"slices"
	"time"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/feature"
	"flagstone/ent/featuretype"
	"flagstone/graph/domain/kernel"
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
	err := s.Mutate(ctx, "The potentially-stale marks", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		gained = nil
		lifetimes, err := LoadLifetimes(ctx, tx.Client)
		if err != nil {
			return kernel.Change{}, err
		}
		fs, err := tx.Feature.Query().Where(feature.ArchivedAtIsNil()).All(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("list flags: %w", err)
		}
		var lost []int
		for _, f := range fs {
			switch due := lifetimes.PotentiallyStale(f, now); {
			case due && !f.PotentiallyStale:
				gained = append(gained, f)
			case !due && f.PotentiallyStale:
				lost = append(lost, f.ID) // marked stale, or its type lives longer now
			}
		}
		// The mark is derived from other data and recomputed each run; what is audited is
		// the announcement of a flag's first one, below.
		if err := setPotentiallyStale(kernel.Unaudited(ctx), tx.Client, featureIDs(gained), true); err != nil {
			return kernel.Change{}, err
		}
		if err := setPotentiallyStale(kernel.Unaudited(ctx), tx.Client, lost, false); err != nil {
			return kernel.Change{}, err
		}
		events, err := potentiallyStaleEvents(ctx, tx.Client, gained)
		return kernel.Record(events...), err
	})
	return len(gained), err
}

func setPotentiallyStale(ctx context.Context, tx *ent.Client, ids []int, mark bool) error {
	for chunk := range slices.Chunk(ids, kernel.ChunkSize) {
		if err := tx.Feature.Update().Where(feature.IDIn(chunk...)).SetPotentiallyStale(mark).Exec(ctx); err != nil {
			return fmt.Errorf("set potentiallyStale=%t on %d flags: %w", mark, len(chunk), err)
		}
	}
	return nil
}

// potentiallyStaleEvents is the event of each flag of fs that has never had it, all at
// once: the first run on a large instance marks thousands.
func potentiallyStaleEvents(ctx context.Context, tx *ent.Client, fs []*ent.Feature) ([]kernel.Event, error) {
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = f.Name
	}
	known, err := kernel.QueryChunked(names, func(chunk []string) ([]string, error) {
		return tx.Event.Query().Where(event.Type(potentiallyStaleEvent), event.FeatureNameIn(chunk...)).
			Select(event.FieldFeatureName).Strings(ctx)
	})
	if err != nil {
		return nil, fmt.Errorf("find earlier %s events: %w", potentiallyStaleEvent, err)
	}
	announced := kernel.Set(known)
	var events []kernel.Event
	for _, f := range fs {
		if !announced[f.Name] {
			events = append(events, featureEvent(f, kernel.Event{Type: potentiallyStaleEvent,
				Data: map[string]any{"potentiallyStale": true}, PreData: map[string]any{"potentiallyStale": false}}))
		}
	}
	return events, nil
}

func featureIDs(fs []*ent.Feature) []int {
	ids := make([]int, len(fs))
	for i, f := range fs {
		ids[i] = f.ID
	}
	return ids
}

// FeatureLifetimes maps a feature type to its lifetime; types that never expire are absent.
type FeatureLifetimes map[string]time.Duration

// LoadLifetimes reads the lifetimes of the feature types that expire.
func LoadLifetimes(ctx context.Context, db *ent.Client) (FeatureLifetimes, error) {
	types, err := db.FeatureType.Query().Where(featuretype.LifetimeDaysNotNil()).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list feature types: %w", err)
	}
	out := FeatureLifetimes{}
	for _, t := range types {
		out[t.ID] = time.Duration(*t.LifetimeDays) * 24 * time.Hour
	}
	return out, nil
}

// PotentiallyStale reports whether f, not marked stale, is older than its type's
// lifetime at now.
func (l FeatureLifetimes) PotentiallyStale(f *ent.Feature, now time.Time) bool {
	life, ok := l[f.Type]
	return ok && !f.Stale && now.Sub(f.CreatedAt) > life
}
