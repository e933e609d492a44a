package tests

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/require"

	"flagstone/graph/auth"
)

// liveConn is a graphql-transport-ws client of /graphql.
type liveConn struct {
	t    testing.TB
	conn *websocket.Conn
}

// liveDial opens a WebSocket to s's /graphql as cred (a session or a token sent on the
// upgrade; "" for none) with the given Origin ("" for none), and returns the HTTP status
// when the upgrade is refused.
func liveDial(t testing.TB, s *server, cred, origin string) (*liveConn, int) {
	t.Helper()
	h := http.Header{}
	if session, ok := strings.CutPrefix(cred, sessionPrefix); ok {
		h.Set("Cookie", (&http.Cookie{Name: auth.SessionCookie, Value: session}).String())
	} else if cred != "" {
		h.Set("Authorization", cred)
	}
	if origin != "" {
		h.Set("Origin", origin)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, res, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(s.URL, "http")+"/graphql",
		&websocket.DialOptions{HTTPHeader: h, Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		require.NotNil(t, res, "dial: %v", err)
		return nil, res.StatusCode
	}
	t.Cleanup(func() { _ = c.CloseNow() })
	return &liveConn{t: t, conn: c}, http.StatusSwitchingProtocols
}

func (l *liveConn) send(msg map[string]any) {
	l.t.Helper()
	b, err := json.Marshal(msg)
	require.NoError(l.t, err)
	require.NoError(l.t, l.conn.Write(context.Background(), websocket.MessageText, b))
}

// next reads the next message other than a ping, within d.
func (l *liveConn) next(d time.Duration) (map[string]any, error) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	for {
		_, b, err := l.conn.Read(ctx)
		if err != nil {
			return nil, err
		}
		var msg map[string]any
		require.NoError(l.t, json.Unmarshal(b, &msg))
		if msg["type"] != "ping" && msg["type"] != "pong" {
			return msg, nil
		}
	}
}

// init sends connection_init with payload and reports whether the server acknowledged it.
func (l *liveConn) init(payload map[string]any) bool {
	l.t.Helper()
	l.send(map[string]any{"type": "connection_init", "payload": payload})
	msg, err := l.next(5 * time.Second)
	return err == nil && msg["type"] == "connection_ack"
}

const liveEvents = `subscription($project: String) { eventAdded(project: $project) { id type featureName project data } }`

func (l *liveConn) subscribe(id string, vars map[string]any) {
	l.send(map[string]any{"id": id, "type": "subscribe", "payload": map[string]any{"query": liveEvents, "variables": vars}})
}

// event waits up to liveWait for the next event of the subscription whose type is typ.
func (l *liveConn) event(typ string) map[string]any {
	l.t.Helper()
	deadline := time.Now().Add(liveWait)
	for {
		msg, err := l.next(time.Until(deadline))
		require.NoError(l.t, err, "no %s event within %s", typ, liveWait)
		require.Equal(l.t, "next", msg["type"], "message: %v", msg)
		payload := msg["payload"].(map[string]any)
		require.Nil(l.t, payload["errors"], "message: %v", msg)
		e := payload["data"].(map[string]any)["eventAdded"].(map[string]any)
		if e["type"] == typ {
			return e
		}
	}
}

// liveWait is how long the tests wait for a change to arrive live: whether it does is
// theirs to check, how soon (within a second) is BenchmarkLive's and
// BenchmarkClientPropagation's, which a loaded machine does not turn into a failure.
const liveWait = 15 * time.Second

// liveSubscribe dials as cred, initialises and subscribes to the events of project (all
// when ""), and waits until the subscription runs.
func liveSubscribe(t testing.TB, s *server, cred, project string) *liveConn {
	t.Helper()
	l, status := liveDial(t, s, cred, "")
	require.Equal(t, http.StatusSwitchingProtocols, status)
	require.True(t, l.init(nil), "connection_ack")
	vars := map[string]any{}
	if project != "" {
		vars["project"] = project
	}
	started := liveStarted(t, s)
	l.subscribe("1", vars)
	waitLiveStarted(t, s, started+1)
	return l
}

