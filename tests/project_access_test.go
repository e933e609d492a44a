package tests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

const gqlProjectAccess = `query($p: String!) { projectAccess(projectId: $p) {
	roles { name type }
	users { user { email } role { name } }
	groups { group { name } role { name } } } }`

// TestProjectAccessListsWhoHoldsWhichRole checks the dashboard's project access screen's
// query: direct users and groups with their project roles, a deleted user no longer listed,
// and an unknown project a NotFoundError.
func TestProjectAccessListsWhoHoldsWhichRole(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		empty := s.gql(adminToken, gqlProjectAccess, map[string]any{"p": "default"})
		require.Empty(t, empty.Errors)
		pa := empty.Data["projectAccess"].(map[string]any)
		require.Contains(t, pa["roles"], map[string]any{"name": "Member", "type": "project"})
		require.NotContains(t, pa["roles"], map[string]any{"name": "Admin", "type": "root"}, "root roles are not project roles")

		ada := s.createUser("ada@example.com", "Viewer")
		gone := s.createUser("gone@example.com", "Viewer")
		g := s.gql(adminToken, `mutation { createGroup(input: {name: "Ops"}) { id } }`, nil)
		require.Empty(t, g.Errors)
		group := g.Data["createGroup"].(map[string]any)["id"]
		grant := s.gql(adminToken, `mutation($u: [Int!], $g: [Int!]) { assignProjectRole(project: "default", roleId: 5, userIds: $u, groupIds: $g) }`,
			map[string]any{"u": []int{ada, gone}, "g": []any{group}})
		require.Empty(t, grant.Errors)
		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, fmt.Sprintf("/api/admin/user-admin/%d", gone), nil).Status)

		got := s.gql(adminToken, gqlProjectAccess, map[string]any{"p": "default"})
		require.Empty(t, got.Errors)
		pa = got.Data["projectAccess"].(map[string]any)
		require.Equal(t, []any{map[string]any{"user": map[string]any{"email": "ada@example.com"}, "role": map[string]any{"name": "Member"}}}, pa["users"])
		require.Equal(t, []any{map[string]any{"group": map[string]any{"name": "Ops"}, "role": map[string]any{"name": "Member"}}}, pa["groups"])

		require.Equal(t, "NotFoundError", s.gql(adminToken, gqlProjectAccess, map[string]any{"p": "nope"}).errorCode())
	})
}
