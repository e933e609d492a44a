package tests

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync/atomic"
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
			for start := 0; start < searchBenchFlags; start += 5000 {
				features, tags := make([]any, 5000), make([]any, 5000)
				for i := range features {
					name := fmt.Sprintf("search-bench-%05d", start+i)
					features[i] = map[string]any{"name": name, "type": []string{"release", "experiment", "operational"}[i%3]}
					tags[i] = map[string]any{"featureName": name, "tagType": "simple", "tagValue": fmt.Sprintf("team-%d", i%20)}
				}
				body, err := json.Marshal(map[string]any{"project": "default", "environment": "development", "data": map[string]any{
					"features": features, "featureTags": tags, "tagTypes": []any{map[string]any{"name": "simple"}}}})
				require.NoError(b, err)
				req, _ := http.NewRequest(http.MethodPost, ts.URL+"/api/admin/features-batch/import", bytes.NewReader(body))
				req.Header.Set("Authorization", adminToken)
				req.Header.Set("Content-Type", "application/json")
				res, err := http.DefaultClient.Do(req)
				require.NoError(b, err)
				out, _ := io.ReadAll(res.Body)
				res.Body.Close()
				require.Equal(b, http.StatusOK, res.StatusCode, "%s", out)
			}
			// A user with ten favorites, for favorites first: an API token has none, and its
			// favoritesFirst is the plain order.
			pat := adminPAT(b, ts.URL)
			for i := range 10 {
				req, _ := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/api/admin/projects/default/features/search-bench-%05d/favorites", ts.URL, i*1000+7), nil)
				req.Header.Set("Authorization", pat)
				res, err := http.DefaultClient.Do(req)
				require.NoError(b, err)
				res.Body.Close()
				require.Equal(b, http.StatusOK, res.StatusCode)
			}
			// computed numbers every request of every round: b.Run calls a case's function again
			// for each b.N it tries, and a counter of its own would repeat the URLs of the round
			// before, which the read model then answers (the sub-millisecond p50 of some of these
			// cases).
			var computed atomic.Int64
			for _, c := range []struct{ name, query, cred string }{
				{"first-page", "limit=50", adminToken},
				{"query", "query=bench-012&limit=50", adminToken},
				{"tag", "tag=IS:simple:team-7&limit=50&sortBy=name", adminToken},
				{"type-page-20", "type=IS:experiment&offset=1000&limit=50", adminToken},
				{"favorites-first-by-name", "favoritesFirst=true&sortBy=name&sortOrder=desc&limit=50", adminToken},
				{"favorites-first-user", "favoritesFirst=true&sortBy=name&sortOrder=desc&limit=50", pat},
			} {
				b.Run(c.name, func(b *testing.B) {
					adminLoad(b, func(hc *http.Client) error {
						return benchGet(hc, ts.URL+"/api/admin/search/features?"+c.query, c.cred, nil, http.StatusOK)
					})
				})
				// computed: a parameter the search ignores, new on every request, keeps the
				// read model from answering; a connection per core, so the figure is the latency of
				// building a page rather than of queueing on a shared machine.
				b.Run(c.name+"-computed", func(b *testing.B) {
					benchLoadPar(b, 1, func(hc *http.Client) error {
						url := fmt.Sprintf("%s/api/admin/search/features?%s&computed=%d", ts.URL, c.query, computed.Add(1))
						return benchGet(hc, url, c.cred, nil, http.StatusOK)
					})
				})
			}
		})
	}
}
