package tests

import (
	"context"
	"fmt"
	"net/http"
	"sort"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent/event"
	"flagstone/ent/feature"
	"flagstone/graph/config"
	"flagstone/rest/app"
)

// insightsBody is the Instance insights of contract 2.9 as a client decodes it.
type insightsBody struct {
	Users                 struct{ Total, Active, Inactive int } `json:"users"`
	Flags                 struct{ Total int }                   `json:"flags"`
	UserTrends            []userTrend                           `json:"userTrends"`
	FlagTrends            []flagTrend                           `json:"flagTrends"`
	ProjectFlagTrends     []projectTrend                        `json:"projectFlagTrends"`
	MetricsSummaryTrends  []metricsTrend                        `json:"metricsSummaryTrends"`
	EnvironmentTypeTrends []envTypeTrend                        `json:"environmentTypeTrends"`
}

type userTrend struct {
	Date                    string
	Total, Active, Inactive int
}

type flagTrend struct {
	Date                                   string
	Total, Active, Stale, PotentiallyStale int
}

type projectTrend struct {
	Week, Project, Date                    string
	Health                                 int
	TimeToProduction                       *float64
	Total, Active, Stale, PotentiallyStale int
	Users                                  int
}

type metricsTrend struct {
	Week, Date, Project                                                        string
	TotalRequests, TotalYes, TotalNo, TotalApps, TotalFlags, TotalEnvironments int
}

type envTypeTrend struct {
	Date, Week, EnvironmentType string
	TotalUpdates                int
}

// insightsClock drives one instance through time for the insights scenario.
type insightsClock struct {
	t *testing.T
	s *server
}

// at moves the instance's clock to when.
func (c insightsClock) at(when time.Time) { c.s.App.Clock.Advance(when.Sub(c.s.App.Clock.Now())) }

func (c insightsClock) ok(method, path string, body any) {
	c.t.Helper()
	res := c.s.admin(method, "/api/admin"+path, body)
	require.Less(c.t, res.Status, 300, "%s %s: %s", method, path, res.Body)
}

func (c insightsClock) flag(project, name, typ string) {
	c.t.Helper()
	c.ok(http.MethodPost, "/projects/"+project+"/features", map[string]any{"name": name, "type": typ})
}

func (c insightsClock) toggle(project, name, env, onOff string) {
	c.t.Helper()
	c.ok(http.MethodPost, fmt.Sprintf("/projects/%s/features/%s/environments/%s/%s", project, name, env, onOff), nil)
}

func (c insightsClock) stale(name string, stale bool) {
	c.t.Helper()
	c.ok(http.MethodPost, "/projects/default/stale", map[string]any{"features": []string{name}, "stale": stale})
}

// bucket stores one hour of client metrics, as the client API would.
func (c insightsClock) bucket(flag, app, env string, at time.Time, yes, no int64) {
	c.t.Helper()
	err := c.s.App.Store.Client.ClientMetricsBucket.Create().SetFeatureName(flag).SetAppName(app).
		SetEnvironment(env).SetTimestamp(at).SetYes(yes).SetNo(no).Exec(context.Background())
	require.NoError(c.t, err)
}

func (c insightsClock) seen(userID int, at time.Time) {
	c.t.Helper()
	require.NoError(c.t, c.s.App.Store.Client.User.UpdateOneID(userID).SetSeenAt(at).Exec(context.Background()))
}

func (c insightsClock) runJobs() {
	c.t.Helper()
	_, err := c.s.App.RunJobs(context.Background())
	require.NoError(c.t, err)
}

func (c insightsClock) insights(path string) insightsBody {
	c.t.Helper()
	res := c.s.admin(http.MethodGet, path, nil)
	require.Equal(c.t, http.StatusOK, res.Status, "body: %s", res.Body)
	var out insightsBody
	requireJSON(c.t, res, &out)
	return out
}

// potentiallyStaleEvents counts feature-potentially-stale-on events per flag.
func (c insightsClock) potentiallyStaleEvents() map[string]int {
	c.t.Helper()
	evs, err := c.s.App.Store.Client.Event.Query().Where(event.Type("feature-potentially-stale-on")).All(context.Background())
	require.NoError(c.t, err)
	out := map[string]int{}
	for _, e := range evs {
		out[*e.FeatureName]++
	}
	return out
}

