package clientapi

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"flagstone/graph/apperr"
	"flagstone/graph/domain/insights"
)

// Bounds of what one metrics report may carry; beyond them it is refused with 400. A
// report names at most maxTogglesPerPost flags (the flags an SDK evaluated during one
// interval; Unleash allows an instance 5,000 flags by default), a bulk post at most
// maxBulkMetrics entries, and each count is 0..insights.MaxMetricsCount.
const (
	maxMetricsNameLen = 255
	maxTogglesPerPost = 5_000
	maxBulkMetrics    = 10_000
)

// Bounds of the buffer between two flushes. A flush writes every bucket in one
// transaction within its time limit (10 s); 10,000 buckets take 1 to 2 s on a loaded
// machine, on either store. Reports that would add buckets beyond the bound are counted
// without them (the buckets already pending still count) and the loss is logged: a
// flood of reports costs its sender, never the metrics already accepted.
const (
	maxPendingBuckets   = 10_000
	maxPendingInstances = 1_000
)

// Toggle is what an SDK counted for one flag in one bucket.
type Toggle struct {
	Yes      int64            `json:"yes"`
	No       int64            `json:"no"`
	Variants map[string]int64 `json:"variants"`
}

// Report is one environment's evaluations of one application during one interval.
type Report struct {
	App, Environment string
	Start            time.Time
	Toggles          map[string]Toggle
	// Instance, when set, is the SDK instance that sent the report; its lastSeen moves.
	Instance *insights.ClientSeen
}

// Aggregator sums metrics reports per hourly bucket in memory until the next flush.
type Aggregator struct {
	mu      sync.Mutex
	pending map[insights.MetricsKey]*insights.MetricsCounts
	seen    map[insights.ClientSeen]bool
	// dropped counts the buckets left out since the last flush because the buffer was full.
	dropped int
	flushMu sync.Mutex
}

func newAggregator() *Aggregator {
	return &Aggregator{pending: map[insights.MetricsKey]*insights.MetricsCounts{}, seen: map[insights.ClientSeen]bool{}}
}

// CheckReport refuses a report the store could not hold: it is better to answer the SDK
// with 400 than to fail a background flush later.
func CheckReport(r Report) error {
	if err := checkMetricName("appName", r.App); err != nil {
		return err
	}
	if in := r.Instance; in != nil {
		if err := checkMetricName("instanceId", in.InstanceID); err != nil {
			return err
		}
		if in.SDKVersion != "" {
			if err := checkMetricName("sdkVersion", in.SDKVersion); err != nil {
				return err
			}
		}
	}
	if len(r.Toggles) > maxTogglesPerPost {
		return apperr.Validation("bucket.toggles may hold at most %d flags, got %d", maxTogglesPerPost, len(r.Toggles))
	}
	for name, t := range r.Toggles {
		if err := checkToggle(name, t); err != nil {
			return err
		}
	}
	return nil
}

// CheckBulk refuses a bulk post of more than maxBulkMetrics entries.
func CheckBulk(entries int) error {
	if entries > maxBulkMetrics {
		return apperr.Validation("metrics may hold at most %d entries, got %d", maxBulkMetrics, entries)
	}
	return nil
}

func checkToggle(name string, t Toggle) error {
	if err := checkMetricName("bucket.toggles", name); err != nil {
		return err
	}
	if err := checkCount("bucket.toggles."+name+".yes", t.Yes); err != nil {
		return err
	}
	if err := checkCount("bucket.toggles."+name+".no", t.No); err != nil {
		return err
	}
	if len(t.Variants) > insights.MaxMetricsVariants {
		return apperr.Validation("bucket.toggles.%s.variants may hold at most %d variants", name, insights.MaxMetricsVariants)
	}
	for v, n := range t.Variants {
		if err := checkMetricName("variant name", v); err != nil {
			return err
		}
		if err := checkCount("bucket.toggles."+name+".variants."+v, n); err != nil {
			return err
		}
	}
	return nil
}

func checkCount(property string, n int64) error {
	if n < 0 || n > insights.MaxMetricsCount {
		return apperr.Validation("%s must be between 0 and %d, got %d", property, insights.MaxMetricsCount, n)
	}
	return nil
}

