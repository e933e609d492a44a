package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/graph/domain/insights"
	"flagstone/rest/app"
)

// Size of the instance the insights benchmark reads.
const (
	insightsBenchProjects = 50
	insightsBenchFlags    = 10_000
	insightsBenchUsers    = 1_000
	insightsBenchEvents   = 1_000_000
	insightsBenchWeeks    = 52
)

// BenchmarkInstanceInsights measures GET /api/admin/insights on PostgreSQL with 10,000
// flags in 50 projects, 1,000 users, 1,000,000 events and a year of weekly snapshots, and
// reports the 95th percentile latency (p95-ms) next to the time the scheduled jobs take
// on their first run (first-job-ms) and on a later one (job-ms). Run it with
//
//	TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable \
//	  go test -run '^$' -bench InstanceInsights -benchtime 200x ./tests/
func BenchmarkInstanceInsights(b *testing.B) {
	if pgBase == "" {
		b.Skip("needs PostgreSQL (TEST_DATABASE_URL)")
	}
	ctx := context.Background()
	dsn := pgDSN(b)
	a := startApp(b, dsn, nil)
	now := a.Clock.Now()
	fillInsightsBench(b, ctx, a, dsn, now)

	// The first run marks most flags potentially stale and records an event for each;
	// later runs only refresh the week.
	firstJob, jobTook := benchJobs(b, a), benchJobs(b, a)

	ts := serve(a)
	b.Cleanup(ts.Close)
	var body insightsBody
	require.NoError(b, json.Unmarshal(insightsBenchGet(b, ts.URL+"/api/admin/insights"), &body))
	require.Len(b, body.ProjectFlagTrends, (insightsBenchWeeks+1)*insightsBenchProjects+1) // + the default project
	require.Len(b, body.UserTrends, insightsBenchWeeks+1)
	var took []time.Duration
	b.ResetTimer()
	for b.Loop() {
		t0 := time.Now()
		insightsBenchGet(b, ts.URL+"/api/admin/insights")
		took = append(took, time.Since(t0))
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)*95/100].Microseconds())/1000, "p95-ms")
	// Reported after the loop, which clears user metrics.
	b.ReportMetric(float64(firstJob.Microseconds())/1000, "first-job-ms")
	b.ReportMetric(float64(jobTook.Microseconds())/1000, "job-ms")
}

// benchJobs runs the scheduled jobs once and tells how long they took.
func benchJobs(b *testing.B, a *app.App) time.Duration {
	start := time.Now()
	_, err := a.RunJobs(context.Background())
	require.NoError(b, err)
	return time.Since(start)
}

// insightsBenchGet reads a whole response as a browser would (gzip accepted), without decoding it.
func insightsBenchGet(b *testing.B, u string) []byte {
	req, err := http.NewRequest(http.MethodGet, u, nil)
	require.NoError(b, err)
	req.Header.Set("Authorization", adminToken)
	res, err := http.DefaultClient.Do(req)
	require.NoError(b, err)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	require.NoError(b, err)
	require.Equal(b, http.StatusOK, res.StatusCode, "body: %s", body)
	return body
}

// fillInsightsBench writes the benchmark's instance: projects, users and snapshots through
// ent, flags and events with COPY.
func fillInsightsBench(b *testing.B, ctx context.Context, a *app.App, dsn string, now time.Time) {
	c := a.Store.Client
	projects := make([]string, insightsBenchProjects)
	for i := range projects {
		projects[i] = fmt.Sprintf("p%02d", i)
		require.NoError(b, c.Project.Create().SetID(projects[i]).SetName(projects[i]).Exec(ctx))
	}
	users := make([]*ent.UserCreate, insightsBenchUsers)
	for i := range users {
		users[i] = c.User.Create().SetEmail(fmt.Sprintf("u%d@example.com", i)).
			SetSeenAt(now.Add(-time.Duration(i%120) * 24 * time.Hour))
	}
	require.NoError(b, c.User.CreateBulk(users...).Exec(ctx))
	fillSnapshots(b, ctx, c, projects, now)

	conn, err := pgx.Connect(ctx, dsn)
	require.NoError(b, err)
	defer conn.Close(ctx)
	types := []string{"release", "experiment", "operational", "kill-switch", "permission"}
	n, err := conn.CopyFrom(ctx, pgx.Identifier{"features"},
		[]string{"name", "type", "project_id", "stale", "potentially_stale", "impression_data", "created_at",
			"lifecycle_stage", "lifecycle_entered_at"},
		pgx.CopyFromSlice(insightsBenchFlags, func(i int) ([]any, error) {
			created := now.Add(-time.Duration(i%365) * 24 * time.Hour)
			return []any{fmt.Sprintf("flag-%05d", i), types[i%len(types)], projects[i%insightsBenchProjects],
				i%10 == 0, false, false, created, "initial", created}, nil
		}))
	require.NoError(b, err)
	require.EqualValues(b, insightsBenchFlags, n)
	envs := []string{"development", "production"}
	kinds := []string{"feature-environment-enabled", "feature-environment-disabled", "feature-updated"}
	n, err = conn.CopyFrom(ctx, pgx.Identifier{"events"},
		[]string{"type", "created_by", "created_by_user_id", "environment", "project", "feature_name", "data", "created_at"},
		pgx.CopyFromSlice(insightsBenchEvents, func(i int) ([]any, error) {
			at := now.Add(-time.Duration(insightsBenchEvents-i) * 30 * time.Second) // a year, oldest first
			return []any{kinds[i%len(kinds)], "bench", -42, envs[i%2], projects[i%insightsBenchProjects],
				fmt.Sprintf("flag-%05d", i%insightsBenchFlags), map[string]any{"enabled": i%2 == 0}, at}, nil
		}))
	require.NoError(b, err)
	require.EqualValues(b, insightsBenchEvents, n)
	_, err = conn.Exec(ctx, "ANALYZE")
	require.NoError(b, err)
}

// fillSnapshots writes a year of weekly snapshots before the week of now.
func fillSnapshots(b *testing.B, ctx context.Context, c *ent.Client, projects []string, now time.Time) {
	var rows []*ent.InsightsSnapshotCreate
	for w := insightsBenchWeeks; w >= 1; w-- {
		at := now.Add(-time.Duration(w) * 7 * 24 * time.Hour)
		week, date := insights.WeekKey(at), insights.EndOfDay(at)
		row := func(kind, key string) *ent.InsightsSnapshotCreate {
			r := c.InsightsSnapshot.Create().SetKind(kind).SetWeek(week).SetKey(key).SetDate(date)
			rows = append(rows, r)
			return r
		}
		row("users", "").SetTotal(1000).SetActive(700).SetInactive(300)
		row("flags", "").SetTotal(10000).SetActive(8000).SetStale(1000).SetPotentiallyStale(1000)
		for _, p := range projects {
			row("project", p).SetTotal(200).SetActive(160).SetStale(20).SetPotentiallyStale(20).SetHealth(80).
				SetTimeToProduction(12.5).SetUsers(12)
			row("metrics", p).SetRequests(1e6).SetYes(6e5).SetNo(4e5).SetApps(3).SetFlags(150).SetEnvironments(2)
		}
		for _, t := range []string{"development", "production"} {
			row("environment_type", t).SetUpdates(2000)
		}
	}
	for batch := range slices.Chunk(rows, 1000) {
		require.NoError(b, c.InsightsSnapshot.CreateBulk(batch...).Exec(ctx))
	}
}
