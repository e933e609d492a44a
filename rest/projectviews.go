package rest

import (
	"net/http"
	"slices"
	"strings"

	"flagstone/ent"
	"flagstone/graph/model"
	"flagstone/rest/reply"
)

// projectViewsHandlers serve the flags area's read-only views of a project and its
// features' lifecycle (the pages of the reference's admin UI), beside the area's table.
type projectViewsHandlers struct{ *flagsHandlers }

// routes is the table of a project's views and the features' lifecycle.
func (h *projectViewsHandlers) routes(s *schemaSet) []route {
	return []route{
		{method: "GET", path: projectPath + "/overview", handler: h.getProjectOverview, tag: "Projects", summary: "A project's overview: health, members, feature types, stats, onboarding", status: 200, resp: typ[projectOverviewJSON](s)},
		{method: "GET", path: projectPath + "/status", handler: h.getProjectStatus, tag: "Projects", summary: "A project's status: activity over the past year, resources, health, lifecycle", status: 200, resp: typ[projectStatusJSON](s)},
		{method: "GET", path: projectPath + "/health-report", handler: h.getProjectHealthReport, tag: "Projects", summary: "A project's health report, with its features", status: 200, resp: anyObject},
		{method: "GET", path: projectPath + "/insights", handler: h.getProjectInsights, tag: "Projects", summary: "A project's insights: stats, lead time, feature types, health, members", status: 200, resp: anyObject},
		{method: "GET", path: projectPath + "/dora", handler: h.getProjectDora, tag: "Projects", summary: "The lead times of a project's release features, and their mean", status: 200, resp: typ[doraJSON](s)},
		{method: "GET", path: projectPath + "/flag-creators", handler: h.flagCreators, tag: "Projects", summary: "The users who created a project's features", status: 200, resp: arr(typ[model.FlagCreator](s))},
		{method: "GET", path: adminPath + "/flag-creators", handler: h.flagCreators, tag: "Features", summary: "The users who created features: one page and the total", query: []string{"q", "offset", "limit"}, status: 200,
			resp: obj("total", prim("integer"), "flagCreators", arr(typ[model.FlagCreator](s)))},
		{method: "GET", path: adminPath + "/lifecycle/count", handler: h.lifecycleCount, tag: "Lifecycle", summary: "How many features are in each lifecycle stage", status: 200, resp: typ[model.LifecycleCount](s)},
		{method: "GET", path: featurePath + "/lifecycle", handler: h.getFeatureLifecycle, tag: "Lifecycle", summary: "The lifecycle stages a feature entered", status: 200, resp: arr(typ[model.LifecycleStage](s))},
		{method: "POST", path: featurePath + "/lifecycle/complete", handler: h.completeFeature, tag: "Lifecycle", summary: "Mark a feature completed", body: in("status!", "statusValue"), status: 200},
		{method: "POST", path: featurePath + "/lifecycle/uncomplete", handler: h.uncompleteFeature, tag: "Lifecycle", summary: "Take back a feature's completed mark", status: 200},
		{method: "GET", path: projectPath + "/applications", handler: h.getProjectApplications, tag: "Projects", summary: "The applications that reported metrics for the project's features", query: []string{"query", "offset", "limit", "sortBy", "sortOrder"}, status: 200,
			resp: obj("total", prim("integer"), "applications", arr(typ[model.ProjectApplication](s)))},
		{method: "GET", path: projectPath + "/sdks/outdated", handler: h.getOutdatedSdks, tag: "Projects", summary: "The outdated SDK versions the project's applications use", status: 200, resp: obj("sdks", arr(typ[model.OutdatedSdk](s)))},
	}
}

// projectOverviewJSON is the reference's projectOverviewSchema.
type projectOverviewJSON struct {
	Version           int                       `json:"version"`
	Name              string                    `json:"name"`
	Description       *string                   `json:"description"`
	DefaultStickiness string                    `json:"defaultStickiness"`
	Mode              string                    `json:"mode"`
	FeatureLimit      *int                      `json:"featureLimit"`
	Members           int                       `json:"members"`
	Health            int                       `json:"health"`
	TechnicalDebt     int                       `json:"technicalDebt"`
	Environments      []projectEnvironmentBody  `json:"environments"`
	FeatureTypeCounts []*model.FeatureTypeCount `json:"featureTypeCounts"`
	UpdatedAt         wireTime                  `json:"updatedAt"`
	CreatedAt         wireTime                  `json:"createdAt"`
	ArchivedAt        *wireTime                 `json:"archivedAt"`
	Favorite          bool                      `json:"favorite"`
	Stats             *model.ProjectStats       `json:"stats"`
	OnboardingStatus  onboardingStatusJSON      `json:"onboardingStatus"`
}

// onboardingStatusJSON is the reference's onboardingStatusSchema.
type onboardingStatusJSON struct {
	Status  string  `json:"status"`
	Feature *string `json:"feature,omitempty"`
}

