package rest

import (
	"net/http"

	"flagstone/ent"
	"flagstone/graph/model"
)

// featureLinkHandlers serve the flags area's links from features to outside resources.
type featureLinkHandlers struct{ *handlers }

// routes is the table of feature links.
func (h *featureLinkHandlers) routes(*schemaSet) []route {
	return []route{
		{method: "POST", path: featurePath + "/link", handler: h.addFeatureLink, tag: "Feature links", summary: "Link a feature to an outside resource (an http or https URL)", body: in("url!", "title"), status: 204},
		{method: "PUT", path: featurePath + "/link/{linkId}", handler: h.updateFeatureLink, tag: "Feature links", summary: "Replace a feature link's url and title", body: in("url!", "title"), status: 204},
		{method: "DELETE", path: featurePath + "/link/{linkId}", handler: h.deleteFeatureLink, tag: "Feature links", summary: "Remove a feature link", status: 204},
	}
}

func (h *featureLinkHandlers) addFeatureLink(w http.ResponseWriter, r *http.Request) {
	var in model.FeatureLinkInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.m.AddFeatureLink(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"), in)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}

func (h *featureLinkHandlers) updateFeatureLink(w http.ResponseWriter, r *http.Request) {
	var in model.FeatureLinkInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	_, err := h.m.UpdateFeatureLink(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"), pathParam(r, "linkId"), in)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}

func (h *featureLinkHandlers) deleteFeatureLink(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteFeatureLink(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"), pathParam(r, "linkId"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}

// featureLinkJSON is a link of the reference's featureSchema.links.
type featureLinkJSON struct {
	ID      string  `json:"id"`
	URL     string  `json:"url"`
	Title   *string `json:"title"`
	Feature string  `json:"feature"`
}

// featureLinks are the links of the i-th feature, f, when they were loaded: an empty list
// then, none otherwise (the lists leave the field out, as the reference's do).
func (rel *featureRelations) featureLinks(i int, f *ent.Feature) *[]featureLinkJSON {
	if rel.links == nil {
		return nil
	}
	out := make([]featureLinkJSON, len(rel.links[i]))
	for j, l := range rel.links[i] {
		out[j] = featureLinkJSON{ID: l.ID, URL: l.URL, Title: l.Title, Feature: f.Name}
	}
	return &out
}
