package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOutdatedSDKs checks GET /api/admin/metrics/sdks/outdated and outdatedSdks: the SDK
// versions registered instances report that are older than their SDK's minimum, each with
// the applications using it; current and unknown SDKs are left out.
func TestOutdatedSDKs(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		token := s.apiToken(t, "client", "development", "default")
		for _, reg := range []struct{ app, instance, sdk string }{
			{"shop-web", "i-1", "unleash-client-node:5.0.0"},
			{"shop-api", "i-2", "unleash-client-node:5.0.0"},
			{"shop-api", "i-3", "unleash-client-go:3.9.0"},
			{"billing", "i-4", "unleash-client-go:4.5.0"},
			{"custom", "i-5", "my-own-sdk:0.0.1"},
		} {
			res := s.do(http.MethodPost, "/api/client/register", token, map[string]any{"appName": reg.app,
				"instanceId": reg.instance, "sdkVersion": reg.sdk, "strategies": []string{"default"}, "interval": 15000,
				"started": "2026-11-01T10:00:00Z"})
			require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		}
		want := []any{
			map[string]any{"sdkVersion": "unleash-client-go:3.9.0", "applications": []any{"shop-api"}},
			map[string]any{"sdkVersion": "unleash-client-node:5.0.0", "applications": []any{"shop-api", "shop-web"}},
		}
		s.createUser("sdk-viewer@example.com", "Viewer")
		viewer := s.login("sdk-viewer@example.com", testPassword)
		res := s.do(http.MethodGet, "/api/admin/metrics/sdks/outdated", viewer, nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, map[string]any{"sdks": want}, res.JSON(t))

		g := s.gql(adminToken, `{ outdatedSdks { sdkVersion applications } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, want, g.Data["outdatedSdks"])
	})
}
