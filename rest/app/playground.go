package app

import "net/http"

// playgroundPolicy is the Content-Security-Policy of the GraphiQL page: its scripts and styles
// come from the embedded bundle (styles and fonts also inline), it talks to this origin only,
// and it may not be framed.
const playgroundPolicy = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"font-src 'self' data:; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; " +
	"frame-ancestors 'none'"

// playgroundPage serves GraphiQL, built into the dashboard's bundle (web/playground.html): it
// needs no network beyond this server, and sends the session cookie along (same origin).
func playgroundPage() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", playgroundPolicy)
		dashboardBundle().serve(w, r, "playground.html", cacheRevalidate)
	})
}