// projectStatusJSON is the reference's projectStatusSchema.
type projectStatusJSON struct {
	ActivityCountByDate []*model.ActivityCount  `json:"activityCountByDate"`
	Resources           *model.ProjectResources `json:"resources"`
	Health              currentJSON             `json:"health"`
	TechnicalDebt       currentJSON             `json:"technicalDebt"`
	StaleFlags          totalJSON               `json:"staleFlags"`
	LifecycleSummary    map[string]stageJSON    `json:"lifecycleSummary"`
}

type currentJSON struct {
	Current int `json:"current"`
}

type totalJSON struct {
	Total int `json:"total"`
}

// stageJSON is one stage of the reference's lifecycleSummary: averageDays is null, not
// absent, without data.
type stageJSON struct {
	AverageDays  *float64 `json:"averageDays"`
	CurrentFlags int      `json:"currentFlags"`
}

// doraJSON is the reference's projectDoraMetricsSchema.
type doraJSON struct {
	ProjectAverage float64                  `json:"projectAverage"`
	Features       []*model.FeatureLeadTime `json:"features"`
}

func (h *projectViewsHandlers) projectHealth(r *http.Request) (*model.ProjectHealth, []projectJSON, error) {
	ph, err := h.q.ProjectHealth(r.Context(), pathParam(r, "projectId"))
	if err != nil {
		return nil, nil, err
	}
	ps, err := h.toProjects(r.Context(), []*ent.Project{ph.Project})
	return ph, ps, err
}

func (h *projectViewsHandlers) getProjectOverview(w http.ResponseWriter, r *http.Request) {
	ph, ps, err := h.projectHealth(r)
	if !serve(w, r, err) {
		return
	}
	envs := make([]projectEnvironmentBody, len(ps[0].Environments))
	for i, e := range ps[0].Environments {
		envs[i] = projectEnvironmentBody{Environment: e}
	}
	reply.JSON(w, http.StatusOK, projectOverviewJSON{Version: 1, Name: ph.Project.Name, Description: ph.Project.Description,
		DefaultStickiness: "default", Mode: ps[0].Mode, Members: ph.Members, Health: ph.Health, TechnicalDebt: ph.TechnicalDebt,
		Environments: envs, FeatureTypeCounts: ph.FeatureTypeCounts, UpdatedAt: wireTime(ph.Project.UpdatedAt),
		CreatedAt: wireTime(ph.Project.CreatedAt), Favorite: ps[0].Favorite, Stats: ph.Stats,
		OnboardingStatus: onboardingStatusJSON{Status: ph.OnboardingStatus, Feature: ph.FirstFeature}})
}

func (h *projectViewsHandlers) getProjectStatus(w http.ResponseWriter, r *http.Request) {
	st, err := h.q.ProjectStatus(r.Context(), pathParam(r, "projectId"))
	if !serve(w, r, err) {
		return
	}
	stage := func(s *model.LifecycleStageSummary) stageJSON {
		return stageJSON{AverageDays: s.AverageDays, CurrentFlags: s.CurrentFlags}
	}
	ls := st.LifecycleSummary
	reply.JSON(w, http.StatusOK, projectStatusJSON{ActivityCountByDate: st.ActivityCountByDate, Resources: st.Resources,
		Health: currentJSON{st.Health}, TechnicalDebt: currentJSON{st.TechnicalDebt}, StaleFlags: totalJSON{st.StaleFlags},
		LifecycleSummary: map[string]stageJSON{"initial": stage(ls.Initial), "preLive": stage(ls.PreLive),
			"live": stage(ls.Live), "completed": stage(ls.Completed), "archived": stage(ls.Archived)}})
}

func (h *projectViewsHandlers) getProjectDora(w http.ResponseWriter, r *http.Request) {
	ph, err := h.q.ProjectHealth(r.Context(), pathParam(r, "projectId"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, dora(ph))
	}
}

// dora is a project's lead times and their mean.
func dora(ph *model.ProjectHealth) doraJSON {
	out := doraJSON{Features: ph.LeadTimes}
	for _, l := range ph.LeadTimes {
		out.ProjectAverage += l.TimeToProduction / float64(len(ph.LeadTimes))
	}
	return out
}

func (h *projectViewsHandlers) getProjectInsights(w http.ResponseWriter, r *http.Request) {
	ph, err := h.q.ProjectHealth(r.Context(), pathParam(r, "projectId"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"stats": ph.Stats, "leadTime": dora(ph),
			"featureTypeCounts": ph.FeatureTypeCounts, "health": healthJSON(ph), "technicalDebt": healthJSON(ph),
			"members": map[string]any{"currentMembers": ph.Members, "change": ph.Stats.ProjectMembersAddedCurrentWindow}})
	}
}

// healthJSON is the reference's projectInsightsSchema health (and technicalDebt) object.
func healthJSON(ph *model.ProjectHealth) map[string]any {
	return map[string]any{"rating": ph.Health, "activeCount": ph.ActiveCount, "potentiallyStaleCount": ph.PotentiallyStaleCount,
		"staleCount": ph.StaleCount, "technicalDebt": ph.TechnicalDebt}
}

