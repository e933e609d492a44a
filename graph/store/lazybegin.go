package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"io"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
)

// Transactions that begin with their first statement, on PostgreSQL.
//
// database/sql sends BEGIN on its own and waits for its answer before the transaction's
// first statement: a round trip that carries nothing. On a small machine each round trip
// costs about as much CPU as a short statement, on both sides of the socket (a write that
// wakes the other process, a read that parks this one), and a write is a handful of them.
// The connections below hold BEGIN back and send it in one pipeline with the first
// statement (pgx's batch): the server runs both in order, so the transaction is the same,
// only one round trip shorter. A transaction that ends before any statement sends nothing.

// openPostgresDB is the database/sql handle over pool whose transactions begin with their
// first statement (see above); the rest is pgx's own database/sql driver.
func openPostgresDB(pool *pgxpool.Pool) *sql.DB {
	db := sql.OpenDB(lazyBeginConnector{stdlib.GetPoolConnector(pool)})
	db.SetMaxIdleConns(0) // as stdlib.OpenDBFromPool: the pool keeps the idle connections
	return db
}

// lazyBeginConnector hands out connections whose transactions begin lazily.
type lazyBeginConnector struct{ driver.Connector }

func (c lazyBeginConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	sc, ok := conn.(*stdlib.Conn)
	if !ok {
		return nil, fmt.Errorf("lazy begin: unexpected connection %T", conn)
	}
	return &lazyBeginConn{Conn: sc}, nil
}

// lazyBeginConn is pgx's database/sql connection whose transactions send nothing until
// they must: begin holds the BEGIN statement until the first statement carries it, and
// held the statements run with HoldToCommit's context, sent with the next statement or
// with COMMIT.
type lazyBeginConn struct {
	*stdlib.Conn
	inTx  bool
	begin string
	held  []heldStatement
}

// heldStatement is a statement of the transaction not sent yet.
type heldStatement struct {
	query string
	args  []any
}

// BeginTx starts a transaction with the first statement run in it.
func (c *lazyBeginConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	if c.Conn.Conn().IsClosed() {
		return nil, driver.ErrBadConn
	}
	begin, err := beginStatement(opts)
	if err != nil {
		return nil, err
	}
	c.inTx, c.begin, c.held = true, begin, nil
	return lazyTx{c: c, ctx: ctx}, nil
}

// beginStatement is the BEGIN that opens a transaction with opts, as pgx writes it.
func beginStatement(opts driver.TxOptions) (string, error) {
	s := "begin"
	switch sql.IsolationLevel(opts.Isolation) {
	case sql.LevelDefault:
	case sql.LevelReadUncommitted:
		s += " isolation level read uncommitted"
	case sql.LevelReadCommitted:
		s += " isolation level read committed"
	case sql.LevelRepeatableRead, sql.LevelSnapshot:
		s += " isolation level repeatable read"
	case sql.LevelSerializable:
		s += " isolation level serializable"
	default:
		return "", fmt.Errorf("unsupported isolation: %v", opts.Isolation)
	}
	if opts.ReadOnly {
		s += " read only"
	}
	return s, nil
}

// holding reports whether statements wait to be sent with the next one.
func (c *lazyBeginConn) holding() bool { return c.begin != "" || len(c.held) > 0 }

// ExecContext runs query, after what the transaction holds back; in a transaction, with
// HoldToCommit's context, it holds query back too.
func (c *lazyBeginConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	if c.inTx && heldToCommit(ctx) {
		c.held = append(c.held, heldStatement{query: query, args: argValues(args)})
		return driver.RowsAffected(0), nil
	}
	if !c.holding() {
		return c.Conn.ExecContext(ctx, query, args)
	}
	br, err := c.sendHeld(ctx, query, argValues(args))
	if err != nil {
		return nil, err
	}
	tag, err := lastExec(br)
	if err != nil {
		return nil, err
	}
	return driver.RowsAffected(tag.RowsAffected()), nil
}

// lastExec reads the answer to the last statement of a batch, and closes it.
func lastExec(br pgx.BatchResults) (pgconn.CommandTag, error) {
	tag, err := br.Exec()
	if cerr := br.Close(); err == nil {
		err = cerr
	}
	return tag, err
}

// QueryContext runs query, after what the transaction holds back.
func (c *lazyBeginConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	if !c.holding() {
		return c.Conn.QueryContext(ctx, query, args)
	}
	br, err := c.sendHeld(ctx, query, argValues(args))
	if err != nil {
		return nil, err
	}
	rows, err := br.Query()
	if err != nil {
		_ = br.Close()
		return nil, err
	}
	// As pgx's driver does: the first row is read at once, so the columns are known and
	// an error of the statement is the query's.
	more := rows.Next()
	if err := rows.Err(); err != nil {
		rows.Close()
		_ = br.Close()
		return nil, err
	}
	return &batchRows{rows: rows, batch: br, types: c.Conn.Conn().TypeMap(), first: true, firstMore: more}, nil
}

