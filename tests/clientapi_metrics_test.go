package tests

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent/clientmetricsbucket"
	"flagstone/graph/domain/insights"
)

// metricsRoutes are the routes an SDK reports its evaluations to, by token kind.
var metricsRoutes = []struct{ kind, path string }{
	{"client", "/api/client/metrics"},
	{"frontend", "/api/frontend/client/metrics"},
}

// metricsReport is a report of app's evaluations, in the hour starting at hour.
func metricsReport(app string, hour time.Time, toggles map[string]any) map[string]any {
	return map[string]any{"appName": app, "bucket": map[string]any{"start": hour, "stop": hour.Add(time.Minute), "toggles": toggles}}
}

// bucketsOf are the metrics buckets of app, by flag.
func bucketsOf(t *testing.T, s *server, app string) map[string][2]int64 {
	t.Helper()
	bs, err := s.App.Store.Client.ClientMetricsBucket.Query().Where(clientmetricsbucket.AppName(app)).All(context.Background())
	require.NoError(t, err)
	out := map[string][2]int64{}
	for _, b := range bs {
		out[b.FeatureName] = [2]int64{b.Yes, b.No}
	}
	return out
}

// TestClientMetricsRefusesAbusiveReports posts reports a client or frontend token could
// send to harm everyone's metrics: too many flags and counts beyond the documented range
// and blank application names are refused with 400 naming the property (before, counts
// up to 2^63-1 were summed, overflowed and failed the whole flush); a report with the
// largest count is accepted and sums saturate.
func TestClientMetricsRefusesAbusiveReports(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "counted"})
		hour := time.Now().UTC().Truncate(time.Hour)
		tooMany := map[string]any{}
		for i := range 5_001 {
			tooMany[fmt.Sprintf("f-%d", i)] = map[string]any{"yes": 1}
		}
		for _, route := range metricsRoutes {
			t.Run(route.kind, func(t *testing.T) {
				token := s.apiToken(t, route.kind, "development", "default")
				bad := []struct {
					name, property string
					toggles        map[string]any
				}{
					{"too many flags", "bucket.toggles", tooMany},
					{"yes beyond the range", "bucket.toggles.counted.yes", map[string]any{"counted": map[string]any{"yes": int64(math.MaxInt64)}}},
					{"no beyond the range", "bucket.toggles.counted.no", map[string]any{"counted": map[string]any{"no": insights.MaxMetricsCount + 1}}},
					{"variant beyond the range", "bucket.toggles.counted.variants.blue",
						map[string]any{"counted": map[string]any{"yes": 1, "variants": map[string]any{"blue": int64(math.MaxInt64)}}}},
				}
				for _, tc := range bad {
					t.Run(tc.name, func(t *testing.T) {
						requireError(t, s.do(http.MethodPost, route.path, token, metricsReport("abuser", hour, tc.toggles)),
							http.StatusBadRequest, "ValidationError", tc.property)
					})
				}
				// A blank name, which registration refuses, would fail the flush's registrations.
				blank := metricsReport("   ", hour, map[string]any{"counted": map[string]any{"yes": 1}})
				blank["instanceId"] = "i-1"
				requireError(t, s.do(http.MethodPost, route.path, token, blank), http.StatusBadRequest, "ValidationError", "appName")

				app := "max-" + route.kind
				largest := map[string]any{"counted": map[string]any{"yes": insights.MaxMetricsCount, "no": 1}}
				for range 2 {
					res := s.do(http.MethodPost, route.path, token, metricsReport(app, hour, largest))
					require.Less(t, res.Status, 300, "the largest count is accepted: %s", res.Body)
					require.NoError(t, s.App.ClientAPI.FlushMetrics(context.Background()))
				}
				require.Equal(t, map[string][2]int64{"counted": {insights.MaxMetricsCount, 2}}, bucketsOf(t, s, app),
					"the sum saturates at the largest count")
			})
		}
		// The insights sum the week's buckets: still readable.
		res := s.admin(http.MethodGet, "/api/admin/insights", nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	})
}

