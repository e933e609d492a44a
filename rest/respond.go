// Package rest is the Unleash-compatible REST face. It decodes the Unleash wire format,
// calls the same resolvers as GraphQL, encodes the Unleash wire format, and picks the
// status code from the error kind. No business rule lives here.
package rest

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"flagstone/graph/apperr"
)

// errorBody is the error shape of every REST error (contract 2.1).
type errorBody struct {
	ID      string          `json:"id"`
	Name    string          `json:"name"`
	Message string          `json:"message"`
	Details []apperr.Detail `json:"details,omitempty"`
}

// WriteError renders err in the error shape with the status of its kind. Internal errors
// and store outages are logged with their id; their cause never reaches the caller.
func WriteError(w http.ResponseWriter, r *http.Request, err error) {
	ae, body := newErrorBody(err)
	if ae.Logged() {
		slog.ErrorContext(r.Context(), "internal error", "errorId", body.ID, "method", r.Method, "path", RedactPath(r.URL.EscapedPath()), "err", err)
	}
	writeJSON(w, ae.Kind.Status(), body)
}

// ErrorJSON renders err in the error shape, for answers written where there is no handler.
func ErrorJSON(err error) []byte {
	_, body := newErrorBody(err)
	b, _ := json.Marshal(body) // the shape holds only strings
	return b
}

func newErrorBody(err error) (*apperr.Error, errorBody) {
	ae := apperr.As(err)
	return ae, errorBody{ID: apperr.NewID(), Name: ae.Kind.Name(), Message: ae.Message, Details: ae.Details}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Error("write response", "err", err)
	}
}

// created answers 201 with the location of the new resource.
func created(w http.ResponseWriter, location string, v any) {
	w.Header().Set("Location", location)
	writeJSON(w, http.StatusCreated, v)
}
