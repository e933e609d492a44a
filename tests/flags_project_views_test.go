package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestProjectViews covers the project pages Unleash's UI opens: overview, status, health
// report, insights, dora and flag creators, in the reference's shapes, from what the
// project holds.
func TestProjectViews(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.createUser("maker@example.com", "Editor")
		maker := s.login("maker@example.com", testPassword)
		for _, name := range []string{"views-a", "views-b"} {
			res := s.do(http.MethodPost, "/api/admin/projects/default/features", maker, map[string]any{"name": name})
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		}
		newFeature(t, s, "default", "views-c")
		require.Equal(t, http.StatusAccepted, s.admin(http.MethodPost, "/api/admin/projects/default/stale", map[string]any{"features": []string{"views-c"}, "stale": true}).Status)
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/features/views-a/environments/production/on", nil).Status)

		tests := []struct {
			name  string
			path  string
			check func(t *testing.T, body any)
		}{
			{name: "overview", path: "/api/admin/projects/default/overview", check: func(t *testing.T, body any) {
				o := body.(map[string]any)
				require.Equal(t, "Default", o["name"])
				require.EqualValues(t, 67, o["health"], "one of three features stale")
				require.EqualValues(t, 33, o["technicalDebt"])
				require.Equal(t, []any{map[string]any{"type": "release", "count": float64(3)}}, o["featureTypeCounts"])
				require.Contains(t, o["environments"], map[string]any{"environment": "production"})
				require.Equal(t, map[string]any{"status": "first-flag-created", "feature": "views-a"}, o["onboardingStatus"])
				stats := o["stats"].(map[string]any)
				require.EqualValues(t, 3, stats["createdCurrentWindow"])
				require.EqualValues(t, 0, stats["createdPastWindow"])
				require.Greater(t, stats["projectActivityCurrentWindow"], float64(3))
			}},
			{name: "status", path: "/api/admin/projects/default/status", check: func(t *testing.T, body any) {
				st := body.(map[string]any)
				require.Equal(t, map[string]any{"current": float64(67)}, st["health"])
				require.Equal(t, map[string]any{"total": float64(1)}, st["staleFlags"])
				require.Len(t, st["activityCountByDate"], 1)
				ls := st["lifecycleSummary"].(map[string]any)
				require.EqualValues(t, 2, ls["initial"].(map[string]any)["currentFlags"])
				require.EqualValues(t, 1, ls["live"].(map[string]any)["currentFlags"])
				require.Contains(t, ls["archived"].(map[string]any), "averageDays")
				require.Nil(t, ls["archived"].(map[string]any)["averageDays"], "no data: null")
				require.Contains(t, st["resources"], "apiTokens")
			}},
			{name: "health report lists the features", path: "/api/admin/projects/default/health-report", check: func(t *testing.T, body any) {
				hr := body.(map[string]any)
				require.Len(t, hr["features"], 3)
				require.EqualValues(t, 1, hr["staleCount"])
				require.EqualValues(t, 2, hr["activeCount"])
			}},
			{name: "insights", path: "/api/admin/projects/default/insights", check: func(t *testing.T, body any) {
				in := body.(map[string]any)
				require.EqualValues(t, 67, in["health"].(map[string]any)["rating"])
				require.Len(t, in["leadTime"].(map[string]any)["features"], 1)
			}},
			{name: "dora", path: "/api/admin/projects/default/dora", check: func(t *testing.T, body any) {
				features := body.(map[string]any)["features"].([]any)
				require.Len(t, features, 1)
				require.Equal(t, "views-a", features[0].(map[string]any)["name"])
			}},
			{name: "project flag creators", path: "/api/admin/projects/default/flag-creators", check: func(t *testing.T, body any) {
				require.Len(t, body, 1)
				require.Equal(t, "maker@example.com", body.([]any)[0].(map[string]any)["name"])
			}},
			{name: "flag creators of every project, filtered", path: "/api/admin/flag-creators?q=MAKER&limit=10000", check: func(t *testing.T, body any) {
				require.EqualValues(t, 1, body.(map[string]any)["total"])
				require.Len(t, body.(map[string]any)["flagCreators"], 1)
			}},
			{name: "flag creators of every project, no match", path: "/api/admin/flag-creators?q=nobody", check: func(t *testing.T, body any) {
				require.Equal(t, map[string]any{"total": 0.0, "flagCreators": []any{}}, body)
			}},
			{name: "flag creators past the last page", path: "/api/admin/flag-creators?offset=5", check: func(t *testing.T, body any) {
				require.EqualValues(t, 1, body.(map[string]any)["total"])
				require.Empty(t, body.(map[string]any)["flagCreators"])
			}},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(http.MethodGet, tc.path, nil)
				require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
				tc.check(t, res.JSON2(t))
			})
		}
		for _, path := range []string{"/overview", "/status", "/health-report", "/insights", "/dora", "/flag-creators"} {
			requireError(t, s.admin(http.MethodGet, "/api/admin/projects/nope"+path, nil), 404, "NotFoundError", "nope")
		}
		requireError(t, s.admin(http.MethodGet, "/api/admin/flag-creators?limit=x", nil), 400, "ValidationError", "limit")

		g := s.gql(maker, `{ projectHealth(projectId: "default") { health members onboardingStatus firstFeature }
			projectStatus(projectId: "default") { staleFlags lifecycleSummary { live { currentFlags } } }
			flagCreators(projectId: "default") { name } }`, nil)
		require.Empty(t, g.Errors)
		require.EqualValues(t, map[string]any{"health": float64(67), "members": float64(0), "onboardingStatus": "first-flag-created",
			"firstFeature": "views-a"}, g.Data["projectHealth"])
		require.EqualValues(t, map[string]any{"staleFlags": float64(1), "lifecycleSummary": map[string]any{"live": map[string]any{"currentFlags": float64(1)}}},
			g.Data["projectStatus"])
		require.Equal(t, []any{map[string]any{"name": "maker@example.com"}}, g.Data["flagCreators"])
	})
}
