package tests

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	gstore "flagstone/graph/store"
)

// webhookEnv lets webhooks reach a receiver on this machine and makes delivery and its
// retries quick.
var webhookEnv = map[string]string{
	"WEBHOOK_ALLOWED_NETWORKS": "127.0.0.0/8",
	"WEBHOOK_POLL_INTERVAL":    "50ms",
	"WEBHOOK_RETRY_BACKOFF":    "20ms",
}

// receiver is a webhook endpoint that records what it is sent.
type receiver struct {
	*httptest.Server
	mu   sync.Mutex
	got  []received
	fail int // answer 500 to this many requests first
}

// received is one request a receiver got.
type received struct {
	body      []byte
	signature string
	event     map[string]any
	failed    bool
}

func newReceiver(t *testing.T, fail int) *receiver {
	rc := &receiver{fail: fail}
	rc.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var ev map[string]any
		_ = json.Unmarshal(body, &ev)
		rc.mu.Lock()
		defer rc.mu.Unlock()
		got := received{body: body, signature: r.Header.Get("X-Flagstone-Signature"), event: ev}
		if r.Header.Get("Content-Type") != "application/json" || r.Method != http.MethodPost {
			got.event = nil
		}
		if rc.fail > 0 {
			rc.fail--
			got.failed = true
			w.WriteHeader(http.StatusInternalServerError)
		}
		rc.got = append(rc.got, got)
	}))
	t.Cleanup(rc.Close)
	return rc
}

// delivered is what the receiver accepted, in the order it came.
func (rc *receiver) delivered() []received {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	var out []received
	for _, g := range rc.got {
		if !g.failed {
			out = append(out, g)
		}
	}
	return out
}

// waitFor waits until the receiver has accepted n events and returns them.
func (rc *receiver) waitFor(t *testing.T, n int) []received {
	t.Helper()
	require.Eventually(t, func() bool { return len(rc.delivered()) >= n }, 20*time.Second, 10*time.Millisecond,
		"the receiver got %d of %d events", len(rc.delivered()), n)
	return rc.delivered()
}

// addon configures a webhook to url for the event types, and returns its id.
func (s *server) addon(t *testing.T, url, secret string, events []string, extra map[string]any) int {
	t.Helper()
	params := map[string]any{"url": url}
	if secret != "" {
		params["secret"] = secret
	}
	body := map[string]any{"provider": "webhook", "enabled": true, "parameters": params, "events": events}
	for k, v := range extra {
		body[k] = v
	}
	out := s.mustOK(t, http.MethodPost, "/api/admin/addons", body)
	return int(out["id"].(float64))
}

// deliveryLog is an addon's delivery log as REST answers it.
func (s *server) deliveryLog(t *testing.T, id int) []map[string]any {
	t.Helper()
	out := s.mustOK(t, http.MethodGet, fmt.Sprintf("/api/admin/addons/%d/events", id), nil)
	var lines []map[string]any
	for _, l := range out["integrationEvents"].([]any) {
		lines = append(lines, l.(map[string]any))
	}
	return lines
}

func eventTypes(rs []received) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = fmt.Sprint(r.event["type"], ":", r.event["featureName"])
	}
	return out
}

