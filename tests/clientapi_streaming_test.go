package tests

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// streamWait bounds how long a test waits for a stream's next event: a functional bound
// (the event comes, or the test fails), not a measure of speed.
const streamWait = 10 * time.Second

// sseEvent is one Server-Sent Event as a client reads it; a comment (heartbeat) has
// Comment set.
type sseEvent struct {
	Event, ID, Data string
	Comment         bool
}

// deltaEvent is one event of the delta protocol.
type deltaEvent struct {
	Type        string         `json:"type"`
	EventID     int64          `json:"eventId"`
	Feature     map[string]any `json:"feature"`
	FeatureName string         `json:"featureName"`
	Project     string         `json:"project"`
	Segment     map[string]any `json:"segment"`
	SegmentID   int            `json:"segmentId"`
	Features    []struct {
		Name    string `json:"name"`
		Project string `json:"project"`
		Enabled bool   `json:"enabled"`
	} `json:"features"`
	Segments []map[string]any `json:"segments"`
}

// events decodes the data of an event of the delta protocol.
func (e sseEvent) events(t testing.TB) []deltaEvent {
	t.Helper()
	var body struct{ Events []deltaEvent }
	require.NoError(t, json.Unmarshal([]byte(e.Data), &body), "data: %s", e.Data)
	return body.Events
}

// sseStream is an open /api/client/streaming connection.
type sseStream struct {
	res    *http.Response
	cancel context.CancelFunc
	events chan sseEvent
}

// openStream opens /api/client/streaming?query with token and headers; it answers the
// status, and the stream when that is 200.
func (s *server) openStream(t testing.TB, token, query string, headers map[string]string) (*sseStream, int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.URL+"/api/client/streaming?"+query, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", token)
	req.Header.Set("Unleash-Client-Spec", "5.2.0")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	if res.StatusCode != http.StatusOK {
		res.Body.Close()
		cancel()
		return nil, res.StatusCode
	}
	require.Equal(t, "text/event-stream", res.Header.Get("Content-Type"))
	st := &sseStream{res: res, cancel: cancel, events: make(chan sseEvent, 64)}
	go st.read()
	t.Cleanup(st.close)
	return st, res.StatusCode
}

// read parses the stream into events until it ends, then closes events.
func (st *sseStream) read() {
	defer close(st.events)
	sc := bufio.NewScanner(st.res.Body)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	var ev sseEvent
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if ev != (sseEvent{}) {
				st.events <- ev
			}
			ev = sseEvent{}
		case strings.HasPrefix(line, ":"):
			ev.Comment = true
		default:
			k, v, _ := strings.Cut(line, ":")
			v = strings.TrimPrefix(v, " ")
			switch k {
			case "event":
				ev.Event = v
			case "id":
				ev.ID = v
			case "data":
				ev.Data += v
			}
		}
	}
}

func (st *sseStream) close() { st.cancel(); st.res.Body.Close() }

// next returns the stream's next event, heartbeats skipped.
func (st *sseStream) next(t testing.TB) sseEvent {
	t.Helper()
	timeout := time.After(streamWait)
	for {
		select {
		case ev, ok := <-st.events:
			require.True(t, ok, "the stream ended")
			if !ev.Comment {
				return ev
			}
		case <-timeout:
			require.FailNow(t, "no event within "+streamWait.String())
		}
	}
}

// ended says whether the server ends the stream within streamWait.
func (st *sseStream) ended() bool {
	timeout := time.After(streamWait)
	for {
		select {
		case _, ok := <-st.events:
			if !ok {
				return true
			}
		case <-timeout:
			return false
		}
	}
}

// nextUpdate returns the next unleash-updated event, after checking its id is a revision.
func (st *sseStream) nextUpdate(t testing.TB) (int64, []deltaEvent) {
	t.Helper()
	ev := st.next(t)
	require.Equal(t, "unleash-updated", ev.Event, "data: %s", ev.Data)
	id, err := strconv.ParseInt(ev.ID, 10, 64)
	require.NoError(t, err)
	return id, ev.events(t)
}

