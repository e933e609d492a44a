package rest

import (
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"

	"flagstone/graph/apperr"
)

// decode reads a JSON body into v. A body with an explicit non-JSON type is refused with
// 415 (a missing type is read as JSON); syntax and type errors are 400s naming the
// property; a body over the route's limit is 413.
func decode(r *http.Request, v any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
			return apperr.New(apperr.KindContentType, "Content-Type must be application/json, got %q", ct)
		}
	}
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(v); err != nil {
		return decodeError(err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return apperr.Validation("request body must hold a single JSON value")
	}
	return nil
}

func decodeError(err error) error {
	var (
		syntax   *json.SyntaxError
		typeErr  *json.UnmarshalTypeError
		tooLarge *http.MaxBytesError
		ae       *apperr.Error
	)
	switch {
	case errors.As(err, &ae):
		return ae
	case errors.As(err, &tooLarge):
		return apperr.New(apperr.KindPayloadTooLarge, "request body is larger than the limit of %d bytes", tooLarge.Limit)
	case errors.Is(err, io.EOF):
		return apperr.Validation("request body is empty; a JSON object is required")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return apperr.Validation("request body is not valid JSON: unexpected end of input")
	case errors.As(err, &syntax):
		return apperr.Validation("request body is not valid JSON at offset %d: %s", syntax.Offset, syntax.Error())
	case errors.As(err, &typeErr):
		if typeErr.Field == "" {
			return apperr.Validation("request body must be a JSON %s", jsonKind(typeErr.Type.Kind().String()))
		}
		return apperr.Validation("%s must be %s, got %s", typeErr.Field, jsonKind(typeErr.Type.String()), typeErr.Value)
	}
	return apperr.Validation("request body is invalid: %s", err.Error())
}

// jsonKind names a Go type the way a JSON client thinks of it.
func jsonKind(goType string) string {
	goType = strings.TrimLeft(goType, "*")
	switch {
	case strings.HasPrefix(goType, "int"), strings.HasPrefix(goType, "uint"), strings.HasPrefix(goType, "float"):
		return "a number"
	case goType == "string":
		return "a string"
	case goType == "bool":
		return "a boolean"
	case strings.HasPrefix(goType, "[]"), goType == "slice":
		return "an array"
	}
	return "an object"
}

// intParam reads a path parameter that must be a plain decimal integer.
func intParam(r *http.Request, name string) (int, error) {
	raw := chi.URLParam(r, name)
	n, err := strconv.Atoi(raw)
	if err != nil || n < 0 || strings.HasPrefix(raw, "+") {
		return 0, apperr.Validation("%s must be a whole number, got %q", name, raw)
	}
	return n, nil
}

// LimitBody caps how much of a request body handlers may read.
func LimitBody(n int64) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			r.Body = http.MaxBytesReader(w, r.Body, n)
			next.ServeHTTP(w, r)
		})
	}
}
