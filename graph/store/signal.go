package store

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// The notification of the other nodes (ChangesChannel), sent after the commit.
//
// A NOTIFY in the writer's own transaction would be delivered exactly when it commits, but
// PostgreSQL serialises the commits of notifying transactions: each holds a lock on the
// notification queue from before its commit record until it ends (async.c,
// PreCommit_Notify), WAL flush included, so their commits never share a flush and writes
// top out at one flush each (about 700 a second on a disk that flushes in 1.4 ms). So a
// writer's transaction sends nothing: once it commits, the process signals (Signal), and
// one notification goes out for the commits made since the last, from a transaction of its
// own that does not wait for its flush (a notification needs no durability: a lost one
// leaves the listeners their watermark poll). Under a write load there is one about every
// signalGap; on a quiet log one per commit, at once.

// signalGap is the least time between two notifications of one process: the commits of a
// gap share the next. It is what a change may wait beyond its commit to reach another
// node under a write load.
const signalGap = 5 * time.Millisecond

// signalTimeout bounds the sending of one notification.
const signalTimeout = 2 * time.Second

// signals is the sender of an EventOrder's notifications, started on first use.
type signals struct {
	start, stopped sync.Once
	poke           chan struct{}
	stop           chan struct{}
	done           chan struct{}
	// since is when the oldest commit not signalled yet was signalled (Unix
	// microseconds); 0 when there is none.
	since atomic.Int64
}

// Signal tells the other nodes of the database, soon, that this process committed events
// (and wakes this one's listener too, as any notification does). On SQLite, one process,
// there is nobody to tell.
func (o *EventOrder) Signal() {
	if !o.postgres {
		return
	}
	o.signals.start.Do(func() {
		o.signals.poke, o.signals.stop, o.signals.done = make(chan struct{}, 1), make(chan struct{}), make(chan struct{})
		go o.sendSignals()
	})
	o.signals.since.CompareAndSwap(0, time.Now().UnixMicro())
	select {
	case o.signals.poke <- struct{}{}:
	default:
	}
}

// sendSignals sends a notification for each batch of signals until the store closes.
func (o *EventOrder) sendSignals() {
	defer close(o.signals.done)
	for {
		select {
		case <-o.signals.stop:
			return
		case <-o.signals.poke:
		}
		if since := o.signals.since.Swap(0); since != 0 {
			o.notify(since)
		}
		select {
		case <-o.signals.stop:
			return
		case <-time.After(signalGap):
		}
	}
}

// notify sends one notification; its payload is since, for the listeners' lag. A failure
// is left to the listeners' poll.
func (o *EventOrder) notify(since int64) {
	ctx, cancel := context.WithTimeout(context.Background(), signalTimeout)
	defer cancel()
	_, _ = o.db.ExecContext(ctx, "SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)",
		ChangesChannel, strconv.FormatInt(since, 10))
}

// stopSignals ends the sender, if it started, once its notification in flight is sent.
func (o *EventOrder) stopSignals() {
	o.signals.start.Do(func() {}) // no sender starts after this
	o.signals.stopped.Do(func() {
		if o.signals.stop != nil {
			close(o.signals.stop)
			<-o.signals.done
		}
	})
}
