package tests

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Sizes of the admin benchmark's data, those of issue 18's table.
const (
	adminBenchFlags  = 3000
	adminBenchUsers  = 300
	adminBenchEvents = 10 // per flag
)

// adminBenchFeature is the flag the single-feature routes read.
const adminBenchFeature = "admin-bench-01500"

// BenchmarkAdminReads drives the admin reads of issue 18's table over real HTTP, on
// SQLite and (when TEST_DATABASE_URL is set) PostgreSQL, with 3,000 flags (each with a
// flexibleRollout strategy and a tag), 300 users and about 10 events per flag. Each case
// reports req/s, p50 and p99 from 16 concurrent connections (BENCH_CONNECTIONS), with wrk
// -t2 -c16 as in the issue when BENCH_LOADGEN=wrk (make bench-admin sets it when wrk is
// installed), else from an in-process Go client. The load generator shares the machine's
// CPUs, so figures from a busy machine are noisy: compare runs made back to back.
func BenchmarkAdminReads(b *testing.B) {
	for _, st := range stores() {
		b.Run(st.name, func(b *testing.B) {
			url, pat := adminBenchServer(b, st.dsn(b))
			names := make([]string, 100)
			for i := range names {
				names[i] = fmt.Sprintf("admin-bench-%05d", i*30)
			}
			export, _ := json.Marshal(map[string]any{"environment": "development", "project": "default", "features": names})
			cases := []struct {
				name, method, path, token string
				body                      []byte
				header                    map[string]string
				vary                      bool
				conns                     int
			}{
				// The machine's ceiling: the cheapest answer the server gives (no credential, no
				// store), through the same HTTP stack and load generator.
				{name: "baseline-health", method: "GET", path: "/health"},
				{name: "user-admin", method: "GET", path: "/api/admin/user-admin", token: adminToken},
				{name: "user-roles-pat", method: "GET", path: "/api/admin/user/roles?projectId=default", token: pat},
				{name: "user-roles-token", method: "GET", path: "/api/admin/user/roles?projectId=default", token: adminToken},
				{name: "feature-events", method: "GET", path: "/api/admin/events/" + adminBenchFeature, token: adminToken},
				{name: "project-features", method: "GET", path: "/api/admin/projects/default/features", token: adminToken},
				{name: "project-features-gzip", method: "GET", path: "/api/admin/projects/default/features", token: adminToken,
					header: map[string]string{"Accept-Encoding": "gzip"}},
				// Built anew for every request (a parameter the route ignores defeats the
				// read model), one request at a time: the time to build the list (issue 18:
				// well under 50 ms at 3,000 flags).
				{name: "project-features-built", method: "GET", path: "/api/admin/projects/default/features", token: adminToken,
					vary: true, conns: 1},
				{name: "project-feature", method: "GET", path: "/api/admin/projects/default/features/" + adminBenchFeature, token: adminToken},
				{name: "export-100", method: "POST", path: "/api/admin/features-batch/export", token: adminToken, body: export},
				{name: "invite-links", method: "GET", path: "/api/admin/invite-link/tokens", token: adminToken},
			}
			for _, c := range cases {
				header := map[string]string{}
				if c.token != "" {
					header["Authorization"] = c.token
				}
				if c.body != nil {
					header["Content-Type"] = "application/json"
				}
				maps.Copy(header, c.header)
				b.Run(c.name, func(b *testing.B) {
					requestLoad(b, loadRequest{method: c.method, url: url + c.path, header: header, body: c.body, vary: c.vary, conns: c.conns})
				})
			}
		})
	}
}

