package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// playgroundFeatures posts to the playground and returns its features by name.
func (s *server) playgroundFeatures(t *testing.T, body map[string]any) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	for _, f := range s.mustOK(t, http.MethodPost, "/api/admin/playground", body)["features"].([]any) {
		m := f.(map[string]any)
		out[m["name"].(string)] = m
	}
	return out
}

func TestPlayground(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		frontendFlags(t, s)
		fs := s.playgroundFeatures(t, map[string]any{"environment": "development", "projects": "*",
			"context": map[string]any{"appName": "web", "userId": "7"}})
		require.Len(t, fs, 4, "every flag of every project")
		user := fs["fe-user"]
		require.Equal(t, true, user["isEnabled"])
		require.Equal(t, "default", user["projectId"])
		require.Equal(t, map[string]any{"name": "blue", "enabled": true, "payload": map[string]any{"type": "string", "value": "b"}}, user["variant"])
		strategies := user["strategies"].(map[string]any)
		require.Equal(t, true, strategies["result"])
		st := strategies["data"].([]any)[0].(map[string]any)
		require.Equal(t, "flexibleRollout", st["name"])
		require.Equal(t, map[string]any{"enabled": true, "evaluationStatus": "complete"}, st["result"])
		require.Equal(t, true, st["constraints"].([]any)[0].(map[string]any)["result"])
		require.Equal(t, false, fs["fe-off"]["isEnabledInCurrentEnvironment"])
		require.Equal(t, false, fs["fe-off"]["isEnabled"])

		fs = s.playgroundFeatures(t, map[string]any{"environment": "development", "projects": []string{"default"},
			"context": map[string]any{"appName": "web", "userId": "8"}})
		require.Len(t, fs, 3, "the projects asked for")
		user = fs["fe-user"]
		require.Equal(t, false, user["isEnabled"])
		require.Equal(t, map[string]any{"name": "disabled", "enabled": false}, user["variant"])
		st = user["strategies"].(map[string]any)["data"].([]any)[0].(map[string]any)
		require.Equal(t, false, st["constraints"].([]any)[0].(map[string]any)["result"], "which constraint failed")
		require.Equal(t, map[string]any{"enabled": false, "evaluationStatus": "complete"}, st["result"])

		g := s.gql(adminToken, `{ playground(input: {environment: "development", projects: ["default"], context: {userId: "8", properties: {region: "eu"}}}) {
			name isEnabled strategiesResult variant { name enabled } strategies { name enabled evaluationStatus constraints { contextName result } } } }`, nil)
		require.Empty(t, g.Errors)
		var twin map[string]any
		for _, f := range g.Data["playground"].([]any) {
			if f.(map[string]any)["name"] == "fe-user" {
				twin = f.(map[string]any)
			}
		}
		require.Equal(t, map[string]any{"name": "fe-user", "isEnabled": false, "strategiesResult": false,
			"variant": map[string]any{"name": "disabled", "enabled": false},
			"strategies": []any{map[string]any{"name": "flexibleRollout", "enabled": false, "evaluationStatus": "complete",
				"constraints": []any{map[string]any{"contextName": "userId", "result": false}}}}}, twin)

		requireError(t, s.admin(http.MethodPost, "/api/admin/playground", map[string]any{"context": map[string]any{}}), 400, "ValidationError", "environment")
		requireError(t, s.admin(http.MethodPost, "/api/admin/playground", map[string]any{"environment": "nope", "context": map[string]any{}}), 404, "NotFoundError", "nope")
		requireError(t, s.admin(http.MethodPost, "/api/admin/playground", map[string]any{"environment": "development", "projects": 3, "context": map[string]any{}}), 400, "ValidationError", "projects")
	})
}
