package tests

import (
	"context"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
)

// TestTiedStrategiesInOneOrder gives a feature environment strategies with the same sort
// order made in the same instant (as one import can), stored against the order of their
// ids, and checks that every read lists them by id (store.StrategyOrder): the admin
// feature, the GraphQL feature a toggle answers, and the client API.
func TestTiedStrategiesInOneOrder(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "tied"})
		ctx := context.Background()
		db := s.App.Store.Client
		fe, err := db.FeatureEnvironment.Query().Where(featureenvironment.EnvironmentID("development"),
			featureenvironment.HasFeatureWith(feature.Name("tied"))).Only(ctx)
		require.NoError(t, err)
		at := time.Date(2026, 11, 28, 8, 0, 0, 0, time.UTC)
		var ids []string
		for i := range 6 {
			id := uuid.MustParse("00000000-0000-4000-8000-0000000000" + string(rune('f'-i)) + "0") // stored last id first
			_, err := db.FeatureStrategy.Create().SetID(id).SetFeatureEnvironmentID(fe.ID).SetStrategyName("default").
				SetSortOrder(0).SetCreatedAt(at).SetParameters(map[string]string{"n": id.String()}).Save(ctx)
			require.NoError(t, err)
			ids = append(ids, id.String())
		}
		slices.Sort(ids)

		env := s.mustOK(t, http.MethodGet, devFeatures+"/tied", nil)["environments"].([]any)
		require.Equal(t, ids, strategyIDs(t, devEnv(t, env)["strategies"]), "admin feature")

		g := s.gql(adminToken, `mutation { setFeatureEnvironmentEnabled(projectId: "default", name: "tied", environment: "development", enabled: true) {
			environments { name strategies { id } } } }`, nil)
		require.Empty(t, g.Errors)
		envs := g.Data["setFeatureEnvironmentEnabled"].(map[string]any)["environments"].([]any)
		require.Equal(t, ids, strategyIDs(t, devEnv(t, envs)["strategies"]), "toggle's answer")

		s.refresh(t)
		client := byName(s.clientFeatures(t, s.apiToken(t, "client", "development", "default"), ""))
		var named []string // the client API has no strategy ids: each has its own in a parameter
		for _, st := range client["tied"]["strategies"].([]any) {
			named = append(named, st.(map[string]any)["parameters"].(map[string]any)["n"].(string))
		}
		require.Equal(t, ids, named, "client API")
	})
}

// devEnv is the development environment of a feature's environments.
func devEnv(t *testing.T, envs []any) map[string]any {
	t.Helper()
	for _, e := range envs {
		if m := e.(map[string]any); m["name"] == "development" {
			return m
		}
	}
	t.Fatal("no development environment")
	return nil
}

// strategyIDs are the ids of a list of strategies, in its order.
func strategyIDs(t *testing.T, list any) []string {
	t.Helper()
	var ids []string
	for _, st := range list.([]any) {
		ids = append(ids, st.(map[string]any)["id"].(string))
	}
	return ids
}
