package tests

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestApplicationSavedAndDeleted checks POST and DELETE /api/admin/metrics/applications/{appName}
// as the reference answers them: 202 creating (application-created) or changing details,
// 200 removing (an unknown name too), UPDATE_APPLICATION required, and the GraphQL twins.
func TestApplicationSavedAndDeleted(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const path = "/api/admin/metrics/applications/shop-web"
		res := s.admin(http.MethodPost, path, map[string]any{"description": "The shop", "url": "https://shop.example.com", "color": "#ff0000"})
		require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		res = s.admin(http.MethodPost, path, map[string]any{"appName": "shop-web", "icon": "shopping_cart", "strategies": []string{"default"}})
		require.Equal(t, http.StatusAccepted, res.Status, "the UI sends the application back whole: %s", res.Body)

		app := s.admin(http.MethodGet, path, nil).JSON(t)
		require.Equal(t, "The shop", app["description"])
		require.Equal(t, "https://shop.example.com", app["url"])
		require.Equal(t, "#ff0000", app["color"])
		require.Equal(t, "shopping_cart", app["icon"], "a detail left out stays")
		require.Len(t, s.eventsOf(t, "application-created"), 1, "created once")

		s.createUser("app-viewer@example.com", "Viewer")
		viewer := s.login("app-viewer@example.com", testPassword)
		s.createUser("app-editor@example.com", "Editor")
		editor := s.login("app-editor@example.com", testPassword)
		cases := []struct {
			name, method, cred string
			body               any
			status             int
			errName, mentions  string
		}{
			{name: "viewer may not change", method: http.MethodPost, cred: viewer, body: map[string]any{"color": "blue"}, status: 403, errName: "NoAccessError"},
			{name: "viewer may not delete", method: http.MethodDelete, cred: viewer, status: 403, errName: "NoAccessError"},
			{name: "over-long description", method: http.MethodPost, cred: adminToken, body: map[string]any{"description": strings.Repeat("d", 1001)}, status: 400, errName: "ValidationError", mentions: "description"},
			{name: "wrong type", method: http.MethodPost, cred: adminToken, body: map[string]any{"url": 3}, status: 400, errName: "ValidationError", mentions: "url"},
			{name: "editor may change", method: http.MethodPost, cred: editor, body: map[string]any{"color": "blue"}, status: 202},
		}
		for _, c := range cases {
			res := s.do(c.method, path, c.cred, c.body)
			if c.errName != "" {
				requireError(t, res, c.status, c.errName, c.mentions)
				continue
			}
			require.Equal(t, c.status, res.Status, "%s: %s", c.name, res.Body)
		}

		g := s.gql(adminToken, `mutation { saveClientApplication(appName: "shop-api", input: {description: "API"}) { appName description } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, "API", g.Data["saveClientApplication"].(map[string]any)["description"])
		g = s.gql(adminToken, `mutation { deleteClientApplication(appName: "shop-api") }`, nil)
		require.Empty(t, g.Errors)

		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, path, nil).Status)
		require.Equal(t, http.StatusNotFound, s.admin(http.MethodGet, path, nil).Status)
		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, path, nil).Status, "an unknown application is no error")
	})
}
