package store

import (
	"context"
	"database/sql"
	"sync/atomic"

	"entgo.io/ent/dialect"
)

// countingDriver counts the statements that reach the database.
type countingDriver struct {
	dialect.Driver
	n *atomic.Int64
}

func (d *countingDriver) Exec(ctx context.Context, query string, args, v any) error {
	d.n.Add(1)
	return d.Driver.Exec(ctx, query, args, v)
}

func (d *countingDriver) Query(ctx context.Context, query string, args, v any) error {
	d.n.Add(1)
	return d.Driver.Query(ctx, query, args, v)
}

func (d *countingDriver) Tx(ctx context.Context) (dialect.Tx, error) {
	tx, err := d.Driver.Tx(ctx)
	if err != nil {
		return nil, err
	}
	return &countingTx{Tx: tx, n: d.n}, nil
}

type countingTx struct {
	dialect.Tx
	n *atomic.Int64
}

func (t *countingTx) Exec(ctx context.Context, query string, args, v any) error {
	t.n.Add(1)
	return t.Tx.Exec(ctx, query, args, v)
}

func (t *countingTx) Query(ctx context.Context, query string, args, v any) error {
	t.n.Add(1)
	return t.Tx.Query(ctx, query, args, v)
}

// execQuerier is the raw-SQL side of ent's drivers, which the generated ExecContext and
// QueryContext helpers look for.
type execQuerier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func (d *countingDriver) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	d.n.Add(1)
	return d.Driver.(execQuerier).ExecContext(ctx, query, args...)
}

func (d *countingDriver) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	d.n.Add(1)
	return d.Driver.(execQuerier).QueryContext(ctx, query, args...)
}

func (t *countingTx) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	t.n.Add(1)
	return t.Tx.(execQuerier).ExecContext(ctx, query, args...)
}

func (t *countingTx) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	t.n.Add(1)
	return t.Tx.(execQuerier).QueryContext(ctx, query, args...)
}
