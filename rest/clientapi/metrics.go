package clientapi

import (
	"context"
	"errors"
	"sync"
	"time"
	"unicode/utf8"

	"flagstone/graph/apperr"
	"flagstone/graph/domain/insights"
)

// Bounds of what one metrics report may carry; beyond them it is refused with 400.
const (
	maxMetricsNameLen  = 255
	maxTogglesPerPost  = 10_000
	maxVariantsPerFlag = 100
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
		return apperr.Validation("bucket.toggles may hold at most %d flags", maxTogglesPerPost)
	}
	for name, t := range r.Toggles {
		if err := checkMetricName("bucket.toggles", name); err != nil {
			return err
		}
		if t.Yes < 0 || t.No < 0 {
			return apperr.Validation("bucket.toggles.%s: yes and no must not be negative", name)
		}
		if len(t.Variants) > maxVariantsPerFlag {
			return apperr.Validation("bucket.toggles.%s.variants may hold at most %d variants", name, maxVariantsPerFlag)
		}
		for v, n := range t.Variants {
			if err := checkMetricName("variant name", v); err != nil {
				return err
			}
			if n < 0 {
				return apperr.Validation("bucket.toggles.%s.variants.%s must not be negative", name, v)
			}
		}
	}
	return nil
}

func checkMetricName(property, s string) error {
	switch {
	case s == "":
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

// Add counts a checked report into its hourly buckets. It only touches memory.
func (a *Aggregator) Add(r Report) {
	hour := r.Start.UTC().Truncate(time.Hour)
	a.mu.Lock()
	defer a.mu.Unlock()
	if r.Instance != nil {
		a.seen[*r.Instance] = true
	}
	for name, t := range r.Toggles {
		if t.Yes == 0 && t.No == 0 && len(t.Variants) == 0 {
			continue
		}
		k := insights.MetricsKey{Feature: name, App: r.App, Environment: r.Environment, Hour: hour}
		c := a.pending[k]
		if c == nil {
			c = &insights.MetricsCounts{}
			a.pending[k] = c
		}
		c.Add(insights.MetricsCounts{Yes: t.Yes, No: t.No, Variants: t.Variants})
	}
}

// take hands over what is pending and starts a new buffer.
func (a *Aggregator) take() (map[insights.MetricsKey]*insights.MetricsCounts, []insights.ClientSeen) {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := a.pending
	a.pending = map[insights.MetricsKey]*insights.MetricsCounts{}
	seen := make([]insights.ClientSeen, 0, len(a.seen))
	for c := range a.seen {
		seen = append(seen, c)
	}
	clear(a.seen)
	return out, seen
}

// Record accepts a report into memory; the next flush writes it.
func (e *Engine) Record(r Report) {
	var n uint64
	for _, t := range r.Toggles {
		n += uint64(t.Yes) + uint64(t.No)
	}
	e.reports.Add(1)
	e.evaluations.Add(n)
	e.metrics.Add(r)
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
	batch, seen := e.metrics.take()
	return errors.Join(e.insights.SaveClientMetrics(ctx, batch), e.insights.TouchClients(ctx, seen))
}

// Register records an application instance that reported in (POST /api/client/register).
func (e *Engine) Register(ctx context.Context, in insights.ClientRegistration) error {
	return e.insights.RegisterClient(ctx, in)
}
