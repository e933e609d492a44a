package edge

import (
	"context"
	"net/http"
	"sync"

	"flagstone/graph/apperr"
	"flagstone/rest"
)

// retryAfter is what an overloaded server asks a client to wait, in seconds.
const retryAfter = "1"

// Concurrency lets at most n requests run at once. One more is answered at once with 503
// ServiceUnavailable and Retry-After, rather than queued: under a flood the server keeps
// answering, and the requests it takes still finish in time.
func Concurrency(n int) func(http.Handler) http.Handler {
	slots := make(chan struct{}, n)
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			select {
			case slots <- struct{}{}:
			default:
				// Connection: close lets the server answer at once: otherwise net/http first
				// reads (up to 256 KB of) a body the handler left unread, holding the refused
				// connection for as long as the client takes to send it.
				w.Header().Set("Connection", "close")
				w.Header().Set("Retry-After", retryAfter)
				rest.WriteError(w, r, errOverloaded)
				return
			}
			var once sync.Once
			release := func() { once.Do(func() { <-slots }) }
			defer release()
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), slotKey{}, release)))
		})
	}
}

type slotKey struct{}

// LeaveConcurrency gives back the place the request holds among those Concurrency counts,
// for a long-lived connection (a WebSocket) that its route bounds separately.
func LeaveConcurrency(r *http.Request) {
	if release, ok := r.Context().Value(slotKey{}).(func()); ok {
		release()
	}
}

var errOverloaded = apperr.New(apperr.KindUnavailable, "The server is busy; try again in a moment")
