package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// eventCount counts the events of a type about a feature.
func eventCount(t *testing.T, s *server, typ, feature string) float64 {
	t.Helper()
	ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": typ, "feature": feature}).JSON(t)
	return ev["totalEvents"].(float64)
}

// TestBulkToggleFeatures covers turning several features on or off in one environment:
// all or none, one event per changed feature as the single toggle records.
func TestBulkToggleFeatures(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const bulk = "/api/admin/projects/default/bulk_features/environments/development/"
		for _, n := range []string{"bulk-a", "bulk-b"} {
			newFeature(t, s, "default", n)
		}
		tests := []struct {
			name     string
			action   string
			features []string
			status   int
			errName  string
			want     bool
		}{
			{name: "one unknown feature changes nothing", action: "on", features: []string{"bulk-a", "nope"}, status: 404, errName: "NotFoundError", want: false},
			{name: "none named", action: "on", features: []string{}, status: 400, errName: "ValidationError", want: false},
			{name: "all on", action: "on", features: []string{"bulk-a", "bulk-b", "bulk-a"}, status: 200, want: true},
			{name: "all on again changes nothing", action: "on", features: []string{"bulk-a", "bulk-b"}, status: 200, want: true},
			{name: "all off", action: "off", features: []string{"bulk-a", "bulk-b"}, status: 200, want: false},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(http.MethodPost, bulk+tc.action, map[string]any{"features": tc.features})
				if tc.errName != "" {
					requireError(t, res, tc.status, tc.errName, "")
				} else {
					require.Equal(t, tc.status, res.Status, "body: %s", res.Body)
				}
				require.Equal(t, tc.want, enabledIn(t, s, "bulk-a", "development"))
				require.Equal(t, tc.want, enabledIn(t, s, "bulk-b", "development"))
			})
		}
		for _, n := range []string{"bulk-a", "bulk-b"} {
			require.Equal(t, 1.0, eventCount(t, s, "feature-environment-enabled", n))
			require.Equal(t, 1.0, eventCount(t, s, "feature-environment-disabled", n))
			require.Equal(t, 1.0, eventCount(t, s, "feature-strategy-add", n), "the default strategy, as the single toggle")
		}
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/default/bulk_features/environments/nope/on", map[string]any{"features": []string{"bulk-a"}}), 404, "NotFoundError", "nope")

		s.createUser("bulk-viewer@example.com", "Viewer")
		viewer := s.login("bulk-viewer@example.com", testPassword)
		requireError(t, s.do(http.MethodPost, bulk+"on", viewer, map[string]any{"features": []string{"bulk-a"}}), 403, "NoAccessError", "UPDATE_FEATURE_ENVIRONMENT")
	})
}

// TestCloneFeature covers cloning a feature: its metadata, variants, strategies (groupId
// replaced unless asked not to) and dependencies, with its events; states start off.
func TestCloneFeature(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const src = "/api/admin/projects/default/features/orig"
		res := s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "orig", "type": "experiment", "description": "the original", "impressionData": true})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		newFeature(t, s, "default", "orig-parent")
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, src+"/dependencies", map[string]any{"feature": "orig-parent", "enabled": false}).Status)
		res = s.admin(http.MethodPost, src+"/environments/production/strategies", map[string]any{"name": "flexibleRollout",
			"parameters": map[string]any{"rollout": "50", "stickiness": "default", "groupId": "orig"}})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, src+"/environments/production/on", nil).Status)
		require.Equal(t, http.StatusOK, s.admin(http.MethodPut, src+"/environments/production/variants",
			[]map[string]any{{"name": "red", "weight": 1000, "weightType": "variable", "stickiness": "default"}}).Status)

		tests := []struct {
			name, clone string
			body        map[string]any
			status      int
			errName     string
			groupID     string
		}{
			{name: "a taken name", body: map[string]any{"name": "orig-parent"}, status: 409, errName: "NameExistsError"},
			{name: "an invalid name", body: map[string]any{"name": "no spaces"}, status: 400, errName: "ValidationError"},
			{name: "groupId replaced by default", clone: "copy-1", body: map[string]any{"name": "copy-1"}, status: 200, groupID: "copy-1"},
			{name: "groupId kept on request", clone: "copy-2", body: map[string]any{"name": "copy-2", "replaceGroupId": false}, status: 200, groupID: "orig"},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(http.MethodPost, src+"/clone", tc.body)
				if tc.errName != "" {
					requireError(t, res, tc.status, tc.errName, "")
					return
				}
				require.Equal(t, tc.status, res.Status, "body: %s", res.Body)
				c := res.JSON(t)
				require.Equal(t, tc.clone, c["name"])
				require.Equal(t, "experiment", c["type"])
				require.Equal(t, "the original", c["description"])
				require.Equal(t, true, c["impressionData"])
				require.Equal(t, []any{map[string]any{"feature": "orig-parent", "enabled": false, "variants": []any{}}}, c["dependencies"])
				fe := s.admin(http.MethodGet, "/api/admin/projects/default/features/"+tc.clone+"/environments/production", nil).JSON(t)
				require.Equal(t, false, fe["enabled"], "states start off")
				require.Len(t, fe["variants"], 1)
				strategies := fe["strategies"].([]any)
				require.Len(t, strategies, 1)
				require.Equal(t, tc.groupID, strategies[0].(map[string]any)["parameters"].(map[string]any)["groupId"])
				for _, typ := range []string{"feature-created", "feature-strategy-add", "feature-environment-variants-updated", "feature-dependency-added"} {
					require.Equal(t, 1.0, eventCount(t, s, typ, tc.clone), typ)
				}
			})
		}
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/default/features/nope/clone", map[string]any{"name": "copy-3"}), 404, "NotFoundError", "nope")
		s.createUser("clone-viewer@example.com", "Viewer")
		viewer := s.login("clone-viewer@example.com", testPassword)
		requireError(t, s.do(http.MethodPost, src+"/clone", viewer, map[string]any{"name": "copy-4"}), 403, "NoAccessError", "CREATE_FEATURE")
	})
}
