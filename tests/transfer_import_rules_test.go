package tests

import (
	"net/http"
	"strings"
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

// TestImportCatalogFollowsSingleRoutes checks that a batch import validates the tags, tag
// types and context fields it brings with the single routes' rules and messages.
func TestImportCatalogFollowsSingleRoutes(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "mine"})
		long := strings.Repeat("d", 1001)
		doc := func(mod func(d map[string]any)) map[string]any {
			d := map[string]any{
				"features":          []any{map[string]any{"name": "imported", "type": "release"}},
				"featureStrategies": []any{}, "featureEnvironments": []any{}, "contextFields": []any{},
				"featureTags": []any{}, "segments": []any{}, "tagTypes": []any{}, "dependencies": []any{},
			}
			mod(d)
			return importBody(d)
		}
		cases := []struct {
			name    string
			single  func() response
			doc     map[string]any
			message string
		}{
			{"tag value too short", func() response {
				return s.admin(http.MethodPost, "/api/admin/features/mine/tags", map[string]any{"type": "simple", "value": " x "})
			}, doc(func(d map[string]any) {
				d["featureTags"] = []any{map[string]any{"featureName": "imported", "tagType": "simple", "tagValue": " x "}}
			}), "value must be 2 to 50 characters long"},
			{"tag type description too long", func() response {
				return s.admin(http.MethodPost, "/api/admin/tag-types", map[string]any{"name": "team", "description": long})
			}, doc(func(d map[string]any) {
				d["featureTags"] = []any{map[string]any{"featureName": "imported", "tagType": "team", "tagValue": "checkout"}}
				d["tagTypes"] = []any{map[string]any{"name": "team", "description": long}}
			}), "description"},
			{"context field legal value twice", func() response {
				return s.admin(http.MethodPost, "/api/admin/context", map[string]any{"name": "region",
					"legalValues": []any{map[string]any{"value": "eu"}, map[string]any{"value": "eu"}}})
			}, doc(func(d map[string]any) {
				d["contextFields"] = []any{map[string]any{"name": "region",
					"legalValues": []any{map[string]any{"value": "eu"}, map[string]any{"value": "eu"}}}}
			}), "listed twice"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, c.single(), 400, "ValidationError", c.message)
				requireError(t, s.admin(http.MethodPost, batchImportPath, c.doc), 400, "ValidationError", c.message)
				requireError(t, s.admin(http.MethodGet, "/api/admin/projects/default/features/imported", nil), 404, "NotFoundError", "")
			})
		}

		// A constraint names no field of another project, whether the import lists the field
		// or not.
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "shop", "name": "Shop"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/shop/context", map[string]any{"name": "tenant"})
		on := []any{map[string]any{"contextName": "tenant", "operator": "IN", "values": []string{"a"}}}
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/default/features/mine/environments/development/strategies",
			map[string]any{"name": "default", "constraints": on}), 400, "ValidationError", "is not a context field of project")
		for listed, message := range map[bool]string{true: "belong to another project", false: "is not a context field of project"} {
			res := s.admin(http.MethodPost, batchImportPath, doc(func(d map[string]any) {
				d["featureStrategies"] = []any{map[string]any{"name": "default", "featureName": "imported",
					"parameters": map[string]any{}, "constraints": on}}
				if listed {
					d["contextFields"] = []any{map[string]any{"name": "tenant"}}
				}
			}))
			requireError(t, res, 400, "ValidationError", message)
			requireError(t, s.admin(http.MethodGet, "/api/admin/projects/default/features/imported", nil), 404, "NotFoundError", "")
		}
	})
}