// liveStarted is how many subscriptions the instance has started (each once it has read
// its starting point: a change committed after that reaches it).
func liveStarted(t testing.TB, s *server) float64 {
	t.Helper()
	return metricValue(t, scrape(t, s, "/metrics", adminToken), "flagstone_live_subscriptions_started_total")
}

// waitLiveStarted waits until the instance has started n subscriptions in all.
func waitLiveStarted(t testing.TB, s *server, n float64) {
	t.Helper()
	require.Eventually(t, func() bool { return liveStarted(t, s) >= n }, 20*time.Second, 10*time.Millisecond,
		"subscription %v never started", n)
}

// TestLiveEvents checks the eventAdded subscription over a real WebSocket: a change made
// through REST arrives; private event data stays the ADMIN's; an upgrade
// without credentials is not acknowledged and one from another origin is refused; a token
// may come in the connection_init payload.
func TestLiveEvents(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		admin := liveSubscribe(t, s, s.login("admin", "Admin-Passw0rd!"), "")
		s.createUser("vera@example.com", "Viewer")
		viewer := liveSubscribe(t, s, s.login("vera@example.com", testPassword), "")
		byToken, status := liveDial(t, s, "", "")
		require.Equal(t, http.StatusSwitchingProtocols, status)
		require.True(t, byToken.init(map[string]any{"Authorization": adminToken}), "a token in connection_init")
		started := liveStarted(t, s)
		byToken.subscribe("t", map[string]any{"project": "default"})
		waitLiveStarted(t, s, started+1)
		require.Equal(t, 3.0, metricValue(t, scrape(t, s, "/metrics", adminToken), "flagstone_live_subscriptions"), "the three are open")

		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "live-flag"})
		s.mustOK(t, http.MethodPost, devFeatures+"/live-flag/environments/development/on", nil)
		changed := time.Now()
		for _, l := range []*liveConn{admin, viewer, byToken} {
			e := l.event("feature-environment-enabled")
			require.Equal(t, "live-flag", e["featureName"])
		}
		t.Logf("REST change to subscribers in %s", time.Since(changed).Round(time.Millisecond))

		s.createUser("paul@example.com", "Editor")
		require.NotNil(t, admin.event("user-created")["data"], "the ADMIN reads private data")
		require.Nil(t, viewer.event("user-created")["data"], "a viewer does not")

		anon, status := liveDial(t, s, "", "")
		require.Equal(t, http.StatusSwitchingProtocols, status)
		require.False(t, anon.init(nil), "an anonymous connection is not acknowledged")
		_, status = liveDial(t, s, adminToken, "https://evil.example")
		require.Equal(t, http.StatusForbidden, status, "another origin")
		_, status = liveDial(t, s, adminToken, s.URL)
		require.Equal(t, http.StatusSwitchingProtocols, status, "this origin")

		require.NoError(t, viewer.conn.CloseNow())
		require.Eventually(t, func() bool {
			return metricValue(t, scrape(t, s, "/metrics", adminToken), "flagstone_live_subscriptions") == 2
		}, 20*time.Second, 10*time.Millisecond, "a closed connection's subscription is no longer counted")
	})
}

// TestLiveTwoProcesses checks that a subscriber of one instance sees a change made
// through another instance on the same database.
func TestLiveTwoProcesses(t *testing.T) {
	dsn := postgresOnly(t)
	a := start(t, dsn)
	b := start(t, dsn)
	l := liveSubscribe(t, b, adminToken, "default")
	a.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "shared-live"})
	a.mustOK(t, http.MethodPost, devFeatures+"/shared-live/environments/development/on", nil)
	changed := time.Now()
	require.Equal(t, "shared-live", l.event("feature-environment-enabled")["featureName"])
	t.Logf("a's change reached b's subscriber in %s", time.Since(changed).Round(time.Millisecond))
}

