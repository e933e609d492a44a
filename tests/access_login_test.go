package tests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLoginAndSessions(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		id := s.createUser("carol@example.com", "Viewer")
		requireError(t, s.do(http.MethodPost, "/auth/simple/login", "", map[string]any{
			"username": "carol@example.com", "password": "wrong-Passw0rd!"}), 401, "AuthenticationRequired", "")
		u := s.admin(http.MethodGet, fmt.Sprintf("/api/admin/user-admin/%d", id), nil).JSON(t)
		require.EqualValues(t, 1, u["loginAttempts"])
		require.Nil(t, u["seenAt"])

		session := s.login("CAROL@example.com", testPassword)
		u = s.admin(http.MethodGet, fmt.Sprintf("/api/admin/user-admin/%d", id), nil).JSON(t)
		require.EqualValues(t, 0, u["loginAttempts"], "a success resets the count")
		require.NotNil(t, u["seenAt"])

		roles := s.do(http.MethodGet, "/api/admin/user/roles", session, nil).JSON(t)["roles"].([]any)
		require.Equal(t, "Viewer", roles[0].(map[string]any)["name"])

		require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/logout", session, nil).Status)
		requireError(t, s.do(http.MethodGet, "/api/admin/user/roles", session, nil), 401, "AuthenticationRequired", "")
	})
}

func TestLoginRateLimit(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.createUser("dave@example.com", "Viewer")
		status := 0
		for i := 0; i < 15 && status != http.StatusTooManyRequests; i++ {
			status = s.do(http.MethodPost, "/auth/simple/login", "", map[string]any{
				"username": "dave@example.com", "password": "Wrong-passw0rd"}).Status
		}
		require.Equal(t, http.StatusTooManyRequests, status)
		requireError(t, s.do(http.MethodPost, "/auth/simple/login", "", map[string]any{
			"username": "dave@example.com", "password": testPassword}), 429, "TooManyRequestsError", "")
	})
}

func TestDeletedUserLosesAccess(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		id := s.createUser("erin@example.com", "Admin")
		session := s.login("erin@example.com", testPassword)
		pat := s.createPAT(session)
		require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/admin/user-admin", pat, nil).Status)

		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, fmt.Sprintf("/api/admin/user-admin/%d", id), nil).Status)
		requireError(t, s.do(http.MethodGet, "/api/admin/user-admin", pat, nil), 401, "AuthenticationRequired", "")
		requireError(t, s.do(http.MethodGet, "/api/admin/user-admin", session, nil), 401, "AuthenticationRequired", "")
		requireError(t, s.do(http.MethodPost, "/auth/simple/login", "", map[string]any{
			"username": "erin@example.com", "password": testPassword}), 401, "AuthenticationRequired", "")
		requireError(t, s.admin(http.MethodGet, fmt.Sprintf("/api/admin/user-admin/%d", id), nil), 404, "NotFoundError", "")

		// The audit trail still names the user, and the email can be used again.
		ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": "user-deleted"}).JSON(t)
		require.Equal(t, "erin@example.com", ev["events"].([]any)[0].(map[string]any)["preData"].(map[string]any)["email"])
		s.createUser("erin@example.com", "Viewer")
	})
}

// TestViewerGainsEditorThroughGroup walks the scenario: a Viewer is refused admin
// routes with a message naming ADMIN, on a session and on a PAT, until a group gives it
// the Editor root role.
func TestViewerGainsEditorThroughGroup(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		id := s.createUser("frank@example.com", "Viewer")
		session := s.login("frank@example.com", testPassword)
		requireError(t, s.do(http.MethodGet, "/api/admin/user-admin", session, nil), 403, "NoAccessError", "ADMIN")
		pat := s.createPAT(session)
		requireError(t, s.do(http.MethodGet, "/api/admin/user-admin", pat, nil), 403, "NoAccessError", "ADMIN")
		newFlag := map[string]any{"name": "through-group"}
		requireError(t, s.do(http.MethodPost, "/api/admin/projects/default/features", pat, newFlag), 403, "NoAccessError", "CREATE_FEATURE")

		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/groups", map[string]any{
			"name": "Editors", "rootRole": 2, "users": []any{map[string]any{"user": map[string]any{"id": id}}}}).Status)
		roles := s.do(http.MethodGet, "/api/admin/user/roles", pat, nil).JSON(t)["roles"].([]any)
		var names []string
		for _, r := range roles {
			names = append(names, r.(map[string]any)["name"].(string))
		}
		require.ElementsMatch(t, []string{"Viewer", "Editor"}, names)
		requireError(t, s.do(http.MethodGet, "/api/admin/user-admin", pat, nil), 403, "NoAccessError", "ADMIN")
		res := s.do(http.MethodPost, "/api/admin/projects/default/features", pat, newFlag)
		require.Equal(t, http.StatusOK, res.Status, "the group's Editor role lets the PAT create a feature: %s", res.Body)

		// A project role through a group shows with projectId.
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/role/4/access",
			map[string]any{"users": []any{map[string]any{"id": id}}}).Status)
		roles = s.do(http.MethodGet, "/api/admin/user/roles?projectId=default", pat, nil).JSON(t)["roles"].([]any)
		require.Len(t, roles, 3)
	})
}
