package rest

import (
	"net/http"
	"strings"

	"flagstone/graph/apperr"
	"flagstone/graph/auth"
)

// CSRFHeader is the header a request authenticated by the session cookie must carry to
// change anything. A page of another origin cannot send a custom header without a CORS
// preflight, and the service answers none, so the header proves the request came from a
// page of this origin (or from a client that is not a browser).
const CSRFHeader = "X-Flagstone-CSRF"

// RequireCSRFHeader refuses with 403 NoAccessError an unsafe request (POST, PUT, PATCH,
// DELETE; GraphQL POSTs included) that the session cookie authenticated and that lacks
// CSRFHeader. Tokens in Authorization are exempt (a browser never sends them on its own),
// and so are the routes that start without a session: login and invite sign-up.
func RequireCSRFHeader(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c := auth.FromContext(r.Context())
		if c != nil && c.Session && !safeMethod(r.Method) && r.Header.Get(CSRFHeader) == "" && !sessionless(r.URL.Path) {
			WriteError(w, r, errNoCSRFHeader)
			return
		}
		next.ServeHTTP(w, r)
	})
}

var errNoCSRFHeader = apperr.New(apperr.KindForbidden,
	"A request authenticated by the session cookie must send the %s header to change anything", CSRFHeader)

func safeMethod(m string) bool {
	return m == http.MethodGet || m == http.MethodHead || m == http.MethodOptions
}

// sessionless reports whether path is a route that starts without a session (see
// PublicRoutes): logging in and signing up through an invite.
func sessionless(path string) bool {
	if path == "/auth/simple/login" {
		return true
	}
	parts := strings.Split(strings.Trim(path, "/"), "/")
	return len(parts) == 3 && parts[0] == "invite" && parts[2] == "signup"
}
