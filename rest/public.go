package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"net/url"

	"github.com/go-chi/chi/v5"

	"flagstone/graph"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/access"
	"flagstone/graph/model"
	"flagstone/graph/oidc"
)

// publicHandlers serves the routes outside /api that need no credentials (their callers
// hold none yet): login and logout (not GraphQL operations, because their result is a
// cookie), the invite-link flow and Unleash Edge's check of its tokens.
type publicHandlers struct {
	*handlers
	secureCookie bool
	// sso is the OpenID Connect relying party; nil when single sign-on is not configured.
	sso *oidc.Client
}

// PublicRoutes returns the public routes; secureCookie marks the session cookie Secure, and
// sso (nil: none) serves the single sign-on routes.
func PublicRoutes(res *graph.Resolver, secureCookie bool, sso *oidc.Client) chi.Router {
	h := &publicHandlers{handlers: &handlers{q: res.Query(), m: res.Mutation(), res: res}, secureCookie: secureCookie, sso: sso}
	r := chi.NewRouter()
	r.Use(LimitBody(DefaultBodyLimit))
	serveRoutes(r, "", h.routes(newSchemaSet()))
	return r
}

// routes is the public routes' table.
func (h *publicHandlers) routes(s *schemaSet) []route {
	user := typ[userJSON](s)
	return []route{
		{method: "POST", path: "/auth/simple/login", handler: h.login, tag: "Sessions", summary: "Log in; sets the session cookie", body: in("username!", "password!"), status: 200, resp: user, public: true},
		{method: "GET", path: oidc.LoginPath, handler: h.oidcLogin, tag: "Sessions", summary: "Sign in with OpenID Connect: redirects to the provider (authorization code with PKCE), coming back to next (a path of this site); 404 when single sign-on is not configured", query: []string{"next"}, status: http.StatusFound, content: "text/html", public: true},
		{method: "GET", path: oidc.CallbackPath, handler: h.oidcCallback, tag: "Sessions", summary: "Where the OpenID provider sends the browser back: checks state, nonce and the ID token, sets the session cookie and redirects; a refusal answers an HTML error page (4xx) and signs nobody in", query: []string{"code", "state"}, status: http.StatusFound, content: "text/html", public: true},
		{method: "POST", path: "/logout", handler: h.logout, tag: "Sessions", summary: "Log out; clears the session cookie", status: 200, public: true},
		{method: "POST", path: "/edge/validate", handler: h.validateEdgeTokens, tag: "Unleash Edge", summary: "Of the tokens sent, the live client and frontend ones", body: in("tokens!:array"), status: 200, resp: obj("tokens", arr(typ[edgeTokenJSON](s))), public: true},
		{method: "POST", path: "/edge/issue-token", handler: h.issueEdgeTokens, tag: "Unleash Edge", summary: "A new client token for each requested environment and projects (ADMIN: no Edge HMAC credentials here)", body: obj("tokens", arr(obj("environment", prim("string"), "projects", arr(prim("string"))))), status: 200, resp: obj("tokens", arr(typ[edgeTokenJSON](s)))},
		{method: "GET", path: "/invite/{secret}/validate", handler: h.validateInvite, tag: "Sessions", summary: "Check an invite link", status: 200, public: true},
		{method: "POST", path: "/invite/{secret}/signup", handler: h.signup, tag: "Sessions", summary: "Sign up through an invite link", body: in("email!", "name", "username", "password!"), status: 201, resp: user, public: true},
		{method: "GET", path: "/auth/reset/validate", handler: h.validateResetLink, tag: "Sessions", summary: "Who a password reset link is for", query: []string{"token"}, status: 200, resp: typ[tokenUserJSON](s), public: true},
		{method: "POST", path: "/auth/reset/password", handler: h.resetPassword, tag: "Sessions", summary: "Set a password through a reset link (once)", body: in("token!", "password!"), status: 200, public: true},
		{method: "POST", path: "/auth/reset/validate-password", handler: h.validateNewPassword, tag: "Sessions", summary: "Check a password against the rules", body: in("password!"), status: 200, public: true},
		{method: "POST", path: "/auth/reset/password-email", handler: h.resetPasswordEmail, tag: "Sessions", summary: "Ask for a reset link by email: no email is sent here; an admin makes the link", body: in("email!"), status: 200, public: true},
		{method: "GET", path: "/new-user", handler: legacyInviteLink, tag: "Sessions", summary: "The reference's invite link (?invite={secret}): redirects to the dashboard's sign-up page", query: []string{"invite"}, status: http.StatusFound, content: "text/html", public: true},
	}
}

func (h *publicHandlers) login(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Username string `json:"username"`
		Password string `json:"password"`
	}
	if !serve(w, r, decode(r, &body)) {
		return
	}
	res, err := h.res.Domain.Access.Login(r.Context(), body.Username, body.Password)
	if !serve(w, r, err) {
		return
	}
	h.setSession(w, res)
	reply.JSON(w, http.StatusOK, toUser(res.User))
}

func (h *publicHandlers) logout(w http.ResponseWriter, r *http.Request) {
	if ck, err := r.Cookie(auth.SessionCookie); err == nil {
		if !serve(w, r, h.res.Domain.Access.Logout(r.Context(), ck.Value)) {
			return
		}
	}
	http.SetCookie(w, &http.Cookie{Name: auth.SessionCookie, Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: h.secureCookie})
	w.WriteHeader(http.StatusOK)
}

