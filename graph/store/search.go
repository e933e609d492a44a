package store

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"

	atlas "ariga.io/atlas/sql/schema"
	"entgo.io/ent/dialect"
	entschema "entgo.io/ent/dialect/sql/schema"
	"github.com/jackc/pgx/v5"
)

// EventSearchIndex is the PostgreSQL trigram index over events.search_text that serves the
// free-text query of an event search. ent cannot express it, so migration keeps its hands
// off it (keepIndexes) and ensureSearchIndex makes it.
const EventSearchIndex = "event_search_text_trgm"

// searchIndexLock serialises the extension and index creation of instances migrating the
// same database at once (CREATE EXTENSION IF NOT EXISTS races with itself).
const searchIndexLock = 7_424_243

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

// ensureSearchIndex makes the index of event search text the store supports.
func ensureSearchIndex(ctx context.Context, db *sql.DB, dialectName string) error {
	switch dialectName {
	case dialect.Postgres:
		return ensureTrigramIndex(ctx, db)
	case dialect.SQLite:
		return ensureSearchTable(ctx, db)
	}
	return nil
}

// ensureSearchTable makes the SQLite full-text table of event search text, with the
// triggers that keep it, and indexes the events already there.
func ensureSearchTable(ctx context.Context, db *sql.DB) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM sqlite_master WHERE name = ?", EventSearchFTS).Scan(&n); err != nil {
		return fmt.Errorf("look for %s: %w", EventSearchFTS, err)
	}
	if n > 0 {
		return nil
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin %s: %w", EventSearchFTS, err)
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after commit
	for _, stmt := range []string{
		`CREATE VIRTUAL TABLE event_search USING fts5(search_text, content='events', content_rowid='id', tokenize='trigram')`,
		`CREATE TRIGGER event_search_insert AFTER INSERT ON events BEGIN
			INSERT INTO event_search(rowid, search_text) VALUES (new.id, new.search_text); END`,
		`CREATE TRIGGER event_search_delete AFTER DELETE ON events BEGIN
			INSERT INTO event_search(event_search, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`,
		`INSERT INTO event_search(event_search) VALUES ('rebuild')`,
	} {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("create %s: %w", EventSearchFTS, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit %s: %w", EventSearchFTS, err)
	}
	return nil
}

// ensureTrigramIndex makes the trigram index of event search text on PostgreSQL. Without
// the pg_trgm extension (or the right to create it) search still works, by a scan, so
// that is logged rather than fatal.
func ensureTrigramIndex(ctx context.Context, db *sql.DB) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin search index: %w", err)
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after commit
	if err := LockUntilEnd(ctx, tx, dialect.Postgres, searchIndexLock, "search index"); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "CREATE EXTENSION IF NOT EXISTS pg_trgm"); err != nil {
		slog.Warn("pg_trgm is unavailable: free-text event search scans the log", "err", err)
		return nil
	}
	// The operator class lives in the extension's schema, which need not be on this
	// connection's search_path.
	var ns string
	err = tx.QueryRowContext(ctx, `SELECT n.nspname FROM pg_extension e
		JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`).Scan(&ns)
	if err != nil {
		return fmt.Errorf("find pg_trgm schema: %w", err)
	}
	ddl := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %s ON events USING gin (search_text %s.gin_trgm_ops)`,
		EventSearchIndex, pgx.Identifier{ns}.Sanitize())
	if _, err := tx.ExecContext(ctx, ddl); err != nil {
		return fmt.Errorf("create %s: %w", EventSearchIndex, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit search index: %w", err)
	}
	return nil
}
