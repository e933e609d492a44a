package edge

import (
	"context"
	"flagstone/rest/reply"
	"net/http"
	"sync"

	"flagstone/graph/apperr"
)

// retryAfter is what an overloaded server asks a client to wait, in seconds.
const retryAfter = "1"

// Concurrency lets at most n requests run at once. One more is answered at once with 503
// ServiceUnavailable and Retry-After, rather than queued: under a flood the server keeps
// answering, and the requests it takes still finish in time.
func Concurrency(n int) func(http.Handler) http.Handler { return NewLimiter(n).Middleware }

// Limiter holds the places of the requests that may run at once.
type Limiter struct{ slots chan struct{} }

// NewLimiter returns a Limiter of n places.
func NewLimiter(n int) *Limiter { return &Limiter{slots: make(chan struct{}, n)} }

// Take takes a place for work that is no HTTP request of its own (an operation over a
// WebSocket), or refuses it with ErrOverloaded when none is free; release gives it back.
func (l *Limiter) Take() (release func(), err error) {
	select {
	case l.slots <- struct{}{}:
	default:
		return nil, ErrOverloaded
	}
	var once sync.Once
	return func() { once.Do(func() { <-l.slots }) }, nil
}

// Middleware is Concurrency over l's places.
func (l *Limiter) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		release, err := l.Take()
		if err != nil {
			// Connection: close lets the server answer at once: otherwise net/http first
			// reads (up to 256 KB of) a body the handler left unread, holding the refused
			// connection for as long as the client takes to send it.
			w.Header().Set("Connection", "close")
			w.Header().Set("Retry-After", retryAfter)
			reply.Error(w, r, err)
			return
		}
		defer release()
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), slotKey{}, release)))
	})
}

type slotKey struct{}

// LeaveConcurrency gives back the place the request holds among those Concurrency counts,
// for a long-lived connection (a WebSocket) that its route bounds separately.
func LeaveConcurrency(r *http.Request) {
	if release, ok := r.Context().Value(slotKey{}).(func()); ok {
		release()
	}
}

// ErrOverloaded refuses work when every place is taken.
var ErrOverloaded = apperr.New(apperr.KindUnavailable, "The server is busy; try again in a moment")
