package tests

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAdminListsReadModel checks the kept answers of the hot lists: the lean shape of a
// project's feature list, an ETag and 304s, gzip, a new answer after any commit (of a
// feature, a favorite, a user), and answers kept per caller; and that the export, which
// is not kept, sees every change.
func TestAdminListsReadModel(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const list = "/api/admin/projects/default/features"
		s.mustOK(t, http.MethodPost, list, map[string]any{"name": "lists-a"})
		s.mustOK(t, http.MethodPost, list+"/lists-a/environments/development/on", nil)

		first := s.admin(http.MethodGet, list, nil)
		require.Equal(t, http.StatusOK, first.Status)
		etag := first.Header.Get("ETag")
		require.NotEmpty(t, etag)
		f := first.JSON(t)["features"].([]any)[0].(map[string]any)
		require.ElementsMatch(t, []string{"name", "type", "description", "stale", "favorite", "impressionData", "createdAt",
			"environments", "tags"}, keys(f), "projectFeatureSchema")
		dev := f["environments"].([]any)[0].(map[string]any)
		require.ElementsMatch(t, []string{"name", "type", "enabled", "sortOrder", "variantCount", "lastSeenAt",
			"hasStrategies", "hasEnabledStrategies"}, keys(dev), "projectFeatureEnvironmentSchema: no strategies")
		require.Equal(t, true, dev["enabled"])
		require.Equal(t, true, dev["hasEnabledStrategies"])

		again := s.doHeaders(http.MethodGet, list, adminToken, nil, map[string]string{"If-None-Match": etag})
		require.Equal(t, http.StatusNotModified, again.Status)
		require.Empty(t, again.Body)

		zipped := s.doHeaders(http.MethodGet, list, adminToken, nil, map[string]string{"Accept-Encoding": "gzip"})
		require.Equal(t, "gzip", zipped.Header.Get("Content-Encoding"))
		zr, err := gzip.NewReader(bytes.NewReader(zipped.Body))
		require.NoError(t, err)
		plain, err := io.ReadAll(zr)
		require.NoError(t, err)
		require.Equal(t, first.Body, plain, "the gzipped body is the same answer")

		s.mustOK(t, http.MethodPost, list+"/lists-a/environments/development/off", nil)
		changed := s.doHeaders(http.MethodGet, list, adminToken, nil, map[string]string{"If-None-Match": etag})
		require.Equal(t, http.StatusOK, changed.Status, "a commit makes a new answer")
		require.NotEqual(t, etag, changed.Header.Get("ETag"))
		require.Equal(t, false, changed.JSON(t)["features"].([]any)[0].(map[string]any)["environments"].([]any)[0].(map[string]any)["enabled"])

		// Answers are per caller: a favorite of one user shows in that user's list only.
		s.createUser("lists-viewer@example.com", "Viewer")
		viewer := s.login("lists-viewer@example.com", testPassword)
		s.mustOK(t, http.MethodPost, list, map[string]any{"name": "lists-b"})
		names := func(cred string) []any {
			var out []any
			for _, f := range s.do(http.MethodGet, list, cred, nil).JSON(t)["features"].([]any) {
				out = append(out, f.(map[string]any)["name"])
			}
			return out
		}
		require.Equal(t, []any{"lists-a", "lists-b"}, names(viewer))
		require.Equal(t, http.StatusOK, s.do(http.MethodPost, list+"/lists-b/favorites", viewer, nil).Status)
		require.Equal(t, []any{"lists-b", "lists-a"}, names(viewer), "a favorite is a commit: the answer is built again")
		require.Equal(t, []any{"lists-a", "lists-b"}, names(adminToken))

		users := s.admin(http.MethodGet, "/api/admin/user-admin", nil)
		require.NotEmpty(t, users.Header.Get("ETag"))
		s.createUser("lists-editor@example.com", "Editor")
		require.Contains(t, string(s.admin(http.MethodGet, "/api/admin/user-admin", nil).Body), "lists-editor@example.com")

		export := map[string]any{"environment": "development", "project": "default"}
		before := s.admin(http.MethodPost, "/api/admin/features-batch/export", export)
		require.Equal(t, before.Body, s.admin(http.MethodPost, "/api/admin/features-batch/export", export).Body)
		s.mustOK(t, http.MethodPost, list, map[string]any{"name": "lists-c"})
		require.Contains(t, string(s.admin(http.MethodPost, "/api/admin/features-batch/export", export).Body), "lists-c")
	})
}

// settle brings the server's watermark up to date and looks cred up once, so that a
// statement count that follows does not depend on when the poller ran: credentials are
// looked up once per commit, not once per request.
func (s *server) settle(cred string) {
	s.t.Helper()
	require.NoError(s.t, s.App.ClientAPI.Refresh(context.Background()))
	require.Equal(s.t, http.StatusOK, s.do(http.MethodGet, "/api/admin/user/roles", cred, nil).Status)
}

// TestFeatureListStrategyFlags checks the list's hasStrategies and hasEnabledStrategies
// (counted in the database) against the strategies the single-feature route sends, for
// an environment without strategies, with enabled ones, with disabled ones only, and with
// both, in every environment.
func TestFeatureListStrategyFlags(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const list = "/api/admin/projects/default/features"
		strategy := func(disabled bool) map[string]any {
			return map[string]any{"name": "flexibleRollout", "disabled": disabled,
				"parameters": map[string]any{"rollout": "50", "stickiness": "default", "groupId": "g"}}
		}
		// development's [hasStrategies, hasEnabledStrategies], per flag.
		development := map[string][2]bool{}
		for _, c := range []struct {
			name       string
			strategies []bool // disabled, per strategy added in development
			want       [2]bool
		}{
			{"flags-none", nil, [2]bool{false, false}},
			{"flags-enabled", []bool{false}, [2]bool{true, true}},
			{"flags-disabled", []bool{true}, [2]bool{true, false}},
			{"flags-disabled-twice", []bool{true, true}, [2]bool{true, false}},
			{"flags-both", []bool{true, false}, [2]bool{true, true}},
		} {
			development[c.name] = c.want
			s.mustOK(t, http.MethodPost, list, map[string]any{"name": c.name})
			for _, disabled := range c.strategies {
				s.mustOK(t, http.MethodPost, list+"/"+c.name+"/environments/development/strategies", strategy(disabled))
			}
		}
		features := s.mustOK(t, http.MethodGet, list, nil)["features"].([]any)
		require.Len(t, features, 5)
		for _, f := range features {
			lean := f.(map[string]any)
			full := s.mustOK(t, http.MethodGet, list+"/"+lean["name"].(string), nil)
			want := map[string][2]bool{}
			for _, e := range full["environments"].([]any) {
				env := e.(map[string]any)
				has, enabled := false, false
				for _, st := range env["strategies"].([]any) {
					has = true
					enabled = enabled || !st.(map[string]any)["disabled"].(bool)
				}
				want[env["name"].(string)] = [2]bool{has, enabled}
			}
			got := map[string][2]bool{}
			for _, e := range lean["environments"].([]any) {
				env := e.(map[string]any)
				got[env["name"].(string)] = [2]bool{env["hasStrategies"].(bool), env["hasEnabledStrategies"].(bool)}
			}
			require.Equal(t, want, got, "%s: [hasStrategies, hasEnabledStrategies] per environment", lean["name"])
			require.Equal(t, development[lean["name"].(string)], got["development"], "%s in development", lean["name"])
		}
	})
}
