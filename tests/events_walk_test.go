package tests

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// restStep is one REST mutation and the event it must record.
type restStep struct {
	name, method, path string
	body               any
	want               wantEvent
}

// walkREST runs each step in order and checks the newest event after it. The id a step
// answers with replaces "{id}" in the paths and bodies of the steps after it.
func walkREST(t *testing.T, s *server, steps []restStep) {
	t.Helper()
	lastID := ""
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			path := strings.ReplaceAll(st.path, "{id}", lastID)
			var body any
			if st.body != nil {
				raw, err := json.Marshal(st.body)
				require.NoError(t, err)
				body = strings.ReplaceAll(string(raw), "{id}", lastID)
			}
			out := s.mustOK(t, st.method, path, body)
			if id, ok := out["id"].(string); ok {
				lastID = id
			}
			want := st.want
			want.data, want.preData = withID(t, want.data, lastID), withID(t, want.preData, lastID)
			requireEvent(t, s.newestEvent(t), want)
		})
	}
}

// withID replaces "{id}" in the strings of m.
func withID(t *testing.T, m map[string]any, id string) map[string]any {
	if m == nil {
		return nil
	}
	raw, err := json.Marshal(m)
	require.NoError(t, err)
	var out map[string]any
	require.NoError(t, json.Unmarshal([]byte(strings.ReplaceAll(string(raw), "{id}", id)), &out))
	return out
}

const feat = "/api/admin/projects/web/features/banner"

