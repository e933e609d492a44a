package tests

import (
	"bytes"
	"flag"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"
)

var updateGolden = flag.Bool("update-golden", false, "rewrite the golden files of TestAdminReadsGolden")

// volatile are the parts of an answer that differ from run to run: times, UUIDs and
// secrets. The golden comparison masks them.
var volatile = []struct {
	re   *regexp.Regexp
	mask string
}{
	{regexp.MustCompile(`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)`), "<time>"},
	{regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`), "<uuid>"},
	{regexp.MustCompile(`[0-9a-f]{32,}`), "<secret>"},
	{regexp.MustCompile(`"[0-9a-f]{4}\*{4}"`), `"<secret>****"`},
}

// TestAdminReadsGolden pins the bodies of the admin reads that issue 18 makes faster
// (users, roles, a feature's events, one feature, the batch export, invite links),
// byte for byte apart from times, UUIDs and secrets, on each store: a cache or a faster
// encoder must answer exactly what the plain path answered. The golden files were
// written before any of that work (go test ./tests/ -run AdminReadsGolden -update-golden).
func TestAdminReadsGolden(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const base = "/api/admin/projects/default/features/"
		for _, name := range []string{"golden-a", "golden-b", "golden-c"} {
			s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features",
				map[string]any{"name": name, "type": "release", "description": "the flag " + name})
		}
		s.mustOK(t, http.MethodPost, base+"golden-a/environments/development/strategies", map[string]any{
			"name": "flexibleRollout", "parameters": map[string]any{"rollout": "40", "stickiness": "default", "groupId": "golden-a"},
			"constraints": []any{map[string]any{"contextName": "userId", "operator": "IN", "values": []string{"1", "2"}}}})
		s.mustOK(t, http.MethodPost, base+"golden-a/environments/development/on", nil)
		s.mustOK(t, http.MethodPost, base+"golden-b/environments/production/on", nil)
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/features/golden-a/tags",
			map[string]any{"type": "simple", "value": "team-a"}).Status)
		s.mustOK(t, http.MethodPut, base+"golden-c", map[string]any{"description": "changed", "stale": true})
		s.createUser("golden-viewer@example.com", "Viewer")
		s.createUser("golden-editor@example.com", "Editor")
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/invite-link/tokens",
			map[string]any{"name": "golden-invite", "expiresAt": "2099-01-01T00:00:00Z"}).Status)
		pat := s.createPAT(s.login("admin", "Admin-Passw0rd!"))

		reads := []struct {
			name, method, path, token string
			body                      any
		}{
			{"user-admin", "GET", "/api/admin/user-admin", adminToken, nil},
			{"user-roles-pat", "GET", "/api/admin/user/roles?projectId=default", pat, nil},
			{"user-roles-token", "GET", "/api/admin/user/roles?projectId=default", adminToken, nil},
			{"feature-events", "GET", "/api/admin/events/golden-a", adminToken, nil},
			{"project-feature", "GET", base + "golden-a", adminToken, nil},
			{"export", "POST", "/api/admin/features-batch/export", adminToken,
				map[string]any{"environment": "development", "project": "default", "features": []string{"golden-a", "golden-c"}}},
			{"export-all", "POST", "/api/admin/features-batch/export", adminToken,
				map[string]any{"environment": "development", "project": "default"}},
			{"invite-links", "GET", "/api/admin/invite-link/tokens", adminToken, nil},
		}
		for _, r := range reads {
			res := s.do(r.method, r.path, r.token, r.body)
			require.Equal(t, http.StatusOK, res.Status, "%s: %s", r.name, res.Body)
			got := res.Body
			for _, v := range volatile {
				got = v.re.ReplaceAll(got, []byte(v.mask))
			}
			// PostgreSQL's jsonb orders the keys of event data its own way: a file per store.
			file := filepath.Join("testdata", "admin_golden", path.Base(t.Name()), r.name+".json")
			if *updateGolden {
				require.NoError(t, os.MkdirAll(filepath.Dir(file), 0o755))
				require.NoError(t, os.WriteFile(file, got, 0o644))
				continue
			}
			want, err := os.ReadFile(file)
			require.NoError(t, err)
			if !bytes.Equal(want, got) {
				t.Errorf("%s differs from %s:\n got: %s\nwant: %s", r.name, file, got, want)
			}
		}
	})
}
