package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFeatureLinks: links from a feature to outside resources, at the reference's routes
// (204s), shown in the feature (oldest first, with ids that sort by creation), on GraphQL
// alike, each change recorded; a link is reached only through its own feature.
func TestFeatureLinks(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		flag, other := "linked-"+randomHex(3), "unlinked-"+randomHex(3)
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": flag})
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": other})
		path := devFeatures + "/" + flag + "/link"

		type link struct {
			ID, URL, Feature string
			Title            *string
		}
		links := func(t *testing.T) []link {
			t.Helper()
			var f struct{ Links []link }
			requireJSON(t, s.admin(http.MethodGet, devFeatures+"/"+flag, nil), &f)
			return f.Links
		}
		require.Empty(t, links(t))
		require.Contains(t, string(s.admin(http.MethodGet, devFeatures+"/"+flag, nil).Body), `"links":[]`)

		res := s.admin(http.MethodPost, path, map[string]any{"url": "https://github.com/acme/app/issues/1", "title": "Issue 1"})
		require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
		res = s.admin(http.MethodPost, path, map[string]any{"url": "https://grafana.example.com/d/app"})
		require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
		got := links(t)
		require.Len(t, got, 2)
		require.Equal(t, "https://github.com/acme/app/issues/1", got[0].URL)
		require.Equal(t, "Issue 1", *got[0].Title)
		require.Nil(t, got[1].Title)
		require.Equal(t, flag, got[0].Feature)
		require.Len(t, got[0].ID, 26)
		require.Less(t, got[0].ID, got[1].ID, "ids sort by creation")

		t.Run("update and delete", func(t *testing.T) {
			res := s.admin(http.MethodPut, path+"/"+got[1].ID, map[string]any{"url": "https://grafana.example.com/d/app2", "title": "Dashboard"})
			require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
			after := links(t)
			require.Equal(t, "https://grafana.example.com/d/app2", after[1].URL)
			require.Equal(t, "Dashboard", *after[1].Title)
			res = s.admin(http.MethodDelete, path+"/"+got[0].ID, nil)
			require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
			require.Len(t, links(t), 1)
			requireError(t, s.admin(http.MethodDelete, path+"/"+got[0].ID, nil), 404, "NotFoundError", "")
		})

		t.Run("only through its own feature", func(t *testing.T) {
			otherPath := devFeatures + "/" + other + "/link/" + got[1].ID
			requireError(t, s.admin(http.MethodPut, otherPath, map[string]any{"url": "https://example.com"}), 404, "NotFoundError", "")
			requireError(t, s.admin(http.MethodDelete, otherPath, nil), 404, "NotFoundError", "")
			requireError(t, s.admin(http.MethodPost, "/api/admin/projects/nope/features/"+flag+"/link", map[string]any{"url": "https://example.com"}), 404, "NotFoundError", "")
		})

		t.Run("urls are http or https", func(t *testing.T) {
			for _, bad := range []map[string]any{{}, {"url": ""}, {"url": "javascript:alert(1)"}, {"url": "not a url"}, {"url": "https://example.com", "title": string(make([]byte, 256))}} {
				res := s.admin(http.MethodPost, path, bad)
				require.Equal(t, http.StatusBadRequest, res.Status, "%v: %s", bad, res.Body)
			}
		})

		t.Run("graphql", func(t *testing.T) {
			g := s.gql(adminToken, `mutation($f: String!) { addFeatureLink(projectId: "default", feature: $f, input: {url: "https://example.com/gql", title: "G"}) { id url title } }`, map[string]any{"f": flag})
			require.Empty(t, g.Errors)
			id := g.Data["addFeatureLink"].(map[string]any)["id"].(string)
			g = s.gql(adminToken, `query($f: String!) { feature(projectId: "default", name: $f) { links { id url title } } }`, map[string]any{"f": flag})
			require.Empty(t, g.Errors)
			require.Len(t, g.Data["feature"].(map[string]any)["links"], 2)
			g = s.gql(adminToken, `mutation($f: String!, $id: String!) { deleteFeatureLink(projectId: "default", feature: $f, id: $id) }`, map[string]any{"f": flag, "id": id})
			require.Empty(t, g.Errors)
		})

		t.Run("each change is recorded", func(t *testing.T) {
			var found struct{ Events []struct{ Type string } }
			requireJSON(t, s.admin(http.MethodGet, "/api/admin/events/"+flag, nil), &found)
			var types []string
			for _, e := range found.Events {
				types = append(types, e.Type)
			}
			require.Subset(t, types, []string{"feature-link-added", "feature-link-updated", "feature-link-removed"})
		})

		t.Run("archived features take their links along when deleted", func(t *testing.T) {
			s.mustOK(t, http.MethodDelete, devFeatures+"/"+flag, nil)
			res := s.admin(http.MethodDelete, "/api/admin/archive/"+flag, nil)
			require.Less(t, res.Status, 300, "body: %s", res.Body)
		})
	})
}
