package tests

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFeatureAccessOrder checks the one feature-in-project rule on both faces: a caller
// without the permission gets 404 for a feature of another project and for a missing
// feature (the feature is looked at before any permission), and 403 for an existing
// feature of the right project.
func TestFeatureAccessOrder(t *testing.T) {
	ops := []struct {
		name   string
		method string
		path   string // below /api/admin/projects/default/features/{feature}
		body   any
		gql    string // %s is the feature
	}{
		{"update feature", http.MethodPut, "", map[string]any{"description": "d"},
			`mutation { updateFeature(projectId: "default", name: "%s", input: {description: "d"}) { name } }`},
		{"archive feature", http.MethodDelete, "", nil,
			`mutation { archiveFeature(projectId: "default", name: "%s") { name } }`},
		{"toggle", http.MethodPost, "/environments/development/on", nil,
			`mutation { setFeatureEnvironmentEnabled(projectId: "default", name: "%s", environment: "development", enabled: true) { name } }`},
		{"add strategy", http.MethodPost, "/environments/development/strategies", map[string]any{"name": "default"},
			`mutation { addFeatureStrategy(projectId: "default", featureName: "%s", environment: "development", input: {name: "default"}) { id } }`},
		{"set variants", http.MethodPut, "/environments/development/variants", []any{},
			`mutation { setFeatureVariants(projectId: "default", featureName: "%s", environment: "development", variants: []) { name } }`},
		{"add dependency", http.MethodPost, "/dependencies", map[string]any{"feature": "parent"},
			`mutation { addDependency(projectId: "default", child: "%s", input: {feature: "parent"}) { feature } }`},
	}
	features := []struct {
		name    string
		feature string
		status  int
		code    string
	}{
		{"feature of another project", "theirs", http.StatusNotFound, "NotFoundError"},
		{"missing feature", "nope", http.StatusNotFound, "NotFoundError"},
		{"feature of the project without the permission", "mine", http.StatusForbidden, "NoAccessError"},
	}
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "other", "name": "Other"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "mine"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "parent"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/other/features", map[string]any{"name": "theirs"})
		s.createUser("viewer@example.com", "Viewer")
		viewer := s.createPAT(s.login("viewer@example.com", testPassword))
		for _, op := range ops {
			for _, f := range features {
				name := op.name + ", " + f.name
				res := s.do(op.method, "/api/admin/projects/default/features/"+f.feature+op.path, viewer, op.body)
				require.Equal(t, f.status, res.Status, "REST %s: %s", name, res.Body)
				requireError(t, res, f.status, f.code, "")
				got := s.gql(viewer, strings.Replace(op.gql, "%s", f.feature, 1), nil)
				require.Equal(t, f.code, got.errorCode(), "GraphQL %s: %+v", name, got.Errors)
			}
		}
	})
}
