package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestToggleAnswersTheFeatureAsRead: a toggle answers with the feature as a read of it
// right after answers, byte for byte, though it takes the environments and tags from its
// own transaction rather than reading them again: tags in their order, every
// environment with its type, sort order and new state, strategies (the default one "on"
// adds) with their segments, dependencies both ways. Also when the state does not change.
func TestToggleAnswersTheFeatureAsRead(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, name := range []string{"shown", "kid"} {
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
		feature := "/api/admin/projects/default/features/shown"
		for _, title := range []any{"Runbook", nil} { // a toggle's answer reads the links with the lock
			res := s.admin(http.MethodPost, feature+"/link", map[string]any{"url": "https://example.test/x", "title": title})
			require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
		}
		s.mustOK(t, http.MethodPost, feature+"/environments/development/strategies",
			map[string]any{"name": "default", "segments": []any{seg["id"]}})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features/kid/dependencies", map[string]any{"feature": "shown"})

		for _, f := range []string{feature, "/api/admin/projects/default/features/kid"} { // a parent, a child
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
