package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

const strategies = "/api/admin/projects/default/features/rollout/environments/development/strategies"

func TestStrategies(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "rollout"})
		first := s.mustOK(t, http.MethodPost, strategies, map[string]any{
			"name":       "flexibleRollout",
			"parameters": map[string]any{"rollout": "25", "stickiness": "userId", "groupId": "rollout"},
			"constraints": []map[string]any{
				{"contextName": "userId", "operator": "IN", "values": []string{"1", "2"}},
				{"contextName": "currentTime", "operator": "DATE_AFTER", "value": "2026-01-01T00:00:00Z"},
				{"contextName": "appName", "operator": "SEMVER_GT", "value": "1.2.3-beta.1", "inverted": true},
				{"contextName": "sessionId", "operator": "NUM_LTE", "value": "42.5"},
			},
			"variants": []map[string]any{
				{"name": "a", "weight": 0, "weightType": "variable", "stickiness": "default"},
				{"name": "b", "weight": 200, "weightType": "fix", "stickiness": "default"},
			},
		})
		id := first["id"].(string)
		require.Len(t, first["constraints"], 4)
		require.EqualValues(t, 800, first["variants"].([]any)[0].(map[string]any)["weight"], "variable fills what fix leaves")
		second := s.mustOK(t, http.MethodPost, strategies, map[string]any{"name": "default"})
		require.EqualValues(t, 1, second["sortOrder"], "appended after the first")

		upd := s.mustOK(t, http.MethodPut, strategies+"/"+id, map[string]any{"title": "Quarter", "disabled": true})
		require.Equal(t, "Quarter", upd["title"])
		require.Equal(t, "25", upd["parameters"].(map[string]any)["rollout"], "absent parameters stay")
		require.Len(t, upd["constraints"], 4, "absent constraints stay")

		s.mustOK(t, http.MethodPost, strategies+"/set-sort-order", []map[string]any{
			{"id": id, "sortOrder": 9}, {"id": second["id"], "sortOrder": 1}})
		res := s.admin(http.MethodGet, strategies, nil)
		require.Equal(t, http.StatusOK, res.Status)
		var list []map[string]any
		requireJSON(t, res, &list)
		require.Equal(t, []any{second["id"], id}, []any{list[0]["id"], list[1]["id"]})

		s.mustOK(t, http.MethodDelete, strategies+"/"+id, nil)
		requireError(t, s.admin(http.MethodGet, strategies+"/"+id, nil), 404, "NotFoundError", id)

		feature := s.mustOK(t, http.MethodGet, "/api/admin/projects/default/features/rollout", nil)
		dev := feature["environments"].([]any)[0].(map[string]any)
		require.Equal(t, true, dev["hasStrategies"])
		require.Len(t, dev["strategies"], 1)

		g := s.gql(adminToken, `{ featureStrategies(projectId: "default", featureName: "rollout", environment: "development") { id name sortOrder segments constraints { operator } } }`, nil)
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["featureStrategies"], 1)
	})
}

func TestFeatureVariantWeights(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "colors"})
		path := "/api/admin/projects/default/features/colors/environments/production/variants"
		cases := []struct {
			name     string
			variants []map[string]any
			weights  []float64
		}{
			{"three variable", []map[string]any{{"name": "a"}, {"name": "b"}, {"name": "c"}}, []float64{334, 333, 333}},
			{"fix keeps its weight", []map[string]any{{"name": "a"}, {"name": "b", "weight": 250, "weightType": "fix"}, {"name": "c", "weight": 999}}, []float64{375, 250, 375}},
			{"all fix adding up", []map[string]any{{"name": "a", "weight": 400, "weightType": "fix"}, {"name": "b", "weight": 600, "weightType": "fix"}}, []float64{400, 600}},
			{"none", []map[string]any{}, []float64{}},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				out := s.mustOK(t, http.MethodPut, path, c.variants)
				got := []float64{}
				for _, v := range out["variants"].([]any) {
					got = append(got, v.(map[string]any)["weight"].(float64))
				}
				require.Equal(t, c.weights, got)
				read := s.mustOK(t, http.MethodGet, path, nil)
				require.Len(t, read["variants"], len(c.weights))
			})
		}
		g := s.gql(adminToken, `mutation { setFeatureVariants(projectId: "default", featureName: "colors", environment: "production", variants: [{name: "x"}, {name: "y", weight: 100, weightType: "fix"}]) { name weight } }`, nil)
		require.Empty(t, g.Errors)
		require.EqualValues(t, 900, g.Data["setFeatureVariants"].([]any)[0].(map[string]any)["weight"])
	})
}

