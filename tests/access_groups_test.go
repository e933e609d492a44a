package tests

import (
	"fmt"
	"math"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestGroupLifecycle(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		ada := s.createUser("ada@example.com", "Viewer")
		bob := s.createUser("bob@example.com", "Viewer")
		res := s.admin(http.MethodPost, "/api/admin/groups", map[string]any{
			"name": "Platform", "description": "Platform team", "mappingsSSO": []string{"platform"},
			"rootRole": 2, "users": []any{map[string]any{"user": map[string]any{"id": ada}}},
		})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		g := res.JSON(t)
		id := int(g["id"].(float64))
		require.Equal(t, fmt.Sprintf("/api/admin/groups/%d", id), res.Header.Get("Location"))
		require.Equal(t, "admin-token-1", g["createdBy"])
		require.EqualValues(t, 1, g["userCount"])
		require.EqualValues(t, 2, g["rootRole"])
		require.Equal(t, []any{"platform"}, g["mappingsSSO"])
		member := g["users"].([]any)[0].(map[string]any)
		require.NotEmpty(t, member["joinedAt"])
		require.Equal(t, "admin-token-1", member["createdBy"])
		require.Equal(t, "ada@example.com", member["user"].(map[string]any)["email"])

		// Project access through the group shows in projects.
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/role/5/access",
			map[string]any{"groups": []any{map[string]any{"id": id}}}).Status)

		res = s.admin(http.MethodPut, fmt.Sprintf("/api/admin/groups/%d", id), map[string]any{
			"name": "Platform", "users": []any{
				map[string]any{"user": map[string]any{"id": ada}}, map[string]any{"user": map[string]any{"id": bob}}},
		})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		g = s.admin(http.MethodGet, fmt.Sprintf("/api/admin/groups/%d", id), nil).JSON(t)
		require.EqualValues(t, 2, g["userCount"])
		require.Equal(t, member["joinedAt"], g["users"].([]any)[0].(map[string]any)["joinedAt"], "a member who stays keeps joinedAt")
		require.Nil(t, g["rootRole"], "PUT replaces every field")
		require.Equal(t, []any{"default"}, g["projects"])

		list := s.admin(http.MethodGet, "/api/admin/groups", nil).JSON(t)
		require.Len(t, list["groups"], 1)

		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, fmt.Sprintf("/api/admin/groups/%d", id), nil).Status)
		requireError(t, s.admin(http.MethodGet, fmt.Sprintf("/api/admin/groups/%d", id), nil), 404, "NotFoundError", "")

		for _, typ := range []string{"group-created", "group-updated", "group-deleted"} {
			ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": typ}).JSON(t)
			require.EqualValues(t, 1, ev["totalEvents"], typ)
		}
		ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": "group-updated"}).JSON(t)
		data := ev["events"].([]any)[0].(map[string]any)
		require.Len(t, data["data"].(map[string]any)["users"], 2)
		require.Len(t, data["preData"].(map[string]any)["users"], 1)
	})
}

