package rest

import (
	"net/http"

	"flagstone/graph/domain/insights"
	"flagstone/graph/model"
	"flagstone/rest/reply"
)

// featureEnvironmentMetricsJSON is the reference's featureEnvironmentMetricsSchema.
type featureEnvironmentMetricsJSON struct {
	FeatureName string `json:"featureName,omitempty"`
	AppName     string `json:"appName,omitempty"`
	Environment string `json:"environment"`
	Timestamp   string `json:"timestamp"`
	Yes         int    `json:"yes"`
	No          int    `json:"no"`
}

// rawFeatureMetrics answers GET /api/admin/client-metrics/features/{name}/raw: the
// feature's hourly buckets over hoursBack hours (default 48), as featureMetrics.
func (h *insightsHandlers) rawFeatureMetrics(w http.ResponseWriter, r *http.Request) {
	hours, err := optionalInt(r, "hoursBack")
	if !serve(w, r, err) {
		return
	}
	m, err := h.q.FeatureMetrics(r.Context(), pathParam(r, "name"), hours)
	if !serve(w, r, err) {
		return
	}
	data := make([]featureEnvironmentMetricsJSON, len(m.Buckets))
	for i, b := range m.Buckets {
		data[i] = toFeatureEnvironmentMetrics(m.FeatureName, b)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "maturity": "stable", "data": data})
}

// featureUsage answers GET /api/admin/client-metrics/features/{name}: the last hour's
// evaluations per environment and the applications that reported the feature (over the
// week of buckets kept).
func (h *insightsHandlers) featureUsage(w http.ResponseWriter, r *http.Request) {
	name := pathParam(r, "name")
	one, week := 1, insights.MaxMetricsHours
	last, err := h.q.FeatureMetrics(r.Context(), name, &one)
	if !serve(w, r, err) {
		return
	}
	seen, err := h.q.FeatureMetrics(r.Context(), name, &week)
	if !serve(w, r, err) {
		return
	}
	byEnv := map[string]int{}
	usage := []featureEnvironmentMetricsJSON{}
	for _, b := range last.Buckets {
		i, ok := byEnv[b.Environment]
		if !ok {
			byEnv[b.Environment] = len(usage)
			usage = append(usage, featureEnvironmentMetricsJSON{Environment: b.Environment, Timestamp: b.Timestamp.UTC().Format(wireTimeLayout)})
			i = len(usage) - 1
		}
		usage[i].Yes += b.Yes
		usage[i].No += b.No
	}
	reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "maturity": "stable", "featureName": name,
		"lastHourUsage": usage, "seenApplications": seen.Applications})
}

func toFeatureEnvironmentMetrics(feature string, b *model.FeatureMetricsBucket) featureEnvironmentMetricsJSON {
	return featureEnvironmentMetricsJSON{FeatureName: feature, AppName: b.AppName, Environment: b.Environment,
		Timestamp: b.Timestamp.UTC().Format(wireTimeLayout), Yes: b.Yes, No: b.No}
}
