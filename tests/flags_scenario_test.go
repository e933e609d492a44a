package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestNewUserScenario is the acceptance walk: a project, a feature turned on in
// development with a constrained flexibleRollout, tagged; each step is in the event log.
func TestNewUserScenario(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const f = "/api/admin/projects/shop/features/new-checkout"
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "shop", "name": "Shop"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/shop/features", map[string]any{"name": "new-checkout"})
		s.mustOK(t, http.MethodPost, f+"/environments/development/strategies", map[string]any{
			"name": "flexibleRollout", "parameters": map[string]any{"rollout": "30", "stickiness": "default", "groupId": "new-checkout"},
			"constraints": []map[string]any{{"contextName": "appName", "operator": "IN", "values": []string{"web"}}}})
		s.mustOK(t, http.MethodPost, f+"/environments/development/on", nil)
		s.mustOK(t, http.MethodPost, "/api/admin/features/new-checkout/tags", map[string]any{"type": "simple", "value": "checkout"})

		res := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"project": "shop"})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		var types []string
		for _, e := range res.JSON(t)["events"].([]any) {
			types = append([]string{e.(map[string]any)["type"].(string)}, types...)
		}
		require.Equal(t, []string{"project-created", "feature-created",
			"feature-strategy-add", "feature-environment-enabled", "feature-tagged"}, types)
		tagged := s.newestEvent(t)
		require.Equal(t, "new-checkout", tagged["featureName"])
		require.Equal(t, []any{map[string]any{"type": "simple", "value": "checkout"}}, tagged["tags"])
	})
}
