package tests

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestUserAdminRoutesOfTheUI: the admin UI's user administration routes reach their own
// handlers (not /user-admin/{id}'s "id must be a whole number"), with least privilege.
func TestUserAdminRoutesOfTheUI(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		tag := randomHex(3)
		email := fmt.Sprintf("ada-%s@example.com", tag)
		id := s.createUser(email, "Viewer")
		viewer := s.login(email, testPassword)

		t.Run("search", func(t *testing.T) {
			res := s.do(http.MethodGet, "/api/admin/user-admin/search?q=ADA-"+tag, viewer, nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			found := res.JSON2(t).([]any)
			require.Len(t, found, 1)
			require.EqualValues(t, id, found[0].(map[string]any)["id"])
			res = s.do(http.MethodGet, "/api/admin/user-admin/search?q=a", viewer, nil)
			require.Equal(t, []any{}, res.JSON2(t), "one character finds none")
			requireError(t, s.do(http.MethodGet, "/api/admin/user-admin/search?q=ada", "", nil), 401, "AuthenticationRequired", "")
			g := s.gql(viewer, `query($q: String!) { searchUsers(q: $q) { id email } }`, map[string]any{"q": tag})
			require.Empty(t, g.Errors)
			require.Len(t, g.Data["searchUsers"], 1)
		})

		t.Run("admin count and access", func(t *testing.T) {
			res := s.admin(http.MethodGet, "/api/admin/user-admin/admin-count", nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			count := res.JSON(t)
			require.GreaterOrEqual(t, count["password"], float64(1), "the initial admin has a password")
			require.Contains(t, count, "noPassword")
			require.Contains(t, count, "service")
			requireError(t, s.do(http.MethodGet, "/api/admin/user-admin/admin-count", viewer, nil), 403, "NoAccessError", "ADMIN")
			g := s.gql(adminToken, `{ adminCount { password noPassword service } }`, nil)
			require.Empty(t, g.Errors)

			res = s.admin(http.MethodGet, "/api/admin/user-admin/access", nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			body := res.JSON(t)
			require.NotEmpty(t, body["users"])
			require.Contains(t, body, "groups")
			requireError(t, s.do(http.MethodGet, "/api/admin/user-admin/access", viewer, nil), 403, "NoAccessError", "")
		})

		t.Run("validate password", func(t *testing.T) {
			for _, c := range []struct {
				name   string
				body   any
				status int
				prop   string
			}{
				{name: "strong", body: map[string]any{"password": "N3w-Horse-Battery!"}, status: 200},
				{name: "weak", body: map[string]any{"password": "short"}, status: 400, prop: "password"},
				{name: "absent", body: map[string]any{}, status: 400, prop: "password"},
				{name: "mismatch", body: map[string]any{"password": "N3w-Horse-Battery!", "confirmPassword": "x"}, status: 400, prop: "confirmPassword"},
			} {
				t.Run(c.name, func(t *testing.T) {
					res := s.do(http.MethodPost, "/api/admin/user-admin/validate-password", viewer, c.body)
					if c.status == 200 {
						require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
						return
					}
					requireError(t, res, c.status, "ValidationError", c.prop)
				})
			}
		})

		t.Run("an admin sets a password", func(t *testing.T) {
			const next = "Adm1n-Chosen-Secret"
			path := fmt.Sprintf("/api/admin/user-admin/%d/change-password", id)
			requireError(t, s.do(http.MethodPost, path, viewer, map[string]any{"password": next}), 403, "NoAccessError", "")
			requireError(t, s.admin(http.MethodPost, path, map[string]any{"password": "weak"}), 400, "ValidationError", "password")
			requireError(t, s.admin(http.MethodPost, "/api/admin/user-admin/x/change-password", map[string]any{"password": next}), 400, "ValidationError", "id")
			res := s.admin(http.MethodPost, path, map[string]any{"password": next})
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			requireError(t, s.do(http.MethodGet, "/api/admin/user", viewer, nil), 401, "AuthenticationRequired", "")
			viewer = s.login(email, next)
			g := s.gql(adminToken, `mutation($id: Int!) { setUserPassword(id: $id, password: "Th1rd-Horse-Battery") }`, map[string]any{"id": id})
			require.Empty(t, g.Errors)
			viewer = s.login(email, "Th1rd-Horse-Battery")
		})

		t.Run("scim users", func(t *testing.T) {
			require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, "/api/admin/user-admin/scim-users", nil).Status)
			requireError(t, s.do(http.MethodDelete, "/api/admin/user-admin/scim-users", viewer, nil), 403, "NoAccessError", "")
			require.Equal(t, http.StatusOK, s.admin(http.MethodGet, fmt.Sprintf("/api/admin/user-admin/%d", id), nil).Status, "no user deleted")
		})

		t.Run("inactive users", func(t *testing.T) {
			stale := s.createUser(fmt.Sprintf("stale-%s@example.com", tag), "Viewer")
			res := s.admin(http.MethodGet, "/api/admin/user-admin/inactive", nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			require.Empty(t, res.JSON(t)["inactiveUsers"])

			s.App.Clock.Advance(181 * 24 * time.Hour)
			active := s.login(email, "Th1rd-Horse-Battery") // signing in is being seen
			_ = active
			res = s.admin(http.MethodGet, "/api/admin/user-admin/inactive", nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			ids := []any{}
			for _, u := range res.JSON(t)["inactiveUsers"].([]any) {
				ids = append(ids, u.(map[string]any)["id"])
			}
			require.Contains(t, ids, float64(stale))
			requireError(t, s.do(http.MethodGet, "/api/admin/user-admin/inactive", viewer, nil), 401, "AuthenticationRequired", "")

			requireError(t, s.admin(http.MethodPost, "/api/admin/user-admin/inactive/delete", map[string]any{}), 400, "ValidationError", "ids")
			requireError(t, s.admin(http.MethodPost, "/api/admin/user-admin/inactive/delete", map[string]any{"ids": "x"}), 400, "ValidationError", "ids")
			res = s.admin(http.MethodPost, "/api/admin/user-admin/inactive/delete", map[string]any{"ids": []int{stale}})
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			requireError(t, s.admin(http.MethodGet, fmt.Sprintf("/api/admin/user-admin/%d", stale), nil), 404, "NotFoundError", "")
			g := s.gql(adminToken, `{ inactiveUsers { id } }`, nil)
			require.Empty(t, g.Errors)
		})
	})
}

// TestUserProfile: GET /api/admin/user/profile answers the reference's profileSchema.
func TestUserProfile(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		email := fmt.Sprintf("profile-%s@example.com", randomHex(3))
		s.createUser(email, "Editor")
		session := s.login(email, testPassword)
		res := s.do(http.MethodGet, "/api/admin/user/profile", session, nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		body := res.JSON(t)
		require.Equal(t, "Editor", body["rootRole"].(map[string]any)["name"])
		for _, k := range []string{"projects", "groups", "features", "subscriptions"} {
			require.IsType(t, []any{}, body[k], k)
		}
		require.Equal(t, true, body["canChangePassword"])
		requireError(t, s.do(http.MethodGet, "/api/admin/user/profile", "", nil), 401, "AuthenticationRequired", "")
		requireError(t, s.admin(http.MethodGet, "/api/admin/user/profile", nil), 400, "ValidationError", "")
	})
}
