package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"net/url"

	"flagstone/ent"
	"flagstone/graph/model"
)

// A feature's tags (graph/domain/flags/featuretags.go); the tags and tag types themselves
// are the catalog's (catalog.go).

func (h *flagsHandlers) listFeatureTags(w http.ResponseWriter, r *http.Request) {
	ts, err := h.q.FeatureTags(r.Context(), pathParam(r, "featureName"))
	h.writeFeatureTags(w, r, ts, err)
}

func (h *flagsHandlers) writeFeatureTags(w http.ResponseWriter, r *http.Request, ts []*ent.FeatureTag, err error) {
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "tags": toTags(ts)})
	}
}

func (h *flagsHandlers) addFeatureTag(w http.ResponseWriter, r *http.Request) {
	var in model.TagInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	name := pathParam(r, "featureName")
	t, err := h.m.AddFeatureTag(r.Context(), name, in)
	if serve(w, r, err) {
		created(w, "/api/admin/features/"+url.PathEscape(name)+"/tags", toTags([]*ent.FeatureTag{t})[0])
	}
}

func (h *flagsHandlers) updateFeatureTags(w http.ResponseWriter, r *http.Request) {
	var in model.UpdateFeatureTagsInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	ts, err := h.m.UpdateFeatureTags(r.Context(), pathParam(r, "featureName"), in)
	h.writeFeatureTags(w, r, ts, err)
}

func (h *flagsHandlers) removeFeatureTag(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.RemoveFeatureTag(r.Context(), pathParam(r, "featureName"), pathParam(r, "type"), pathParam(r, "value"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// tagFeaturesBody is the reference's tagsBulkAddSchema.
type tagFeaturesBody struct {
	Features []string                     `json:"features"`
	Tags     model.UpdateFeatureTagsInput `json:"tags"`
}

func (h *flagsHandlers) tagFeatures(w http.ResponseWriter, r *http.Request) {
	var in tagFeaturesBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.m.TagFeatures(r.Context(), pathParam(r, "projectId"), in.Features, in.Tags)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}
