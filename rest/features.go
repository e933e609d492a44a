package rest

import (
	"context"
	"flagstone/rest/reply"
	"net/http"

	"flagstone/ent"
	"flagstone/graph"
	"flagstone/graph/model"
)

// writeFeatures answers with features in the reference's featureSchema, under key when it
// is not empty, else the first feature alone.
func (h *flagsHandlers) writeFeatures(w http.ResponseWriter, r *http.Request, status int, key string, fs []*ent.Feature) {
	rel, err := loadFeatureRelations(r.Context(), h.loaders(r.Context()), fs, fullRelations)
	if !serve(w, r, err) {
		return
	}
	out := make([]featureJSON, len(fs))
	for i, f := range fs {
		out[i] = rel.feature(i, f)
	}
	if key == "" {
		reply.JSON(w, status, out[0])
		return
	}
	reply.JSON(w, status, map[string]any{"version": 1, key: out})
}

// writeFeature answers with one feature, or with err.
func (h *flagsHandlers) writeFeature(w http.ResponseWriter, r *http.Request, f *ent.Feature, err error) {
	if serve(w, r, err) {
		h.writeFeatures(w, r, http.StatusOK, "", []*ent.Feature{f})
	}
}

// listFeatures answers in the reference's projectFeaturesSchema: per environment its
// state and whether it has strategies, not the strategies themselves (the single-feature
// route has those).
func (h *flagsHandlers) listFeatures(w http.ResponseWriter, r *http.Request) {
	fs, err := h.q.Features(r.Context(), pathParam(r, "projectId"))
	if !serve(w, r, err) {
		return
	}
	rel, err := loadFeatureRelations(r.Context(), h.loaders(r.Context()), fs, listRelations)
	if !serve(w, r, err) {
		return
	}
	out := make([]projectFeatureJSON, len(fs))
	for i, f := range fs {
		out[i] = rel.projectFeature(i, f)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "features": out})
}

// listAllFeatures answers GET /api/admin/features: the features of every project.
func (h *flagsHandlers) listAllFeatures(w http.ResponseWriter, r *http.Request) {
	fs, err := h.q.AllFeatures(r.Context())
	if serve(w, r, err) {
		h.writeFeatures(w, r, http.StatusOK, "features", fs)
	}
}

func (h *flagsHandlers) getFeature(w http.ResponseWriter, r *http.Request) {
	f, err := h.q.Feature(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"))
	h.writeFeature(w, r, f, err)
}

func (h *flagsHandlers) createFeature(w http.ResponseWriter, r *http.Request) {
	var in model.CreateFeatureInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	f, err := h.m.CreateFeature(r.Context(), pathParam(r, "projectId"), in)
	h.writeFeature(w, r, f, err)
}

func (h *flagsHandlers) updateFeature(w http.ResponseWriter, r *http.Request) {
	var in model.UpdateFeatureInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	f, err := h.m.UpdateFeature(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"), in)
	h.writeFeature(w, r, f, err)
}

func (h *flagsHandlers) archiveFeature(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.ArchiveFeature(r.Context(), pathParam(r, "projectId"), pathParam(r, "featureName"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusAccepted)
	}
}

func (h *flagsHandlers) toggleFeature(enabled bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		f, err := h.m.SetFeatureEnvironmentEnabled(r.Context(), pathParam(r, "projectId"),
			pathParam(r, "featureName"), pathParam(r, "environment"), enabled)
		h.writeFeature(w, r, f, err)
	}
}

// staleBody is the reference's batchStaleSchema.
type staleBody struct {
	Features []string `json:"features"`
	Stale    *bool    `json:"stale"`
}

func (h *flagsHandlers) markStale(w http.ResponseWriter, r *http.Request) {
	var in staleBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.Stale == nil {
		serve(w, r, validation("stale is required"))
		return
	}
	_, err := h.m.SetFeaturesStale(r.Context(), pathParam(r, "projectId"), in.Features, *in.Stale)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusAccepted)
	}
}

func (h *flagsHandlers) listArchived(w http.ResponseWriter, r *http.Request) {
	var project *string
	if p := pathParam(r, "projectId"); p != "" {
		project = &p
	}
	fs, err := h.q.ArchivedFeatures(r.Context(), project)
	if serve(w, r, err) {
		h.writeFeatures(w, r, http.StatusOK, "features", fs)
	}
}

func (h *flagsHandlers) reviveFeature(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.ReviveFeature(r.Context(), pathParam(r, "featureName"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *flagsHandlers) deleteArchived(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteArchivedFeature(r.Context(), pathParam(r, "featureName"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// batchFeaturesBody is the reference's batchFeaturesSchema.
type batchFeaturesBody struct {
	Features []string `json:"features"`
}

// batchFeatures answers the reference's bulk project routes with status and no body, after
// op (a mutation, such as graph.MutationResolver.ArchiveFeatures) ran on every named feature or
// on none.
func (h *flagsHandlers) batchFeatures(status int, op func(m graph.MutationResolver, ctx context.Context, projectID string, features []string) (bool, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in batchFeaturesBody
		if !serve(w, r, decode(r, &in)) {
			return
		}
		_, err := op(h.m, r.Context(), pathParam(r, "projectId"), in.Features)
		if serve(w, r, err) {
			w.WriteHeader(status)
		}
	}
}
