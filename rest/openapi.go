package rest

import (
	"encoding/json"
	"flagstone/rest/reply"
	"net/http"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"flagstone/graph/apperr"
	"flagstone/graph/auth"
)

func typ[T any](s *schemaSet) map[string]any { return s.of(reflect.TypeFor[T]()) }

func arr(items map[string]any) map[string]any { return map[string]any{"type": "array", "items": items} }

func prim(t string) map[string]any { return map[string]any{"type": t} }

var anyObject = map[string]any{"type": "object"}

// obj is an object schema with the given property/schema pairs, all required.
func obj(pairs ...any) map[string]any {
	props := map[string]any{}
	var required []any
	for i := 0; i < len(pairs); i += 2 {
		name := pairs[i].(string)
		props[name] = pairs[i+1]
		required = append(required, name)
	}
	return map[string]any{"type": "object", "properties": props, "required": required}
}

// fieldSpec reads "name", "name!" (required) or "name:type" / "name!:type".
var fieldSpec = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*)(!?)(?::([a-z]+))?$`)

// in is a request body with the given fields ("name!" required, ":type" other than string).
func in(fields ...string) map[string]any {
	props := map[string]any{}
	var required []any
	for _, f := range fields {
		m := fieldSpec.FindStringSubmatch(f)
		t := m[3]
		if t == "" {
			t = "string"
		}
		props[m[1]] = prim(t)
		if m[2] == "!" {
			required = append(required, m[1])
		}
	}
	out := map[string]any{"type": "object", "properties": props}
	if len(required) > 0 {
		out["required"] = required
	}
	return out
}

// documentedRoutes is every route of the HTTP face, from the areas' tables. The tables are
// read over handlers of nothing: the document needs what they declare, not what they serve.
func documentedRoutes(s *schemaSet) []route {
	h := &handlers{}
	client := &clientHandlers{}
	return slices.Concat(adminAreas(h, s), (&transferHandlers{h}).routes(s), client.clientRoutes(s),
		client.frontendRoutes(s), (&publicHandlers{handlers: h}).routes(s), Operations{}.routes(s))
}

// UndocumentedRoutes are the routes the document leaves out on purpose, with why: the
// GraphQL face has its own schema (schema/*.graphql, introspection), and the playground
// is a page for people.
var UndocumentedRoutes = map[string]string{
	"/graphql":            "the GraphQL face: its contract is the GraphQL schema",
	"/graphql/playground": "a page for people (GraphiQL)",
}

var pathParamName = regexp.MustCompile(`\{([^}]+)\}`)

// OpenAPI returns the OpenAPI 3.1 document of the HTTP face, built once.
func OpenAPI() []byte {
	openAPIOnce.Do(func() {
		var err error
		openAPIDoc, err = json.MarshalIndent(buildOpenAPI(), "", "  ")
		if err != nil {
			panic(err)
		}
	})
	return openAPIDoc
}

var (
	openAPIOnce sync.Once
	openAPIDoc  []byte
)

func buildOpenAPI() map[string]any {
	s := newSchemaSet()
	errorSchema := typ[reply.ErrorBody](s)
	_ = typ[apperr.Detail](s)
	errorResponse := func(desc string) map[string]any {
		return map[string]any{"description": desc, "content": map[string]any{"application/json": map[string]any{"schema": errorSchema}}}
	}
	paths := map[string]any{}
	tags := map[string]bool{}
	for _, op := range documentedRoutes(s) {
		tags[op.tag] = true
		var params []any
		for _, m := range pathParamName.FindAllStringSubmatch(op.path, -1) {
			params = append(params, map[string]any{"name": m[1], "in": "path", "required": true, "schema": prim("string")})
		}
		for _, q := range op.query {
			name, t, ok := strings.Cut(q, ":")
			if !ok {
				t = "string"
			}
			params = append(params, map[string]any{"name": name, "in": "query", "required": false, "schema": prim(t)})
		}
		ok := map[string]any{"description": http.StatusText(op.status)}
		if op.resp != nil || op.content != "" {
			content := op.content
			if content == "" {
				content = "application/json"
			}
			schema := op.resp
			if schema == nil {
				schema = prim("string")
			}
			ok["content"] = map[string]any{content: map[string]any{"schema": schema}}
		}
		responses := map[string]any{
			strconv.Itoa(op.status): ok,
			"4XX":                   errorResponse("The request was refused: ValidationError 400, AuthenticationRequired 401, NoAccessError 403, NotFoundError 404, MethodNotAllowedError 405, NameExistsError 409, PayloadTooLarge 413, ContentTypeError 415, TooManyRequestsError 429"),
			"5XX":                   errorResponse("InternalError 500 (logged with its id), ServiceUnavailable 503"),
		}
		for status, desc := range op.also {
			responses[strconv.Itoa(status)] = map[string]any{"description": desc}
		}
		operation := map[string]any{
			"operationId": operationID(op),
			"summary":     op.summary,
			"tags":        []any{op.tag},
			"responses":   responses,
		}
		if len(params) > 0 {
			operation["parameters"] = params
		}
		if op.body != nil {
			operation["requestBody"] = map[string]any{"required": true,
				"content": map[string]any{"application/json": map[string]any{"schema": op.body}}}
		}
		if op.public {
			operation["security"] = []any{}
		}
		item, _ := paths[op.path].(map[string]any)
		if item == nil {
			item = map[string]any{}
			paths[op.path] = item
		}
		item[strings.ToLower(op.method)] = operation
	}
	var tagList []any
	for _, t := range sortedKeys(tags) {
		tagList = append(tagList, map[string]any{"name": t})
	}
	return map[string]any{
		"openapi": "3.1.0",
		"info": map[string]any{
			"title":       "Flagstone",
			"version":     "1",
			"description": "The REST face of Flagstone: Unleash's admin API wire format, its client API for the SDKs, and the operational routes. Errors are {id, name, message}.",
		},
		"servers": []any{map[string]any{"url": "/"}},
		"tags":    tagList,
		"paths":   paths,
		"components": map[string]any{
			"schemas": s.components,
			"securitySchemes": map[string]any{
				"apiToken": map[string]any{"type": "apiKey", "in": "header", "name": "Authorization",
					"description": "An API token (admin, client or frontend) or a personal access token, bare or after Bearer"},
				"session": map[string]any{"type": "apiKey", "in": "cookie", "name": auth.SessionCookie,
					"description": "The session of POST /auth/simple/login. A change a browser marks as sent by a page of another origin (Sec-Fetch-Site cross-site or same-site, or a foreign Origin) is refused with 403 NoAccessError (CSRF); this service's own pages and clients that are not browsers need no extra header"},
			},
		},
		"security": []any{map[string]any{"apiToken": []any{}}, map[string]any{"session": []any{}}},
	}
}

// operationID names an operation by its method and path: "get /api/admin/projects/{projectId}"
// becomes "getApiAdminProjectsProjectId".
func operationID(op route) string {
	var b strings.Builder
	b.WriteString(strings.ToLower(op.method))
	for _, part := range strings.FieldsFunc(op.path, func(r rune) bool { return r == '/' || r == '{' || r == '}' || r == '-' || r == '.' }) {
		b.WriteString(strings.ToUpper(part[:1]) + part[1:])
	}
	return b.String()
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
