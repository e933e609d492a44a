package tests

import (
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// ssoEvents lists the data of the events of type, newest first.
func ssoEvents(t *testing.T, s *server, typ string) []map[string]any {
	t.Helper()
	res := s.admin(http.MethodGet, "/api/admin/search/events?type=IS:"+typ, nil)
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	var out []map[string]any
	for _, e := range res.JSON(t)["events"].([]any) {
		ev := e.(map[string]any)
		d, _ := ev["data"].(map[string]any)
		if d == nil {
			d, _ = ev["preData"].(map[string]any)
		}
		out = append(out, d)
	}
	return out
}

// canCreateFlag reports whether the session may create a flag in the default project.
func canCreateFlag(t *testing.T, s *server, session string) bool {
	t.Helper()
	res := s.do(http.MethodPost, "/api/admin/projects/default/features", session, map[string]any{"name": "sso-" + randomHex(4)})
	require.Contains(t, []int{http.StatusOK, http.StatusForbidden}, res.Status, "body: %s", res.Body)
	return res.Status == http.StatusOK
}

// TestSSOSignInCreatesMatchesAndSyncsGroups: a first sign-in through the provider creates the
// user with the default root role; a later one (any case of the email) finds them; their groups
// follow the provider's at each sign-in, both ways, with the group's root role taking effect at
// once, while a group joined by hand stays.
func TestSSOSignInCreatesMatchesAndSyncsGroups(t *testing.T) {
	p := newIdP(t)
	eachStoreSSO(t, p, nil, func(t *testing.T, s *server) {
		editors := s.admin(http.MethodPost, "/api/admin/groups", map[string]any{
			"name": "Editors", "mappingsSSO": []string{"idp-editors"}, "rootRole": 2}).JSON(t)["id"]
		handmade := s.admin(http.MethodPost, "/api/admin/groups", map[string]any{
			"name": "Handmade", "mappingsSSO": []string{"idp-handmade"}}).JSON(t)["id"]
		person := &idpUser{sub: "u-1", email: "ada@example.com", name: "Ada Lovelace", groups: []string{"idp-editors", "unmapped"}}

		session := s.ssoSignIn(t, p, person, "/projects/default")
		me := s.do(http.MethodGet, "/api/admin/user", session, nil).JSON(t)["user"].(map[string]any)
		require.Equal(t, "ada@example.com", me["email"])
		require.Equal(t, "Ada Lovelace", me["name"])
		id := int(me["id"].(float64))
		own := s.admin(http.MethodGet, fmt.Sprintf("/api/admin/user-admin/%d", id), nil).JSON(t)
		require.Equal(t, float64(3), own["rootRole"], "the default root role, Viewer")
		require.True(t, canCreateFlag(t, s, session), "a Viewer who is in Editors through the provider can write")
		require.Equal(t, "ada@example.com", ssoEvents(t, s, "user-created")[0]["email"])
		added := ssoEvents(t, s, "group-user-added")
		require.Len(t, added, 1)
		require.Equal(t, editors, added[0]["groupId"])
		require.Equal(t, float64(id), added[0]["userId"])
		g := s.gql(adminToken, `query($id: Int!) { group(id: $id) { users { viaSSO } } }`, map[string]any{"id": editors})
		require.Empty(t, g.Errors)
		require.Equal(t, []any{map[string]any{"viaSSO": true}}, g.Data["group"].(map[string]any)["users"], "the sync's own membership")

		t.Run("a group joined by hand stays", func(t *testing.T) {
			res := s.admin(http.MethodPut, fmt.Sprintf("/api/admin/groups/%v", handmade), map[string]any{
				"name": "Handmade", "mappingsSSO": []string{"idp-handmade"}, "users": []any{map[string]any{"user": map[string]any{"id": id}}}})
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		})

		t.Run("the same person, the email in another case, loses the group", func(t *testing.T) {
			person.email, person.groups = "ADA@Example.COM", nil
			again := s.ssoSignIn(t, p, person, "/")
			me := s.do(http.MethodGet, "/api/admin/user", again, nil).JSON(t)["user"].(map[string]any)
			require.Equal(t, float64(id), me["id"], "matched by email, not created again")
			require.Len(t, ssoEvents(t, s, "user-created"), 1)
			require.False(t, canCreateFlag(t, s, session), "the first session lost the Editor role at once")
			require.False(t, canCreateFlag(t, s, again))
			removed := ssoEvents(t, s, "group-user-removed")
			require.Len(t, removed, 1)
			require.Equal(t, editors, removed[0]["groupId"])
			members := s.admin(http.MethodGet, fmt.Sprintf("/api/admin/groups/%v", handmade), nil).JSON(t)["users"].([]any)
			require.Len(t, members, 1, "the group joined by hand keeps the user")
			g := s.gql(adminToken, `query($id: Int!) { group(id: $id) { users { viaSSO user { id } } } }`, map[string]any{"id": handmade})
			require.Empty(t, g.Errors)
			require.Equal(t, []any{map[string]any{"viaSSO": false, "user": map[string]any{"id": float64(id)}}}, g.Data["group"].(map[string]any)["users"])
		})

		t.Run("a user an admin made is matched by email", func(t *testing.T) {
			made := s.createUser("grace@example.com", "Editor")
			session := s.ssoSignIn(t, p, &idpUser{sub: "u-2", email: "Grace@example.com"}, "/")
			me := s.do(http.MethodGet, "/api/admin/user", session, nil).JSON(t)["user"].(map[string]any)
			require.Equal(t, float64(made), me["id"])
			require.True(t, canCreateFlag(t, s, session), "their own root role stands")
		})

		t.Run("the sign-in options of a 401 and of the GraphQL field", func(t *testing.T) {
			body := s.do(http.MethodGet, "/api/admin/user", "", nil).JSON(t)
			require.Equal(t, "password", body["type"])
			require.Equal(t, false, body["defaultHidden"])
			require.Equal(t, []any{map[string]any{"type": "oidc", "message": "Sign in with OpenID Connect", "path": "/auth/oidc/login"}}, body["options"])
			g := s.gql("", `{ signInOptions { sso ssoPath passwordHidden } }`, nil)
			require.Empty(t, g.Errors)
			require.Equal(t, map[string]any{"sso": true, "ssoPath": "/auth/oidc/login", "passwordHidden": false}, g.Data["signInOptions"])
		})
	})
}

// TestSSOSignInRefusals: what does not come from a sign-in this browser started, or whose
// token the service cannot trust, signs nobody in, answers a page that says why, and is logged
// without the code or the state.
func TestSSOSignInRefusals(t *testing.T) {
	p := newIdP(t)
	eachStoreSSO(t, p, map[string]string{"LOG_LEVEL": "warn"}, func(t *testing.T, s *server) {
		person := &idpUser{sub: "u-r", email: "mallory@example.com", groups: []string{"x"}}
		cases := []struct {
			name     string
			callback func(t *testing.T) response
			status   int
			message  string
		}{
			{"a forged state", func(t *testing.T) response {
				st := s.ssoBegin(t, "/")
				cb := p.atProvider(t, st.authorize, person)
				q := cb.Query()
				q.Set("state", "forged-"+randomHex(8))
				return s.ssoCallback(t, q.Encode(), st.cookie)
			}, http.StatusBadRequest, "not started from this browser"},
			{"no state cookie (another browser)", func(t *testing.T) response {
				st := s.ssoBegin(t, "/")
				cb := p.atProvider(t, st.authorize, person)
				return s.ssoCallback(t, cb.RawQuery, nil)
			}, http.StatusBadRequest, "not started from this browser"},
			{"a state cookie sealed by no one", func(t *testing.T) response {
				st := s.ssoBegin(t, "/")
				cb := p.atProvider(t, st.authorize, person)
				// One character of the nonce changed, always: upper-casing a few characters
				// left the value as it was when they held no lower-case letter.
				forged := *st.cookie
				swap := map[bool]string{true: "B", false: "A"}[forged.Value[5] == 'A']
				forged.Value = forged.Value[:5] + swap + forged.Value[6:]
				require.NotEqual(t, st.cookie.Value, forged.Value)
				return s.ssoCallback(t, cb.RawQuery, &forged)
			}, http.StatusBadRequest, "not started from this browser"},
			{"a replayed callback", func(t *testing.T) response {
				st := s.ssoBegin(t, "/")
				cb := p.atProvider(t, st.authorize, person)
				first := s.ssoCallback(t, cb.RawQuery, st.cookie)
				require.Equal(t, http.StatusFound, first.Status, "body: %s", first.Body)
				return s.ssoCallback(t, cb.RawQuery, st.cookie)
			}, http.StatusBadRequest, "used already"},
			{"a replayed code in a new sign-in", func(t *testing.T) response {
				st := s.ssoBegin(t, "/")
				cb := p.atProvider(t, st.authorize, person)
				require.Equal(t, http.StatusFound, s.ssoCallback(t, cb.RawQuery, st.cookie).Status)
				// The attacker starts their own sign-in and sends the used code with its state.
				mine := s.ssoBegin(t, "/")
				state, err := urlQueryParam(mine.authorize, "state")
				require.NoError(t, err)
				q := cb.Query()
				q.Set("state", state)
				return s.ssoCallback(t, q.Encode(), mine.cookie)
			}, http.StatusUnauthorized, "refused the sign-in code"},
			{"a token for another client (wrong audience)", func(t *testing.T) response {
				st := s.ssoBegin(t, "/")
				cb := p.atProvider(t, st.authorize, &idpUser{sub: "u-a", email: "aud@example.com", audience: "another-client"})
				return s.ssoCallback(t, cb.RawQuery, st.cookie)
			}, http.StatusUnauthorized, "could not be verified"},
			{"an expired token", func(t *testing.T) response {
				st := s.ssoBegin(t, "/")
				cb := p.atProvider(t, st.authorize, &idpUser{sub: "u-e", email: "exp@example.com", expired: true})
				return s.ssoCallback(t, cb.RawQuery, st.cookie)
			}, http.StatusUnauthorized, "has expired"},
			{"the provider's own refusal", func(t *testing.T) response {
				st := s.ssoBegin(t, "/")
				state, err := urlQueryParam(st.authorize, "state")
				require.NoError(t, err)
				return s.ssoCallback(t, "error=access_denied&state="+state, st.cookie)
			}, http.StatusUnauthorized, "did not sign you in"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := c.callback(t)
				requireRefusedPage(t, res, c.status, c.message)
			})
		}
		for _, email := range []string{"aud@example.com", "exp@example.com"} {
			for _, u := range s.admin(http.MethodGet, "/api/admin/user-admin", nil).JSON(t)["users"].([]any) {
				require.NotEqual(t, email, u.(map[string]any)["email"], "a refused token created no user")
			}
		}
		log := s.Log()
		require.Contains(t, log, "sso sign-in refused")
		require.Contains(t, log, "id token expired")
		require.NotContains(t, log, p.ClientSecret)
		require.NotContains(t, log, "code=")
	})
}

