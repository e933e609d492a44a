package tests

import (
	"fmt"
	"net/http"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

// searchBenchFlags is how many flags the feature search is measured on.
const searchBenchFlags = 10_000

// BenchmarkFeatureSearch measures GET /api/admin/search/features over HTTP with 10,000
// flags (each with a tag of 20 teams), 16 connections, on each store; the target is a p95
// under 20 ms on PostgreSQL. Run with: go test -run '^$' -bench FeatureSearch -benchtime 3s ./tests/
func BenchmarkFeatureSearch(b *testing.B) {
	for _, st := range stores() {
		b.Run(st.name, func(b *testing.B) {
			a := openApp(b, st.dsn(b))
			ts := serve(a)
			b.Cleanup(func() { ts.Close(); a.Close() })
			s := &server{t: b, URL: ts.URL}
			for start := 0; start < searchBenchFlags; start += 5000 {
				features, tags := make([]any, 5000), make([]any, 5000)
				for i := range features {
					name := fmt.Sprintf("search-bench-%05d", start+i)
					features[i] = map[string]any{"name": name, "type": []string{"release", "experiment", "operational"}[i%3]}
					tags[i] = map[string]any{"featureName": name, "tagType": "simple", "tagValue": fmt.Sprintf("team-%d", i%20)}
				}
				res := s.do(http.MethodPost, "/api/admin/features-batch/import", adminToken, map[string]any{
					"project": "default", "environment": "development", "data": map[string]any{
						"features": features, "featureTags": tags, "tagTypes": []any{map[string]any{"name": "simple"}}}})
				require.Equal(b, http.StatusOK, res.Status, "%s", res.Body)
			}
			// A user with ten favorites, for favorites first: an API token has none, and its
			// favoritesFirst is the plain order.
			pat := adminPAT(b, ts.URL)
			for i := range 10 {
				res := s.do(http.MethodPost, fmt.Sprintf("/api/admin/projects/default/features/search-bench-%05d/favorites", i*1000+7), pat, nil)
				require.Equal(b, http.StatusOK, res.Status, "%s", res.Body)
			}
			for _, c := range []struct{ name, query, cred string }{
				{"first-page", "limit=50", adminToken},
				{"query", "query=bench-012&limit=50", adminToken},
				{"tag", "tag=IS:simple:team-7&limit=50&sortBy=name", adminToken},
				{"type-page-20", "type=IS:experiment&offset=1000&limit=50", adminToken},
				{"favorites-first-by-name", "favoritesFirst=true&sortBy=name&sortOrder=desc&limit=50", adminToken},
				{"favorites-first-user", "favoritesFirst=true&sortBy=name&sortOrder=desc&limit=50", pat},
			} {
				r := loadRequest{method: http.MethodGet, url: ts.URL + "/api/admin/search/features?" + c.query,
					header: map[string]string{"Authorization": c.cred}}
				b.Run(c.name, func(b *testing.B) { requestLoad(b, r) })
				// computed: a parameter the search ignores, new on every request, keeps the
				// read model from answering; a connection per core, so the figure is the latency of
				// building a page rather than of queueing on a shared machine.
				computed := r
				computed.vary, computed.conns = true, runtime.GOMAXPROCS(0)
				b.Run(c.name+"-computed", func(b *testing.B) { requestLoad(b, computed) })
			}
		})
	}
}
