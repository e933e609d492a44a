// Package clientapi serves the client API the Unleash SDKs speak: flags from an in-memory
// snapshot per environment, rebuilt when the event watermark moves, and client metrics
// accepted into memory and flushed to the store in the background.
package clientapi

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"flagstone/ent"
	"flagstone/graph/domain/events"
	"flagstone/graph/domain/insights"
)

// Default intervals: how often the event watermark is polled, and metrics are flushed.
const (
	DefaultPollInterval  = 250 * time.Millisecond
	DefaultFlushInterval = time.Second
)

// Scope is what a client token may read: its projects ("*" for all) in one environment.
type Scope struct {
	Projects    []string
	Environment string
}

func (s Scope) allows(project string) bool {
	return slices.Contains(s.Projects, "*") || slices.Contains(s.Projects, project)
}

// effective narrows the requested projects to those the scope allows, sorted; no request
// means every project of the scope.
func (s Scope) effective(requested []string) []string {
	if len(requested) == 0 {
		if slices.IsSorted(s.Projects) { // as tokens are loaded: no copy per request
			return s.Projects
		}
		return slices.Sorted(slices.Values(s.Projects))
	}
	out := []string{}
	for _, p := range requested {
		if s.allows(p) && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}

// Engine holds the snapshots, the token cache and the metrics buffer of one process.
type Engine struct {
	db       *ent.Client
	insights *insights.Service
	log      *slog.Logger

	// watermark is the highest event id the snapshots reflect.
	watermark atomic.Int64
	snapshots atomic.Pointer[map[string]*Snapshot]
	buildMu   sync.Mutex
	tokens    *tokenCache
	metrics   *Aggregator
	// reports and evaluations count the SDK metrics accepted since the start.
	reports, evaluations atomic.Uint64

	stop chan struct{}
	poke chan struct{}
	done sync.WaitGroup
}

// Options tune an Engine; zero values take the defaults.
type Options struct {
	PollInterval, FlushInterval time.Duration
	// DB is the client snapshots and tokens are read with; the service's by default.
	DB *ent.Client
}

// New builds an engine over svc's store and starts its watermark poller and metrics
// flusher; Close stops them.
func New(ctx context.Context, svc *insights.Service, log *slog.Logger, opt Options) (*Engine, error) {
	if opt.DB == nil {
		opt.DB = svc.Client
	}
	if opt.PollInterval <= 0 {
		opt.PollInterval = DefaultPollInterval
	}
	if opt.FlushInterval <= 0 {
		opt.FlushInterval = DefaultFlushInterval
	}
	e := &Engine{db: opt.DB, insights: svc, log: log, tokens: newTokenCache(opt.DB, svc.Now),
		metrics: newAggregator(), stop: make(chan struct{}), poke: make(chan struct{}, 1)}
	e.snapshots.Store(&map[string]*Snapshot{})
	w, err := e.maxEventID(ctx)
	if err != nil {
		return nil, err
	}
	e.watermark.Store(w)
	e.every(opt.PollInterval, e.poke, e.poll)
	e.every(opt.FlushInterval, nil, func(ctx context.Context) {
		if err := e.FlushMetrics(ctx); err != nil {
			e.log.ErrorContext(ctx, "flush client metrics", "err", err)
		}
	})
	return e, nil
}

// Close stops the background work and flushes the metrics still in memory.
func (e *Engine) Close() error {
	close(e.stop)
	e.done.Wait()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return e.FlushMetrics(ctx)
}

// every runs fn every d, and also when now (if not nil) receives, until Close.
func (e *Engine) every(d time.Duration, now <-chan struct{}, fn func(ctx context.Context)) {
	e.done.Add(1)
	go func() {
		defer e.done.Done()
		t := time.NewTicker(d)
		defer t.Stop()
		for {
			select {
			case <-e.stop:
				return
			case <-t.C:
			case <-now:
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			fn(ctx)
			cancel()
		}
	}()
}

// Changed tells the engine that a transaction of this process committed: it polls the
// watermark at once rather than at the next tick. Pokes coalesce, and rebuilds run one at a
// time, so a burst of writes costs a few rebuilds, not one each.
func (e *Engine) Changed() {
	select {
	case e.poke <- struct{}{}:
	default:
	}
}

// Watermark is the highest id of an event that changes state (events.ChangesState) the
// snapshots reflect: it moves within a poll of any change committed, by this process or
// another one on the same database, and stays when an export only records its event.
func (e *Engine) Watermark() int64 { return e.watermark.Load() }

// watermarkQuery reads the newest event that changes state; the partial index
// event_state_id answers it.
var watermarkQuery = "SELECT COALESCE(MAX(id), 0) FROM events WHERE " + events.StateChangeFilter()

// maxEventID is the cheap watermark query.
func (e *Engine) maxEventID(ctx context.Context) (int64, error) {
	rows, err := e.db.QueryContext(ctx, watermarkQuery)
	if err != nil {
		return 0, fmt.Errorf("read event watermark: %w", err)
	}
	defer rows.Close()
	var id int64
	if rows.Next() {
		if err := rows.Scan(&id); err != nil {
			return 0, fmt.Errorf("read event watermark: %w", err)
		}
	}
	return id, rows.Err()
}

// poll rebuilds every snapshot in use when an event committed since the last poll,
// through this process or another one on the same database.
func (e *Engine) poll(ctx context.Context) {
	w, err := e.maxEventID(ctx)
	if err != nil {
		e.log.WarnContext(ctx, "poll event watermark", "err", err)
		return
	}
	if w == e.watermark.Load() {
		return
	}
	if err := e.refreshTo(ctx, w); err != nil {
		e.log.ErrorContext(ctx, "rebuild client snapshots", "err", err)
	}
}

// Refresh rebuilds the snapshots in use and forgets cached tokens, so a change that has
// committed is served from now on. The poller calls it; tests may too.
func (e *Engine) Refresh(ctx context.Context) error {
	w, err := e.maxEventID(ctx)
	if err != nil {
		return err
	}
	return e.refreshTo(ctx, w)
}

// refreshTo rebuilds the snapshots in use from events up to at least w, a watermark read
// before the rebuild starts, and records w as what they reflect.
func (e *Engine) refreshTo(ctx context.Context, w int64) error {
	e.buildMu.Lock()
	defer e.buildMu.Unlock()
	e.tokens.reset()
	old := *e.snapshots.Load()
	next := make(map[string]*Snapshot, len(old))
	for env := range old {
		s, err := buildSnapshot(ctx, e.db, env)
		if err != nil {
			return err
		}
		next[env] = s
	}
	e.snapshots.Store(&next)
	e.watermark.Store(w)
	return nil
}

// Snapshot returns the current snapshot of env, building it on its first use.
func (e *Engine) Snapshot(ctx context.Context, env string) (*Snapshot, error) {
	if s, ok := (*e.snapshots.Load())[env]; ok {
		return s, nil
	}
	e.buildMu.Lock()
	defer e.buildMu.Unlock()
	cur := *e.snapshots.Load()
	if s, ok := cur[env]; ok {
		return s, nil
	}
	s, err := buildSnapshot(ctx, e.db, env)
	if err != nil {
		return nil, err
	}
	next := make(map[string]*Snapshot, len(cur)+1)
	for k, v := range cur {
		next[k] = v
	}
	next[env] = s
	e.snapshots.Store(&next)
	return s, nil
}

// Authorize resolves an API token to the scope of a client token. Lookups are cached
// until the watermark moves (token changes record events).
func (e *Engine) Authorize(ctx context.Context, token string) (*Token, error) {
	return e.tokens.lookup(ctx, token)
}