func (h *projectViewsHandlers) getProjectHealthReport(w http.ResponseWriter, r *http.Request) {
	ph, ps, err := h.projectHealth(r)
	if !serve(w, r, err) {
		return
	}
	fs, err := h.q.Features(r.Context(), ph.Project.ID)
	if !serve(w, r, err) {
		return
	}
	rel, err := loadFeatureRelations(r.Context(), h.loaders(r.Context()), fs, fullRelations)
	if !serve(w, r, err) {
		return
	}
	features := make([]featureJSON, len(fs))
	for i, f := range fs {
		features[i] = rel.feature(i, f)
	}
	envs := make([]projectEnvironmentBody, len(ps[0].Environments))
	for i, e := range ps[0].Environments {
		envs[i] = projectEnvironmentBody{Environment: e}
	}
	reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "name": ph.Project.Name, "description": ph.Project.Description,
		"defaultStickiness": "default", "mode": ps[0].Mode, "featureLimit": nil, "members": ph.Members, "health": ph.Health,
		"technicalDebt": ph.TechnicalDebt, "environments": envs, "features": features,
		"updatedAt": wireTime(ph.Project.UpdatedAt), "createdAt": wireTime(ph.Project.CreatedAt), "favorite": ps[0].Favorite,
		"stats": ph.Stats, "potentiallyStaleCount": ph.PotentiallyStaleCount, "activeCount": ph.ActiveCount, "staleCount": ph.StaleCount})
}

// flagCreators answers the users who created flags of the path's project (a list, the
// reference's projectFlagCreatorsSchema), or of every project (flagCreatorsSchema: one
// page of those whose name holds q, with their total).
func (h *projectViewsHandlers) flagCreators(w http.ResponseWriter, r *http.Request) {
	var project *string
	if id := pathParam(r, "projectId"); id != "" {
		project = &id
	}
	cs, err := h.q.FlagCreators(r.Context(), project)
	if !serve(w, r, err) {
		return
	}
	if project != nil {
		reply.JSON(w, http.StatusOK, cs)
		return
	}
	q := strings.ToLower(r.URL.Query().Get("q"))
	cs = slices.DeleteFunc(cs, func(c *model.FlagCreator) bool { return !strings.Contains(strings.ToLower(c.Name), q) })
	offset, err := optionalInt(r, "offset")
	if !serve(w, r, err) {
		return
	}
	limit, err := optionalInt(r, "limit")
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"total": len(cs), "flagCreators": page(cs, offset, limit)})
	}
}

func (h *projectViewsHandlers) getFeatureLifecycle(w http.ResponseWriter, r *http.Request) {
	stages, err := h.q.FeatureLifecycle(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, stages)
	}
}

func (h *projectViewsHandlers) lifecycleCount(w http.ResponseWriter, r *http.Request) {
	c, err := h.q.LifecycleCount(r.Context())
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, c)
	}
}

func (h *projectViewsHandlers) completeFeature(w http.ResponseWriter, r *http.Request) {
	var in model.CompleteFeatureInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.m.CompleteFeature(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"), in)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *projectViewsHandlers) uncompleteFeature(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.UncompleteFeature(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// page cuts one page of list: offset items skipped (default 0), at most limit (default 50).
func page[T any](list []T, offset, limit *int) []T {
	from := min(max(intOr(offset, 0), 0), len(list))
	return list[from:min(from+max(intOr(limit, 50), 0), len(list))]
}

// intOr is *p, or def when p is nil.
func intOr(p *int, def int) int {
	if p == nil {
		return def
	}
	return *p
}

// getProjectApplications answers the reference's projectApplicationsSchema: the
// applications whose name holds query, by name (sortOrder desc reverses), one page of
// offset and limit (default 50), with their total.
func (h *projectViewsHandlers) getProjectApplications(w http.ResponseWriter, r *http.Request) {
	apps, err := h.q.ProjectApplications(r.Context(), pathParam(r, "projectId"))
	if !serve(w, r, err) {
		return
	}
	q := strings.ToLower(r.URL.Query().Get("query"))
	apps = slices.DeleteFunc(apps, func(a *model.ProjectApplication) bool { return !strings.Contains(strings.ToLower(a.Name), q) })
	if r.URL.Query().Get("sortOrder") == "desc" {
		slices.Reverse(apps)
	}
	offset, err := optionalInt(r, "offset")
	if !serve(w, r, err) {
		return
	}
	limit, err := optionalInt(r, "limit")
	if !serve(w, r, err) {
		return
	}
	reply.JSON(w, http.StatusOK, map[string]any{"total": len(apps), "applications": page(apps, offset, limit)})
}

func (h *projectViewsHandlers) getOutdatedSdks(w http.ResponseWriter, r *http.Request) {
	sdks, err := h.q.ProjectOutdatedSdks(r.Context(), pathParam(r, "projectId"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"sdks": sdks})
	}
}
