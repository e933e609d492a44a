package tests

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"flagstone/graph/domain/kernel"
	"flagstone/graph/store/pgtest"
	"flagstone/rest/app"
)

// Sizes of the event-log benchmark; EVENTS_BENCH_SCALE divides them for a quick run.
const (
	benchPGEvents     = 1_000_000
	benchSQLiteEvents = 100_000
	benchFeatures     = 10_000
	benchProjects     = 10
)

// benchTypes are the event types of the seeded log with their relative weights.
var benchTypes = []struct {
	name   string
	weight int
}{
	{"feature-strategy-update", 25}, {"feature-environment-enabled", 14}, {"feature-environment-disabled", 14},
	{"feature-updated", 10}, {"feature-strategy-add", 10}, {"feature-metadata-updated", 8},
	{"feature-variants-updated", 5}, {"feature-tagged", 5}, {"feature-created", 4},
	{"feature-stale-on", 2}, {"feature-archived", 2}, {"feature-strategy-remove", 1},
}

// BenchmarkEvents measures the event log at scale: 1,000,000 events over 10,000 features
// on PostgreSQL (a database of its own, created and dropped here; needs
// TEST_DATABASE_URL) and 100,000 on SQLite. Each case reports p50 and p95 in ms.
// EVENTS_BENCH_KEEP=1 keeps the seeded PostgreSQL database (its name is logged) and
// EVENTS_BENCH_DB=name measures a kept one again without seeding it.
//
//	go test -run '^$' -bench Events -benchtime 300x ./tests/
func BenchmarkEvents(b *testing.B) {
	scale := 1
	if v, err := strconv.Atoi(os.Getenv("EVENTS_BENCH_SCALE")); err == nil && v > 0 {
		scale = v
	}
	b.Run("postgres", func(b *testing.B) {
		if pgBase == "" {
			b.Skip("TEST_DATABASE_URL is not set")
		}
		benchEventCases(b, seedPostgres(b, benchPGEvents/scale))
	})
	b.Run("sqlite", func(b *testing.B) {
		benchEventCases(b, seedSQLite(b, benchSQLiteEvents/scale))
	})
}

// benchEventCases times each read and write the targets name through the real handler.
func benchEventCases(b *testing.B, a *app.App) {
	rng := rand.New(rand.NewPCG(7, 11))
	search := func(body func() string) func() *http.Request {
		return func() *http.Request { return benchRequest(http.MethodPost, "/api/admin/events/search", body()) }
	}
	cases := []struct {
		name string
		req  func() *http.Request
	}{
		{"search-type", search(func() string { return fmt.Sprintf(`{"type":%q}`, benchTypes[rng.IntN(len(benchTypes))].name) })},
		{"search-project", search(func() string { return fmt.Sprintf(`{"project":%q}`, benchProject(rng.IntN(benchProjects))) })},
		{"search-feature", search(func() string { return fmt.Sprintf(`{"feature":%q}`, benchFeature(rng.IntN(benchFeatures))) })},
		{"search-type-project", search(func() string {
			return fmt.Sprintf(`{"type":"feature-updated","project":%q}`, benchProject(rng.IntN(benchProjects)))
		})},
		{"search-query-feature", search(func() string {
			return fmt.Sprintf(`{"query":%q}`, strings.ToUpper(benchFeature(rng.IntN(benchFeatures))))
		})},
		{"search-query-customer", search(func() string { return fmt.Sprintf(`{"query":"Customer-%d\""}`, rng.IntN(5000)) })},
		{"search-query-user", search(func() string { return fmt.Sprintf(`{"query":"%s@"}`, benchUser(rng.IntN(50))) })},
		{"feature-events", func() *http.Request {
			return benchRequest(http.MethodGet, "/api/admin/events/"+benchFeature(rng.IntN(benchFeatures)), "")
		}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) { benchLatency(b, a, c.req) })
	}
	b.Run("write-feature", func(b *testing.B) {
		const n = 20
		run := randomHex(4) // a kept database may already hold the names of an earlier run
		for i := range n {
			benchServe(b, a, benchRequest(http.MethodPost, "/api/admin/projects/default/features",
				fmt.Sprintf(`{"name":"bench-write-%s-%d"}`, run, i)))
		}
		i := 0
		benchLatency(b, a, func() *http.Request {
			i++
			return benchRequest(http.MethodPut, fmt.Sprintf("/api/admin/projects/default/features/bench-write-%s-%d", run, i%n),
				fmt.Sprintf(`{"description":"change %d"}`, i))
		})
	})
}

