package store

import (
	"context"
	"database/sql"
	"fmt"

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
