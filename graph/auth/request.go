package auth

import "net/http"

// RequestToken returns the API token of a request's Authorization header ("Bearer "
// optional), or "" when there is none.
func RequestToken(r *http.Request) string { return credentials(r.Header.Get("Authorization")) }

// Identify returns the caller of a request without the middleware, for routes (the client
// API) that authenticate their own way and need the full identity only on rare paths.
func (a *Authenticator) Identify(r *http.Request) (*Caller, error) { return a.identify(r) }
