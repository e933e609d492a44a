package edge

import (
	"net/http"

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
			defer func() { <-slots }()
			next.ServeHTTP(w, r)
		})
	}
}

var errOverloaded = apperr.New(apperr.KindUnavailable, "The server is busy; try again in a moment")
