package app

import (
	"context"
	"flagstone/rest/reply"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"flagstone/graph"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
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
// or one trusted names (CORS_ORIGINS and the stored origins, as they are now),
// and only a page of this origin (or a client that is no browser) may be authenticated by
// the session cookie: a browser sends the cookie on a cross-site upgrade (a GET, which the
// cross-origin guard of changes leaves alone), so a page of a trusted origin authenticates
// with a token in its connection_init payload, which it must hold itself. The open connections are bounded
// in all, and per client address those not yet authenticated (sockets); an accepted
// connection leaves the request concurrency limit and deadline (its operations take them
// one by one, see graph.Sockets), and is closed when live ends (the server shuts down).
// Other requests pass untouched.
func liveUpgrades(live context.Context, sockets *graph.Sockets, baseURL string, trusted func(context.Context) []string) func(http.Handler) http.Handler {
	slots := make(chan struct{}, maxLiveConnections)
	return func(next http.Handler) http.Handler {
		long := deadline.Lift(endWith(live, next)) // after Lift, which drops the request's own end
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
				next.ServeHTTP(w, r)
				return
			}
			own, ok := originAllowed(r, baseURL, trusted(r.Context()))
			if !ok {
				reply.Error(w, r, errCrossOrigin)
				return
			}
			cred := auth.CredentialOf(r)
			if !own {
				cred.Session = ""
			}
			opened, done, err := sockets.Open(r, auth.RemoteHost(r.RemoteAddr), cred)
			if err != nil {
				reply.Error(w, r, err)
				return
			}
			defer done()
			r = opened
			select {
			case slots <- struct{}{}:
			default:
				reply.Error(w, r, errTooManyConnections)
				return
			}
			defer func() { <-slots }()
			edge.LeaveConcurrency(r)
			long.ServeHTTP(w, r)
		})
	}
}

// sockets returns the keeper of the open WebSockets of /graphql, which watches their
// credentials until the app closes: their queries and mutations take places among the
// requests and have a request's time limit, as HTTP requests do.
func (a *App) sockets(authn *auth.Authenticator, requests *edge.Limiter, timeout time.Duration) *graph.Sockets {
	s := graph.NewSockets(graph.SocketOptions{
		Authenticator: authn,
		Admit: func(ctx context.Context) (context.Context, func(), error) {
			release, err := requests.Take()
			if err != nil {
				return ctx, nil, err
			}
			ctx, cancel := deadline.Within(ctx, timeout)
			return ctx, func() { cancel(); release() }, nil
		},
	})
	go s.Watch(a.live)
	return s
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

// originAllowed reports whether a WebSocket upgrade comes from this origin (the request's
// host, or baseURL's behind a proxy) or from a client that is not a browser (no Origin),
// both own, or from an origin trusted names (the frontend API's origins; a "*" admits no
// WebSocket). Origins match by scheme, host and port, so http://host does not pass for
// https://host.
func originAllowed(r *http.Request, baseURL string, trusted []string) (own, ok bool) {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true, true
	}
	from, ok := originOf(origin)
	if !ok {
		return false, false
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	for _, self := range []string{scheme + "://" + r.Host, baseURL} {
		if o, ok := originOf(self); ok && o == from {
			return true, true
		}
	}
	for _, t := range trusted {
		if o, ok := originOf(t); ok && o == from {
			return false, true
		}
	}
	return false, false
}

// originOf is the serialised origin of a URL, lower-cased with the scheme's default port
// left out, or false when it names no http(s) origin.
func originOf(raw string) (string, bool) {
	u, err := url.Parse(strings.TrimSuffix(raw, "/"))
	if err != nil || u.Host == "" {
		return "", false
	}
	scheme, host, port := strings.ToLower(u.Scheme), strings.ToLower(u.Hostname()), u.Port()
	if scheme != "http" && scheme != "https" {
		return "", false
	}
	if port == "" || (scheme == "http" && port == "80") || (scheme == "https" && port == "443") {
		port = ""
	}
	if port == "" && strings.Contains(host, ":") {
		return scheme + "://[" + host + "]", true // an IPv6 address keeps its brackets
	}
	if port == "" {
		return scheme + "://" + host, true
	}
	return scheme + "://" + net.JoinHostPort(host, port), true
}
