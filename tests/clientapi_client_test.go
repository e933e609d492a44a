package tests

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent/clientapplication"
	"flagstone/ent/clientmetricsbucket"
)

const devFeatures = "/api/admin/projects/default/features"

// apiToken creates an API token of kind ("client", "frontend") and returns its secret.
func (s *server) apiToken(t testing.TB, kind, env string, projects ...string) string {
	t.Helper()
	body := map[string]any{"tokenName": kind + "-" + randomHex(3), "type": kind, "environment": env}
	if len(projects) > 0 {
		body["projects"] = projects
	}
	res := s.admin(http.MethodPost, "/api/admin/api-tokens", body)
	require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
	return res.JSON(t)["secret"].(string)
}

// clientFeatures reads /api/client/features with token and decodes the body.
func (s *server) clientFeatures(t testing.TB, token, query string) map[string]any {
	t.Helper()
	res := s.do(http.MethodGet, "/api/client/features"+query, token, nil)
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	return res.JSON(t)
}

// byName indexes the features of a client features body.
func byName(body map[string]any) map[string]map[string]any {
	out := map[string]map[string]any{}
	for _, f := range body["features"].([]any) {
		m := f.(map[string]any)
		out[m["name"].(string)] = m
	}
	return out
}

// refresh makes the server serve what has committed without waiting for its poller.
func (s *server) refresh(t *testing.T) {
	t.Helper()
	require.NoError(t, s.App.ClientAPI.Refresh(context.Background()))
}

func TestClientFeatures(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		token := s.apiToken(t, "client", "development", "default")
		for _, name := range []string{"beta-one", "beta-two", "gone", "parent"} {
			s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": name, "description": "d " + name})
		}
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "shop", "name": "Shop"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/shop/features", map[string]any{"name": "beta-shop"})
		env := devFeatures + "/beta-one/environments/development"
		s.mustOK(t, http.MethodPost, env+"/strategies", map[string]any{
			"name": "flexibleRollout", "parameters": map[string]any{"rollout": "50", "stickiness": "userId", "groupId": "g"},
			"constraints": []map[string]any{{"contextName": "userId", "operator": "IN", "values": []string{"7"}}},
			"variants":    []map[string]any{{"name": "blue", "weight": 1000, "weightType": "variable", "stickiness": "default"}},
		})
		off := s.mustOK(t, http.MethodPost, env+"/strategies", map[string]any{"name": "default"})
		s.mustOK(t, http.MethodPut, env+"/strategies/"+off["id"].(string), map[string]any{"disabled": true})
		s.mustOK(t, http.MethodPost, env+"/on", nil)
		s.mustOK(t, http.MethodPut, env+"/variants", []map[string]any{{"name": "red", "weight": 1000, "weightType": "variable"}})
		s.mustOK(t, http.MethodPost, devFeatures+"/beta-one/dependencies", map[string]any{"feature": "parent"})
		s.mustOK(t, http.MethodDelete, devFeatures+"/gone", nil)
		s.refresh(t)

		body := s.clientFeatures(t, token, "")
		require.EqualValues(t, 2, body["version"])
		fs := byName(body)
		require.ElementsMatch(t, []string{"beta-one", "beta-two", "parent"}, keys(fs), "archived and other projects are left out")
		one := fs["beta-one"]
		require.Equal(t, true, one["enabled"])
		require.Equal(t, "default", one["project"])
		require.Equal(t, "d beta-one", one["description"])
		require.Equal(t, "release", one["type"])
		require.Len(t, one["strategies"], 1, "disabled strategies are left out")
		st := one["strategies"].([]any)[0].(map[string]any)
		require.Equal(t, "flexibleRollout", st["name"])
		require.Equal(t, "50", st["parameters"].(map[string]any)["rollout"])
		require.Len(t, st["constraints"], 1)
		require.Len(t, st["variants"], 1)
		require.NotContains(t, st, "id", "the Go SDK reads strategy ids as integers")
		require.Equal(t, "red", one["variants"].([]any)[0].(map[string]any)["name"])
		require.Equal(t, []any{map[string]any{"feature": "parent", "enabled": true}}, one["dependencies"])
		require.Equal(t, false, fs["beta-two"]["enabled"])
		require.Equal(t, []any{}, body["segments"])
		require.Equal(t, "development", body["query"].(map[string]any)["environment"])

		require.ElementsMatch(t, []string{"beta-one", "beta-two"}, keys(byName(s.clientFeatures(t, token, "?namePrefix=beta"))))
		require.Empty(t, byName(s.clientFeatures(t, token, "?project=shop")), "a project outside the token reads nothing")
		all := s.apiToken(t, "client", "development")
		require.ElementsMatch(t, []string{"beta-shop"}, keys(byName(s.clientFeatures(t, all, "?project=shop"))))
		require.Len(t, byName(s.clientFeatures(t, all, "?namePrefix=beta-")), 3)
		prod := s.apiToken(t, "client", "production")
		require.Equal(t, false, byName(s.clientFeatures(t, prod, ""))["beta-one"]["enabled"], "the token's environment")

		res := s.do(http.MethodGet, "/api/client/features/beta-one", token, nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, "beta-one", res.JSON(t)["name"])
		requireError(t, s.do(http.MethodGet, "/api/client/features/beta-shop", token, nil), 404, "NotFoundError", "beta-shop")
		requireError(t, s.do(http.MethodGet, "/api/client/features/gone", token, nil), 404, "NotFoundError", "gone")
	})
}

