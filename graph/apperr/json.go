package apperr

import (
	"encoding/json"
	"errors"
	"strings"
)

// FromJSON classifies an encoding/json decoding error as a validation error that names the
// offending property in JSON terms, never the Go type or the body; ok is false for other errors.
func FromJSON(err error) (e *Error, ok bool) {
	var (
		syntax  *json.SyntaxError
		typeErr *json.UnmarshalTypeError
	)
	switch {
	case errors.As(err, &syntax):
		return Validation("request body is not valid JSON at offset %d: %s", syntax.Offset, syntax.Error()), true
	case errors.As(err, &typeErr):
		if typeErr.Field == "" {
			return Validation("request body must be a JSON %s", JSONKind(typeErr.Type.Kind().String())), true
		}
		return Validation("%s must be %s, got %s", typeErr.Field, JSONKind(typeErr.Type.String()), typeErr.Value), true
	}
	return nil, false
}

// JSONKind names a Go type the way a JSON client thinks of it.
func JSONKind(goType string) string {
	goType = strings.TrimLeft(goType, "*")
	switch {
	case strings.HasPrefix(goType, "int"), strings.HasPrefix(goType, "uint"):
		return "an integer"
	case strings.HasPrefix(goType, "float"):
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
