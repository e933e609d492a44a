package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestImportDependenciesFollowSingleRoute checks that a batch import refuses the
// dependencies the single dependency route refuses, with the same message, and writes
// nothing: dependencies are one level deep, and variants need an enabled parent.
func TestImportDependenciesFollowSingleRoute(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, name := range []string{"grand", "mid", "kid"} {
			s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": name})
		}
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features/mid/dependencies", map[string]any{"feature": "grand"})
		doc := func(child string, dep map[string]any) map[string]any {
			return importBody(map[string]any{
				"features":          []any{map[string]any{"name": child, "type": "release"}},
				"featureStrategies": []any{}, "featureEnvironments": []any{}, "contextFields": []any{},
				"featureTags": []any{}, "segments": []any{}, "tagTypes": []any{},
				"dependencies": []any{map[string]any{"feature": child, "dependencies": []any{dep}}},
			})
		}
		cases := []struct {
			name    string
			child   string
			dep     map[string]any
			message string
		}{
			{"parent has a parent", "kid", map[string]any{"feature": "mid"}, "cannot be a parent"},
			{"new feature under a parent with a parent", "fresh", map[string]any{"feature": "mid"}, "cannot be a parent"},
			{"child with children", "grand", map[string]any{"feature": "kid"}, "has children"},
			{"variants with a disabled parent", "kid", map[string]any{"feature": "grand", "enabled": false, "variants": []string{"a"}}, "variants"},
			{"self", "kid", map[string]any{"feature": "kid"}, "itself"},
			{"unknown parent", "kid", map[string]any{"feature": "phantom"}, "does not exist"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				single := s.admin(http.MethodPost, "/api/admin/projects/default/features/"+c.child+"/dependencies", c.dep)
				if c.child != "fresh" {
					requireError(t, single, 400, "ValidationError", c.message)
				}
				requireError(t, s.admin(http.MethodPost, batchImportPath, doc(c.child, c.dep)), 400, "ValidationError", c.message)
				v := s.admin(http.MethodPost, batchValidatePath, doc(c.child, c.dep))
				require.Equal(t, http.StatusOK, v.Status, "body: %s", v.Body)
				require.Contains(t, string(v.Body), c.message)
			})
		}
		requireError(t, s.admin(http.MethodGet, "/api/admin/projects/default/features/fresh", nil), 404, "NotFoundError", "")
		res := s.admin(http.MethodPost, batchImportPath, doc("kid", map[string]any{"feature": "grand", "variants": []string{"a"}}))
		require.Equal(t, http.StatusOK, res.Status, "a valid dependency imports: %s", res.Body)
	})
}
