package app

import (
	"net/http"
	"net/url"
	"slices"
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
		"A WebSocket may be opened only by a page of this origin or of one CORS_ORIGINS lists")
	errTooManyConnections = apperr.New(apperr.KindUnavailable, "Too many live connections; try again later")
)

// liveUpgrades guards the WebSocket upgrades of /graphql: the Origin must be this origin
// or one CORS_ORIGINS names (a browser sends the session cookie on a cross-site upgrade,
// and the CSRF header cannot protect it), the open connections are bounded, and an
// accepted connection leaves the request concurrency limit and deadline. Other requests
// pass untouched.
func liveUpgrades(corsOrigins []string) func(http.Handler) http.Handler {
	slots := make(chan struct{}, maxLiveConnections)
	return func(next http.Handler) http.Handler {
		long := deadline.Lift(next)
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
				next.ServeHTTP(w, r)
				return
			}
			if !originAllowed(r, corsOrigins) {
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

// originAllowed reports whether a WebSocket upgrade comes from this origin, from an origin
// CORS_ORIGINS names (its "*" admits no WebSocket: a session would be usable from any
// site), or from a client that is not a browser (no Origin).
func originAllowed(r *http.Request, corsOrigins []string) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil {
		return false
	}
	return strings.EqualFold(u.Host, r.Host) || slices.Contains(corsOrigins, strings.TrimSuffix(origin, "/"))
}

// websocketOriginHosts are the hosts of the CORS origins, as the WebSocket library's
// origin check takes them.
func websocketOriginHosts(corsOrigins []string) []string {
	var hosts []string
	for _, o := range corsOrigins {
		if u, err := url.Parse(o); err == nil && u.Host != "" {
			hosts = append(hosts, u.Host)
		}
	}
	return hosts
}
