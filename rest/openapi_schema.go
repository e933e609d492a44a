package rest

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strings"
	"time"
	"unicode"
)

// schemaSet turns Go wire types into JSON Schemas (draft 2020-12, as OpenAPI 3.1 uses),
// so the document describes exactly what the handlers encode: every named struct becomes
// a component, its fields the properties encoding/json writes, a field without omitempty
// a required one, a pointer (and a slice, which encodes nil as null) nullable.
type schemaSet struct {
	components map[string]any
	names      map[reflect.Type]string
}

func newSchemaSet() *schemaSet {
	return &schemaSet{components: map[string]any{}, names: map[reflect.Type]string{}}
}

var (
	marshalerType     = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
	timeType          = reflect.TypeFor[time.Time]()
)

// of returns the schema of a value of type t: a $ref for named structs.
func (s *schemaSet) of(t reflect.Type) map[string]any {
	if t == timeType {
		return map[string]any{"type": "string", "format": "date-time"}
	}
	if t.Implements(marshalerType) || t.Implements(textMarshalerType) {
		if strings.Contains(strings.ToLower(t.Name()), "time") {
			return map[string]any{"type": []any{"string", "null"}, "format": "date-time"}
		}
		return map[string]any{}
	}
	switch t.Kind() {
	case reflect.Pointer:
		return nullable(s.of(t.Elem()))
	case reflect.Interface:
		return map[string]any{}
	case reflect.String:
		return map[string]any{"type": "string"}
	case reflect.Bool:
		return map[string]any{"type": "boolean"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return map[string]any{"type": "integer"}
	case reflect.Float32, reflect.Float64:
		return map[string]any{"type": "number"}
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return map[string]any{}
		}
		return map[string]any{"type": []any{"array", "null"}, "items": s.of(t.Elem())}
	case reflect.Map:
		return map[string]any{"type": []any{"object", "null"}, "additionalProperties": s.of(t.Elem())}
	case reflect.Struct:
		if t.Name() == "" {
			return s.object(t)
		}
		name := s.name(t)
		return map[string]any{"$ref": "#/components/schemas/" + name}
	}
	return map[string]any{}
}

// name registers t as a component (once) and returns its name.
func (s *schemaSet) name(t reflect.Type) string {
	if n, ok := s.names[t]; ok {
		return n
	}
	n := strings.TrimSuffix(t.Name(), "JSON")
	n = strings.TrimSuffix(n, "Body")
	n = string(unicode.ToUpper(rune(n[0]))) + n[1:]
	if pkg := t.PkgPath(); !strings.HasSuffix(pkg, "/rest") {
		n = strings.ToUpper(pkg[strings.LastIndex(pkg, "/")+1:][:1]) + pkg[strings.LastIndex(pkg, "/")+2:] + n
	}
	s.names[t] = n
	s.components[n] = map[string]any{} // placeholder: recursive types end here
	s.components[n] = s.object(t)
	return n
}

// object is the schema of a struct's JSON fields, embedded structs' fields included.
func (s *schemaSet) object(t reflect.Type) map[string]any {
	props := map[string]any{}
	var required []any
	// optional is set inside an embedded pointer: its fields are present only when it is.
	var walk func(t reflect.Type, optional bool)
	walk = func(t reflect.Type, optional bool) {
		for i := range t.NumField() {
			f := t.Field(i)
			tag := f.Tag.Get("json")
			if tag == "-" || (!f.IsExported() && !f.Anonymous) {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
				walk(f.Type, optional)
				continue
			}
			if f.Anonymous && name == "" && f.Type.Kind() == reflect.Pointer && f.Type.Elem().Kind() == reflect.Struct {
				walk(f.Type.Elem(), true)
				continue
			}
			if name == "" {
				name = f.Name
			}
			props[name] = s.of(f.Type)
			if !optional && !strings.Contains(opts, "omitempty") && !strings.Contains(opts, "omitzero") {
				required = append(required, name)
			}
		}
	}
	walk(t, false)
	out := map[string]any{"type": "object", "properties": props}
	if len(required) > 0 {
		out["required"] = required
	}
	return out
}

func nullable(schema map[string]any) map[string]any {
	if ref, ok := schema["$ref"]; ok {
		return map[string]any{"anyOf": []any{map[string]any{"$ref": ref}, map[string]any{"type": "null"}}}
	}
	out := map[string]any{}
	for k, v := range schema {
		out[k] = v
	}
	switch typ := schema["type"].(type) {
	case string:
		out["type"] = []any{typ, "null"}
	case nil:
	}
	return out
}
