package tests

import (
	"bytes"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"

	"flagstone/rest"
)

// openAPIDoc fetches the served document.
func openAPIDoc(t *testing.T, s *server) map[string]any {
	t.Helper()
	res := s.do(http.MethodGet, "/docs/openapi.json", "", nil)
	require.Equal(t, http.StatusOK, res.Status)
	doc := res.JSON(t)
	require.Equal(t, "3.1.0", doc["openapi"])
	return doc
}

// TestOpenAPICoversEveryRoute walks the router the binary serves: a served route the
// document lacks fails, and so does a documented route nothing serves.
func TestOpenAPICoversEveryRoute(t *testing.T) {
	s := start(t, stores()[0].dsn(t))
	doc := openAPIDoc(t, s)
	documented := map[string]bool{}
	for path, item := range doc["paths"].(map[string]any) {
		for method := range item.(map[string]any) {
			documented[strings.ToUpper(method)+" "+path] = true
		}
	}
	served := servedRoutes(t, s.App.Handler.(chi.Routes))
	for key := range served {
		if _, skip := rest.UndocumentedRoutes[strings.SplitN(key, " ", 2)[1]]; skip {
			delete(served, key)
		}
	}
	requireSameRoutes(t, served, documented, "served routes missing from /docs/openapi.json", "documented routes nothing serves")
	t.Logf("OpenAPI coverage: %d of %d served routes documented, %d documented operations, none unserved (%d routes left out on purpose: %v)",
		len(served), len(served), len(documented), len(rest.UndocumentedRoutes), rest.UndocumentedRoutes)
}

// servedRoutes walks a router: "METHOD /path" of every route, without trailing slashes.
func servedRoutes(t *testing.T, router chi.Routes) map[string]bool {
	t.Helper()
	routes := map[string]bool{}
	err := chi.Walk(router, func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		routes[method+" "+strings.TrimSuffix(strings.ReplaceAll(route, "/*", ""), "/")] = true
		return nil
	})
	require.NoError(t, err)
	return routes
}