func TestMutationEventsREST(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		walkREST(t, s, []restStep{
			{"create project", "POST", "/api/admin/projects", map[string]any{"id": "web", "name": "Web"},
				wantEvent{typ: "project-created", project: "web", data: map[string]any{"id": "web", "name": "Web"}}},
			{"update project", "PUT", "/api/admin/projects/web", map[string]any{"name": "Website"},
				wantEvent{typ: "project-updated", project: "web", data: map[string]any{"name": "Website"}, preData: map[string]any{"name": "Web"}}},
			{"create environment", "POST", "/api/admin/environments", map[string]any{"name": "qa", "type": "test"},
				wantEvent{typ: "environment-created", env: "qa", data: map[string]any{"name": "qa", "type": "test"}}},
			{"add project environment", "POST", "/api/admin/projects/web/environments", map[string]any{"environment": "qa"},
				wantEvent{typ: "project-environment-added", project: "web", env: "qa", data: map[string]any{"environment": "qa"}}},
			{"remove an environment the project got at creation", "DELETE", "/api/admin/projects/web/environments/development", nil,
				wantEvent{typ: "project-environment-removed", project: "web", env: "development", data: map[string]any{"environment": "development"}}},
			{"create feature", "POST", "/api/admin/projects/web/features", map[string]any{"name": "banner", "description": "Top"},
				wantEvent{typ: "feature-created", project: "web", feature: "banner", data: map[string]any{"name": "banner", "description": "Top", "type": "release"}}},
			{"update feature", "PUT", feat, map[string]any{"description": "Top banner"},
				wantEvent{typ: "feature-metadata-updated", project: "web", feature: "banner",
					data: map[string]any{"description": "Top banner"}, preData: map[string]any{"description": "Top"}}},
			{"enable in qa", "POST", feat + "/environments/qa/on", nil,
				wantEvent{typ: "feature-environment-enabled", project: "web", feature: "banner", env: "qa",
					data: map[string]any{"enabled": true}, preData: map[string]any{"enabled": false}}},
			{"disable in qa", "POST", feat + "/environments/qa/off", nil,
				wantEvent{typ: "feature-environment-disabled", project: "web", feature: "banner", env: "qa",
					data: map[string]any{"enabled": false}, preData: map[string]any{"enabled": true}}},
			{"mark stale", "POST", "/api/admin/projects/web/stale", map[string]any{"features": []string{"banner"}, "stale": true},
				wantEvent{typ: "feature-stale-on", project: "web", feature: "banner", data: map[string]any{"stale": true}, preData: map[string]any{"stale": false}}},
			{"unmark stale", "POST", "/api/admin/projects/web/stale", map[string]any{"features": []string{"banner"}, "stale": false},
				wantEvent{typ: "feature-stale-off", project: "web", feature: "banner", data: map[string]any{"stale": false}, preData: map[string]any{"stale": true}}},
			{"add strategy", "POST", feat + "/environments/production/strategies", map[string]any{
				"name": "flexibleRollout", "parameters": map[string]any{"rollout": 50, "stickiness": "default", "groupId": "banner"},
				"constraints": []map[string]any{{"contextName": "appName", "operator": "IN", "values": []string{"web"}}},
			}, wantEvent{typ: "feature-strategy-add", project: "web", feature: "banner", env: "production",
				data: map[string]any{"name": "flexibleRollout", "parameters": map[string]any{"rollout": "50", "stickiness": "default", "groupId": "banner"}}}},
			{"update strategy", "PUT", feat + "/environments/production/strategies/{id}", map[string]any{"title": "Half"},
				wantEvent{typ: "feature-strategy-update", project: "web", feature: "banner", env: "production",
					data: map[string]any{"id": "{id}", "title": "Half"}, preData: map[string]any{"title": nil}}},
			{"reorder strategies", "POST", feat + "/environments/production/strategies/set-sort-order", []map[string]any{{"id": "{id}", "sortOrder": 3}},
				wantEvent{typ: "strategy-order-changed", project: "web", feature: "banner", env: "production",
					data:    map[string]any{"strategies": []any{map[string]any{"id": "{id}", "sortOrder": float64(3)}}},
					preData: map[string]any{"strategies": []any{map[string]any{"id": "{id}", "sortOrder": float64(0)}}}}},
			{"remove strategy", "DELETE", feat + "/environments/production/strategies/{id}", nil,
				wantEvent{typ: "feature-strategy-remove", project: "web", feature: "banner", env: "production",
					preData: map[string]any{"id": "{id}", "name": "flexibleRollout"}}},
			{"set variants", "PUT", feat + "/environments/production/variants", []map[string]any{{"name": "red"}, {"name": "blue", "weight": 100, "weightType": "fix"}},
				wantEvent{typ: "feature-environment-variants-updated", project: "web", feature: "banner", env: "production",
					data: map[string]any{"variants": []any{
						map[string]any{"name": "blue", "weight": float64(100), "weightType": "fix", "stickiness": "default"},
						map[string]any{"name": "red", "weight": float64(900), "weightType": "variable", "stickiness": "default"},
					}}, preData: map[string]any{"variants": []any{}}}},
			{"remove project environment", "DELETE", "/api/admin/projects/web/environments/qa", nil,
				wantEvent{typ: "project-environment-removed", project: "web", env: "qa", data: map[string]any{"environment": "qa"}}},
			{"archive feature", "DELETE", feat, nil,
				wantEvent{typ: "feature-archived", project: "web", feature: "banner", data: map[string]any{"archived": true}, preData: map[string]any{"archived": false}}},
			{"revive feature", "POST", "/api/admin/archive/revive/banner", nil,
				wantEvent{typ: "feature-revived", project: "web", feature: "banner", data: map[string]any{"archived": false}, preData: map[string]any{"archived": true}}},
			{"archive again", "DELETE", feat, nil,
				wantEvent{typ: "feature-archived", project: "web", feature: "banner", data: map[string]any{"archived": true}, preData: map[string]any{"archived": false}}},
			{"delete archived feature", "DELETE", "/api/admin/archive/banner", nil,
				wantEvent{typ: "feature-deleted", project: "web", feature: "banner", preData: map[string]any{"name": "banner"}}},
			{"delete project", "DELETE", "/api/admin/projects/web", nil,
				wantEvent{typ: "project-deleted", project: "web", preData: map[string]any{"id": "web", "name": "Website"}}},
		})
		ev := s.newestEvent(t)
		require.Equal(t, "admin-token-1", ev["createdBy"])
		require.EqualValues(t, -42, ev["createdByUserId"])
	})
}

