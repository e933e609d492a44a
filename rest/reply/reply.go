// Package reply writes the REST face's answers: JSON bodies, and errors in the contract's
// shape {id, name, message} with the status of their kind. It stands below the handlers, so
// what every request passes first (rest/edge) answers its refusals in the same shape, and
// it keeps secrets out of what it logs (RedactPath).
package reply

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"

	"flagstone/graph/apperr"
)

// ErrorBody is the error shape of every REST error (contract 2.1); the OpenAPI document
// describes it.
type ErrorBody struct {
	ID      string          `json:"id"`
	Name    string          `json:"name"`
	Message string          `json:"message"`
	Details []apperr.Detail `json:"details,omitempty"`
	// SignIn is set on every 401: Unleash's AuthenticationRequired, which its admin UI reads
	// to show its sign-in form.
	*SignIn
}

// SignIn says how to sign in: with a password, at path, and the other options (single
// sign-on); DefaultHidden asks the UI to hide the password form (OIDC_ONLY), as Unleash's
// does when password sign-in is turned off.
type SignIn struct {
	Type          string         `json:"type"`
	Path          string         `json:"path"`
	DefaultHidden bool           `json:"defaultHidden"`
	Options       []SignInOption `json:"options"`
}

// SignInOption is another way to sign in, a button in the sign-in form.
type SignInOption struct {
	Type    string `json:"type"`
	Message string `json:"message"`
	Path    string `json:"path"`
}

// PasswordSignIn is the sign-in of an instance without single sign-on.
var PasswordSignIn = SignIn{Type: "password", Path: LoginPath, Options: []SignInOption{}}

type signInKey struct{}

// WithSignIn returns the middleware that makes the 401s of the requests it passes describe
// si: each instance has its own configuration, so it travels with the request.
func WithSignIn(si SignIn) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), signInKey{}, &si)))
		})
	}
}

func signInOf(ctx context.Context) *SignIn {
	if si, ok := ctx.Value(signInKey{}).(*SignIn); ok {
		return si
	}
	return &PasswordSignIn
}

// LoginPath is where a password signs in.
const LoginPath = "/auth/simple/login"

// Error renders err in the error shape with the status of its kind. Internal errors and
// store outages are logged with their id; their cause never reaches the caller.
func Error(w http.ResponseWriter, r *http.Request, err error) {
	ae, body := newErrorBody(r.Context(), err)
	if ae.Logged() {
		slog.ErrorContext(r.Context(), "internal error", "errorId", body.ID, "method", r.Method, "path", RedactPath(r.URL.EscapedPath()), "err", err)
	}
	JSON(w, ae.Kind.Status(), body)
}

// ErrorJSON renders err in the error shape, for answers written where there is no handler.
func ErrorJSON(err error) []byte {
	_, body := newErrorBody(context.Background(), err)
	b, _ := json.Marshal(body) // the shape holds only strings
	return b
}

func newErrorBody(ctx context.Context, err error) (*apperr.Error, ErrorBody) {
	ae := apperr.As(err)
	body := ErrorBody{ID: apperr.NewID(), Name: ae.Kind.Name(), Message: ae.Message, Details: ae.Details}
	if ae.Kind == apperr.KindUnauthenticated {
		body.SignIn = signInOf(ctx)
	}
	return ae, body
}

// JSON answers status with v encoded as JSON.
func JSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Error("write response", "err", err)
	}
}
