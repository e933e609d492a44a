package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"entgo.io/ent/dialect"
)

// execer runs a statement: an ent client in a transaction, or a *sql.Tx.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// LockUntilEnd takes the PostgreSQL advisory lock key until the transaction tx runs in
// ends, serialising what it guards across nodes; what names it in errors. SQLite lets one
// writer at a time in already, so there it does nothing.
func LockUntilEnd(ctx context.Context, tx execer, dialectName string, key int64, what string) error {
	if dialectName != dialect.Postgres {
		return nil
	}
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock($1)", key); err != nil {
		return fmt.Errorf("lock %s: %w", what, err)
	}
	return nil
}

// Analyze refreshes the PostgreSQL planner's statistics of tables, after a write that
// changed a large share of their rows: until autovacuum analyzes them (a minute or more
// later) the planner still sees the tables as they were, and picks plans for a few rows
// (a search page at 10,000 freshly imported flags took 20-30 ms instead of 3-6). SQLite
// plans without statistics, so there it does nothing.
func Analyze(ctx context.Context, db execer, dialectName string, tables ...string) error {
	if dialectName != dialect.Postgres || len(tables) == 0 {
		return nil
	}
	quoted := make([]string, len(tables))
	for i, t := range tables {
		quoted[i] = `"` + t + `"`
	}
	if _, err := db.ExecContext(ctx, "ANALYZE "+strings.Join(quoted, ", ")); err != nil {
		return fmt.Errorf("analyze %s: %w", strings.Join(tables, ", "), err)
	}
	return nil
}
