package auth

import (
	"context"
	"net/http"
)

// RequestToken returns the API token of a request's Authorization header ("Bearer "
// optional), or "" when there is none.
func RequestToken(r *http.Request) string { return credentials(r.Header.Get("Authorization")) }

// Identify returns the caller of a request without the middleware, for routes (the client
// API) that authenticate their own way and need the full identity only on rare paths.
func (a *Authenticator) Identify(r *http.Request) (*Caller, error) { return a.identify(r) }

// IdentifyAuthorization returns the caller of an Authorization value (a token, "Bearer "
// optional), as the middleware would for that header; nil when it names nobody. WebSocket
// clients that cannot set headers send it in their connection_init payload.
func (a *Authenticator) IdentifyAuthorization(ctx context.Context, authorization string) (*Caller, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, "/", nil)
	if err != nil {
		return nil, err
	}
	r.Header.Set("Authorization", authorization)
	return a.identify(r)
}
