package tests

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// preflight sends the browser's preflight of a frontend API call from origin.
func (s *server) preflight(origin string) response {
	s.t.Helper()
	return s.doHeaders(http.MethodOptions, "/api/frontend", "", nil, map[string]string{"Origin": origin,
		"Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization"})
}

func TestFrontendOriginsSetThroughTheAdminAPI(t *testing.T) {
	eachStoreWith(t, map[string]string{"CORS_ORIGINS": "https://env.example.com"}, func(t *testing.T, s *server) {
		require.Empty(t, s.preflight("https://app.example.com").Header.Get("Access-Control-Allow-Origin"))

		res := s.admin(http.MethodPost, "/api/admin/ui-config/cors",
			map[string]any{"frontendApiOrigins": []string{"https://app.example.com", "http://localhost:3000"}})
		require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)

		for _, origin := range []string{"https://app.example.com", "http://localhost:3000", "https://env.example.com"} {
			res = s.preflight(origin)
			require.Equal(t, http.StatusNoContent, res.Status)
			require.Equal(t, origin, res.Header.Get("Access-Control-Allow-Origin"), "origin %s", origin)
			require.Contains(t, res.Header.Get("Access-Control-Allow-Methods"), "GET")
		}
		res = s.preflight("https://evil.example.com")
		require.Empty(t, res.Header.Get("Access-Control-Allow-Origin"), "an origin not listed gets no CORS headers")

		cfg := s.admin(http.MethodGet, "/api/admin/ui-config", nil).JSON(t)
		require.Equal(t, []any{"https://env.example.com", "https://app.example.com", "http://localhost:3000"}, cfg["frontendApiOrigins"])

		events := s.eventsOf(t, "setting-updated")
		require.Len(t, events, 1, "the change records its event")
		require.Equal(t, []any{"https://app.example.com", "http://localhost:3000"}, events[0]["data"].(map[string]any)["frontendApiOrigins"])

		// The GraphQL twin replaces the list: "*" admits any origin.
		g := s.gql(adminToken, `mutation { setFrontendApiOrigins(frontendApiOrigins: ["*"]) { frontendApiOrigins } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, []any{"https://env.example.com", "*"}, g.Data["setFrontendApiOrigins"].(map[string]any)["frontendApiOrigins"])
		require.Equal(t, "https://evil.example.com", s.preflight("https://evil.example.com").Header.Get("Access-Control-Allow-Origin"))
	})
}

func TestFrontendOriginsRefuseBadInput(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, tc := range []struct {
			name string
			body any
		}{
			{"missing", map[string]any{}},
			{"not a list", map[string]any{"frontendApiOrigins": "https://app.example.com"}},
			{"a path", map[string]any{"frontendApiOrigins": []string{"https://app.example.com/app"}}},
			{"no scheme", map[string]any{"frontendApiOrigins": []string{"app.example.com"}}},
			{"another scheme", map[string]any{"frontendApiOrigins": []string{"ftp://app.example.com"}}},
			{"a query", map[string]any{"frontendApiOrigins": []string{"https://app.example.com?x=1"}}},
			{"credentials", map[string]any{"frontendApiOrigins": []string{"https://u:p@app.example.com"}}},
			{"empty", map[string]any{"frontendApiOrigins": []string{""}}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(http.MethodPost, "/api/admin/ui-config/cors", tc.body)
				requireError(t, res, http.StatusBadRequest, "ValidationError", "frontendApiOrigins")
			})
		}
		g := s.gql(adminToken, `mutation { setFrontendApiOrigins(frontendApiOrigins: ["nope"]) { name } }`, nil)
		require.Equal(t, "ValidationError", g.errorCode())
		require.Contains(t, g.Errors[0].Message, "frontendApiOrigins")
	})
}

func TestFrontendOriginsNeedAdmin(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.createUser("viewer-cors@example.com", "Viewer")
		viewer := s.login("viewer-cors@example.com", testPassword)
		res := s.do(http.MethodPost, "/api/admin/ui-config/cors", viewer,
			map[string]any{"frontendApiOrigins": []string{"https://app.example.com"}})
		requireError(t, res, http.StatusForbidden, "NoAccessError", "")
		require.Empty(t, s.eventsOf(t, "setting-updated"), "the refused change stores nothing")
		cfg := s.admin(http.MethodGet, "/api/admin/ui-config", nil).JSON(t)
		require.Equal(t, []any{"*"}, cfg["frontendApiOrigins"], "the default stands")
	})
}

func TestFrontendOriginsFollowedByAnotherNode(t *testing.T) {
	eachStoreShared(t, func(t *testing.T, dsn string) {
		env := map[string]string{"CORS_ORIGINS": "https://env.example.com"}
		a, b := startWith(t, dsn, env), startWith(t, dsn, env)
		require.Empty(t, b.preflight("https://app.example.com").Header.Get("Access-Control-Allow-Origin"))
		res := a.admin(http.MethodPost, "/api/admin/ui-config/cors",
			map[string]any{"frontendApiOrigins": []string{"https://app.example.com"}})
		require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
		require.Eventually(t, func() bool {
			return b.preflight("https://app.example.com").Header.Get("Access-Control-Allow-Origin") == "https://app.example.com"
		}, liveWait, 50*time.Millisecond, "the other node follows (within its event poll)")
	})
}
