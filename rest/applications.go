package rest

import (
	"flagstone/rest/reply"
	"net/http"

	"flagstone/ent"
)

// applicationJSON is the reference's applicationSchema.
type applicationJSON struct {
	AppName     string   `json:"appName"`
	Description string   `json:"description,omitempty"`
	URL         string   `json:"url,omitempty"`
	Color       string   `json:"color,omitempty"`
	Icon        string   `json:"icon,omitempty"`
	Strategies  []string `json:"strategies"`
}

func toApplication(a *ent.ClientApplication) applicationJSON {
	return applicationJSON{AppName: a.AppName, Description: a.Description, URL: a.URL, Color: a.Color,
		Icon: a.Icon, Strategies: nonNil(a.Strategies)}
}

func (h *insightsHandlers) listApplications(w http.ResponseWriter, r *http.Request) {
	var query *string
	if q := r.URL.Query().Get("query"); q != "" {
		query = &q
	}
	apps, err := h.q.ClientApplications(r.Context(), query)
	if !serve(w, r, err) {
		return
	}
	out := make([]applicationJSON, len(apps))
	for i, a := range apps {
		out[i] = toApplication(a)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"total": len(out), "applications": out})
}

func (h *insightsHandlers) getApplication(w http.ResponseWriter, r *http.Request) {
	a, err := h.q.ClientApplication(r.Context(), pathParam(r, "appName"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toApplication(a))
	}
}
