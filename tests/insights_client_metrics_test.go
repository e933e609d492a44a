package tests

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestClientMetricsPerFeature checks GET /api/admin/client-metrics/features/{name} (the last
// hour per environment and the applications seen) and /raw (the hourly buckets) in the
// reference's shapes, read from the stored buckets as featureMetrics reads them.
func TestClientMetricsPerFeature(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		c := insightsClock{t: t, s: s}
		c.flag("default", "metered", "release")
		hour := s.App.Clock.Now().UTC().Truncate(time.Hour)
		c.bucket("metered", "web-app", "production", hour, 7, 3)
		c.bucket("metered", "api", "production", hour, 1, 1)
		c.bucket("metered", "api", "development", hour.Add(-47*time.Hour), 1, 0)
		c.bucket("metered", "old-app", "development", hour.Add(-100*time.Hour), 9, 9)
		stamp := func(t time.Time) string { return t.Format("2006-01-02T15:04:05.000Z") }

		usage := s.admin(http.MethodGet, "/api/admin/client-metrics/features/metered", nil).JSON(t)
		require.Equal(t, map[string]any{"version": 1.0, "maturity": "stable", "featureName": "metered",
			"lastHourUsage":    []any{map[string]any{"environment": "production", "timestamp": stamp(hour), "yes": 8.0, "no": 4.0}},
			"seenApplications": []any{"api", "old-app", "web-app"}}, usage)

		raw := s.admin(http.MethodGet, "/api/admin/client-metrics/features/metered/raw", nil).JSON(t)
		require.Equal(t, 1.0, raw["version"])
		data := raw["data"].([]any)
		require.Len(t, data, 3, "48 hours unless asked")
		require.Equal(t, map[string]any{"featureName": "metered", "appName": "api", "environment": "development",
			"timestamp": stamp(hour.Add(-47 * time.Hour)), "yes": 1.0, "no": 0.0}, data[0])
		raw = s.admin(http.MethodGet, "/api/admin/client-metrics/features/metered/raw?hoursBack=1", nil).JSON(t)
		require.Len(t, raw["data"], 2)

		for _, tc := range []struct {
			name, path, errName, mentions string
			status                        int
		}{
			{name: "hoursBack out of range", path: "/metered/raw?hoursBack=500", status: 400, errName: "ValidationError", mentions: "hoursBack"},
			{name: "hoursBack not a number", path: "/metered/raw?hoursBack=x", status: 400, errName: "ValidationError", mentions: "hoursBack"},
			{name: "unknown feature", path: "/nope", status: 404, errName: "NotFoundError"},
		} {
			requireError(t, s.admin(http.MethodGet, "/api/admin/client-metrics/features"+tc.path, nil), tc.status, tc.errName, tc.mentions)
		}
	})
}
