package tests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMe(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		email := fmt.Sprintf("me-%s@example.com", randomHex(3))
		id := s.createUser(email, "Editor")
		session := s.login(email, testPassword)

		res := s.do(http.MethodGet, "/api/admin/user", session, nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		body := res.JSON(t)
		user := body["user"].(map[string]any)
		require.EqualValues(t, id, user["id"])
		require.Equal(t, email, user["email"])
		require.Contains(t, body, "permissions")
		require.Contains(t, body, "splash")

		g := s.gql(session, `{ me { id email } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, email, g.Data["me"].(map[string]any)["email"])

		requireError(t, s.do(http.MethodGet, "/api/admin/user", "", nil), 401, "AuthenticationRequired", "")
		requireError(t, s.admin(http.MethodGet, "/api/admin/user", nil), 400, "ValidationError", "")
	})
}

func TestChangePassword(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		email := fmt.Sprintf("pw-%s@example.com", randomHex(3))
		s.createUser(email, "Viewer")
		current := s.login(email, testPassword)
		other := s.login(email, testPassword)
		pat := s.createPAT(current)
		const next = "N3w-Horse-Battery!"
		change := func(cred string, body map[string]any) response {
			return s.do(http.MethodPost, "/api/admin/user/change-password", cred, body)
		}

		requireError(t, change(current, map[string]any{"password": next, "oldPassword": "Wr0ng-Password!"}), 401, "AuthenticationRequired", "Old password")
		requireError(t, change(current, map[string]any{"password": "short", "oldPassword": testPassword}), 400, "ValidationError", "password")
		requireError(t, change(current, map[string]any{"password": next, "oldPassword": testPassword, "confirmPassword": "other"}), 400, "ValidationError", "confirmPassword")
		requireError(t, change("", map[string]any{"password": next, "oldPassword": testPassword}), 401, "AuthenticationRequired", "")
		requireError(t, s.admin(http.MethodPost, "/api/admin/user/change-password", map[string]any{"password": next, "oldPassword": testPassword}), 400, "ValidationError", "")

		res := change(current, map[string]any{"password": next, "oldPassword": testPassword, "confirmPassword": next})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/admin/user", current, nil).Status, "the current session stays")
		requireError(t, s.do(http.MethodGet, "/api/admin/user", other, nil), 401, "AuthenticationRequired", "")
		s.login(email, next)

		g := s.gql(pat, `mutation { changeMyPassword(input: {password: "Th1rd-Horse-Battery", oldPassword: "N3w-Horse-Battery!"}) }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, true, g.Data["changeMyPassword"])
		requireError(t, s.do(http.MethodGet, "/api/admin/user", current, nil), 401, "AuthenticationRequired", "")
		s.login(email, "Th1rd-Horse-Battery")

		g = s.gql(adminToken, `{ events(filter: {type: "user-updated", query: "passwordChanged"}) { totalEvents } }`, nil)
		require.Empty(t, g.Errors)
		require.GreaterOrEqual(t, g.Data["events"].(map[string]any)["totalEvents"], float64(2))
	})
}

func TestAPITokenByNameAndExpiry(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		name := "ops-" + randomHex(3)
		res := s.admin(http.MethodPost, "/api/admin/api-tokens", map[string]any{
			"tokenName": name, "type": "client", "environment": "development"})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		secret := res.JSON(t)["secret"].(string)

		res = s.admin(http.MethodGet, "/api/admin/api-tokens/"+name, nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		tokens := res.JSON(t)["tokens"].([]any)
		require.Len(t, tokens, 1)
		require.Equal(t, name, tokens[0].(map[string]any)["tokenName"])
		require.Nil(t, tokens[0].(map[string]any)["expiresAt"])

		res = s.admin(http.MethodPut, "/api/admin/api-tokens/"+secret, map[string]any{"expiresAt": "2099-05-01T10:00:00Z"})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		res = s.admin(http.MethodGet, "/api/admin/api-tokens/"+name, nil)
		require.Equal(t, "2099-05-01T10:00:00.000Z", res.JSON(t)["tokens"].([]any)[0].(map[string]any)["expiresAt"])
		requireError(t, s.admin(http.MethodPut, "/api/admin/api-tokens/"+secret, map[string]any{"expiresAt": "2001-01-01T00:00:00Z"}), 400, "ValidationError", "expiresAt")
		requireError(t, s.admin(http.MethodPut, "/api/admin/api-tokens/"+secret, map[string]any{}), 400, "ValidationError", "expiresAt")
		requireError(t, s.admin(http.MethodPut, "/api/admin/api-tokens/nope", map[string]any{"expiresAt": "2099-01-01T00:00:00Z"}), 404, "NotFoundError", "")

		g := s.gql(adminToken, `mutation($s: String!) { updateApiTokenExpiry(secret: $s, expiresAt: "2098-01-01T00:00:00Z") { tokenName expiresAt } }`, map[string]any{"s": secret})
		require.Empty(t, g.Errors)
		g = s.gql(adminToken, `query($n: String) { apiTokens(name: $n) { tokenName expiresAt } }`, map[string]any{"n": name})
		require.Empty(t, g.Errors)
		list := g.Data["apiTokens"].([]any)
		require.Len(t, list, 1)
		require.Contains(t, list[0].(map[string]any)["expiresAt"], "2098-01-01T00:00:00")
		g = s.gql(adminToken, `{ events(filter: {type: "api-token-updated"}) { totalEvents } }`, nil)
		require.Empty(t, g.Errors)
		require.EqualValues(t, 2, g.Data["events"].(map[string]any)["totalEvents"])
	})
}

