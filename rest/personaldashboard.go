package rest

import (
	"net/http"

	"flagstone/ent"
	"flagstone/graph/model"
	"flagstone/rest/reply"
)

// ownerJSON is a project owner as the reference's personal dashboard shows it.
type ownerJSON struct {
	OwnerType string  `json:"ownerType"`
	Name      string  `json:"name,omitempty"`
	Email     *string `json:"email,omitempty"`
	ImageURL  *string `json:"imageUrl,omitempty"`
}

// toOwners renders owners; a project without any is the system's, as in the reference.
func toOwners(us []*ent.User, systemIfNone bool) []ownerJSON {
	out := make([]ownerJSON, 0, len(us))
	for _, u := range us {
		name := ""
		for _, n := range []*string{u.Name, u.Username, u.Email} {
			if n != nil && *n != "" {
				name = *n
				break
			}
		}
		img := u.ImageURL
		out = append(out, ownerJSON{OwnerType: "user", Name: name, Email: u.Email, ImageURL: &img})
	}
	if len(out) == 0 && systemIfNone {
		out = append(out, ownerJSON{OwnerType: "system"})
	}
	return out
}

// flagCountsJSON is the reference's project insights of the personal dashboard.
type flagCountsJSON struct {
	AvgHealthCurrentWindow *int `json:"avgHealthCurrentWindow"`
	AvgHealthPastWindow    *int `json:"avgHealthPastWindow"`
	TotalFlags             int  `json:"totalFlags"`
	ActiveFlags            int  `json:"activeFlags"`
	StaleFlags             int  `json:"staleFlags"`
	PotentiallyStaleFlags  int  `json:"potentiallyStaleFlags"`
	Health                 int  `json:"health"`
	TechnicalDebt          int  `json:"technicalDebt"`
}

func toFlagCounts(c *model.ProjectFlagCounts) flagCountsJSON {
	return flagCountsJSON{TotalFlags: c.TotalFlags, ActiveFlags: c.ActiveFlags, StaleFlags: c.StaleFlags,
		PotentiallyStaleFlags: c.PotentiallyStaleFlags, Health: c.Health, TechnicalDebt: c.TechnicalDebt}
}

func (h *insightsHandlers) personalDashboard(w http.ResponseWriter, r *http.Request) {
	d, err := h.q.PersonalDashboard(r.Context())
	if !serve(w, r, err) {
		return
	}
	projects := make([]map[string]any, len(d.Projects))
	for i, p := range d.Projects {
		projects[i] = map[string]any{"id": p.Project.ID, "name": p.Project.Name, "health": p.Insights.Health,
			"technicalDebt": p.Insights.TechnicalDebt, "memberCount": p.MemberCount, "featureCount": p.Insights.TotalFlags}
	}
	flags := make([]map[string]string, len(d.Flags))
	for i, f := range d.Flags {
		flags[i] = map[string]string{"name": f.Name, "type": f.Type, "project": f.ProjectID}
	}
	admins := make([]map[string]any, len(d.Admins))
	for i, u := range d.Admins {
		admins[i] = map[string]any{"id": u.ID, "name": u.Name, "username": u.Username, "imageUrl": u.ImageURL, "email": u.Email}
	}
	reply.JSON(w, http.StatusOK, map[string]any{"projects": projects, "flags": flags, "admins": admins,
		"projectOwners": toOwners(d.ProjectOwners, false)})
}

func (h *insightsHandlers) personalDashboardProject(w http.ResponseWriter, r *http.Request) {
	d, err := h.q.PersonalDashboardProject(r.Context(), pathParam(r, "projectId"))
	if !serve(w, r, err) {
		return
	}
	events := make([]map[string]any, len(d.LatestEvents))
	for i, e := range d.LatestEvents {
		events[i] = map[string]any{"id": e.ID, "summary": nil, "createdBy": e.CreatedBy, "createdByImageUrl": "", "createdAt": wireTime(e.CreatedAt)}
	}
	roles := make([]map[string]any, len(d.Roles))
	for i, role := range d.Roles {
		roles[i] = map[string]any{"id": role.ID, "name": role.Name, "type": role.Type}
	}
	// Onboarding ends with the first flag here: no SDK connection is tracked per project.
	status := map[string]string{"status": "onboarding-started"}
	if d.Insights.TotalFlags > 0 {
		status = map[string]string{"status": "onboarded"}
	}
	reply.JSON(w, http.StatusOK, map[string]any{"owners": toOwners(d.Owners, true), "roles": roles,
		"latestEvents": events, "onboardingStatus": status, "insights": toFlagCounts(d.Insights)})
}
