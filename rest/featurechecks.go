package rest

import (
	"net/http"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/model"
	"flagstone/rest/reply"
)

// validateFeatureBody is the reference's validateFeatureSchema.
type validateFeatureBody struct {
	Name      string  `json:"name"`
	ProjectID *string `json:"projectId"`
}

func (h *flagsHandlers) validateFeatureName(w http.ResponseWriter, r *http.Request) {
	var in validateFeatureBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.q.ValidateFeatureName(r.Context(), in.Name)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *flagsHandlers) validateArchive(w http.ResponseWriter, r *http.Request) {
	var in batchFeaturesBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	c, err := h.q.ArchiveCheck(r.Context(), pathParam(r, "projectId"), in.Features)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, c)
	}
}

func (h *flagsHandlers) parentOptions(w http.ResponseWriter, r *http.Request) {
	names, err := h.q.ParentOptions(r.Context(), pathParam(r, "projectId"), pathParam(r, "child"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, names)
	}
}

func (h *flagsHandlers) parentVariants(w http.ResponseWriter, r *http.Request) {
	names, err := h.q.ParentVariants(r.Context(), pathParam(r, "projectId"), pathParam(r, "parent"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, names)
	}
}

// getFeatureEnvironment answers one environment of a feature, in the reference's
// featureEnvironmentSchema; an environment not enabled in the project is not found.
func (h *flagsHandlers) getFeatureEnvironment(w http.ResponseWriter, r *http.Request) {
	f, err := h.q.Feature(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"))
	if !serve(w, r, err) {
		return
	}
	rel, err := loadFeatureRelations(r.Context(), h.loaders(r.Context()), []*ent.Feature{f}, fullRelations)
	if !serve(w, r, err) {
		return
	}
	env := pathParam(r, "environment")
	for _, fe := range rel.envs[0] {
		if fe.EnvironmentID == env {
			reply.JSON(w, http.StatusOK, rel.featureEnv(f, fe))
			return
		}
	}
	serve(w, r, apperr.NotFound("Environment %q of feature %q in project %q", env, f.Name, f.ProjectID))
}

// bulkToggle turns the body's features on or off in the path's environment, all or none.
func (h *flagsHandlers) bulkToggle(enabled bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in batchFeaturesBody
		if !serve(w, r, decode(r, &in)) {
			return
		}
		_, err := h.m.SetFeaturesEnvironmentEnabled(r.Context(), pathParam(r, "projectId"), pathParam(r, "environment"), in.Features, enabled)
		if serve(w, r, err) {
			w.WriteHeader(http.StatusOK)
		}
	}
}

func (h *flagsHandlers) cloneFeature(w http.ResponseWriter, r *http.Request) {
	var in model.CloneFeatureInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	f, err := h.m.CloneFeature(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"), in)
	h.writeFeature(w, r, f, err)
}

// pushVariantsBody is the reference's pushVariantsSchema.
type pushVariantsBody struct {
	Variants     []*schematype.Variant `json:"variants"`
	Environments []string              `json:"environments"`
}

func (h *flagsHandlers) setVariantsIn(w http.ResponseWriter, r *http.Request) {
	var in pushVariantsBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	vs, err := h.m.SetFeatureVariantsIn(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"), in.Environments, nonNil(in.Variants))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "variants": nonNil(vs)})
	}
}

func (h *flagsHandlers) setDefaultStrategy(w http.ResponseWriter, r *http.Request) {
	var in model.FeatureStrategyInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	ds, err := h.m.SetDefaultStrategy(r.Context(), pathParam(r, "projectId"), pathParam(r, "environment"), in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, ds)
	}
}
