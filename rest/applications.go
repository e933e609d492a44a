package rest

import (
	"flagstone/rest/reply"
	"net/http"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/ent"
	"flagstone/graph/model"
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

// applicationBody is the reference's createApplicationSchema; it admits other properties
// (the UI sends the application back whole), and what the SDK reports (strategies) is the
// SDK's to change.
type applicationBody struct {
	Description *string `json:"description"`
	URL         *string `json:"url"`
	Color       *string `json:"color"`
	Icon        *string `json:"icon"`
}

func (h *insightsHandlers) saveApplication(w http.ResponseWriter, r *http.Request) {
	var body applicationBody
	if !serve(w, r, decode(r, &body)) {
		return
	}
	in := model.ClientApplicationInput{Description: graphql.OmittableOf(body.Description), URL: graphql.OmittableOf(body.URL),
		Color: graphql.OmittableOf(body.Color), Icon: graphql.OmittableOf(body.Icon)}
	_, err := h.m.SaveClientApplication(r.Context(), pathParam(r, "appName"), in)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusAccepted)
	}
}

func (h *insightsHandlers) deleteApplication(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteClientApplication(r.Context(), pathParam(r, "appName"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// outdatedSDKJSON is an item of the reference's outdatedSdksSchema.
type outdatedSDKJSON struct {
	SdkVersion   string   `json:"sdkVersion"`
	Applications []string `json:"applications"`
}

func (h *insightsHandlers) outdatedSDKs(w http.ResponseWriter, r *http.Request) {
	sdks, err := h.q.OutdatedSdks(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]outdatedSDKJSON, len(sdks))
	for i, s := range sdks {
		out[i] = outdatedSDKJSON{SdkVersion: s.SdkVersion, Applications: s.Applications}
	}
	reply.JSON(w, http.StatusOK, map[string]any{"sdks": out})
}
