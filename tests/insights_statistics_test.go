package tests

import (
	"bytes"
	"encoding/csv"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestInstanceStatistics checks GET /api/admin/instance-admin/statistics, its CSV and
// instanceStatistics: the instance's counts with a stable instance id and a checksum that
// moves with them, for admins only.
func TestInstanceStatistics(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		before := s.admin(http.MethodGet, "/api/admin/instance-admin/statistics", nil).JSON(t)
		require.Regexp(t, `^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`, before["instanceId"])
		require.Regexp(t, `^[0-9a-f]{64}$`, before["sum"])
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "stats", "name": "Stats"})
		newFeature(t, s, "stats", "counted-flag")
		s.createUser("stats-viewer@example.com", "Viewer")

		after := s.admin(http.MethodGet, "/api/admin/instance-admin/statistics", nil).JSON(t)
		require.Equal(t, before["instanceId"], after["instanceId"], "the id is the instance's")
		for _, c := range []struct {
			name  string
			delta float64
		}{{"projects", 1}, {"featureToggles", 1}, {"users", 1}, {"environments", 0}} {
			require.Equal(t, before[c.name].(float64)+c.delta, after[c.name], c.name)
		}
		require.NotEqual(t, before["sum"], after["sum"], "the checksum follows the counts")
		require.Len(t, after["clientApps"], 3)

		res := s.admin(http.MethodGet, "/api/admin/instance-admin/statistics/csv", nil)
		require.Equal(t, http.StatusOK, res.Status)
		require.Contains(t, res.Header.Get("Content-Type"), "text/csv")
		rows, err := csv.NewReader(bytes.NewReader(res.Body)).ReadAll()
		require.NoError(t, err)
		require.Len(t, rows, 2, "a header and one row")
		require.Equal(t, "instanceId", rows[0][0])
		require.Equal(t, after["instanceId"], rows[1][0])

		g := s.gql(adminToken, `{ instanceStatistics { instanceId projects apiTokens { admin } } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, after["instanceId"], g.Data["instanceStatistics"].(map[string]any)["instanceId"])

		viewer := s.login("stats-viewer@example.com", testPassword)
		requireError(t, s.do(http.MethodGet, "/api/admin/instance-admin/statistics", viewer, nil), http.StatusForbidden, "NoAccessError", "")
		requireError(t, s.do(http.MethodGet, "/api/admin/instance-admin/statistics/csv", viewer, nil), http.StatusForbidden, "NoAccessError", "")
	})
}