// gqlStep is one GraphQL mutation and the event it must record.
type gqlStep struct {
	name, query string
	vars        map[string]any
	want        wantEvent
}

func walkGraphQL(t *testing.T, s *server, steps []gqlStep) {
	t.Helper()
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			g := s.gql(adminToken, st.query, st.vars)
			require.Empty(t, g.Errors)
			requireEvent(t, s.newestEvent(t), st.want)
		})
	}
}

func TestMutationEventsGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		walkGraphQL(t, s, []gqlStep{
			{"create project", `mutation { createProject(input: {id: "app", name: "App"}) { id } }`, nil,
				wantEvent{typ: "project-created", project: "app", data: map[string]any{"id": "app", "name": "App"}}},
			{"update project", `mutation { updateProject(id: "app", input: {description: "Mobile"}) { id } }`, nil,
				wantEvent{typ: "project-updated", project: "app", data: map[string]any{"description": "Mobile"}, preData: map[string]any{"description": nil}}},
			{"create environment", `mutation { createEnvironment(input: {name: "qa", type: "test"}) { name } }`, nil,
				wantEvent{typ: "environment-created", env: "qa", data: map[string]any{"name": "qa"}}},
			{"add project environment", `mutation { addProjectEnvironment(projectId: "app", environment: "qa") { environments } }`, nil,
				wantEvent{typ: "project-environment-added", project: "app", env: "qa", data: map[string]any{"environment": "qa"}}},
			{"create feature", `mutation { createFeature(projectId: "app", input: {name: "dark-mode", type: "permission"}) { name } }`, nil,
				wantEvent{typ: "feature-created", project: "app", feature: "dark-mode", data: map[string]any{"type": "permission"}}},
			{"update feature", `mutation { updateFeature(projectId: "app", name: "dark-mode", input: {impressionData: true}) { name } }`, nil,
				wantEvent{typ: "feature-metadata-updated", project: "app", feature: "dark-mode",
					data: map[string]any{"impressionData": true}, preData: map[string]any{"impressionData": false}}},
			{"enable", `mutation { setFeatureEnvironmentEnabled(projectId: "app", name: "dark-mode", environment: "qa", enabled: true) { name } }`, nil,
				wantEvent{typ: "feature-environment-enabled", project: "app", feature: "dark-mode", env: "qa",
					data: map[string]any{"enabled": true}, preData: map[string]any{"enabled": false}}},
			{"stale", `mutation { setFeaturesStale(projectId: "app", features: ["dark-mode"], stale: true) { stale } }`, nil,
				wantEvent{typ: "feature-stale-on", project: "app", feature: "dark-mode", data: map[string]any{"stale": true}, preData: map[string]any{"stale": false}}},
			{"archive", `mutation { archiveFeature(projectId: "app", name: "dark-mode") { archived } }`, nil,
				wantEvent{typ: "feature-archived", project: "app", feature: "dark-mode", data: map[string]any{"archived": true}, preData: map[string]any{"archived": false}}},
			{"revive", `mutation { reviveFeature(name: "dark-mode") { archived } }`, nil,
				wantEvent{typ: "feature-revived", project: "app", feature: "dark-mode", data: map[string]any{"archived": false}, preData: map[string]any{"archived": true}}},
		})
		g := s.gql(adminToken, `{ feature(projectId: "app", name: "dark-mode") { name stale environments { name type enabled strategies { name parameters } } } }`, nil)
		require.Empty(t, g.Errors)
		envs := g.Data["feature"].(map[string]any)["environments"].([]any)
		require.Len(t, envs, 3, "development and production from the project's creation, then qa")
		qa := envs[2].(map[string]any)
		require.Equal(t, "test", qa["type"])
		require.Len(t, qa["strategies"], 1)
	})
}
