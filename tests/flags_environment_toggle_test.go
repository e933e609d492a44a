package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// environmentEnabled reads whether an environment is on from GET /api/admin/environments.
func (s *server) environmentEnabled(t *testing.T, name string) bool {
	t.Helper()
	for _, e := range s.mustOK(t, http.MethodGet, "/api/admin/environments", nil)["environments"].([]any) {
		if env := e.(map[string]any); env["name"] == name {
			return env["enabled"].(bool)
		}
	}
	t.Fatalf("environment %q is not listed", name)
	return false
}

func TestEnvironmentToggle(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "shop"}) // before qa: without it
		s.mustOK(t, http.MethodPost, "/api/admin/environments", map[string]any{"name": "qa", "type": "test"})
		cases := []struct {
			name, path  string
			status      int
			wantEnabled bool
			wantEvents  int // environment-updated events so far
		}{
			{"off", "/api/admin/environments/qa/off", http.StatusNoContent, false, 1},
			{"off again records nothing", "/api/admin/environments/qa/off", http.StatusNoContent, false, 1},
			{"on", "/api/admin/environments/qa/on", http.StatusNoContent, true, 2},
			{"on again records nothing", "/api/admin/environments/qa/on", http.StatusNoContent, true, 2},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := s.admin(http.MethodPost, c.path, nil)
				require.Equal(t, c.status, res.Status, "body: %s", res.Body)
				require.Empty(t, res.Body)
				require.Equal(t, c.wantEnabled, s.environmentEnabled(t, "qa"))
				ev := s.mustOK(t, http.MethodPost, "/api/admin/events/search", map[string]any{"type": "environment-updated"})
				require.EqualValues(t, c.wantEvents, ev["totalEvents"])
				last := ev["events"].([]any)[0].(map[string]any)
				require.Equal(t, "qa", last["environment"])
				require.Equal(t, c.wantEnabled, last["data"].(map[string]any)["enabled"])
				require.Equal(t, !c.wantEnabled, last["preData"].(map[string]any)["enabled"])
			})
		}

		s.mustOK(t, http.MethodPost, "/api/admin/environments/qa/off", nil)
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/shop/environments", map[string]any{"environment": "qa"}),
			400, "ValidationError", "environment")
		requireError(t, s.admin(http.MethodPost, "/api/admin/environments/nope/on", nil), 404, "NotFoundError", "nope")
		s.mustOK(t, http.MethodPost, "/api/admin/environments/qa/on", nil)
		s.mustOK(t, http.MethodPost, "/api/admin/projects/shop/environments", map[string]any{"environment": "qa"})
	})
}

func TestEnvironmentToggleGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		editor := s.createPAT(s.login(s.userEmail("Editor"), testPassword))
		const toggle = `mutation($name: String!, $on: Boolean!) { setEnvironmentEnabled(name: $name, enabled: $on) { name enabled } }`
		cases := []struct {
			name, token, env string
			on               bool
			code             string // extensions.code; "" for success
		}{
			{"editor lacks UPDATE_ENVIRONMENT", editor, "development", false, "NoAccessError"},
			{"unknown environment", adminToken, "nope", false, "NotFoundError"},
			{"admin turns it off", adminToken, "development", false, ""},
			{"admin turns it on", adminToken, "development", true, ""},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := s.gql(c.token, toggle, map[string]any{"name": c.env, "on": c.on})
				require.Equal(t, c.code, res.errorCode(), "errors: %v", res.Errors)
				if c.code == "" {
					require.Equal(t, c.on, res.Data["setEnvironmentEnabled"].(map[string]any)["enabled"])
					require.Equal(t, c.on, s.environmentEnabled(t, c.env))
				}
			})
		}
	})
}