func TestWebhookDeliversSignedEvents(t *testing.T) {
	eachStoreWith(t, webhookEnv, func(t *testing.T, s *server) {
		rc := newReceiver(t, 0)
		id := s.addon(t, rc.URL+"/hook", "s3cret-key", []string{"feature-environment-enabled"}, nil)
		newFeature(t, s, "default", "wh-signed")
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features/wh-signed/environments/development/on", nil)

		got := rc.waitFor(t, 1)[0]
		require.Equal(t, "feature-environment-enabled", got.event["type"])
		require.Equal(t, "wh-signed", got.event["featureName"])
		require.Equal(t, "development", got.event["environment"])
		mac := hmac.New(sha256.New, []byte("s3cret-key"))
		mac.Write(got.body)
		require.Equal(t, "sha256="+hex.EncodeToString(mac.Sum(nil)), got.signature)

		a := s.mustOK(t, http.MethodGet, fmt.Sprintf("/api/admin/addons/%d", id), nil)
		require.Equal(t, map[string]any{"url": rc.URL + "/hook", "secret": "*****"}, a["parameters"])
		list := s.mustOK(t, http.MethodGet, "/api/admin/addons", nil)
		require.Len(t, list["addons"], 1)
		require.NotEmpty(t, list["providers"])
		require.Eventually(t, func() bool { return len(s.deliveryLog(t, id)) == 1 }, 10*time.Second, 10*time.Millisecond)
		line := s.deliveryLog(t, id)[0]
		require.Equal(t, "success", line["state"])
		require.Equal(t, got.event["id"], line["details"].(map[string]any)["eventId"])
		require.EqualValues(t, 1, line["details"].(map[string]any)["attempts"])
		require.EqualValues(t, 200, line["details"].(map[string]any)["statusCode"])

		// Keeping the secret (*****), then removing it: the next bodies are unsigned.
		s.mustOK(t, http.MethodPut, fmt.Sprintf("/api/admin/addons/%d", id), map[string]any{
			"provider": "webhook", "enabled": true, "events": []any{"feature-environment-enabled"},
			"parameters": map[string]any{"url": rc.URL + "/hook", "secret": "*****"},
		})
		require.Equal(t, "*****", s.mustOK(t, http.MethodGet, fmt.Sprintf("/api/admin/addons/%d", id), nil)["parameters"].(map[string]any)["secret"])
		s.mustOK(t, http.MethodPut, fmt.Sprintf("/api/admin/addons/%d", id), map[string]any{
			"provider": "webhook", "enabled": true, "events": []any{"feature-environment-enabled"},
			"parameters": map[string]any{"url": rc.URL + "/hook", "secret": ""},
		})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features/wh-signed/environments/production/on", nil)
		require.Empty(t, rc.waitFor(t, 2)[1].signature)

		// The secret is in no event, and the configuration changes are recorded.
		for _, typ := range []string{"addon-config-created", "addon-config-updated"} {
			evs := s.eventsOf(t, typ)
			require.NotEmpty(t, evs, typ)
			for _, e := range evs {
				b, _ := json.Marshal(e)
				require.NotContains(t, string(b), "s3cret-key")
			}
		}
		s.mustOK(t, http.MethodDelete, fmt.Sprintf("/api/admin/addons/%d", id), nil)
		require.Len(t, s.eventsOf(t, "addon-config-deleted"), 1)
		requireError(t, s.admin(http.MethodGet, fmt.Sprintf("/api/admin/addons/%d", id), nil), http.StatusNotFound, "NotFoundError", "")

		// GraphQL shows the same, the secret as a placeholder.
		res := s.gql(adminToken, `mutation { createAddon(input: {provider: "webhook", enabled: true, parameters: {url: "`+rc.URL+`", secret: "x"}, events: ["feature-created"]}) { id parameters { url secret } projects } }`, nil)
		require.Empty(t, res.Errors)
		data, _ := json.Marshal(res.Data)
		require.JSONEq(t, `{"createAddon": {"id": `+fmt.Sprint(id+1)+`, "parameters": {"url": "`+rc.URL+`", "secret": "*****"}, "projects": []}}`, string(data))
	})
}

func TestWebhookFiltersByTypeProjectAndEnvironment(t *testing.T) {
	eachStoreWith(t, webhookEnv, func(t *testing.T, s *server) {
		byProject, byEnv := newReceiver(t, 0), newReceiver(t, 0)
		s.addon(t, byProject.URL, "", []string{"feature-created", "tag-type-created"}, map[string]any{"projects": []any{"shop"}})
		s.addon(t, byEnv.URL, "", []string{"feature-environment-enabled", "feature-created"}, map[string]any{"environments": []any{"production"}})
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "shop", "name": "Shop"})
		newFeature(t, s, "default", "wh-default")
		newFeature(t, s, "shop", "wh-shop")
		for _, env := range []string{"development", "production"} {
			s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features/wh-default/environments/"+env+"/on", nil)
		}
		s.mustOK(t, http.MethodPost, "/api/admin/tag-types", map[string]any{"name": "team"}) // of no project
		newFeature(t, s, "shop", "wh-shop-2")

		// An event of no project or no environment passes that filter, as in the reference.
		require.Equal(t, []string{"feature-created:wh-shop", "tag-type-created:<nil>", "feature-created:wh-shop-2"}, eventTypes(byProject.waitFor(t, 3)))
		got := byEnv.waitFor(t, 4)
		require.Equal(t, []string{"feature-created:wh-default", "feature-created:wh-shop", "feature-environment-enabled:wh-default", "feature-created:wh-shop-2"}, eventTypes(got))
		require.Equal(t, "production", got[2].event["environment"])
		// The last event of both filters was delivered: nothing else is on its way.
		require.NoError(t, s.App.Webhooks.RunOnce(context.Background()))
		require.Len(t, byProject.delivered(), 3)
		require.Len(t, byEnv.delivered(), 4)
	})
}

