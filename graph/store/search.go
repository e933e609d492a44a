package store

import (
	atlas "ariga.io/atlas/sql/schema"
	entschema "entgo.io/ent/dialect/sql/schema"
)

// EventSearchIndex is the PostgreSQL trigram index over events.search_text that serves the
// free-text query of an event search. ent cannot express it, so migration keeps its hands
// off it (keepIndexes) and a migration (20261125000001_search.sql) makes it.
const EventSearchIndex = "event_search_text_trgm"

// FeatureSearchIndexes are the PostgreSQL trigram indexes over lower(features.name) and
// lower(feature_tags.value) that serve the feature search's query; like EventSearchIndex,
// a migration (20261125194500_feature_search_trgm.sql) makes them.
var FeatureSearchIndexes = []string{"feature_name_lower_trgm", "featuretag_value_lower_trgm"}

// WatermarkIndex is the partial index over the ids of the events that change state
// (events.ChangesState), which answers the client API's watermark; ent cannot express a
// partial index on the id, so a migration (20261125211500_events_watermark.sql) makes it.
const WatermarkIndex = "event_state_id"

// searchIndexes are the indexes the ent schema cannot express, which migration keeps.
func searchIndexes() []string {
	return append([]string{EventSearchIndex, WatermarkIndex}, FeatureSearchIndexes...)
}

// keepIndexes stops the migration from dropping the named indexes, which exist in the
// database but not in the ent schema.
func keepIndexes(names ...string) entschema.DiffHook {
	keep := make(map[string]bool, len(names))
	for _, n := range names {
		keep[n] = true
	}
	return func(next entschema.Differ) entschema.Differ {
		return entschema.DiffFunc(func(current, desired *atlas.Schema) ([]atlas.Change, error) {
			changes, err := next.Diff(current, desired)
			if err != nil {
				return nil, err
			}
			for _, c := range changes {
				if mt, ok := c.(*atlas.ModifyTable); ok {
					mt.Changes = withoutDrops(mt.Changes, keep)
				}
			}
			return changes, nil
		})
	}
}

func withoutDrops(changes []atlas.Change, keep map[string]bool) []atlas.Change {
	out := changes[:0]
	for _, c := range changes {
		if d, ok := c.(*atlas.DropIndex); ok && keep[d.I.Name] {
			continue
		}
		out = append(out, c)
	}
	return out
}

// EventSearchFTS is the SQLite full-text table (trigram tokenizer) over events.search_text
// that serves the free-text query there; a trigger fills it as events are written.
const EventSearchFTS = "event_search"
