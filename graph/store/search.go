package store

import (
	"context"
	"fmt"

	atlas "ariga.io/atlas/sql/schema"
	"entgo.io/ent/dialect"
	entschema "entgo.io/ent/dialect/sql/schema"
)

// EventSearchIndex is the PostgreSQL trigram index over events.search_text that serves the
// free-text query of an event search. ent cannot express it, so migration keeps its hands
// off it (keepIndexes) and ensureSearchIndex makes it.
const EventSearchIndex = "event_search_text_trgm"

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

// trigramIndexDDL makes the trigram index of event search text on PostgreSQL, in the
// schema of the pg_trgm extension (which need not be on the search path). Without the
// extension (or the right to create it) search still works, by a scan, so that is a
// warning rather than an error. The baseline migration holds the same block.
const trigramIndexDDL = `DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE format('CREATE INDEX IF NOT EXISTS event_search_text_trgm ON events USING gin (search_text %I.gin_trgm_ops)',
    (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'));
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'pg_trgm is unavailable: free-text event search scans the log (%)', SQLERRM;
END
$$`

// searchTableDDL makes the SQLite full-text table of event search text, with the
// triggers that keep it, and indexes the events already there. The baseline migration
// holds the same statements.
var searchTableDDL = []string{
	`CREATE VIRTUAL TABLE event_search USING fts5(search_text, content='events', content_rowid='id', tokenize='trigram')`,
	`CREATE TRIGGER event_search_insert AFTER INSERT ON events BEGIN
  INSERT INTO event_search(rowid, search_text) VALUES (new.id, new.search_text); END`,
	`CREATE TRIGGER event_search_delete AFTER DELETE ON events BEGIN
  INSERT INTO event_search(event_search, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`,
	`INSERT INTO event_search(event_search) VALUES ('rebuild')`,
}

// ensureSearchIndex makes the index of event search text the store supports, when it is
// missing: what the auto-migration of releases before versioned migrations did.
func ensureSearchIndex(ctx context.Context, q sqlQuerier, dialectName string) error {
	if dialectName == dialect.Postgres {
		if _, err := q.ExecContext(ctx, trigramIndexDDL); err != nil {
			return fmt.Errorf("create %s: %w", EventSearchIndex, err)
		}
		return nil
	}
	ok, err := hasTable(ctx, q, dialectName, EventSearchFTS)
	if err != nil || ok {
		return err
	}
	for _, stmt := range searchTableDDL {
		if _, err := q.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("create %s: %w", EventSearchFTS, err)
		}
	}
	return nil
}