// markedPotentiallyStale lists the flags, not archived, whose potentiallyStale mark is set.
func (c insightsClock) markedPotentiallyStale() []string {
	c.t.Helper()
	names, err := c.s.App.Store.Client.Feature.Query().Where(feature.PotentiallyStale(true), feature.ArchivedAtIsNil()).
		Select(feature.FieldName).Strings(context.Background())
	require.NoError(c.t, err)
	sort.Strings(names)
	return names
}

func ptrFloat(v float64) *float64 { return &v }

// TestInstanceInsightsOverThreeWeeks builds three weeks of history (plus flags created 45
// days before) and checks every number of the insights against values computed by hand.
//
// Lifetimes: release and experiment 40 days, operational 7, kill-switch and permission
// never. The first enablement of a flag in an environment also adds its default strategy,
// so it records two events there (feature-strategy-add, feature-environment-enabled).
func TestInstanceInsightsOverThreeWeeks(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		c := insightsClock{t: t, s: s}
		day := 24 * time.Hour
		// Week 2027-01 opens on Monday 4 January; the old flags are 45 days older.
		monday1 := time.Date(2027, 1, 4, 9, 0, 0, 0, time.UTC)
		prehistory := monday1.Add(-45 * day)

		c.at(prehistory)
		c.ok(http.MethodPost, "/projects", map[string]any{"id": "web", "name": "Web"})
		for _, f := range [][2]string{{"old-release", "release"}, {"old-experiment", "experiment"},
			{"old-kill", "kill-switch"}, {"old-permission", "permission"}, {"old-stale", "release"}} {
			c.flag("default", f[0], f[1])
		}
		c.flag("web", "web-old-release", "release")
		u59 := s.createUser("seen59@example.com", "Viewer")
		u61 := s.createUser("seen61@example.com", "Viewer")
		c.ok(http.MethodPost, "/projects/default/role/5/access", map[string]any{"users": []any{map[string]any{"id": u59}}})
		res := s.admin(http.MethodPost, "/api/admin/groups", map[string]any{"name": "web-team", "users": []any{
			map[string]any{"user": map[string]any{"id": u59}}, map[string]any{"user": map[string]any{"id": u61}}}})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		group := int(res.JSON(t)["id"].(float64))
		c.ok(http.MethodPost, "/projects/web/role/5/access", map[string]any{"groups": []any{map[string]any{"id": group}}})
		c.at(prehistory.Add(4 * day))
		c.toggle("web", "web-old-release", "production", "on") // time to production: 4 days
		c.at(prehistory.Add(10 * day))
		c.toggle("default", "old-release", "production", "on") // time to production: 10 days

		// Week 2027-01.
		c.at(monday1)
		c.flag("default", "new-ops", "operational")
		c.flag("default", "new-release", "release")
		c.stale("old-stale", true)
		c.toggle("default", "new-release", "development", "on") // development +2
		c.toggle("default", "old-release", "production", "off") // production +1
		c.bucket("old-release", "web-app", "production", monday1, 10, 5)
		c.bucket("web-old-release", "web-app", "production", monday1.Add(time.Hour), 3, 1)
		c.bucket("new-release", "other-app", "development", monday1, 2, 0)
		c.bucket("old-release", "web-app", "production", monday1.Add(-10*time.Hour), 100, 100) // week 2026-53
		c.at(monday1.Add(2 * day))
		c.seen(u59, c.s.App.Clock.Now().Add(-59*day))
		c.seen(u61, c.s.App.Clock.Now().Add(-61*day))
		c.runJobs()
		require.Equal(t, map[string]int{"old-release": 1, "old-experiment": 1, "web-old-release": 1}, c.potentiallyStaleEvents())
		require.Len(t, c.insights("/api/admin/insights").FlagTrends, 1)

		// Week 2027-02.
		monday2 := monday1.Add(7 * day)
		c.at(monday2.Add(day))
		c.toggle("default", "new-release", "production", "on") // time to production: 8 days; production +2
		c.ok(http.MethodDelete, "/projects/default/features/old-experiment", nil)
		c.bucket("old-release", "web-app", "production", monday2.Add(day), 7, 3)
		c.seen(u61, monday2.Add(2*day))
		c.at(monday2.Add(3 * day))
		c.runJobs()
		require.Equal(t, map[string]int{"old-release": 1, "old-experiment": 1, "web-old-release": 1, "new-ops": 1},
			c.potentiallyStaleEvents())
		require.Len(t, c.insights("/api/admin/insights").FlagTrends, 2, "a new snapshot is read at once")

		// Week 2027-03: three runs; the last one is what the week keeps.
		monday3 := monday2.Add(7 * day)
		c.at(monday3.Add(day))
		c.stale("old-stale", false)
		s.createUser("never-seen@example.com", "Viewer")
		c.bucket("new-release", "other-app", "production", monday3.Add(day), 5, 5)
		c.runJobs()
		require.Equal(t, 0, c.insights("/api/admin/insights").FlagTrends[2].Stale, "the running week is kept current")
		c.at(monday3.Add(2 * day))
		c.stale("old-release", true)
		c.runJobs()
		require.NotContains(t, c.markedPotentiallyStale(), "old-release", "a stale flag is not potentially stale")
		c.at(monday3.Add(2*day + time.Hour))
		c.stale("old-release", false)
		c.toggle("default", "new-release", "production", "off")  // production +1
		c.toggle("default", "new-release", "development", "off") // development +1
		c.bucket("old-release", "web-app", "production", monday3.Add(2*day), 1, 0)
		c.runJobs()
		require.Equal(t, []string{"new-ops", "old-release", "old-stale", "web-old-release"}, c.markedPotentiallyStale())
		require.Equal(t, map[string]int{"old-release": 1, "old-experiment": 1, "web-old-release": 1, "new-ops": 1,
			"old-stale": 1}, c.potentiallyStaleEvents(), "each flag is announced once")

		want := expectedInsights()
		for _, path := range []string{"/api/admin/insights", "/api/admin/dashboard/executive"} {
			got := c.insights(path)
			require.Equal(t, want, got, path)
		}
	})
}

