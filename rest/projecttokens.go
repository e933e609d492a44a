package rest

import (
	"net/http"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/graph/model"
	"flagstone/rest/reply"
)

func (h *accessHandlers) listProjectAPITokens(w http.ResponseWriter, r *http.Request) {
	ts, err := h.q.ProjectAPITokens(r.Context(), pathParam(r, "projectId"))
	if !serve(w, r, err) {
		return
	}
	out := make([]apiTokenJSON, len(ts))
	for i, t := range ts {
		out[i] = toAPIToken(t, t.Display)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"tokens": out})
}

func (h *accessHandlers) createProjectAPIToken(w http.ResponseWriter, r *http.Request) {
	var b struct {
		TokenName   string     `json:"tokenName"`
		Username    string     `json:"username"`
		Type        string     `json:"type"`
		Environment *string    `json:"environment"`
		ExpiresAt   *time.Time `json:"expiresAt"`
	}
	if !serve(w, r, decode(r, &b)) {
		return
	}
	in := model.ProjectAPITokenInput{TokenName: b.TokenName, Type: b.Type,
		Environment: graphql.OmittableOf(b.Environment), ExpiresAt: graphql.OmittableOf(b.ExpiresAt)}
	if in.TokenName == "" {
		in.TokenName = b.Username
	}
	project := pathParam(r, "projectId")
	res, err := h.m.CreateProjectAPIToken(r.Context(), project, in)
	if serve(w, r, err) {
		created(w, "/api/admin/projects/"+project+"/api-tokens", toAPIToken(res.Token, res.Secret))
	}
}

func (h *accessHandlers) deleteProjectAPIToken(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteProjectAPIToken(r.Context(), pathParam(r, "projectId"), pathParam(r, "token"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}
