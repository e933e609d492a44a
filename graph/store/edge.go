package store

import (
	"context"
	"database/sql"
	"sync/atomic"

	"entgo.io/ent/dialect"
)

// edgeDriver is where the service meets the database driver: every error it returns is
// classified once (a Fault of a known kind), and, when n is set, every statement that
// reaches the database is counted and shown to the Observer in seen, if any.
type edgeDriver struct {
	dialect.Driver
	n    *atomic.Int64
	seen *atomic.Pointer[Observer]
}

// Observer is shown each statement the service sends, with its arguments.
type Observer func(query string, args []any)

func (d *edgeDriver) count(query string, args any) {
	if d.n == nil {
		return
	}
	d.n.Add(1)
	if see := d.seen.Load(); see != nil {
		a, _ := args.([]any)
		(*see)(query, a)
	}
}

func (d *edgeDriver) Exec(ctx context.Context, query string, args, v any) error {
	d.count(query, args)
	return classify(d.Driver.Exec(ctx, query, args, v))
}

func (d *edgeDriver) Query(ctx context.Context, query string, args, v any) error {
	d.count(query, args)
	return classify(d.Driver.Query(ctx, query, args, v))
}

func (d *edgeDriver) Tx(ctx context.Context) (dialect.Tx, error) {
	tx, err := d.Driver.Tx(ctx)
	if err != nil {
		return nil, classify(err)
	}
	return &edgeTx{Tx: tx, d: d}, nil
}

// BeginTx is Tx with options: the client API reads a snapshot in a read-only
// repeatable-read transaction.
func (d *edgeDriver) BeginTx(ctx context.Context, opts *sql.TxOptions) (dialect.Tx, error) {
	b, ok := d.Driver.(interface {
		BeginTx(context.Context, *sql.TxOptions) (dialect.Tx, error)
	})
	if !ok {
		return d.Tx(ctx)
	}
	tx, err := b.BeginTx(ctx, opts)
	if err != nil {
		return nil, classify(err)
	}
	return &edgeTx{Tx: tx, d: d}, nil
}

// edgeTx is a transaction of an edgeDriver.
type edgeTx struct {
	dialect.Tx
	d *edgeDriver
}

func (t *edgeTx) Exec(ctx context.Context, query string, args, v any) error {
	t.d.count(query, args)
	return classify(t.Tx.Exec(ctx, query, args, v))
}

func (t *edgeTx) Query(ctx context.Context, query string, args, v any) error {
	t.d.count(query, args)
	return classify(t.Tx.Query(ctx, query, args, v))
}

func (t *edgeTx) Commit() error { return classify(t.Tx.Commit()) }

func (t *edgeTx) Rollback() error { return classify(t.Tx.Rollback()) }

// execQuerier is the raw-SQL side of ent's drivers, which the generated ExecContext and
// QueryContext helpers look for.
type execQuerier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func (d *edgeDriver) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	d.count(query, args)
	res, err := d.Driver.(execQuerier).ExecContext(ctx, query, args...)
	return res, classify(err)
}

func (d *edgeDriver) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	d.count(query, args)
	rows, err := d.Driver.(execQuerier).QueryContext(ctx, query, args...)
	return rows, classify(err)
}

func (t *edgeTx) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	t.d.count(query, args)
	res, err := t.Tx.(execQuerier).ExecContext(ctx, query, args...)
	return res, classify(err)
}

func (t *edgeTx) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	t.d.count(query, args)
	rows, err := t.Tx.(execQuerier).QueryContext(ctx, query, args...)
	return rows, classify(err)
}