func toggle(t *testing.T, s *server, project, flag, env string, on bool) {
	t.Helper()
	state := map[bool]string{true: "on", false: "off"}[on]
	s.mustOK(t, http.MethodPost, fmt.Sprintf("/api/admin/projects/%s/features/%s/environments/%s/%s", project, flag, env, state), nil)
}

func TestClientStreaming(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "live-a"})
		s.mustOK(t, http.MethodPost, devFeatures+"/live-a/environments/development/strategies", map[string]any{"name": "default"})
		token := s.apiToken(t, "client", "development", "default")
		st, status := s.openStream(t, token, "", nil)
		require.Equal(t, http.StatusOK, status)

		connected := st.next(t)
		require.Equal(t, "unleash-connected", connected.Event)
		hydration := connected.events(t)
		require.Len(t, hydration, 1)
		require.Equal(t, "hydration", hydration[0].Type)
		require.Equal(t, connected.ID, strconv.FormatInt(hydration[0].EventID, 10), "the event id is the revision")
		require.Len(t, hydration[0].Features, 1)
		require.Equal(t, "live-a", hydration[0].Features[0].Name)
		require.False(t, hydration[0].Features[0].Enabled)

		toggle(t, s, "default", "live-a", "development", true)
		id, events := st.nextUpdate(t)
		require.Len(t, events, 1)
		require.Equal(t, "feature-updated", events[0].Type)
		require.Equal(t, id, events[0].EventID)
		require.Greater(t, id, hydration[0].EventID)
		require.Equal(t, "live-a", events[0].Feature["name"])
		require.Equal(t, true, events[0].Feature["enabled"])
		require.NotEmpty(t, events[0].Feature["strategies"])

		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "live-b"})
		_, events = st.nextUpdate(t)
		require.Equal(t, "feature-updated", events[0].Type)
		require.Equal(t, "live-b", events[0].Feature["name"])

		s.mustOK(t, http.MethodDelete, devFeatures+"/live-b", nil) // archived
		_, events = st.nextUpdate(t)
		require.Len(t, events, 1)
		require.Equal(t, "feature-removed", events[0].Type)
		require.Equal(t, "live-b", events[0].FeatureName)
		require.Equal(t, "default", events[0].Project)
		require.Regexp(t, `\nflagstone_client_deltas_sent_total [3-9]\n`, string(s.do(http.MethodGet, "/metrics", adminToken, nil).Body))
	})
}

// TestClientStreamingScope: a stream carries what /api/client/features would, for the
// token's projects and environment and the name prefix asked for; nothing else.
func TestClientStreamingScope(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "shop", "name": "Shop"})
		for _, f := range []struct{ project, name string }{{"default", "app-one"}, {"default", "other-one"}, {"shop", "app-shop"}} {
			s.mustOK(t, http.MethodPost, "/api/admin/projects/"+f.project+"/features", map[string]any{"name": f.name})
		}
		token := s.apiToken(t, "client", "development", "default")
		st, _ := s.openStream(t, token, "namePrefix=app-", nil)
		hydration := st.next(t).events(t)[0]
		require.Len(t, hydration.Features, 1, "only the token's project and the prefix")
		require.Equal(t, "app-one", hydration.Features[0].Name)

		// Changes it may not see: another project, another environment, another prefix.
		toggle(t, s, "shop", "app-shop", "development", true)
		toggle(t, s, "default", "app-one", "production", true)
		toggle(t, s, "default", "other-one", "development", true)
		// Then one it may: the only event it gets.
		toggle(t, s, "default", "app-one", "development", true)
		_, events := st.nextUpdate(t)
		require.Len(t, events, 1, "events: %+v", events)
		require.Equal(t, "app-one", events[0].Feature["name"])
		require.Equal(t, true, events[0].Feature["enabled"])

		shop := s.apiToken(t, "client", "development", "shop")
		st, _ = s.openStream(t, shop, "project=default", nil)
		require.Empty(t, st.next(t).events(t)[0].Features, "a project outside the token is not read")
	})
}

