package tests

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/require"

	"flagstone/graph"
)

// run sends one query or mutation over the connection and returns its data and the code
// of its first error ("" when none), once it completed. Messages of other operations
// that arrive meanwhile are dropped.
func (l *liveConn) run(id, query string) (data map[string]any, code string) {
	l.t.Helper()
	l.send(map[string]any{"id": id, "type": "subscribe", "payload": map[string]any{"query": query}})
	deadline := time.Now().Add(liveWait)
	for {
		msg, err := l.next(time.Until(deadline))
		require.NoError(l.t, err, "no answer to %s within %s", id, liveWait)
		switch {
		case msg["id"] != id:
		case msg["type"] == "complete":
			return data, code
		default:
			require.Equal(l.t, "next", msg["type"], "message: %v", msg)
			payload := msg["payload"].(map[string]any)
			data, _ = payload["data"].(map[string]any)
			if errs, _ := payload["errors"].([]any); len(errs) > 0 {
				code, _ = errs[0].(map[string]any)["extensions"].(map[string]any)["code"].(string)
			}
		}
	}
}

// closedWith waits up to liveWait for the server to close the connection and returns the
// close code it gave (-1 when the connection did not close with one in time).
func (l *liveConn) closedWith() websocket.StatusCode {
	l.t.Helper()
	deadline := time.Now().Add(liveWait)
	for {
		if _, err := l.next(time.Until(deadline)); err != nil {
			return websocket.CloseStatus(err)
		}
	}
}

// patWithID mints a personal access token as the session cred and returns its secret and id.
func (s *server) patWithID(cred string) (string, int) {
	s.t.Helper()
	res := s.do(http.MethodPost, "/api/admin/user/tokens", cred, map[string]any{
		"description": "socket", "expiresAt": "2099-01-01T00:00:00Z"})
	require.Equal(s.t, http.StatusCreated, res.Status, "body: %s", res.Body)
	body := res.JSON(s.t)
	return body["secret"].(string), int(body["id"].(float64))
}

// revocation is a credential a socket is opened with, and how another request (through
// the same node or another one) takes it away.
type revocation struct {
	name string
	open func(t *testing.T, s *server) (cred string, revoke func(via *server))
}

var revocations = []revocation{
	{name: "API token deleted", open: func(t *testing.T, s *server) (string, func(*server)) {
		res := s.admin(http.MethodPost, "/api/admin/api-tokens", map[string]any{"tokenName": "socket-" + randomHex(3), "type": "admin"})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		token := res.JSON(t)["secret"].(string)
		return token, func(via *server) { via.mustOK(t, http.MethodDelete, "/api/admin/api-tokens/"+token, nil) }
	}},
	{name: "personal access token deleted", open: func(t *testing.T, s *server) (string, func(*server)) {
		session := s.login("admin", "Admin-Passw0rd!")
		pat, id := s.patWithID(session)
		return pat, func(via *server) {
			require.Equal(t, http.StatusOK, via.do(http.MethodDelete, fmt.Sprintf("/api/admin/user/tokens/%d", id), session, nil).Status)
		}
	}},
	{name: "session logged out", open: func(t *testing.T, s *server) (string, func(*server)) {
		session := s.login("admin", "Admin-Passw0rd!")
		return session, func(via *server) {
			require.Equal(t, http.StatusOK, via.do(http.MethodPost, "/logout", session, nil).Status)
		}
	}},
	{name: "user deleted", open: func(t *testing.T, s *server) (string, func(*server)) {
		email := "gone-" + randomHex(3) + "@example.com"
		id := s.createUser(email, "Admin")
		return s.login(email, testPassword), func(via *server) {
			via.mustOK(t, http.MethodDelete, fmt.Sprintf("/api/admin/user-admin/%d", id), nil)
		}
	}},
}

// requireRevokedCloses opens a socket on at with each revocation's credential, with an
// idle subscription, revokes the credential through via, and checks that the socket is
// closed with 4403 without another operation.
func requireRevokedCloses(t *testing.T, at, via *server) {
	for _, rv := range revocations {
		cred, revoke := rv.open(t, at)
		l := liveSubscribe(t, at, cred, "default")
		_, code := l.run("before", `{ projects { id } }`)
		require.Empty(t, code, rv.name)
		revoke(via)
		revoked := time.Now()
		require.Equal(t, websocket.StatusCode(4403), l.closedWith(), "%s: the socket is closed as Forbidden", rv.name)
		t.Logf("%s: socket closed %s after the revocation", rv.name, time.Since(revoked).Round(time.Millisecond))
	}
}

// TestSocketRevocationEndsIt checks that a socket keeps no identity its credential lost: a
// deleted token, a logout or a deleted user closes it (4403) even while it only waits on
// a subscription.
func TestSocketRevocationEndsIt(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		requireRevokedCloses(t, s, s)
	})
}

// TestSocketDemotedUserGetsNewRights checks that a socket whose user is demoted goes on
// with the new rights at once: its next operation and its running subscription.
func TestSocketDemotedUserGetsNewRights(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		id := s.createUser("demoted@example.com", "Admin")
		l := liveSubscribe(t, s, s.login("demoted@example.com", testPassword), "")
		_, code := l.run("admin", `{ users { id } }`)
		require.Empty(t, code, "an Admin lists the users")
		s.mustOK(t, http.MethodPut, fmt.Sprintf("/api/admin/user-admin/%d", id), map[string]any{"rootRole": "Viewer"})
		require.Nil(t, l.event("user-updated")["data"], "the running subscription reads no private data once demoted")
		_, code = l.run("viewer", `{ users { id } }`)
		require.Equal(t, "NoAccessError", code, "a Viewer does not")
		_, code = l.run("still", `{ projects { id } }`)
		require.Empty(t, code, "the socket goes on with the Viewer's rights")
	})
}

