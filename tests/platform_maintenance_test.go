package tests

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestMaintenanceMode checks the reference's maintenance mode: an admin turns it on, every
// change on both faces by a user or an admin token is then a 503 while reads and the SDKs'
// APIs keep working, and the admin turns it off again.
func TestMaintenanceMode(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const maintenance = "/api/admin/maintenance"
		editor := s.login(s.userEmail("Editor"), testPassword)
		viewer := s.userEmail("Viewer")
		client := s.apiToken(t, "client", "development", "default")
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "kept"})

		requireError(t, s.do(http.MethodPost, maintenance, editor, map[string]any{"enabled": true}), 403, "NoAccessError", "")
		requireError(t, s.do(http.MethodGet, maintenance, editor, nil), 403, "NoAccessError", "")
		require.Equal(t, "NoAccessError", s.gql(editor, `mutation { setMaintenanceMode(enabled: true) }`, nil).errorCode())
		requireError(t, s.admin(http.MethodPost, maintenance, map[string]any{}), 400, "ValidationError", "enabled")

		res := s.admin(http.MethodPost, maintenance, map[string]any{"enabled": true})
		require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
		require.Equal(t, true, s.mustOK(t, http.MethodGet, maintenance, nil)["enabled"])
		require.Equal(t, true, s.mustOK(t, http.MethodGet, "/api/admin/ui-config", nil)["maintenanceMode"], "the UI shows its banner")
		ev := s.newestEvent(t)
		require.Equal(t, "setting-created", ev["type"])
		require.Equal(t, map[string]any{"id": "maintenance.mode", "enabled": true}, ev["data"])

		refused := []struct {
			name, cred, method, path string
			body                     any
		}{
			{"create as admin token", adminToken, http.MethodPost, devFeatures, map[string]any{"name": "new"}},
			{"update as editor", editor, http.MethodPut, devFeatures + "/kept", map[string]any{"description": "x"}},
			{"patch", adminToken, http.MethodPatch, devFeatures + "/kept", []map[string]any{{"op": "replace", "path": "/description", "value": "x"}}},
			{"archive", adminToken, http.MethodDelete, devFeatures + "/kept", nil},
			{"token", adminToken, http.MethodPost, "/api/admin/api-tokens", map[string]any{"tokenName": "x", "type": "client", "environment": "development"}},
		}
		for _, c := range refused {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, s.do(c.method, c.path, c.cred, c.body), 503, "ServiceUnavailable", "maintenance mode")
			})
		}
		g := s.gql(adminToken, `mutation { createFeature(projectId: "default", input: {name: "viaGraphql"}) { name } }`, nil)
		require.Equal(t, "ServiceUnavailable", g.errorCode(), "errors: %v", g.Errors)

		t.Run("reads and SDKs keep working", func(t *testing.T) {
			s.mustOK(t, http.MethodGet, devFeatures+"/kept", nil)
			g := s.gql(editor, `{ project(id: "default") { id } }`, nil)
			require.Empty(t, g.Errors)
			s.clientFeatures(t, client, "")
			res := s.do(http.MethodPost, "/api/client/register", client, map[string]any{"appName": "during-maintenance",
				"instanceId": "i-1", "strategies": []string{"default"}, "interval": 15000, "started": "2026-11-01T10:00:00Z"})
			require.Less(t, res.Status, 300, "body: %s", res.Body)
			s.login(viewer, testPassword)
		})

		g = s.gql(adminToken, `mutation { setMaintenanceMode(enabled: false) }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, false, g.Data["setMaintenanceMode"])
		require.Equal(t, "setting-updated", s.newestEvent(t)["type"])
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "after"})
		g = s.gql(adminToken, `{ maintenanceMode }`, nil)
		require.Equal(t, false, g.Data["maintenanceMode"])
	})
}

// TestMaintenanceModeFollowedByAnotherNode turns maintenance mode on and off on one node
// of a database: the node itself refuses (and then accepts) changes at once, and another
// node, which checks a kept reading of the setting, follows within its event poll.
func TestMaintenanceModeFollowedByAnotherNode(t *testing.T) {
	eachStoreShared(t, func(t *testing.T, dsn string) {
		a, b := startWith(t, dsn, nil), startWith(t, dsn, nil)
		create := func(s *server, name string) int {
			return s.do(http.MethodPost, devFeatures, adminToken, map[string]any{"name": name}).Status
		}
		require.Equal(t, http.StatusOK, create(b, "before"), "b has read maintenance mode off")
		setMaintenance := func(on bool) {
			res := a.admin(http.MethodPost, "/api/admin/maintenance", map[string]any{"enabled": on})
			require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
		}

		setMaintenance(true)
		require.Equal(t, http.StatusServiceUnavailable, create(a, "on-a"), "the node that turned it on refuses at once")
		require.Eventually(t, func() bool { return create(b, "on-b") == http.StatusServiceUnavailable },
			liveWait, 50*time.Millisecond, "the other node follows within its event poll")

		setMaintenance(false)
		require.Equal(t, http.StatusOK, create(a, "off-a"), "the node that turned it off accepts at once")
		require.Eventually(t, func() bool { return create(b, "off-b") == http.StatusOK },
			liveWait, 50*time.Millisecond, "the other node follows within its event poll")
	})
}