func keys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// rawGet sends a GET without Go's transparent gzip handling.
func rawGet(t *testing.T, url, token string, header map[string]string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", token)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := (&http.Client{Transport: &http.Transport{DisableCompression: true}}).Do(req)
	require.NoError(t, err)
	t.Cleanup(func() { res.Body.Close() })
	return res
}

func TestClientETagAndGzip(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		token := s.apiToken(t, "client", "development", "*")
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "etag-flag"})
		s.refresh(t)
		url := s.URL + "/api/client/features"

		plain := rawGet(t, url, token, nil)
		require.Equal(t, http.StatusOK, plain.StatusCode)
		require.Empty(t, plain.Header.Get("Content-Encoding"))
		etag := plain.Header.Get("ETag")
		require.NotEmpty(t, etag)
		plainBody, err := io.ReadAll(plain.Body)
		require.NoError(t, err)

		gz := rawGet(t, url, token, map[string]string{"Accept-Encoding": "gzip, deflate"})
		require.Equal(t, "gzip", gz.Header.Get("Content-Encoding"))
		require.Equal(t, etag, gz.Header.Get("ETag"))
		zr, err := gzip.NewReader(gz.Body)
		require.NoError(t, err)
		unzipped, err := io.ReadAll(zr)
		require.NoError(t, err)
		require.True(t, bytes.Equal(plainBody, unzipped))

		notModified := rawGet(t, url, token, map[string]string{"If-None-Match": etag})
		require.Equal(t, http.StatusNotModified, notModified.StatusCode)
		require.Equal(t, etag, notModified.Header.Get("ETag"))

		s.mustOK(t, http.MethodPost, devFeatures+"/etag-flag/environments/development/on", nil)
		require.Eventually(t, func() bool {
			res := rawGet(t, url, token, map[string]string{"If-None-Match": etag})
			return res.StatusCode == http.StatusOK && res.Header.Get("ETag") != etag
		}, liveWait, 50*time.Millisecond, "a change is served")
	})
}