// benchLatency serves b.N requests one after another and reports their p50 and p95.
func benchLatency(b *testing.B, a *app.App, req func() *http.Request) {
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		r := req()
		t0 := time.Now()
		benchServe(b, a, r)
		lat = append(lat, time.Since(t0))
	}
	b.StopTimer()
	slices.Sort(lat)
	ms := func(q float64) float64 { return float64(lat[int(q*float64(len(lat)-1))]) / float64(time.Millisecond) }
	b.ReportMetric(ms(0.50), "p50-ms")
	b.ReportMetric(ms(0.95), "p95-ms")
}

func benchServe(b *testing.B, a *app.App, r *http.Request) {
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, r)
	if rec.Code >= 300 {
		b.Fatalf("%s %s: %d %s", r.Method, r.URL.Path, rec.Code, rec.Body)
	}
}

func benchRequest(method, path, body string) *http.Request {
	r := httptest.NewRequest(method, path, strings.NewReader(body))
	r.Header.Set("Authorization", adminToken)
	if body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	return r
}

func benchProject(i int) string { return fmt.Sprintf("project-%02d", i) }
func benchFeature(i int) string { return fmt.Sprintf("feature-%05d", i) }
func benchUser(i int) string    { return fmt.Sprintf("user-%02d", i) }

// benchEvent is one seeded event, in the column order of the events table.
type benchEvent struct {
	typ, createdBy, env, project, feature, team string
	userID                                      int64
	data, preData                               map[string]any
	createdAt                                   time.Time
}

// columns are the event's values for the columns benchEventColumns names.
func (e benchEvent) columns(tb testing.TB, id int64) []any {
	js := func(v any) []byte {
		raw, err := json.Marshal(v)
		require.NoError(tb, err)
		if string(raw) == "null" {
			return nil
		}
		return raw
	}
	data, preData := js(e.data), js(e.preData)
	tags := js([]map[string]string{{"type": "simple", "value": e.team}})
	text := kernel.SearchText(e.typ, e.createdBy, data, preData, tags)
	column := func(raw []byte) any { // SQL NULL for nothing, else JSON text
		if raw == nil {
			return nil
		}
		return string(raw)
	}
	return []any{id, e.typ, e.createdBy, e.userID, e.env, e.project, e.feature,
		column(data), column(preData), column(tags), e.createdAt, text}
}

var benchEventColumns = []string{"id", "type", "created_by", "created_by_user_id", "environment", "project",
	"feature_name", "data", "pre_data", "tags", "created_at", "search_text"}

// benchEvents generates n realistic feature events, deterministically.
func benchEvents(n int) func(i int) benchEvent {
	total := 0
	for _, t := range benchTypes {
		total += t.weight
	}
	rng := rand.New(rand.NewPCG(1, 2))
	start := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	return func(i int) benchEvent {
		f := rng.IntN(benchFeatures)
		pick := rng.IntN(total)
		typ := benchTypes[0].name
		for _, t := range benchTypes {
			if pick < t.weight {
				typ = t.name
				break
			}
			pick -= t.weight
		}
		rollout := rng.IntN(101)
		strategy := func(r int) map[string]any {
			return map[string]any{
				"name": "flexibleRollout", "title": "Gradual rollout", "disabled": false, "sortOrder": 0,
				"parameters": map[string]any{"rollout": strconv.Itoa(r), "stickiness": "default", "groupId": benchFeature(f)},
				"constraints": []map[string]any{{"contextName": "userId", "operator": "IN", "values": []string{
					fmt.Sprintf("customer-%d", rng.IntN(5000)), fmt.Sprintf("customer-%d", rng.IntN(5000))}}},
			}
		}
		u := rng.IntN(50)
		return benchEvent{
			typ: typ, createdBy: benchUser(u) + "@example.com", userID: int64(u + 1),
			env: []string{"development", "production"}[rng.IntN(2)], project: benchProject(f % benchProjects),
			feature: benchFeature(f), data: strategy(rollout), preData: strategy(100 - rollout),
			team:      fmt.Sprintf("team-%d", f%20),
			createdAt: start.Add(time.Duration(i) * 30 * time.Second),
		}
	}
}

