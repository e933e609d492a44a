package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"math"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"github.com/jackc/pgx/v5/stdlib"

	"flagstone/ent"
)

// The event log's order on PostgreSQL.
//
// Event ids come from a sequence, assigned when a transaction inserts its events, and
// transactions commit in any order: the event 41 may commit after 42. A reader that pages
// the log by id (a subscription, the webhook cursor) or names a state by the newest id (the
// client API's revision) must never move past an id that may still commit. The advisory
// lock EventOrderKey makes that knowable without serialising the writers:
//
//   - a writer takes it SHARED before its events are given ids (JoinEventOrder, just before
//     it inserts them, or in the insert's own statement: JoinEventOrderSQL) and holds it
//     until its transaction ends: writers never wait for each other on it, so their
//     commits' WAL flushes group;
//   - a reader that needs the settled watermark takes it EXCLUSIVE for an instant (it waits
//     for the writers inside, new ones wait behind it) and reads the newest id while it
//     holds it: no writer is then between the assignment of an id and its end, so every id
//     at or below what it reads is committed or will never exist. Taken alone, MAX(id) is
//     no such watermark: a later transaction may have committed 42 while 41 has not.
//
// A reader waits at most settleWait for the lock, so a long writer (an import, the job
// runner's transaction) never holds the other writers up behind a queued reader for longer;
// it then lets them through and tries again. SQLite lets one writer in at a time, whose
// ids are committed in order: there MAX(id) is settled already.

// EventOrderKey is the PostgreSQL advisory lock of the event log's order (see above).
const EventOrderKey = 7_424_242

// Bounds of a reader's wait for the event order lock: it waits at most settleWait, then
// backs off (doubling from settleBackoff) before it queues again.
const (
	settleWait       = 200 * time.Millisecond
	settleBackoff    = 10 * time.Millisecond
	settleBackoffMax = 200 * time.Millisecond
)

// JoinEventOrder takes the event order lock shared until the transaction tx runs in ends,
// before tx inserts events. It must be the last lock a mutation takes, since a settling
// reader queued on it makes later writers wait for the ones inside. The other nodes learn
// of the events once the transaction commits (EventOrder.Signal).
func JoinEventOrder(ctx context.Context, tx execer, dialectName string) error {
	if dialectName != dialect.Postgres {
		return nil
	}
	query, args := JoinEventOrderSQL(1)
	if _, err := tx.ExecContext(ctx, query, args...); err != nil {
		return fmt.Errorf("join event order: %w", err)
	}
	return nil
}

// JoinEventOrderSQL is JoinEventOrder's statement on PostgreSQL, a SELECT of one row whose
// parameters are numbered from $first, and its arguments: a statement that inserts events
// joins the event order itself when it makes its rows from that SELECT's (a WITH it reads,
// as kernel.insertCounted does), so the lock is taken before any of their ids is assigned.
func JoinEventOrderSQL(first int) (string, []any) {
	return fmt.Sprintf("SELECT pg_advisory_xact_lock_shared($%d)", first), []any{EventOrderKey}
}

// LockEventOrder takes the event order lock exclusive until the transaction tx runs in
// ends: no transaction records events meanwhile, and every one that did has ended (the
// event counts are rebuilt from the log under it).
func LockEventOrder(ctx context.Context, tx execer, dialectName string) error {
	return LockUntilEnd(ctx, tx, dialectName, EventOrderKey, "event order")
}

// EventOrder reads the event log's settled watermark (see above).
type EventOrder struct {
	db       *sql.DB
	postgres bool

	mu      sync.Mutex
	reading chan struct{} // closed when the read in flight ends; nil when none is
	round   uint64        // reads begun
	done    uint64        // reads ended (round, or round-1 while one is in flight)
	mark    int64         // the last read's result
	err     error
	at      time.Time // when the last read began
	// known is the newest settled watermark of the whole log any read has seen.
	known atomic.Int64
	// held is how long the last settled read waited for the lock (nanoseconds): about as
	// long as it held new writers back (Spacing).
	held atomic.Int64
	signals
}

// settleShare is how many times the writers' wait behind a settling read the readers
// leave between two: writers lose at most about 1/settleShare of their time to them.
const settleShare = 8

