package tests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPersonalDashboard: the caller's projects (a role directly or through a group), the
// flags it created or favours, the admins and owners; one project's owners, the caller's
// roles there, its latest events and flag counts.
func TestPersonalDashboard(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		tag := randomHex(3)
		email := fmt.Sprintf("dash-%s@example.com", tag)
		id := s.createUser(email, "Editor")
		session := s.login(email, testPassword)
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "mobile", "name": "Mobile"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "web", "name": "Web"})
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/mobile/role/4/access", map[string]any{"users": []any{map[string]any{"id": id}}}).Status)
		g := s.gql(adminToken, `mutation($u: Int!) { createGroup(input: {name: "Web team", users: [{user: {id: $u}}]}) { id } }`, map[string]any{"u": id})
		require.Empty(t, g.Errors)
		group := g.Data["createGroup"].(map[string]any)["id"]
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/web/role/5/access", map[string]any{"groups": []any{map[string]any{"id": group}}}).Status)
		require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/api/admin/projects/mobile/features", session, map[string]any{"name": "mine-" + tag}).Status)
		s.mustOK(t, http.MethodPost, "/api/admin/projects/web/features", map[string]any{"name": "theirs-" + tag})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/web/features", map[string]any{"name": "faved-" + tag})
		require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/api/admin/projects/web/features/faved-"+tag+"/favorites", session, nil).Status)

		res := s.do(http.MethodGet, "/api/admin/personal-dashboard", session, nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		body := res.JSON(t)
		var projects, flags []string
		for _, p := range body["projects"].([]any) {
			projects = append(projects, p.(map[string]any)["id"].(string))
		}
		require.Equal(t, []string{"mobile", "web"}, projects)
		mobile := body["projects"].([]any)[0].(map[string]any)
		require.EqualValues(t, 1, mobile["featureCount"])
		require.EqualValues(t, 1, mobile["memberCount"])
		require.EqualValues(t, 100, mobile["health"])
		for _, f := range body["flags"].([]any) {
			flags = append(flags, f.(map[string]any)["name"].(string))
		}
		require.ElementsMatch(t, []string{"mine-" + tag, "faved-" + tag}, flags)
		require.NotEmpty(t, body["admins"])
		require.Equal(t, email, body["projectOwners"].([]any)[0].(map[string]any)["email"])

		res = s.do(http.MethodGet, "/api/admin/personal-dashboard/mobile", session, nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		body = res.JSON(t)
		require.Equal(t, "user", body["owners"].([]any)[0].(map[string]any)["ownerType"])
		require.Equal(t, "Owner", body["roles"].([]any)[0].(map[string]any)["name"])
		require.NotEmpty(t, body["latestEvents"])
		require.Equal(t, "onboarded", body["onboardingStatus"].(map[string]any)["status"])
		require.EqualValues(t, 1, body["insights"].(map[string]any)["totalFlags"])

		res = s.do(http.MethodGet, "/api/admin/personal-dashboard/default", session, nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, []any{map[string]any{"ownerType": "system"}}, res.JSON(t)["owners"])
		require.Equal(t, []any{}, res.JSON(t)["roles"])

		requireError(t, s.do(http.MethodGet, "/api/admin/personal-dashboard/nope", session, nil), 404, "NotFoundError", "nope")
		requireError(t, s.do(http.MethodGet, "/api/admin/personal-dashboard", "", nil), 401, "AuthenticationRequired", "")
		requireError(t, s.admin(http.MethodGet, "/api/admin/personal-dashboard", nil), 400, "ValidationError", "")

		g = s.gql(session, `{ personalDashboard { projects { project { id } memberCount insights { health } } flags { name } admins { id } projectOwners { id } }
			personalDashboardProject(projectId: "web") { owners { id } roles { name } latestEvents { id } insights { totalFlags } } }`, nil)
		require.Empty(t, g.Errors)
		require.EqualValues(t, 2, g.Data["personalDashboardProject"].(map[string]any)["insights"].(map[string]any)["totalFlags"])
	})
}
