package rest

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/go-chi/chi/v5"

	"flagstone/graph/apperr"
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

// searchEventsGet answers GET /api/admin/search/events: the reference's filters (IS:value,
// or IS_ANY_OF with one value) on type, project and feature, query and limit.
func (h *handlers) searchEventsGet(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var filter model.EventFilter
	for _, f := range []struct {
		name string
		dst  *graphql.Omittable[*string]
	}{{"type", &filter.Type}, {"project", &filter.Project}, {"feature", &filter.Feature}} {
		raw := q.Get(f.name)
		if raw == "" {
			continue
		}
		v, err := isOperand(f.name, raw)
		if !serve(w, r, err) {
			return
		}
		*f.dst = graphql.OmittableOf(&v)
	}
	if v := q.Get("query"); v != "" {
		filter.Query = graphql.OmittableOf(&v)
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			serve(w, r, apperr.Validation("limit must be an integer, got %q", v))
			return
		}
		filter.Limit = graphql.OmittableOf(&n)
	}
	if v := q.Get("offset"); v != "" && v != "0" {
		serve(w, r, apperr.Validation("offset is not supported yet: page with limit and POST /api/admin/events/search"))
		return
	}
	page, err := h.q.Events(r.Context(), &filter, nil, nil)
	if serve(w, r, err) {
		writeJSON(w, http.StatusOK, map[string]any{"events": toEvents(page.Events), "total": page.TotalEvents})
	}
}

// isOperand reads a filter value of the reference's search routes: "IS:x", "IS_ANY_OF:x"
// (one value) or a bare value.
func isOperand(name, raw string) (string, error) {
	op, v, found := strings.Cut(raw, ":")
	if !found {
		return raw, nil
	}
	switch op {
	case "IS":
		return v, nil
	case "IS_ANY_OF":
		if strings.Contains(v, ",") {
			return "", apperr.Validation("%s: IS_ANY_OF with several values is not supported yet", name)
		}
		return v, nil
	}
	return "", apperr.Validation("%s: operator %q is not supported; use IS or IS_ANY_OF", name, op)
}
