package tests

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent/clientmetricsbucket"
	"flagstone/graph/domain/flags/eval"
)

// frontendFlags creates, in development: fe-user (on for userId 7, with a variant),
// fe-off (disabled), fe-all (on for everyone) and fe-hidden in another project.
func frontendFlags(t *testing.T, s *server) {
	t.Helper()
	env := devFeatures + "/fe-user/environments/development"
	s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "fe-user", "impressionData": true})
	s.mustOK(t, http.MethodPost, env+"/strategies", map[string]any{
		"name":        "flexibleRollout",
		"parameters":  map[string]any{"rollout": "100", "stickiness": "default", "groupId": "fe-user"},
		"constraints": []map[string]any{{"contextName": "userId", "operator": "IN", "values": []string{"7"}}},
	})
	s.mustOK(t, http.MethodPut, env+"/variants", []map[string]any{{"name": "blue", "weight": 1000, "weightType": "variable",
		"stickiness": "default", "payload": map[string]any{"type": "string", "value": "b"}}})
	s.mustOK(t, http.MethodPost, env+"/on", nil)
	s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "fe-off"})
	s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "fe-all"})
	s.mustOK(t, http.MethodPost, devFeatures+"/fe-all/environments/development/strategies", map[string]any{"name": "default"})
	s.mustOK(t, http.MethodPost, devFeatures+"/fe-all/environments/development/on", nil)
	s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "hidden"})
	s.mustOK(t, http.MethodPost, "/api/admin/projects/hidden/features", map[string]any{"name": "fe-hidden"})
	s.mustOK(t, http.MethodPost, "/api/admin/projects/hidden/features/fe-hidden/environments/development/strategies", map[string]any{"name": "default"})
	s.mustOK(t, http.MethodPost, "/api/admin/projects/hidden/features/fe-hidden/environments/development/on", nil)
	s.refresh(t)
}

// toggleNames lists the names of a frontend answer and its toggles by name.
func toggleNames(t *testing.T, res response) ([]string, map[string]map[string]any) {
	t.Helper()
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	var names []string
	byName := map[string]map[string]any{}
	for _, tg := range res.JSON(t)["toggles"].([]any) {
		m := tg.(map[string]any)
		names = append(names, m["name"].(string))
		byName[m["name"].(string)] = m
	}
	return names, byName
}

func TestFrontendAPI(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		frontendFlags(t, s)
		token := s.apiToken(t, "frontend", "development", "default")

		names, byName := toggleNames(t, s.do(http.MethodGet, "/api/frontend?userId=7&properties[region]=eu", token, nil))
		require.Equal(t, []string{"fe-all", "fe-user"}, names, "enabled flags of the token's project only")
		require.Equal(t, map[string]any{"name": "fe-user", "enabled": true, "impressionData": true,
			"variant": map[string]any{"name": "blue", "enabled": true, "feature_enabled": true, "featureEnabled": true,
				"payload": map[string]any{"type": "string", "value": "b"}}}, byName["fe-user"])
		require.Equal(t, map[string]any{"name": "disabled", "enabled": false, "feature_enabled": true, "featureEnabled": true},
			byName["fe-all"]["variant"])

		names, _ = toggleNames(t, s.do(http.MethodGet, "/api/frontend?userId=8", token, nil))
		require.Equal(t, []string{"fe-all"}, names)
		names, _ = toggleNames(t, s.do(http.MethodPost, "/api/frontend", token, map[string]any{"context": map[string]any{"userId": "7"}}))
		require.Equal(t, []string{"fe-all", "fe-user"}, names, "POST reads the body's context")
		names, _ = toggleNames(t, s.do(http.MethodPost, "/api/frontend", token, map[string]any{"context": map[string]any{"userId": 8}}))
		require.Equal(t, []string{"fe-all"}, names)

		res := s.do(http.MethodGet, "/api/frontend?userId=7", token, nil)
		etag := res.Header.Get("ETag")
		require.NotEmpty(t, etag)
		again := s.doHeaders(http.MethodGet, "/api/frontend?userId=7", token, nil, map[string]string{"If-None-Match": etag})
		require.Equal(t, http.StatusNotModified, again.Status)
		other := s.doHeaders(http.MethodGet, "/api/frontend?userId=8", token, nil, map[string]string{"If-None-Match": etag})
		require.Equal(t, http.StatusOK, other.Status, "another context, another answer")

		one := s.do(http.MethodGet, "/api/frontend/features/fe-user?userId=7", token, nil)
		require.Equal(t, http.StatusOK, one.Status, "body: %s", one.Body)
		require.Equal(t, "blue", one.JSON(t)["variant"].(map[string]any)["name"])
		requireError(t, s.do(http.MethodGet, "/api/frontend/features/fe-user?userId=8", token, nil), 404, "NotFoundError", "fe-user")
		requireError(t, s.do(http.MethodGet, "/api/frontend/features/fe-hidden", token, nil), 404, "NotFoundError", "fe-hidden")

		reg := s.do(http.MethodPost, "/api/frontend/client/register", token, map[string]any{
			"appName": "web-app", "instanceId": "browser-1", "sdkVersion": "unleash-client-js:3", "strategies": []string{}, "started": "2026-01-01T00:00:00Z", "interval": 1000})
		require.Equal(t, http.StatusOK, reg.Status, "body: %s", reg.Body)
		m := s.do(http.MethodPost, "/api/frontend/client/metrics", token, map[string]any{"appName": "web-app", "instanceId": "browser-1",
			"bucket": map[string]any{"start": time.Now().UTC(), "stop": time.Now().UTC().Add(time.Minute),
				"toggles": map[string]any{"fe-user": map[string]any{"yes": 3, "no": 1, "variants": map[string]any{"blue": 3}}}}})
		require.Equal(t, http.StatusOK, m.Status, "body: %s", m.Body)
		require.NoError(t, s.App.ClientAPI.FlushMetrics(context.Background()))
		b, err := s.App.Store.Client.ClientMetricsBucket.Query().Where(clientmetricsbucket.AppName("web-app"),
			clientmetricsbucket.FeatureName("fe-user")).Only(context.Background())
		require.NoError(t, err)
		require.EqualValues(t, 3, b.Yes)
		require.Equal(t, "development", b.Environment)

		requireError(t, s.do(http.MethodPost, "/api/frontend", token, map[string]any{"context": map[string]any{"properties": "x"}}),
			400, "ValidationError", "context.properties")
	})
}

