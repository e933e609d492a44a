package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestToggleAnswersTheFeatureAsRead: a toggle answers with the feature as a read of it
// right after answers, byte for byte, though it takes everything it shows from its own
// transaction (read under the feature's lock, as JSON) rather than reading it again after
// the commit: tags in their order, every environment with its type, sort order and new
// state, strategies in their order (the default one "on" adds, others with segments,
// constraints, variants with payloads, parameters, a title, disabled or not), dependencies
// both ways (with variants, a parent and its children). Also when the state does not
// change.
func TestToggleAnswersTheFeatureAsRead(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, name := range []string{"shown", "kid", "kid2"} {
			newFeature(t, s, "default", name)
		}
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/tag-types", map[string]any{"name": "team"}).Status)
		for _, v := range []string{"zeta", "alpha"} {
			res := s.admin(http.MethodPost, "/api/admin/features/shown/tags", map[string]any{"type": "team", "value": v})
			require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		}
		res := s.admin(http.MethodPost, "/api/admin/features/shown/tags", map[string]any{"type": "simple", "value": "beta-users"})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		seg := s.mustOK(t, http.MethodPost, "/api/admin/segments", map[string]any{"name": "beta", "constraints": []any{}})
		seg2 := s.mustOK(t, http.MethodPost, "/api/admin/segments", map[string]any{"name": "gamma", "constraints": []any{}})
		feature := "/api/admin/projects/default/features/shown"
		for _, title := range []any{"Runbook", nil} { // a toggle's answer reads the links with the lock
			res := s.admin(http.MethodPost, feature+"/link", map[string]any{"url": "https://example.test/x", "title": title})
			require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
		}
		s.mustOK(t, http.MethodPost, feature+"/environments/development/strategies",
			map[string]any{"name": "default", "segments": []any{seg["id"]}})
		s.mustOK(t, http.MethodPost, feature+"/environments/development/strategies", map[string]any{
			"name": "flexibleRollout", "title": "Ünïcode \"title\" <b>", "disabled": true, "sortOrder": -1,
			"segments":   []any{seg2["id"], seg["id"]},
			"parameters": map[string]any{"rollout": "50", "stickiness": "userId", "groupId": "shown", "zz": "1.50", "aa": ""},
			"constraints": []any{
				map[string]any{"contextName": "userId", "operator": "IN", "values": []string{"b", "a", "ü", "10"}, "caseInsensitive": true, "inverted": true},
				map[string]any{"contextName": "appName", "operator": "NUM_GTE", "value": "1.50"},
			},
			"variants": []any{
				map[string]any{"name": "blue", "weight": 600, "weightType": "variable", "stickiness": "default",
					"payload": map[string]any{"type": "json", "value": `{"b": 1.50, "a": [1e3]}`}},
				map[string]any{"name": "red", "weight": 400, "weightType": "variable", "stickiness": "default"},
			},
		})
		s.mustOK(t, http.MethodPost, feature+"/environments/development/strategies", map[string]any{"name": "userWithId",
			"parameters": map[string]any{"userIds": "1,2"}, "sortOrder": 0}) // after "default": created later
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features/kid/dependencies", map[string]any{"feature": "shown", "variants": []string{"blue", "red"}})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features/kid2/dependencies",
			map[string]any{"feature": "shown", "enabled": false})

		for _, f := range []string{feature, "/api/admin/projects/default/features/kid", "/api/admin/projects/default/features/kid2"} { // a parent, children
			for _, step := range []string{"production/on", "development/on", "production/off", "production/off"} {
				toggled := s.admin(http.MethodPost, f+"/environments/"+step, nil)
				require.Equal(t, http.StatusOK, toggled.Status, "%s: %s", step, toggled.Body)
				read := s.admin(http.MethodGet, f, nil)
				require.Equal(t, http.StatusOK, read.Status, "body: %s", read.Body)
				require.Equal(t, string(read.Body), string(toggled.Body), "%s %s", f, step)
			}
		}
	})
}
