package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSearchEventsGetPages covers the reference's paging and any-of filters of
// GET /api/admin/search/events, and their GraphQL twins.
func TestSearchEventsGetPages(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, name := range []string{"sk-a", "sk-b", "sk-c"} {
			newFeature(t, s, "default", name)
		}
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features/sk-b/environments/development/on", nil)
		names := func(body map[string]any) []string {
			var out []string
			for _, e := range body["events"].([]any) {
				ev := e.(map[string]any)
				out = append(out, ev["type"].(string)+":"+ev["featureName"].(string))
			}
			return out
		}
		const base = "/api/admin/search/events?feature=IS_ANY_OF:sk-a,sk-b,sk-c"
		tests := []struct {
			name  string
			query string
			want  []string
			total int
		}{
			{"any of two features", "/api/admin/search/events?type=IS:feature-created&feature=IS_ANY_OF:sk-a,sk-c", []string{"feature-created:sk-c", "feature-created:sk-a"}, 2},
			{"any of two types", base + "&type=IS_ANY_OF:feature-created,feature-environment-enabled&limit=2",
				[]string{"feature-environment-enabled:sk-b", "feature-created:sk-c"}, 4},
			{"a type of the reference that nothing records", base + "&type=IS_ANY_OF:feature-created,release-plan-added&limit=1",
				[]string{"feature-created:sk-c"}, 3},
			{"offset counts", base + "&type=IS:feature-created&limit=1&offset=1", []string{"feature-created:sk-b"}, 3},
			{"offset past the end", base + "&type=IS:feature-created&offset=3", nil, 3},
			{"offset zero", base + "&type=IS:feature-created&limit=1&offset=0", []string{"feature-created:sk-c"}, 3},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				res := s.admin(http.MethodGet, tt.query, nil)
				require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
				body := res.JSON(t)
				require.Equal(t, tt.want, names(body))
				require.EqualValues(t, tt.total, body["total"])
			})
		}
		requireError(t, s.admin(http.MethodGet, base+"&offset=-1", nil), 400, "ValidationError", "offset")
		requireError(t, s.admin(http.MethodGet, base+"&offset=x", nil), 400, "ValidationError", "offset")
		requireError(t, s.admin(http.MethodGet, "/api/admin/search/events?type=IS_ANY_OF:feature-created,no-such", nil), 400, "ValidationError", "type")
		requireError(t, s.admin(http.MethodGet, "/api/admin/search/events?project=IS_ANY_OF:a,,b", nil), 400, "ValidationError", "project")

		g := s.gql(adminToken, `{ events(filter: {features: ["sk-a", "sk-b"], types: ["feature-created"], skip: 1, limit: 1}) { totalEvents events { featureName } } }`, nil)
		require.Empty(t, g.Errors)
		page := g.Data["events"].(map[string]any)
		require.EqualValues(t, 2, page["totalEvents"])
		require.Equal(t, "sk-a", page["events"].([]any)[0].(map[string]any)["featureName"])
		g = s.gql(adminToken, `{ events(filter: {skip: 1, offset: 5}) { totalEvents } }`, nil)
		require.Equal(t, "ValidationError", g.errorCode())
	})
}

func TestSearchEventsGet(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "searched-a"})
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "searched-b"})

		res := s.admin(http.MethodGet, "/api/admin/search/events?type=IS:feature-created&feature=IS_ANY_OF:searched-a", nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		body := res.JSON(t)
		require.EqualValues(t, 1, body["total"])
		require.Equal(t, "searched-a", body["events"].([]any)[0].(map[string]any)["featureName"])

		res = s.admin(http.MethodGet, "/api/admin/search/events?query=searched&limit=1&project=default", nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Len(t, res.JSON(t)["events"], 1)

		requireError(t, s.admin(http.MethodGet, "/api/admin/search/events?type=LIKE:x", nil), 400, "ValidationError", "type")
		requireError(t, s.admin(http.MethodGet, "/api/admin/search/events?limit=x", nil), 400, "ValidationError", "limit")
		requireError(t, s.do(http.MethodGet, "/api/admin/search/events", "", nil), 401, "AuthenticationRequired", "")
	})
}