// urlQueryParam is one parameter of an address's query.
func urlQueryParam(raw, name string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	return u.Query().Get(name), nil
}

// TestSSOOnly: with OIDC_ONLY, a password signs in only a break-glass admin (a user whose own
// root role is Admin); the 401s ask the UI to hide the password form.
func TestSSOOnly(t *testing.T) {
	p := newIdP(t)
	eachStoreSSO(t, p, map[string]string{"OIDC_ONLY": "true"}, func(t *testing.T, s *server) {
		s.createUser("viewer-only@example.com", "Viewer")
		s.createUser("admin-only@example.com", "Admin")
		res := s.do(http.MethodPost, "/auth/simple/login", "", map[string]any{"username": "viewer-only@example.com", "password": testPassword})
		requireError(t, res, http.StatusUnauthorized, "AuthenticationRequired", "sign in with SSO")
		require.Empty(t, sessionOf(res))
		require.NotEmpty(t, s.login("admin-only@example.com", testPassword), "a break-glass admin")
		require.NotEmpty(t, s.login("admin", "Admin-Passw0rd!"), "the built-in admin")

		body := res.JSON(t)
		require.Equal(t, true, body["defaultHidden"])
		require.Len(t, body["options"], 1)
		g := s.gql("", `{ signInOptions { sso passwordHidden } }`, nil)
		require.Equal(t, map[string]any{"sso": true, "passwordHidden": true}, g.Data["signInOptions"])

		session := s.ssoSignIn(t, p, &idpUser{sub: "v", email: "viewer-only@example.com"}, "/")
		require.NotEmpty(t, session, "the same user signs in through the provider")
	})
}