func TestGroupValidation(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/groups", map[string]any{"name": "Taken"}).Status)
		cases := []struct {
			name    string
			method  string
			path    string
			body    any
			status  int
			errName string
			msg     string
		}{
			{"duplicate name", "POST", "/api/admin/groups", map[string]any{"name": "Taken"}, 409, "NameExistsError", "Taken"},
			{"missing name", "POST", "/api/admin/groups", map[string]any{"description": "x"}, 400, "ValidationError", "name"},
			{"unknown member", "POST", "/api/admin/groups", map[string]any{"name": "g1", "users": []any{map[string]any{"user": map[string]any{"id": 999}}}}, 400, "ValidationError", "users[0].user.id"},
			{"member without user", "POST", "/api/admin/groups", map[string]any{"name": "g2", "users": []any{map[string]any{}}}, 400, "ValidationError", "users[0].user"},
			{"unknown role", "POST", "/api/admin/groups", map[string]any{"name": "g3", "rootRole": 77}, 400, "ValidationError", "rootRole"},
			{"project role as root role", "POST", "/api/admin/groups", map[string]any{"name": "g4", "rootRole": 4}, 400, "ValidationError", "project role"},
			{"rootRole of wrong type", "POST", "/api/admin/groups", map[string]any{"name": "g5", "rootRole": "Editor"}, 400, "ValidationError", "rootRole"},
			{"non-numeric id", "GET", "/api/admin/groups/abc", nil, 400, "ValidationError", "groupId"},
			{"unknown id", "GET", "/api/admin/groups/4242", nil, 404, "NotFoundError", "4242"},
			{"update unknown id", "PUT", "/api/admin/groups/4242", map[string]any{"name": "x"}, 404, "NotFoundError", ""},
			{"root role as project role", "POST", "/api/admin/projects/default/role/2/access", map[string]any{"users": []any{}}, 400, "ValidationError", "root role"},
			{"unknown project", "POST", "/api/admin/projects/nope/role/5/access", map[string]any{"users": []any{map[string]any{"id": 1}}}, 404, "NotFoundError", "nope"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, s.admin(c.method, c.path, c.body), c.status, c.errName, c.msg)
			})
		}
		g := s.gql(adminToken, `mutation { createGroup(input: {name: "Taken"}) { id } }`, nil)
		require.Equal(t, "NameExistsError", g.errorCode())
		g = s.gql(adminToken, `mutation { createGroup(input: {name: "x", rootRole: 5}) { id } }`, nil)
		require.Equal(t, "ValidationError", g.errorCode())
	})
}

// TestGroupListQueryCount: 100 groups of 20 members each load with a constant number of
// statements, on both faces.
func TestGroupListQueryCount(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 100 groups")
	}
	eachStore(t, func(t *testing.T, s *server) {
		var members []any
		for i := 0; i < 20; i++ {
			id := s.createUser(fmt.Sprintf("m%d@example.com", i), "Viewer")
			members = append(members, map[string]any{"user": map[string]any{"id": id}})
		}
		// The counter is the store's, so a background job's statement can land in a window:
		// the least of three reads is the request's own count.
		measure := func() (gql, rest int64) {
			gql, rest = math.MaxInt64, math.MaxInt64
			for range 3 {
				s.settle(adminToken)
				before := s.App.Store.Statements.Load()
				g := s.gql(adminToken, `{ groups { id userCount projects users { joinedAt user { id email rootRole { name } groups { id } } } } }`, nil)
				require.Empty(t, g.Errors)
				mid := s.App.Store.Statements.Load()
				require.Equal(t, http.StatusOK, s.admin(http.MethodGet, "/api/admin/groups", nil).Status)
				gql, rest = min(gql, mid-before), min(rest, s.App.Store.Statements.Load()-mid)
			}
			return gql, rest
		}
		for i := 0; i < 2; i++ {
			require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/groups",
				map[string]any{"name": fmt.Sprintf("g%d", i), "users": members}).Status)
		}
		gqlFew, restFew := measure()
		for i := 2; i < 100; i++ {
			require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/groups",
				map[string]any{"name": fmt.Sprintf("g%d", i), "users": members}).Status)
		}
		gqlMany, restMany := measure()
		t.Logf("statements: GraphQL %d (2 groups) / %d (100 groups × 20 members); REST %d / %d", gqlFew, gqlMany, restFew, restMany)
		requireFlatStatements(t, gqlFew, gqlMany, "the GraphQL group list")
		requireFlatStatements(t, restFew, restMany, "GET /api/admin/groups")
	})
}

// requireFlatStatements fails the test when the statements of a read grew with the data (few
// measured on little, many on much): an N+1 adds one per row. A loader collects keys for 1 ms, so
// on a loaded machine one batch can split in two: a split or two is not growth.
func requireFlatStatements(t *testing.T, few, many int64, what string) {
	t.Helper()
	const splitBatches = 2
	require.LessOrEqual(t, many, few+splitBatches, "statements of %s: %d on little data, %d on much", what, few, many)
}
