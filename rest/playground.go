package rest

import (
	"encoding/json"
	"flagstone/rest/reply"
	"net/http"

	"flagstone/graph/apperr"
	"flagstone/graph/model"
)

// playgroundRequest is playgroundRequestSchema: projects is "*" or a list.
type playgroundRequest struct {
	Environment string                     `json:"environment"`
	Projects    json.RawMessage            `json:"projects"`
	Context     map[string]json.RawMessage `json:"context"`
}

// playground answers POST /api/admin/playground (playgroundResponseSchema): every flag of
// the environment and projects, evaluated for the context, with why.
func (h *flagsHandlers) playground(w http.ResponseWriter, r *http.Request) {
	var req playgroundRequest
	if !serve(w, r, decode(r, &req)) {
		return
	}
	in, err := req.input()
	if !serve(w, r, err) {
		return
	}
	fs, err := h.q.Playground(r.Context(), in)
	if !serve(w, r, err) {
		return
	}
	features := make([]map[string]any, len(fs))
	for i, f := range fs {
		features[i] = toPlaygroundFeature(f)
	}
	input := map[string]any{"environment": req.Environment, "projects": "*", "context": req.Context}
	if len(in.Projects) > 0 {
		input["projects"] = in.Projects
	}
	reply.JSON(w, http.StatusOK, map[string]any{"input": input, "features": features})
}

func (req playgroundRequest) input() (model.PlaygroundInput, error) {
	in := model.PlaygroundInput{Environment: req.Environment}
	if in.Environment == "" {
		return in, apperr.Validation("environment is required")
	}
	var err error
	if in.Projects, err = playgroundProjects(req.Projects); err != nil {
		return in, err
	}
	in.Context, err = playgroundContext(req.Context)
	return in, err
}

// playgroundProjects reads the projects of a playground request: "*" (or none) for all, or
// a list.
func playgroundProjects(raw json.RawMessage) ([]string, error) {
	var projects []string
	if len(raw) > 0 && string(raw) != "null" {
		var all string
		if err := json.Unmarshal(raw, &all); err == nil {
			if all != "*" {
				return nil, apperr.Validation(`projects must be "*" or a list of project ids`)
			}
		} else if err := json.Unmarshal(raw, &projects); err != nil {
			return nil, apperr.Validation(`projects must be "*" or a list of project ids`)
		}
	}
	return projects, nil
}

// playgroundContext reads the context of a playground request: the standard fields, and
// properties (nested or at the top).
func playgroundContext(raws map[string]json.RawMessage) (model.PlaygroundContextInput, error) {
	var c model.PlaygroundContextInput
	fields := map[string]**string{"appName": &c.AppName, "userId": &c.UserID, "sessionId": &c.SessionID,
		"remoteAddress": &c.RemoteAddress, "environment": &c.Environment, "currentTime": &c.CurrentTime}
	props := map[string]string{}
	for k, raw := range raws {
		if k == "properties" {
			var m map[string]any
			if err := json.Unmarshal(raw, &m); err != nil {
				return c, apperr.Validation("context.properties must be an object")
			}
			for pk, pv := range m {
				if s, ok := scalarText(pv); ok {
					props[pk] = s
				}
			}
			continue
		}
		var v any
		if err := json.Unmarshal(raw, &v); err != nil {
			return c, apperr.Validation("context.%s: %v", k, err)
		}
		s, ok := scalarText(v)
		if !ok {
			continue
		}
		if field, std := fields[k]; std {
			*field = &s
		} else if _, set := props[k]; !set {
			props[k] = s
		}
	}
	if len(props) > 0 {
		c.Properties = props
	}
	return c, nil
}

// toPlaygroundFeature is playgroundFeatureSchema.
func toPlaygroundFeature(f *model.PlaygroundFeature) map[string]any {
	data := make([]map[string]any, len(f.Strategies))
	var result any = f.StrategiesResult
	for i, st := range f.Strategies {
		var enabled any = st.Enabled
		if st.EvaluationStatus == "incomplete" {
			enabled = "unknown"
			if !f.StrategiesResult {
				result = "unknown"
			}
			if !constraintsMet(st) {
				enabled = false
			}
		}
		s := map[string]any{"id": st.ID, "name": st.Name, "disabled": st.Disabled, "parameters": st.Parameters,
			"constraints": st.Constraints, "segments": st.Segments, "links": map[string]any{"edit": ""},
			"result": map[string]any{"enabled": enabled, "evaluationStatus": st.EvaluationStatus}}
		if st.Title != nil {
			s["title"] = *st.Title
		}
		data[i] = s
	}
	return map[string]any{"name": f.Name, "projectId": f.ProjectID, "isEnabled": f.IsEnabled,
		"isEnabledInCurrentEnvironment": f.IsEnabledInCurrentEnvironment, "hasUnsatisfiedDependency": f.HasUnsatisfiedDependency,
		"variant": f.Variant, "variants": f.Variants, "strategies": map[string]any{"result": result, "data": data}}
}

// constraintsMet says whether a strategy's segments and constraints all accepted the context.
func constraintsMet(st model.PlaygroundStrategy) bool {
	for _, c := range st.Constraints {
		if !c.Result {
			return false
		}
	}
	for _, s := range st.Segments {
		if !s.Result {
			return false
		}
	}
	return true
}
