package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// stagesOf returns the stage names of a feature's lifecycle.
func stagesOf(t *testing.T, s *server, name string) []any {
	t.Helper()
	res := s.admin(http.MethodGet, "/api/admin/projects/default/features/"+name+"/lifecycle", nil)
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	var out []any
	for _, st := range res.JSON2(t).([]any) {
		m := st.(map[string]any)
		require.NotEmpty(t, m["enteredStageAt"])
		out = append(out, m["stage"])
	}
	return out
}

// TestFeatureLifecycleStages covers the lifecycle stages, derived from creation, the first
// enablements in non-production and production environments, completion and archival,
// and their count.
func TestFeatureLifecycleStages(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const f = "/api/admin/projects/default/features/life"
		newFeature(t, s, "default", "life")
		require.Equal(t, []any{"initial"}, stagesOf(t, s, "life"))

		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, f+"/environments/development/on", nil).Status)
		require.Equal(t, []any{"initial", "pre-live"}, stagesOf(t, s, "life"))
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, f+"/environments/production/on", nil).Status)
		require.Equal(t, []any{"initial", "pre-live", "live"}, stagesOf(t, s, "life"))

		tests := []struct {
			name   string
			body   any
			status int
			errMsg string
		}{
			{name: "an unknown status", body: map[string]any{"status": "done"}, status: 400, errMsg: "status"},
			{name: "no status", body: map[string]any{}, status: 400, errMsg: "status"},
			{name: "kept with its variant", body: map[string]any{"status": "kept", "statusValue": "blue"}, status: 200},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(http.MethodPost, f+"/lifecycle/complete", tc.body)
				if tc.errMsg != "" {
					requireError(t, res, tc.status, "ValidationError", tc.errMsg)
					return
				}
				require.Equal(t, tc.status, res.Status, "body: %s", res.Body)
			})
		}
		requireEvent(t, s.newestEvent(t), wantEvent{typ: "feature-completed", project: "default", feature: "life",
			data: map[string]any{"status": "kept", "statusValue": "blue", "kept": true}})
		res := s.admin(http.MethodGet, f+"/lifecycle", nil).JSON2(t).([]any)
		require.Equal(t, map[string]any{"stage": "completed", "status": "kept"}, map[string]any{"stage": res[3].(map[string]any)["stage"], "status": res[3].(map[string]any)["status"]})
		require.Equal(t, map[string]any{"initial": 0.0, "preLive": 0.0, "live": 0.0, "completed": 1.0, "archived": 0.0},
			s.admin(http.MethodGet, "/api/admin/lifecycle/count", nil).JSON2(t))

		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, f+"/lifecycle/uncomplete", nil).Status)
		requireEvent(t, s.newestEvent(t), wantEvent{typ: "feature-uncompleted", project: "default", feature: "life"})
		require.Equal(t, []any{"initial", "pre-live", "live"}, stagesOf(t, s, "life"))

		require.Equal(t, http.StatusAccepted, s.admin(http.MethodDelete, f, nil).Status)
		require.Equal(t, []any{"initial", "pre-live", "live", "archived"}, stagesOf(t, s, "life"), "archived features keep their lifecycle")
		require.Equal(t, 1.0, s.admin(http.MethodGet, "/api/admin/lifecycle/count", nil).JSON(t)["archived"])
		requireError(t, s.admin(http.MethodPost, f+"/lifecycle/complete", map[string]any{"status": "kept"}), 404, "NotFoundError", "life")
		requireError(t, s.admin(http.MethodGet, "/api/admin/projects/default/features/nope/lifecycle", nil), 404, "NotFoundError", "nope")

		// Completing needs UPDATE_FEATURE: a viewer may read the lifecycle but not complete.
		newFeature(t, s, "default", "life-2")
		s.createUser("viewer@example.com", "Viewer")
		viewer := s.login("viewer@example.com", testPassword)
		require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/admin/projects/default/features/life-2/lifecycle", viewer, nil).Status)
		requireError(t, s.do(http.MethodPost, "/api/admin/projects/default/features/life-2/lifecycle/complete", viewer,
			map[string]any{"status": "discarded"}), 403, "NoAccessError", "UPDATE_FEATURE")
		g := s.gql(viewer, `{ featureLifecycle(projectId: "default", name: "life-2") { stage } lifecycleCount { initial archived } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, map[string]any{"initial": 1.0, "archived": 1.0}, g.Data["lifecycleCount"])
	})
}
