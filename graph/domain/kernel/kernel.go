// Package kernel is what every area of the domain stands on: the one path of a change
// (Mutate: transaction, locking, retries, error classification), how the events of a
// change are recorded and counted, and the generic helpers the areas share (chunked
// queries, name and length checks, finders, small slice and pointer helpers).
package kernel

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"time"

	"entgo.io/ent/dialect"

	"flagstone/ent"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/store"
)

// Kernel is what every area of the domain stands on: the store, the clock, and the one
// path every change takes (Mutate).
type Kernel struct {
	Client  *ent.Client
	Dialect string
	// Now is the clock; tests replace it to move time.
	Now func() time.Time
	// FailBeforeCommit, when set, is called with the type of each event right after the
	// event is written (sent to the store, not held for the commit), before its
	// transaction commits; an error it returns rolls the whole mutation back. Tests use
	// it to prove no change lands without its event.
	FailBeforeCommit func(eventType string) error
	// Committed, when set, is called after each outermost transaction commits, so caches of
	// committed state (the client API's snapshots) refresh at once instead of at their next
	// poll. It must not block.
	Committed func()
	// Noted, when set, is called after Note commits a batch of events that change no state,
	// so readers of the log itself (the webhook deliverer) see them at once. It must not
	// block.
	Noted func()
	// Stamp, when set, is the watermark of committed state this process follows (the
	// client API's: the newest state-changing event, moved by a commit on any node within
	// a poll). Settings every write checks (maintenance mode) are read again only when it
	// moves.
	Stamp func() int64
	// Order reads the event log's settled watermark, for the readers that page the log by
	// id (store.EventOrder).
	Order *store.EventOrder
	// Keepers keep state derived from the event log (a feature's lifecycle stage) in step
	// with it: each is called with a transaction's events once they are written, in that
	// transaction, so the derived state commits with them or not at all. Their writes, on
	// PostgreSQL, go with the COMMIT like the events. A keeper writes only rows the
	// mutation has locked already (the features it changed), so the event order lock stays
	// the last lock a mutation may wait for.
	Keepers []func(ctx context.Context, tx *ent.Client, events []Event) error

	notes       noter
	maintenance Known[bool]
	// callers counts the commits of this process that may have changed a caller (see
	// CallerStamp).
	callers atomic.Int64
}

// New returns the kernel over client, whose writes it watches from now on: a
// mutation that writes without recording an event fails (see Mutate).
func New(client *ent.Client, dialectName string, now func() time.Time) *Kernel {
	client.Use(watchWrites)
	return &Kernel{Client: client, Dialect: dialectName, Now: now}
}

// DB returns the client to read with: the transaction's when ctx carries one.
func (k *Kernel) DB(ctx context.Context) *ent.Client { return store.Client(ctx, k.Client) }

// Tx is the transaction a mutation runs in: its ent client, and what the kernel needs
// to lock rows in it.
type Tx struct {
	*ent.Client
	postgres bool
}

// Change is what a mutation did, for the kernel to record: its events, or nothing. The
// zero Change is refused, so a mutation must say which it is.
type Change struct {
	events []Event
	said   bool
}

// Record is the Change of a mutation that records events. Recording none is the same as
// Unchanged: the mutation may not have written anything.
func Record(events ...Event) Change { return Change{events: events, said: true} }

// Unchanged is the Change of a mutation that found nothing to do and wrote nothing.
func Unchanged() Change { return Change{said: true} }

// Mutation is the work of one change: it reads what it decides on (locked, see Locked),
// writes, and returns the events it records.
type Mutation func(ctx context.Context, tx *Tx) (Change, error)

// maxAttempts bounds how often Mutate runs a mutation that met a deadlock, a
// serialization failure or a busy store.
const maxAttempts = 5

