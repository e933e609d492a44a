package tests

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestStrategyDefinitionRulesAgree sends the same strategy definition through every
// write that takes one (REST create and update, GraphQL create, the state import) and
// checks that they give the same verdict: the same refusal naming the same property,
// or the same stored parameters.
func TestStrategyDefinitionRulesAgree(t *testing.T) {
	long := func(n int) string { return strings.Repeat("x", n) }
	cases := []struct {
		name string
		def  map[string]any // the definition's fields besides its name
		// wantProp is the property a refusal names; "" when every write accepts it.
		wantProp string
		// wantType is the stored type of the first parameter when accepted.
		wantType string
	}{
		{name: "full parameter", def: params(map[string]any{"name": "p", "type": "list", "description": "d", "required": true}), wantType: "list"},
		{name: "empty type is string", def: params(map[string]any{"name": "p", "type": ""}), wantType: "string"},
		{name: "absent type is string", def: params(map[string]any{"name": "p"}), wantType: "string"},
		{name: "unknown type", def: params(map[string]any{"name": "p", "type": "date"}), wantProp: "parameters[0].type"},
		{name: "no name", def: params(map[string]any{"name": "", "type": "string"}), wantProp: "parameters[0].name"},
		{name: "name twice", def: params(map[string]any{"name": "p", "type": "string"}, map[string]any{"name": "p", "type": "list"}), wantProp: "parameters[1].name"},
		{name: "longest name", def: params(map[string]any{"name": long(255), "type": "string"}), wantType: "string"},
		{name: "overlong name", def: params(map[string]any{"name": long(256), "type": "string"}), wantProp: "parameters[0].name"},
		{name: "longest description", def: params(map[string]any{"name": "p", "type": "number", "description": long(1000)}), wantType: "number"},
		{name: "overlong description", def: params(map[string]any{"name": "p", "type": "string", "description": long(1001)}), wantProp: "parameters[0].description"},
		{name: "overlong strategy description", def: map[string]any{"description": long(1001), "parameters": []any{}}, wantProp: "description"},
		{name: "overlong strategy title", def: map[string]any{"title": long(256), "parameters": []any{}}, wantProp: "title"},
	}
	eachStore(t, func(t *testing.T, s *server) {
		for i, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				name := fmt.Sprintf("rules-%d", i)
				verdicts := map[string]verdict{
					"REST create":  restCreateStrategy(t, s, name+"-rest", tc.def),
					"REST update":  restUpdateStrategy(t, s, name+"-upd", tc.def),
					"GraphQL":      gqlCreateStrategy(t, s, name+"-gql", tc.def),
					"state import": importStrategy(t, s, name+"-imp", tc.def),
				}
				for write, v := range verdicts {
					if tc.wantProp != "" {
						require.False(t, v.accepted, "%s accepted it", write)
						require.Contains(t, v.message, tc.wantProp+" ", "%s names the property", write)
						continue
					}
					require.True(t, v.accepted, "%s refused it: %s", write, v.message)
					require.Equal(t, tc.wantType, v.firstType, "%s stores the type", write)
				}
			})
		}
	})
}

// params is a definition with these parameters.
func params(ps ...map[string]any) map[string]any {
	return map[string]any{"parameters": ps}
}

// verdict is what one write made of a definition: accepted with the stored type of its
// first parameter, or refused with a message.
type verdict struct {
	accepted  bool
	firstType string
	message   string
}

// restVerdict reads a REST answer: a 2xx accepts (the stored definition is read back),
// a 400 ValidationError refuses; anything else fails the test.
func restVerdict(t *testing.T, s *server, name string, res response) verdict {
	t.Helper()
	if res.Status == http.StatusBadRequest {
		body := res.JSON(t)
		require.Equal(t, "ValidationError", body["name"], "body: %s", res.Body)
		return verdict{message: body["message"].(string)}
	}
	require.Less(t, res.Status, 300, "body: %s", res.Body)
	return verdict{accepted: true, firstType: storedFirstType(t, s, name)}
}

func storedFirstType(t *testing.T, s *server, name string) string {
	t.Helper()
	got := s.admin(http.MethodGet, "/api/admin/strategies/"+name, nil)
	require.Equal(t, http.StatusOK, got.Status, "body: %s", got.Body)
	ps, _ := got.JSON(t)["parameters"].([]any)
	if len(ps) == 0 {
		return ""
	}
	return ps[0].(map[string]any)["type"].(string)
}

func withName(name string, def map[string]any) map[string]any {
	out := map[string]any{"name": name}
	for k, v := range def {
		out[k] = v
	}
	return out
}

func restCreateStrategy(t *testing.T, s *server, name string, def map[string]any) verdict {
	return restVerdict(t, s, name, s.admin(http.MethodPost, "/api/admin/strategies", withName(name, def)))
}

func restUpdateStrategy(t *testing.T, s *server, name string, def map[string]any) verdict {
	res := s.admin(http.MethodPost, "/api/admin/strategies", map[string]any{"name": name, "parameters": []any{}})
	require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
	return restVerdict(t, s, name, s.admin(http.MethodPut, "/api/admin/strategies/"+name, withName(name, def)))
}

func gqlCreateStrategy(t *testing.T, s *server, name string, def map[string]any) verdict {
	res := s.gql(adminToken, `mutation($input: CreateStrategyDefinitionInput!) {
		createStrategyDefinition(input: $input) { parameters { type } } }`, map[string]any{"input": withName(name, def)})
	if len(res.Errors) > 0 {
		require.Equal(t, "ValidationError", res.errorCode(), "errors: %v", res.Errors)
		return verdict{message: res.Errors[0].Message}
	}
	ps := res.Data["createStrategyDefinition"].(map[string]any)["parameters"].([]any)
	if len(ps) == 0 {
		return verdict{accepted: true}
	}
	return verdict{accepted: true, firstType: ps[0].(map[string]any)["type"].(string)}
}

func importStrategy(t *testing.T, s *server, name string, def map[string]any) verdict {
	doc := map[string]any{"version": 1, "features": []any{}, "strategies": []any{withName(name, def)}}
	return restVerdict(t, s, name, s.admin(http.MethodPost, stateImportPath+"?keep=false", doc))
}
