package tests

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// Sizes of issue 30's frontend workload: 3,000 flags, of which frontendBenchEnabled are
// enabled for the benchmark's context (a userId and a sessionId).
const (
	frontendBenchFlags   = 3000
	frontendBenchEnabled = 1600
	frontendBenchImport  = 500
)

// frontendBenchQuery is the context of issue 30's requests.
const frontendBenchQuery = "/api/frontend?userId=user-7&sessionId=session-7"

// BenchmarkFrontendAPI drives GET /api/frontend with issue 30's workload over real HTTP, on
// SQLite and (when TEST_DATABASE_URL is set) PostgreSQL: 3,000 flags, each with a
// constrained flexibleRollout, 1,600 of them enabled in the token's environment (a quarter
// with variants and payloads), for a context with a userId and a sessionId. Cases, each
// reporting req/s, p50, p99 and CPU per request (wrk -t2 -c16 when BENCH_LOADGEN=wrk):
//   - baseline-health: the machine's ceiling through the same stack (no credential, no store);
//   - same-context: the case, one context asked again and again;
//   - new-context: a context never seen before on every request (a property the flags
//     ignore varies), so each answer is evaluated and encoded anew;
//   - not-modified: the same context with the ETag of its answer (304);
//   - handler-same-context, handler-new-context: the same two without a network or a
//     load generator (the server's handler called in the process), with -benchmem's
//     allocations: the server's own cost per answer, the steadiest figure on a busy machine.
//
// With FRONTEND_BENCH_REFERENCE set to the address of a fresh server that speaks Unleash's
// APIs (Unleash itself) and FRONTEND_BENCH_REFERENCE_TOKEN to an admin token of it, the
// case reference seeds it the same way and measures baseline-health, same-context and
// new-context on it first, so that both are measured in one sitting on one machine.
//
// Run with: make bench-frontend.
func BenchmarkFrontendAPI(b *testing.B) {
	if ref := os.Getenv("FRONTEND_BENCH_REFERENCE"); ref != "" {
		b.Run("reference", func(b *testing.B) {
			token := frontendBenchSeed(b, ref, os.Getenv("FRONTEND_BENCH_REFERENCE_TOKEN"))
			auth := map[string]string{"Authorization": token}
			// The reference serves the frontend API from a copy it refreshes now and then.
			require.Eventually(b, func() bool {
				_, n := frontendBenchAnswer(b, ref+frontendBenchQuery, token)
				return n == frontendBenchEnabled
			}, time.Minute, 100*time.Millisecond, "the reference's answer never held %d flags", frontendBenchEnabled)
			b.Run("baseline-health", func(b *testing.B) { requestLoad(b, loadRequest{method: "GET", url: ref + "/health"}) })
			b.Run("same-context", func(b *testing.B) {
				requestLoad(b, loadRequest{method: "GET", url: ref + frontendBenchQuery, header: auth})
			})
			b.Run("new-context", func(b *testing.B) {
				requestLoad(b, loadRequest{method: "GET", url: ref + frontendBenchQuery, header: auth, vary: true})
			})
		})
	}
	for _, st := range stores() {
		b.Run(st.name, func(b *testing.B) {
			url, token, handler := frontendBenchServer(b, st.dsn(b))
			auth := map[string]string{"Authorization": token}
			etag := frontendBenchETag(b, url+frontendBenchQuery, token)
			cases := []struct {
				name string
				r    loadRequest
			}{
				{"baseline-health", loadRequest{method: "GET", url: url + "/health"}},
				{"same-context", loadRequest{method: "GET", url: url + frontendBenchQuery, header: auth}},
				{"new-context", loadRequest{method: "GET", url: url + frontendBenchQuery, header: auth, vary: true}},
				{"not-modified", loadRequest{method: "GET", url: url + frontendBenchQuery, want: http.StatusNotModified,
					header: map[string]string{"Authorization": token, "If-None-Match": etag}}},
			}
			for _, c := range cases {
				b.Run(c.name, func(b *testing.B) { requestLoad(b, c.r) })
			}
			for _, vary := range []bool{false, true} {
				b.Run(map[bool]string{false: "handler-same-context", true: "handler-new-context"}[vary], func(b *testing.B) {
					b.ReportAllocs()
					stop := benchProfile(b)
					defer stop()
					for i := range b.N {
						path := frontendBenchQuery
						if vary {
							path += "&" + varyParam + "=" + strconv.FormatInt(varied.Add(1), 10)
						}
						req := httptest.NewRequest(http.MethodGet, path, nil)
						req.Header.Set("Authorization", token)
						rec := httptest.NewRecorder()
						handler.ServeHTTP(rec, req)
						if rec.Code != http.StatusOK {
							b.Fatalf("request %d: status %d: %s", i, rec.Code, rec.Body)
						}
					}
				})
			}
		})
	}
}

