package rest

import (
	"net/http"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/model"
	"flagstone/rest/reply"
)

// featureChecksHandlers serve the flags area's checks before a change and its changes of
// many features at once (bulk toggles, clones, variants in several environments, a
// project environment's default strategy).
type featureChecksHandlers struct{ *flagsHandlers }

// routes is the table of the checks and the changes of many features.
func (h *featureChecksHandlers) routes(s *schemaSet) []route {
	feature, variant := typ[featureJSON](s), typ[schematype.Variant](s)
	return []route{
		{method: "POST", path: adminPath + "/features/validate", handler: h.validateFeatureName, tag: "Features", summary: "Check that a feature name is valid and free (409 when taken)", body: in("name!", "projectId"), status: 200},
		{method: "POST", path: projectPath + "/archive/validate", handler: h.validateArchive, tag: "Features", summary: "What archiving features would break", body: in("features!:array"), status: 200, resp: typ[model.ArchiveCheck](s)},
		{method: "GET", path: projectPath + "/features/{child}/parents", handler: h.parentOptions, tag: "Dependencies", summary: "The features a feature may depend on", status: 200, resp: arr(prim("string"))},
		{method: "GET", path: projectPath + "/features/{parent}/parent-variants", handler: h.parentVariants, tag: "Dependencies", summary: "The variant names a parent feature defines", status: 200, resp: arr(prim("string"))},
		{method: "GET", path: featureEnvironmentPath, handler: h.getFeatureEnvironment, tag: "Features", summary: "A feature's state in one environment", status: 200, resp: typ[featureEnvJSON](s)},
		{method: "POST", path: projectPath + "/bulk_features/environments/{environment}/on", handler: h.bulkToggle(true), tag: "Features", summary: "Turn features on in an environment (all or none)", body: in("features!:array"), status: 200},
		{method: "POST", path: projectPath + "/bulk_features/environments/{environment}/off", handler: h.bulkToggle(false), tag: "Features", summary: "Turn features off in an environment (all or none)", body: in("features!:array"), status: 200},
		{method: "POST", path: featurePath + "/clone", handler: h.cloneFeature, tag: "Features", summary: "Create a feature as a copy of this one", body: in("name!", "replaceGroupId:boolean"), status: 200, resp: feature},
		{method: "PUT", path: featurePath + "/variants-batch", handler: h.setVariantsIn, tag: "Variants", summary: "Replace a feature's variants in several environments (all or none)", body: in("variants!:array", "environments!:array"), status: 200, resp: obj("version", prim("integer"), "variants", arr(variant))},
		{method: "POST", path: projectPath + "/environments/{environment}/default-strategy", handler: h.setDefaultStrategy, tag: "Projects", summary: "Set the strategy a project environment gives features turned on without one", body: strategyBody, status: 200, resp: anyObject},
	}
}

// validateFeatureBody is the reference's validateFeatureSchema.
type validateFeatureBody struct {
	Name      string  `json:"name"`
	ProjectID *string `json:"projectId"`
}

func (h *featureChecksHandlers) validateFeatureName(w http.ResponseWriter, r *http.Request) {
	var in validateFeatureBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.q.ValidateFeatureName(r.Context(), in.Name)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *featureChecksHandlers) validateArchive(w http.ResponseWriter, r *http.Request) {
	var in batchFeaturesBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	c, err := h.q.ArchiveCheck(r.Context(), pathParam(r, "projectId"), in.Features)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, c)
	}
}

func (h *featureChecksHandlers) parentOptions(w http.ResponseWriter, r *http.Request) {
	names, err := h.q.ParentOptions(r.Context(), pathParam(r, "projectId"), pathParam(r, "child"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, names)
	}
}

func (h *featureChecksHandlers) parentVariants(w http.ResponseWriter, r *http.Request) {
	names, err := h.q.ParentVariants(r.Context(), pathParam(r, "projectId"), pathParam(r, "parent"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, names)
	}
}

// getFeatureEnvironment answers one environment of a feature, in the reference's
// featureEnvironmentSchema; an environment not enabled in the project is not found.
func (h *featureChecksHandlers) getFeatureEnvironment(w http.ResponseWriter, r *http.Request) {
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
func (h *featureChecksHandlers) bulkToggle(enabled bool) http.HandlerFunc {
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

func (h *featureChecksHandlers) cloneFeature(w http.ResponseWriter, r *http.Request) {
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

func (h *featureChecksHandlers) setVariantsIn(w http.ResponseWriter, r *http.Request) {
	var in pushVariantsBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	vs, err := h.m.SetFeatureVariantsIn(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"), in.Environments, nonNil(in.Variants))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "variants": nonNil(vs)})
	}
}

func (h *featureChecksHandlers) setDefaultStrategy(w http.ResponseWriter, r *http.Request) {
	var in model.FeatureStrategyInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	ds, err := h.m.SetDefaultStrategy(r.Context(), pathParam(r, "projectId"), pathParam(r, "environment"), in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, ds)
	}
}
