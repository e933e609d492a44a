package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"time"

	"flagstone/graph/model"
)

// insightsHandlers serves the insights area (graph/domain/insights): the instance insights
// (contract 4.8) under both of its paths, and the client applications.
type insightsHandlers struct{ *handlers }

// routes is the insights area's table: every route of the area, served and documented from here.
func (h *insightsHandlers) routes(s *schemaSet) []route {
	application := typ[applicationJSON](s)
	insights := typ[insightsJSON](s)
	return []route{
		{method: "GET", path: adminPath + "/metrics/applications", handler: h.listApplications, tag: "Metrics", summary: "The client applications (query: name contains)", status: 200, resp: obj("total", prim("integer"), "applications", arr(application))},
		{method: "GET", path: adminPath + "/metrics/applications/{appName}", handler: h.getApplication, tag: "Metrics", summary: "One client application", status: 200, resp: application},
		{method: "POST", path: adminPath + "/metrics/applications/{appName}", handler: h.saveApplication, tag: "Metrics", summary: "Create an application or change its details (UPDATE_APPLICATION)", body: in("description", "url", "color", "icon", "strategies:array"), status: 202},
		{method: "DELETE", path: adminPath + "/metrics/applications/{appName}", handler: h.deleteApplication, tag: "Metrics", summary: "Remove an application and its instances (UPDATE_APPLICATION)", status: 200},
		{method: "GET", path: adminPath + "/client-metrics/features/{name}", handler: h.featureUsage, tag: "Metrics", summary: "A feature's evaluations in the last hour per environment, and the applications that reported it", status: 200,
			resp: obj("version", prim("integer"), "maturity", prim("string"), "featureName", prim("string"), "lastHourUsage", arr(typ[featureEnvironmentMetricsJSON](s)), "seenApplications", arr(prim("string")))},
		{method: "GET", path: adminPath + "/client-metrics/features/{name}/raw", handler: h.rawFeatureMetrics, tag: "Metrics", summary: "A feature's hourly metrics per application and environment (hoursBack: 1 to 168, default 48)", query: []string{"hoursBack:integer"}, status: 200,
			resp: obj("version", prim("integer"), "maturity", prim("string"), "data", arr(typ[featureEnvironmentMetricsJSON](s)))},
		{method: "GET", path: adminPath + "/metrics/sdks/outdated", handler: h.outdatedSDKs, tag: "Metrics", summary: "The outdated SDK versions registered instances report, with the applications using each", status: 200,
			resp: obj("sdks", arr(typ[outdatedSDKJSON](s)))},
		{method: "GET", path: adminPath + "/instance-admin/statistics", handler: h.statistics, tag: "Instance Admin", summary: "The instance's statistics (ADMIN)", status: 200, resp: typ[statisticsJSON](s)},
		{method: "GET", path: adminPath + "/instance-admin/statistics/csv", handler: h.statisticsCSV, tag: "Instance Admin", summary: "The instance's statistics as CSV, a header and one row (ADMIN)", status: 200, content: "text/csv"},
		{method: "GET", path: adminPath + "/insights", handler: h.instanceInsights, tag: "Insights", summary: "Instance insights", query: []string{"from", "to"}, status: 200, resp: insights},
		{method: "GET", path: adminPath + "/dashboard/executive", handler: h.instanceInsights, tag: "Insights", summary: "Instance insights (the reference's older path)", query: []string{"from", "to"}, status: 200, resp: insights},
		// The personal dashboard of the admin UI (issue 26).
		{method: "GET", path: adminPath + "/personal-dashboard", handler: h.personalDashboard, tag: "Personal dashboard", summary: "The caller's projects and flags, the admins and the projects' owners", status: 200, resp: obj("projects", arr(anyObject), "flags", arr(obj("name", prim("string"), "type", prim("string"), "project", prim("string"))), "admins", arr(anyObject), "projectOwners", arr(typ[ownerJSON](s)))},
		{method: "GET", path: adminPath + "/personal-dashboard/{projectId}", handler: h.personalDashboardProject, tag: "Personal dashboard", summary: "One of the caller's projects: owners, the caller's roles, latest events, flag counts", status: 200, resp: obj("owners", arr(typ[ownerJSON](s)), "roles", arr(anyObject), "latestEvents", arr(anyObject), "onboardingStatus", obj("status", prim("string")), "insights", typ[flagCountsJSON](s))},
	}
}

func (h *insightsHandlers) instanceInsights(w http.ResponseWriter, r *http.Request) {
	in, err := h.q.InstanceInsights(r.Context())
	if !serve(w, r, err) {
		return
	}
	reply.JSON(w, http.StatusOK, toInsights(in))
}

