package tests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAdminReadsStatementCounts counts the SQL statements of each admin read of issue 18's
// table, built and then answered again: a read the read model keeps sends none the second
// time, whatever the credential (an API token, a personal access token, a session). The
// counts of the builds are logged for docs/perf/admin-reads.md.
func TestAdminReadsStatementCounts(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for i := range 5 {
			newFeature(t, s, "default", fmt.Sprintf("count-%d", i))
		}
		session := s.login("admin", "Admin-Passw0rd!")
		pat := s.createPAT(session)
		export := map[string]any{"environment": "development", "project": "default", "features": []string{"count-1", "count-2"}}
		cases := []struct {
			name, method, path, cred string
			body                     any
			kept                     bool
		}{
			{"user-admin", http.MethodGet, "/api/admin/user-admin", adminToken, nil, true},
			{"user-roles-token", http.MethodGet, "/api/admin/user/roles?projectId=default", adminToken, nil, true},
			{"user-roles-pat", http.MethodGet, "/api/admin/user/roles?projectId=default", pat, nil, true},
			{"user-roles-session", http.MethodGet, "/api/admin/user/roles?projectId=default", session, nil, true},
			{"feature-events", http.MethodGet, "/api/admin/events/count-1", adminToken, nil, true},
			{"project-features", http.MethodGet, "/api/admin/projects/default/features", adminToken, nil, true},
			{"project-feature", http.MethodGet, "/api/admin/projects/default/features/count-1", adminToken, nil, true},
			{"search", http.MethodGet, "/api/admin/search/features?query=count", adminToken, nil, true},
			{"invite-links", http.MethodGet, "/api/admin/invite-link/tokens", adminToken, nil, true},
			{"export", http.MethodPost, "/api/admin/features-batch/export", adminToken, export, false},
		}
		for _, c := range cases {
			count := func() int64 {
				s.settle(c.cred)
				before := s.App.Store.Statements.Load()
				res := s.do(c.method, c.path, c.cred, c.body)
				require.Equal(t, http.StatusOK, res.Status, "%s: %s", c.name, res.Body)
				return s.App.Store.Statements.Load() - before
			}
			built := count()
			again := count()
			t.Logf("%s: %d statements built, %d answered again", c.name, built, again)
			require.NotZero(t, built, c.name)
			if c.kept {
				require.Zero(t, again, "%s: a kept answer sends no statement", c.name)
			}
		}
	})
}