// expectedInsights is what the scenario of TestInstanceInsightsOverThreeWeeks yields.
func expectedInsights() insightsBody {
	var want insightsBody
	// Users: the seeded admin (never seen), seen59, seen61 (seen again in week 2) and, from
	// week 3, never-seen.
	want.Users.Total, want.Users.Active, want.Users.Inactive = 4, 1, 3
	want.Flags.Total = 7 // old-experiment is archived
	d1, d2, d3 := "2027-01-06T23:59:59.999Z", "2027-01-14T23:59:59.999Z", "2027-01-20T23:59:59.999Z"
	// seen59 is active in week 1 only, seen61 from week 2 on.
	want.UserTrends = []userTrend{{d1, 3, 1, 2}, {d2, 3, 1, 2}, {d3, 4, 1, 3}}
	want.FlagTrends = []flagTrend{
		// old-stale stale; old-release, old-experiment, web-old-release 47 days old.
		{d1, 8, 4, 1, 3},
		// old-experiment archived; new-ops now 10 days old (operational: 7).
		{d2, 7, 3, 1, 3},
		// old-stale no longer stale, so potentially stale (61 days).
		{d3, 7, 3, 0, 4},
	}
	want.ProjectFlagTrends = []projectTrend{
		// default: 7 flags, 1 stale, 2 potentially stale: 100 − 300/7 = 57.1.
		{Week: "2027-01", Project: "default", Date: d1, Health: 57, TimeToProduction: ptrFloat(10),
			Total: 7, Active: 4, Stale: 1, PotentiallyStale: 2, Users: 1},
		{Week: "2027-01", Project: "web", Date: d1, Health: 0, TimeToProduction: ptrFloat(4),
			Total: 1, Active: 0, Stale: 0, PotentiallyStale: 1, Users: 2},
		// new-release reached production after 8 days: mean of 10 and 8.
		{Week: "2027-02", Project: "default", Date: d2, Health: 50, TimeToProduction: ptrFloat(9),
			Total: 6, Active: 3, Stale: 1, PotentiallyStale: 2, Users: 1},
		{Week: "2027-02", Project: "web", Date: d2, Health: 0, TimeToProduction: ptrFloat(4),
			Total: 1, Active: 0, Stale: 0, PotentiallyStale: 1, Users: 2},
		{Week: "2027-03", Project: "default", Date: d3, Health: 50, TimeToProduction: ptrFloat(9),
			Total: 6, Active: 3, Stale: 0, PotentiallyStale: 3, Users: 1},
		{Week: "2027-03", Project: "web", Date: d3, Health: 0, TimeToProduction: ptrFloat(4),
			Total: 1, Active: 0, Stale: 0, PotentiallyStale: 1, Users: 2},
	}
	want.MetricsSummaryTrends = []metricsTrend{
		{"2027-01", d1, "default", 17, 12, 5, 2, 2, 2},
		{"2027-01", d1, "web", 4, 3, 1, 1, 1, 1},
		{"2027-02", d2, "default", 10, 7, 3, 1, 1, 1},
		{"2027-03", d3, "default", 11, 6, 5, 2, 2, 1},
	}
	want.EnvironmentTypeTrends = []envTypeTrend{
		{d1, "2027-01", "development", 2},
		{d1, "2027-01", "production", 1},
		{d2, "2027-02", "production", 2},
		{d3, "2027-03", "development", 1},
		{d3, "2027-03", "production", 1},
	}
	return want
}