func argValues(args []driver.NamedValue) []any {
	values := make([]any, len(args))
	for i, a := range args {
		values[i] = a.Value
	}
	return values
}

// sendHeld sends what the transaction holds back and query in one pipeline, and reads
// the answers to all but query's. Once sent, nothing is held any more, whatever the
// outcome. A held statement's failure is the result (a heldError): the server then skips
// the rest.
func (c *lazyBeginConn) sendHeld(ctx context.Context, query string, args []any) (pgx.BatchResults, error) {
	b := &pgx.Batch{}
	if c.begin != "" {
		b.Queue(c.begin)
	}
	for _, h := range c.held {
		b.Queue(h.query, h.args...)
	}
	b.Queue(query, args...)
	began, held := c.begin != "", c.held
	c.begin, c.held = "", nil
	br := c.Conn.Conn().SendBatch(ctx, b)
	if began {
		if _, err := br.Exec(); err != nil {
			_ = br.Close()
			if pgconn.SafeToRetry(err) {
				return nil, driver.ErrBadConn
			}
			return nil, err
		}
	}
	for _, h := range held {
		if _, err := br.Exec(); err != nil {
			_ = br.Close()
			return nil, &heldError{query: h.query, err: err}
		}
	}
	return br, nil
}

// heldError is the failure of a statement held back for the commit: the transaction
// rolled back, as if that statement had failed when it was run.
type heldError struct {
	query string
	err   error
}

func (e *heldError) Error() string {
	return fmt.Sprintf("%v (a statement held for the commit: %.60s)", e.err, e.query)
}

func (e *heldError) Unwrap() error { return e.err }

// lazyTx ends a transaction that may not have begun on the server yet.
type lazyTx struct {
	c   *lazyBeginConn
	ctx context.Context
}

// Commit sends COMMIT, with the statements held for it; a transaction that sent and held
// nothing has nothing to commit.
func (t lazyTx) Commit() error {
	c := t.c
	c.inTx = false
	if c.begin != "" && len(c.held) == 0 {
		c.begin = ""
		return nil
	}
	conn := c.Conn.Conn()
	var tag pgconn.CommandTag
	var err error
	if c.holding() {
		var br pgx.BatchResults
		if br, err = c.sendHeld(t.ctx, "commit", nil); err == nil {
			tag, err = lastExec(br)
		}
	} else {
		tag, err = conn.Exec(t.ctx, "commit")
	}
	if err != nil {
		if conn.PgConn().TxStatus() != 'I' && !conn.IsClosed() {
			// A held statement failed (the server skipped the COMMIT behind it), or the
			// commit itself: end the transaction, or drop a connection nobody can trust.
			if _, rerr := conn.Exec(context.WithoutCancel(t.ctx), "rollback"); rerr != nil {
				_ = conn.Close(context.WithoutCancel(t.ctx))
			}
		}
		return err
	}
	if tag.String() == "ROLLBACK" {
		return pgx.ErrTxCommitRollback
	}
	return nil
}

// Rollback drops what is held and rolls back what was sent.
func (t lazyTx) Rollback() error {
	c := t.c
	sent := c.begin == ""
	c.inTx, c.begin, c.held = false, "", nil
	if !sent {
		return nil
	}
	conn := c.Conn.Conn()
	if _, err := conn.Exec(t.ctx, "rollback"); err != nil {
		// A failed rollback leaves the connection in a state nobody knows: drop it.
		_ = conn.Close(context.WithoutCancel(t.ctx))
		return fmt.Errorf("rollback failed: %w", err)
	}
	return nil
}

// holdKey marks a context whose Exec statements a transaction may hold for its commit.
type holdKey struct{}

// HoldToCommit returns ctx for statements whose result nobody reads, the last writes of a
// transaction (a mutation's events): on PostgreSQL they are held back and sent with the
// transaction's next statement or its COMMIT, in one round trip. Such a statement's
// RowsAffected is 0, and its failure is the next statement's or the commit's, which then
// rolls back (see heldError). Queries and statements outside a transaction run at once.
func HoldToCommit(ctx context.Context) context.Context {
	return context.WithValue(ctx, holdKey{}, true)
}

func heldToCommit(ctx context.Context) bool { held, _ := ctx.Value(holdKey{}).(bool); return held }

