package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestJSONPatch checks the reference's PATCH routes (RFC 6902, as Terraform sends them):
// the patch changes the resource's wire document and goes through the PUT's write, with
// its event; a failed test or a bad path is a 400 naming the operation and changes nothing.
func TestJSONPatch(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const feature = "/api/admin/projects/default/features/patched"
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "patched", "description": "old"})
		st := s.mustOK(t, http.MethodPost, feature+"/environments/development/strategies", map[string]any{
			"name": "flexibleRollout", "parameters": map[string]any{"rollout": "25", "stickiness": "default", "groupId": "patched"}})
		strategy := feature + "/environments/development/strategies/" + st["id"].(string)
		variants := feature + "/environments/development/variants"
		s.mustOK(t, http.MethodPut, variants, []map[string]any{{"name": "a"}, {"name": "b"}})

		t.Run("feature", func(t *testing.T) {
			before := len(s.eventsOf(t, "feature-metadata-updated"))
			out := s.mustOK(t, http.MethodPatch, feature, []map[string]any{
				{"op": "test", "path": "/description", "value": "old"},
				{"op": "replace", "path": "/description", "value": "new"},
				{"op": "replace", "path": "/impressionData", "value": true},
			})
			require.Equal(t, "new", out["description"])
			require.Equal(t, true, out["impressionData"])
			require.Len(t, s.eventsOf(t, "feature-metadata-updated"), before+1, "one event, as the PUT records")
			got := s.mustOK(t, http.MethodGet, feature, nil)
			require.Equal(t, "new", got["description"])
		})
		t.Run("strategy", func(t *testing.T) {
			out := s.mustOK(t, http.MethodPatch, strategy, []map[string]any{
				{"op": "replace", "path": "/parameters/rollout", "value": "50"},
				{"op": "add", "path": "/constraints/-", "value": map[string]any{"contextName": "userId", "operator": "IN", "values": []string{"1"}}},
				{"op": "copy", "from": "/parameters/groupId", "path": "/title"},
			})
			require.Equal(t, "50", out["parameters"].(map[string]any)["rollout"])
			require.Len(t, out["constraints"], 1)
			require.Equal(t, "patched", out["title"])
			got := s.mustOK(t, http.MethodGet, strategy, nil)
			require.Equal(t, "50", got["parameters"].(map[string]any)["rollout"])
		})
		t.Run("variants", func(t *testing.T) {
			out := s.mustOK(t, http.MethodPatch, variants, []map[string]any{
				{"op": "remove", "path": "/1"},
				{"op": "add", "path": "/-", "value": map[string]any{"name": "c", "weightType": "variable", "stickiness": "default"}},
				{"op": "move", "from": "/1", "path": "/0"},
			})
			vs := out["variants"].([]any)
			require.Len(t, vs, 2)
			names := []any{vs[0].(map[string]any)["name"], vs[1].(map[string]any)["name"]}
			require.ElementsMatch(t, []any{"a", "c"}, names)
			require.EqualValues(t, 500, vs[0].(map[string]any)["weight"], "weights are fixed as by the PUT")
		})

		cases := []struct {
			name, path, fragment string
			patch                any
		}{
			{"failed test", feature, "operation 0 (test /description)", []map[string]any{{"op": "test", "path": "/description", "value": "nope"}}},
			{"second op fails", feature, "operation 1 (replace /nothing)", []map[string]any{{"op": "replace", "path": "/description", "value": "x"}, {"op": "replace", "path": "/nothing", "value": 1}}},
			{"unknown op", feature, "operation 0 (frobnicate /description)", []map[string]any{{"op": "frobnicate", "path": "/description"}}},
			{"read-only name", feature, "name cannot be changed", []map[string]any{{"op": "replace", "path": "/name", "value": "other"}}},
			{"new property", feature, "variants is not a property", []map[string]any{{"op": "add", "path": "/variants", "value": []any{}}}},
			{"not a patch", feature, "JSON Patch", map[string]any{"description": "x"}},
			{"bad strategy path", strategy, "operation 0 (remove /parameters/none)", []map[string]any{{"op": "remove", "path": "/parameters/none"}}},
			{"bad variant index", variants, "operation 0 (replace /9/name)", []map[string]any{{"op": "replace", "path": "/9/name", "value": "z"}}},
			{"PUT's rules hold", strategy, "", []map[string]any{{"op": "replace", "path": "/name", "value": "noSuchStrategy"}}},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, s.admin(http.MethodPatch, c.path, c.patch), 400, "ValidationError", c.fragment)
			})
		}
		got := s.mustOK(t, http.MethodGet, feature, nil)
		require.Equal(t, "new", got["description"], "a failed patch changes nothing")

		viewer := s.login(s.userEmail("Viewer"), testPassword)
		requireError(t, s.do(http.MethodPatch, strategy, viewer, []map[string]any{{"op": "replace", "path": "/title", "value": "x"}}), 403, "NoAccessError", "")

		res := s.admin(http.MethodPatch, "/api/admin/projects/other/features/patched", []map[string]any{{"op": "replace", "path": "/description", "value": "x"}})
		require.Equal(t, http.StatusNotFound, res.Status, "body: %s", res.Body)
	})
}