// Spacing is how long a reader should leave between two settled reads, at most most:
// settleShare times the last one's wait for the lock, which held new writers back as
// long. On a quiet log (or SQLite) it is about nothing, so a change is read at once;
// under a steady write load, where the wait is the length of a commit in flight, the
// reads are spaced out up to most.
func (o *EventOrder) Spacing(most time.Duration) time.Duration {
	return min(most, settleShare*time.Duration(o.held.Load()))
}

// newEventOrder returns the event order of the database drv opens.
func newEventOrder(drv *entsql.Driver) *EventOrder {
	return &EventOrder{db: drv.DB(), postgres: drv.Dialect() == dialect.Postgres}
}

// EventOrder is the store's event order.
func (s *Store) EventOrder() *EventOrder { return s.order }

// latestEventQuery reads the newest event id.
const latestEventQuery = "SELECT COALESCE(MAX(id), 0) FROM events"

// minSettleGap is the most time Settled leaves between two settled reads (Spacing): however
// many readers ask (subscriptions, webhooks, event pages), under a steady write load the
// writers meet a queued reader of theirs at most 1/minSettleGap times a second; a reader
// waits at most this long for a fresh watermark (pgbench on the 2-core machine, 8 writers: a settling reader
// as often as it could, ~100/s, took a quarter of their commits).
const minSettleGap = 25 * time.Millisecond

// Settled returns the settled watermark of the whole log: every event id at or below it
// is committed or will never exist, and it is read after the call began, so it covers
// every event committed before. Concurrent callers share reads: one that arrives while a
// read is in flight waits for the next one, which begins at least minSettleGap after it.
// A read runs on no caller's context (settleTimeout bounds it), since its result is
// everyone's.
func (o *EventOrder) Settled(ctx context.Context) (int64, error) {
	o.mu.Lock()
	want := o.round + 1 // the next read to begin (round counts the one in flight, if any)
	for o.done < want {
		if o.reading == nil {
			o.reading, o.round = make(chan struct{}), o.round+1
			go o.settle(o.Spacing(minSettleGap) - time.Since(o.at))
		}
		wait := o.reading
		o.mu.Unlock()
		select {
		case <-wait:
		case <-ctx.Done():
			return 0, ctx.Err()
		}
		o.mu.Lock()
	}
	mark, err := o.mark, o.err
	o.mu.Unlock()
	return mark, err
}

// settleTimeout bounds one read of Settled.
const settleTimeout = 10 * time.Second

// settle is one read of Settled, after gap.
func (o *EventOrder) settle(gap time.Duration) {
	if gap > 0 {
		time.Sleep(gap)
	}
	ctx, cancel := context.WithTimeout(context.Background(), settleTimeout)
	defer cancel()
	began := time.Now()
	var mark int64
	err := o.ReadSettled(ctx, sql.LevelReadCommitted, latestEventQuery,
		func(_ context.Context, _ *ent.Client, m int64) error { mark = m; return nil })
	o.mu.Lock()
	o.mark, o.err, o.at = mark, err, began
	if err == nil {
		o.saw(mark)
	}
	o.done++
	close(o.reading)
	o.reading = nil
	o.mu.Unlock()
}

// ReadSettled runs read with db, a client of a read-only transaction at isolation whose
// first statement reads markQuery (a newest event id) while the event order lock is held
// exclusive, then releases it: mark is a settled watermark, and a repeatable-read
// transaction's snapshot is exactly the committed state at mark. Its statements are not
// counted (Statements). On SQLite (one writer at a time, whose ids commit in order) there
// is no lock.
func (o *EventOrder) ReadSettled(ctx context.Context, isolation sql.IsolationLevel, markQuery string,
	read func(ctx context.Context, db *ent.Client, mark int64) error) error {
	if !o.postgres {
		return o.readSQLite(ctx, markQuery, read)
	}
	backoff := settleBackoff
	for {
		err := o.readSettled(ctx, isolation, markQuery, read)
		if !errors.Is(err, errSettleBusy) {
			return err
		}
		select { // a long writer is inside: let the others through before queueing again
		case <-time.After(backoff):
		case <-ctx.Done():
			return fmt.Errorf("settle the event order: %w", ctx.Err())
		}
		backoff = min(2*backoff, settleBackoffMax)
	}
}

// errSettleBusy is a wait for the event order lock that ran out (settleWait).
var errSettleBusy = errors.New("event order busy")