// TestClientMetricsRecordsOnlyVisibleFlags reports a flag of the token's project, one of
// another project and one that does not exist: only the first is recorded (before, the
// three were, so a public frontend token wrote metrics of flags it cannot read and made
// up names without end).
func TestClientMetricsRecordsOnlyVisibleFlags(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "vault", "name": "Vault"})
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "in-scope"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/vault/features", map[string]any{"name": "out-of-scope"})
		s.refresh(t)
		hour := time.Now().UTC().Truncate(time.Hour)
		toggles := map[string]any{}
		for _, name := range []string{"in-scope", "out-of-scope", "made-up"} {
			toggles[name] = map[string]any{"yes": 2, "no": 1}
		}
		for _, route := range metricsRoutes {
			t.Run(route.kind, func(t *testing.T) {
				token := s.apiToken(t, route.kind, "development", "default")
				app := "scoped-" + route.kind
				res := s.do(http.MethodPost, route.path, token, metricsReport(app, hour, toggles))
				require.Less(t, res.Status, 300, "body: %s", res.Body)
				require.NoError(t, s.App.ClientAPI.FlushMetrics(context.Background()))
				require.Equal(t, map[string][2]int64{"in-scope": {2, 1}}, bucketsOf(t, s, app))
			})
		}
	})
}

// TestClientMetricsFloodKeepsOthersReports floods the metrics buffer with buckets of
// made-up applications (two bulk posts of 5,000, each entry a bucket) after two reports of
// an honest SDK: the honest counts are all written and the flush succeeds, however the
// background flushes fall (the buffer's bound is TestAggregatorBounds's; a report that
// comes while the buffer is full loses its new buckets until the next flush, as the README
// says, so none is sent then). A bulk post of more than 10,000 entries is refused (before,
// a bulk post had no bound).
func TestClientMetricsFloodKeepsOthersReports(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "busy"})
		token := s.apiToken(t, "client", "development", "default")
		hour := time.Now().UTC().Truncate(time.Hour)
		honest := metricsReport("honest", hour, map[string]any{"busy": map[string]any{"yes": 5, "no": 5}})
		flood := make([]any, 10_001)
		for i := range flood {
			flood[i] = map[string]any{"featureName": "busy", "appName": fmt.Sprintf("flood-%d", i),
				"environment": "development", "timestamp": hour, "yes": 1, "no": 0}
		}
		requireError(t, s.do(http.MethodPost, "/api/client/metrics/bulk", token, map[string]any{"metrics": flood}),
			http.StatusBadRequest, "ValidationError", "metrics")

		for range 2 {
			require.Equal(t, http.StatusAccepted, s.do(http.MethodPost, "/api/client/metrics", token, honest).Status)
		}
		for _, part := range [][]any{flood[:5_000], flood[5_000:10_000]} {
			res := s.do(http.MethodPost, "/api/client/metrics/bulk", token, map[string]any{"applications": []any{}, "metrics": part})
			require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		}
		require.NoError(t, s.App.ClientAPI.FlushMetrics(context.Background()))
		require.Equal(t, map[string][2]int64{"busy": {10, 10}}, bucketsOf(t, s, "honest"), "every honest report is written")
	})
}

// TestClientMetricsKeepABoundedWindow reports buckets dated far ahead (counted in the
// current hour), before the retention window (left out) and in the window; moving the
// clock past the window and running the jobs deletes the buckets that aged out. Before,
// each date made a row of its own and nothing was ever deleted, so any token could grow
// the table without end.
func TestClientMetricsKeepABoundedWindow(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "aging"})
		s.refresh(t)
		token := s.apiToken(t, "client", "development", "default")
		now := s.App.Clock.Now().UTC()
		current := now.Truncate(time.Hour)
		hours := func() map[time.Time]int64 {
			bs, err := s.App.Store.Client.ClientMetricsBucket.Query().Where(clientmetricsbucket.AppName("aging-app")).All(context.Background())
			require.NoError(t, err)
			out := map[time.Time]int64{}
			for _, b := range bs {
				out[b.Timestamp.UTC()] += b.Yes
			}
			return out
		}
		for _, start := range []time.Time{
			time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC),     // counted now
			now.Add(-insights.MetricsRetention - time.Hour), // left out
			now.Add(-2 * time.Hour),
			now,
		} {
			res := s.do(http.MethodPost, "/api/client/metrics", token,
				metricsReport("aging-app", start, map[string]any{"aging": map[string]any{"yes": 1}}))
			require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		}
		require.NoError(t, s.App.ClientAPI.FlushMetrics(context.Background()))
		require.Equal(t, map[time.Time]int64{current: 2, current.Add(-2 * time.Hour): 1}, hours())

		s.App.Clock.Advance(insights.MetricsRetention - time.Hour)
		_, err := s.App.RunJobs(context.Background())
		require.NoError(t, err)
		require.Equal(t, map[time.Time]int64{current: 2}, hours(), "the bucket two hours older than the rest aged out first")
	})
}
