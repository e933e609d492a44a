package tests

import (
	"context"
	"net/http"
	"testing"
	"time"

	unleash "github.com/Unleash/unleash-client-go/v4"
	ucontext "github.com/Unleash/unleash-client-go/v4/context"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"flagstone/ent/clientapplication"
	"flagstone/ent/clientmetricsbucket"
)

// TestGoSDK drives the official Go SDK against a server: it follows a flexibleRollout flag
// with a constraint as the admin API changes it, resolves variants, and its metrics arrive.
func TestGoSDK(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		token := s.apiToken(t, "client", "development", "default")
		env := devFeatures + "/sdk-flag/environments/development"
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "sdk-flag"})
		st := s.mustOK(t, http.MethodPost, env+"/strategies", map[string]any{
			"name":        "flexibleRollout",
			"parameters":  map[string]any{"rollout": "100", "stickiness": "default", "groupId": "sdk-flag"},
			"constraints": []map[string]any{{"contextName": "userId", "operator": "IN", "values": []string{"7"}}},
		})
		s.mustOK(t, http.MethodPost, env+"/on", nil)
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "sdk-variants"})
		venv := devFeatures + "/sdk-variants/environments/development"
		s.mustOK(t, http.MethodPost, venv+"/strategies", map[string]any{"name": "default"})
		s.mustOK(t, http.MethodPut, venv+"/variants", []map[string]any{{"name": "red", "weight": 1000, "weightType": "variable",
			"stickiness": "default", "payload": map[string]any{"type": "string", "value": "crimson"}}})
		s.mustOK(t, http.MethodPost, venv+"/on", nil)

		appName := "go-sdk-" + randomHex(3)
		client, err := unleash.NewClient(
			unleash.WithAppName(appName),
			unleash.WithInstanceId("instance-1"),
			unleash.WithUrl(s.URL+"/api/"),
			unleash.WithCustomHeaders(http.Header{"Authorization": {token}}),
			unleash.WithRefreshInterval(100*time.Millisecond),
			unleash.WithMetricsInterval(200*time.Millisecond),
			unleash.WithBackupPath(t.TempDir()),
		)
		require.NoError(t, err)
		t.Cleanup(func() { client.Close() })
		client.WaitForReady()

		user := func(id string) unleash.FeatureOption {
			return unleash.WithContext(ucontext.Context{UserId: id})
		}
		require.True(t, client.IsEnabled("sdk-flag", user("7")))
		require.False(t, client.IsEnabled("sdk-flag", user("8")))

		s.mustOK(t, http.MethodPut, env+"/strategies/"+st["id"].(string), map[string]any{
			"constraints": []map[string]any{{"contextName": "userId", "operator": "IN", "values": []string{"8"}}}})
		require.Eventually(t, func() bool {
			return client.IsEnabled("sdk-flag", user("8")) && !client.IsEnabled("sdk-flag", user("7"))
		}, liveWait, 50*time.Millisecond, "the SDK follows the new constraint")

		s.mustOK(t, http.MethodPost, env+"/off", nil)
		require.Eventually(t, func() bool { return !client.IsEnabled("sdk-flag", user("8")) },
			liveWait, 50*time.Millisecond, "the SDK follows the flag off")

		v := client.GetVariant("sdk-variants", unleash.WithVariantContext(ucontext.Context{UserId: "1"}))
		require.True(t, v.Enabled)
		require.Equal(t, "red", v.Name)
		require.Equal(t, "crimson", v.Payload.Value)
		require.False(t, client.GetVariant("sdk-flag").Enabled, "a disabled flag has no variant")

		ctx := context.Background()
		db := s.App.Store.Client
		require.EventuallyWithT(t, func(c *assert.CollectT) {
			require.NoError(c, s.App.ClientAPI.FlushMetrics(ctx))
			n, err := db.ClientMetricsBucket.Query().Where(clientmetricsbucket.AppName(appName),
				clientmetricsbucket.FeatureName("sdk-variants")).Count(ctx)
			require.NoError(c, err)
			assert.Equal(c, 1, n)
		}, 5*time.Second, 100*time.Millisecond, "the SDK's metrics arrive")
		app, err := db.ClientApplication.Query().Where(clientapplication.AppName(appName)).WithInstances().Only(ctx)
		require.NoError(t, err, "the SDK registered")
		require.Equal(t, "instance-1", app.Edges.Instances[0].InstanceID)
		f := s.mustOK(t, http.MethodGet, devFeatures+"/sdk-variants", nil)
		for _, e := range f["environments"].([]any) {
			if env := e.(map[string]any); env["name"] == "development" {
				require.NotNil(t, env["lastSeenAt"], "metrics move lastSeenAt")
			}
		}
	})
}
