package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLegalValueRoutes checks the reference's legal-value routes of a context field (add or
// replace one, remove one, each recording context-field-updated) and its constraint check.
func TestLegalValueRoutes(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const field = "/api/admin/context/region"
		s.mustOK(t, http.MethodPost, "/api/admin/context", map[string]any{"name": "region", "legalValues": []map[string]any{{"value": "eu"}}})
		legal := func() []any { return s.mustOK(t, http.MethodGet, field, nil)["legalValues"].([]any) }

		before := len(s.eventsOf(t, "context-field-updated"))
		s.mustOK(t, http.MethodPost, field+"/legal-values", map[string]any{"value": "us", "description": "United States"})
		s.mustOK(t, http.MethodPost, field+"/legal-values", map[string]any{"value": "eu", "description": "Europe"})
		require.Equal(t, []any{map[string]any{"value": "eu", "description": "Europe"}, map[string]any{"value": "us", "description": "United States"}}, legal())
		s.mustOK(t, http.MethodDelete, field+"/legal-values/us", nil)
		require.Equal(t, []any{map[string]any{"value": "eu", "description": "Europe"}}, legal())
		require.Len(t, s.eventsOf(t, "context-field-updated"), before+3)

		viewer := s.login(s.userEmail("Viewer"), testPassword)
		requireError(t, s.do(http.MethodPost, field+"/legal-values", viewer, map[string]any{"value": "x"}), 403, "NoAccessError", "")
		requireError(t, s.admin(http.MethodPost, field+"/legal-values", map[string]any{"description": "no value"}), 400, "ValidationError", "value")
		requireError(t, s.admin(http.MethodPost, "/api/admin/context/nowhere/legal-values", map[string]any{"value": "x"}), 404, "NotFoundError", "nowhere")

		cases := []struct {
			name       string
			constraint map[string]any
			status     int
			fragment   string
		}{
			{"valid", map[string]any{"contextName": "region", "operator": "IN", "values": []string{"eu"}}, 204, ""},
			{"unknown field", map[string]any{"contextName": "planet", "operator": "IN", "values": []string{"mars"}}, 400, "planet"},
			{"bad semver", map[string]any{"contextName": "appName", "operator": "SEMVER_GT", "value": "not-a-version"}, 400, "value"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := s.do(http.MethodPost, "/api/admin/constraints/validate", viewer, c.constraint)
				if c.status == 204 {
					require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
					return
				}
				requireError(t, res, c.status, "ValidationError", c.fragment)
			})
		}

		g := s.gql(adminToken, `mutation { setContextFieldLegalValue(name: "region", legalValue: {value: "ap"}) { legalValues { value } } }`, nil)
		require.Empty(t, g.Errors)
		g = s.gql(adminToken, `mutation { removeContextFieldLegalValue(name: "region", value: "ap") { legalValues { value } } }`, nil)
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["removeContextFieldLegalValue"].(map[string]any)["legalValues"], 1)
	})
}
