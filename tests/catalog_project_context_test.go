package tests

import (
	"fmt"
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

		// A constraint may name a field of its own project, never another project's: in a
		// strategy of a flag, in a segment limited to a project, in a segment of every project.
		newFeature(t, s, "default", "home")
		newFeature(t, s, "shop", "abroad")
		on := []any{map[string]any{"contextName": "tenant", "operator": "IN", "values": []string{"b"}}}
		strategy := map[string]any{"name": "default", "constraints": on}
		segment := func(name string, project any) map[string]any {
			return map[string]any{"name": name, "project": project, "constraints": on}
		}
		uses := []struct {
			name, path string
			body       map[string]any
			ok         bool
		}{
			{"strategy in its project", "/api/admin/projects/default/features/home/environments/development/strategies", strategy, true},
			{"strategy in another project", "/api/admin/projects/shop/features/abroad/environments/development/strategies", strategy, false},
			{"segment of its project", "/api/admin/segments", segment("mine", "default"), true},
			{"segment of another project", "/api/admin/segments", segment("theirs", "shop"), false},
			{"segment of every project", "/api/admin/segments", segment("everyone", nil), false},
		}
		made := []string{} // what the accepted uses made, to delete before the field
		for _, u := range uses {
			t.Run(u.name, func(t *testing.T) {
				res := s.admin(http.MethodPost, u.path, u.body)
				if u.ok {
					require.Contains(t, []int{http.StatusOK, http.StatusCreated}, res.Status, "body: %s", res.Body)
					made = append(made, fmt.Sprintf("%s/%v", u.path, res.JSON(t)["id"]))
					return
				}
				requireError(t, res, http.StatusBadRequest, "ValidationError", "constraints[0].contextName")
			})
		}
		res = s.admin(http.MethodPost, "/api/admin/constraints/validate", on[0])
		require.Equal(t, http.StatusNoContent, res.Status, "a constraint checked on its own, of no project, may name any field: %s", res.Body)

		for _, path := range made {
			s.mustOK(t, http.MethodDelete, path, nil)
		}
		s.mustOK(t, http.MethodDelete, pc+"/tenant", nil)
		require.Empty(t, names(pc))
	})
}