func TestClientTokenScope(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "scoped"})
		client := s.apiToken(t, "client", "development", "default")
		frontend := s.apiToken(t, "frontend", "development", "default")
		viewer := s.login(s.userEmail("Viewer"), testPassword)
		pat := s.createPAT(s.login(s.userEmail("Admin"), testPassword))
		tests := []struct {
			name, token string
			status      int
			errName     string
			fragment    string
		}{
			{"client token", client, 200, "", ""},
			{"bearer client token", "Bearer " + client, 200, "", ""},
			{"no credentials", "", 401, "AuthenticationRequired", ""},
			{"unknown token", "default:development.nope", 401, "AuthenticationRequired", ""},
			{"admin token", adminToken, 403, "NoAccessError", "client token"},
			{"frontend token", frontend, 403, "NoAccessError", "client token"},
			{"personal access token", pat, 403, "NoAccessError", "client token"},
			{"session", viewer, 403, "NoAccessError", "client token"},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				for _, path := range []string{"/api/client/features", "/api/client/features/scoped", "/api/client/delta"} {
					res := s.do(http.MethodGet, path, tc.token, nil)
					if tc.status == 200 {
						require.Equal(t, 200, res.Status, "%s: %s", path, res.Body)
						continue
					}
					requireError(t, res, tc.status, tc.errName, tc.fragment)
				}
				res := s.do(http.MethodPost, "/api/client/metrics", tc.token, map[string]any{"appName": "a", "bucket": map[string]any{}})
				if tc.status == 200 {
					require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
				} else {
					requireError(t, res, tc.status, tc.errName, tc.fragment)
				}
			})
		}
		t.Run("client token on the admin API", func(t *testing.T) {
			requireError(t, s.do(http.MethodGet, devFeatures, client, nil), 403, "NoAccessError", "client token")
		})
	})
}

// userEmail creates a user with a root role and returns its email.
func (s *server) userEmail(role string) string {
	email := role + "-" + randomHex(3) + "@example.com"
	s.createUser(email, role)
	return email
}

func TestClientRegisterAndMetrics(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		token := s.apiToken(t, "client", "development", "default")
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "counted"})
		reg := map[string]any{"appName": "shop-web", "instanceId": "i-1", "sdkVersion": "unleash-client-go:4.5.0",
			"strategies": []string{"default", "flexibleRollout"}, "interval": 15000, "started": "2026-11-01T10:00:00Z"}
		for range 2 {
			res := s.do(http.MethodPost, "/api/client/register", token, reg)
			require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		}
		ctx := context.Background()
		db := s.App.Store.Client
		app, err := db.ClientApplication.Query().Where(clientapplication.AppName("shop-web")).WithInstances().Only(ctx)
		require.NoError(t, err)
		require.Equal(t, []string{"default", "flexibleRollout"}, app.Strategies)
		require.Len(t, app.Edges.Instances, 1)
		require.Equal(t, "unleash-client-go:4.5.0", app.Edges.Instances[0].SdkVersion)
		events := s.mustOK(t, http.MethodPost, "/api/admin/events/search", map[string]any{"type": "application-created"})
		require.EqualValues(t, 1, events["totalEvents"], "application-created only the first time")

		hour := s.App.Clock.Now().UTC().Truncate(time.Hour) // within the hours kept
		bucket := map[string]any{"start": hour.Add(5 * time.Minute), "stop": hour.Add(6 * time.Minute),
			"toggles": map[string]any{"counted": map[string]any{"yes": 3, "no": 1, "variants": map[string]int{"blue": 2}}}}
		for range 2 {
			res := s.do(http.MethodPost, "/api/client/metrics", token, map[string]any{"appName": "shop-web", "instanceId": "i-1", "bucket": bucket})
			require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		}
		res := s.do(http.MethodPost, "/api/client/metrics/bulk", token, map[string]any{"applications": []any{}, "metrics": []any{
			map[string]any{"featureName": "counted", "appName": "shop-web", "environment": "development", "timestamp": hour, "yes": 1, "no": 0},
			map[string]any{"featureName": "counted", "appName": "shop-web", "environment": "production", "timestamp": hour, "yes": 50, "no": 0},
		}})
		require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		require.NoError(t, s.App.ClientAPI.FlushMetrics(ctx))

		b, err := db.ClientMetricsBucket.Query().Where(clientmetricsbucket.FeatureName("counted")).Only(ctx)
		require.NoError(t, err, "one bucket per feature × environment × app × hour")
		require.Equal(t, "development", b.Environment)
		require.Equal(t, "shop-web", b.AppName)
		require.True(t, hour.Equal(b.Timestamp), "hour start: %s", b.Timestamp)
		require.EqualValues(t, 7, b.Yes)
		require.EqualValues(t, 2, b.No)
		require.Equal(t, map[string]int64{"blue": 4}, b.Variants)

		f := s.mustOK(t, http.MethodGet, devFeatures+"/counted", nil)
		for _, e := range f["environments"].([]any) {
			env := e.(map[string]any)
			if env["name"] == "development" {
				require.NotNil(t, env["lastSeenAt"])
			} else {
				require.Nil(t, env["lastSeenAt"])
			}
		}

		bad := []struct {
			name string
			body any
		}{
			{"no app name", map[string]any{"bucket": bucket}},
			{"negative count", map[string]any{"appName": "a", "bucket": map[string]any{"toggles": map[string]any{"x": map[string]any{"yes": -1}}}}},
			{"NUL in a name", map[string]any{"appName": "a", "bucket": map[string]any{"toggles": map[string]any{"x\u0000": map[string]any{"yes": 1}}}}},
			{"not JSON", "{"},
		}
		for _, tc := range bad {
			requireError(t, s.do(http.MethodPost, "/api/client/metrics", token, tc.body), 400, "ValidationError", "")
		}
		requireError(t, s.do(http.MethodPost, "/api/client/register", token, map[string]any{"instanceId": "x"}), 400, "ValidationError", "appName")
	})
}

