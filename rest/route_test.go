package rest

import (
	"net/http"
	"strings"
	"testing"
)

// TestRoutesDeclaredOnce checks the tables the router and the document are built from: each
// operation is declared once, serves a handler and says what the document needs.
func TestRoutesDeclaredOnce(t *testing.T) {
	methods := map[string]bool{http.MethodGet: true, http.MethodPost: true, http.MethodPut: true,
		http.MethodPatch: true, http.MethodDelete: true}
	// The app gives the operational handlers (MountOperations); the tables hold the rest.
	fromApp := map[string]bool{}
	for _, rt := range (Operations{}).routes(newSchemaSet()) {
		fromApp[rt.path] = rt.handler == nil
	}
	seen := map[string]bool{}
	for _, rt := range documentedRoutes(newSchemaSet()) {
		key := rt.method + " " + rt.path
		if seen[key] {
			t.Errorf("%s is declared twice", key)
		}
		seen[key] = true
		if !methods[rt.method] {
			t.Errorf("%s: method %q", key, rt.method)
		}
		if !strings.HasPrefix(rt.path, "/") || strings.HasSuffix(rt.path, "/") && rt.path != "/" {
			t.Errorf("%s: a path is full, without a trailing slash", key)
		}
		if rt.handler == nil && !fromApp[rt.path] {
			t.Errorf("%s has no handler", key)
		}
		if rt.tag == "" || rt.summary == "" || http.StatusText(rt.status) == "" {
			t.Errorf("%s: tag %q, summary %q, status %d: the document needs all three", key, rt.tag, rt.summary, rt.status)
		}
	}
	if len(seen) < 150 {
		t.Errorf("%d routes: an area's table is missing", len(seen))
	}
}

// TestOpenAPIOperationsWellFormed reads the document derived from the tables: operation ids
// are unique and every path parameter is declared.
func TestOpenAPIOperationsWellFormed(t *testing.T) {
	ids := map[string]string{}
	for path, item := range buildOpenAPI()["paths"].(map[string]any) {
		for method, v := range item.(map[string]any) {
			op := v.(map[string]any)
			key := method + " " + path
			id := op["operationId"].(string)
			if other, dup := ids[id]; dup {
				t.Errorf("%s and %s share the operationId %s", key, other, id)
			}
			ids[id] = key
			declared := map[string]bool{}
			params, _ := op["parameters"].([]any)
			for _, p := range params {
				if p := p.(map[string]any); p["in"] == "path" {
					declared[p["name"].(string)] = true
				}
			}
			for _, m := range pathParamName.FindAllStringSubmatch(path, -1) {
				if !declared[m[1]] {
					t.Errorf("%s: path parameter %s undeclared", key, m[1])
				}
			}
			if _, ok := op["responses"].(map[string]any)["4XX"]; !ok {
				t.Errorf("%s: no error answer", key)
			}
		}
	}
}
