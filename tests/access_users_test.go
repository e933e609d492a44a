package tests

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAuthentication(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		cases := []struct {
			name   string
			header string
			status int
		}{
			{name: "no credentials", header: "", status: http.StatusUnauthorized},
			{name: "invalid token", header: "*:*.not-a-real-token", status: http.StatusUnauthorized},
			{name: "raw admin token", header: adminToken, status: http.StatusOK},
			{name: "bearer admin token", header: "Bearer " + adminToken, status: http.StatusOK},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := s.do(http.MethodGet, "/api/admin/user-admin", c.header, nil)
				if c.status == http.StatusUnauthorized {
					requireError(t, res, c.status, "AuthenticationRequired", "/auth/simple/login")
					g := s.gql(c.header, `{ users { id } }`, nil)
					require.Equal(t, "AuthenticationRequired", g.errorCode())
					return
				}
				require.Equal(t, c.status, res.Status, "body: %s", res.Body)
			})
		}
	})
}

func TestListUsersAndRoles(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		res := s.admin(http.MethodGet, "/api/admin/user-admin", nil)
		require.Equal(t, http.StatusOK, res.Status)
		body := res.JSON(t)
		users := body["users"].([]any)
		require.Len(t, users, 1)
		admin := users[0].(map[string]any)
		require.Equal(t, "admin", admin["username"])
		require.EqualValues(t, 1, admin["rootRole"])
		require.Regexp(t, `^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`, admin["createdAt"])
		var names []string
		for _, r := range body["rootRoles"].([]any) {
			role := r.(map[string]any)
			require.Equal(t, "root", role["type"])
			names = append(names, role["name"].(string))
		}
		require.Equal(t, []string{"Admin", "Editor", "Viewer"}, names)

		g := s.gql(adminToken, `{ rootRoles { id name type } }`, nil)
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["rootRoles"], 3)
	})
}

func TestCreateAndUpdateUser(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		res := s.admin(http.MethodPost, "/api/admin/user-admin", map[string]any{
			"email": "Ada@Example.com", "name": "Ada", "rootRole": "Editor",
		})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		created := res.JSON(t)
		id := int(created["id"].(float64))
		require.Equal(t, fmt.Sprintf("/api/admin/user-admin/%d", id), res.Header.Get("Location"))
		require.Equal(t, "ada@example.com", created["email"])
		require.Equal(t, "Editor", created["rootRole"])

		path := fmt.Sprintf("/api/admin/user-admin/%d", id)
		cases := []struct {
			name     string
			body     any
			wantRole any
			wantName string
		}{
			{name: "role by id", body: map[string]any{"rootRole": 3}, wantRole: float64(3), wantName: "Ada"},
			{name: "role by name", body: map[string]any{"rootRole": "Admin"}, wantRole: "Admin", wantName: "Ada"},
			{name: "name only keeps role", body: map[string]any{"name": "Ada L."}, wantRole: nil, wantName: "Ada L."},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := s.admin(http.MethodPut, path, c.body)
				require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
				u := res.JSON(t)
				require.Equal(t, c.wantRole, u["rootRole"])
				require.Equal(t, c.wantName, u["name"])
			})
		}
		got := s.admin(http.MethodGet, path, nil).JSON(t)
		require.EqualValues(t, 1, got["rootRole"], "the last role set was Admin")

		// Each update recorded user-updated with the state before it.
		ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": "user-updated"}).JSON(t)
		require.EqualValues(t, 3, ev["totalEvents"])
		newest := ev["events"].([]any)[0].(map[string]any)
		require.Equal(t, "Ada L.", newest["data"].(map[string]any)["name"])
		require.Equal(t, "Ada", newest["preData"].(map[string]any)["name"])
		require.Equal(t, "admin-token-1", newest["createdBy"])
		require.EqualValues(t, -42, newest["createdByUserId"])
	})
}

func TestUserValidation(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/user-admin",
			map[string]any{"email": "taken@example.com"}).Status)
		cases := []struct {
			name    string
			method  string
			path    string
			body    any
			status  int
			errName string
			msg     string
		}{
			{"duplicate email any case", "POST", "/api/admin/user-admin", map[string]any{"email": "TAKEN@example.com"}, 409, "NameExistsError", "already exists"},
			{"no email nor username", "POST", "/api/admin/user-admin", map[string]any{"name": "x"}, 400, "ValidationError", "email or username"},
			{"bad email", "POST", "/api/admin/user-admin", map[string]any{"email": "not-an-email"}, 400, "ValidationError", "email"},
			{"weak password", "POST", "/api/admin/user-admin", map[string]any{"email": "w@example.com", "password": "short"}, 400, "ValidationError", "password"},
			{"project role as root role", "PUT", "/api/admin/user-admin/1", map[string]any{"rootRole": "Owner"}, 400, "ValidationError", "project role"},
			{"unknown role id", "PUT", "/api/admin/user-admin/1", map[string]any{"rootRole": 99}, 400, "ValidationError", "rootRole"},
			{"wrong type names property", "PUT", "/api/admin/user-admin/1", map[string]any{"name": 5}, 400, "ValidationError", "name"},
			{"malformed json", "PUT", "/api/admin/user-admin/1", `{"name": `, 400, "ValidationError", "JSON"},
			{"non-numeric id", "PUT", "/api/admin/user-admin/abc", map[string]any{"name": "x"}, 400, "ValidationError", "id"},
			{"unknown id", "PUT", "/api/admin/user-admin/4242", map[string]any{"name": "x"}, 404, "NotFoundError", "4242"},
			{"unknown id read", "GET", "/api/admin/user-admin/4242", nil, 404, "NotFoundError", "4242"},
			{"email set to taken one", "PUT", "/api/admin/user-admin/1", map[string]any{"email": "taken@example.com"}, 409, "NameExistsError", ""},
			{"email set to a bad one", "PUT", "/api/admin/user-admin/1", map[string]any{"email": "not-an-email"}, 400, "ValidationError", "email"},
			{"email set to blank", "PUT", "/api/admin/user-admin/1", map[string]any{"email": "  "}, 400, "ValidationError", "email"},
			{"email set to null", "PUT", "/api/admin/user-admin/1", map[string]any{"email": nil}, 400, "ValidationError", "email"},
			{"name too long", "PUT", "/api/admin/user-admin/1", map[string]any{"name": strings.Repeat("n", 1000)}, 400, "ValidationError", "name"},
			{"unknown api route", "GET", "/api/admin/nothing-here", nil, 404, "NotFoundError", ""},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, s.admin(c.method, c.path, c.body), c.status, c.errName, c.msg)
			})
		}
		// Nothing was half-written: only the one user-created event exists.
		ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{}).JSON(t)
		require.EqualValues(t, 1, ev["totalEvents"])
	})
}

func TestUsersGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		g := s.gql(adminToken, `mutation($in: CreateUserInput!) { createUser(input: $in) { id email rootRole { name } } }`,
			map[string]any{"in": map[string]any{"email": "grace@example.com", "rootRole": "Viewer"}})
		require.Empty(t, g.Errors)
		u := g.Data["createUser"].(map[string]any)
		require.Equal(t, "Viewer", u["rootRole"].(map[string]any)["name"])

		g = s.gql(adminToken, `mutation($id: Int!) { updateUser(id: $id, input: {rootRole: 2, name: "Grace"}) { name rootRoleId } }`,
			map[string]any{"id": u["id"]})
		require.Empty(t, g.Errors)
		require.EqualValues(t, 2, g.Data["updateUser"].(map[string]any)["rootRoleId"])

		g = s.gql(adminToken, `mutation { updateUser(id: 1, input: {rootRole: "Member"}) { id } }`, nil)
		require.Equal(t, "ValidationError", g.errorCode())
		g = s.gql(adminToken, `{ user(id: 999) { id } }`, nil)
		require.Equal(t, "NotFoundError", g.errorCode())
		g = s.gql(adminToken, `{ users { id nope } }`, nil)
		require.Equal(t, "ValidationError", g.errorCode())

		// Both faces read the same data.
		rest := s.admin(http.MethodGet, "/api/admin/user-admin", nil).JSON(t)["users"].([]any)
		g = s.gql(adminToken, `{ users { id name } }`, nil)
		require.Len(t, g.Data["users"], len(rest))
	})
}

func TestMyRoles(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		res := s.admin(http.MethodGet, "/api/admin/user/roles", nil)
		require.Equal(t, http.StatusOK, res.Status)
		body := res.JSON(t)
		require.EqualValues(t, 1, body["version"])
		roles := body["roles"].([]any)
		require.Len(t, roles, 1)
		require.Equal(t, "Admin", roles[0].(map[string]any)["name"])
		requireError(t, s.do(http.MethodGet, "/api/admin/user/roles", "", nil), 401, "AuthenticationRequired", "")
	})
}

// TestUserListQueryCount proves the GraphQL user list batches its role lookups: the number
// of SQL statements does not grow with the number of users.
func TestUserListQueryCount(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		count := func() int64 {
			s.settle(adminToken)
			before := s.App.Store.Statements.Load()
			g := s.gql(adminToken, `{ users { id rootRole { id name } } }`, nil)
			require.Empty(t, g.Errors)
			return s.App.Store.Statements.Load() - before
		}
		addUsers := func(n int) {
			for i := 0; i < n; i++ {
				role := []string{"Admin", "Editor", "Viewer"}[i%3]
				res := s.admin(http.MethodPost, "/api/admin/user-admin", map[string]any{
					"email": fmt.Sprintf("u%d-%s@example.com", i, randomHex(3)), "rootRole": role})
				require.Equal(t, http.StatusCreated, res.Status)
			}
		}
		addUsers(3)
		few := count()
		addUsers(30)
		many := count()
		requireFlatStatements(t, few, many, "the user list (4 users, then 34)")
		require.LessOrEqual(t, many, int64(3), "token lookup, user list, one batched role query")
	})
}

func TestUpdateUserNameAndEmailGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		id := s.createUser("rename-me@example.com", "Viewer")
		s.createUser("taken-too@example.com", "Viewer")
		const update = `mutation($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { name email } }`
		cases := []struct {
			name  string
			input map[string]any
			code  string
		}{
			{"bad email", map[string]any{"email": "nope"}, "ValidationError"},
			{"blank email", map[string]any{"email": ""}, "ValidationError"},
			{"taken email", map[string]any{"email": "TAKEN-TOO@example.com"}, "NameExistsError"},
			{"name and email", map[string]any{"name": "Renata", "email": "Renata@Example.com"}, ""},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				g := s.gql(adminToken, update, map[string]any{"id": id, "input": c.input})
				require.Equal(t, c.code, g.errorCode(), "errors: %v", g.Errors)
			})
		}
		user := s.admin(http.MethodGet, fmt.Sprintf("/api/admin/user-admin/%d", id), nil).JSON(t)
		require.Equal(t, "Renata", user["name"])
		require.Equal(t, "renata@example.com", user["email"], "stored lower-case")
		ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": "user-updated"}).JSON(t)
		require.EqualValues(t, 1, ev["totalEvents"], "only the update that succeeded is recorded")
	})
}
