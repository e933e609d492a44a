package tests

import (
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestInviteLinkFlow(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		expires := time.Now().Add(24 * time.Hour).UTC().Format(time.RFC3339)
		res := s.admin(http.MethodPost, "/api/admin/invite-link/tokens", map[string]any{"name": "Launch", "expiresAt": expires})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		tok := res.JSON(t)
		secret := tok["secret"].(string)
		require.Regexp(t, `^[0-9a-f]{32}$`, secret)
		require.Equal(t, "tokens/"+secret, res.Header.Get("Location"))
		require.Equal(t, "http://localhost:4242/invite/"+secret, tok["url"])
		require.Equal(t, true, tok["enabled"])
		require.Equal(t, "Viewer", tok["role"].(map[string]any)["name"])
		require.Equal(t, []any{}, tok["users"])
		path := "/api/admin/invite-link/tokens/" + secret

		require.Equal(t, http.StatusOK, s.admin(http.MethodPut, path, map[string]any{"enabled": false}).Status)
		requireError(t, s.do(http.MethodGet, "/invite/"+secret+"/validate", "", nil), 400, "ValidationError", "")
		signup := map[string]any{"email": "gina@example.com", "name": "Gina", "password": testPassword}
		requireError(t, s.do(http.MethodPost, "/invite/"+secret+"/signup", "", signup), 400, "ValidationError", "disabled")

		require.Equal(t, http.StatusOK, s.admin(http.MethodPut, path, map[string]any{"enabled": true}).Status)
		require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/invite/"+secret+"/validate", "", nil).Status)
		res = s.do(http.MethodPost, "/invite/"+secret+"/signup", "", signup)
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		userID := res.JSON(t)["id"]

		tok = s.admin(http.MethodGet, path, nil).JSON(t)
		users := tok["users"].([]any)
		require.Len(t, users, 1)
		require.Equal(t, userID, users[0].(map[string]any)["id"])
		require.EqualValues(t, 3, users[0].(map[string]any)["rootRole"], "an integer role id")

		session := s.login("gina@example.com", testPassword)
		requireError(t, s.do(http.MethodGet, "/api/admin/user-admin", session, nil), 403, "NoAccessError", "ADMIN")
		roles := s.do(http.MethodGet, "/api/admin/user/roles", session, nil).JSON(t)["roles"].([]any)
		require.Equal(t, "Viewer", roles[0].(map[string]any)["name"])

		requireError(t, s.do(http.MethodPost, "/invite/"+secret+"/signup", "", signup), 409, "NameExistsError", "")

		// Events, each in the transaction of its change.
		for typ, n := range map[string]int{"public-signup-token-created": 1, "public-signup-token-updated": 2,
			"public-signup-token-user-added": 1, "user-created": 1} {
			ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": typ}).JSON(t)
			require.EqualValues(t, n, ev["totalEvents"], typ)
		}
		ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": "user-created"}).JSON(t)
		require.Equal(t, "system", ev["events"].([]any)[0].(map[string]any)["createdBy"])

		// Expiry is computed at read time: move the clock past it.
		s.App.Clock.Advance(25 * time.Hour)
		require.Equal(t, false, s.admin(http.MethodGet, path, nil).JSON(t)["enabled"])
		g := s.gql(adminToken, `query($s: String!) { signupToken(secret: $s) { enabled users { email } } }`, map[string]any{"s": secret})
		require.Empty(t, g.Errors)
		require.Equal(t, false, g.Data["signupToken"].(map[string]any)["enabled"])
		requireError(t, s.do(http.MethodGet, "/invite/"+secret+"/validate", "", nil), 400, "ValidationError", "")
		signup["email"] = "late@example.com"
		requireError(t, s.do(http.MethodPost, "/invite/"+secret+"/signup", "", signup), 400, "ValidationError", "expired")
	})
}

