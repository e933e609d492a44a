package rest

import (
	"flagstone/rest/reply"
	"net/http"

	"flagstone/ent"
)

// featureTypeJSON is the reference's featureTypeSchema.
type featureTypeJSON struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Description  string `json:"description"`
	LifetimeDays *int   `json:"lifetimeDays"`
}

func toFeatureType(t *ent.FeatureType) featureTypeJSON {
	return featureTypeJSON{ID: t.ID, Name: t.Name, Description: t.Description, LifetimeDays: t.LifetimeDays}
}

func (h *flagsHandlers) listFeatureTypes(w http.ResponseWriter, r *http.Request) {
	ts, err := h.q.FeatureTypes(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]featureTypeJSON, len(ts))
	for i, t := range ts {
		out[i] = toFeatureType(t)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "types": out})
}

func (h *flagsHandlers) updateFeatureTypeLifetime(w http.ResponseWriter, r *http.Request) {
	var in struct {
		LifetimeDays *int `json:"lifetimeDays"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	t, err := h.m.UpdateFeatureTypeLifetime(r.Context(), pathParam(r, "id"), in.LifetimeDays)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toFeatureType(t))
	}
}
