package tests

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

const featureMetricsQuery = `query($name: String!, $hours: Int) {
  featureMetrics(featureName: $name, hoursBack: $hours) {
    featureName hoursBack applications
    buckets { timestamp environment appName yes no }
  }
}`

func TestFeatureMetricsGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		c := insightsClock{t: t, s: s}
		c.flag("default", "metered", "release")
		hour := s.App.Clock.Now().UTC().Truncate(time.Hour)
		c.bucket("metered", "web-app", "production", hour, 7, 3)
		c.bucket("metered", "api", "development", hour.Add(-47*time.Hour), 1, 0)
		c.bucket("metered", "old-app", "development", hour.Add(-48*time.Hour), 9, 9) // before the window
		c.bucket("other", "web-app", "production", hour, 5, 5)

		g := s.gql(adminToken, featureMetricsQuery, map[string]any{"name": "metered"})
		require.Empty(t, g.Errors)
		m := g.Data["featureMetrics"].(map[string]any)
		require.EqualValues(t, 48, m["hoursBack"], "48 hours unless asked")
		require.Equal(t, []any{"api", "web-app"}, m["applications"])
		require.Equal(t, []any{
			map[string]any{"timestamp": hour.Add(-47 * time.Hour).Format(time.RFC3339Nano), "environment": "development", "appName": "api", "yes": 1.0, "no": 0.0},
			map[string]any{"timestamp": hour.Format(time.RFC3339Nano), "environment": "production", "appName": "web-app", "yes": 7.0, "no": 3.0},
		}, m["buckets"], "oldest first, only the window, only the feature")

		g = s.gql(adminToken, featureMetricsQuery, map[string]any{"name": "metered", "hours": 1})
		require.Len(t, g.Data["featureMetrics"].(map[string]any)["buckets"], 1)

		for _, tc := range []struct {
			name string
			vars map[string]any
			code string
		}{
			{name: "no hours", vars: map[string]any{"name": "metered", "hours": 0}, code: "ValidationError"},
			{name: "beyond a week", vars: map[string]any{"name": "metered", "hours": 169}, code: "ValidationError"},
			{name: "unknown feature", vars: map[string]any{"name": "nope"}, code: "NotFoundError"},
		} {
			g := s.gql(adminToken, featureMetricsQuery, tc.vars)
			require.Equal(t, tc.code, g.errorCode(), "%s: %+v", tc.name, g.Errors)
		}
	})
}