// TestSocketRevocationReachesOtherNodes checks that a revocation through one node closes
// the sockets another node of the same database holds, a logout (which records no event)
// included.
func TestSocketRevocationReachesOtherNodes(t *testing.T) {
	dsn := postgresOnly(t)
	a, b := start(t, dsn), start(t, dsn)
	requireRevokedCloses(t, b, a)
}

// TestSocketMustInitialiseInTime checks that a socket that sends no connection_init is
// closed with 4408 after graph.InitTimeout.
func TestSocketMustInitialiseInTime(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		l, status := liveDial(t, s, adminToken, "")
		require.Equal(t, http.StatusSwitchingProtocols, status)
		require.Equal(t, websocket.StatusCode(4408), l.closedWith(), "no connection_init in time")
	})
}

// TestSocketsUnauthenticatedPerAddress checks that one client address holds at most
// graph.MaxPendingPerAddress sockets that have not authenticated, and that one that
// authenticates or closes frees its place.
func TestSocketsUnauthenticatedPerAddress(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		idle := make([]*liveConn, graph.MaxPendingPerAddress)
		for i := range idle {
			var status int
			idle[i], status = liveDial(t, s, adminToken, "")
			require.Equal(t, http.StatusSwitchingProtocols, status)
		}
		_, status := liveDial(t, s, adminToken, "")
		require.Equal(t, http.StatusServiceUnavailable, status, "one more socket that has not authenticated")
		require.True(t, idle[0].init(nil))
		_, status = liveDial(t, s, adminToken, "")
		require.Equal(t, http.StatusSwitchingProtocols, status, "an authenticated socket frees its place")
		_, status = liveDial(t, s, adminToken, "")
		require.Equal(t, http.StatusServiceUnavailable, status, "the place is taken again")
		require.NoError(t, idle[1].conn.CloseNow())
		// The server forgets a socket once it reads the close.
		for end := time.Now().Add(liveWait); status != http.StatusSwitchingProtocols; time.Sleep(20 * time.Millisecond) {
			require.True(t, time.Now().Before(end), "a closed socket frees its place")
			_, status = liveDial(t, s, adminToken, "")
		}
	})
}

// TestSocketOperationsObeyRequestLimits checks that queries over a socket take a place
// among the requests (MAX_CONCURRENT_REQUESTS) and run under REQUEST_TIMEOUT.
func TestSocketOperationsObeyRequestLimits(t *testing.T) {
	eachStoreWith(t, map[string]string{"MAX_CONCURRENT_REQUESTS": "2"}, func(t *testing.T, s *server) {
		l, status := liveDial(t, s, adminToken, "")
		require.Equal(t, http.StatusSwitchingProtocols, status)
		require.True(t, l.init(nil))
		held, busy := holdSlots(t, s, 2)
		require.Equal(t, http.StatusServiceUnavailable, busy.Status, "both places are held")
		_, code := l.run("busy", `{ projects { id } }`)
		require.Equal(t, "ServiceUnavailable", code, "no place for the query")
		for _, c := range held {
			c.Close()
		}
		for end := time.Now().Add(liveWait); code != ""; time.Sleep(20 * time.Millisecond) {
			require.True(t, time.Now().Before(end), "the query runs once places are free")
			_, code = l.run(randomHex(4), `{ projects { id } }`)
		}
	})
	eachStoreWith(t, map[string]string{"REQUEST_TIMEOUT": "1ns"}, func(t *testing.T, s *server) {
		l, status := liveDial(t, s, adminToken, "")
		require.Equal(t, http.StatusSwitchingProtocols, status)
		require.True(t, l.init(nil))
		_, code := l.run("late", `{ projects { id } }`)
		require.Equal(t, "ServiceUnavailable", code, "no resolver runs past the request's time limit")
	})
}

// TestSocketCookieOnlyFromOwnOrigin checks that a page of an origin in CORS_ORIGINS may
// open a socket but not with the signed-in user's cookie: it authenticates with a token
// in connection_init. The service's own pages (its host's origin or BASE_URL's, behind a
// proxy) and clients that are not browsers keep the cookie.
func TestSocketCookieOnlyFromOwnOrigin(t *testing.T) {
	const frontend, base = "https://app.example", "http://flags.example"
	eachStoreWith(t, map[string]string{"CORS_ORIGINS": frontend, "BASE_URL": base}, func(t *testing.T, s *server) {
		session := s.login("admin", "Admin-Passw0rd!")
		cases := []struct {
			name, cred, origin string
			payload            map[string]any
			acked              bool
		}{
			{name: "cookie from a CORS origin", cred: session, origin: frontend},
			{name: "token in connection_init from a CORS origin", origin: frontend,
				payload: map[string]any{"Authorization": adminToken}, acked: true},
			{name: "cookie from this origin", cred: session, origin: s.URL, acked: true},
			{name: "cookie from BASE_URL's origin", cred: session, origin: base, acked: true},
			{name: "cookie from no browser", cred: session, acked: true},
		}
		for _, c := range cases {
			l, status := liveDial(t, s, c.cred, c.origin)
			require.Equal(t, http.StatusSwitchingProtocols, status, c.name)
			if !c.acked {
				l.send(map[string]any{"type": "connection_init"})
				require.Equal(t, websocket.StatusCode(4403), l.closedWith(), "%s: not acknowledged, closed as Forbidden", c.name)
				continue
			}
			require.True(t, l.init(c.payload), c.name)
			_, code := l.run("m", fmt.Sprintf(`mutation { createTagType(input: {name: "t-%s"}) { name } }`,
				strings.ToLower(randomHex(3))))
			require.Empty(t, code, c.name)
		}
	})
}
