package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestStrategySegmentsRoutes checks the reference's segments-of-a-strategy routes: the read,
// and the replacement, which is the strategy's PUT with segments alone (its rules, its
// permission, its event).
func TestStrategySegmentsRoutes(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		segID := func(name string) any {
			return s.mustOK(t, http.MethodPost, "/api/admin/segments", map[string]any{"name": name,
				"constraints": []map[string]any{{"contextName": "userId", "operator": "IN", "values": []string{"1"}}}})["id"]
		}
		a, b := segID("beta"), segID("staff")
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "seg"})
		st := s.mustOK(t, http.MethodPost, devFeatures+"/seg/environments/development/strategies", map[string]any{"name": "default", "segments": []any{a}})
		id := st["id"].(string)
		names := func() []any {
			var out []any
			for _, sg := range s.mustOK(t, http.MethodGet, "/api/admin/segments/strategies/"+id, nil)["segments"].([]any) {
				out = append(out, sg.(map[string]any)["name"])
			}
			return out
		}
		require.Equal(t, []any{"beta"}, names())

		body := map[string]any{"projectId": "default", "strategyId": id, "environmentId": "development", "segmentIds": []any{b}}
		before := len(s.eventsOf(t, "feature-strategy-update"))
		res := s.admin(http.MethodPost, "/api/admin/segments/strategies", body)
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		require.Equal(t, id, res.JSON(t)["strategyId"])
		require.Equal(t, []any{"staff"}, names())
		require.Len(t, s.eventsOf(t, "feature-strategy-update"), before+1)

		viewer := s.login(s.userEmail("Viewer"), testPassword)
		cases := []struct {
			name, cred string
			body       map[string]any
			status     int
			errName    string
		}{
			{"viewer may not", viewer, body, 403, "NoAccessError"},
			{"other project", adminToken, map[string]any{"projectId": "nowhere", "strategyId": id, "environmentId": "development", "segmentIds": []any{}}, 404, "NotFoundError"},
			{"unknown segment", adminToken, map[string]any{"projectId": "default", "strategyId": id, "environmentId": "development", "segmentIds": []any{9999}}, 400, "ValidationError"},
			{"missing segmentIds", adminToken, map[string]any{"projectId": "default", "strategyId": id, "environmentId": "development"}, 400, "ValidationError"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := s.do(http.MethodPost, "/api/admin/segments/strategies", c.cred, c.body)
				require.Equal(t, c.status, res.Status, "body: %s", res.Body)
				require.Equal(t, c.errName, res.JSON(t)["name"])
			})
		}
		requireError(t, s.admin(http.MethodGet, "/api/admin/segments/strategies/not-a-uuid", nil), 404, "NotFoundError", "")

		g := s.gql(adminToken, `query($id: String!) { strategySegments(strategyId: $id) { name } }`, map[string]any{"id": id})
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["strategySegments"], 1)
	})
}
