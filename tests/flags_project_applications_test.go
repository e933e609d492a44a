package tests

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestProjectApplications covers a project's applications and its outdated SDKs, derived
// (as Unleash does) from the metrics applications reported for the project's features.
func TestProjectApplications(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		newFeature(t, s, "default", "apps-flag")
		token := s.apiToken(t, "client", "development", "default")
		for _, app := range []struct{ name, sdk string }{{"old-app", "unleash-client-node:3.2.0"}, {"new-app", "unleash-client-node:6.0.0"}, {"silent-app", "unleash-client-node:1.0.0"}} {
			res := s.do(http.MethodPost, "/api/client/register", token, map[string]any{"appName": app.name, "instanceId": app.name + "-1",
				"sdkVersion": app.sdk, "strategies": []string{"default"}, "interval": 15000, "started": "2026-11-01T10:00:00Z"})
			require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		}
		hour := s.App.Clock.Now().UTC().Truncate(time.Hour)
		for _, app := range []string{"old-app", "new-app"} {
			bucket := map[string]any{"start": hour, "stop": hour.Add(time.Minute), "toggles": map[string]any{"apps-flag": map[string]any{"yes": 1, "no": 0}}}
			res := s.do(http.MethodPost, "/api/client/metrics", token, map[string]any{"appName": app, "instanceId": app + "-1", "bucket": bucket})
			require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		}
		require.NoError(t, s.App.ClientAPI.FlushMetrics(context.Background()))

		tests := []struct {
			name  string
			query string
			total float64
			names []any
		}{
			{name: "all, by name", query: "", total: 2, names: []any{"new-app", "old-app"}},
			{name: "filtered", query: "?query=OLD", total: 1, names: []any{"old-app"}},
			{name: "desc, one page", query: "?sortOrder=desc&limit=1", total: 2, names: []any{"old-app"}},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(http.MethodGet, "/api/admin/projects/default/applications"+tc.query, nil)
				require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
				body := res.JSON(t)
				require.Equal(t, tc.total, body["total"])
				var names []any
				for _, a := range body["applications"].([]any) {
					names = append(names, a.(map[string]any)["name"])
				}
				require.Equal(t, tc.names, names)
			})
		}
		app := s.admin(http.MethodGet, "/api/admin/projects/default/applications?query=old", nil).JSON(t)["applications"].([]any)[0]
		require.Equal(t, map[string]any{"name": "old-app", "environments": []any{"development"}, "instances": []any{"old-app-1"},
			"sdks": []any{map[string]any{"name": "unleash-client-node", "versions": []any{"3.2.0"}}}}, app)

		res := s.admin(http.MethodGet, "/api/admin/projects/default/sdks/outdated", nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, map[string]any{"sdks": []any{map[string]any{"sdkVersion": "unleash-client-node:3.2.0", "applications": []any{"old-app"}}}}, res.JSON(t),
			"silent-app reported no metrics for the project")
		requireError(t, s.admin(http.MethodGet, "/api/admin/projects/nope/applications", nil), 404, "NotFoundError", "nope")
		requireError(t, s.admin(http.MethodGet, "/api/admin/projects/nope/sdks/outdated", nil), 404, "NotFoundError", "nope")
	})
}