// TestSSOConfigurations: without a provider the SSO routes are not found and the 401s and the
// GraphQL field offer none; with OIDC_AUTO_CREATE=false an unknown person is refused; a provider
// that is down does not stop the service from starting, and its sign-ins fail with a page.
func TestSSOConfigurations(t *testing.T) {
	t.Run("not configured", func(t *testing.T) {
		eachStore(t, func(t *testing.T, s *server) {
			requireError(t, s.do(http.MethodGet, "/auth/oidc/login", "", nil), http.StatusNotFound, "NotFoundError", "OIDC_ISSUER")
			requireError(t, s.do(http.MethodGet, "/auth/oidc/callback?code=x&state=y", "", nil), http.StatusNotFound, "NotFoundError", "OIDC_ISSUER")
			g := s.gql("", `{ signInOptions { sso ssoPath passwordHidden } }`, nil)
			require.Equal(t, map[string]any{"sso": false, "ssoPath": nil, "passwordHidden": false}, g.Data["signInOptions"])
		})
	})
	t.Run("no auto-create", func(t *testing.T) {
		p := newIdP(t)
		eachStoreSSO(t, p, map[string]string{"OIDC_AUTO_CREATE": "false"}, func(t *testing.T, s *server) {
			st := s.ssoBegin(t, "/")
			cb := p.atProvider(t, st.authorize, &idpUser{sub: "n", email: "nobody@example.com"})
			requireRefusedPage(t, s.ssoCallback(t, cb.RawQuery, st.cookie), http.StatusForbidden, "no account here")
			s.createUser("somebody@example.com", "Viewer")
			require.NotEmpty(t, s.ssoSignIn(t, p, &idpUser{sub: "s", email: "somebody@example.com"}, "/"))
		})
	})
	t.Run("provider down", func(t *testing.T) {
		p := newIdP(t)
		env := p.env(nil)
		require.NoError(t, p.Shutdown())
		for _, st := range stores() {
			t.Run(st.name, func(t *testing.T) {
				s := startAtBaseURL(t, st.dsn(t), env)
				res := s.do(http.MethodGet, "/auth/oidc/login", "", nil)
				requireRefusedPage(t, res, http.StatusBadGateway, "cannot be reached")
				require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/health", "", nil).Status)
			})
		}
	})
}

