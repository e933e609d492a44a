package tests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOwnerImportRefusedLikeSingleRoutes checks that a project Owner's batch import is
// refused exactly where the single routes refuse the same change: a new (global) tag type
// needs CREATE_TAG_TYPE (403), and a segment limited to another project cannot be used in
// this one (400); a valid import by the same Owner succeeds.
func TestOwnerImportRefusedLikeSingleRoutes(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "web", "name": "Web"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "mine"})
		webOnly := int(s.mustOK(t, http.MethodPost, "/api/admin/segments", map[string]any{
			"name": "web-only", "project": "web", "constraints": []any{}})["id"].(float64))
		shared := int(s.mustOK(t, http.MethodPost, "/api/admin/segments", map[string]any{
			"name": "everyone", "constraints": []any{}})["id"].(float64))
		id := s.createUser("owner@example.com", "Viewer")
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, fmt.Sprintf("/api/admin/projects/default/role/%d/access", 4),
			map[string]any{"users": []any{map[string]any{"id": id}}}).Status)
		owner := s.createPAT(s.login("owner@example.com", testPassword))

		// The single routes.
		requireError(t, s.do(http.MethodPost, "/api/admin/tag-types", owner, map[string]any{"name": "team"}),
			403, "NoAccessError", "CREATE_TAG_TYPE")
		strategies := "/api/admin/projects/default/features/mine/environments/development/strategies"
		requireError(t, s.do(http.MethodPost, strategies, owner, map[string]any{"name": "default", "segments": []int{webOnly}}),
			400, "ValidationError", "limited to project")
		res := s.do(http.MethodPost, strategies, owner, map[string]any{"name": "default", "segments": []int{shared}})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)

		data := func(tagType string, segment int, segmentName string) map[string]any {
			return map[string]any{
				"features": []any{map[string]any{"name": "imported", "type": "release"}},
				"featureStrategies": []any{map[string]any{"name": "default", "featureName": "imported",
					"parameters": map[string]any{}, "constraints": []any{}, "segments": []int{segment}}},
				"featureEnvironments": []any{}, "contextFields": []any{}, "dependencies": []any{},
				"featureTags": []any{map[string]any{"featureName": "imported", "tagType": tagType, "tagValue": "checkout"}},
				"tagTypes":    []any{map[string]any{"name": tagType}},
				"segments":    []any{map[string]any{"id": segment, "name": segmentName}},
			}
		}
		cases := []struct {
			name    string
			data    map[string]any
			status  int
			errName string
			message string
		}{
			{"new global tag type", data("team", shared, "everyone"), 403, "NoAccessError", "CREATE_TAG_TYPE"},
			{"segment of another project", data("simple", webOnly, "web-only"), 400, "ValidationError", "limited to project"},
		}
		for _, c := range cases {
			requireError(t, s.do(http.MethodPost, batchImportPath, owner, importBody(c.data)), c.status, c.errName, c.message)
			got := s.gql(owner, `mutation($doc: Map!) { importFeatures(document: $doc) }`,
				map[string]any{"doc": importBody(c.data)})
			require.Equal(t, c.errName, got.errorCode(), "GraphQL %s: %+v", c.name, got.Errors)
			requireError(t, s.do(http.MethodGet, "/api/admin/projects/default/features/imported", owner, nil), 404, "NotFoundError", "")
		}

		res = s.do(http.MethodPost, batchImportPath, owner, importBody(data("simple", shared, "everyone")))
		require.Equal(t, http.StatusOK, res.Status, "a valid import by the Owner: %s", res.Body)
		s.mustOK(t, http.MethodGet, "/api/admin/projects/default/features/imported", nil)
	})
}
