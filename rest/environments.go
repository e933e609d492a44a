package rest

import (
	"net/http"
	"slices"

	"flagstone/ent"
	"flagstone/graph/model"
	"flagstone/rest/reply"
)

// projectEnvironmentJSON is the reference's environmentProjectSchema: an environment and
// whether the project uses it (visible).
type projectEnvironmentJSON struct {
	environmentJSON
	Visible bool `json:"visible"`
}

func (h *flagsHandlers) getEnvironment(w http.ResponseWriter, r *http.Request) {
	e, err := h.q.Environment(r.Context(), pathParam(r, "name"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toEnvironment(e))
	}
}

// projectEnvironments answers every environment, each saying whether the project uses it,
// as the reference's getProjectEnvironments does.
func (h *flagsHandlers) projectEnvironments(w http.ResponseWriter, r *http.Request) {
	p, err := h.q.Project(r.Context(), pathParam(r, "projectId"))
	if !serve(w, r, err) {
		return
	}
	used, err := h.loaders(r.Context()).EnvironmentsByProject.Load(r.Context(), p.ID)()
	if !serve(w, r, err) {
		return
	}
	es, err := h.q.Environments(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]projectEnvironmentJSON, len(es))
	for i, e := range es {
		visible := slices.ContainsFunc(used, func(pe *ent.ProjectEnvironment) bool { return pe.EnvironmentID == e.ID })
		out[i] = projectEnvironmentJSON{environmentJSON: toEnvironment(e), Visible: visible}
	}
	reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "environments": out})
}

// setEnvironmentSortOrder takes the reference's sortOrderSchema (name → position) and
// answers 200 with no body, as the reference does.
func (h *flagsHandlers) setEnvironmentSortOrder(w http.ResponseWriter, r *http.Request) {
	var in map[string]int
	if !serve(w, r, decode(r, &in)) {
		return
	}
	names := make([]string, 0, len(in))
	for name := range in {
		names = append(names, name)
	}
	slices.Sort(names) // a fixed order, so concurrent calls lock the rows in the same order
	order := make([]*model.EnvironmentSortOrderInput, len(names))
	for i, name := range names {
		order[i] = &model.EnvironmentSortOrderInput{Name: name, SortOrder: in[name]}
	}
	if _, err := h.m.SetEnvironmentSortOrder(r.Context(), order); serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}
