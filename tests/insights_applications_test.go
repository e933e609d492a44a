package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestApplications(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		token := s.apiToken(t, "client", "development", "default")
		for _, app := range []string{"shop-web", "billing-api"} {
			res := s.do(http.MethodPost, "/api/client/register", token, map[string]any{"appName": app, "instanceId": "i-1",
				"strategies": []string{"default"}, "interval": 15000, "started": "2026-11-01T10:00:00Z"})
			require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		}

		res := s.admin(http.MethodGet, "/api/admin/metrics/applications", nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		body := res.JSON(t)
		require.EqualValues(t, 2, body["total"])
		require.Equal(t, "billing-api", body["applications"].([]any)[0].(map[string]any)["appName"])
		res = s.admin(http.MethodGet, "/api/admin/metrics/applications?query=SHOP", nil)
		require.EqualValues(t, 1, res.JSON(t)["total"])

		res = s.admin(http.MethodGet, "/api/admin/metrics/applications/shop-web", nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, []any{"default"}, res.JSON(t)["strategies"])
		requireError(t, s.admin(http.MethodGet, "/api/admin/metrics/applications/nope", nil), 404, "NotFoundError", "nope")

		g := s.gql(adminToken, `{ clientApplications(query: "web") { appName } clientApplication(appName: "billing-api") { appName strategies } }`, nil)
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["clientApplications"], 1)
		require.Equal(t, "billing-api", g.Data["clientApplication"].(map[string]any)["appName"])
	})
}
