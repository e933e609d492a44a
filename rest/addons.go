package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"strconv"

	"flagstone/ent"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/events"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// addonJSON is the reference's addonSchema.
type addonJSON struct {
	ID           int                    `json:"id"`
	Provider     string                 `json:"provider"`
	Description  *string                `json:"description"`
	Enabled      bool                   `json:"enabled"`
	Parameters   *model.AddonParameters `json:"parameters"`
	Events       []string               `json:"events"`
	Projects     []string               `json:"projects"`
	Environments []string               `json:"environments"`
}

func toAddon(a *ent.Addon) addonJSON {
	return addonJSON{
		ID: a.ID, Provider: a.Provider, Description: a.Description, Enabled: a.Enabled,
		Parameters: events.AddonParameters(a), Events: a.Events,
		Projects: kernel.NonNil(a.Projects), Environments: kernel.NonNil(a.Environments),
	}
}

// addonProviders describes the one provider served, as addonsSchema's providers do.
var addonProviders = []map[string]any{{
	"name": events.WebhookProvider, "displayName": "Webhook",
	"description":      "POSTs each matching event as JSON, signed with X-Flagstone-Signature when a secret is set.",
	"documentationUrl": "https://docs.getunleash.io/integrate/webhook",
	"parameters": []map[string]any{
		{"name": "url", "displayName": "Webhook URL", "type": "url", "required": true, "sensitive": false},
		{"name": "secret", "displayName": "Secret", "type": "text", "required": false, "sensitive": true},
	},
	"events": events.SortedTypes(),
}}

func (h *eventsHandlers) listAddons(w http.ResponseWriter, r *http.Request) {
	as, err := h.q.Addons(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]addonJSON, len(as))
	for i, a := range as {
		out[i] = toAddon(a)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"addons": out, "providers": addonProviders})
}

func (h *eventsHandlers) getAddon(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	a, err := h.q.Addon(r.Context(), id)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toAddon(a))
	}
}

// createAddon answers 200, as the reference does.
func (h *eventsHandlers) createAddon(w http.ResponseWriter, r *http.Request) {
	var in model.AddonInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	a, err := h.m.CreateAddon(r.Context(), in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toAddon(a))
	}
}

func (h *eventsHandlers) updateAddon(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	var in model.AddonInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	a, err := h.m.UpdateAddon(r.Context(), id, in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toAddon(a))
	}
}

func (h *eventsHandlers) deleteAddon(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	_, err = h.m.DeleteAddon(r.Context(), id)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// integrationEventJSON is the reference's integrationEventSchema: a line of the delivery
// log, with what was delivered and how in details.
type integrationEventJSON struct {
	ID            string         `json:"id"`
	IntegrationID int            `json:"integrationId"`
	CreatedAt     wireTime       `json:"createdAt"`
	State         string         `json:"state"`
	StateDetails  string         `json:"stateDetails"`
	Event         map[string]any `json:"event"`
	Details       map[string]any `json:"details"`
}

func toIntegrationEvent(d *ent.AddonDelivery) integrationEventJSON {
	details := "delivered"
	if d.Error != nil {
		details = *d.Error
	}
	return integrationEventJSON{
		ID: strconv.Itoa(d.ID), IntegrationID: d.AddonID, CreatedAt: wireTime(d.CreatedAt),
		State: d.State, StateDetails: details,
		Event: map[string]any{"id": d.EventID, "type": d.EventType},
		Details: map[string]any{
			"eventId": d.EventID, "statusCode": d.StatusCode, "error": d.Error,
			"attempts": d.Attempts, "durationMs": d.DurationMs,
		},
	}
}

// addonEvents answers GET /addons/{id}/events: the delivery log, newest event first,
// paged by limit (default 50) and offset.
func (h *eventsHandlers) addonEvents(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	limit, err := optionalInt(r, "limit")
	if !serve(w, r, err) {
		return
	}
	offset, err := optionalInt(r, "offset")
	if !serve(w, r, err) {
		return
	}
	ds, err := h.q.AddonDeliveries(r.Context(), id, limit, offset)
	if !serve(w, r, err) {
		return
	}
	out := make([]integrationEventJSON, len(ds))
	for i, d := range ds {
		out[i] = toIntegrationEvent(d)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"integrationEvents": out})
}

// optionalInt reads a query parameter that, when present, must be an integer.
func optionalInt(r *http.Request, name string) (*int, error) {
	v := r.URL.Query().Get(name)
	if v == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return nil, apperr.Validation("%s must be an integer, got %q", name, v)
	}
	return &n, nil
}
