// Package clientapi serves the client API the Unleash SDKs speak: flags from an in-memory
// snapshot per environment, rebuilt when the event watermark moves, and client metrics
// accepted into memory and flushed to the store in the background.
package clientapi

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"flagstone/ent"
	"flagstone/graph/domain/events"
	"flagstone/graph/domain/insights"
	"flagstone/graph/store"
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
	order    *store.EventOrder
	insights *insights.Service
	log      *slog.Logger
	// refreshed, when set, is called after the snapshots moved to a new revision.
	refreshed func()
	// live holds the delta logs and the live SDK connections.
	live *live

	// watermark is the highest event id the snapshots reflect.
	watermark atomic.Int64
	// settledAt is when the last rebuild began (Unix nanoseconds), and rebuilt how long the
	// poll's last one took, for the gap between two (rebuildGap).
	settledAt, rebuilt atomic.Int64
	snapshots          atomic.Pointer[map[string]*Snapshot]
	buildMu            sync.Mutex
	tokens             *tokenCache
	metrics            *Aggregator
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
	// Order settles the event log's watermark: a snapshot and its revision are read in
	// one repeatable-read transaction taken while the log is settled, so the snapshot is
	// exactly the state at its revision, and every node names the same state by the same
	// revision (store.EventOrder).
	Order *store.EventOrder
	// Streams bound the live SDK connections; zero values take the defaults.
	Streams StreamLimits
	// Refreshed, when set, is called after the snapshots moved to a new revision. It must
	// not block.
	Refreshed func()
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
	if opt.Order == nil {
		return nil, errors.New("start the client api: no event order")
	}
	e := &Engine{db: opt.DB, order: opt.Order, insights: svc, log: log,
		refreshed: opt.Refreshed, live: newLive(opt.Streams), tokens: newTokenCache(opt.DB, svc.Now),
		metrics: newAggregator(), stop: make(chan struct{}), poke: make(chan struct{}, 1)}
	e.snapshots.Store(&map[string]*Snapshot{})
	var w int64
	err := e.order.ReadSettled(ctx, sql.LevelReadCommitted, watermarkQuery,
		func(_ context.Context, _ *ent.Client, mark int64) error { w = mark; return nil })
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