// TestClientStreamingResume: an SDK that reconnects with Last-Event-ID gets what changed
// since, not the whole state; one whose revision is unknown (too old, or not a revision)
// is hydrated; one that is current gets an empty catch-up.
func TestClientStreamingResume(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "resume-a"})
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "resume-b"})
		token := s.apiToken(t, "client", "development", "default")
		st, _ := s.openStream(t, token, "", nil)
		first := st.next(t)
		st.close()

		toggle(t, s, "default", "resume-a", "development", true)
		s.refresh(t)
		st, _ = s.openStream(t, token, "", map[string]string{"Last-Event-ID": first.ID})
		ev := st.next(t)
		require.Equal(t, "unleash-connected", ev.Event)
		events := ev.events(t)
		require.Len(t, events, 1, "only what changed since %s: %s", first.ID, ev.Data)
		require.Equal(t, "feature-updated", events[0].Type)
		require.Equal(t, "resume-a", events[0].Feature["name"])
		require.NotEqual(t, first.ID, ev.ID)

		for _, tc := range []struct{ name, lastID, want string }{
			{"current", ev.ID, "none"},
			{"too old", "1", "hydration"},
			{"not a revision", "abc", "hydration"},
			{"ahead of this node", "999999999", "hydration"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				st, _ := s.openStream(t, token, "", map[string]string{"Last-Event-ID": tc.lastID})
				got := st.next(t).events(t)
				if tc.want == "none" {
					require.Empty(t, got)
					return
				}
				require.Len(t, got, 1)
				require.Equal(t, "hydration", got[0].Type)
				require.Len(t, got[0].Features, 2)
			})
		}
	})
}

// TestClientStreamingBounds: streams beyond STREAMING_MAX_PER_TOKEN or
// STREAMING_MAX_CONNECTIONS are answered 503, and a closed one frees its place.
func TestClientStreamingBounds(t *testing.T) {
	eachStoreWith(t, map[string]string{"STREAMING_MAX_PER_TOKEN": "2", "STREAMING_MAX_CONNECTIONS": "3"}, func(t *testing.T, s *server) {
		a := s.apiToken(t, "client", "development", "default")
		b := s.apiToken(t, "client", "development", "default")
		open := func(token string) (*sseStream, int) {
			st, status := s.openStream(t, token, "", nil)
			if st != nil {
				st.next(t) // connected: counted
			}
			return st, status
		}
		first, status := open(a)
		require.Equal(t, 200, status)
		_, status = open(a)
		require.Equal(t, 200, status)
		_, status = open(a)
		require.Equal(t, http.StatusServiceUnavailable, status, "a third of one token")
		_, status = open(b)
		require.Equal(t, 200, status)
		_, status = open(b)
		require.Equal(t, http.StatusServiceUnavailable, status, "a fourth in all")

		res := s.do(http.MethodGet, "/api/client/streaming", a, nil)
		requireError(t, res, http.StatusServiceUnavailable, "ServiceUnavailable", "Too many streaming connections")
		require.Contains(t, string(s.do(http.MethodGet, "/metrics", adminToken, nil).Body), "\nflagstone_client_streams 3\n")

		first.close()
		require.Eventually(t, func() bool { n, _, _ := s.App.ClientAPI.StreamStats(); return n == 2 }, streamWait, 10*time.Millisecond)
		_, status = open(b)
		require.Equal(t, 200, status, "a closed stream frees its place")
	})
}

