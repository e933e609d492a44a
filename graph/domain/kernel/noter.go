package kernel

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"flagstone/ent"
	"flagstone/graph/apperr"
	"flagstone/graph/store"
)

// Group commit of noted events. Each noted event used to commit in a transaction of its
// own behind the event order lock, a global serialisation: concurrent exports took turns
// on it one commit at a time. The noter records the events of concurrent callers together,
// in one transaction (one lock, one insert, one counts update), while each caller still
// returns only once its own event is committed.
const (
	// maxNoteBatch bounds the events of one batch, so one transaction stays short.
	maxNoteBatch = 256
	// noteTimeout bounds one batch's transaction: it runs on no caller's context, since a
	// caller that gives up must not fail the others' events.
	noteTimeout = 30 * time.Second
)

// errKernelClosed answers the notes that come after Close: a 503, as the server is
// stopping.
var errKernelClosed = apperr.New(apperr.KindUnavailable, "The service is shutting down; try again in a moment")

// noter collects the noted events of concurrent callers. It runs a drain goroutine only
// while events wait, so a kernel nobody closes leaks nothing once its callers are done.
type noter struct {
	mu       sync.Mutex
	queue    []*note
	draining bool
	closed   bool
	drains   sync.WaitGroup
}

// note is one caller's event, waiting for its batch.
type note struct {
	ctx  context.Context
	row  eventRow
	done chan error // buffered: the noter never waits for a caller that gave up
}

// Note records e, an event of a read that changes no state (events.ChangesState: the batch
// export). It returns once e is committed, in a batch with the events other callers note
// meanwhile (see noter), and calls Noted rather than Committed: no cache of committed state
// goes stale by it. A caller whose ctx ends first gets ctx's error; its event may still be
// recorded. Inside a transaction, e joins it.
func (k *Kernel) Note(ctx context.Context, subject string, e Event) error {
	if ent.TxFromContext(ctx) != nil {
		_, err := k.transact(ctx, func(context.Context, *Tx) (Change, error) { return Record(e), nil })
		return nameFault(err, subject)
	}
	row, err := k.encodeNote(ctx, e)
	if err != nil {
		return nameFault(err, subject)
	}
	n := &note{ctx: ctx, row: row, done: make(chan error, 1)}
	if err := k.notes.add(k, n); err != nil {
		return err
	}
	select {
	case err := <-n.done:
		return nameFault(err, subject)
	case <-ctx.Done():
		return ctx.Err()
	}
}

// encodeNote encodes e in the caller's goroutine, with the tags of its feature as they
// are now (a noted event changes none).
func (k *Kernel) encodeNote(ctx context.Context, e Event) (eventRow, error) {
	events := []Event{e}
	if err := withFeatureTags(ctx, k.Client, events); err != nil {
		return eventRow{}, err
	}
	return encodeEvent(ctx, events[0])
}

// Close waits for the events being noted to be recorded and refuses later ones. The app
// calls it before it closes the store.
func (k *Kernel) Close() {
	k.notes.mu.Lock()
	k.notes.closed = true
	k.notes.mu.Unlock()
	k.notes.drains.Wait()
}

// add queues n, and starts draining the queue unless a drain is running.
func (q *noter) add(k *Kernel, n *note) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return errKernelClosed
	}
	q.queue = append(q.queue, n)
	if !q.draining {
		q.draining = true
		q.drains.Add(1)
		go q.drain(k)
	}
	return nil
}

// drain records the queue batch by batch until it is empty.
func (q *noter) drain(k *Kernel) {
	defer q.drains.Done()
	for q.waiting() {
		k.recordNotes(q.next)
	}
}

// waiting reports whether notes wait, and ends the drain when none do. Only the drain
// takes from the queue, so they still wait when it takes them.
func (q *noter) waiting() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.queue) == 0 {
		q.draining = false
		return false
	}
	return true
}

// next takes the next batch from the queue. The notes of callers who gave up are left
// out, answered with their error.
func (q *noter) next() []*note {
	q.mu.Lock()
	n := min(len(q.queue), maxNoteBatch)
	batch := q.queue[:n:n]
	q.queue = q.queue[n:]
	q.mu.Unlock()
	live := make([]*note, 0, len(batch))
	for _, n := range batch {
		if err := n.ctx.Err(); err != nil {
			n.done <- err
			continue
		}
		live = append(live, n)
	}
	return live
}

// recordNotes commits the batch take gives and answers each caller, after Noted, as a
// caller of Note used to return after it. When the batch's events fail, they are retried
// one by one (for callers still waiting), so one bad event fails only its own caller. A
// batch is not retried when it never got as far as its events (BEGIN or the lock
// failed), when the store is unreachable (each retry would wait as long again), or when
// its COMMIT failed, as it may have been kept (store.ErrCommit).
func (k *Kernel) recordNotes(take func() []*note) {
	var batch []*note
	taken := false
	err := k.commitNotesSafely(func() []*note { batch, taken = take(), true; return batch })
	if !taken { // the transaction failed before it took the batch
		batch = take()
	}
	errs := make([]error, len(batch))
	recorded := err == nil && len(batch) > 0
	retry := err != nil && taken && len(batch) > 1 && !errors.Is(err, store.ErrCommit) &&
		!store.IsFault(err, store.Unreachable)
	for i, n := range batch {
		if errs[i] = err; retry {
			if errs[i] = n.ctx.Err(); errs[i] == nil {
				errs[i] = k.commitNotesSafely(func() []*note { return []*note{n} })
				recorded = recorded || errs[i] == nil
			}
		}
	}
	if recorded && k.Noted != nil {
		k.Noted()
	}
	for i, n := range batch {
		n.done <- errs[i]
	}
}

// commitNotesSafely is commitNotes with a panic turned into its error: the drain runs on
// no request's goroutine, where the HTTP server's recoverer would have caught it, and
// its callers must be answered.
func (k *Kernel) commitNotesSafely(take func() []*note) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("record noted events: panic: %v", p)
		}
	}()
	return k.commitNotes(take)
}

// commitNotes records the events of the notes take gives in one transaction, in order.
// It takes them once it holds the event order lock, so that the events noted while it
// began and waited for the lock join this batch rather than wait for the next one.
func (k *Kernel) commitNotes(take func() []*note) error {
	ctx, cancel := context.WithTimeout(context.Background(), noteTimeout)
	defer cancel()
	return store.WithTx(ctx, k.Client, func(ctx context.Context, tx *ent.Client) error {
		if err := k.lockEventOrder(ctx, tx); err != nil {
			return err
		}
		notes := take()
		if len(notes) == 0 {
			return nil
		}
		at := k.Now()
		events := make([]Event, len(notes))
		builders := make([]*ent.EventCreate, len(notes))
		for i, n := range notes {
			var err error
			if builders[i], err = n.row.create(tx, at); err != nil {
				return err
			}
			events[i] = n.row.Event
		}
		for i := 0; i < len(notes); i += eventChunk {
			end := min(i+eventChunk, len(notes))
			if err := insertChunk(ctx, tx, events[i:end], builders[i:end]); err != nil {
				return err
			}
		}
		return k.account(ctx, tx, events)
	})
}
