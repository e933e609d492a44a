package rest

import (
	"net/http"
	"net/url"

	"github.com/go-chi/chi/v5"

	"flagstone/graph"
	"flagstone/graph/auth"
)

// PublicRoutes serves the routes outside /api that need no credentials: login and logout
// (not GraphQL operations, because their result is a cookie) and the invite-link flow.
func PublicRoutes(res *graph.Resolver, secureCookie bool) chi.Router {
	svc := res.Domain
	h := &handlers{q: res.Query(), m: res.Mutation()}
	r := chi.NewRouter()
	r.Use(LimitBody(DefaultBodyLimit))
	r.Get("/invite/{secret}/validate", h.validateInvite)
	r.Post("/edge/validate", h.validateEdgeTokens)
	r.Post("/invite/{secret}/signup", h.signup)
	r.Get("/new-user", legacyInviteLink)
	r.Post("/auth/simple/login", func(w http.ResponseWriter, r *http.Request) {
		var body struct {
			Username string `json:"username"`
			Password string `json:"password"`
		}
		if !serve(w, r, decode(r, &body)) {
			return
		}
		res, err := svc.Access.Login(r.Context(), body.Username, body.Password)
		if !serve(w, r, err) {
			return
		}
		http.SetCookie(w, &http.Cookie{Name: auth.SessionCookie, Value: res.Secret, Path: "/",
			Expires: res.ExpiresAt, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secureCookie})
		writeJSON(w, http.StatusOK, toUser(res.User))
	})
	r.Post("/logout", func(w http.ResponseWriter, r *http.Request) {
		if ck, err := r.Cookie(auth.SessionCookie); err == nil {
			if !serve(w, r, svc.Access.Logout(r.Context(), ck.Value)) {
				return
			}
		}
		http.SetCookie(w, &http.Cookie{Name: auth.SessionCookie, Value: "", Path: "/", MaxAge: -1,
			HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secureCookie})
		w.WriteHeader(http.StatusOK)
	})
	return r
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