func TestStrategyValidation(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "rollout"})
		existing := s.mustOK(t, http.MethodPost, strategies, map[string]any{"name": "default"})["id"].(string)
		constraint := func(c map[string]any) map[string]any {
			return map[string]any{"name": "default", "constraints": []map[string]any{c}}
		}
		variants := func(vs ...map[string]any) map[string]any {
			return map[string]any{"name": "default", "variants": vs}
		}
		variantsPath := "/api/admin/projects/default/features/rollout/environments/development/variants"
		cases := []struct {
			name, method, path string
			body               any
			status             int
			msg                string
		}{
			{"unknown strategy", "POST", strategies, map[string]any{"name": "nope"}, 400, "name"},
			{"missing name", "POST", strategies, map[string]any{}, 400, "name"},
			{"unknown context field", "POST", strategies, constraint(map[string]any{"contextName": "nope", "operator": "IN", "values": []string{"x"}}), 400, "constraints[0].contextName"},
			{"unknown operator", "POST", strategies, constraint(map[string]any{"contextName": "userId", "operator": "LIKE", "values": []string{"x"}}), 400, "constraints[0].operator"},
			{"lower-case operator", "POST", strategies, constraint(map[string]any{"contextName": "userId", "operator": "in", "values": []string{"x"}}), 400, "operator"},
			{"IN without values", "POST", strategies, constraint(map[string]any{"contextName": "userId", "operator": "IN"}), 400, "constraints[0].values"},
			{"NUM with text", "POST", strategies, constraint(map[string]any{"contextName": "userId", "operator": "NUM_GT", "value": "ten"}), 400, "constraints[0].value"},
			{"DATE not RFC 3339", "POST", strategies, constraint(map[string]any{"contextName": "currentTime", "operator": "DATE_BEFORE", "value": "yesterday"}), 400, "constraints[0].value"},
			{"SEMVER incomplete", "POST", strategies, constraint(map[string]any{"contextName": "appName", "operator": "SEMVER_EQ", "value": "1.2"}), 400, "constraints[0].value"},
			{"values wrong type", "POST", strategies, constraint(map[string]any{"contextName": "userId", "operator": "IN", "values": "x"}), 400, "values"},
			{"variant weight over 1000", "POST", strategies, variants(map[string]any{"name": "a", "weight": 1001, "weightType": "fix", "stickiness": "default"}), 400, "variants[0].weight"},
			{"variant weight type", "POST", strategies, variants(map[string]any{"name": "a", "weight": 1, "weightType": "heavy", "stickiness": "default"}), 400, "variants[0].weightType"},
			{"variant names repeat", "POST", strategies, variants(map[string]any{"name": "a", "weight": 1}, map[string]any{"name": "a", "weight": 1}), 400, "variants[1].name"},
			{"variant payload type", "POST", strategies, variants(map[string]any{"name": "a", "weight": 1, "payload": map[string]any{"type": "xml", "value": "<a/>"}}), 400, "variants[0].payload.type"},
			{"unknown segment", "POST", strategies, map[string]any{"name": "default", "segments": []int{99}}, 400, "segments[0]"},
			{"rollout over 100", "POST", strategies, map[string]any{"name": "flexibleRollout", "parameters": map[string]any{"rollout": "150"}}, 400, "parameters.rollout"},
			{"nested parameter", "POST", strategies, map[string]any{"name": "default", "parameters": map[string]any{"x": map[string]any{}}}, 400, "parameters.x"},
			{"update unknown strategy name", "PUT", strategies + "/" + existing, map[string]any{"name": "nope"}, 400, "name"},
			{"strategy id not a uuid", "GET", strategies + "/abc", nil, 404, "abc"},
			{"sort order unknown id", "POST", strategies + "/set-sort-order", []map[string]any{{"id": "9b2f0a52-9d7c-4c5e-8f0e-2d7f1c1f0b11", "sortOrder": 1}}, 400, "[0].id"},
			{"unknown environment", "GET", "/api/admin/projects/default/features/rollout/environments/nope/strategies", nil, 404, "nope"},
			{"fix weights over 1000", "PUT", variantsPath, []map[string]any{{"name": "a", "weight": 600, "weightType": "fix"}, {"name": "b", "weight": 600, "weightType": "fix"}}, 400, "variants"},
			{"fix weights short of 1000", "PUT", variantsPath, []map[string]any{{"name": "a", "weight": 600, "weightType": "fix"}}, 400, "variants"},
			{"variant names repeat in feature", "PUT", variantsPath, []map[string]any{{"name": "a"}, {"name": "a"}}, 400, "variants[1].name"},
			{"json payload invalid", "PUT", variantsPath, []map[string]any{{"name": "a", "payload": map[string]any{"type": "json", "value": "{"}}}, 400, "variants[0].payload.value"},
			{"null variant", "PUT", variantsPath, []any{nil}, 400, "variants[0]"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				status := c.status
				name := map[int]string{400: "ValidationError", 404: "NotFoundError"}[status]
				requireError(t, s.admin(c.method, c.path, c.body), status, name, c.msg)
			})
		}
		ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": "feature-strategy-add"}).JSON(t)
		require.EqualValues(t, 1, ev["totalEvents"], "no refused strategy left an event")
	})
}
