// Package ratelimit counts attempts per key in fixed windows, in memory. It guards the
// routes that guess at secrets (login, invite links).
package ratelimit

import (
	"sync"
	"time"
)

// Limiter allows at most Max attempts per key in each Window.
type Limiter struct {
	Max    int
	Window time.Duration
	Now    func() time.Time

	mu      sync.Mutex
	windows map[string]window
}

type window struct {
	start time.Time
	count int
}

// New returns a limiter of max attempts per window.
func New(max int, per time.Duration) *Limiter {
	return &Limiter{Max: max, Window: per, Now: time.Now, windows: map[string]window{}}
}

// Allow records an attempt for key and reports whether it is within the limit.
func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.Now()
	w := l.windows[key]
	if now.Sub(w.start) >= l.Window {
		w = window{start: now}
		if len(l.windows) > 100_000 {
			l.sweep(now)
		}
	}
	w.count++
	l.windows[key] = w
	return w.count <= l.Max
}

// Refund takes back one attempt of key recorded by Allow in the current window: the
// attempt turned out not to count (a login that succeeded).
func (l *Limiter) Refund(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	w, ok := l.windows[key]
	if !ok || w.count == 0 || l.Now().Sub(w.start) >= l.Window {
		return
	}
	w.count--
	l.windows[key] = w
}

// Reset forgets key's attempts (after a success).
func (l *Limiter) Reset(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.windows, key)
}

// sweep drops expired windows so memory stays bounded.
func (l *Limiter) sweep(now time.Time) {
	for k, w := range l.windows {
		if now.Sub(w.start) >= l.Window {
			delete(l.windows, k)
		}
	}
}
