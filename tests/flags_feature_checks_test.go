package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFeatureChecks covers the checks Unleash's UI makes before a change: a free feature
// name, what archiving would break, the parents and parent variants a dependency may
// name, and one environment of a feature.
func TestFeatureChecks(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, n := range []string{"chk-parent", "chk-child", "chk-other", "chk-gone"} {
			newFeature(t, s, "default", n)
		}
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/features/chk-child/dependencies", map[string]any{"feature": "chk-parent"}).Status)
		require.Equal(t, http.StatusOK, s.admin(http.MethodPut, "/api/admin/projects/default/features/chk-parent/environments/development/variants",
			[]map[string]any{{"name": "red", "weight": 500, "weightType": "variable", "stickiness": "default"}, {"name": "blue", "weight": 500, "weightType": "variable", "stickiness": "default"}}).Status)
		require.Equal(t, http.StatusAccepted, s.admin(http.MethodDelete, "/api/admin/projects/default/features/chk-gone", nil).Status)

		t.Run("validate name", func(t *testing.T) {
			tests := []struct {
				name, feature string
				status        int
				errName, msg  string
			}{
				{name: "free", feature: "chk-new", status: 200},
				{name: "taken", feature: "chk-other", status: 409, errName: "NameExistsError", msg: "already exists"},
				{name: "taken by an archived flag", feature: "chk-gone", status: 409, errName: "NameExistsError", msg: "archived"},
				{name: "invalid", feature: "no spaces", status: 400, errName: "ValidationError", msg: "name"},
				{name: "missing", feature: "", status: 400, errName: "ValidationError", msg: "name"},
			}
			for _, tc := range tests {
				t.Run(tc.name, func(t *testing.T) {
					res := s.admin(http.MethodPost, "/api/admin/features/validate", map[string]any{"name": tc.feature})
					if tc.errName == "" {
						require.Equal(t, tc.status, res.Status, "body: %s", res.Body)
						return
					}
					requireError(t, res, tc.status, tc.errName, tc.msg)
				})
			}
		})

		t.Run("archive validate", func(t *testing.T) {
			tests := []struct {
				name     string
				features []string
				want     map[string]any
			}{
				{name: "a parent alone", features: []string{"chk-parent"}, want: map[string]any{"parentsWithChildFeatures": []any{"chk-parent"}, "hasDeletedDependencies": true}},
				{name: "a parent with its child", features: []string{"chk-parent", "chk-child"}, want: map[string]any{"parentsWithChildFeatures": []any{}, "hasDeletedDependencies": true}},
				{name: "no dependencies", features: []string{"chk-other"}, want: map[string]any{"parentsWithChildFeatures": []any{}, "hasDeletedDependencies": false}},
			}
			for _, tc := range tests {
				t.Run(tc.name, func(t *testing.T) {
					res := s.admin(http.MethodPost, "/api/admin/projects/default/archive/validate", map[string]any{"features": tc.features})
					require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
					require.Equal(t, tc.want, res.JSON(t))
				})
			}
		})

		t.Run("parents and parent variants", func(t *testing.T) {
			res := s.admin(http.MethodGet, "/api/admin/projects/default/features/chk-other/parents", nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			require.Equal(t, []any{"chk-parent"}, res.JSON2(t), "not itself, not a child, not archived")
			res = s.admin(http.MethodGet, "/api/admin/projects/default/features/chk-parent/parent-variants", nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			require.Equal(t, []any{"blue", "red"}, res.JSON2(t))
			requireError(t, s.admin(http.MethodGet, "/api/admin/projects/default/features/nope/parents", nil), 404, "NotFoundError", "nope")
			// The reference's UI asks for a placeholder flag ("default") on every project page.
			for _, path := range []string{"/api/admin/projects/default/features/nope/parent-variants",
				"/api/admin/projects/nope/features/chk-parent/parent-variants"} {
				res = s.admin(http.MethodGet, path, nil)
				require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
				require.Equal(t, []any{}, res.JSON2(t), "no such flag in the project offers no variants, and leaks none: %s", path)
			}
		})

		t.Run("one feature environment", func(t *testing.T) {
			res := s.admin(http.MethodGet, "/api/admin/projects/default/features/chk-parent/environments/development", nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			fe := res.JSON(t)
			require.Equal(t, "development", fe["name"])
			require.Equal(t, "chk-parent", fe["featureName"])
			require.Equal(t, false, fe["enabled"])
			require.Len(t, fe["variants"], 2)
			requireError(t, s.admin(http.MethodGet, "/api/admin/projects/default/features/chk-parent/environments/nope", nil), 404, "NotFoundError", "nope")
		})

		t.Run("archive validate needs DELETE_FEATURE", func(t *testing.T) {
			s.createUser("chk-viewer@example.com", "Viewer")
			viewer := s.login("chk-viewer@example.com", testPassword)
			requireError(t, s.do(http.MethodPost, "/api/admin/projects/default/archive/validate", viewer, map[string]any{"features": []string{"chk-other"}}),
				403, "NoAccessError", "DELETE_FEATURE")
			g := s.gql(viewer, `{ parentOptions(projectId: "default", child: "chk-other") parentVariants(projectId: "default", parent: "chk-parent") }`, nil)
			require.Empty(t, g.Errors)
			require.Equal(t, []any{"chk-parent"}, g.Data["parentOptions"])
		})
	})
}
