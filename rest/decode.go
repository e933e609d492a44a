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

	"flagstone/graph/apperr"
)

// decode reads a JSON body into v. A body with an explicit non-JSON type is refused with
// 415 (a missing type is read as JSON); syntax and type errors are 400s naming the
// property; a body over the route's limit is 413.
func decode(r *http.Request, v any) error {
	body, err := readBody(r, v)
	if err != nil {
		return err
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

// decodeOptional reads a JSON object whose properties are all optional into the struct v:
// an empty body has none, and a property v does not declare, or a null, is a 400 naming it.
func decodeOptional(r *http.Request, v any) error {
	body, err := readBody(r, v)
	if err != nil || len(body) == 0 {
		return err
	}
	var props map[string]json.RawMessage
	if err := json.Unmarshal(body, &props); err != nil {
		return decodeError(err, body, v)
	}
	if props == nil {
		return apperr.Validation("request body must be a JSON object, got null")
	}
	known := jsonNames(reflect.TypeOf(v).Elem())
	names := make([]string, 0, len(props))
	for k := range props {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if !known[k] {
			return apperr.Validation("%s is not a property of this request body", k)
		}
		if string(props[k]) == "null" {
			return apperr.Validation("%s must not be null", k)
		}
	}
	if err := json.Unmarshal(body, v); err != nil {
		return decodeError(err, body, v)
	}
	return nil
}

// readBody checks the Content-Type and reads the body, trimmed of white space.
func readBody(r *http.Request, v any) ([]byte, error) {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
			return nil, apperr.New(apperr.KindContentType, "Content-Type must be application/json, got %q", ct)
		}
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, decodeError(err, nil, v)
	}
	return bytes.TrimSpace(body), nil
}

// jsonNames lists the JSON property names of struct type t.
func jsonNames(t reflect.Type) map[string]bool {
	names := make(map[string]bool, t.NumField())
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			names[name] = true
		}
	}
	return names
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
	var ae *apperr.Error
	if errors.As(err, &ae) {
		return ae
	}
	if ae, ok := apperr.FromJSON(err); ok {
		return ae
	}
	if prop := propertyOf(body, v); prop != "" {
		return apperr.Validation("%s is invalid: %s", prop, err.Error())
	}
	return apperr.Validation("request body is invalid: %s", err.Error())
}

// intParam reads a path parameter that must be a plain decimal integer.
func intParam(r *http.Request, name string) (int, error) {
	raw := pathParam(r, name)
	n, err := strconv.Atoi(raw)
	if err != nil || n < 0 || strings.HasPrefix(raw, "+") {
		return 0, apperr.Validation("%s must be a whole number, got %q", name, raw)
	}
	return n, nil
}

// LimitBody caps how much of a request body handlers may read: reading past n fails with
// a PayloadTooLarge error (413), whichever face reads it.
func LimitBody(n int64) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			r.Body = limitedBody{http.MaxBytesReader(w, r.Body, n)}
			next.ServeHTTP(w, r)
		})
	}
}

// limitedBody gives the error of a body read past its limit its kind.
type limitedBody struct{ io.ReadCloser }

func (b limitedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		err = apperr.New(apperr.KindPayloadTooLarge, "request body is larger than the limit of %d bytes", tooLarge.Limit)
	}
	return n, err
}
