package store

import (
	"context"
	"database/sql"
	"strings"
	"sync"
	"testing"
	"time"

	"entgo.io/ent/dialect"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"flagstone/graph/store/pgtest"
)

// statementTracer counts what a connection sends: statements on their own and batches.
type statementTracer struct {
	mu      sync.Mutex
	alone   []string
	batches int
}

func (t *statementTracer) TraceQueryStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	t.mu.Lock()
	t.alone = append(t.alone, strings.ToLower(d.SQL))
	t.mu.Unlock()
	return ctx
}
func (t *statementTracer) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}
func (t *statementTracer) TraceBatchStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchStartData) context.Context {
	t.mu.Lock()
	t.batches++
	t.mu.Unlock()
	return ctx
}
func (t *statementTracer) TraceBatchQuery(context.Context, *pgx.Conn, pgx.TraceBatchQueryData) {}
func (t *statementTracer) TraceBatchEnd(context.Context, *pgx.Conn, pgx.TraceBatchEndData)     {}

func (t *statementTracer) reset() (alone []string, batches int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	alone, batches = t.alone, t.batches
	t.alone, t.batches = nil, 0
	return alone, batches
}

// lazyDB opens the store's PostgreSQL handle on a fresh database, tracing what it sends.
func lazyDB(t *testing.T) (*sql.DB, *statementTracer) {
	dsn, ok := pgtest.Databases(t, "lazybegin")[dialect.Postgres]
	if !ok {
		t.Skip("TEST_DATABASE_URL is not set")
	}
	cfg, err := pgxpool.ParseConfig(dsn)
	require.NoError(t, err)
	tr := &statementTracer{}
	cfg.ConnConfig.Tracer = tr
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg)
	require.NoError(t, err)
	db := openPostgresDB(pool)
	t.Cleanup(func() { _ = db.Close(); pool.Close() })
	_, err = db.Exec("CREATE TABLE items (id bigint PRIMARY KEY)")
	require.NoError(t, err)
	return db, tr
}

