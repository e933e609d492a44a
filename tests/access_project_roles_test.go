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

// TestTokensByIDFromTheLists checks what the dashboard does from its lists, which show no
// secrets: revoke an API token and disable an invite link by id, each recording its event.
func TestTokensByIDFromTheLists(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		created := s.gql(adminToken, `mutation { createApiToken(input: {tokenName: "by-id", type: "client"}) { token { id } secret } }`, nil)
		require.Empty(t, created.Errors)
		tok := created.Data["createApiToken"].(map[string]any)
		secret := tok["secret"].(string)
		require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/client/features", secret, nil).Status)
		revoked := s.gql(adminToken, `mutation($id: Int!) { revokeApiToken(id: $id) }`, map[string]any{"id": tok["token"].(map[string]any)["id"]})
		require.Empty(t, revoked.Errors)
		s.refresh(t)
		require.Equal(t, http.StatusUnauthorized, s.do(http.MethodGet, "/api/client/features", secret, nil).Status)
		require.Equal(t, "NotFoundError", s.gql(adminToken, `mutation { revokeApiToken(id: 4242) }`, nil).errorCode())

		invite := s.gql(adminToken, `mutation { createSignupToken(input: {name: "by-id", expiresAt: "2099-01-01T00:00:00Z"}) { id url } }`, nil)
		require.Empty(t, invite.Errors)
		link := invite.Data["createSignupToken"].(map[string]any)
		require.Regexp(t, `^http://localhost:4242/invite/[0-9a-f]{32}$`, link["url"])
		off := s.gql(adminToken, `mutation($id: Int!) { updateSignupTokenById(id: $id, input: {enabled: false}) { enabled url } }`, map[string]any{"id": link["id"]})
		require.Empty(t, off.Errors)
		require.Equal(t, map[string]any{"enabled": false, "url": nil}, off.Data["updateSignupTokenById"])
		valid := s.gql("", `query($s: String!) { inviteValid(secret: $s) }`, map[string]any{"s": link["url"].(string)[len("http://localhost:4242/invite/"):]})
		require.Equal(t, false, valid.Data["inviteValid"])
		require.Equal(t, "ValidationError", s.gql(adminToken, `mutation { updateSignupTokenById(id: 1, input: {}) { id } }`, nil).errorCode())

		for _, typ := range []string{"api-token-deleted", "public-signup-token-updated"} {
			ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": typ}).JSON(t)
			require.EqualValues(t, 1, ev["totalEvents"], typ)
		}
	})
}