// batchRows are the rows of a query sent in a batch, given to database/sql with the same
// values pgx's driver gives (stdlib.Rows, which only pgx can make): integers as int64,
// floats as float64, times as time.Time, JSON and bytea as []byte, the rest as text.
type batchRows struct {
	rows      pgx.Rows
	batch     pgx.BatchResults
	types     *pgtype.Map
	first     bool // the first row was read ahead (firstMore: there was one)
	firstMore bool
	decode    []func(src []byte) (driver.Value, error)
}

func (r *batchRows) Columns() []string {
	fds := r.rows.FieldDescriptions()
	names := make([]string, len(fds))
	for i, fd := range fds {
		names[i] = fd.Name
	}
	return names
}

func (r *batchRows) Close() error {
	r.rows.Close()
	err := r.rows.Err()
	if cerr := r.batch.Close(); err == nil {
		err = cerr
	}
	return err
}

func (r *batchRows) Next(dest []driver.Value) error {
	more := r.firstMore
	if r.first {
		r.first = false
	} else {
		more = r.rows.Next()
	}
	if !more {
		if err := r.rows.Err(); err != nil {
			return err
		}
		return io.EOF
	}
	if r.decode == nil {
		r.decode = decoders(r.types, r.rows.FieldDescriptions())
	}
	for i, raw := range r.rows.RawValues() {
		if raw == nil {
			dest[i] = nil
			continue
		}
		v, err := r.decode[i](raw)
		if err != nil {
			return fmt.Errorf("convert field %d: %w", i, err)
		}
		dest[i] = v
	}
	return nil
}

// decoders turn each field's raw value into the driver value pgx's database/sql driver
// would give for it.
func decoders(m *pgtype.Map, fds []pgconn.FieldDescription) []func([]byte) (driver.Value, error) {
	out := make([]func([]byte) (driver.Value, error), len(fds))
	for i, fd := range fds {
		out[i] = decoder(m, fd.DataTypeOID, fd.Format)
	}
	return out
}

func decoder(m *pgtype.Map, oid uint32, format int16) func([]byte) (driver.Value, error) {
	switch oid {
	case pgtype.BoolOID:
		return scanAs[bool](m, oid, format, func(v bool) (driver.Value, error) { return v, nil })
	case pgtype.ByteaOID, pgtype.JSONOID, pgtype.JSONBOID, pgtype.XMLOID:
		return scanAs[[]byte](m, oid, format, func(v []byte) (driver.Value, error) { return v, nil })
	case pgtype.Int2OID, pgtype.Int4OID, pgtype.Int8OID:
		return scanAs[int64](m, oid, format, func(v int64) (driver.Value, error) { return v, nil })
	case pgtype.Float4OID, pgtype.Float8OID:
		return scanAs[float64](m, oid, format, func(v float64) (driver.Value, error) { return v, nil })
	case pgtype.CIDOID, pgtype.OIDOID, pgtype.XIDOID:
		return scanAs[pgtype.Uint32](m, oid, format, pgtype.Uint32.Value)
	case pgtype.DateOID:
		return scanAs[pgtype.Date](m, oid, format, pgtype.Date.Value)
	case pgtype.TimestampOID:
		return scanAs[pgtype.Timestamp](m, oid, format, pgtype.Timestamp.Value)
	case pgtype.TimestamptzOID:
		return scanAs[pgtype.Timestamptz](m, oid, format, pgtype.Timestamptz.Value)
	}
	return textOf(m, oid, format)
}

// textOf gives a value as its text: pgx's driver asks for these types as text, where a
// batch gets them in binary when pgx can decode them so (arrays, numeric, uuid), so
// those are decoded and written again as text.
func textOf(m *pgtype.Map, oid uint32, format int16) func([]byte) (driver.Value, error) {
	t, ok := m.TypeForOID(oid)
	if format == pgtype.TextFormatCode || !ok {
		return scanAs[string](m, oid, format, func(v string) (driver.Value, error) { return v, nil })
	}
	return func(src []byte) (driver.Value, error) {
		v, err := t.Codec.DecodeValue(m, oid, format, src)
		if err != nil {
			return nil, err
		}
		text, err := m.Encode(oid, pgtype.TextFormatCode, v, nil)
		if err != nil {
			return nil, err
		}
		return string(text), nil
	}
}

// scanAs decodes a raw value into a T, then into a driver value with value.
func scanAs[T any](m *pgtype.Map, oid uint32, format int16, value func(T) (driver.Value, error)) func([]byte) (driver.Value, error) {
	var d T
	plan := m.PlanScan(oid, format, &d)
	return func(src []byte) (driver.Value, error) {
		var zero T
		d = zero
		if err := plan.Scan(src, &d); err != nil {
			return nil, err
		}
		return value(d)
	}
}
