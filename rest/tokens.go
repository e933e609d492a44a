package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/ent"
	"flagstone/graph/apperr"
	"flagstone/graph/model"
)

// apiTokenJSON is an API token as Unleash lists it; secret is masked except right after
// creation.
type apiTokenJSON struct {
	Secret      string    `json:"secret"`
	TokenName   string    `json:"tokenName"`
	Username    string    `json:"username"`
	Type        string    `json:"type"`
	Environment string    `json:"environment"`
	Project     string    `json:"project"`
	Projects    []string  `json:"projects"`
	ExpiresAt   *wireTime `json:"expiresAt"`
	CreatedAt   wireTime  `json:"createdAt"`
	SeenAt      *wireTime `json:"seenAt"`
}

func toAPIToken(t *ent.ApiToken, secret string) apiTokenJSON {
	project := "*"
	if len(t.Projects) == 1 {
		project = t.Projects[0]
	}
	return apiTokenJSON{Secret: secret, TokenName: t.Name, Username: t.Name, Type: string(t.Kind),
		Environment: t.Environment, Project: project, Projects: nonNil(t.Projects),
		ExpiresAt: wireTimePtr(t.ExpiresAt), CreatedAt: wireTime(t.CreatedAt), SeenAt: wireTimePtr(t.SeenAt)}
}

func (h *accessHandlers) listAPITokens(w http.ResponseWriter, r *http.Request) {
	h.writeAPITokens(w, r, nil)
}

// apiTokensByName lists the tokens named by the path ({token} is a name on GET, as in the
// reference's /api-tokens/{name}).
func (h *accessHandlers) apiTokensByName(w http.ResponseWriter, r *http.Request) {
	name := pathParam(r, "token")
	h.writeAPITokens(w, r, &name)
}

func (h *accessHandlers) writeAPITokens(w http.ResponseWriter, r *http.Request, name *string) {
	ts, err := h.q.APITokens(r.Context(), name)
	if !serve(w, r, err) {
		return
	}
	out := make([]apiTokenJSON, len(ts))
	for i, t := range ts {
		out[i] = toAPIToken(t, t.Display)
	}
	reply.JSON(w, http.StatusOK, map[string]any{"tokens": out})
}

// apiTokenBody accepts Unleash's names: tokenName (or the older username), project or projects.
type apiTokenBody struct {
	TokenName   string     `json:"tokenName"`
	Username    string     `json:"username"`
	Type        string     `json:"type"`
	Environment *string    `json:"environment"`
	Project     string     `json:"project"`
	Projects    []string   `json:"projects"`
	ExpiresAt   *time.Time `json:"expiresAt"`
}

func (h *accessHandlers) createAPIToken(w http.ResponseWriter, r *http.Request) {
	var b apiTokenBody
	if !serve(w, r, decode(r, &b)) {
		return
	}
	in := model.APITokenInput{TokenName: b.TokenName, Type: b.Type}
	if in.TokenName == "" {
		in.TokenName = b.Username
	}
	in.Environment = graphql.OmittableOf(b.Environment)
	if b.Project != "" && len(b.Projects) == 0 {
		b.Projects = []string{b.Project}
	}
	in.Projects = graphql.OmittableOf(b.Projects)
	in.ExpiresAt = graphql.OmittableOf(b.ExpiresAt)
	res, err := h.m.CreateAPIToken(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/api-tokens/"+res.Secret, toAPIToken(res.Token, res.Secret))
	}
}

func (h *accessHandlers) updateAPIToken(w http.ResponseWriter, r *http.Request) {
	var in struct {
		ExpiresAt *time.Time `json:"expiresAt"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.ExpiresAt == nil {
		serve(w, r, apperr.Validation("expiresAt is required"))
		return
	}
	_, err := h.m.UpdateAPITokenExpiry(r.Context(), pathParam(r, "token"), *in.ExpiresAt)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

func (h *accessHandlers) deleteAPIToken(w http.ResponseWriter, r *http.Request) {
	_, err := h.m.DeleteAPIToken(r.Context(), pathParam(r, "token"))
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// patJSON is a personal access token; secret only right after creation.
type patJSON struct {
	ID          int       `json:"id"`
	Secret      string    `json:"secret,omitempty"`
	Description string    `json:"description"`
	ExpiresAt   wireTime  `json:"expiresAt"`
	CreatedAt   wireTime  `json:"createdAt"`
	SeenAt      *wireTime `json:"seenAt"`
}

func toPAT(t *ent.PersonalAccessToken, secret string) patJSON {
	return patJSON{ID: t.ID, Secret: secret, Description: t.Description, ExpiresAt: wireTime(t.ExpiresAt),
		CreatedAt: wireTime(t.CreatedAt), SeenAt: wireTimePtr(t.SeenAt)}
}

func (h *accessHandlers) listPATs(w http.ResponseWriter, r *http.Request) {
	ts, err := h.q.PersonalTokens(r.Context())
	if !serve(w, r, err) {
		return
	}
	out := make([]patJSON, len(ts))
	for i, t := range ts {
		out[i] = toPAT(t, "")
	}
	reply.JSON(w, http.StatusOK, map[string]any{"pats": out})
}

func (h *accessHandlers) createPAT(w http.ResponseWriter, r *http.Request) {
	var in model.PersonalTokenInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	res, err := h.m.CreatePersonalToken(r.Context(), in)
	if serve(w, r, err) {
		created(w, "/api/admin/user/tokens", toPAT(res.Token, res.Secret))
	}
}

func (h *accessHandlers) deletePAT(w http.ResponseWriter, r *http.Request) {
	id, err := intParam(r, "id")
	if !serve(w, r, err) {
		return
	}
	_, err = h.m.DeletePersonalToken(r.Context(), id)
	if serve(w, r, err) {
		w.WriteHeader(http.StatusOK)
	}
}

// edgeTokenJSON is the reference's edgeTokenSchema.
type edgeTokenJSON struct {
	Token    string   `json:"token"`
	Type     string   `json:"type"`
	Projects []string `json:"projects"`
}
