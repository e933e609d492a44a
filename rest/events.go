package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"slices"
	"strings"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/graph/apperr"
	"flagstone/graph/model"
)

// eventsHandlers serves the events area (graph/domain/events): the event log, searched and by
// flag, and the addons (webhooks) that deliver it, in the reference's shapes.
type eventsHandlers struct{ *handlers }

// routes is the events area's table: every route of the area, served and documented from here.
func (h *eventsHandlers) routes(s *schemaSet) []route {
	event := typ[eventJSON](s)
	events := obj("version", prim("integer"), "events", arr(event), "totalEvents", prim("integer"))
	addon := typ[addonJSON](s)
	addonBody := in("provider!", "description", "enabled!:boolean", "parameters!:object", "events!:array", "projects:array", "environments:array")
	return []route{
		{method: "GET", path: adminPath + "/addons", handler: h.listAddons, tag: "Addons", summary: "Webhooks and the provider served", status: 200, resp: obj("addons", arr(addon), "providers", arr(anyObject))},
		{method: "POST", path: adminPath + "/addons", handler: h.createAddon, tag: "Addons", summary: "Configure a webhook", body: addonBody, status: 200, resp: addon},
		{method: "GET", path: adminPath + "/addons/{id}", handler: h.getAddon, tag: "Addons", summary: "Get a webhook (its secret shown as *****)", status: 200, resp: addon},
		{method: "PUT", path: adminPath + "/addons/{id}", handler: h.updateAddon, tag: "Addons", summary: "Change a webhook (secret absent or *****: kept)", body: addonBody, status: 200, resp: addon},
		{method: "DELETE", path: adminPath + "/addons/{id}", handler: h.deleteAddon, tag: "Addons", summary: "Remove a webhook and its delivery log", status: 200},
		{method: "GET", path: adminPath + "/addons/{id}/events", handler: h.addonEvents, tag: "Addons", summary: "A webhook's delivery log, newest event first (limit, offset)", status: 200, resp: obj("integrationEvents", arr(typ[integrationEventJSON](s)))},
		{method: "GET", path: adminPath + "/search/events", handler: h.searchEventsGet, tag: "Events", summary: "Search the event log, newest first (type, project, feature as IS:value or IS_ANY_OF:a,b; query; limit; offset, a count)", status: 200, resp: obj("events", arr(event), "total", prim("integer"))},
		{method: "POST", path: adminPath + "/events/search", handler: h.searchEvents, tag: "Events", summary: "Search the event log, newest first", body: in("type", "project", "feature", "query", "offset:integer", "limit:integer"), status: 200, resp: events},
		{method: "GET", path: adminPath + "/events", handler: h.recentEvents, tag: "Events", summary: "The newest 100 events; with project, that project's newest 50 (the reference's list)", query: []string{"project"}, status: 200, resp: events},
		{method: "GET", path: adminPath + "/event-creators", handler: h.eventCreators, tag: "Events", summary: "Everyone who recorded an event: id and name", status: 200, resp: arr(typ[eventCreatorJSON](s))},
		{method: "GET", path: adminPath + "/events/{featureName}", handler: h.featureEvents, with: with(h.lists.Middleware), tag: "Events", summary: "Events of one feature", status: 200,
			resp: obj("version", prim("integer"), "toggleName", prim("string"), "events", arr(event), "totalEvents", prim("integer"))},
	}
}

// searchEvents answers POST /api/admin/events/search. Its body, searchEventsSchema (every
// property optional, no others), is the GraphQL filter.
func (h *eventsHandlers) searchEvents(w http.ResponseWriter, r *http.Request) {
	var filter model.EventFilter
	if !serve(w, r, decodeOptional(r, &filter)) {
		return
	}
	page, err := h.q.Events(r.Context(), &filter, nil, nil)
	if !serve(w, r, err) {
		return
	}
	reply.JSON(w, http.StatusOK, map[string]any{
		"version": 1, "events": toEvents(page.Events), "totalEvents": page.TotalEvents,
	})
}

// recentEvents answers GET /api/admin/events, the reference's list: the newest 100 events,
// or with project the newest 50 of that project, as its search with IS:project.
func (h *eventsHandlers) recentEvents(w http.ResponseWriter, r *http.Request) {
	var filter model.EventFilter
	if p := r.URL.Query().Get("project"); p != "" {
		limit := 50
		filter.Projects = graphql.OmittableOf([]string{p})
		filter.Limit = graphql.OmittableOf(&limit)
	}
	page, err := h.q.Events(r.Context(), &filter, nil, nil)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"version": 1, "events": toEvents(page.Events), "totalEvents": page.TotalEvents})
	}
}

// eventCreatorJSON is an item of eventCreatorsSchema.
type eventCreatorJSON struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

func (h *eventsHandlers) eventCreators(w http.ResponseWriter, r *http.Request) {
	creators, err := h.q.EventCreators(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]eventCreatorJSON, len(creators))
	for i, c := range creators {
		out[i] = eventCreatorJSON{ID: c.ID, Name: c.Name}
	}
	reply.JSON(w, http.StatusOK, out)
}

func (h *eventsHandlers) featureEvents(w http.ResponseWriter, r *http.Request) {
	name := pathParam(r, "featureName")
	page, err := h.q.FeatureEvents(r.Context(), name)
	if !serve(w, r, err) {
		return
	}
	reply.JSON(w, http.StatusOK, map[string]any{
		"version": 1, "toggleName": name, "events": toEvents(page.Events), "totalEvents": page.TotalEvents,
	})
}

// searchEventsGet answers GET /api/admin/search/events: the reference's filters (IS:value
// or IS_ANY_OF:a,b) on type, project and feature, query, limit and offset (a count).
func (h *eventsHandlers) searchEventsGet(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var filter model.EventFilter
	for _, f := range []struct {
		name string
		dst  *graphql.Omittable[[]string]
	}{{"type", &filter.Types}, {"project", &filter.Projects}, {"feature", &filter.Features}} {
		raw := q.Get(f.name)
		if raw == "" {
			continue
		}
		vs, err := isOperand(f.name, raw)
		if !serve(w, r, err) {
			return
		}
		*f.dst = graphql.OmittableOf(vs)
	}
	if v := q.Get("query"); v != "" {
		filter.Query = graphql.OmittableOf(&v)
	}
	for _, p := range []struct {
		name string
		dst  *graphql.Omittable[*int]
	}{{"limit", &filter.Limit}, {"offset", &filter.Skip}} {
		n, err := optionalInt(r, p.name)
		if err == nil && n != nil && *n < 0 {
			err = apperr.Validation("%s must be 0 or more, got %d", p.name, *n)
		}
		if !serve(w, r, err) {
			return
		}
		if n != nil {
			*p.dst = graphql.OmittableOf(n)
		}
	}
	page, err := h.q.Events(r.Context(), &filter, nil, nil)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, map[string]any{"events": toEvents(page.Events), "total": page.TotalEvents})
	}
}

// isOperand reads a filter value of the reference's search routes: "IS:x",
// "IS_ANY_OF:x,y" or a bare value.
func isOperand(name, raw string) ([]string, error) {
	op, v, found := strings.Cut(raw, ":")
	if !found {
		return []string{raw}, nil
	}
	switch op {
	case "IS":
		return []string{v}, nil
	case "IS_ANY_OF":
		vs := strings.Split(v, ",")
		if slices.Contains(vs, "") {
			return nil, apperr.Validation("%s: IS_ANY_OF needs values separated by commas, got %q", name, v)
		}
		return vs, nil
	}
	return nil, apperr.Validation("%s: operator %q is not supported; use IS or IS_ANY_OF", name, op)
}