// Mutate is the one path of every change: it opens a transaction, runs m (which reads
// the rows it decides on with Locked, so concurrent changes of the same subject take
// turns and its preData is the state it changes), records the events m returns, and
// commits. Store errors get their answer once, here, named after subject (e.g. `A
// feature named "x"`): a taken name is a Conflict, a missing row NotFound; a deadlock or
// serialization failure runs m again, up to maxAttempts, then is a Conflict.
//
// While maintenance mode is on, a change asked by a caller of the admin face is refused
// before it starts (see checkMaintenance): both faces' writes pass here.
//
// A mutation that returns Unchanged but wrote a row fails: a change never commits without
// its event. Writes that are not changes of the audited model (sessions, counters,
// derived marks) are made with a context from Unaudited.
//
// Inside another mutation (ctx carries its transaction) m joins it, and its events are
// recorded with the outer mutation's, in order, when that one ends.
func (k *Kernel) Mutate(ctx context.Context, subject string, m Mutation) error {
	if outer := scopeOf(ctx); outer != nil {
		// The outer mutation retries on contention, so that stays a store fault.
		err := k.run(ctx, txOf(ctx, k), outer.root, m)
		if store.IsFault(err, store.Contention) {
			return err
		}
		return nameFault(err, subject)
	}
	if tx := ent.TxFromContext(ctx); tx != nil { // a transaction begun elsewhere (the job runner's)
		root := &scope{}
		if err := k.run(ctx, k.wrap(tx.Client()), root, m); err != nil {
			return nameFault(err, subject)
		}
		return nameFault(k.record(ctx, tx.Client(), root.events), subject)
	}
	if err := k.checkMaintenance(ctx); err != nil {
		return err
	}
	var (
		err     error
		callers bool
	)
	for attempt := 1; ; attempt++ {
		var c bool
		c, err = k.transact(ctx, m)
		callers = callers || c
		if !store.IsFault(err, store.Contention) || attempt == maxAttempts || ctx.Err() != nil {
			break
		}
		time.Sleep(time.Duration(attempt*attempt) * (2*time.Millisecond + rand.N(3*time.Millisecond)))
	}
	// Whatever the outcome: a failed COMMIT may have been kept, and a rolled-back attempt
	// only costs the callers a look-up.
	if callers {
		k.callers.Add(1)
	}
	if err == nil && k.Committed != nil {
		k.Committed()
	}
	return nameFault(err, subject)
}

// MutateUnaudited runs fn on the path of Mutate (transaction, retries, error answers)
// for writes that record no event by design; see Unaudited.
func (k *Kernel) MutateUnaudited(ctx context.Context, subject string, fn func(ctx context.Context, tx *Tx) error) error {
	return k.Mutate(Unaudited(ctx), subject, func(ctx context.Context, tx *Tx) (Change, error) {
		return Unchanged(), fn(ctx, tx)
	})
}

// transact runs m in a transaction of its own and commits it with m's events. It also
// reports whether the transaction may have changed a caller (scope.changesCallers).
func (k *Kernel) transact(ctx context.Context, m Mutation) (callers bool, err error) {
	root := &scope{}
	err = store.WithTx(ctx, k.Client, func(ctx context.Context, tx *ent.Client) error {
		if err := k.run(ctx, k.wrap(tx), root, m); err != nil {
			return err
		}
		// The events are the transaction's last writes, whose results nobody reads: on
		// PostgreSQL they go with the COMMIT, in one round trip. FailBeforeCommit is
		// called once they are written, so with it they are sent at once.
		if k.FailBeforeCommit == nil {
			ctx = store.HoldToCommit(ctx)
		}
		return k.record(ctx, tx, root.events)
	})
	return root.changesCallers(), err
}

// CallerStamp changes whenever a change that may alter a caller (what a credential
// authenticates as, with which rights) has committed: at once for the commits of this
// process that write what callers are built from or record an event that is not
// auth.CallerFree, and for every other commit, of any node, when the watermark (Stamp)
// moves. The Authenticator keeps the callers it looked up while it stands still, so
// writes of flags do not make every request look its credential up again. Without a
// Stamp only this process's changes move it.
func (k *Kernel) CallerStamp() any {
	var watermark int64
	if k.Stamp != nil {
		watermark = k.Stamp()
	}
	return [2]int64{watermark, k.callers.Load()}
}

// run runs m in its own scope below parent and adds its events to the root's.
func (k *Kernel) run(ctx context.Context, tx *Tx, parent *scope, m Mutation) error {
	own := &scope{root: parent.rootOrSelf(), joined: scopeOf(ctx) != nil}
	ch, err := m(withScope(ctx, own), tx)
	if err != nil {
		return err
	}
	if !ch.said {
		return errors.New("mutation returned no Change: it must Record its events or be Unchanged")
	}
	if len(ch.events) == 0 && own.wrote.Load() {
		return errors.New("mutation wrote without recording an event")
	}
	own.root.events = append(own.root.events, ch.events...)
	return nil
}