// insightsJSON is the Instance insights of contract 2.9.
type insightsJSON struct {
	Users                 *model.UserCounts          `json:"users"`
	Flags                 *model.FlagCounts          `json:"flags"`
	UserTrends            []userTrendJSON            `json:"userTrends"`
	FlagTrends            []flagTrendJSON            `json:"flagTrends"`
	ProjectFlagTrends     []projectFlagTrendJSON     `json:"projectFlagTrends"`
	MetricsSummaryTrends  []metricsSummaryTrendJSON  `json:"metricsSummaryTrends"`
	EnvironmentTypeTrends []environmentTypeTrendJSON `json:"environmentTypeTrends"`
}

type userTrendJSON struct {
	Date     string `json:"date"`
	Total    int    `json:"total"`
	Active   int    `json:"active"`
	Inactive int    `json:"inactive"`
}

type flagTrendJSON struct {
	Date             string `json:"date"`
	Total            int    `json:"total"`
	Active           int    `json:"active"`
	Stale            int    `json:"stale"`
	PotentiallyStale int    `json:"potentiallyStale"`
}

type projectFlagTrendJSON struct {
	Week             string   `json:"week"`
	Project          string   `json:"project"`
	Health           int      `json:"health"`
	TimeToProduction *float64 `json:"timeToProduction"`
	Date             string   `json:"date"`
	Total            int      `json:"total"`
	Active           int      `json:"active"`
	Stale            int      `json:"stale"`
	PotentiallyStale int      `json:"potentiallyStale"`
	Users            int      `json:"users"`
}

type metricsSummaryTrendJSON struct {
	Week              string `json:"week"`
	Date              string `json:"date"`
	Project           string `json:"project"`
	TotalRequests     int    `json:"totalRequests"`
	TotalYes          int    `json:"totalYes"`
	TotalNo           int    `json:"totalNo"`
	TotalApps         int    `json:"totalApps"`
	TotalFlags        int    `json:"totalFlags"`
	TotalEnvironments int    `json:"totalEnvironments"`
}

type environmentTypeTrendJSON struct {
	Date            string `json:"date"`
	Week            string `json:"week"`
	EnvironmentType string `json:"environmentType"`
	TotalUpdates    int    `json:"totalUpdates"`
}

// toInsights converts the insights to the wire format. Thousands of rows share a few
// dozen dates, so each date is formatted once.
func toInsights(in *model.InstanceInsights) insightsJSON {
	dates := map[time.Time]string{}
	date := func(t time.Time) string {
		s, ok := dates[t]
		if !ok {
			s = t.UTC().Format(wireTimeLayout)
			dates[t] = s
		}
		return s
	}
	out := insightsJSON{Users: in.Users, Flags: in.Flags,
		UserTrends: make([]userTrendJSON, len(in.UserTrends)), FlagTrends: make([]flagTrendJSON, len(in.FlagTrends)),
		ProjectFlagTrends:     make([]projectFlagTrendJSON, len(in.ProjectFlagTrends)),
		MetricsSummaryTrends:  make([]metricsSummaryTrendJSON, len(in.MetricsSummaryTrends)),
		EnvironmentTypeTrends: make([]environmentTypeTrendJSON, len(in.EnvironmentTypeTrends)),
	}
	for i, t := range in.UserTrends {
		out.UserTrends[i] = userTrendJSON{date(t.Date), t.Total, t.Active, t.Inactive}
	}
	for i, t := range in.FlagTrends {
		out.FlagTrends[i] = flagTrendJSON{date(t.Date), t.Total, t.Active, t.Stale, t.PotentiallyStale}
	}
	for i, t := range in.ProjectFlagTrends {
		out.ProjectFlagTrends[i] = projectFlagTrendJSON{Week: t.Week, Project: t.Project, Health: t.Health,
			TimeToProduction: t.TimeToProduction, Date: date(t.Date), Total: t.Total, Active: t.Active,
			Stale: t.Stale, PotentiallyStale: t.PotentiallyStale, Users: t.Users}
	}
	for i, t := range in.MetricsSummaryTrends {
		out.MetricsSummaryTrends[i] = metricsSummaryTrendJSON{Week: t.Week, Date: date(t.Date), Project: t.Project,
			TotalRequests: t.TotalRequests, TotalYes: t.TotalYes, TotalNo: t.TotalNo, TotalApps: t.TotalApps,
			TotalFlags: t.TotalFlags, TotalEnvironments: t.TotalEnvironments}
	}
	for i, t := range in.EnvironmentTypeTrends {
		out.EnvironmentTypeTrends[i] = environmentTypeTrendJSON{date(t.Date), t.Week, t.EnvironmentType, t.TotalUpdates}
	}
	return out
}