func checkMetricName(property, s string) error {
	switch {
	case strings.TrimSpace(s) == "":
		return apperr.Validation("%s must not be empty", property)
	case len(s) > maxMetricsNameLen:
		return apperr.Validation("%s must be at most %d characters", property, maxMetricsNameLen)
	case !utf8.ValidString(s):
		return apperr.Validation("%s must be valid UTF-8", property)
	}
	for _, r := range s {
		if r == 0 {
			return apperr.Validation("%s must not contain NUL characters", property)
		}
	}
	return nil
}

// Add counts a checked report into its hourly buckets. It only touches memory, and
// holds at most maxPendingBuckets buckets and maxPendingInstances instances.
func (a *Aggregator) Add(r Report) {
	hour := r.Start.UTC().Truncate(time.Hour)
	a.mu.Lock()
	defer a.mu.Unlock()
	if r.Instance != nil && len(a.seen) < maxPendingInstances {
		a.seen[*r.Instance] = true
	}
	for name, t := range r.Toggles {
		if t.Yes == 0 && t.No == 0 && len(t.Variants) == 0 {
			continue
		}
		k := insights.MetricsKey{Feature: name, App: r.App, Environment: r.Environment, Hour: hour}
		c := a.pending[k]
		if c == nil {
			if len(a.pending) >= maxPendingBuckets {
				a.dropped++
				continue
			}
			c = &insights.MetricsCounts{}
			a.pending[k] = c
		}
		c.Add(insights.MetricsCounts{Yes: t.Yes, No: t.No, Variants: t.Variants})
	}
}

// take hands over what is pending, and how many buckets the full buffer left out, and
// starts a new buffer.
func (a *Aggregator) take() (map[insights.MetricsKey]*insights.MetricsCounts, []insights.ClientSeen, int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	out, dropped := a.pending, a.dropped
	a.pending, a.dropped = map[insights.MetricsKey]*insights.MetricsCounts{}, 0
	seen := make([]insights.ClientSeen, 0, len(a.seen))
	for c := range a.seen {
		seen = append(seen, c)
	}
	clear(a.seen)
	return out, seen, dropped
}

// Record accepts a checked report of scope's environment into memory; the next flush
// writes it. Only flags scope may read there are counted: a flag that does not exist (or
// is archived) or belongs to a project outside the token's is left out without an error,
// as Unleash leaves out unknown flags. SDKs report the flags they were served, so an
// honest report loses nothing, and a report cannot make the buffer, or the table, grow
// with names it makes up. Its hour is insights.MetricsHour's: within the hours kept.
func (e *Engine) Record(ctx context.Context, scope Scope, r Report) error {
	snap, err := e.Snapshot(ctx, scope.Environment)
	if err != nil {
		return err
	}
	hour, kept := insights.MetricsHour(e.insights.Now(), r.Start)
	if !kept {
		r.Toggles = nil // its instance is still seen
	}
	visible := make(map[string]Toggle, len(r.Toggles))
	var n uint64
	for name, t := range r.Toggles {
		if _, ok := snap.Feature(scope, name, false); ok {
			visible[name] = t
			n += uint64(t.Yes) + uint64(t.No)
		}
	}
	r.Environment, r.Toggles, r.Start = scope.Environment, visible, hour
	e.reports.Add(1)
	e.evaluations.Add(n)
	e.metrics.Add(r)
	return nil
}

// Ingested tells how many SDK metric reports, and flag evaluations in them, the engine
// has accepted since it started.
func (e *Engine) Ingested() (reports, evaluations uint64) {
	return e.reports.Load(), e.evaluations.Load()
}

// FlushMetrics writes the metrics accepted so far to the store. The background flusher
// calls it every interval and on Close; tests call it to avoid waiting. A batch that fails
// to write is dropped and logged, so a poisoned batch cannot block the ones after it.
func (e *Engine) FlushMetrics(ctx context.Context) error {
	e.metrics.flushMu.Lock()
	defer e.metrics.flushMu.Unlock()
	batch, seen, dropped := e.metrics.take()
	if dropped > 0 {
		e.log.WarnContext(ctx, "client metrics buffer full: buckets left out", "dropped", dropped, "max", maxPendingBuckets)
	}
	return errors.Join(e.insights.SaveClientMetrics(ctx, batch), e.insights.TouchClients(ctx, seen))
}

// Register records an application instance that reported in (POST /api/client/register).
func (e *Engine) Register(ctx context.Context, in insights.ClientRegistration) error {
	return e.insights.RegisterClient(ctx, in)
}
