package rest

import (
	"flagstone/rest/reply"
	"net/http"

	"flagstone/graph/model"
)

// signupTokenJSON is the Public signup token of contract 2.5.
type signupTokenJSON struct {
	Secret    string     `json:"secret"`
	URL       *string    `json:"url"`
	Name      string     `json:"name"`
	Enabled   bool       `json:"enabled"`
	ExpiresAt wireTime   `json:"expiresAt"`
	CreatedAt wireTime   `json:"createdAt"`
	CreatedBy *string    `json:"createdBy"`
	Users     []userJSON `json:"users"`
	Role      roleJSON   `json:"role"`
}

func toSignupToken(t *model.SignupToken) signupTokenJSON {
	return signupTokenJSON{Secret: t.Secret, URL: t.URL, Name: t.Name, Enabled: t.Enabled,
		ExpiresAt: wireTime(t.ExpiresAt), CreatedAt: wireTime(t.CreatedAt), CreatedBy: t.CreatedBy,
		Users: toUsers(t.Users), Role: toRole(t.Role)}
}

func (h *accessHandlers) listSignupTokens(w http.ResponseWriter, r *http.Request) {
	ts, err := h.q.SignupTokens(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]signupTokenJSON, len(ts))
	for i, t := range ts {
		out[i] = toSignupToken(t)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"tokens": out})
}

func (h *accessHandlers) getSignupToken(w http.ResponseWriter, r *http.Request) {
	t, err := h.q.SignupToken(r.Context(), pathParam(r, "token"))
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toSignupToken(t))
	}
}

func (h *accessHandlers) createSignupToken(w http.ResponseWriter, r *http.Request) {
	var in model.SignupTokenInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	t, err := h.m.CreateSignupToken(r.Context(), in)
	if serve(w, r, err) {
		created(w, "tokens/"+t.Secret, toSignupToken(t))
	}
}

func (h *accessHandlers) updateSignupToken(w http.ResponseWriter, r *http.Request) {
	var in model.SignupTokenUpdate
	if !serve(w, r, decode(r, &in)) {
		return
	}
	t, err := h.m.UpdateSignupToken(r.Context(), pathParam(r, "token"), in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toSignupToken(t))
	}
}
