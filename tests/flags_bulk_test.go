package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestBulkProjectFeatures covers the reference's bulk archive, revive and delete of a
// project's features: all or none, one event per feature as the single operations record.
func TestBulkProjectFeatures(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		res := s.admin(http.MethodPost, "/api/admin/projects", map[string]any{"id": "other", "name": "Other"})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		for _, name := range []string{"bulk-a", "bulk-b"} {
			s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": name})
		}
		s.mustOK(t, http.MethodPost, "/api/admin/projects/other/features", map[string]any{"name": "bulk-other"})
		archived := func() []string {
			var out []string
			for _, f := range s.mustOK(t, http.MethodGet, "/api/admin/archive/features/default", nil)["features"].([]any) {
				out = append(out, f.(map[string]any)["name"].(string))
			}
			return out
		}
		count := func(typ string) int { return len(s.eventsOf(t, typ)) }
		both := map[string]any{"features": []string{"bulk-a", "bulk-b"}}

		// Refusals change nothing.
		for _, path := range []string{"archive", "revive", "delete"} {
			base := "/api/admin/projects/default/" + path
			requireError(t, s.admin(http.MethodPost, base, map[string]any{"features": []string{}}), 400, "ValidationError", "features")
			requireError(t, s.admin(http.MethodPost, base, map[string]any{"features": []any{1}}), 400, "ValidationError", "features")
		}
		viewer := "bulk-viewer@example.com"
		s.createUser(viewer, "Viewer")
		session := s.login(viewer, testPassword)
		requireError(t, s.do(http.MethodPost, "/api/admin/projects/default/archive", session, both), 403, "NoAccessError", "")
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/default/archive",
			map[string]any{"features": []string{"bulk-a", "bulk-other"}}), 404, "NotFoundError", "bulk-other")
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/default/archive",
			map[string]any{"features": []string{"bulk-a", "missing"}}), 404, "NotFoundError", "missing")
		require.Empty(t, archived(), "a refused batch archives nothing")
		require.Zero(t, count("feature-archived"))

		// Archive both: 202 (revive and delete answer 200), no body, one event each.
		res = s.admin(http.MethodPost, "/api/admin/projects/default/archive", both)
		require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		require.Empty(t, res.Body)
		require.ElementsMatch(t, []string{"bulk-a", "bulk-b"}, archived())
		require.Equal(t, 2, count("feature-archived"))

		// Revive: an active or foreign feature is not found, and nothing is revived.
		requireError(t, s.do(http.MethodPost, "/api/admin/projects/default/revive", session, both), 403, "NoAccessError", "")
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/default/revive",
			map[string]any{"features": []string{"bulk-a", "bulk-other"}}), 404, "NotFoundError", "bulk-other")
		require.Len(t, archived(), 2)
		res = s.admin(http.MethodPost, "/api/admin/projects/default/revive", map[string]any{"features": []string{"bulk-b"}})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, []string{"bulk-a"}, archived())
		require.Equal(t, 1, count("feature-revived"))

		// Delete: only archived features of the project, all or none.
		requireError(t, s.do(http.MethodPost, "/api/admin/projects/default/delete", session, map[string]any{"features": []string{"bulk-a"}}),
			403, "NoAccessError", "")
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/default/delete", both), 404, "NotFoundError", "bulk-b")
		require.Equal(t, []string{"bulk-a"}, archived())
		require.Zero(t, count("feature-deleted"))
		res = s.admin(http.MethodPost, "/api/admin/projects/default/delete", map[string]any{"features": []string{"bulk-a"}})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Empty(t, archived())
		require.Equal(t, 1, count("feature-deleted"))

		// The GraphQL face.
		g := s.gql(adminToken, `mutation { archiveFeatures(projectId: "default", features: ["bulk-b"]) }`, nil)
		require.Empty(t, g.Errors)
		g = s.gql(adminToken, `mutation { deleteArchivedFeatures(projectId: "default", features: ["bulk-b"]) }`, nil)
		require.Empty(t, g.Errors)
		require.Empty(t, archived())
		require.Equal(t, 3, count("feature-archived"))
		require.Equal(t, 2, count("feature-deleted"))
		g = s.gql(session, `mutation { reviveFeatures(projectId: "default", features: ["bulk-b"]) }`, nil)
		require.Equal(t, "NoAccessError", g.errorCode(), "a Viewer: %+v", g.Errors)
	})
}
