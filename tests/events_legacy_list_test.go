package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestEventsLegacyList checks GET /api/admin/events, the reference's list: the newest
// events, newest first, or with project only that project's.
func TestEventsLegacyList(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "mobile", "name": "Mobile"})
		newFeature(t, s, "default", "legacy-web")
		newFeature(t, s, "mobile", "legacy-app")

		cases := []struct {
			name, query string
			want        []string
		}{
			{name: "all", query: "", want: []string{"legacy-app", "legacy-web"}},
			{name: "one project", query: "?project=mobile", want: []string{"legacy-app"}},
			{name: "unknown project", query: "?project=nowhere", want: nil},
		}
		for _, c := range cases {
			res := s.admin(http.MethodGet, "/api/admin/events"+c.query, nil)
			require.Equal(t, http.StatusOK, res.Status, "%s: %s", c.name, res.Body)
			body := res.JSON(t)
			require.EqualValues(t, 1, body["version"], c.name)
			var created []string
			for _, e := range body["events"].([]any) {
				ev := e.(map[string]any)
				if ev["type"] == "feature-created" {
					created = append(created, ev["featureName"].(string))
				}
			}
			require.Equal(t, c.want, created, c.name)
		}
	})
}

// TestEventCreators checks GET /api/admin/event-creators and its GraphQL twin: a user who
// recorded events is listed once, by id and (with no name set) email.
func TestEventCreators(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		id := s.createUser("creator@example.com", "Editor")
		editor := s.login("creator@example.com", testPassword)
		for _, name := range []string{"by-editor-1", "by-editor-2"} {
			res := s.do(http.MethodPost, "/api/admin/projects/default/features", editor, map[string]any{"name": name})
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		}
		s.createUser("idle@example.com", "Viewer")
		viewer := s.login("idle@example.com", testPassword)

		res := s.do(http.MethodGet, "/api/admin/event-creators", viewer, nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		var mine []any
		for _, c := range res.JSON2(t).([]any) {
			if int(c.(map[string]any)["id"].(float64)) == id {
				mine = append(mine, c)
			}
		}
		require.Equal(t, []any{map[string]any{"id": float64(id), "name": "creator@example.com"}}, mine)

		g := s.gql(adminToken, `{ eventCreators { id name } }`, nil)
		require.Empty(t, g.Errors)
		require.Contains(t, g.Data["eventCreators"], map[string]any{"id": float64(id), "name": "creator@example.com"})

		requireError(t, s.do(http.MethodGet, "/api/admin/event-creators", "", nil), http.StatusUnauthorized, "AuthenticationRequired", "")
	})
}