func TestAPITokenExpiryByID(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		created := s.gql(adminToken, `mutation { createApiToken(input: {tokenName: "sdk", type: "client", environment: "development"}) { token { id } } }`, nil)
		require.Empty(t, created.Errors)
		id := created.Data["createApiToken"].(map[string]any)["token"].(map[string]any)["id"]
		const update = `mutation($id: Int!, $at: Time!) { updateApiTokenExpiryById(id: $id, expiresAt: $at) { tokenName expiresAt } }`
		cases := []struct {
			name string
			id   any
			at   string
			code string
		}{
			{"in the past", id, "2001-01-01T00:00:00Z", "ValidationError"},
			{"unknown token", 4242, "2099-01-01T00:00:00Z", "NotFoundError"},
			{"in the future", id, "2099-05-01T10:00:00Z", ""},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				g := s.gql(adminToken, update, map[string]any{"id": c.id, "at": c.at})
				require.Equal(t, c.code, g.errorCode(), "errors: %v", g.Errors)
			})
		}
		var expiry any
		for _, tok := range s.mustOK(t, http.MethodGet, "/api/admin/api-tokens", nil)["tokens"].([]any) {
			if tok.(map[string]any)["tokenName"] == "sdk" {
				expiry = tok.(map[string]any)["expiresAt"]
			}
		}
		require.Equal(t, "2099-05-01T10:00:00.000Z", expiry)
		ev := s.mustOK(t, http.MethodPost, "/api/admin/events/search", map[string]any{"type": "api-token-updated"})
		require.EqualValues(t, 1, ev["totalEvents"], "only the change that succeeded is recorded")
	})
}

// TestMePermissions checks that GET /api/admin/user and the GraphQL myPermissions list what the
// caller may do: its root role's permissions everywhere, and its project roles' (direct and through
// a group) with their project, each once.
func TestMePermissions(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "mobile", "name": "Mobile"})
		email := fmt.Sprintf("perm-%s@example.com", randomHex(3))
		id := s.createUser(email, "Viewer")
		session := s.login(email, testPassword)
		grants := func() []map[string]any {
			var body struct {
				Permissions []map[string]any `json:"permissions"`
			}
			requireJSON(t, s.do(http.MethodGet, "/api/admin/user", session, nil), &body)
			return body.Permissions
		}
		holds := func(gs []map[string]any, permission, project string) bool {
			for _, g := range gs {
				p, _ := g["project"].(string)
				if g["permission"] == permission && p == project {
					return true
				}
			}
			return false
		}
		require.Empty(t, grants(), "a Viewer's root role grants no permission")

		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/role/5/access",
			map[string]any{"users": []any{map[string]any{"id": id}}}).Status)
		grp := s.mustOK(t, http.MethodPost, "/api/admin/groups", map[string]any{"name": "Mobile team",
			"users": []any{map[string]any{"user": map[string]any{"id": id}}}})
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/mobile/role/4/access",
			map[string]any{"groups": []any{map[string]any{"id": grp["id"]}}}).Status)

		gs := grants()
		for _, c := range []struct {
			name, permission, project string
			want                      bool
		}{
			{name: "Member in default", permission: "CREATE_FEATURE", project: "default", want: true},
			{name: "Owner in mobile, through the group", permission: "UPDATE_PROJECT", project: "mobile", want: true},
			{name: "Member cannot update the project", permission: "UPDATE_PROJECT", project: "default", want: false},
			{name: "nothing instance-wide", permission: "CREATE_FEATURE", project: "", want: false},
		} {
			require.Equal(t, c.want, holds(gs, c.permission, c.project), c.name)
		}
		seen := map[string]bool{}
		for _, g := range gs {
			key := fmt.Sprint(g["permission"], "@", g["project"])
			require.False(t, seen[key], "%s listed twice", key)
			seen[key] = true
		}

		g := s.gql(session, `{ myPermissions { permission project } }`, nil)
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["myPermissions"], len(gs), "GraphQL lists what REST lists")

		admin := s.gql(adminToken, `{ myPermissions { permission project } }`, nil)
		require.Empty(t, admin.Errors)
		require.Equal(t, []any{map[string]any{"permission": "ADMIN", "project": nil}}, admin.Data["myPermissions"])
	})
}

func TestMeIsTheSignedInUser(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const query = `{ me { email rootRole { name } } }`
		require.Equal(t, map[string]any{"me": nil}, s.gql("", query, nil).Data, "anonymous")
		require.Equal(t, map[string]any{"me": nil}, s.gql(adminToken, query, nil).Data, "an API token is no user")
		s.createUser("mia@example.com", "Editor")
		session := s.login("mia@example.com", testPassword)
		me := s.gql(session, query, nil)
		require.Empty(t, me.Errors)
		require.Equal(t, map[string]any{"me": map[string]any{"email": "mia@example.com", "rootRole": map[string]any{"name": "Editor"}}}, me.Data)
	})
}