func TestWebhookRetriesInOrder(t *testing.T) {
	eachStoreWith(t, webhookEnv, func(t *testing.T, s *server) {
		rc := newReceiver(t, 2)
		id := s.addon(t, rc.URL, "", []string{"feature-created"}, nil)
		for _, name := range []string{"wh-1", "wh-2", "wh-3"} {
			newFeature(t, s, "default", name)
		}
		got := rc.waitFor(t, 3)
		require.Equal(t, []string{"feature-created:wh-1", "feature-created:wh-2", "feature-created:wh-3"}, eventTypes(got))
		rc.mu.Lock()
		require.Len(t, rc.got, 5, "two failed attempts, then three deliveries")
		require.Equal(t, rc.got[0].event["id"], rc.got[2].event["id"], "the failed event is sent again before the next")
		rc.mu.Unlock()

		require.Eventually(t, func() bool { return len(s.deliveryLog(t, id)) == 3 }, 10*time.Second, 10*time.Millisecond)
		log := s.deliveryLog(t, id)
		first := log[2] // newest first
		require.Equal(t, "success", first["state"])
		require.EqualValues(t, 3, first["details"].(map[string]any)["attempts"])
		require.EqualValues(t, got[0].event["id"], first["details"].(map[string]any)["eventId"])
		require.EqualValues(t, 1, log[0]["details"].(map[string]any)["attempts"])
		require.Len(t, s.deliveryLog(t, id)[:1], 1)
		page := s.mustOK(t, http.MethodGet, fmt.Sprintf("/api/admin/addons/%d/events?limit=1&offset=1", id), nil)
		require.Equal(t, log[1]["id"], page["integrationEvents"].([]any)[0].(map[string]any)["id"])
	})
}

func TestWebhookValidation(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		good := func(edit func(map[string]any)) map[string]any {
			b := map[string]any{"provider": "webhook", "enabled": true, "events": []any{"feature-created"},
				"parameters": map[string]any{"url": "https://93.184.216.34/hook"}}
			edit(b)
			return b
		}
		disabledTo := func(url string) map[string]any {
			return good(func(b map[string]any) { b["enabled"], b["parameters"] = false, map[string]any{"url": url} })
		}
		for _, tt := range []struct {
			name, property string
			body           map[string]any
		}{
			{"loopback without the allowance", "parameters.url", good(func(b map[string]any) { b["parameters"] = map[string]any{"url": "http://127.0.0.1:9/"} })},
			{"metadata address", "parameters.url", good(func(b map[string]any) { b["parameters"] = map[string]any{"url": "http://169.254.169.254/latest"} })},
			{"private address", "parameters.url", good(func(b map[string]any) { b["parameters"] = map[string]any{"url": "http://10.0.0.1/"} })},
			// Refused before any dial or lookup; disabled, so that even where the rule is
			// missing (the base commit) an addon created by mistake delivers nothing.
			{"shared address space", "parameters.url", disabledTo("http://100.100.100.200/latest")},
			{"benchmarking address", "parameters.url", disabledTo("http://198.18.0.1/")},
			{"broadcast address", "parameters.url", disabledTo("http://255.255.255.255/")},
			{"nat64 metadata address", "parameters.url", disabledTo("http://[64:ff9b::a9fe:a9fe]/")},
			{"6to4 loopback", "parameters.url", disabledTo("http://[2002:7f00:1::1]/")},
			{"ipv4-compatible private", "parameters.url", disabledTo("http://[::10.0.0.1]/")},
			{"localhost by name", "parameters.url", good(func(b map[string]any) { b["parameters"] = map[string]any{"url": "http://localhost:8080/"} })},
			{"not http", "parameters.url", good(func(b map[string]any) { b["parameters"] = map[string]any{"url": "file:///etc/passwd"} })},
			{"no url", "parameters.url", good(func(b map[string]any) { delete(b, "parameters") })},
			{"unknown event type", "events", good(func(b map[string]any) { b["events"] = []any{"no-such-event"} })},
			{"no event types", "events", good(func(b map[string]any) { b["events"] = []any{} })},
			{"other provider", "provider", good(func(b map[string]any) { b["provider"] = "slack" })},
		} {
			t.Run(tt.name, func(t *testing.T) {
				requireError(t, s.admin(http.MethodPost, "/api/admin/addons", tt.body), http.StatusBadRequest, "ValidationError", tt.property)
			})
		}
		res := s.gql(adminToken, `mutation { createAddon(input: {provider: "webhook", enabled: true, parameters: {url: "http://127.0.0.1/"}, events: ["feature-created"]}) { id } }`, nil)
		require.Equal(t, "ValidationError", res.errorCode())
		require.Contains(t, res.Errors[0].Message, "parameters.url")
		requireError(t, s.admin(http.MethodPut, "/api/admin/addons/4242", good(func(map[string]any) {})), http.StatusNotFound, "NotFoundError", "")
		requireError(t, s.admin(http.MethodGet, "/api/admin/addons/4242/events", nil), http.StatusNotFound, "NotFoundError", "")
	})
}

