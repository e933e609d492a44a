package rest

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"flagstone/graph/model"
)

// searchEvents answers POST /api/admin/events/search. Its body, searchEventsSchema (every
// property optional, no others), is the GraphQL filter.
func (h *handlers) searchEvents(w http.ResponseWriter, r *http.Request) {
	var filter model.EventFilter
	if !serve(w, r, decodeOptional(r, &filter)) {
		return
	}
	page, err := h.q.Events(r.Context(), &filter, nil, nil)
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