// TestClientTwoProcesses runs two server processes on one PostgreSQL database: a change
// made through one is served by the other (how soon, within a second, is
// BenchmarkClientPropagation's to measure).
func TestClientTwoProcesses(t *testing.T) {
	dsn := postgresOnly(t)
	a := start(t, dsn)
	b := start(t, dsn)
	token := a.apiToken(t, "client", "development", "default")
	a.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "shared-flag"})
	a.mustOK(t, http.MethodPost, devFeatures+"/shared-flag/environments/development/strategies", map[string]any{"name": "default"})
	require.Eventually(t, func() bool {
		res := b.do(http.MethodGet, "/api/client/features/shared-flag", token, nil)
		return res.Status == http.StatusOK
	}, liveWait, 20*time.Millisecond, "b knows a's token and flag")

	for _, on := range []bool{true, false, true} {
		path := devFeatures + "/shared-flag/environments/development/off"
		if on {
			path = devFeatures + "/shared-flag/environments/development/on"
		}
		a.mustOK(t, http.MethodPost, path, nil)
		changed := time.Now()
		require.Eventually(t, func() bool {
			return byName(b.clientFeatures(t, token, ""))["shared-flag"]["enabled"] == on
		}, liveWait, 20*time.Millisecond, "b serves a's change")
		t.Logf("propagated enabled=%v in %s", on, time.Since(changed).Round(time.Millisecond))
	}
}

// TestClientMetricsRegisterInstances checks that an SDK that only sends metrics is
// recorded as an application and instance, and that its lastSeen moves.
func TestClientMetricsRegisterInstances(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		token := s.apiToken(t, "client", "development", "default")
		post := func() {
			res := s.do(http.MethodPost, "/api/client/metrics", token, map[string]any{"appName": "quiet-app", "instanceId": "q-1",
				"sdkVersion": "unleash-client-node:6.12.1", "bucket": map[string]any{"toggles": map[string]any{"x": map[string]any{"yes": 1}}}})
			require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
			require.NoError(t, s.App.ClientAPI.FlushMetrics(context.Background()))
		}
		post()
		ctx := context.Background()
		app, err := s.App.Store.Client.ClientApplication.Query().Where(clientapplication.AppName("quiet-app")).WithInstances().Only(ctx)
		require.NoError(t, err)
		require.Len(t, app.Edges.Instances, 1)
		first := app.Edges.Instances[0].LastSeen
		s.App.Clock.Advance(time.Minute)
		post()
		inst, err := app.QueryInstances().Only(ctx)
		require.NoError(t, err)
		require.True(t, inst.LastSeen.After(first), "lastSeen moves: %s then %s", first, inst.LastSeen)
	})
}