// eachStoreShared runs fn once per backend with a database that several instances
// (started by fn) share, one after or beside another.
func eachStoreShared(t *testing.T, fn func(t *testing.T, dsn string)) {
	t.Helper()
	inParallel(t)
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			t.Parallel()
			fn(t, st.dsn(t))
		})
	}
}

func TestWebhookDeliversAfterRestart(t *testing.T) {
	eachStoreShared(t, func(t *testing.T, dsn string) {
		rc := newReceiver(t, 0)
		a := startWith(t, dsn, webhookEnv)
		a.addon(t, rc.URL, "", []string{"feature-created"}, nil)
		a.App.Webhooks.Stop() // as if the process died before it delivered
		newFeature(t, a, "default", "wh-before-restart")
		require.NoError(t, a.App.Close())
		require.Empty(t, rc.delivered())

		b := startWith(t, dsn, webhookEnv)
		require.Equal(t, []string{"feature-created:wh-before-restart"}, eventTypes(rc.waitFor(t, 1)))
		newFeature(t, b, "default", "wh-after-restart")
		require.Equal(t, "feature-created:wh-after-restart", eventTypes(rc.waitFor(t, 2))[1])
	})
}

func TestWebhookRefusedAtDeliveryTime(t *testing.T) {
	eachStoreShared(t, func(t *testing.T, dsn string) {
		rc := newReceiver(t, 0)
		a := startWith(t, dsn, webhookEnv)
		id := a.addon(t, rc.URL, "", []string{"feature-created"}, nil)
		require.NoError(t, a.App.Close())

		// The same addon on a server that does not allow loopback: the dial is refused.
		b := startWith(t, dsn, map[string]string{"WEBHOOK_POLL_INTERVAL": "50ms", "WEBHOOK_RETRY_BACKOFF": "1h"})
		newFeature(t, b, "default", "wh-refused")
		require.Eventually(t, func() bool { return len(b.deliveryLog(t, id)) == 1 }, 10*time.Second, 10*time.Millisecond)
		line := b.deliveryLog(t, id)[0]
		require.Equal(t, "failed", line["state"])
		require.Contains(t, line["stateDetails"], "not allowed")
		require.NotContains(t, line["stateDetails"], rc.URL)
		require.Empty(t, rc.delivered())
	})
}

