package rest

import (
	"flagstone/rest/reply"
	"net/http"

	"flagstone/graph/apperr"
)

// uiConfig answers the reference's uiConfigSchema with the fields Flagstone has;
// versionInfo carries the running version as current (no update check is made).
func (h *accessHandlers) uiConfig(w http.ResponseWriter, r *http.Request) {
	c, err := h.q.UIConfig(r.Context())
	if !serve(w, r, err) {
		return
	}
	reply.JSON(w, http.StatusOK, map[string]any{
		"name": c.Name, "version": c.Version, "unleashUrl": c.UnleashURL, "baseUriPath": c.BaseURIPath,
		"authenticationType": c.AuthenticationType, "frontendApiOrigins": c.FrontendAPIOrigins, "maintenanceMode": c.MaintenanceMode,
		"versionInfo": map[string]any{"current": map[string]string{"oss": c.Version}, "latest": map[string]string{}, "isLatest": true},
		"flags":       map[string]any{},
	})
}

// setCorsBody is the reference's setCorsSchema.
type setCorsBody struct {
	FrontendAPIOrigins *[]string `json:"frontendApiOrigins"`
}

// setCors stores the frontend API's origins (the reference's setCors): 204.
func (h *accessHandlers) setCors(w http.ResponseWriter, r *http.Request) {
	var in setCorsBody
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.FrontendAPIOrigins == nil {
		serve(w, r, apperr.Validation("frontendApiOrigins is required"))
		return
	}
	if _, err := h.m.SetFrontendAPIOrigins(r.Context(), *in.FrontendAPIOrigins); serve(w, r, err) {
		w.WriteHeader(http.StatusNoContent)
	}
}
