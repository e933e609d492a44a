// Package reqinfo carries what the handlers inside learn about a request (who made it) out
// to the access log and the metrics, which read it after the request is served.
package reqinfo

import (
	"context"
	"net/http"
	"sync"
)

// requestInfo is what the handlers inside learn about a request and the access log (and
// the metrics) outside read once the request is served.
type requestInfo struct {
	mu     sync.Mutex
	caller string
}

type requestInfoKey struct{}

// With gives r a place for what inner handlers learn (NoteCaller), to be read
// with CallerOf after they return.
func With(r *http.Request) *http.Request {
	return r.WithContext(context.WithValue(r.Context(), requestInfoKey{}, &requestInfo{}))
}

// NoteCaller records the name of the user or token that authenticated the request.
func NoteCaller(ctx context.Context, name string) {
	if info, ok := ctx.Value(requestInfoKey{}).(*requestInfo); ok {
		info.mu.Lock()
		info.caller = name
		info.mu.Unlock()
	}
}

// CallerOf is the name NoteCaller recorded, or "" for an anonymous request.
func CallerOf(ctx context.Context) string {
	if info, ok := ctx.Value(requestInfoKey{}).(*requestInfo); ok {
		info.mu.Lock()
		defer info.mu.Unlock()
		return info.caller
	}
	return ""
}