func (k *Kernel) wrap(c *ent.Client) *Tx {
	return &Tx{Client: c, postgres: k.Dialect == dialect.Postgres}
}

// txOf is the transaction a joined mutation runs in.
func txOf(ctx context.Context, k *Kernel) *Tx { return k.wrap(ent.TxFromContext(ctx).Client()) }

// nameFault gives an error that no mutation has classified its answer, naming subject.
func nameFault(err error, subject string) error {
	if err == nil {
		return nil
	}
	var ae *apperr.Error
	if errors.As(err, &ae) {
		return err
	}
	if subject == "" {
		subject = "The resource"
	}
	var f *store.Fault
	switch {
	case errors.As(err, &f) && f.Kind == store.Unique:
		return apperr.Conflict("%s already exists", subject)
	case errors.As(err, &f) && f.Kind == store.Reference:
		return apperr.Conflict("%s refers to something that does not exist any more", subject)
	case errors.As(err, &f) && f.Kind == store.Contention:
		return apperr.Conflict("%s was changed by another request at the same time; try again", subject)
	case ent.IsNotFound(err):
		return apperr.NotFound("%s does not exist", subject)
	case ent.IsValidationError(err):
		var ve *ent.ValidationError
		errors.As(err, &ve)
		return apperr.Validation("%q is invalid: %s", ve.Name, ve.Unwrap().Error())
	}
	return err
}

// scope is one Mutate call: whether it wrote, and, at the root (the call that owns the
// transaction), the events of every mutation in it and whether a write may have changed
// a caller.
type scope struct {
	root *scope
	// joined tells a mutation that runs in another one's transaction.
	joined bool
	wrote  atomic.Bool
	events []Event
	// callers tells, at the root, that a write made in the transaction may have changed
	// a caller: it wrote what callers are built from (auth.CallerTable), or it was an
	// unaudited one, which no event describes.
	callers atomic.Bool
}

// changesCallers reports whether the transaction of the root scope s may have changed a
// caller: a write said so, or an event is of a type not known to leave callers alone.
func (s *scope) changesCallers() bool {
	return s.callers.Load() || slices.ContainsFunc(s.events, func(e Event) bool { return !auth.CallerFree(e.Type) })
}

func (s *scope) rootOrSelf() *scope {
	if s.root != nil {
		return s.root
	}
	return s
}

type scopeKey struct{}

func withScope(ctx context.Context, s *scope) context.Context {
	return context.WithValue(ctx, scopeKey{}, s)
}

func scopeOf(ctx context.Context) *scope {
	s, _ := ctx.Value(scopeKey{}).(*scope)
	return s
}

// Outermost reports whether the mutation running with ctx owns its transaction: no other
// mutation's changes follow its own before the events are recorded, so what it reads
// under its locks is what its events would read at its end.
func Outermost(ctx context.Context) bool {
	s := scopeOf(ctx)
	return s != nil && !s.joined
}

type unauditedKey struct{}

// Unaudited marks the writes made with the returned context as ones that record no
// event by design: login sessions and counters, client registrations and metrics,
// insights snapshots, marks derived from other data. Mutate does not count them.
func Unaudited(ctx context.Context) context.Context {
	return context.WithValue(ctx, unauditedKey{}, true)
}

// watchWrites notes every write made in a mutation's scope that changed a row (a delete
// or update of many rows that matched none changed nothing), so Mutate can refuse a
// change that records no event, and those that may change a caller (see scope.callers).
func watchWrites(next ent.Mutator) ent.Mutator {
	return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
		v, err := next.Mutate(ctx, m)
		s := scopeOf(ctx)
		if s == nil || err != nil {
			return v, err
		}
		if n, counted := v.(int); counted && n == 0 {
			return v, err
		}
		unaudited := ctx.Value(unauditedKey{}) != nil
		if !unaudited {
			s.wrote.Store(true)
		}
		if unaudited || auth.CallerTable(m.Type()) {
			s.rootOrSelf().callers.Store(true)
		}
		return v, err
	})
}
