package rest

import "net/http"

// uiConfig answers the reference's uiConfigSchema with the fields Flagstone has;
// versionInfo carries the running version as current (no update check is made).
func (h *handlers) uiConfig(w http.ResponseWriter, r *http.Request) {
	c, err := h.q.UIConfig(r.Context())
	if !serve(w, r, err) {
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"name": c.Name, "version": c.Version, "unleashUrl": c.UnleashURL, "baseUriPath": c.BaseURIPath,
		"authenticationType": c.AuthenticationType, "frontendApiOrigins": c.FrontendAPIOrigins,
		"versionInfo": map[string]any{"current": map[string]string{"oss": c.Version}, "latest": map[string]string{}, "isLatest": true},
		"flags":       map[string]any{},
	})
}
