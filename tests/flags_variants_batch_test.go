package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestVariantsBatch covers PUT variants-batch: the same variants in several environments,
// all or none, one event per environment.
func TestVariantsBatch(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const f = "/api/admin/projects/default/features/batchv"
		newFeature(t, s, "default", "batchv")
		red := map[string]any{"name": "red", "weight": 1000, "weightType": "variable", "stickiness": "default"}
		tests := []struct {
			name    string
			body    map[string]any
			status  int
			errName string
			want    int
		}{
			{name: "an unknown environment changes nothing", body: map[string]any{"variants": []any{red}, "environments": []string{"development", "nope"}}, status: 404, errName: "NotFoundError", want: 0},
			{name: "no environment", body: map[string]any{"variants": []any{red}, "environments": []string{}}, status: 400, errName: "ValidationError", want: 0},
			{name: "a bad weight", body: map[string]any{"variants": []any{map[string]any{"name": "x", "weight": 2000, "weightType": "fix"}}, "environments": []string{"development"}}, status: 400, errName: "ValidationError", want: 0},
			{name: "both environments", body: map[string]any{"variants": []any{red}, "environments": []string{"development", "production"}}, status: 200, want: 1},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(http.MethodPut, f+"/variants-batch", tc.body)
				if tc.errName != "" {
					requireError(t, res, tc.status, tc.errName, "")
				} else {
					require.Equal(t, tc.status, res.Status, "body: %s", res.Body)
					require.Len(t, res.JSON(t)["variants"], 1)
				}
				for _, env := range []string{"development", "production"} {
					vs := s.admin(http.MethodGet, f+"/environments/"+env+"/variants", nil).JSON(t)["variants"]
					require.Len(t, vs, tc.want, env)
				}
			})
		}
		require.Equal(t, 2.0, eventCount(t, s, "feature-environment-variants-updated", "batchv"))
		s.createUser("batch-viewer@example.com", "Viewer")
		viewer := s.login("batch-viewer@example.com", testPassword)
		requireError(t, s.do(http.MethodPut, f+"/variants-batch", viewer, map[string]any{"variants": []any{}, "environments": []string{"development"}}),
			403, "NoAccessError", "UPDATE_FEATURE_ENVIRONMENT_VARIANTS")
	})
}

// TestProjectDefaultStrategy covers setting a project environment's default strategy: it
// is checked, recorded, and given to a feature turned on there without a strategy.
func TestProjectDefaultStrategy(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const path = "/api/admin/projects/default/environments/development/default-strategy"
		tests := []struct {
			name    string
			path    string
			body    map[string]any
			status  int
			errName string
		}{
			{name: "an unknown strategy", path: path, body: map[string]any{"name": "nope"}, status: 400, errName: "ValidationError"},
			{name: "an environment not in the project", path: "/api/admin/projects/default/environments/nope/default-strategy", body: map[string]any{"name": "default"}, status: 404, errName: "NotFoundError"},
			{name: "a rollout", path: path, body: map[string]any{"name": "flexibleRollout", "parameters": map[string]any{"rollout": "25", "stickiness": "default", "groupId": ""}}, status: 200},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(http.MethodPost, tc.path, tc.body)
				if tc.errName != "" {
					requireError(t, res, tc.status, tc.errName, "")
					return
				}
				require.Equal(t, tc.status, res.Status, "body: %s", res.Body)
				require.Equal(t, "flexibleRollout", res.JSON(t)["name"])
			})
		}
		requireEvent(t, s.newestEvent(t), wantEvent{typ: "default-strategy-updated", project: "default", env: "development",
			data: map[string]any{"name": "flexibleRollout"}})
		newFeature(t, s, "default", "defstrat")
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/features/defstrat/environments/development/on", nil).Status)
		sts := s.admin(http.MethodGet, "/api/admin/projects/default/features/defstrat/environments/development/strategies", nil).JSON2(t).([]any)
		require.Len(t, sts, 1)
		require.Equal(t, "25", sts[0].(map[string]any)["parameters"].(map[string]any)["rollout"])

		s.createUser("defstrat-viewer@example.com", "Viewer")
		viewer := s.login("defstrat-viewer@example.com", testPassword)
		requireError(t, s.do(http.MethodPost, path, viewer, map[string]any{"name": "default"}), 403, "NoAccessError", "UPDATE_PROJECT")
	})
}
