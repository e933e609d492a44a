package app

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"strings"

	"flagstone/graph"
	"flagstone/graph/apperr"
	"flagstone/rest"
	"flagstone/rest/deadline"
	"flagstone/rest/edge"
)

// maxLiveConnections bounds the open WebSocket connections, which leave the request
// concurrency limit and deadline once upgraded.
const maxLiveConnections = graph.MaxStreams

var (
	errCrossOrigin = apperr.New(apperr.KindForbidden,
		"A WebSocket may be opened only by a page of this origin or of one the frontend API's origins list")
	errTooManyConnections = apperr.New(apperr.KindUnavailable, "Too many live connections; try again later")
)

// liveUpgrades guards the WebSocket upgrades of /graphql: the Origin must be this origin
// or one trusted names (BASE_URL, CORS_ORIGINS and the stored origins, as they are now) (a browser sends the session cookie on a cross-site upgrade,
// and the CSRF header cannot protect it), the open connections are bounded, and an
// accepted connection leaves the request concurrency limit and deadline, and is closed when
// live ends (the server shuts down). Other requests pass untouched.
func liveUpgrades(live context.Context, trusted func(context.Context) []string) func(http.Handler) http.Handler {
	slots := make(chan struct{}, maxLiveConnections)
	return func(next http.Handler) http.Handler {
		long := deadline.Lift(endWith(live, next)) // after Lift, which drops the request's own end
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
				next.ServeHTTP(w, r)
				return
			}
			if !originAllowed(r, trusted(r.Context())) {
				rest.WriteError(w, r, errCrossOrigin)
				return
			}
			select {
			case slots <- struct{}{}:
			default:
				rest.WriteError(w, r, errTooManyConnections)
				return
			}
			defer func() { <-slots }()
			edge.LeaveConcurrency(r)
			long.ServeHTTP(w, r)
		})
	}
}

// endWith ends each request's context when live ends.
func endWith(live context.Context, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithCancel(r.Context())
		defer cancel()
		defer context.AfterFunc(live, cancel)()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// originAllowed reports whether a WebSocket upgrade comes from this origin, from an origin
// trusted names (BASE_URL and the frontend API's origins; a "*" admits no WebSocket: a session would be
// usable from any site), or from a client that is not a browser (no Origin). Origins match
// by scheme, host and port, so http://host does not pass for https://host.
func originAllowed(r *http.Request, trusted []string) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	from, ok := originOf(origin)
	if !ok {
		return false
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	if own, ok := originOf(scheme + "://" + r.Host); ok && own == from {
		return true
	}
	for _, t := range trusted {
		if o, ok := originOf(t); ok && o == from {
			return true
		}
	}
	return false
}

// originOf is the serialised origin of a URL, lower-cased with the scheme's default port
// left out, or false when it names no http(s) origin.
func originOf(raw string) (string, bool) {
	u, err := url.Parse(strings.TrimSuffix(raw, "/"))
	if err != nil || u.Host == "" {
		return "", false
	}
	scheme, host, port := strings.ToLower(u.Scheme), strings.ToLower(u.Hostname()), u.Port()
	switch {
	case scheme != "http" && scheme != "https":
		return "", false
	case port == "" || (scheme == "http" && port == "80") || (scheme == "https" && port == "443"):
		return scheme + "://" + host, true
	}
	return scheme + "://" + net.JoinHostPort(host, port), true
}