func TestInviteLinkValidation(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		future := time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
		tok := s.admin(http.MethodPost, "/api/admin/invite-link/tokens", map[string]any{"name": "ok", "expiresAt": future}).JSON(t)
		secret := tok["secret"].(string)
		cases := []struct {
			name    string
			method  string
			path    string
			body    any
			status  int
			errName string
			msg     string
		}{
			{"missing name", "POST", "/api/admin/invite-link/tokens", map[string]any{"expiresAt": future}, 400, "ValidationError", "name"},
			{"unparsable expiresAt", "POST", "/api/admin/invite-link/tokens", map[string]any{"name": "x", "expiresAt": "tomorrow"}, 400, "ValidationError", "expiresAt"},
			{"expiresAt in the past", "POST", "/api/admin/invite-link/tokens", map[string]any{"name": "x", "expiresAt": "2001-01-01T00:00:00Z"}, 400, "ValidationError", "expiresAt"},
			{"name of wrong type", "POST", "/api/admin/invite-link/tokens", map[string]any{"name": 7, "expiresAt": future}, 400, "ValidationError", "name"},
			{"enabled of wrong type", "PUT", "/api/admin/invite-link/tokens/" + secret, map[string]any{"enabled": "yes"}, 400, "ValidationError", "enabled"},
			{"update with no field", "PUT", "/api/admin/invite-link/tokens/" + secret, map[string]any{}, 400, "ValidationError", "expiresAt or enabled"},
			{"unknown secret read", "GET", "/api/admin/invite-link/tokens/ffff", nil, 404, "NotFoundError", ""},
			{"unknown secret update", "PUT", "/api/admin/invite-link/tokens/ffff", map[string]any{"enabled": true}, 404, "NotFoundError", ""},
			{"unknown secret validate", "GET", "/invite/ffff/validate", nil, 400, "ValidationError", ""},
			{"unknown secret signup", "POST", "/invite/ffff/signup", map[string]any{"email": "a@example.com", "name": "A", "password": testPassword}, 404, "NotFoundError", ""},
			{"weak password", "POST", "/invite/" + secret + "/signup", map[string]any{"email": "w@example.com", "name": "W", "password": "weak"}, 400, "ValidationError", "password"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, s.do(c.method, c.path, adminToken, c.body), c.status, c.errName, c.msg)
			})
		}
	})
}

// TestConcurrentSignups: signups racing through one token each create their user once,
// and the token lists every one of them.
func TestConcurrentSignups(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		future := time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
		secret := s.admin(http.MethodPost, "/api/admin/invite-link/tokens", map[string]any{"name": "race", "expiresAt": future}).JSON(t)["secret"].(string)
		const n = 8
		statuses := make([]int, 2*n)
		var wg sync.WaitGroup
		for i := 0; i < 2*n; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				// Two requests per email: exactly one of each pair may win.
				body := map[string]any{"email": fmt.Sprintf("p%d@example.com", i%n), "name": "P", "password": testPassword}
				statuses[i] = s.do(http.MethodPost, "/invite/"+secret+"/signup", "", body).Status
			}(i)
		}
		wg.Wait()
		createdCount := 0
		for _, st := range statuses {
			require.Contains(t, []int{http.StatusCreated, http.StatusConflict}, st)
			if st == http.StatusCreated {
				createdCount++
			}
		}
		require.Equal(t, n, createdCount)
		users := s.admin(http.MethodGet, "/api/admin/invite-link/tokens/"+secret, nil).JSON(t)["users"].([]any)
		require.Len(t, users, n)
		emails := map[string]bool{}
		for _, u := range users {
			emails[u.(map[string]any)["email"].(string)] = true
		}
		require.Len(t, emails, n)
	})
}

func TestInviteRateLimit(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		status := 0
		for i := 0; i < 100 && status != http.StatusTooManyRequests; i++ {
			status = s.do(http.MethodGet, "/invite/guess"+randomHex(4)+"/validate", "", nil).Status
		}
		require.Equal(t, http.StatusTooManyRequests, status)
	})
}

// TestLegacyInviteLinkRedirects checks that the reference's invite links (/new-user?invite=…), which
// people moving from Unleash still hold, open the dashboard's sign-up page.
func TestLegacyInviteLinkRedirects(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		for _, c := range []struct{ name, path, location string }{
			{name: "secret", path: "/new-user?invite=0123abcd", location: "/invite/0123abcd"},
			{name: "escaped", path: "/new-user?invite=a%2Fb%3Fc", location: "/invite/a%2Fb%3Fc"},
			{name: "no secret", path: "/new-user", location: "/login"},
		} {
			t.Run(c.name, func(t *testing.T) {
				res, err := noFollow.Get(s.URL + c.path)
				require.NoError(t, err)
				res.Body.Close()
				require.Equal(t, http.StatusFound, res.StatusCode)
				require.Equal(t, c.location, res.Header.Get("Location"))
			})
		}
	})
}