// validateInvite answers 200 for a usable invite secret and 400 otherwise.
func (h *publicHandlers) validateInvite(w http.ResponseWriter, r *http.Request) {
	ok, err := h.q.InviteValid(r.Context(), pathParam(r, "secret"))
	if !serve(w, r, err) {
		return
	}
	if !ok {
		reply.Error(w, r, apperr.Validation("the invite link is unknown, disabled or expired"))
		return
	}
	w.WriteHeader(http.StatusOK)
}

func (h *publicHandlers) signup(w http.ResponseWriter, r *http.Request) {
	var in model.SignupInput
	if !serve(w, r, decode(r, &in)) {
		return
	}
	u, err := h.m.Signup(r.Context(), pathParam(r, "secret"), in)
	if serve(w, r, err) {
		reply.JSON(w, http.StatusCreated, toUser(u))
	}
}

// validateEdgeTokens answers POST /edge/validate: of the tokens sent, the live client and
// frontend ones.
func (h *publicHandlers) validateEdgeTokens(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Tokens []string `json:"tokens"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.Tokens == nil {
		serve(w, r, apperr.Validation("tokens is required"))
		return
	}
	ts, err := h.q.ValidateEdgeTokens(r.Context(), in.Tokens)
	if !serve(w, r, err) {
		return
	}
	writeEdgeTokens(w, ts)
}

// legacyInviteLink sends the reference's invite links (/new-user?invite={secret}), which people
// migrating from Unleash still hold, to the dashboard's sign-up page; without a secret, to sign-in.
func legacyInviteLink(w http.ResponseWriter, r *http.Request) {
	secret := r.URL.Query().Get("invite")
	if secret == "" {
		http.Redirect(w, r, "/login", http.StatusFound)
		return
	}
	http.Redirect(w, r, "/invite/"+url.PathEscape(secret), http.StatusFound)
}

// tokenUserJSON is the reference's tokenUserSchema: who a reset link is for.
type tokenUserJSON struct {
	ID        int      `json:"id"`
	Name      *string  `json:"name,omitempty"`
	Email     string   `json:"email"`
	Token     string   `json:"token"`
	CreatedBy string   `json:"createdBy"`
	Role      roleJSON `json:"role"`
}

// validateResetLink answers who a live reset link (?token=) is for.
func (h *publicHandlers) validateResetLink(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	if token == "" {
		serve(w, r, apperr.Validation("token is required"))
		return
	}
	link, err := h.q.ResetLinkUser(r.Context(), token)
	if !serve(w, r, err) {
		return
	}
	out := tokenUserJSON{ID: link.User.ID, Name: link.User.Name, Token: token, CreatedBy: link.CreatedBy}
	if link.User.Email != nil {
		out.Email = *link.User.Email
	} else if link.User.Username != nil {
		out.Email = *link.User.Username
	}
	role, err := h.res.User().RootRole(r.Context(), link.User)
	if !serve(w, r, err) {
		return
	}
	if role != nil {
		out.Role = toRole(role)
	}
	reply.JSON(w, http.StatusOK, out)
}

func (h *publicHandlers) resetPassword(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token    *string `json:"token"`
		Password *string `json:"password"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	switch {
	case in.Token == nil:
		serve(w, r, apperr.Validation("token is required"))
	case in.Password == nil:
		serve(w, r, apperr.Validation("password is required"))
	default:
		if _, err := h.m.ResetPasswordWithLink(r.Context(), *in.Token, *in.Password); serve(w, r, err) {
			w.WriteHeader(http.StatusOK)
		}
	}
}

// validateNewPassword answers 200 for a password that passes the rules, else a 400 naming
// password; the reset page asks before it sends.
func (h *publicHandlers) validateNewPassword(w http.ResponseWriter, r *http.Request) {
	var in passwordBody
	if !serve(w, r, decode(r, &in)) || !serve(w, r, in.check()) {
		return
	}
	if serve(w, r, access.CheckPassword(*in.Password)) {
		w.WriteHeader(http.StatusOK)
	}
}

// resetPasswordEmail answers the reference's "forgot password" request. This instance sends
// no email, so it does nothing but check the body: an admin makes the link
// (POST /api/admin/user-admin/reset-password). The answer is the same whether or not the
// address is known.
func (h *publicHandlers) resetPasswordEmail(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email *string `json:"email"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.Email == nil || *in.Email == "" {
		serve(w, r, apperr.Validation("email is required"))
		return
	}
	w.WriteHeader(http.StatusOK)
}

// issueEdgeTokens answers POST /edge/issue-token: a new client token for each requested
// environment and projects. The reference signs these requests with Edge client
// credentials (HMAC) this instance does not have; an admin credential stands for them.
func (h *publicHandlers) issueEdgeTokens(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Tokens []*model.EdgeTokenRequest `json:"tokens"`
	}
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if in.Tokens == nil {
		serve(w, r, apperr.Validation("tokens is required"))
		return
	}
	ts, err := h.m.IssueEdgeTokens(r.Context(), in.Tokens)
	if !serve(w, r, err) {
		return
	}
	writeEdgeTokens(w, ts)
}

// writeEdgeTokens answers Edge's token list: each token's secret, type and projects.
func writeEdgeTokens(w http.ResponseWriter, ts []*model.EdgeToken) {
	out := make([]edgeTokenJSON, len(ts))
	for i, t := range ts {
		out[i] = edgeTokenJSON{Token: t.Token, Type: t.Type, Projects: t.Projects}
	}
	reply.JSON(w, http.StatusOK, map[string]any{"tokens": out})
}
