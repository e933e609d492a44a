package graph

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"flagstone/ent"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
)

// Stream bounds: subscriptions at once per caller and in all, how often a subscription
// looks at the event watermark, and how many events one read takes.
const (
	MaxStreamsPerCaller = 16
	MaxStreams          = 512
	streamPoll          = 100 * time.Millisecond
	streamBatch         = 100
)

// ErrTooManyStreams refuses a subscription over the per-caller or total bound.
var ErrTooManyStreams = apperr.New(apperr.KindUnavailable, "Too many live subscriptions; close one and try again")

// Streams counts the live subscriptions, per caller and in all, and shares one read of
// the event watermark among them. The zero value is ready.
type Streams struct {
	mu       sync.Mutex
	total    int
	byCaller map[string]int
	// started counts the subscriptions that have read their starting point: a change
	// committed after the count moved reaches them.
	started atomic.Int64

	poll   sync.Mutex // one watermark read at a time
	seen   int        // the settled event watermark at seenAt
	seenAt time.Time

	wakeMu sync.Mutex
	wake   chan struct{} // closed by Wake
}

// Wake tells the subscriptions that an event may have committed (this process's commit,
// or another node's notification): they look at the watermark now rather than at their
// next poll, which stays as the safety net.
func (s *Streams) Wake() {
	s.poll.Lock()
	s.seenAt = time.Time{} // the next look reads the store, not what an earlier one saw
	s.poll.Unlock()
	s.wakeMu.Lock()
	if s.wake != nil {
		close(s.wake)
		s.wake = nil
	}
	s.wakeMu.Unlock()
}

// woken is closed by the next Wake.
func (s *Streams) woken() <-chan struct{} {
	s.wakeMu.Lock()
	defer s.wakeMu.Unlock()
	if s.wake == nil {
		s.wake = make(chan struct{})
	}
	return s.wake
}

// watermark is the settled event watermark, read through read at most once per half poll
// interval however many subscriptions ask (and Settled coalesces further with the other
// readers of the process): an idle process costs the database one short settling read per
// interval, not one per subscription.
func (s *Streams) watermark(ctx context.Context, read func(context.Context) (int, error)) (int, error) {
	s.poll.Lock()
	defer s.poll.Unlock()
	if time.Since(s.seenAt) < streamPoll/2 {
		return s.seen, nil
	}
	w, err := read(ctx)
	if err != nil {
		return 0, err
	}
	s.seen, s.seenAt = w, time.Now()
	return w, nil
}

// Open is how many live subscriptions are open now.
func (s *Streams) Open() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.total
}

// Started is how many subscriptions have started (read their starting point) since the
// process began.
func (s *Streams) Started() int64 { return s.started.Load() }

// acquire takes a place for the caller, or refuses with ErrTooManyStreams; release gives
// it back.
func (s *Streams) acquire(c *auth.Caller) (release func(), err error) {
	key := fmt.Sprintf("%d/%d/%s", c.Kind, c.UserID, c.Name)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.total >= MaxStreams || s.byCaller[key] >= MaxStreamsPerCaller {
		return nil, ErrTooManyStreams
	}
	if s.byCaller == nil {
		s.byCaller = map[string]int{}
	}
	s.total++
	s.byCaller[key]++
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.total--
		if s.byCaller[key]--; s.byCaller[key] == 0 {
			delete(s.byCaller, key)
		}
	}, nil
}

// streamEvents sends each event recorded after the subscription starts, following the
// event watermark of the database (not in-process notices), so changes made through
// another node on the same database arrive too. The watermark is the settled one (every
// id at or below it is committed or never will be), so the newest id looked at is the
// whole position: when the watermark moves past it, the subscription reads the events in
// between that its filter keeps, and none commits there later. Before each delivery
// its socket identifies its credential again (the events are read with the caller's
// rights now; a revoked credential closes the socket), and one opened by a session checks
// that the session is still live, and ends when it is not: the connection keeps no
// identity its user signed out of, even on another node.
func (r *Resolver) streamEvents(ctx context.Context, project, feature string) (<-chan *ent.Event, error) {
	c, err := auth.Authenticated(ctx)
	if err != nil {
		return nil, err
	}
	release, err := r.streams.acquire(c)
	if err != nil {
		return nil, err
	}
	last, err := r.Domain.Events.SettledEventID(ctx)
	if err != nil {
		release()
		return nil, err
	}
	r.streams.started.Add(1)
	out := make(chan *ent.Event)
	go func() {
		defer release()
		defer close(out)
		tick := time.NewTicker(streamPoll)
		defer tick.Stop()
		woken := r.streams.woken()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			case <-woken:
			}
			woken = r.streams.woken() // taken before the watermark is read: no later Wake is missed
			w, err := r.streams.watermark(ctx, r.Domain.Events.SettledEventID)
			if err == nil && w <= last {
				continue
			}
			if err == nil {
				// The events are read with the caller's rights now (a demoted user reads
				// less); a socket whose credential names nobody any more is closed.
				if err = identifySocket(ctx); apperr.Is(err, apperr.KindUnauthenticated) {
					return
				}
			}
			if err == nil && c.Session {
				var live bool
				if live, err = r.Domain.Access.SessionLive(ctx, c.SessionID); err == nil && !live {
					return // signed out (or expired): the subscription ends before it delivers more
				}
			}
			var events []*ent.Event
			if err == nil {
				events, err = r.Domain.Events.EventsAfter(ctx, last, w, project, feature, streamBatch)
			}
			if err != nil {
				if ctx.Err() == nil {
					slog.WarnContext(ctx, "poll events for a subscription", "err", err)
				}
				continue
			}
			for _, e := range events {
				select {
				case out <- e:
					last = e.ID
				case <-ctx.Done():
					return
				}
			}
			if len(events) < streamBatch { // all up to w are read: none left that the filter keeps
				last = max(last, w)
			}
		}
	}()
	return out, nil
}
