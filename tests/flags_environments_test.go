package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestEnvironmentRoutes checks the reference's environment routes the UI calls: one
// environment, a project's view of every environment, and their sort order (ADMIN).
func TestEnvironmentRoutes(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/environments", map[string]any{"name": "staging", "type": "test", "sortOrder": 5})
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "shop", "name": "Shop"})

		got := s.mustOK(t, http.MethodGet, "/api/admin/environments/staging", nil)
		require.Equal(t, map[string]any{"name": "staging", "type": "test", "enabled": true, "protected": false, "sortOrder": float64(5)}, got)
		requireError(t, s.admin(http.MethodGet, "/api/admin/environments/nowhere", nil), 404, "NotFoundError", "nowhere")

		visible := func(project string) map[string]any {
			out := map[string]any{}
			for _, e := range s.mustOK(t, http.MethodGet, "/api/admin/environments/project/"+project, nil)["environments"].([]any) {
				m := e.(map[string]any)
				out[m["name"].(string)] = m["visible"]
			}
			return out
		}
		require.Equal(t, true, visible("shop")["staging"])
		require.Equal(t, false, visible("default")["staging"])
		require.Contains(t, visible("default"), "development")
		requireError(t, s.admin(http.MethodGet, "/api/admin/environments/project/nowhere", nil), 404, "NotFoundError", "")

		editor := s.login(s.userEmail("Editor"), testPassword)
		cases := []struct {
			name, cred string
			body       any
			status     int
			errName    string
		}{
			{"editor may not", editor, map[string]any{"staging": 0}, 403, "NoAccessError"},
			{"unknown environment", adminToken, map[string]any{"staging": 0, "nowhere": 1}, 404, "NotFoundError"},
			{"not a number", adminToken, map[string]any{"staging": "first"}, 400, "ValidationError"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, s.do(http.MethodPut, "/api/admin/environments/sort-order", c.cred, c.body), c.status, c.errName, "")
			})
		}
		require.EqualValues(t, 5, s.mustOK(t, http.MethodGet, "/api/admin/environments/staging", nil)["sortOrder"], "all or none")

		res := s.admin(http.MethodPut, "/api/admin/environments/sort-order", map[string]any{"staging": -1, "development": 7})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		list := s.mustOK(t, http.MethodGet, "/api/admin/environments", nil)["environments"].([]any)
		require.Equal(t, "staging", list[0].(map[string]any)["name"])
		require.Len(t, s.eventsOf(t, "environment-updated"), 2)

		g := s.gql(adminToken, `mutation { setEnvironmentSortOrder(sortOrder: [{name: "staging", sortOrder: 3}]) { name sortOrder } }`, nil)
		require.Empty(t, g.Errors)
		g = s.gql(editor, `{ environment(name: "staging") { name sortOrder } }`, nil)
		require.Empty(t, g.Errors)
		require.EqualValues(t, 3, g.Data["environment"].(map[string]any)["sortOrder"])
	})
}
