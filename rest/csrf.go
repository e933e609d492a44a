package rest

import (
	"errors"
	"flagstone/rest/reply"
	"net/http"

	"flagstone/graph/apperr"
	"flagstone/graph/auth"
)

// CrossOriginGuard returns the middleware that refuses cross-site request forgery by the
// platform's rule, net/http.CrossOriginProtection: an unsafe request (POST, PUT, PATCH,
// DELETE; GraphQL POSTs included) that a browser marks as sent by a page of another origin
// (Sec-Fetch-Site cross-site or same-site; without it, an Origin whose host is not the
// request's Host nor one of trusted) is answered 403 NoAccessError and reaches no handler.
// Same-origin pages and clients that are not browsers (neither header) pass with no extra
// header, so Unleash's own web UI and scripts that keep the session cookie work unchanged.
//
// Only a token in Authorization exempts a request, since a browser never sends one on its
// own. A request with no credentials is checked too: a page of another site that logs the
// browser in to the attacker's account (login CSRF) or signs it up through an invite is
// refused like one that uses the victim's session; so is any change under AUTH_TYPE=none.
//
// trusted are origins (scheme://host[:port]) whose pages count as this service's although
// the Host differs: behind a reverse proxy, BASE_URL's. The guard keeps those that are
// valid and returns the error of those that are not.
func CrossOriginGuard(trusted ...string) (func(http.Handler) http.Handler, error) {
	cop := http.NewCrossOriginProtection()
	var errs []error
	for _, o := range trusted {
		errs = append(errs, cop.AddTrustedOrigin(o))
	}
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reply.Error(w, r, errCrossOrigin)
	}))
	guard := func(next http.Handler) http.Handler {
		checked := cop.Handler(next)
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if byToken(auth.FromContext(r.Context())) {
				next.ServeHTTP(w, r)
				return
			}
			checked.ServeHTTP(w, r)
		})
	}
	return guard, errors.Join(errs...)
}

var errCrossOrigin = apperr.New(apperr.KindForbidden,
	"Cross-site request refused (CSRF protection): a page of another origin may not change anything here; send a token in the Authorization header, or call from this service's own pages")

// byToken reports whether a token in Authorization (an API token or a personal access
// token), not the session cookie or AUTH_TYPE=none, authenticated c.
func byToken(c *auth.Caller) bool {
	return c != nil && !c.Session && c.Kind != auth.KindOpen
}
