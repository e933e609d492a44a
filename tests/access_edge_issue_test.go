package tests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestEdgeIssueToken: POST /edge/issue-token makes a client token per requested environment
// and projects, by the API-token rules; an admin credential stands for Edge's HMAC one.
func TestEdgeIssueToken(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		email := fmt.Sprintf("edge-%s@example.com", randomHex(3))
		s.createUser(email, "Editor")
		editor := s.login(email, testPassword)
		req := map[string]any{"tokens": []any{
			map[string]any{"environment": "production", "projects": []string{"default"}},
			map[string]any{"environment": "development", "projects": []string{"*"}},
		}}

		res := s.admin(http.MethodPost, "/edge/issue-token", req)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		tokens := res.JSON(t)["tokens"].([]any)
		require.Len(t, tokens, 2)
		first := tokens[0].(map[string]any)
		require.Equal(t, "client", first["type"])
		require.Equal(t, []any{"default"}, first["projects"])
		require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/client/features", first["token"].(string), nil).Status, "the token works")

		for _, c := range []struct {
			name, cred  string
			body        any
			status      int
			error, prop string
		}{
			{name: "anonymous", body: req, status: 401, error: "AuthenticationRequired"},
			{name: "not an admin", cred: editor, body: req, status: 403, error: "NoAccessError"},
			{name: "a client token", cred: first["token"].(string), body: req, status: 403, error: "NoAccessError"},
			{name: "no tokens", cred: adminToken, body: map[string]any{}, status: 400, error: "ValidationError", prop: "tokens"},
			{name: "no environment", cred: adminToken, body: map[string]any{"tokens": []any{map[string]any{"projects": []string{"default"}}}}, status: 400, error: "ValidationError", prop: "environment"},
			{name: "no projects", cred: adminToken, body: map[string]any{"tokens": []any{map[string]any{"environment": "production"}}}, status: 400, error: "ValidationError", prop: "projects"},
			{name: "unknown environment", cred: adminToken, body: map[string]any{"tokens": []any{map[string]any{"environment": "nope", "projects": []string{"default"}}}}, status: 400, error: "ValidationError", prop: "environment"},
			{name: "unknown project", cred: adminToken, body: map[string]any{"tokens": []any{map[string]any{"environment": "production", "projects": []string{"nope"}}}}, status: 400, error: "ValidationError", prop: "projects"},
		} {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, s.do(http.MethodPost, "/edge/issue-token", c.cred, c.body), c.status, c.error, c.prop)
			})
		}

		g := s.gql(adminToken, `mutation { issueEdgeTokens(requests: [{environment: "production", projects: ["default"]}]) { token type projects } }`, nil)
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["issueEdgeTokens"], 1)
	})
}
