package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFrontendCORSDefaultIsAnyOrigin checks the reference's default: with no CORS_ORIGINS
// and no stored list, any page may call the frontend API (its tokens are public by design),
// while the admin API answers no CORS and a cross-origin page opens no WebSocket.
func TestFrontendCORSDefaultIsAnyOrigin(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const page = "https://shop.example.com"
		token := s.apiToken(t, "frontend", "development", "default")

		res := s.preflight(page)
		require.Equal(t, http.StatusNoContent, res.Status)
		require.Equal(t, page, res.Header.Get("Access-Control-Allow-Origin"), "a browser SDK works out of the box")
		res = s.doHeaders(http.MethodGet, "/api/frontend", token, nil, map[string]string{"Origin": page})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, page, res.Header.Get("Access-Control-Allow-Origin"))

		cfg := s.admin(http.MethodGet, "/api/admin/ui-config", nil).JSON(t)
		require.Equal(t, []any{"*"}, cfg["frontendApiOrigins"], "the UI reports the default as the reference does")

		res = s.doHeaders(http.MethodOptions, "/api/admin/projects", "", nil, map[string]string{"Origin": page,
			"Access-Control-Request-Method": "GET"})
		require.Empty(t, res.Header.Get("Access-Control-Allow-Origin"), "the admin face never answers CORS")
		res = s.doHeaders(http.MethodGet, "/api/admin/projects", adminToken, nil, map[string]string{"Origin": page})
		require.Empty(t, res.Header.Get("Access-Control-Allow-Origin"))

		session := s.login("admin", "Admin-Passw0rd!")
		_, status := liveDial(t, s, session, page)
		require.Equal(t, http.StatusForbidden, status, "a * admits no cross-origin WebSocket")

		// A stored list replaces the default, even an empty one.
		require.Equal(t, http.StatusNoContent, s.admin(http.MethodPost, "/api/admin/ui-config/cors",
			map[string]any{"frontendApiOrigins": []string{"https://app.example.com"}}).Status)
		require.Empty(t, s.preflight(page).Header.Get("Access-Control-Allow-Origin"))
		require.Equal(t, "https://app.example.com", s.preflight("https://app.example.com").Header.Get("Access-Control-Allow-Origin"))
		require.Equal(t, http.StatusNoContent, s.admin(http.MethodPost, "/api/admin/ui-config/cors",
			map[string]any{"frontendApiOrigins": []string{}}).Status)
		require.Empty(t, s.preflight("https://app.example.com").Header.Get("Access-Control-Allow-Origin"), "an empty list admits none")
	})
}

// TestFrontendCORSNarrowedByEnvironment checks that CORS_ORIGINS replaces the default "*".
func TestFrontendCORSNarrowedByEnvironment(t *testing.T) {
	eachStoreWith(t, map[string]string{"CORS_ORIGINS": "https://app.example.com"}, func(t *testing.T, s *server) {
		require.Empty(t, s.preflight("https://shop.example.com").Header.Get("Access-Control-Allow-Origin"))
		require.Equal(t, "https://app.example.com", s.preflight("https://app.example.com").Header.Get("Access-Control-Allow-Origin"))
		cfg := s.admin(http.MethodGet, "/api/admin/ui-config", nil).JSON(t)
		require.Equal(t, []any{"https://app.example.com"}, cfg["frontendApiOrigins"])
	})
}