// requireSameRoutes fails naming the served routes listed lacks, and the listed ones
// nothing serves.
func requireSameRoutes(t *testing.T, served, listed map[string]bool, missingMsg, extraMsg string) {
	t.Helper()
	var missing, extra []string
	for key := range served {
		if !listed[key] {
			missing = append(missing, key)
		}
	}
	for key := range listed {
		if !served[key] {
			extra = append(extra, key)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	require.Empty(t, missing, missingMsg)
	require.Empty(t, extra, extraMsg)
}

// pointerPart escapes one JSON-pointer segment.
func pointerPart(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// responseSchema compiles the schema the document gives the answer of method on pattern
// with status (the 4XX or 5XX range when there is no exact one); nil when it has no body.
func responseSchema(t *testing.T, c *jsonschema.Compiler, doc map[string]any, method, pattern string, status int) *jsonschema.Schema {
	t.Helper()
	item, ok := doc["paths"].(map[string]any)[pattern].(map[string]any)
	require.True(t, ok, "%s is not documented", pattern)
	op, ok := item[strings.ToLower(method)].(map[string]any)
	require.True(t, ok, "%s %s is not documented", method, pattern)
	responses := op["responses"].(map[string]any)
	key := fmt.Sprint(status)
	resp, ok := responses[key].(map[string]any)
	if !ok {
		key = fmt.Sprintf("%dXX", status/100)
		resp, ok = responses[key].(map[string]any)
	}
	require.True(t, ok, "%s %s: status %d is not documented", method, pattern, status)
	content, _ := resp["content"].(map[string]any)
	if _, ok := content["application/json"]; !ok {
		return nil
	}
	ptr := "mem://openapi.json#/paths/" + pointerPart(pattern) + "/" + strings.ToLower(method) +
		"/responses/" + key + "/content/application~1json/schema"
	sch, err := c.Compile(ptr)
	require.NoError(t, err, ptr)
	return sch
}

// TestResponsesMatchOpenAPI sends real requests, successes and refusals, and validates
// every answer against the schema the document gives it.
func TestResponsesMatchOpenAPI(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		raw := s.do(http.MethodGet, "/docs/openapi.json", "", nil).Body
		docAny, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		require.NoError(t, err)
		c := jsonschema.NewCompiler()
		require.NoError(t, c.AddResource("mem://openapi.json", docAny))
		doc := openAPIDoc(t, s)

		// The schemas bite: a body of the wrong shape fails.
		require.Error(t, responseSchema(t, c, doc, "GET", "/health", 200).Validate(map[string]any{"health": 5.0}))
		require.Error(t, responseSchema(t, c, doc, "GET", "/api/admin/projects", 401).Validate(map[string]any{"message": "no id or name"}))
		require.Error(t, responseSchema(t, c, doc, "GET", "/api/admin/projects/{projectId}/features/{featureName}", 200).Validate(
			map[string]any{"name": "x", "enabled": "yes"}))

		client := s.apiToken(t, "client", "development")
		session := s.login("admin", "Admin-Passw0rd!")
		expires := time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
		const fe = "/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}"
		cases := []struct {
			method, path, pattern string
			cred                  string
			body                  any
		}{
			{"POST", "/api/admin/projects/default/features", "/api/admin/projects/{projectId}/features", adminToken, map[string]any{"name": "doc-flag", "description": "documented"}},
			{"POST", "/api/admin/projects/default/features", "/api/admin/projects/{projectId}/features", adminToken, map[string]any{"name": "doc-flag"}},
			{"POST", "/api/admin/projects/default/features/doc-flag/environments/development/strategies", fe + "/strategies", adminToken,
				map[string]any{"name": "flexibleRollout", "parameters": map[string]any{"rollout": "50", "stickiness": "default", "groupId": "doc-flag"},
					"constraints": []any{map[string]any{"contextName": "userId", "operator": "IN", "values": []string{"a"}}}}},
			{"PUT", "/api/admin/projects/default/features/doc-flag/environments/development/variants", fe + "/variants", adminToken,
				[]any{map[string]any{"name": "blue", "weight": 1000, "weightType": "variable", "stickiness": "default"}}},
			{"POST", "/api/admin/projects/default/features/doc-flag/environments/development/on", fe + "/on", adminToken, nil},
			{"GET", "/api/admin/projects/default/features/doc-flag", "/api/admin/projects/{projectId}/features/{featureName}", adminToken, nil},
			{"GET", "/api/admin/projects/default/features", "/api/admin/projects/{projectId}/features", adminToken, nil},
			{"GET", "/api/admin/projects/default/features/doc-flag/environments/development/strategies", fe + "/strategies", adminToken, nil},
			{"GET", "/api/admin/projects/default/features/doc-flag/environments/development/variants", fe + "/variants", adminToken, nil},
			{"POST", "/api/admin/features/doc-flag/tags", "/api/admin/features/{featureName}/tags", adminToken, map[string]any{"value": "documented"}},
			{"GET", "/api/admin/features/doc-flag/tags", "/api/admin/features/{featureName}/tags", adminToken, nil},
			{"GET", "/api/admin/tags", "/api/admin/tags", adminToken, nil},
			{"GET", "/api/admin/tag-types", "/api/admin/tag-types", adminToken, nil},
			{"POST", "/api/admin/context", "/api/admin/context", adminToken, map[string]any{"name": "region", "legalValues": []any{map[string]any{"value": "eu"}}}},
			{"GET", "/api/admin/context", "/api/admin/context", adminToken, nil},
			{"POST", "/api/admin/segments", "/api/admin/segments", adminToken, map[string]any{"name": "doc-seg", "constraints": []any{}}},
			{"GET", "/api/admin/segments", "/api/admin/segments", adminToken, nil},
			{"GET", "/api/admin/strategies", "/api/admin/strategies", adminToken, nil},
			{"GET", "/api/admin/projects", "/api/admin/projects", adminToken, nil},
			{"GET", "/api/admin/projects/default", "/api/admin/projects/{projectId}", adminToken, nil},
			{"GET", "/api/admin/environments", "/api/admin/environments", adminToken, nil},
			{"POST", "/api/admin/user-admin", "/api/admin/user-admin", adminToken, map[string]any{"email": "doc@example.com", "rootRole": "Editor"}},
			{"GET", "/api/admin/user-admin", "/api/admin/user-admin", adminToken, nil},
			{"GET", "/api/admin/user-admin/1", "/api/admin/user-admin/{id}", adminToken, nil},
			{"GET", "/api/admin/user/roles", "/api/admin/user/roles", session, nil},
			{"POST", "/api/admin/groups", "/api/admin/groups", adminToken, map[string]any{"name": "doc-group", "users": []any{map[string]any{"user": map[string]any{"id": 1}}}}},
			{"GET", "/api/admin/groups", "/api/admin/groups", adminToken, nil},
			{"GET", "/api/admin/api-tokens", "/api/admin/api-tokens", adminToken, nil},
			{"POST", "/api/admin/user/tokens", "/api/admin/user/tokens", session, map[string]any{"description": "doc", "expiresAt": expires}},
			{"GET", "/api/admin/user/tokens", "/api/admin/user/tokens", session, nil},
			{"POST", "/api/admin/invite-link/tokens", "/api/admin/invite-link/tokens", adminToken, map[string]any{"name": "doc", "expiresAt": expires}},
			{"GET", "/api/admin/invite-link/tokens", "/api/admin/invite-link/tokens", adminToken, nil},
			{"POST", "/api/admin/events/search", "/api/admin/events/search", adminToken, map[string]any{"feature": "doc-flag"}},
			{"GET", "/api/admin/events/doc-flag", "/api/admin/events/{featureName}", adminToken, nil},
			{"GET", "/api/admin/insights", "/api/admin/insights", adminToken, nil},
			{"POST", "/api/admin/features-batch/validate", "/api/admin/features-batch/validate", adminToken,
				map[string]any{"project": "default", "environment": "development", "data": map[string]any{"features": []any{}, "featureStrategies": []any{}, "tagTypes": []any{}}}},
			{"GET", "/api/client/features", "/api/client/features", client, nil},
			{"GET", "/api/client/features/doc-flag", "/api/client/features/{featureName}", client, nil},
			{"GET", "/health", "/health", "", nil},
			{"GET", "/health/ready", "/health/ready", "", nil},
			{"POST", "/auth/simple/login", "/auth/simple/login", "", map[string]any{"username": "admin", "password": "Admin-Passw0rd!"}},
			// Refusals: the error shape.
			{"GET", "/api/admin/projects", "/api/admin/projects", "", nil},
			{"GET", "/api/admin/user-admin", "/api/admin/user-admin", client, nil},
			{"GET", "/api/admin/projects/nope/features/doc-flag", "/api/admin/projects/{projectId}/features/{featureName}", adminToken, nil},
			{"POST", "/api/admin/tag-types", "/api/admin/tag-types", adminToken, map[string]any{"name": ""}},
		}
		for _, tc := range cases {
			res := s.do(tc.method, tc.path, tc.cred, tc.body)
			name := fmt.Sprintf("%s %s → %d", tc.method, tc.path, res.Status)
			sch := responseSchema(t, c, doc, tc.method, tc.pattern, res.Status)
			if sch == nil {
				continue
			}
			require.Contains(t, res.Header.Get("Content-Type"), "application/json", name)
			body, err := jsonschema.UnmarshalJSON(bytes.NewReader(res.Body))
			require.NoError(t, err, "%s: %s", name, res.Body)
			require.NoError(t, sch.Validate(body), "%s: %s", name, res.Body)
		}
	})
}

// TestDocsPage: /docs is a page of its own, from embedded files only.
func TestDocsPage(t *testing.T) {
	s := start(t, stores()[0].dsn(t))
	page := s.do(http.MethodGet, "/docs", "", nil)
	require.Equal(t, http.StatusOK, page.Status)
	require.Contains(t, page.Header.Get("Content-Type"), "text/html")
	require.Contains(t, string(page.Body), `<script src="/docs/docs.js">`)
	require.NotRegexp(t, `(?i)(src|href)="https?://`, string(page.Body), "nothing from elsewhere")
	script := s.do(http.MethodGet, "/docs/docs.js", "", nil)
	require.Equal(t, http.StatusOK, script.Status)
	require.Contains(t, string(script.Body), `fetch("/docs/openapi.json")`)
}