// TestInstanceInsightsGraphQL reads the same figures through the GraphQL face.
func TestInstanceInsightsGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		c := insightsClock{t: t, s: s}
		c.flag("default", "gql-flag", "release")
		c.runJobs()
		mark := `{ feature(projectId: "default", name: "gql-flag") { potentiallyStale } }`
		require.Equal(t, map[string]any{"potentiallyStale": false}, s.gql(adminToken, mark, nil).Data["feature"])
		res := s.gql(adminToken, `{ instanceInsights { users { total active inactive } flags { total }
			flagTrends { date total active stale potentiallyStale }
			projectFlagTrends { week project health timeToProduction total users }
			userTrends { total } metricsSummaryTrends { totalRequests } environmentTypeTrends { totalUpdates } } }`, nil)
		require.Empty(t, res.Errors)
		in := res.Data["instanceInsights"].(map[string]any)
		require.Equal(t, map[string]any{"total": 1.0, "active": 0.0, "inactive": 1.0}, in["users"])
		require.Equal(t, map[string]any{"total": 1.0}, in["flags"])
		now := s.App.Clock.Now().UTC()
		y, w := now.ISOWeek()
		require.Equal(t, []any{map[string]any{"week": fmt.Sprintf("%04d-%02d", y, w), "project": "default",
			"health": 100.0, "timeToProduction": nil, "total": 1.0, "users": 0.0}}, in["projectFlagTrends"])
		require.Equal(t, []any{}, in["metricsSummaryTrends"], "no client metrics, no rows")
		require.Len(t, in["flagTrends"], 1)
		require.Equal(t, now.Format("2006-01-02")+"T23:59:59.999Z", in["flagTrends"].([]any)[0].(map[string]any)["date"])

		c.at(now.Add(41 * 24 * time.Hour)) // past the release lifetime of 40 days
		c.runJobs()
		require.Equal(t, map[string]any{"potentiallyStale": true}, s.gql(adminToken, mark, nil).Data["feature"])
	})
}

// startApp builds an instance without an HTTP server, with settings beyond the harness's.
func startApp(tb testing.TB, dsn string, env map[string]string) *app.App {
	tb.Helper()
	base := map[string]string{"DATABASE_URL": dsn, "INIT_ADMIN_API_TOKENS": adminToken,
		"INIT_ADMIN_PASSWORD": "Admin-Passw0rd!", "LOG_LEVEL": "error", "JOBS_INTERVAL": "0"}
	for k, v := range env {
		base[k] = v
	}
	cfg, err := config.Load(func(k string) string { return base[k] })
	require.NoError(tb, err)
	a, err := app.New(context.Background(), cfg)
	require.NoError(tb, err)
	tb.Cleanup(func() { a.Close() })
	return a
}