// TestWebhookOncePerEventAcrossNodes runs webhookNodes servers on one database, each
// delivering, while webhookEvents changes arrive at all of them at once: each event is
// delivered once, in id order (the delivery lease keeps the others off).
func TestWebhookOncePerEventAcrossNodes(t *testing.T) {
	const webhookNodes, n = 3, 60
	eachStoreShared(t, func(t *testing.T, dsn string) {
		rc := newReceiver(t, 0)
		nodes := make([]*server, webhookNodes)
		for i := range nodes {
			nodes[i] = startWith(t, dsn, webhookEnv)
		}
		nodes[0].addon(t, rc.URL, "", []string{"feature-created"}, nil)
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				newFeature(t, nodes[i%webhookNodes], "default", fmt.Sprintf("wh-node-%02d", i))
			}()
		}
		wg.Wait()
		rc.waitFor(t, n)
		for _, s := range nodes { // whatever either node still had to do is done
			require.NoError(t, s.App.Webhooks.RunOnce(context.Background()))
		}
		perEvent := map[any]int{}
		var last float64
		for _, r := range rc.delivered() {
			perEvent[r.event["id"]]++
			id := r.event["id"].(float64)
			require.Greater(t, id, last, "events arrive in id order")
			last = id
			require.True(t, strings.HasPrefix(r.event["featureName"].(string), "wh-node-"))
		}
		require.Len(t, perEvent, n)
		for id, count := range perEvent {
			require.Equal(t, 1, count, "event %v delivered %d times", id, count)
		}
	})
}

// addonsQuery matches the deliverer's statements on the addons: the look for enabled ones
// and the list of the due ones.
var addonsQuery = regexp.MustCompile("FROM [`\"]addons[`\"]")

// TestWebhookDelivererIdleWithoutAddons checks that, while no addon is enabled, the
// deliverer's passes (one per commit) never list the due addons, and send no statement at
// all while nothing changed: whether one is enabled is kept, read again only when the
// watermark moves or this process changes an addon. An addon configured then (disabled, then enabled) is served from the next write.
func TestWebhookDelivererIdleWithoutAddons(t *testing.T) {
	eachStoreWith(t, webhookEnv, func(t *testing.T, s *server) {
		var checks, lists atomic.Int64
		see := gstore.Observer(func(query string, _ []any) {
			if addonsQuery.MatchString(query) {
				if strings.Contains(query, "retry_at") {
					lists.Add(1)
				} else {
					checks.Add(1)
				}
			}
		})
		s.App.Store.BackgroundSeen.Store(&see)
		t.Cleanup(func() { s.App.Store.BackgroundSeen.Store(nil) })
		ctx := context.Background()

		newFeature(t, s, "default", "wh-idle")
		env := "/api/admin/projects/default/features/wh-idle/environments/development/"
		const writes = 10
		for i := range writes {
			s.mustOK(t, http.MethodPost, env+[]string{"on", "off"}[i%2], nil)
			require.NoError(t, s.App.Webhooks.RunOnce(ctx)) // as the commit's poke would
		}
		require.Zero(t, lists.Load(), "no addon is enabled: no pass lists the due addons")
		t.Logf("%d writes: %d looks for an enabled addon (one per watermark move at most), %d lists of due addons", writes, checks.Load(), lists.Load())
		s.refresh(t)
		require.NoError(t, s.App.Webhooks.RunOnce(ctx))
		before := checks.Load()
		for range 5 {
			require.NoError(t, s.App.Webhooks.RunOnce(ctx))
		}
		require.Equal(t, before, checks.Load(), "nothing changed: the passes send no statement")

		rc := newReceiver(t, 0)
		id := s.addon(t, rc.URL+"/hook", "", []string{"feature-environment-enabled"}, map[string]any{"enabled": false})
		s.mustOK(t, http.MethodPost, env+"on", nil)
		require.NoError(t, s.App.Webhooks.RunOnce(ctx))
		require.Zero(t, lists.Load(), "a disabled addon is not served")
		s.mustOK(t, http.MethodPut, fmt.Sprintf("/api/admin/addons/%d", id), map[string]any{
			"provider": "webhook", "enabled": true, "events": []any{"feature-environment-enabled"},
			"parameters": map[string]any{"url": rc.URL + "/hook"}})
		s.mustOK(t, http.MethodPost, env+"off", nil)
		s.mustOK(t, http.MethodPost, env+"on", nil)
		got := rc.waitFor(t, 1)
		require.Equal(t, "feature-environment-enabled", got[0].event["type"])
		require.Positive(t, lists.Load(), "an enabled addon is served as before")
	})
}
