package store

import (
	"context"
	"database/sql"
	"sync/atomic"

	"entgo.io/ent/dialect"
)

// edgeDriver is where the service meets the database driver: every error it returns is
// classified once (a Fault of a known kind), and, when n is set, every statement that
// reaches the database is counted.
type edgeDriver struct {
	dialect.Driver
	n *atomic.Int64
}

func (d *edgeDriver) count() {
	if d.n != nil {
		d.n.Add(1)
	}
}

func (d *edgeDriver) Exec(ctx context.Context, query string, args, v any) error {
	d.count()
	return classify(d.Driver.Exec(ctx, query, args, v))
}

func (d *edgeDriver) Query(ctx context.Context, query string, args, v any) error {
	d.count()
	return classify(d.Driver.Query(ctx, query, args, v))
}

func (d *edgeDriver) Tx(ctx context.Context) (dialect.Tx, error) {
	tx, err := d.Driver.Tx(ctx)
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
	t.d.count()
	return classify(t.Tx.Exec(ctx, query, args, v))
}

func (t *edgeTx) Query(ctx context.Context, query string, args, v any) error {
	t.d.count()
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
	d.count()
	res, err := d.Driver.(execQuerier).ExecContext(ctx, query, args...)
	return res, classify(err)
}

func (d *edgeDriver) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	d.count()
	rows, err := d.Driver.(execQuerier).QueryContext(ctx, query, args...)
	return rows, classify(err)
}

func (t *edgeTx) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	t.d.count()
	res, err := t.Tx.(execQuerier).ExecContext(ctx, query, args...)
	return res, classify(err)
}

func (t *edgeTx) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	t.d.count()
	rows, err := t.Tx.(execQuerier).QueryContext(ctx, query, args...)
	return rows, classify(err)
}