// TestSSORoutesAreRateLimited: refused callbacks count against the client's address as wrong
// passwords do; past the limit even a real sign-in waits.
func TestSSORoutesAreRateLimited(t *testing.T) {
	p := newIdP(t)
	eachStoreSSO(t, p, nil, func(t *testing.T, s *server) {
		var last response
		for range 31 {
			last = s.ssoCallback(t, "code=x&state=y", nil)
		}
		require.Equal(t, http.StatusTooManyRequests, last.Status, "body: %s", last.Body)
		res, err := noRedirects.Get(s.URL + "/auth/oidc/login")
		require.NoError(t, err)
		res.Body.Close()
		require.Equal(t, http.StatusTooManyRequests, res.StatusCode)
	})
}

// TestSSONextStaysOnTheSite: the page a sign-in comes back to is a path of this site.
func TestSSONextStaysOnTheSite(t *testing.T) {
	p := newIdP(t)
	eachStoreSSO(t, p, nil, func(t *testing.T, s *server) {
		for _, c := range []struct{ next, want string }{
			{"/events?type=x", "/events?type=x"},
			{"//evil.example.com/", "/"},
			{"/\\evil.example.com", "/"},
			{"https://evil.example.com/", "/"},
			{"/\t/evil.example.com", "/"},
		} {
			t.Run(c.next, func(t *testing.T) {
				st := s.ssoBegin(t, c.next)
				cb := p.atProvider(t, st.authorize, &idpUser{sub: "n", email: "next@example.com"})
				res := s.ssoCallback(t, cb.RawQuery, st.cookie)
				require.Equal(t, http.StatusFound, res.Status, "body: %s", res.Body)
				require.Equal(t, c.want, res.Header.Get("Location"))
			})
		}
	})
}

