package rest

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"reflect"
	"sort"
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
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return decodeError(err, nil, v)
	}
	return decodeBytes(body, v)
}

// decodeBytes reads a JSON document into v, naming the property of a bad value.
func decodeBytes(body []byte, v any) error {
	if len(bytes.TrimSpace(body)) == 0 {
		return apperr.Validation("request body is empty; a JSON object is required")
	}
	if err := json.Unmarshal(body, v); err != nil {
		return decodeError(err, body, v)
	}
	return nil
}

// propertyOf finds which top-level property of body v cannot take, for errors (such as a
// date that does not parse) that do not say.
func propertyOf(body []byte, v any) string {
	var fields map[string]json.RawMessage
	if json.Unmarshal(body, &fields) != nil {
		return ""
	}
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		one, _ := json.Marshal(map[string]json.RawMessage{k: fields[k]})
		if json.Unmarshal(one, reflect.New(reflect.TypeOf(v).Elem()).Interface()) != nil {
			return k
		}
	}
	return ""
}

func decodeError(err error, body []byte, v any) error {
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
	case errors.As(err, &syntax):
		return apperr.Validation("request body is not valid JSON at offset %d: %s", syntax.Offset, syntax.Error())
	case errors.As(err, &typeErr):
		if typeErr.Field == "" {
			return apperr.Validation("request body must be a JSON %s", jsonKind(typeErr.Type.Kind().String()))
		}
		return apperr.Validation("%s must be %s, got %s", typeErr.Field, jsonKind(typeErr.Type.String()), typeErr.Value)
	}
	if prop := propertyOf(body, v); prop != "" {
		return apperr.Validation("%s is invalid: %s", prop, err.Error())
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
