package rest

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"flagstone/graph/model"
)

func (h *handlers) searchEvents(w http.ResponseWriter, r *http.Request) {
	var f model.EventFilter
	if r.ContentLength != 0 {
		if !serve(w, r, decode(r, &f)) {
			return
		}
	}
	page, err := h.q.Events(r.Context(), &f)
	if !serve(w, r, err) {
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"version": 1, "events": toEvents(page.Events), "totalEvents": page.TotalEvents,
	})
}

func (h *handlers) featureEvents(w http.ResponseWriter, r *http.Request) {
	name := chi.URLParam(r, "featureName")
	page, err := h.q.FeatureEvents(r.Context(), name)
	if !serve(w, r, err) {
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"version": 1, "toggleName": name, "events": toEvents(page.Events), "totalEvents": page.TotalEvents,
	})
}
