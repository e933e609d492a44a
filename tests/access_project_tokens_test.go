package tests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestProjectAPITokens: a project's owner (or an admin) lists, creates and deletes the
// project's client and frontend tokens, by the rules of every API token; a member or an
// editor of the instance may not.
func TestProjectAPITokens(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "mobile", "name": "Mobile"})
		tag := randomHex(3)
		owner := s.createUser(fmt.Sprintf("owner-%s@example.com", tag), "Viewer")
		member := s.createUser(fmt.Sprintf("member-%s@example.com", tag), "Viewer")
		s.createUser(fmt.Sprintf("editor-%s@example.com", tag), "Editor")
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/mobile/role/4/access", map[string]any{"users": []any{map[string]any{"id": owner}}}).Status)
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/mobile/role/5/access", map[string]any{"users": []any{map[string]any{"id": member}}}).Status)
		ownerS := s.login(fmt.Sprintf("owner-%s@example.com", tag), testPassword)
		memberS := s.login(fmt.Sprintf("member-%s@example.com", tag), testPassword)
		editorS := s.login(fmt.Sprintf("editor-%s@example.com", tag), testPassword)
		const base = "/api/admin/projects/mobile/api-tokens"

		res := s.do(http.MethodPost, base, ownerS, map[string]any{"tokenName": "app", "type": "client", "environment": "production"})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		created := res.JSON(t)
		secret := created["secret"].(string)
		require.Equal(t, []any{"mobile"}, created["projects"])
		require.Regexp(t, `^mobile:production\.`, secret)
		// A token of all projects is not the project's.
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/api-tokens", map[string]any{"tokenName": "all", "type": "client"}).Status)

		for _, c := range []struct {
			name   string
			method string
			cred   string
			body   any
			status int
			error  string
			prop   string
		}{
			{name: "owner lists", method: http.MethodGet, cred: ownerS, status: 200},
			{name: "admin lists", method: http.MethodGet, cred: adminToken, status: 200},
			{name: "member may not list", method: http.MethodGet, cred: memberS, status: 403, error: "NoAccessError", prop: "READ_PROJECT_API_TOKEN"},
			{name: "editor may not create", method: http.MethodPost, cred: editorS, body: map[string]any{"tokenName": "x", "type": "client"}, status: 403, error: "NoAccessError"},
			{name: "no admin tokens", method: http.MethodPost, cred: ownerS, body: map[string]any{"tokenName": "x", "type": "admin"}, status: 400, error: "ValidationError", prop: "type"},
			{name: "bad type", method: http.MethodPost, cred: ownerS, body: map[string]any{"tokenName": "x", "type": "nope"}, status: 400, error: "ValidationError", prop: "type"},
			{name: "no name", method: http.MethodPost, cred: ownerS, body: map[string]any{"type": "client"}, status: 400, error: "ValidationError", prop: "tokenName"},
			{name: "unknown environment", method: http.MethodPost, cred: ownerS, body: map[string]any{"tokenName": "x", "type": "client", "environment": "nope"}, status: 400, error: "ValidationError", prop: "environment"},
		} {
			t.Run(c.name, func(t *testing.T) {
				res := s.do(c.method, base, c.cred, c.body)
				if c.error != "" {
					requireError(t, res, c.status, c.error, c.prop)
					return
				}
				require.Equal(t, c.status, res.Status, "body: %s", res.Body)
				tokens := res.JSON(t)["tokens"].([]any)
				require.Len(t, tokens, 1, "only the project's own token")
				require.Equal(t, "app", tokens[0].(map[string]any)["tokenName"])
				require.NotEqual(t, secret, tokens[0].(map[string]any)["secret"], "masked")
			})
		}
		requireError(t, s.admin(http.MethodGet, "/api/admin/projects/nope/api-tokens", nil), 404, "NotFoundError", "")

		g := s.gql(ownerS, `{ projectApiTokens(projectId: "mobile") { tokenName } }`, nil)
		require.Empty(t, g.Errors)
		g = s.gql(memberS, `{ projectApiTokens(projectId: "mobile") { tokenName } }`, nil)
		require.Equal(t, "NoAccessError", g.errorCode())

		requireError(t, s.do(http.MethodDelete, base+"/"+secret, memberS, nil), 403, "NoAccessError", "")
		requireError(t, s.do(http.MethodDelete, "/api/admin/projects/default/api-tokens/"+secret, adminToken, nil), 404, "NotFoundError", "")
		require.Equal(t, http.StatusOK, s.do(http.MethodDelete, base+"/"+secret, ownerS, nil).Status)
		require.Equal(t, http.StatusUnauthorized, s.do(http.MethodGet, "/api/client/features", secret, nil).Status, "the deleted token no longer works")

		g = s.gql(ownerS, `mutation { createProjectApiToken(projectId: "mobile", input: {tokenName: "web", type: "frontend"}) { secret token { projects } } }`, nil)
		require.Empty(t, g.Errors)
		sec := g.Data["createProjectApiToken"].(map[string]any)["secret"].(string)
		g = s.gql(ownerS, `mutation($s: String!) { deleteProjectApiToken(projectId: "mobile", secret: $s) }`, map[string]any{"s": sec})
		require.Empty(t, g.Errors)
	})
}
