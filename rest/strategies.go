package rest

import (
	"flagstone/rest/reply"
	"net/http"

	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/model"
)

// validation is a 400 naming the property; rest only uses it for the shape of bodies.
var validation = apperr.Validation

// featureEnvPath is the project, feature and environment of a strategy route.
type featureEnvPath struct{ project, feature, env string }

func pathOf(r *http.Request) featureEnvPath {
	return featureEnvPath{pathParam(r, "projectId"), pathParam(r, "featureName"), pathParam(r, "environment")}
}

func (h *flagsHandlers) listStrategies(w http.ResponseWriter, r *http.Request) {
	p := pathOf(r)
	ss, err := h.q.FeatureStrategies(r.Context(), p.project, p.feature, p.env)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toStrategies(ss, p.feature))
	}
}

func (h *flagsHandlers) getStrategy(w http.ResponseWriter, r *http.Request) {
	p := pathOf(r)
	st, err := h.q.FeatureStrategy(r.Context(), p.project, p.feature, p.env, pathParam(r, "strategyId"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toStrategy(st, p.feature))
	}
}

func (h *flagsHandlers) addStrategy(w http.ResponseWriter, r *http.Request) {
	p := pathOf(r)
	var in model.FeatureStrategyInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	st, err := h.m.AddFeatureStrategy(r.Context(), p.project, p.feature, p.env, in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toStrategy(st, p.feature))
	}
}

func (h *flagsHandlers) updateStrategy(w http.ResponseWriter, r *http.Request) {
	p := pathOf(r)
	var in model.UpdateFeatureStrategyInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	st, err := h.m.UpdateFeatureStrategy(r.Context(), p.project, p.feature, p.env, pathParam(r, "strategyId"), in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toStrategy(st, p.feature))
	}
}

func (h *flagsHandlers) deleteStrategy(w http.ResponseWriter, r *http.Request) {
	p := pathOf(r)
	_, err := h.m.DeleteFeatureStrategy(r.Context(), p.project, p.feature, p.env, pathParam(r, "strategyId"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *flagsHandlers) setStrategySortOrder(w http.ResponseWriter, r *http.Request) {
	p := pathOf(r)
	var in []*model.StrategySortOrderInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	for i, o := range in {
		if o == nil || o.ID == "" {
			serve(w, r, validation("[%d].id is required", i))
			return
		}
	}
	_, err := h.m.SetStrategySortOrder(r.Context(), p.project, p.feature, p.env, in)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *flagsHandlers) getVariants(w http.ResponseWriter, r *http.Request) {
	p := pathOf(r)
	vs, err := h.q.FeatureVariants(r.Context(), p.project, p.feature, p.env)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "variants": nonNil(vs)})
	}
}

func (h *flagsHandlers) setVariants(w http.ResponseWriter, r *http.Request) {
	p := pathOf(r)
	var in []*schematype.Variant
	if !serve(w, r, decode(r, &in)) {
		return
	}
	vs, err := h.m.SetFeatureVariants(r.Context(), p.project, p.feature, p.env, in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "variants": nonNil(vs)})
	}
}
