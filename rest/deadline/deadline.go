// Package deadline bounds how long a request may run. Every request gets a deadline when it
// arrives; a route that legitimately runs longer (imports, exports) extends it, which also
// moves the connection's read and write deadlines past the server's shorter defaults.
package deadline

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/go-chi/chi/v5"
)

// ErrExceeded is the cause of a request context that ran out of time; it is a
// context.DeadlineExceeded.
var ErrExceeded = fmt.Errorf("the request ran longer than its time limit: %w", context.DeadlineExceeded)

// writeSlack is how long after its deadline a request may still take to write its answer,
// so a request stopped at its deadline can still say why.
const writeSlack = 5 * time.Second

// connKey holds the request's context as the server made it: it ends only when the
// client leaves.
type connKey struct{}

// ownKey holds the request's *own: set when a route replaced the Middleware's deadline.
type ownKey struct{}

// own tells the Middleware that a route (Extend, Lift) runs on a deadline of its own.
type own struct{ replaced atomic.Bool }

// Middleware gives every request d to run: then its context ends with ErrExceeded. A
// request that ran out of its time is logged at WARN once answered: the request itself
// is answered 503 without an error logged (the service did not fail), but a store that
// hangs, or a pool with no connection free, shows in the log only as such requests.
func Middleware(d time.Duration) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			o := &own{}
			ctx := context.WithValue(context.WithValue(r.Context(), connKey{}, r.Context()), ownKey{}, o)
			ctx, cancel := Within(ctx, d)
			defer cancel()
			next.ServeHTTP(w, r.WithContext(ctx))
			if !o.replaced.Load() {
				warnExceeded(ctx, r, d)
			}
		})
	}
}

// Within returns ctx ending with ErrExceeded after d: the time limit of a request, for
// work that is no HTTP request of its own (an operation over a WebSocket).
func Within(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	return context.WithDeadlineCause(ctx, time.Now().Add(d), ErrExceeded)
}

// replace tells the Middleware around r, if any, that its deadline no longer applies.
func replace(r *http.Request) {
	if o, ok := r.Context().Value(ownKey{}).(*own); ok {
		o.replaced.Store(true)
	}
}

// warnExceeded logs r when ctx, its context with limit d, ran out of its time.
func warnExceeded(ctx context.Context, r *http.Request, d time.Duration) {
	if !errors.Is(context.Cause(ctx), ErrExceeded) {
		return
	}
	route := ""
	if rc := chi.RouteContext(r.Context()); rc != nil {
		route = rc.RoutePattern() // never the raw path, which may hold a secret
	}
	slog.WarnContext(ctx, "request ran out of its time limit", "method", r.Method, "route", route, "limit", d)
}

// Extend gives the routes it wraps d to run from now, in place of the deadline Middleware
// set, and lets their connection read the request and write the answer for as long. The
// request still ends when the client leaves.
func Extend(d time.Duration) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			conn, ok := r.Context().Value(connKey{}).(context.Context)
			if !ok {
				conn = r.Context()
			}
			replace(r)
			ctx, cancel := context.WithDeadlineCause(context.WithoutCancel(r.Context()), time.Now().Add(d), ErrExceeded)
			defer cancel()
			defer context.AfterFunc(conn, cancel)()
			rc := http.NewResponseController(w)
			now := time.Now()
			if err := errors.Join(rc.SetReadDeadline(now.Add(d)), rc.SetWriteDeadline(now.Add(d+writeSlack))); err != nil {
				slog.WarnContext(r.Context(), "extend connection deadlines", "err", err)
			}
			next.ServeHTTP(w, r.WithContext(ctx))
			warnExceeded(ctx, r, d)
		})
	}
}

// WriteTimeout is the server's write timeout for requests whose deadline is d: long
// enough to answer a request stopped at its deadline.
func WriteTimeout(d time.Duration) time.Duration { return d + writeSlack }

// Lift takes the deadline off the request it wraps and off its connection: a long-lived
// connection (a WebSocket) runs until the client leaves or the server shuts down. Only
// routes that bound such connections themselves may use it.
func Lift(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		conn, ok := r.Context().Value(connKey{}).(context.Context)
		if !ok {
			conn = r.Context()
		}
		replace(r)
		rc := http.NewResponseController(w)
		if err := errors.Join(rc.SetReadDeadline(time.Time{}), rc.SetWriteDeadline(time.Time{})); err != nil {
			slog.WarnContext(r.Context(), "lift connection deadlines", "err", err)
		}
		ctx, cancel := context.WithCancel(context.WithoutCancel(r.Context()))
		defer cancel()
		defer context.AfterFunc(conn, cancel)()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