// TestClientStreamingTokens: the stream admits client tokens only, as /api/client/features
// does, and ends when its token is revoked.
func TestClientStreamingTokens(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		frontend := s.apiToken(t, "frontend", "development", "default")
		for _, tc := range []struct {
			name, token, errName string
			status               int
		}{
			{"no credentials", "", "AuthenticationRequired", 401},
			{"unknown token", "default:development.nope", "AuthenticationRequired", 401},
			{"admin token", adminToken, "NoAccessError", 403},
			{"frontend token", frontend, "NoAccessError", 403},
		} {
			for _, path := range []string{"/api/client/streaming", "/api/client/delta"} {
				requireError(t, s.do(http.MethodGet, path, tc.token, nil), tc.status, tc.errName, "")
			}
		}

		res := s.admin(http.MethodPost, "/api/admin/api-tokens", map[string]any{
			"tokenName": "revoked", "type": "client", "environment": "development", "projects": []string{"default"}})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		secret := res.JSON(t)["secret"].(string)
		kept := s.apiToken(t, "client", "development", "default")
		revoked, _ := s.openStream(t, secret, "", nil)
		revoked.next(t)
		other, _ := s.openStream(t, kept, "", nil)
		other.next(t)

		s.mustOK(t, http.MethodDelete, "/api/admin/api-tokens/"+secret, nil)
		require.True(t, revoked.ended(), "the revoked token's stream is closed")
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "after-revoke"})
		_, events := other.nextUpdate(t)
		require.Equal(t, "after-revoke", events[0].Feature["name"], "the other token's stream goes on")
		_, status := s.openStream(t, secret, "", nil)
		require.Equal(t, http.StatusUnauthorized, status)
	})
}

// TestClientStreamingFetchMode: with STREAMING=false the stream sends the SDK back to
// polling; heartbeats keep an idle stream open.
func TestClientStreamingFetchMode(t *testing.T) {
	eachStoreWith(t, map[string]string{"STREAMING": "false"}, func(t *testing.T, s *server) {
		token := s.apiToken(t, "client", "development", "default")
		st, status := s.openStream(t, token, "", nil)
		require.Equal(t, http.StatusOK, status)
		ev := st.next(t)
		require.Equal(t, "fetch-mode", ev.Event)
		require.Equal(t, "polling", ev.Data)
		require.True(t, st.ended())
	})
	eachStoreWith(t, map[string]string{"STREAMING_HEARTBEAT": "20ms"}, func(t *testing.T, s *server) {
		token := s.apiToken(t, "client", "development", "default")
		st, _ := s.openStream(t, token, "", nil)
		require.Equal(t, "unleash-connected", st.next(t).Event)
		select {
		case ev := <-st.events:
			require.True(t, ev.Comment, "a heartbeat: %+v", ev)
		case <-time.After(streamWait):
			require.FailNow(t, "no heartbeat")
		}
	})
}

// TestClientDelta: delta polling answers the whole state first, with the revision as
// ETag; then 304 until something the token reads changes, then just that.
func TestClientDelta(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "shop", "name": "Shop"})
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "delta-a"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/shop/features", map[string]any{"name": "delta-shop"})
		token := s.apiToken(t, "client", "development", "default")
		get := func(etag string) response {
			return s.doHeaders(http.MethodGet, "/api/client/delta", token, nil, map[string]string{"If-None-Match": etag})
		}
		decode := func(res response) []deltaEvent {
			var body struct{ Events []deltaEvent }
			require.NoError(t, json.Unmarshal(res.Body, &body), "body: %s", res.Body)
			return body.Events
		}
		res := get("")
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		etag := res.Header.Get("ETag")
		require.Regexp(t, regexp.MustCompile(`^"\d+"$`), etag)
		events := decode(res)
		require.Len(t, events, 1)
		require.Equal(t, "hydration", events[0].Type)
		require.Equal(t, etag, fmt.Sprintf(`"%d"`, events[0].EventID))
		require.Len(t, events[0].Features, 1, "the token's project only")

		require.Equal(t, http.StatusNotModified, get(etag).Status)
		toggle(t, s, "default", "delta-a", "development", true)
		s.refresh(t)
		res = get(etag)
		require.Equal(t, http.StatusOK, res.Status)
		events = decode(res)
		require.Len(t, events, 1)
		require.Equal(t, "feature-updated", events[0].Type)
		require.Equal(t, true, events[0].Feature["enabled"])
		next := res.Header.Get("ETag")
		require.NotEqual(t, etag, next)
		require.Equal(t, http.StatusNotModified, get(next).Status)

		toggle(t, s, "shop", "delta-shop", "development", true)
		s.refresh(t)
		require.Equal(t, http.StatusNotModified, get(next).Status, "a change the token does not read")
		require.Equal(t, "hydration", decode(get(`"1"`))[0].Type, "a revision older than the log")
	})
}

