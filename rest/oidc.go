package rest

import (
	"errors"
	"html/template"
	"net/http"

	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/access"
	"flagstone/graph/oidc"
	"flagstone/rest/reply"
)

// oidcStateCookie keeps a started SSO sign-in in the browser (sealed by graph/oidc) until the
// provider sends it back; only the callback's path receives it.
const oidcStateCookie = "flagstone-oidc"

var errSSOOff = apperr.NotFound("Single sign-on is not configured on this instance (OIDC_ISSUER)")

// oidcLogin starts an SSO sign-in: the browser goes to the provider, carrying the state
// cookie, and comes back to next (a path of this site) once signed in.
func (h *publicHandlers) oidcLogin(w http.ResponseWriter, r *http.Request) {
	if h.sso == nil {
		reply.Error(w, r, errSSOOff)
		return
	}
	done, err := h.res.Domain.SSO.Guard(r.Context())
	if err != nil {
		h.ssoErrorPage(w, r, err)
		return
	}
	done(true) // starting costs nothing; only a refused callback counts
	started, err := h.sso.Begin(r.Context(), r.URL.Query().Get("next"))
	if err != nil {
		h.ssoErrorPage(w, r, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: oidcStateCookie, Value: started.Cookie, Path: oidc.CallbackPath,
		Expires: started.ExpiresAt, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: h.sso.SecureCookie()})
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, started.RedirectURL, http.StatusFound)
}

// oidcCallback finishes an SSO sign-in: graph/oidc checks what the provider sent, the access
// area signs the person in (and syncs their groups), and the browser gets the session
// cookie of a password sign-in. A refusal signs nobody in and answers an error page.
func (h *publicHandlers) oidcCallback(w http.ResponseWriter, r *http.Request) {
	if h.sso == nil {
		reply.Error(w, r, errSSOOff)
		return
	}
	// The state cookie is single-use whatever happens next.
	http.SetCookie(w, &http.Cookie{Name: oidcStateCookie, Value: "", Path: oidc.CallbackPath, MaxAge: -1,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: h.sso.SecureCookie()})
	w.Header().Set("Cache-Control", "no-store")
	done, err := h.res.Domain.SSO.Guard(r.Context())
	if err != nil {
		h.ssoErrorPage(w, r, err)
		return
	}
	res, next, err := h.finishSSO(r)
	done(err == nil)
	if err != nil {
		h.ssoErrorPage(w, r, err)
		return
	}
	// No event type of the contract is a sign-in (a password sign-in records none either):
	// the log says who came in, never a credential.
	h.sso.Log().InfoContext(r.Context(), "sso sign-in", "userId", res.User.ID, "created", res.Created)
	h.setSession(w, res)
	http.Redirect(w, r, next, http.StatusFound)
}

func (h *publicHandlers) finishSSO(r *http.Request) (*access.LoginResult, string, error) {
	q := r.URL.Query()
	cb := oidc.Callback{Code: q.Get("code"), State: q.Get("state"), Error: q.Get("error")}
	if ck, err := r.Cookie(oidcStateCookie); err == nil {
		cb.Cookie = ck.Value
	}
	id, next, err := h.sso.Finish(r.Context(), cb)
	if err != nil {
		return nil, "", err
	}
	res, err := h.res.Domain.SSO.SignIn(r.Context(), access.SSOIdentity{
		Issuer: id.Issuer, Subject: id.Subject, Email: id.Email, EmailVerified: id.EmailVerified,
		Name: id.Name, Username: id.Username, Groups: id.Groups,
	})
	return res, next, err
}

// setSession gives the browser the session cookie of a sign-in.
func (h *publicHandlers) setSession(w http.ResponseWriter, res *access.LoginResult) {
	http.SetCookie(w, &http.Cookie{Name: auth.SessionCookie, Value: res.Secret, Path: "/",
		Expires: res.ExpiresAt, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: h.secureCookie})
}

// ssoErrorPage answers a refused SSO sign-in for the person in the browser: a page that
// says why and leads back to sign-in, with the status of the refusal. The log says why too,
// without the code, state, tokens or cookie.
func (h *publicHandlers) ssoErrorPage(w http.ResponseWriter, r *http.Request, err error) {
	log := h.sso.Log()
	status, message := http.StatusInternalServerError, "Signing in failed on our side. Try again later."
	var oe *oidc.Error
	switch ae := apperr.As(err); {
	case errors.As(err, &oe):
		status, message = oe.Status, oe.Message
		log.WarnContext(r.Context(), "sso sign-in refused", "reason", oe.Reason, "status", status)
	case !ae.Logged():
		status, message = ae.Kind.Status(), ae.Message
		log.WarnContext(r.Context(), "sso sign-in refused", "reason", ae.Message, "status", status)
	default:
		log.ErrorContext(r.Context(), "sso sign-in failed", "err", err)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_ = ssoErrorTemplate.Execute(w, message)
}

var ssoErrorTemplate = template.Must(template.New("sso").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in failed · Flagstone</title></head>
<body><main><h1>Sign-in failed</h1><p role="alert">{{.}}</p><p>Nobody was signed in. <a href="/login">Back to sign-in</a></p></main></body></html>
`))