// TestClientSegmentsInlinedForOldSDKs checks that SDKs that do not announce segment support
// (no Unleash-Client-Spec, or older than 4.2.0) get each segment's constraints inside the
// strategies that use it, and newer ones the segment ids with the definitions.
func TestClientSegmentsInlinedForOldSDKs(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		seg := s.mustOK(t, http.MethodPost, "/api/admin/segments", map[string]any{"name": "eu-users",
			"constraints": []map[string]any{{"contextName": "userId", "operator": "IN", "values": []string{"eu-1"}}}})
		env := devFeatures + "/segmented/environments/development"
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "segmented"})
		s.mustOK(t, http.MethodPost, env+"/strategies", map[string]any{"name": "default", "segments": []any{seg["id"]},
			"constraints": []map[string]any{{"contextName": "appName", "operator": "IN", "values": []string{"web"}}}})
		s.mustOK(t, http.MethodPost, env+"/on", nil)
		s.refresh(t)
		token := s.apiToken(t, "client", "development", "default")

		inlined := []any{
			map[string]any{"contextName": "userId", "operator": "IN", "values": []any{"eu-1"}},
			map[string]any{"contextName": "appName", "operator": "IN", "values": []any{"web"}},
		}
		for _, spec := range []string{"", "4.1.0", "3.0.0", "not-a-version"} {
			t.Run("spec "+spec, func(t *testing.T) {
				res := s.doHeaders(http.MethodGet, "/api/client/features/segmented", token, nil, map[string]string{"Unleash-Client-Spec": spec})
				require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
				st := res.JSON(t)["strategies"].([]any)[0].(map[string]any)
				require.Equal(t, inlined, st["constraints"])
				require.Empty(t, st["segments"])
				all := s.doHeaders(http.MethodGet, "/api/client/features", token, nil, map[string]string{"Unleash-Client-Spec": spec}).JSON(t)
				require.Equal(t, true, all["query"].(map[string]any)["inlineSegmentConstraints"])
				require.Empty(t, all["segments"])
				require.Equal(t, inlined, all["features"].([]any)[0].(map[string]any)["strategies"].([]any)[0].(map[string]any)["constraints"])
			})
		}
		for _, spec := range []string{"4.2.0", "4.3.1", "5.0.0"} {
			t.Run("spec "+spec, func(t *testing.T) {
				res := s.doHeaders(http.MethodGet, "/api/client/features", token, nil, map[string]string{"Unleash-Client-Spec": spec})
				all := res.JSON(t)
				require.Equal(t, false, all["query"].(map[string]any)["inlineSegmentConstraints"])
				require.Len(t, all["segments"], 1)
				st := all["features"].([]any)[0].(map[string]any)["strategies"].([]any)[0].(map[string]any)
				require.Equal(t, []any{seg["id"]}, st["segments"])
				require.Len(t, st["constraints"], 1)
			})
		}
	})
}

func TestEdgeValidate(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		client := s.apiToken(t, "client", "development", "default")
		frontend := s.apiToken(t, "frontend", "development", "default")
		res := s.do(http.MethodPost, "/edge/validate", "", map[string]any{"tokens": []string{client, frontend, adminToken, "*:development.unknown"}})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		tokens := res.JSON(t)["tokens"].([]any)
		require.Len(t, tokens, 2)
		require.Equal(t, client, tokens[0].(map[string]any)["token"])
		require.Equal(t, "client", tokens[0].(map[string]any)["type"])
		require.Equal(t, []any{"default"}, tokens[0].(map[string]any)["projects"])
		require.Equal(t, "frontend", tokens[1].(map[string]any)["type"])
		requireError(t, s.do(http.MethodPost, "/edge/validate", "", map[string]any{}), 400, "ValidationError", "tokens")

		g := s.gql("", `query($t: [String!]!) { validateEdgeTokens(tokens: $t) { token type } }`, map[string]any{"t": []string{client, "nope"}})
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["validateEdgeTokens"], 1)
	})
}
