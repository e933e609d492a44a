package rest

import (
	"net"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"

	"flagstone/graph/auth"
	"flagstone/graph/domain"
)

// AuthRoutes serves the login routes outside /api: POST /auth/simple/login and POST /logout.
// Login is not a GraphQL operation because its result is a cookie.
func AuthRoutes(svc *domain.Service, secureCookie bool) chi.Router {
	r := chi.NewRouter()
	r.Use(LimitBody(DefaultBodyLimit))
	r.Post("/auth/simple/login", func(w http.ResponseWriter, r *http.Request) {
		var body struct {
			Username string `json:"username"`
			Password string `json:"password"`
		}
		if !serve(w, r, decode(r, &body)) {
			return
		}
		res, err := svc.Login(r.Context(), body.Username, body.Password, clientIP(r))
		if !serve(w, r, err) {
			return
		}
		http.SetCookie(w, &http.Cookie{Name: auth.SessionCookie, Value: res.Secret, Path: "/",
			Expires: res.ExpiresAt, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secureCookie})
		writeJSON(w, http.StatusOK, toUser(res.User))
	})
	r.Post("/logout", func(w http.ResponseWriter, r *http.Request) {
		if ck, err := r.Cookie(auth.SessionCookie); err == nil {
			if !serve(w, r, svc.Logout(r.Context(), ck.Value)) {
				return
			}
		}
		http.SetCookie(w, &http.Cookie{Name: auth.SessionCookie, Value: "", Path: "/", MaxAge: -1,
			HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secureCookie})
		w.WriteHeader(http.StatusOK)
	})
	return r
}

// clientIP is the caller's address without the port (RealIP has already applied
// X-Forwarded-For).
func clientIP(r *http.Request) string {
	if host, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return host
	}
	return strings.TrimSpace(r.RemoteAddr)
}
