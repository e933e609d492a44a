package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// browserSDKPage is a shop's page on its own origin that runs unleash-proxy-client's browser
// build (the file a <script> tag or a CDN serves) against a Flagstone frontend API on another
// origin, publishing what the SDK sees in window.__state and what went wrong in window.__errors.
const browserSDKPage = `<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>shop</title>
<script src="/sdk/main.min.js"></script></head>
<body><script>
window.__errors = [];
window.__sent = false;
const cfg = %s;
const client = new unleash.UnleashClient({
  url: cfg.url, clientKey: cfg.token, appName: cfg.app,
  refreshInterval: 1, metricsInterval: 1, metricsIntervalInitial: 1,
  context: { userId: '7' },
});
const snap = () => ({
  enabled: client.isEnabled('fe-user'),
  variant: client.getVariant('fe-user').name,
  toggles: client.getAllToggles().map((t) => t.name).sort(),
});
client.on(unleash.EVENTS.ERROR, (e) => window.__errors.push(String((e && (e.message || e.type)) || e)));
client.on(unleash.EVENTS.READY, () => { window.__state = snap(); });
client.on(unleash.EVENTS.UPDATE, () => { window.__state = snap(); });
client.on(unleash.EVENTS.SENT, () => { window.__sent = true; });
client.start();
</script></body></html>`

// browserSDKState is what the page's SDK reports.
type browserSDKState struct {
	Enabled bool
	Variant string
	Toggles []string
}

// TestBrowserSDKCrossOrigin runs the official browser SDK, unleash-proxy-client's browser
// build, in headless Chromium on a page of another origin than a fresh server configured with
// no CORS_ORIGINS: the SDK's requests carry custom headers (authorization, x-unleash-*), so
// each is preflighted, and only the default "*" of the frontend API (the reference's) lets them
// through. The SDK fetches the flags, isEnabled and getVariant answer, its metrics are sent,
// and a flag toggled through the admin API reaches the page on the SDK's next refresh.
func TestBrowserSDKCrossOrigin(t *testing.T) {
	requireChromium(t)
	build := filepath.Join(nodeDir(t), "node_modules", "unleash-proxy-client", "build")
	eachStore(t, func(t *testing.T, s *server) {
		frontendFlags(t, s)
		token := s.apiToken(t, "frontend", "development", "default")
		shop := browserSDKShop(t, build, map[string]string{
			"url": s.URL + "/api/frontend", "token": token, "app": "browser-sdk-" + randomHex(3)})
		require.NotEqual(t, shop, s.URL)

		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.run("open the shop's page", chromedp.Navigate(shop))
		p.until("the SDK is ready", `window.__state !== undefined`)
		require.Equal(t, browserSDKState{Enabled: true, Variant: "blue", Toggles: []string{"fe-all", "fe-user"}},
			p.sdkState(), "the flags of the token's project, evaluated for userId 7")
		p.until("the SDK sends its metrics", `window.__sent === true`)

		env := devFeatures + "/fe-user/environments/development"
		for _, on := range []bool{false, true} {
			action, variant, toggles := "/off", "disabled", []string{"fe-all"}
			if on {
				action, variant, toggles = "/on", "blue", []string{"fe-all", "fe-user"}
			}
			s.mustOK(t, http.MethodPost, env+action, nil)
			s.refresh(t)
			p.until(fmt.Sprintf("the page sees fe-user enabled=%t", on), fmt.Sprintf(`window.__state.enabled === %t`, on))
			require.Equal(t, browserSDKState{Enabled: on, Variant: variant, Toggles: toggles}, p.sdkState())
		}
		errs, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]string](`window.__errors`))
		require.NoError(t, err)
		require.Empty(t, errs, "the SDK reported no error")
		require.Empty(t, p.pageErrors(), "the browser blocked nothing (a refused preflight is logged here)")
	})
}

// browserSDKShop serves the page and the SDK's browser build on an origin of its own (another
// loopback port than the Flagstone server's) and returns its address.
func browserSDKShop(t *testing.T, build string, cfg map[string]string) string {
	t.Helper()
	js, err := json.Marshal(cfg)
	require.NoError(t, err)
	mux := http.NewServeMux()
	mux.Handle("/sdk/", http.StripPrefix("/sdk/", http.FileServer(http.Dir(build))))
	mux.HandleFunc("/{$}", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, browserSDKPage, js)
	})
	shop := httptest.NewServer(mux)
	t.Cleanup(shop.Close)
	return shop.URL + "/"
}

// sdkState reads what the page's SDK last reported.
func (p *page) sdkState() browserSDKState {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 10*time.Second)
	defer cancel()
	st, err := chromedp.Run(ctx, chromedp.Evaluate[browserSDKState](`window.__state`))
	require.NoError(p.t, err)
	return st
}

// until evaluates expr every 100 ms until it is true, for at most dashboardWait. It evaluates
// from Go rather than with chromedp.Poll: a Poll started as the page replaces about:blank may
// hold the old page's execution context and fail with "Cannot find context"; a single failed
// evaluation is retried instead.
func (p *page) until(what, expr string) {
	p.t.Helper()
	deadline := time.Now().Add(dashboardWait)
	var last error
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr))
		cancel()
		if err == nil && ok {
			return
		}
		last = err
		time.Sleep(100 * time.Millisecond)
	}
	p.t.Fatalf("%s: %s never held (last error: %v; page errors: %q)", what, expr, last, p.pageErrors())
}