// Close ends the live connections, stops the background work and flushes the metrics
// still in memory.
func (e *Engine) Close() error {
	e.EndStreams()
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
// another one on the same database, and stays when an export only records its event. It
// is settled: every change with an id at or below it is committed, so a cache keyed by it
// (the maintenance mode, the read models, the CORS origins) that reads after it moved
// sees each of them.
func (e *Engine) Watermark() int64 { return e.watermark.Load() }

// watermarkQuery reads the newest event that changes state; the partial index
// event_state_id answers it.
var watermarkQuery = "SELECT COALESCE(MAX(id), 0) FROM events WHERE " + events.StateChangeFilter()

// maxEventID is the cheap watermark query, unsettled: the poll's look for a change.
func maxEventID(ctx context.Context, db *ent.Client) (int64, error) {
	rows, err := db.QueryContext(ctx, watermarkQuery)
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

// minRebuildGap is the most time the poll leaves between two rebuilds: each settles the
// event log, which holds new writers for an instant (store.EventOrder), and reads the
// state anew, so under a steady write load the writers meet it at most 1/minRebuildGap
// times a second, and a change reaches the SDKs within it (plus the rebuild).
const minRebuildGap = 50 * time.Millisecond

// rebuildShare is how many times its last rebuild's length the poll leaves between two:
// under load rebuilds take at most about 1/rebuildShare of a core.
const rebuildShare = 4

// rebuildGap is the time the poll leaves between two rebuilds: on a quiet log next to
// nothing, so a change is served at once; as writes come faster, the settles hold them
// back longer and the rebuilds take longer, and it grows, up to minRebuildGap.
func (e *Engine) rebuildGap() time.Duration {
	return min(minRebuildGap, max(e.order.Spacing(minRebuildGap), rebuildShare*time.Duration(e.rebuilt.Load())))
}

// poll rebuilds every snapshot in use when an event committed since the last poll,
// through this process or another one on the same database. It looks with the cheap
// query, which settles nothing: the rebuild settles the log, once, however many commits
// poked it meanwhile (polls run one at a time, pokes coalesce).
func (e *Engine) poll(ctx context.Context) {
	w, err := maxEventID(ctx, e.db)
	if err != nil {
		e.log.WarnContext(ctx, "poll event watermark", "err", err)
		return
	}
	if w <= e.watermark.Load() {
		return
	}
	if wait := e.rebuildGap() - time.Since(time.Unix(0, e.settledAt.Load())); wait > 0 {
		select { // the commits of the wait join this rebuild
		case <-time.After(wait):
		case <-e.stop:
			return
		}
	}
	began := time.Now()
	if err := e.Refresh(ctx); err != nil {
		e.log.ErrorContext(ctx, "rebuild client snapshots", "err", err)
	}
	e.rebuilt.Store(int64(time.Since(began)))
}

// Refresh rebuilds the snapshots in use and forgets cached tokens, so a change that has
// committed is served from now on; each environment's changes go to its live connections
// once, as one revision. The poller calls it; tests may too.
func (e *Engine) Refresh(ctx context.Context) error {
	e.buildMu.Lock()
	e.settledAt.Store(time.Now().UnixNano())
	e.tokens.reset()
	old := *e.snapshots.Load()
	w, next, err := e.readState(ctx, slices.Collect(maps.Keys(old)))
	if err != nil {
		e.buildMu.Unlock()
		return err
	}
	revs := make(map[string]revision, len(next))
	for env, s := range next {
		if revs[env], err = diff(old[env], s); err != nil {
			e.buildMu.Unlock()
			return err
		}
	}
	e.live.mu.Lock()
	e.snapshots.Store(&next)
	e.watermark.Store(w)
	for env, rev := range revs {
		e.live.logOf(env, old[env].Revision).add(rev)
		e.live.publish(env, rev, next[env])
	}
	e.live.mu.Unlock()
	e.buildMu.Unlock()
	if e.refreshed != nil {
		e.refreshed()
	}
	e.recheckStreams(ctx)
	return nil
}

// Hold keeps the snapshots and their watermark as they are until release is called: no
// rebuild starts meanwhile (one under way finishes first), so what is keyed by the
// watermark stays. Tests that must see a write without the watermark moving use it.
func (e *Engine) Hold() (release func()) {
	e.buildMu.Lock()
	return sync.OnceFunc(e.buildMu.Unlock)
}

// readState reads the settled watermark and the snapshots of envs as of it. On
// PostgreSQL both come from one repeatable-read transaction taken while the log is
// settled (store.EventOrder.ReadSettled): the snapshot is exactly the state at the
// watermark, on every node alike, so an SDK may resume on one node from a revision
// another gave it.
func (e *Engine) readState(ctx context.Context, envs []string) (int64, map[string]*Snapshot, error) {
	var w int64
	out := make(map[string]*Snapshot, len(envs))
	err := e.order.ReadSettled(ctx, sql.LevelRepeatableRead, watermarkQuery,
		func(ctx context.Context, db *ent.Client, mark int64) error {
			w = mark
			for _, env := range envs {
				s, err := buildSnapshot(ctx, db, env, mark)
				if err != nil {
					return err
				}
				out[env] = s
			}
			return nil
		})
	if err != nil {
		return 0, nil, err
	}
	return w, out, nil
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
	_, built, err := e.readState(ctx, []string{env})
	if err != nil {
		return nil, err
	}
	s := built[env]
	next := make(map[string]*Snapshot, len(cur)+1)
	for k, v := range cur {
		next[k] = v
	}
	next[env] = s
	e.live.mu.Lock()
	e.snapshots.Store(&next)
	e.live.logOf(env, s.Revision)
	e.live.mu.Unlock()
	return s, nil
}

// Authorize resolves an API token to the scope of a client token. Lookups are cached
// until the watermark moves (token changes record events).
func (e *Engine) Authorize(ctx context.Context, token string) (*Token, error) {
	return e.tokens.lookup(ctx, token)
}
