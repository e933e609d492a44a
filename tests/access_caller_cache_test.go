package tests

import (
	"fmt"
	"net/http"
	"regexp"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	gstore "flagstone/graph/store"
)

// credentialLookup matches the statements that identify a caller: an API token, a
// personal access token or a session looked up by its secret's hash.
var credentialLookup = regexp.MustCompile("FROM [`\"](api_tokens|personal_access_tokens|sessions)[`\"]")

// lookups counts the credential look-ups of the statements fn sends.
func (s *server) lookups(fn func()) int64 {
	var n atomic.Int64
	see := gstore.Observer(func(query string, _ []any) {
		if credentialLookup.MatchString(query) {
			n.Add(1)
		}
	})
	s.App.Store.Seen.Store(&see)
	defer s.App.Store.Seen.Store(nil)
	fn()
	return n.Load()
}

// TestFlagWritesKeepTheCallers checks that a write of a flag leaves the callers this
// process keeps: the request that follows it, with an API token, a personal access token
// or a session, looks no credential up. The caller cache also follows the event
// watermark, which the commit moves a moment later (once the client API rebuilds), so the
// client API is held meanwhile: what the test sees is the write's own effect.
func TestFlagWritesKeepTheCallers(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.createUser("keep@example.com", "Admin")
		session := s.login("keep@example.com", testPassword)
		creds := []struct{ name, cred string }{
			{name: "admin token", cred: adminToken},
			{name: "personal access token", cred: s.createPAT(session)},
			{name: "session", cred: session},
		}
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "kept"}).Status)
		env := "/api/admin/projects/default/features/kept/environments/development/"
		for _, c := range creds {
			t.Run(c.name, func(t *testing.T) {
				for _, toggle := range []string{"on", "off"} {
					s.refresh(t)
					release := s.App.ClientAPI.Hold()
					require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/admin/user-admin", c.cred, nil).Status)
					require.Equal(t, http.StatusOK, s.do(http.MethodPost, env+toggle, c.cred, nil).Status)
					n := s.lookups(func() {
						require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/admin/user-admin", c.cred, nil).Status)
					})
					release()
					require.Zero(t, n, "the request after a flag's write (%s) looked its credential up", toggle)
				}
			})
		}
	})
}

// TestCallerChangesTakeEffectAtOnce checks that each change of a credential or of the
// rights it carries, made on this node, holds for the very next request, although the
// caller was kept (and survived a write of a flag) just before.
func TestCallerChangesTakeEffectAtOnce(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "rights"}).Status)
		n := 0
		// user makes a user with root role and returns its id, a session and a personal
		// access token with its id.
		user := func(role string) (id int, session, pat string, patID int) {
			n++
			email := fmt.Sprintf("rights-%d@example.com", n)
			id = s.createUser(email, role)
			session = s.login(email, testPassword)
			res := s.do(http.MethodPost, "/api/admin/user/tokens", session, map[string]any{
				"description": "rights", "expiresAt": "2099-01-01T00:00:00Z"})
			require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
			out := res.JSON(t)
			return id, session, out["secret"].(string), int(out["id"].(float64))
		}
		adminOnly := func(cred string) int { return s.do(http.MethodGet, "/api/admin/user-admin", cred, nil).Status }
		createFlag := func(cred string) int {
			n++
			return s.do(http.MethodPost, "/api/admin/projects/default/features", cred, map[string]any{"name": fmt.Sprintf("by-%d", n)}).Status
		}
		tests := []struct {
			name string
			// arrange returns the credential, the request that shows its rights, and the
			// change, and what that request answers before and after it.
			arrange       func() (cred string, probe func(string) int, change func())
			before, after int
		}{
			{name: "api token deleted", before: 200, after: 401, arrange: func() (string, func(string) int, func()) {
				res := s.admin(http.MethodPost, "/api/admin/api-tokens", map[string]any{"tokenName": "doomed", "type": "admin"})
				require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
				secret := res.JSON(t)["secret"].(string)
				return secret, adminOnly, func() { s.mustOK(t, http.MethodDelete, "/api/admin/api-tokens/"+secret, nil) }
			}},
			{name: "personal access token deleted", before: 200, after: 401, arrange: func() (string, func(string) int, func()) {
				_, session, pat, patID := user("Admin")
				return pat, adminOnly, func() {
					require.Equal(t, http.StatusOK, s.do(http.MethodDelete, fmt.Sprintf("/api/admin/user/tokens/%d", patID), session, nil).Status)
				}
			}},
			{name: "user deleted", before: 200, after: 401, arrange: func() (string, func(string) int, func()) {
				id, _, pat, _ := user("Admin")
				return pat, adminOnly, func() { s.mustOK(t, http.MethodDelete, fmt.Sprintf("/api/admin/user-admin/%d", id), nil) }
			}},
			{name: "logout", before: 200, after: 401, arrange: func() (string, func(string) int, func()) {
				_, session, _, _ := user("Admin")
				return session, adminOnly, func() {
					require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/logout", session, nil).Status)
				}
			}},
			{name: "root role lowered", before: 200, after: 403, arrange: func() (string, func(string) int, func()) {
				id, _, pat, _ := user("Admin")
				return pat, adminOnly, func() {
					s.mustOK(t, http.MethodPut, fmt.Sprintf("/api/admin/user-admin/%d", id), map[string]any{"rootRole": "Viewer"})
				}
			}},
			{name: "root role raised", before: 403, after: 200, arrange: func() (string, func(string) int, func()) {
				id, session, _, _ := user("Viewer")
				return session, adminOnly, func() {
					s.mustOK(t, http.MethodPut, fmt.Sprintf("/api/admin/user-admin/%d", id), map[string]any{"rootRole": "Admin"})
				}
			}},
			{name: "group membership ended", before: 200, after: 403, arrange: func() (string, func(string) int, func()) {
				id, _, pat, _ := user("Viewer")
				g := s.mustOK(t, http.MethodPost, "/api/admin/groups", map[string]any{"name": fmt.Sprintf("editors-%d", id),
					"rootRole": 2, "users": []any{map[string]any{"user": map[string]any{"id": id}}}})
				return pat, createFlag, func() {
					s.mustOK(t, http.MethodPut, fmt.Sprintf("/api/admin/groups/%v", g["id"]), map[string]any{
						"name": fmt.Sprintf("editors-%d", id), "rootRole": 2, "users": []any{}})
				}
			}},
			{name: "project role granted", before: 403, after: 200, arrange: func() (string, func(string) int, func()) {
				id, _, pat, _ := user("Viewer")
				return pat, createFlag, func() {
					s.mustOK(t, http.MethodPost, "/api/admin/projects/default/role/5/access",
						map[string]any{"users": []any{map[string]any{"id": id}}})
				}
			}},
			{name: "project role removed", before: 200, after: 403, arrange: func() (string, func(string) int, func()) {
				id, _, pat, _ := user("Viewer")
				s.mustOK(t, http.MethodPost, "/api/admin/projects/default/role/5/access",
					map[string]any{"users": []any{map[string]any{"id": id}}})
				return pat, createFlag, func() {
					s.mustOK(t, http.MethodDelete, fmt.Sprintf("/api/admin/projects/default/users/%d/roles/5", id), nil)
				}
			}},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				cred, probe, change := tt.arrange()
				require.Equal(t, tt.before, probe(cred), "before the change")
				// A flag's write keeps the caller, rights and all.
				s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features/rights/environments/development/on", nil)
				require.Equal(t, tt.before, probe(cred), "after a flag's write")
				change()
				require.Equal(t, tt.after, probe(cred), "the very next request after the change")
			})
		}
	})
}