// TestSSOSignInsAtOnce: the first sign-ins of one person in several browsers at once create
// one user and join their group once; many people joining one group at once all join it.
func TestSSOSignInsAtOnce(t *testing.T) {
	const workers = 8
	p := newIdP(t)
	eachStoreSSO(t, p, nil, func(t *testing.T, s *server) {
		gid := s.admin(http.MethodPost, "/api/admin/groups", map[string]any{
			"name": "Crowd", "mappingsSSO": []string{"crowd"}, "rootRole": 2}).JSON(t)["id"]
		signInAll := func(people []*idpUser) []response {
			// The provider's steps one by one (its session store is not safe for concurrent
			// writes); the service's callbacks all at once.
			starts := make([]ssoStart, len(people))
			callbacks := make([]string, len(people))
			for i, u := range people {
				starts[i] = s.ssoBegin(t, "/")
				callbacks[i] = p.atProvider(t, starts[i].authorize, u).RawQuery
			}
			out := make([]response, len(people))
			var wg sync.WaitGroup
			for i := range people {
				wg.Go(func() { out[i] = s.ssoCallback(t, callbacks[i], starts[i].cookie) })
			}
			wg.Wait()
			return out
		}

		same := make([]*idpUser, workers)
		for i := range same {
			same[i] = &idpUser{sub: "twin", email: "twin@example.com", groups: []string{"crowd"}}
		}
		for _, res := range signInAll(same) {
			require.Equal(t, http.StatusFound, res.Status, "body: %s", res.Body)
		}
		require.Len(t, ssoEvents(t, s, "user-created"), 1)
		require.Len(t, ssoEvents(t, s, "group-user-added"), 1)

		many := make([]*idpUser, workers)
		for i := range many {
			many[i] = &idpUser{sub: fmt.Sprint("p", i), email: fmt.Sprintf("p%d@example.com", i), groups: []string{"crowd"}}
		}
		for _, res := range signInAll(many) {
			require.Equal(t, http.StatusFound, res.Status, "body: %s", res.Body)
		}
		members := s.admin(http.MethodGet, fmt.Sprintf("/api/admin/groups/%v", gid), nil).JSON(t)["users"].([]any)
		require.Len(t, members, workers+1)
		require.Len(t, ssoEvents(t, s, "group-user-added"), workers+1)
	})
}

// TestSSOStatesAreSharedByTheNodes: a callback replayed to another node of the same
// database is refused there as used, before the provider is asked to redeem its code again
// (with a node's own memory, the other node asked the provider); the states of finished
// sign-ins are dropped once they expire.
func TestSSOStatesAreSharedByTheNodes(t *testing.T) {
	p := newIdP(t)
	eachStoreShared(t, func(t *testing.T, dsn string) {
		a, b := startAtBaseURL(t, dsn, p.env(nil)), startAtBaseURL(t, dsn, p.env(nil))
		person := &idpUser{sub: "u-n", email: "nodes@example.com"}
		st := a.ssoBegin(t, "/")
		cb := p.atProvider(t, st.authorize, person)
		first := a.ssoCallback(t, cb.RawQuery, st.cookie)
		require.Equal(t, http.StatusFound, first.Status, "body: %s", first.Body)
		requireRefusedPage(t, b.ssoCallback(t, cb.RawQuery, st.cookie), http.StatusBadRequest, "used already")

		kept := func() int { return a.settingsNamed(t, "sso-state:") }
		require.Equal(t, 1, kept())
		a.App.Clock.Advance(11 * time.Minute) // past the first sign-in state's lifetime (stateTTL)
		person.ahead = 11 * time.Minute
		a.ssoSignIn(t, p, person, "/")
		require.Equal(t, 1, kept(), "the expired state went when the next sign-in finished")
	})
}