// adminBenchServer seeds a store on dsn through the admin API (a batch import of the
// flags, the users one by one), tops every flag's event history up to adminBenchEvents,
// and serves it; it returns the URL and a personal access token of the admin user.
func adminBenchServer(b *testing.B, dsn string) (url, pat string) {
	a := openApp(b, dsn)
	ts := serve(a)
	call := func(method, path, token string, body any, want int) []byte {
		raw, err := json.Marshal(body)
		require.NoError(b, err)
		req, err := http.NewRequest(method, ts.URL+path, bytes.NewReader(raw))
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
	features := make([]any, adminBenchFlags)
	strategies := make([]any, adminBenchFlags)
	envs := make([]any, adminBenchFlags)
	tags := make([]any, adminBenchFlags)
	for i := range adminBenchFlags {
		name := fmt.Sprintf("admin-bench-%05d", i)
		features[i] = map[string]any{"name": name, "type": "release", "description": "a flag of the admin benchmark"}
		strategies[i] = map[string]any{"name": "flexibleRollout", "featureName": name, "sortOrder": 0,
			"parameters":  map[string]any{"rollout": "50", "stickiness": "default", "groupId": name},
			"constraints": []any{map[string]any{"contextName": "userId", "operator": "IN", "values": []string{"1", "2", "3"}}}}
		envs[i] = map[string]any{"name": name, "featureName": name, "enabled": i%2 == 0}
		tags[i] = map[string]any{"featureName": name, "tagType": "simple", "tagValue": fmt.Sprintf("team-%d", i%20)}
	}
	call("POST", "/api/admin/features-batch/import", adminToken, map[string]any{"project": "default", "environment": "development",
		"data": map[string]any{"features": features, "featureStrategies": strategies, "featureEnvironments": envs,
			"featureTags": tags, "tagTypes": []any{map[string]any{"name": "simple"}}}}, http.StatusOK)
	for i := range adminBenchUsers {
		call("POST", "/api/admin/user-admin", adminToken, map[string]any{"email": fmt.Sprintf("bench-user-%03d@example.com", i),
			"name": fmt.Sprintf("Bench User %d", i), "rootRole": []string{"Viewer", "Editor"}[i%2]}, http.StatusCreated)
	}
	for i := range 5 {
		call("POST", "/api/admin/invite-link/tokens", adminToken, map[string]any{"name": fmt.Sprintf("invite-%d", i),
			"expiresAt": "2099-01-01T00:00:00Z"}, http.StatusCreated)
	}
	pat = adminPAT(b, ts.URL)
	ts.Close()
	a.Close()

	topUpEvents(b, dsn)
	a = openApp(b, dsn) // counts the event log afresh
	ts = serve(a)
	b.Cleanup(func() { ts.Close(); a.Close() })
	return ts.URL, pat
}

// adminPAT logs in as the admin user of the instance at url and returns a new personal
// access token of that user.
func adminPAT(b *testing.B, url string) string {
	s := &server{t: b, URL: url}
	return s.createPAT(s.login("admin", "Admin-Passw0rd!"))
}

// topUpEvents copies every flag's events until each has at least adminBenchEvents, in
// plain SQL (30,000 mutations through the API would take minutes), and drops the event
// counts so that the next start counts the log again.
func topUpEvents(b *testing.B, dsn string) {
	driver, source := "pgx", dsn
	if path, ok := strings.CutPrefix(dsn, "sqlite:"); ok {
		driver, source = "sqlite", "file:"+path+"?_pragma=busy_timeout(5000)"
	}
	db, err := sql.Open(driver, source)
	require.NoError(b, err)
	defer db.Close()
	const cols = "type, created_by, created_by_user_id, environment, project, feature_name, data, pre_data, tags, created_at, search_text"
	for {
		var low int
		require.NoError(b, db.QueryRow(`SELECT COALESCE(MIN(n), 0) FROM (SELECT COUNT(*) AS n FROM events
			WHERE feature_name LIKE 'admin-bench-%' GROUP BY feature_name) c`).Scan(&low))
		if low >= adminBenchEvents {
			break
		}
		require.NotZero(b, low, "the import recorded no event per flag")
		_, err := db.Exec(`INSERT INTO events (` + cols + `) SELECT ` + cols + ` FROM events
			WHERE feature_name LIKE 'admin-bench-%' ORDER BY id`)
		require.NoError(b, err)
	}
	_, err = db.Exec("DELETE FROM event_counts")
	require.NoError(b, err)
}

// benchConnections is how many connections a load benchmark uses: BENCH_CONNECTIONS, or
// 16 as in issue 18's table.
func benchConnections() int {
	if n, err := strconv.Atoi(os.Getenv("BENCH_CONNECTIONS")); err == nil && n > 0 {
		return n
	}
	return 16
}
