package edge

import "net/http"

// ContentSecurityPolicy is the policy of every answer that sets none of its own, fit for a
// single-page app served from this origin: scripts, workers and connections from this
// origin only (no inline script), styles and images also inline or as data, no plugins,
// and no framing by any page (clickjacking). A page that needs more sets its own policy,
// keeping frame-ancestors 'none'.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; " +
	"object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// Headers sets the security headers of every answer: browsers must not guess content
// types, must not frame the service's pages, and must not send its URLs (which may carry
// an invite secret) to other sites as a Referer.
func Headers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", ContentSecurityPolicy)
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		next.ServeHTTP(w, r)
	})
}