// readSettled is one attempt of ReadSettled on PostgreSQL. The lock is a session lock on
// a connection of its own, so that it can be released inside the transaction once its
// snapshot is taken (a transaction lock would be held until the end of read). A
// connection that may still hold it is closed, not returned to the pool.
func (o *EventOrder) readSettled(ctx context.Context, isolation sql.IsolationLevel, markQuery string,
	read func(ctx context.Context, db *ent.Client, mark int64) error) (err error) {
	conn, err := o.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("settle the event order: connect: %w", err)
	}
	held := true // until the server says otherwise: a lock statement cut short may have got it
	defer func() {
		if held {
			closeConn(conn)
		}
		_ = conn.Close()
	}()
	// lock_timeout is set for this statement's own transaction only: the wait is bounded,
	// the session keeps its setting.
	asked := time.Now()
	if _, err := conn.ExecContext(ctx, "SELECT set_config('lock_timeout', $2, true), pg_advisory_lock($1)",
		EventOrderKey, strconv.FormatInt(settleWait.Milliseconds(), 10)+"ms"); err != nil {
		if IsFault(classify(err), Contention) { // lock_timeout, or a deadlock it was chosen to break
			held = false
			o.held.Store(int64(settleWait))
			return errSettleBusy
		}
		return fmt.Errorf("settle the event order: lock: %w", err)
	}
	o.held.Store(int64(time.Since(asked)))
	tx, err := conn.BeginTx(ctx, &sql.TxOptions{Isolation: isolation, ReadOnly: true})
	if err != nil {
		return fmt.Errorf("settle the event order: begin: %w", err)
	}
	defer func() { _ = tx.Rollback() }()
	// The statement's snapshot is taken as it starts, the lock held: whatever order its
	// expressions run in, the mark is read in it.
	var mark, all int64
	var unlocked bool
	if err := tx.QueryRowContext(ctx, "SELECT ("+markQuery+"), ("+latestEventQuery+"), pg_advisory_unlock($1)",
		EventOrderKey).Scan(&mark, &all, &unlocked); err != nil {
		return fmt.Errorf("settle the event order: read the watermark: %w", err)
	}
	held = !unlocked
	o.saw(all)
	db := ent.NewClient(ent.Driver(&edgeDriver{Driver: entsql.NewDriver(dialect.Postgres, entsql.Conn{ExecQuerier: tx})}))
	if err := read(ctx, db, mark); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("settle the event order: end the read: %w", err)
	}
	return nil
}

// closeConn closes conn's PostgreSQL connection, so that the session lock it may hold
// ends with it: the pool would otherwise take it back as it is, lock and all.
func closeConn(conn *sql.Conn) {
	_ = conn.Raw(func(dc any) error {
		if c, ok := dc.(*stdlib.Conn); ok {
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			defer cancel()
			_ = c.Conn().Close(ctx)
		}
		return driver.ErrBadConn
	})
}

// saw notes a settled watermark of the whole log.
func (o *EventOrder) saw(mark int64) {
	for {
		k := o.known.Load()
		if mark <= k || o.known.CompareAndSwap(k, mark) {
			return
		}
	}
}

// Known is the newest settled watermark a read has seen (on SQLite, where every id is
// settled, the largest id): every event id at or below it was committed, or will never
// exist, before Known returned. A read that begins after it and meets no id above it
// needs no settling; one that meets a newer id must read again up to a Settled watermark
// (a settling read after its own snapshot says nothing of what that snapshot missed).
func (o *EventOrder) Known() int64 {
	if !o.postgres {
		return math.MaxInt64
	}
	return o.known.Load()
}

// readSQLite is ReadSettled on SQLite: a read-only transaction, which modernc's driver
// begins DEFERRED (not IMMEDIATE, as the writers' are), so it waits for no writer and
// its reads share one snapshot, taken at the mark's read.
func (o *EventOrder) readSQLite(ctx context.Context, markQuery string,
	read func(ctx context.Context, db *ent.Client, mark int64) error) error {
	tx, err := o.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("read the event watermark: begin: %w", err)
	}
	defer func() { _ = tx.Rollback() }()
	var mark int64
	if err := tx.QueryRowContext(ctx, markQuery).Scan(&mark); err != nil {
		return fmt.Errorf("read the event watermark: %w", err)
	}
	db := ent.NewClient(ent.Driver(&edgeDriver{Driver: entsql.NewDriver(dialect.SQLite, entsql.Conn{ExecQuerier: tx})}))
	if err := read(ctx, db, mark); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("read the event watermark: end: %w", err)
	}
	return nil
}
