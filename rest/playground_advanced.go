package rest

import (
	"encoding/json"
	"net/http"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/graph/model"
	"flagstone/rest/reply"
)

// advancedPlaygroundRequest is advancedPlaygroundRequestSchema: projects is "*" or a list,
// and a context value with commas stands for each of its values.
type advancedPlaygroundRequest struct {
	Environments []string                   `json:"environments"`
	Projects     json.RawMessage            `json:"projects"`
	Context      map[string]json.RawMessage `json:"context"`
}

// advancedPlayground answers POST /api/admin/playground/advanced
// (advancedPlaygroundResponseSchema): each flag with, per environment, its evaluation for
// every combination of the context's values.
func (h *flagsHandlers) advancedPlayground(w http.ResponseWriter, r *http.Request) {
	var req advancedPlaygroundRequest
	if !serve(w, r, decode(r, &req)) {
		return
	}
	projects, err := playgroundProjects(req.Projects)
	if !serve(w, r, err) {
		return
	}
	c, err := playgroundContext(req.Context)
	if !serve(w, r, err) {
		return
	}
	in := model.AdvancedPlaygroundInput{Environments: req.Environments, Context: &c}
	if projects != nil {
		in.Projects = graphql.OmittableOf(projects)
	}
	runs, err := h.q.AdvancedPlayground(r.Context(), in)
	if !serve(w, r, err) {
		return
	}
	input := map[string]any{"environments": nonNil(req.Environments), "projects": "*", "context": req.Context}
	if len(projects) > 0 {
		input["projects"] = projects
	}
	reply.JSON(w, http.StatusOK, map[string]any{"input": input, "features": advancedFeatures(runs),
		"warnings": map[string]any{"invalidContextProperties": []string{}}})
}

// advancedFeatures groups the runs by flag, then environment, in the order they came.
func advancedFeatures(runs []*model.AdvancedPlaygroundRun) []map[string]any {
	var out []map[string]any
	byName := map[string]map[string]any{}
	for _, run := range runs {
		for _, f := range run.Features {
			feature, ok := byName[f.Name]
			if !ok {
				feature = map[string]any{"name": f.Name, "projectId": f.ProjectID, "environments": map[string][]map[string]any{}}
				byName[f.Name] = feature
				out = append(out, feature)
			}
			one := toPlaygroundFeature(f)
			one["environment"] = run.Environment
			one["context"] = run.Context
			envs := feature["environments"].(map[string][]map[string]any)
			envs[run.Environment] = append(envs[run.Environment], one)
		}
	}
	if out == nil {
		out = []map[string]any{}
	}
	return out
}
