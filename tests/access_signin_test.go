package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestUnauthenticatedAnswerShowsSignIn: Unleash's admin UI shows its sign-in form from the
// 401 of the admin API (AuthenticationRequired: type, path, defaultHidden, options), and the
// error shape stays whole.
func TestUnauthenticatedAnswerShowsSignIn(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, c := range []struct{ name, method, path, token string }{
			{name: "the UI's first request, no credentials", method: http.MethodGet, path: "/api/admin/user"},
			{name: "another admin route", method: http.MethodGet, path: "/api/admin/projects"},
			{name: "an unknown token", method: http.MethodGet, path: "/api/admin/user", token: "*:*.unknown"},
		} {
			t.Run(c.name, func(t *testing.T) {
				res := s.do(c.method, c.path, c.token, nil)
				requireError(t, res, http.StatusUnauthorized, "AuthenticationRequired", "log in")
				body := res.JSON(t)
				require.Equal(t, "password", body["type"])
				require.Equal(t, "/auth/simple/login", body["path"])
				require.Equal(t, false, body["defaultHidden"])
				require.Equal(t, []any{}, body["options"])
			})
		}
		t.Run("other errors carry no sign-in", func(t *testing.T) {
			body := s.admin(http.MethodGet, "/api/admin/user-admin/999999", nil).JSON(t)
			require.NotContains(t, body, "type")
			require.NotContains(t, body, "path")
		})
	})
}