// TestFrontendAgreesWithTheEvaluator evaluates, for several contexts, the client API's
// document with the evaluator and compares with what /api/frontend answers.
func TestFrontendAgreesWithTheEvaluator(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		frontendFlags(t, s)
		client := s.apiToken(t, "client", "development", "default")
		frontend := s.apiToken(t, "frontend", "development", "default")
		res := s.do(http.MethodGet, "/api/client/features", client, nil)
		require.Equal(t, http.StatusOK, res.Status)
		var doc struct {
			Features []eval.Feature `json:"features"`
			Segments []eval.Segment `json:"segments"`
		}
		require.NoError(t, json.Unmarshal(res.Body, &doc))
		set := eval.NewSet(doc.Features, doc.Segments)
		for _, user := range []string{"1", "7", "8", "42"} {
			c := &eval.Context{UserID: user, RemoteAddress: "127.0.0.1"}
			var want []string
			for _, n := range set.Names() {
				if set.IsEnabled(n, c) {
					want = append(want, n)
				}
			}
			got, byName := toggleNames(t, s.do(http.MethodGet, "/api/frontend?userId="+user, frontend, nil))
			require.Equal(t, want, got, "user %s", user)
			for _, n := range got {
				require.Equal(t, set.Evaluate(n, c, false).Variant.Name, byName[n]["variant"].(map[string]any)["name"], "user %s, flag %s", user, n)
			}
		}
	})
}

func TestFrontendCORS(t *testing.T) {
	eachStoreWith(t, map[string]string{"CORS_ORIGINS": "https://app.example.com"}, func(t *testing.T, s *server) {
		token := s.apiToken(t, "frontend", "development", "default")
		preflight := func(origin string) response {
			return s.doHeaders(http.MethodOptions, "/api/frontend", "", nil, map[string]string{"Origin": origin,
				"Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization,content-type"})
		}
		res := preflight("https://app.example.com")
		require.Equal(t, http.StatusNoContent, res.Status, "a preflight needs no token")
		require.Equal(t, "https://app.example.com", res.Header.Get("Access-Control-Allow-Origin"))
		require.Contains(t, res.Header.Get("Access-Control-Allow-Methods"), "POST")
		require.Equal(t, "authorization,content-type", res.Header.Get("Access-Control-Allow-Headers"))

		res = preflight("https://evil.example.com")
		require.Empty(t, res.Header.Get("Access-Control-Allow-Origin"), "an origin not listed gets no CORS headers")

		res = s.doHeaders(http.MethodGet, "/api/frontend", token, nil, map[string]string{"Origin": "https://app.example.com"})
		require.Equal(t, http.StatusOK, res.Status)
		require.Equal(t, "https://app.example.com", res.Header.Get("Access-Control-Allow-Origin"))
		require.Equal(t, "ETag", res.Header.Get("Access-Control-Expose-Headers"))
		res = s.doHeaders(http.MethodGet, "/api/frontend", token, nil, map[string]string{"Origin": "https://evil.example.com"})
		require.Empty(t, res.Header.Get("Access-Control-Allow-Origin"))
	})
}
