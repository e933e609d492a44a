package app

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"

	"github.com/99designs/gqlgen/graphql/playground"
)

// playgroundCDN is where gqlgen's GraphiQL page loads its scripts and styles from (pinned
// by subresource integrity in the page).
const playgroundCDN = "https://cdn.jsdelivr.net"

// inlineScript finds the scripts written into a page, as opposed to loaded by src.
var inlineScript = regexp.MustCompile(`(?s)<script>(.*?)</script>`)

// playgroundPage serves the GraphiQL page for endpoint with a Content-Security-Policy that
// admits its CDN and, by hash, its own inline script and nothing else; it may not be
// framed. The page is the same on every request, so it is rendered and hashed once.
func playgroundPage(endpoint string) http.Handler {
	page := playground.Handler("Flagstone GraphQL", endpoint)
	rec := httptest.NewRecorder()
	page.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, endpoint, nil))
	var hashes []string
	for _, m := range inlineScript.FindAllStringSubmatch(rec.Body.String(), -1) {
		sum := sha256.Sum256([]byte(m[1]))
		hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	}
	policy := fmt.Sprintf("default-src 'none'; script-src %s %s; style-src %s 'unsafe-inline'; font-src %s data:; "+
		"img-src 'self' data: %s; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
		playgroundCDN, strings.Join(hashes, " "), playgroundCDN, playgroundCDN, playgroundCDN)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", policy)
		page.ServeHTTP(w, r)
	})
}