// TestLiveOutlastsRequestLimits checks that live connections leave the request limits:
// they outlive the request deadline and the server's write timeout (the deadline plus 5 s),
// and do not take the places of requests in the concurrency limit.
func TestLiveOutlastsRequestLimits(t *testing.T) {
	// 2 s rather than less: the POST below must itself fit in the deadline on a loaded machine.
	eachStoreWith(t, map[string]string{"REQUEST_TIMEOUT": "2s", "MAX_CONCURRENT_REQUESTS": "2"}, func(t *testing.T, s *server) {
		conns := make([]*liveConn, 3)
		for i := range conns {
			conns[i] = liveSubscribe(t, s, adminToken, "default")
		}
		time.Sleep(7500 * time.Millisecond)
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "late-flag"})
		for _, l := range conns {
			require.Equal(t, "late-flag", l.event("feature-created")["featureName"])
		}
	})
}

// TestLiveEndsWhenSignedOut checks that a subscription opened by a session delivers nothing
// once the session signs out: its socket is closed (4403), while one opened by a token
// goes on.
func TestLiveEndsWhenSignedOut(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		session := s.login("admin", "Admin-Passw0rd!")
		bySession := liveSubscribe(t, s, session, "default")
		byToken := liveSubscribe(t, s, adminToken, "default")
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "before-sign-out"})
		require.Equal(t, "before-sign-out", bySession.event("feature-created")["featureName"])

		require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/logout", session, nil).Status)
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "after-sign-out"})
		for {
			msg, err := bySession.next(liveWait)
			if err != nil {
				require.Equal(t, websocket.StatusCode(4403), websocket.CloseStatus(err), "the signed-out socket is closed")
				break
			}
			require.Equal(t, map[string]any{"id": "1", "type": "complete"}, msg, "the signed-out subscription delivers nothing")
		}
		byToken.event("feature-created") // before-sign-out
		require.Equal(t, "after-sign-out", byToken.event("feature-created")["featureName"])
	})
}

// TestLiveOriginIsSchemeHostAndPort checks that a WebSocket upgrade from a browser page is
// admitted only from this server's own origin, compared by scheme, host and port.
func TestLiveOriginIsSchemeHostAndPort(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		u, err := url.Parse(s.URL)
		require.NoError(t, err)
		cases := []struct {
			name, origin string
			want         int
		}{
			{"this origin", s.URL, http.StatusSwitchingProtocols},
			{"this origin, upper case", "HTTP://" + strings.ToUpper(u.Host), http.StatusSwitchingProtocols},
			{"no origin: not a browser", "", http.StatusSwitchingProtocols},
			{"another scheme", "https://" + u.Host, http.StatusForbidden},
			{"another port", "http://" + u.Hostname() + ":1", http.StatusForbidden},
			{"another host, same port", "http://evil.example:" + u.Port(), http.StatusForbidden},
			{"not an origin", "null", http.StatusForbidden},
		}
		for _, c := range cases {
			_, status := liveDial(t, s, adminToken, c.origin)
			require.Equal(t, c.want, status, c.name)
		}
	})
}

// TestLiveClosedOnShutdown checks that a graceful shutdown closes the open WebSockets,
// which http.Server.Shutdown would otherwise leave open (they are hijacked connections).
func TestLiveClosedOnShutdown(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		ts := serve(s.App)
		t.Cleanup(ts.Close)
		l := liveSubscribe(t, &server{t: t, URL: ts.URL, App: s.App}, adminToken, "")
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		require.NoError(t, ts.Config.Shutdown(ctx))
		var err error
		for err == nil { // the server may say why before it closes
			_, err = l.next(2 * time.Second)
		}
		require.NotErrorIs(t, err, context.DeadlineExceeded, "the connection is closed, not left open")
	})
}
