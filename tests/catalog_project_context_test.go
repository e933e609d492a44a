package tests

import (
	"net/http"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestProjectContextFields checks the reference's project-scoped context field routes: a
// field created under a project belongs to it, is listed there (with the instance's
// fields on include=root), and is reached only through its own project.
func TestProjectContextFields(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const pc = "/api/admin/projects/default/context"
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "shop", "name": "Shop"})
		res := s.admin(http.MethodPost, pc, map[string]any{"name": "tenant", "legalValues": []map[string]any{{"value": "a"}}})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		require.Equal(t, "default", res.JSON(t)["project"])
		ev := s.newestEvent(t)
		require.Equal(t, "context-field-created", ev["type"])
		require.Equal(t, "default", ev["project"])

		names := func(path string) []string {
			res := s.admin(http.MethodGet, path, nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			var list []map[string]any
			requireJSON(t, res, &list)
			out := []string{}
			for _, c := range list {
				out = append(out, c["name"].(string))
			}
			sort.Strings(out)
			return out
		}
		require.Equal(t, []string{"tenant"}, names(pc))
		require.Empty(t, names("/api/admin/projects/shop/context"))
		require.Contains(t, names(pc+"?include=root"), "userId")
		require.Contains(t, names("/api/admin/context"), "tenant", "the instance's list has every field")

		s.mustOK(t, http.MethodPut, pc+"/tenant", map[string]any{"description": "who pays"})
		require.Equal(t, "who pays", s.mustOK(t, http.MethodGet, pc+"/tenant", nil)["description"])
		s.mustOK(t, http.MethodPost, pc+"/tenant/legal-values", map[string]any{"value": "b"})
		s.mustOK(t, http.MethodDelete, pc+"/tenant/legal-values/a", nil)
		require.Len(t, s.mustOK(t, http.MethodGet, pc+"/tenant", nil)["legalValues"], 1)
		s.mustOK(t, http.MethodGet, pc+"/tenant/strategies", nil)
		s.mustOK(t, http.MethodPost, pc+"/validate", map[string]any{"name": "fresh"})
		requireError(t, s.admin(http.MethodPost, pc+"/validate", map[string]any{"name": "tenant"}), 409, "NameExistsError", "")

		cases := []struct{ name, method, path string }{
			{"other project", http.MethodGet, "/api/admin/projects/shop/context/tenant"},
			{"instance field", http.MethodGet, pc + "/userId"},
			{"update elsewhere", http.MethodPut, "/api/admin/projects/shop/context/tenant"},
			{"delete elsewhere", http.MethodDelete, "/api/admin/projects/shop/context/tenant"},
			{"legal value elsewhere", http.MethodPost, "/api/admin/projects/shop/context/tenant/legal-values"},
			{"unknown project", http.MethodGet, "/api/admin/projects/nowhere/context"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, s.admin(c.method, c.path, map[string]any{"value": "x", "description": "x"}), 404, "NotFoundError", "")
			})
		}
		requireError(t, s.admin(http.MethodPost, "/api/admin/context", map[string]any{"name": "ghost", "project": "nowhere"}), 400, "ValidationError", "project")
		viewer := s.login(s.userEmail("Viewer"), testPassword)
		requireError(t, s.do(http.MethodPost, pc, viewer, map[string]any{"name": "nope"}), 403, "NoAccessError", "")

		g := s.gql(viewer, `{ projectContextFields(projectId: "default") { name project } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, []any{map[string]any{"name": "tenant", "project": "default"}}, g.Data["projectContextFields"])

		s.mustOK(t, http.MethodDelete, pc+"/tenant", nil)
		require.Empty(t, names(pc))
	})
}