// TestTransactionsBeginWithTheirFirstStatement holds the store's PostgreSQL transactions
// to what BEGIN sent alone gives (the options, one transaction, commit, rollback, errors),
// and checks BEGIN is never sent on its own.
func TestTransactionsBeginWithTheirFirstStatement(t *testing.T) {
	db, tr := lazyDB(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	count := func() (n int) {
		require.NoError(t, db.QueryRowContext(ctx, "SELECT COUNT(*) FROM items").Scan(&n))
		return n
	}
	for _, tc := range []struct {
		name string
		opts *sql.TxOptions
		run  func(t *testing.T, tx *sql.Tx) error
		end  func(tx *sql.Tx) error
		// rows is how many items the table holds after; sent how many batches and lone
		// statements went out in the transaction (a lone one: COMMIT or ROLLBACK).
		rows, batches, alone int
	}{
		{name: "options apply to the first statement", opts: &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true},
			run: func(t *testing.T, tx *sql.Tx) error {
				var iso, ro string
				require.NoError(t, tx.QueryRowContext(ctx, "SHOW transaction_isolation").Scan(&iso))
				require.NoError(t, tx.QueryRowContext(ctx, "SHOW transaction_read_only").Scan(&ro))
				require.Equal(t, "repeatable read", iso)
				require.Equal(t, "on", ro)
				_, err := tx.ExecContext(ctx, "INSERT INTO items VALUES (99)")
				require.ErrorContains(t, err, "read-only transaction")
				return nil
			}, end: (*sql.Tx).Rollback, batches: 1, alone: 3},
		{name: "every statement in one transaction",
			run: func(t *testing.T, tx *sql.Tx) error {
				var a, b int64
				require.NoError(t, tx.QueryRowContext(ctx, "SELECT txid_current()").Scan(&a))
				require.NoError(t, tx.QueryRowContext(ctx, "SELECT txid_current()").Scan(&b))
				require.Equal(t, a, b)
				return nil
			}, end: (*sql.Tx).Commit, batches: 1, alone: 2},
		{name: "an insert first, committed",
			run: func(t *testing.T, tx *sql.Tx) error {
				_, err := tx.ExecContext(ctx, "INSERT INTO items VALUES ($1)", 1)
				return err
			}, end: (*sql.Tx).Commit, rows: 1, batches: 1, alone: 1},
		{name: "an insert first, rolled back",
			run: func(t *testing.T, tx *sql.Tx) error {
				_, err := tx.ExecContext(ctx, "INSERT INTO items VALUES ($1)", 2)
				return err
			}, end: (*sql.Tx).Rollback, rows: 1, batches: 1, alone: 1},
		{name: "a failed first statement, rolled back",
			run: func(t *testing.T, tx *sql.Tx) error {
				_, err := tx.ExecContext(ctx, "INSERT INTO items VALUES ($1)", 3)
				require.NoError(t, err)
				return nil
			}, end: func(tx *sql.Tx) error {
				var n int
				err := tx.QueryRowContext(ctx, "SELECT 1 / (SELECT COUNT(*) - COUNT(*) FROM items)").Scan(&n)
				require.ErrorContains(t, err, "division by zero")
				return tx.Rollback()
			}, rows: 1, batches: 1, alone: 2},
		{name: "a failed query first",
			run: func(t *testing.T, tx *sql.Tx) error {
				var n int
				err := tx.QueryRowContext(ctx, "SELECT 1 / 0").Scan(&n)
				require.ErrorContains(t, err, "division by zero")
				return nil
			}, end: func(tx *sql.Tx) error {
				require.ErrorIs(t, tx.Commit(), pgx.ErrTxCommitRollback)
				return nil
			}, rows: 1, batches: 1, alone: 1},
		{name: "a held insert goes with the commit",
			run: func(t *testing.T, tx *sql.Tx) error {
				_, err := tx.ExecContext(HoldToCommit(ctx), "INSERT INTO items VALUES ($1)", 4)
				return err
			}, end: (*sql.Tx).Commit, rows: 2, batches: 1},
		{name: "a held insert goes with the next statement",
			run: func(t *testing.T, tx *sql.Tx) error {
				_, err := tx.ExecContext(HoldToCommit(ctx), "INSERT INTO items VALUES ($1)", 5)
				require.NoError(t, err)
				var n int
				require.NoError(t, tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM items").Scan(&n))
				require.Equal(t, 3, n)
				return nil
			}, end: (*sql.Tx).Commit, rows: 3, batches: 1, alone: 1},
		{name: "a held insert that fails fails the commit, which rolls back",
			run: func(t *testing.T, tx *sql.Tx) error {
				_, err := tx.ExecContext(ctx, "INSERT INTO items VALUES ($1)", 6)
				require.NoError(t, err)
				_, err = tx.ExecContext(HoldToCommit(ctx), "INSERT INTO items VALUES ($1)", 1)
				return err
			}, end: func(tx *sql.Tx) error {
				err := tx.Commit()
				var held *heldError
				require.ErrorAs(t, err, &held)
				require.ErrorContains(t, err, "duplicate key")
				return nil
			}, rows: 3, batches: 2, alone: 1},
		{name: "a held insert rolled back is never sent",
			run: func(t *testing.T, tx *sql.Tx) error {
				_, err := tx.ExecContext(HoldToCommit(ctx), "INSERT INTO items VALUES ($1)", 7)
				return err
			}, end: (*sql.Tx).Rollback, rows: 3},
		{name: "nothing run, committed", run: func(*testing.T, *sql.Tx) error { return nil }, end: (*sql.Tx).Commit, rows: 3},
		{name: "nothing run, rolled back", run: func(*testing.T, *sql.Tx) error { return nil }, end: (*sql.Tx).Rollback, rows: 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tx, err := db.BeginTx(ctx, tc.opts)
			require.NoError(t, err)
			tr.reset()
			require.NoError(t, tc.run(t, tx))
			require.NoError(t, tc.end(tx))
			alone, batches := tr.reset()
			require.Equal(t, tc.batches, batches, "batches (BEGIN with the first statement)")
			require.Len(t, alone, tc.alone, "statements sent alone: %q", alone)
			for _, s := range alone {
				require.False(t, strings.HasPrefix(s, "begin"), "BEGIN sent alone")
			}
			require.Equal(t, tc.rows, count())
		})
	}
	t.Run("held outside a transaction runs at once", func(t *testing.T) {
		_, err := db.ExecContext(HoldToCommit(ctx), "INSERT INTO items VALUES ($1)", 8)
		require.NoError(t, err)
		require.Equal(t, 4, count())
	})
}

// TestFirstStatementValuesAsPgxGives reads a row of every kind of column through a
// transaction's first statement (a batch) and outside one (pgx's own database/sql
// driver): database/sql is handed the same values.
func TestFirstStatementValuesAsPgxGives(t *testing.T) {
	db, _ := lazyDB(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	const row = `SELECT true, 'x'::bytea, '{"a": [1, 2.5]}'::json, '{"b": {"c": null}}'::jsonb,
		2::int2, 4::int4, 8::int8, 1.5::float4, 2.25::float8, '2026-11-28'::date,
		'2026-11-28 03:04:05.123456'::timestamp, '2026-11-28 03:04:05.123456+02'::timestamptz,
		'text'::text, 'varchar'::varchar, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid, 12.50::numeric,
		NULL::text, 7::oid, ARRAY[1, 2]::int8[], $1::text, ARRAY['a b', NULL, '"q"']::text[], '0.00001'::numeric,
		'NaN'::numeric, '1 day 02:03:04'::interval, '-infinity'::timestamptz, '127.0.0.1/8'::inet, 'void'::text::regtype`
	read := func(q interface {
		QueryContext(context.Context, string, ...any) (*sql.Rows, error)
	}) []any {
		rows, err := q.QueryContext(ctx, row, "param")
		require.NoError(t, err)
		defer rows.Close()
		cols, err := rows.Columns()
		require.NoError(t, err)
		require.True(t, rows.Next(), "%v", rows.Err())
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		require.NoError(t, rows.Scan(ptrs...))
		require.False(t, rows.Next())
		require.NoError(t, rows.Err())
		return vals
	}
	want := read(db)
	tx, err := db.BeginTx(ctx, nil)
	require.NoError(t, err)
	got := read(tx)
	require.NoError(t, tx.Commit())
	require.Equal(t, want, got)
}
