package rest

import (
	"net/http"

	"github.com/99designs/gqlgen/graphql"
	"github.com/go-chi/chi/v5"

	"flagstone/graph/model"
)

// searchEventsBody is searchEventsSchema: every property optional, no others.
type searchEventsBody struct {
	Type    *string `json:"type"`
	Project *string `json:"project"`
	Feature *string `json:"feature"`
	Query   *string `json:"query"`
	Limit   *int    `json:"limit"`
	Offset  *int    `json:"offset"`
}

// filter is the body as the search filter; absent properties stay unset.
func (b searchEventsBody) filter() *model.EventFilter {
	return &model.EventFilter{
		Type: omittable(b.Type), Project: omittable(b.Project), Feature: omittable(b.Feature),
		Query: omittable(b.Query), Limit: omittable(b.Limit), Offset: omittable(b.Offset),
	}
}

func omittable[T any](v *T) graphql.Omittable[*T] {
	if v == nil {
		return graphql.Omittable[*T]{}
	}
	return graphql.OmittableOf(v)
}

func (h *handlers) searchEvents(w http.ResponseWriter, r *http.Request) {
	var body searchEventsBody
	if !serve(w, r, decodeOptional(r, &body)) {
		return
	}
	page, err := h.q.Events(r.Context(), body.filter(), nil, nil)
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
