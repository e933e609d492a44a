package tests

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	unleash "github.com/Unleash/unleash-client-go/v4"
	ucontext "github.com/Unleash/unleash-client-go/v4/context"
	"github.com/stretchr/testify/require"

	"flagstone/ent/featureenvironment"
	"flagstone/ent/schematype"
	"flagstone/graph/domain/flags/eval"
)

// servedStrategyVariants is the variants of the first strategy of a flag in the client
// API's document.
func servedStrategyVariants(t *testing.T, s *server, token, flag string) []any {
	t.Helper()
	f, ok := byName(s.clientFeatures(t, token, ""))[flag]
	require.True(t, ok, "%s is served", flag)
	return f["strategies"].([]any)[0].(map[string]any)["variants"].([]any)
}

// TestStrategyVariantsStickToTheStrategysField checks the client specification's rule
// that strategy variants without a stickiness of their own stick to their strategy's
// (16-strategy-variants), through every client: a strategy written through the admin API
// (REST or GraphQL) stores it, the client API serves it resolved for flags stored without it (so SDKs that
// read only the variant's own, like the Go SDK, pick the same), and the playground, the
// frontend API and the Go SDK all pick the variant the specification's rule gives.
func TestStrategyVariantsStickToTheStrategysField(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		env := devFeatures + "/sticky/environments/development"
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "sticky"})
		params := map[string]string{"rollout": "100", "stickiness": "customField", "groupId": "sticky"}
		var variants []map[string]any
		for _, n := range []string{"a", "b", "c", "d"} {
			variants = append(variants, map[string]any{"name": n, "weight": 250, "weightType": "variable"})
		}
		st := s.mustOK(t, http.MethodPost, env+"/strategies", map[string]any{"name": "flexibleRollout", "parameters": params, "variants": variants})
		s.mustOK(t, http.MethodPost, env+"/on", nil)
		for _, v := range st["variants"].([]any) {
			require.Equal(t, "customField", v.(map[string]any)["stickiness"], "the admin API stores the strategy's stickiness")
		}
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "sticky-graphql"})
		g := s.gql(adminToken, `mutation { addFeatureStrategy(projectId: "default", featureName: "sticky-graphql", environment: "development",
			input: {name: "flexibleRollout", parameters: {rollout: "100", stickiness: "customField", groupId: "sticky"},
			variants: [{name: "a", weight: 1000}]}) { variants { stickiness } } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, []any{map[string]any{"stickiness": "customField"}}, g.Data["addFeatureStrategy"].(map[string]any)["variants"],
			"GraphQL stores the strategy's stickiness")

		// A flag stored without variant stickiness (as before this rule, or written past the
		// admin API) is served with it resolved.
		ctx := context.Background()
		db := s.App.Store.Client
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "sticky-stored"})
		s.mustOK(t, http.MethodPost, devFeatures+"/sticky-stored/environments/development/strategies", map[string]any{"name": "flexibleRollout", "parameters": params})
		s.mustOK(t, http.MethodPost, devFeatures+"/sticky-stored/environments/development/on", nil)
		fe, err := db.FeatureEnvironment.Query().Where(featureenvironment.EnvironmentID("development")).
			WithFeature().WithStrategies().All(ctx)
		require.NoError(t, err)
		var bare []schematype.StrategyVariant
		for _, n := range []string{"a", "b", "c", "d"} {
			bare = append(bare, schematype.StrategyVariant{Name: n, Weight: 250, WeightType: "variable"})
		}
		for _, e := range fe {
			if e.Edges.Feature.Name == "sticky-stored" {
				require.NoError(t, db.FeatureStrategy.UpdateOne(e.Edges.Strategies[0]).SetVariants(bare).Exec(ctx))
			}
		}
		s.refresh(t)
		client := s.apiToken(t, "client", "development", "default")
		for _, v := range servedStrategyVariants(t, s, client, "sticky-stored") {
			require.Equal(t, "customField", v.(map[string]any)["stickiness"], "the client API serves the strategy's stickiness")
		}

		// The specification's rule, as its evaluator applies it.
		want := eval.NewSet([]eval.Feature{{Name: "sticky", Enabled: true, Strategies: []eval.Strategy{
			{Name: "flexibleRollout", Parameters: params, Variants: bare}}}}, nil)
		sdk := specGoSDK(t, s, client)
		frontend := s.apiToken(t, "frontend", "development", "default")
		for _, flag := range []string{"sticky", "sticky-stored"} {
			for i := range 20 {
				value := fmt.Sprint(i * 37)
				c := eval.Context{Properties: map[string]string{"customField": value}}
				expected := want.Evaluate("sticky", &c, false).Variant.Name
				name := fmt.Sprintf("%s customField=%s", flag, value)

				pf := s.playgroundFeatures(t, map[string]any{"environment": "development", "projects": "*", "context": c})[flag]
				require.Equal(t, expected, pf["variant"].(map[string]any)["name"], "playground: %s", name)
				_, toggles := toggleNames(t, s.do(http.MethodPost, "/api/frontend", frontend, map[string]any{"context": c}))
				require.Equal(t, expected, toggles[flag]["variant"].(map[string]any)["name"], "frontend API: %s", name)
				v := sdk.GetVariant(flag, unleash.WithVariantContext(ucontext.Context{Properties: c.Properties}))
				require.Equal(t, expected, v.Name, "Go SDK: %s", name)
			}
		}
	})
}