// TestClientStreamingOtherNode: two nodes of one PostgreSQL database; a change made
// through one reaches a stream on the other through LISTEN/NOTIFY (the other node counts
// the notification it heard), not only through the watermark poll.
func TestClientStreamingOtherNode(t *testing.T) {
	if pgBase == "" {
		t.Skip("needs PostgreSQL (TEST_DATABASE_URL)")
	}
	inParallel(t)
	dsn := pgDSN(t)
	a, b := start(t, dsn), start(t, dsn)
	a.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "across"})
	token := a.apiToken(t, "client", "development", "default")
	st, status := b.openStream(t, token, "", nil)
	require.Equal(t, http.StatusOK, status)
	st.next(t)

	heard := func() float64 {
		res := b.do(http.MethodGet, "/metrics", adminToken, nil)
		m := regexp.MustCompile(`(?m)^flagstone_change_notification_lag_seconds_count (\d+)`).FindSubmatch(res.Body)
		require.NotNil(t, m, "metrics: %s", res.Body)
		n, err := strconv.ParseFloat(string(m[1]), 64)
		require.NoError(t, err)
		return n
	}
	before := heard()
	toggle(t, a, "default", "across", "development", true)
	_, events := st.nextUpdate(t)
	require.Equal(t, "across", events[0].Feature["name"])
	require.Equal(t, true, events[0].Feature["enabled"])
	require.Greater(t, heard(), before, "node B heard node A's commit")
}

// TestChangeListenerReconnects: when a node's LISTEN connection breaks, it opens it again
// and hears the next change (until then the watermark poll covers).
func TestChangeListenerReconnects(t *testing.T) {
	if pgBase == "" {
		t.Skip("needs PostgreSQL (TEST_DATABASE_URL)")
	}
	inParallel(t)
	dsn := pgDSN(t)
	a, b := start(t, dsn), start(t, dsn)
	a.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "reconnect"})
	listeners := func() []int {
		rows, err := b.App.Store.DB.Query("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN flagstone_changes'")
		require.NoError(t, err)
		defer rows.Close()
		var pids []int
		for rows.Next() {
			var pid int
			require.NoError(t, rows.Scan(&pid))
			pids = append(pids, pid)
		}
		require.NoError(t, rows.Err())
		return pids
	}
	require.Eventually(t, func() bool { return len(listeners()) == 2 }, streamWait, 10*time.Millisecond, "each node listens")
	broken := listeners()
	for _, pid := range broken {
		_, err := b.App.Store.DB.Exec("SELECT pg_terminate_backend($1)", pid)
		require.NoError(t, err)
	}
	// A terminated backend stays in pg_stat_activity a moment after it is told to end: the
	// nodes listen again once two listeners other than the broken ones are there.
	require.Eventually(t, func() bool {
		again := listeners()
		return len(again) == 2 && !slices.Contains(again, broken[0]) && !slices.Contains(again, broken[1])
	}, streamWait, 10*time.Millisecond, "each node listens again")

	lag := regexp.MustCompile(`(?m)^flagstone_change_notification_lag_seconds_count (\d+)`)
	heard := func() int {
		m := lag.FindSubmatch(b.do(http.MethodGet, "/metrics", adminToken, nil).Body)
		require.NotNil(t, m)
		n, _ := strconv.Atoi(string(m[1]))
		return n
	}
	before := heard()
	toggle(t, a, "default", "reconnect", "development", true)
	require.Eventually(t, func() bool { return heard() > before }, streamWait, 10*time.Millisecond, "node B hears node A again")
}
