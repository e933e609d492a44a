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