// frontendBenchServer seeds a store on dsn with issue 30's flags (frontendBenchSeed) and
// serves it; it returns the URL and a frontend token for development.
func frontendBenchServer(b *testing.B, dsn string) (url, token string, handler http.Handler) {
	a := openApp(b, dsn)
	ts := serve(a)
	b.Cleanup(func() { ts.Close(); a.Close() })
	return ts.URL, frontendBenchSeed(b, ts.URL, adminToken), ts.Config.Handler
}

// frontendBenchSeed imports issue 30's flags into the server at base through the admin
// API's batch import, with its admin token, and returns a new frontend token for
// development.
func frontendBenchSeed(b *testing.B, base, admin string) (token string) {
	features := make([]any, frontendBenchFlags)
	strategies := make([]any, frontendBenchFlags)
	envs := make([]any, frontendBenchFlags)
	for i := range frontendBenchFlags {
		name := fmt.Sprintf("frontend-bench-%05d", i)
		features[i] = map[string]any{"name": name, "type": "release", "description": "a flag of the frontend benchmark"}
		strategies[i] = map[string]any{"name": "flexibleRollout", "featureName": name, "sortOrder": 0,
			"parameters":  map[string]any{"rollout": "100", "stickiness": "default", "groupId": name},
			"constraints": []any{map[string]any{"contextName": "userId", "operator": "STR_STARTS_WITH", "values": []string{"user-"}}}}
		env := map[string]any{"name": name, "featureName": name, "enabled": i%15 < 8} // 1,600 of 3,000
		if i%4 == 0 {
			env["variants"] = []any{
				map[string]any{"name": "blue", "weight": 500, "weightType": "variable", "stickiness": "default",
					"payload": map[string]any{"type": "json", "value": `{"color":"blue"}`}},
				map[string]any{"name": "green", "weight": 500, "weightType": "variable", "stickiness": "default",
					"payload": map[string]any{"type": "string", "value": "green"}}}
		}
		envs[i] = env
	}
	// In imports of frontendBenchImport flags: the reference takes at most 500 kB of them.
	for i := 0; i < frontendBenchFlags; i += frontendBenchImport {
		j := min(i+frontendBenchImport, frontendBenchFlags)
		benchCall(b, base, "POST", "/api/admin/features-batch/import", admin, map[string]any{"project": "default",
			"environment": "development", "data": map[string]any{"features": features[i:j], "featureStrategies": strategies[i:j],
				"featureEnvironments": envs[i:j], "tagTypes": []any{}}}, http.StatusOK)
	}
	var created struct{ Secret string }
	raw := benchCall(b, base, "POST", "/api/admin/api-tokens", admin,
		map[string]any{"tokenName": "bench", "type": "frontend", "environment": "development"}, http.StatusCreated)
	require.NoError(b, json.Unmarshal(raw, &created))
	return created.Secret
}

// frontendBenchETag checks that the context gets frontendBenchEnabled flags and returns
// the answer's ETag.
func frontendBenchETag(b *testing.B, url, token string) string {
	res := frontendBenchEnabledCheck(b, url, token)
	require.NotEmpty(b, res.Header.Get("ETag"))
	return res.Header.Get("ETag")
}

// frontendBenchEnabledCheck checks that the context gets frontendBenchEnabled flags and
// returns the answer (its body read).
func frontendBenchEnabledCheck(b *testing.B, url, token string) *http.Response {
	res, n := frontendBenchAnswer(b, url, token)
	require.Equal(b, frontendBenchEnabled, n, "flags enabled for the context")
	return res
}

// frontendBenchAnswer asks url with the token and returns the answer (its body read) and
// how many flags it holds.
func frontendBenchAnswer(b *testing.B, url, token string) (*http.Response, int) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	require.NoError(b, err)
	req.Header.Set("Authorization", token)
	res, err := http.DefaultClient.Do(req)
	require.NoError(b, err)
	defer res.Body.Close()
	var doc struct{ Toggles []any }
	require.NoError(b, json.NewDecoder(res.Body).Decode(&doc))
	return res, len(doc.Toggles)
}

// benchCall sends one admin request for a benchmark's setup and fails unless it gets want.
func benchCall(b *testing.B, base, method, path, token string, body any, want int) []byte {
	raw, err := json.Marshal(body)
	require.NoError(b, err)
	req, err := http.NewRequest(method, base+path, bytes.NewReader(raw))
	require.NoError(b, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", token)
	res, err := http.DefaultClient.Do(req)
	require.NoError(b, err)
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	require.NoError(b, err)
	require.Equal(b, want, res.StatusCode, "%s %s: %s", method, path, out)
	return out
}