// seedPostgres makes a fresh database, loads n events into it with COPY (the secondary
// indexes are dropped first, and rebuilt by migrating again), and opens an instance on it.
func seedPostgres(b *testing.B, n int) *app.App {
	ctx := context.Background()
	if kept := os.Getenv("EVENTS_BENCH_DB"); kept != "" {
		a := openApp(b, benchDSN(b, kept))
		b.Cleanup(func() { a.Close() })
		return a
	}
	name := pgtest.Name("flagstone_bench")
	_, err := pgServer.Create(name, "")
	require.NoError(b, err)
	b.Cleanup(func() {
		if os.Getenv("EVENTS_BENCH_KEEP") != "" {
			b.Logf("kept the seeded database %s", name)
		} else {
			_ = pgServer.Drop(name)
		}
	})
	dsn := benchDSN(b, name)

	openApp(b, dsn).Close()
	conn, err := pgx.Connect(ctx, dsn)
	require.NoError(b, err)
	defer conn.Close(ctx)
	rows, err := conn.Query(ctx, `SELECT indexname FROM pg_indexes WHERE tablename = 'events' AND indexname <> 'events_pkey'`)
	require.NoError(b, err)
	indexes, err := pgx.CollectRows(rows, pgx.RowTo[string])
	require.NoError(b, err)
	for _, ix := range indexes {
		_, err = conn.Exec(ctx, "DROP INDEX "+pgx.Identifier{ix}.Sanitize())
		require.NoError(b, err)
	}
	var first int64
	require.NoError(b, conn.QueryRow(ctx, "SELECT COALESCE(MAX(id), 0) + 1 FROM events").Scan(&first))
	gen, i := benchEvents(n), 0
	t0 := time.Now()
	copied, err := conn.CopyFrom(ctx, pgx.Identifier{"events"}, benchEventColumns, pgx.CopyFromFunc(func() ([]any, error) {
		if i == n {
			return nil, nil
		}
		row := gen(i).columns(b, first+int64(i))
		i++
		return row, nil
	}))
	require.NoError(b, err)
	require.EqualValues(b, n, copied)
	_, err = conn.Exec(ctx, "SELECT setval(pg_get_serial_sequence('events', 'id'), (SELECT MAX(id) FROM events))")
	require.NoError(b, err)
	_, err = conn.Exec(ctx, "DELETE FROM event_counts") // the next start counts the log afresh
	require.NoError(b, err)
	b.Logf("copied %d events in %s", n, time.Since(t0).Round(time.Millisecond))

	t0 = time.Now()
	a := openApp(b, dsn)
	b.Cleanup(func() { a.Close() })
	_, err = conn.Exec(ctx, "VACUUM ANALYZE events")
	require.NoError(b, err)
	b.Logf("rebuilt indexes and vacuumed in %s", time.Since(t0).Round(time.Millisecond))
	return a
}

// benchDSN is the address of the benchmark's database called name.
func benchDSN(b *testing.B, name string) string {
	u, err := url.Parse(pgBase)
	require.NoError(b, err)
	u.Path = "/" + name
	q := u.Query()
	q.Set("maintenance_work_mem", "256MB")
	u.RawQuery = q.Encode()
	return u.String()
}

// seedSQLite loads n events into a fresh SQLite file in one transaction and opens an
// instance on it.
func seedSQLite(b *testing.B, n int) *app.App {
	path := filepath.Join(b.TempDir(), "bench.db")
	openApp(b, "sqlite:"+path).Close()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)")
	require.NoError(b, err)
	defer db.Close()
	var first int64
	require.NoError(b, db.QueryRow("SELECT COALESCE(MAX(id), 0) + 1 FROM events").Scan(&first))
	t0 := time.Now()
	tx, err := db.Begin()
	require.NoError(b, err)
	marks := strings.TrimSuffix(strings.Repeat("?,", len(benchEventColumns)), ",")
	stmt, err := tx.Prepare("INSERT INTO events (" + strings.Join(benchEventColumns, ",") + ") VALUES (" + marks + ")")
	require.NoError(b, err)
	gen := benchEvents(n)
	for i := range n {
		_, err := stmt.Exec(gen(i).columns(b, first+int64(i))...)
		require.NoError(b, err)
	}
	require.NoError(b, stmt.Close())
	_, err = tx.Exec("DELETE FROM event_counts") // the next start counts the log afresh
	require.NoError(b, err)
	require.NoError(b, tx.Commit())
	_, err = db.Exec("ANALYZE")
	require.NoError(b, err)
	b.Logf("inserted %d events in %s", n, time.Since(t0).Round(time.Millisecond))
	a := openApp(b, "sqlite:"+path)
	b.Cleanup(func() { a.Close() })
	return a
}
