package tests

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"crypto/sha512"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"
)

// Unleash's own admin UI is the build in the unleash-server package (frontend/build,
// Apache-2.0), a test-only download that never reaches the binary. The tests fetch the one
// tarball with `npm pack` and check it against the registry's integrity for that version:
// the package's 434 dependencies (a database driver, an HTTP server, ...) serve no purpose
// here, and no install script runs.
const (
	unleashUIPackage   = "unleash-server@8.2.0"
	unleashUITarball   = "unleash-server-8.2.0.tgz"
	unleashUIIntegrity = "sha512-Fw7n3zsp1/B8Vjz7hvTFFzRmDZzxMqI9hbpGGMfU9wksAIu1ofKTx2HK6XBwd2DgEqy3me4xVGjknngyxRIdPA=="
	unleashUIPrefix    = "package/frontend/build/"
)

var unleashUIOnce struct {
	sync.Once
	dir string
	err error
}

// unleashUIBuild returns the folder of the UI build, fetched into tests/unleashui on first
// use. Without npm the test is skipped, except in CI, where it fails.
func unleashUIBuild(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("npm"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("npm is not installed, and CI runs Unleash's UI over Flagstone")
		}
		t.Skip("npm is not installed")
	}
	unleashUIOnce.Do(func() {
		unleashUIOnce.dir, unleashUIOnce.err = fetchUnleashUI("unleashui")
	})
	require.NoError(t, unleashUIOnce.err)
	return unleashUIOnce.dir
}

// fetchUnleashUI unpacks the build into base/<tarball name>/ unless it is there already; it
// unpacks into a temporary folder first, so an interrupted run leaves nothing half-done.
func fetchUnleashUI(base string) (string, error) {
	base, err := filepath.Abs(base)
	if err != nil {
		return "", err
	}
	dir := filepath.Join(base, strings.TrimSuffix(unleashUITarball, ".tgz"))
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err == nil {
		return dir, nil
	}
	// npm pack writes into an existing folder only: a fresh checkout has none yet.
	if err := os.MkdirAll(base, 0o755); err != nil {
		return "", fmt.Errorf("create %s: %w", base, err)
	}
	tarball := filepath.Join(base, unleashUITarball)
	if verifyIntegrity(tarball) != nil {
		pack := exec.Command("npm", "pack", unleashUIPackage, "--pack-destination", base, "--silent")
		if out, err := pack.CombinedOutput(); err != nil {
			return "", fmt.Errorf("npm pack %s: %w: %s", unleashUIPackage, err, out)
		}
		if err := verifyIntegrity(tarball); err != nil {
			return "", err
		}
	}
	tmp, err := os.MkdirTemp(base, ".unpack-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	if err := untarBuild(tarball, tmp); err != nil {
		return "", fmt.Errorf("unpack %s: %w", tarball, err)
	}
	if err := os.Rename(tmp, dir); err != nil && !errors.Is(err, fs.ErrExist) {
		return "", fmt.Errorf("move the build into place: %w", err)
	}
	return dir, nil
}

// verifyIntegrity checks the tarball against the registry's sha512 for the version.
func verifyIntegrity(tarball string) error {
	f, err := os.Open(tarball)
	if err != nil {
		return err
	}
	defer f.Close()
	h := sha512.New()
	if _, err := io.Copy(h, f); err != nil {
		return err
	}
	if got := "sha512-" + base64.StdEncoding.EncodeToString(h.Sum(nil)); got != unleashUIIntegrity {
		return fmt.Errorf("%s has integrity %s, want %s", tarball, got, unleashUIIntegrity)
	}
	return nil
}

// untarBuild writes the files under frontend/build of the tarball into dir.
func untarBuild(tarball, dir string) error {
	f, err := os.Open(tarball)
	if err != nil {
		return err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return err
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		name, ok := strings.CutPrefix(h.Name, unleashUIPrefix)
		if !ok || h.Typeflag != tar.TypeReg || !filepath.IsLocal(name) {
			continue
		}
		if err := writeFile(filepath.Join(dir, name), tr); err != nil {
			return err
		}
	}
}

func writeFile(path string, r io.Reader) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	out, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, r); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// unleashUIProxied are the paths the reference serves beside its UI; a request for one
// reaches Flagstone unchanged (its Host too), as behind a reverse proxy.
var unleashUIProxied = []string{"/api/", "/auth/", "/logout", "/health", "/ready", "/edge/"}

// serveUnleashUI serves the build the way the reference does with no base path: its files,
// and its index.html (with the reference's substitutions) for every other path, the SPA's
// routes; the paths of unleashUIProxied go to s.
func serveUnleashUI(t *testing.T, build string, s *server) string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(build, "index.html"))
	require.NoError(t, err)
	index := strings.NewReplacer("::baseUriPath::", "", "::cdnPrefix::", "", "::faviconPrefix::", "",
		"::uiFlags::", url.PathEscape(`"{}"`), "::unleashToken::", "").Replace(string(raw))
	target, err := url.Parse(s.URL)
	require.NoError(t, err)
	proxy := &httputil.ReverseProxy{Rewrite: func(r *httputil.ProxyRequest) {
		r.SetURL(target)
		r.Out.Host = r.In.Host
	}}
	files := http.FileServerFS(os.DirFS(build))
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for _, p := range unleashUIProxied {
			if strings.HasPrefix(r.URL.Path, p) || r.URL.Path == strings.TrimSuffix(p, "/") {
				proxy.ServeHTTP(w, r)
				return
			}
		}
		name := strings.TrimPrefix(r.URL.Path, "/")
		if st, err := os.Stat(filepath.Join(build, filepath.FromSlash(name))); err == nil && !st.IsDir() && name != "index.html" {
			files.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, index)
	}))
	t.Cleanup(ts.Close)
	return ts.URL
}

// apiCall is one request the UI sent to the proxied paths, and how it ended.
type apiCall struct {
	Method, URL string
	Status      int64
	Failed      string // the browser's error text when the request failed
}

func (c apiCall) String() string {
	if c.Failed != "" {
		return fmt.Sprintf("%s %s: %s", c.Method, c.URL, c.Failed)
	}
	return fmt.Sprintf("%s %s: %d", c.Method, c.URL, c.Status)
}

// networkLog records every request of a tab to origin's proxied paths.
type networkLog struct {
	origin string
	mu     sync.Mutex
	calls  map[network.RequestID]*apiCall
	order  []network.RequestID
	// probes is how many calls were sent while the UI was signed out: it asks who is
	// signed in, and a 401 (with the sign-in options) is how it learns it must ask.
	probes int
	// gone maps a path to the first call sent once it was deleted: the UI's refetches racing
	// its move away from a deleted item answer 404, as the reference's do.
	gone map[string]int
}

// deleting tolerates 404 GETs of path (with any query) sent from now on.
func (l *networkLog) deleting(path string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.gone[path] = len(l.order)
}

// stale says whether the i-th call c is a GET of a deleted item that answered 404.
func (l *networkLog) stale(i int, c apiCall) bool {
	path, _, _ := strings.Cut(c.URL, "?")
	from, ok := l.gone[path]
	return ok && i >= from && c.Method == http.MethodGet && c.Status == http.StatusNotFound
}

// signedIn tolerates the 401s of the calls sent before the sign-in's own (the last POST
// to signInPath so far): while its form shows, the UI still asks who is signed in now and
// then (a refetch on focus or on a timer).
func (l *networkLog) signedIn(signInPath string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for i, id := range l.order {
		if c := l.calls[id]; c.Method == http.MethodPost && c.URL == signInPath {
			l.probes = i
		}
	}
}

// recordNetwork starts recording p's requests to origin.
func recordNetwork(t *testing.T, p *page, origin string) *networkLog {
	t.Helper()
	l := &networkLog{origin: origin, calls: map[network.RequestID]*apiCall{}, gone: map[string]int{}}
	require.NoError(t, chromedp.Listen(p.ctx, l.event))
	return l
}

func (l *networkLog) event(ev any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		path, ok := strings.CutPrefix(ev.Request.URL, l.origin)
		if !ok || !slices.ContainsFunc(unleashUIProxied, func(p string) bool {
			return strings.HasPrefix(path, strings.TrimSuffix(p, "/"))
		}) {
			return
		}
		if _, seen := l.calls[ev.RequestID]; !seen {
			l.order = append(l.order, ev.RequestID)
		}
		l.calls[ev.RequestID] = &apiCall{Method: ev.Request.Method, URL: path}
	case *network.EventResponseReceived:
		if c := l.calls[ev.RequestID]; c != nil {
			c.Status = ev.Response.Status
		}
	case *network.EventLoadingFailed:
		if c := l.calls[ev.RequestID]; c != nil && !ev.Canceled {
			c.Failed = ev.ErrorText
		}
	}
}

// failures are the calls that answered 400 or more, or failed, but the 401s that
// told the signed-out UI to show its sign-in form.
func (l *networkLog) failures() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for i, id := range l.order {
		c := *l.calls[id]
		if (c.Failed != "" || c.Status >= 400) && (i >= l.probes || c.Status != http.StatusUnauthorized) && !l.stale(i, c) {
			out = append(out, c.String())
		}
	}
	return out
}

// all lists every call so far, for a failure's message.
func (l *networkLog) all() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]string, 0, len(l.order))
	for _, id := range l.order {
		out = append(out, l.calls[id].String())
	}
	return out
}

// field selects the input or text area a label names, in any case (the UI capitalizes
// some with CSS): by for=, or by the id MUI gives the label (the input's id and "-label").
func field(label string) chromedp.Search {
	named := fmt.Sprintf(`//label[starts-with(translate(normalize-space(), "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"), %q)]`,
		strings.ToLower(label))
	return x(`//*[self::input or self::textarea][@id=%[1]s/@for or concat(@id, "-label")=%[1]s/@id]`, named)
}

// typed types v into the input sel key by key, as a person does (the UI's variant form
// loses the last of keys sent at once), and waits until the input holds it.
func typed(sel chromedp.Search, v string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		if err := chromedp.Do(ctx, chromedp.Click(sel), chromedp.SendKeys(sel, kb.End+strings.Repeat(kb.Backspace, 64))); err != nil {
			return err
		}
		for _, r := range v {
			if err := chromedp.Do(ctx, chromedp.SendKeys(sel, string(r)), chromedp.Sleep(40*time.Millisecond)); err != nil {
				return err
			}
		}
		value := fmt.Sprintf(`document.evaluate(%q, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue?.value`, string(sel))
		wait, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		if _, err := chromedp.Run(wait, chromedp.Poll[chromedp.Void](fmt.Sprintf(`%s === %q`, value, v))); err != nil {
			return fmt.Errorf("the input %s never held %q: %w", sel, v, err)
		}
		return nil
	})
}

// testID selects an element by the data-testid the UI's own tests use.
func testID(id string) chromedp.Search { return x(`//*[@data-testid=%q]`, id) }

// saveUntilClosed clicks the button with test id id until its form closes. A click that
// lands while the form's drawer is still settling is sometimes lost in the UI (the button
// stays, nothing is sent: seen in CI), so it is clicked again, at most once a second; only
// idempotent saves (an edit's PUT) may use it.
func saveUntilClosed(id string) chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](fmt.Sprintf(`(() => {
		const b = document.querySelector('[data-testid=%q]');
		if (!b) return true;
		b.click();
		return false;
	})()`, id), chromedp.WithPollingInterval(time.Second))
}

// openUntilShown clicks the button with test id id until the element at xpath shows: a
// click that lands while the page still settles is sometimes lost under load (the edit's
// drawer never opened once in CI), and opening a form again changes nothing.
func openUntilShown(id, xpath string) chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](fmt.Sprintf(`(() => {
		if (document.evaluate(%q, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue) return true;
		const b = document.querySelector('[data-testid=%q]');
		if (b) b.click();
		return false;
	})()`, xpath, id), chromedp.WithPollingInterval(time.Second))
}

// saveCreate clicks the button with test id id until its form closes, as saveUntilClosed
// does for edits, but clicks again only while no request of method to a path ending in
// suffix was sent since the first click: a lost click is repeated, a create never sent
// twice.
func (u *unleashUI) saveCreate(id, method, suffix string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		from := u.net.sent()
		click := fmt.Sprintf(`(() => {
			const b = document.querySelector('[data-testid=%q]');
			if (!b) return true;
			if (%%t) b.click();
			return false;
		})()`, id)
		for first := true; ; first = false {
			again := first || !u.net.sentSince(from, method, suffix)
			closed, err := chromedp.Evaluate[bool](fmt.Sprintf(click, again))(ctx, t)
			if err != nil || closed {
				return chromedp.Void{}, err
			}
			select {
			case <-time.After(time.Second):
			case <-ctx.Done():
				return chromedp.Void{}, ctx.Err()
			}
		}
	}
}

// sent is how many calls the log holds.
func (l *networkLog) sent() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.order)
}

// sentSince says whether a call of method to a path ending in suffix (its query apart)
// was sent since the log held from calls.
func (l *networkLog) sentSince(from int, method, suffix string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, id := range l.order[from:] {
		c := l.calls[id]
		path, _, _ := strings.Cut(c.URL, "?")
		if c.Method == method && strings.HasSuffix(path, suffix) {
			return true
		}
	}
	return false
}

// TestUnleashUIOverFlagstone runs the admin UI of unleash-server 8.2.0, unchanged, over a
// Flagstone server: it signs in through its form and does what an OSS user does, and
// fails on any call to the API that answers 400 or more or fails, but the 401s that
// tell the UI, before it signs in, to show its sign-in form.
func TestUnleashUIOverFlagstone(t *testing.T) {
	runUnleashUI(t, func(ui *unleashUI) {
		flag := ui.createFlag()
		ui.strategies(flag)
		ui.toggle(flag)
		ui.flagTabs(flag)
		ui.archive(flag)
		ui.configuration()
		ui.eventLog()
		ui.settingsPages()
	})
}

// TestUnleashUIOverFlagstoneMoreFlows runs the rest of what an OSS user does in the same
// UI, on the same terms: reorder a flag's strategies by dragging one, enable and disable a
// flag from its project's list, edit a flag's description, link it to an issue, run the
// playground, create a user and an API token.
func TestUnleashUIOverFlagstoneMoreFlows(t *testing.T) {
	runUnleashUI(t, func(ui *unleashUI) {
		flag := ui.reorderStrategies()
		ui.listToggle(flag)
		ui.editDescription(flag)
		ui.addLink(flag)
		ui.playground(flag)
		ui.createUser()
		ui.createToken(flag)
	})
}

// runUnleashUI serves the UI over a server of each store, signs in through its form and
// runs flows; then it fails on any failed API call and any uncaught page error.
func runUnleashUI(t *testing.T, flows func(ui *unleashUI)) {
	requireChromium(t)
	build := unleashUIBuild(t)
	eachStore(t, func(t *testing.T, s *server) {
		origin := serveUnleashUI(t, build, s)
		p := openPage(t, newBrowser(t), screenshotDir(t))
		net := recordNetwork(t, p, origin)
		ui := &unleashUI{t: t, p: p, s: s, origin: origin, net: net}
		t.Cleanup(func() {
			if t.Failed() {
				t.Logf("failed API calls so far:\n%s", strings.Join(net.failures(), "\n"))
			}
		})

		ui.signIn(net)
		flows(ui)

		require.Empty(t, net.failures(), "failed API calls; every call:\n%s", strings.Join(net.all(), "\n"))
		var exceptions []string
		for _, e := range p.pageErrors() {
			// React's own error #520 is thrown inside React's runtime as the flag page re-renders
			// after a strategy is saved (its POST and refetch answer 200, the page shows the
			// strategy): it does not stem from an answer of the API.
			if strings.HasPrefix(e, string(chromedp.ConsoleException)) && !strings.Contains(e, "Minified React error #520") {
				exceptions = append(exceptions, e)
			}
		}
		require.Empty(t, exceptions, "uncaught page errors")
	})
}

// unleashUI is the reference's UI in a tab, over the Flagstone server s.
type unleashUI struct {
	t      *testing.T
	p      *page
	s      *server
	origin string
	net    *networkLog
}

// visit opens a route of the UI and waits for what shows it loaded.
func (u *unleashUI) visit(path string, loaded chromedp.Search) {
	u.t.Helper()
	u.p.run("open "+path, chromedp.Navigate(u.origin+path), chromedp.WaitVisible(loaded))
}

// submit clicks button until what it leads to shows: a dialog or drawer that still lays
// itself out may move the button away from under a click.
func (u *unleashUI) submit(what string, button, until chromedp.Search) {
	u.t.Helper()
	for range 3 {
		ctx, cancel := context.WithTimeout(u.p.ctx, 10*time.Second)
		err := chromedp.Do(ctx, chromedp.Click(button))
		cancel()
		if err != nil {
			break // the button is gone: what it leads to shows, or the last run says what does
		}
		ctx, cancel = context.WithTimeout(u.p.ctx, 10*time.Second)
		err = chromedp.Do(ctx, chromedp.WaitVisible(until))
		cancel()
		if err == nil {
			return
		}
	}
	u.p.run(what, chromedp.WaitVisible(until))
}

// signIn signs in through the UI's form; until then the UI's probes answer 401.
func (u *unleashUI) signIn(net *networkLog) {
	u.t.Helper()
	u.p.run("the UI shows its sign-in form (the 401's fields)",
		chromedp.Navigate(u.origin+"/"),
		chromedp.WaitVisible(x(`//input[@name="username"]`)))
	u.p.shot("01-sign-in")
	u.p.run("sign in as admin",
		chromedp.SendKeys(x(`//input[@name="username"]`), "admin"),
		chromedp.SendKeys(x(`//input[@name="password"]`), "Admin-Passw0rd!"),
		chromedp.Click(x(`//button[@type="submit"]`)),
		chromedp.WaitVisible(x(`//a[normalize-space()="Projects"]`)))
	net.signedIn("/auth/simple/login")
	u.p.forgetErrors()
	u.visit("/projects", x(`//main//*[normalize-space()="Default"]`))
	u.p.shot("02-projects")
}

// createFlag creates a flag from the default project's page.
func (u *unleashUI) createFlag() string {
	u.t.Helper()
	flag := "ui-" + randomHex(4)
	u.visit("/projects/default", x(`//h1[starts-with(normalize-space(), "Feature flags (0)")]`))
	u.p.run("create a flag",
		chromedp.Click(x(`(//button[@data-testid="NAVIGATE_TO_CREATE_FEATURE"])[1]`)),
		chromedp.WaitVisible(x(`//div[@role="dialog"]//h2[normalize-space()="Create feature flag"]`)),
		typed(field("Feature flag name"), flag),
		chromedp.Click(testID("FORM_CREATE_BUTTON")),
		chromedp.WaitVisible(x(`//h1[normalize-space()=%q]`, flag)),
		chromedp.WaitVisible(x(`//main//input[@role="switch" and @aria-label="development"]`)))
	u.p.shot("03-flag")
	require.Equal(u.t, http.StatusOK, u.s.admin(http.MethodGet, devFeatures+"/"+flag, nil).Status)
	return flag
}

// strategyDrawer configures a strategy of the add-strategy dialog's card named card.
func strategyCard(card string) chromedp.Search {
	return x(`//div[@role="dialog"]//*[normalize-space(text())=%q]/ancestor::*[.//button[normalize-space()="Configure"]][1]//button[normalize-space()="Configure"]`, card)
}

// strategies adds a gradual rollout with a variant in development and edits it.
func (u *unleashUI) strategies(flag string) {
	u.t.Helper()
	u.p.run("add a gradual rollout with a variant",
		chromedp.Click(x(`(//button[@data-testid="ADD_STRATEGY_BUTTON"])[1]`)),
		chromedp.Click(strategyCard("Gradual rollout")),
		chromedp.WaitVisible(x(`//h1[normalize-space()="Gradual rollout"]`)),
		typed(x(`//input[@id="title-input"]`), "UI rollout"),
		chromedp.Click(testID("STRATEGY_VARIANTS_TAB")),
		chromedp.Click(testID("ADD_STRATEGY_VARIANT_BUTTON")),
		typed(field("Variant name"), "blue"),
		// The form's API command follows its state: once it names the variant, saving sends it.
		chromedp.WaitReady(x(`//*[text()[contains(., '"blue"')]]`)),
		u.saveCreate("STRATEGY_FORM_SUBMIT_ID", http.MethodPost, "/environments/development/strategies"),
		chromedp.WaitVisible(x(`//main//*[contains(normalize-space(), "1 strategy added")]`)))
	u.p.shot("04-strategy")
	env := devFeatures + "/" + flag + "/environments/development/strategies"
	var got []struct {
		ID, Name, Title string
		Parameters      map[string]string
		Variants        []struct{ Name string }
	}
	requireJSON(u.t, u.s.admin(http.MethodGet, env, nil), &got)
	require.Len(u.t, got, 1)
	require.Equal(u.t, "flexibleRollout", got[0].Name)
	require.Equal(u.t, "UI rollout", got[0].Title)
	require.Len(u.t, got[0].Variants, 1)
	require.Equal(u.t, "blue", got[0].Variants[0].Name)
	u.p.run("edit the rollout's title",
		chromedp.Click(x(`//main//*[normalize-space()="1 strategy added"]`)),
		openUntilShown("STRATEGY_EDIT-flexibleRollout", `//input[@id="title-input" and @value="UI rollout"]`),
		chromedp.WaitVisible(x(`//input[@id="title-input" and @value="UI rollout"]`)),
		typed(x(`//input[@id="title-input"]`), "Edited rollout"),
		chromedp.WaitReady(x(`//*[text()[contains(., '"title": "Edited rollout"')]]`)),
		saveUntilClosed("STRATEGY_FORM_SUBMIT_ID"))
	requireJSON(u.t, u.s.admin(http.MethodGet, env, nil), &got)
	require.Len(u.t, got, 1)
	require.Equal(u.t, "Edited rollout", got[0].Title, "the edit is stored")
}

// toggle turns the flag on in development through its switch, off, and on again.
func (u *unleashUI) toggle(flag string) {
	u.t.Helper()
	sw := `//main//input[@role="switch" and @aria-label="development"]`
	checked := func(on bool) chromedp.Action[chromedp.Void] {
		return chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.evaluate(%q, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue?.checked === %t`, sw, on))
	}
	for _, on := range []bool{true, false, true} {
		u.p.run(fmt.Sprintf("switch development to %t", on), chromedp.Click(chromedp.Search(sw)), checked(on))
		require.Eventually(u.t, func() bool { return enabledIn(u.t, u.s, flag, "development") == on }, 10*time.Second, 200*time.Millisecond)
	}
	require.False(u.t, enabledIn(u.t, u.s, flag, "production"))
}

// flagTabs opens the flag's metrics, adds a parent flag and opens its event log.
func (u *unleashUI) flagTabs(flag string) {
	u.t.Helper()
	// The OSS UI offers dependencies once a project has one.
	u.s.mustOK(u.t, http.MethodPost, devFeatures, map[string]any{"name": "ui-parent"})
	u.s.mustOK(u.t, http.MethodPost, devFeatures, map[string]any{"name": "ui-child"})
	u.s.mustOK(u.t, http.MethodPost, devFeatures+"/ui-child/dependencies", map[string]any{"feature": "ui-parent"})
	u.p.run("add a parent flag",
		chromedp.Reload(),
		chromedp.Click(x(`//main//button[normalize-space()="Add parent flag"]`)),
		chromedp.Click(x(`//div[@role="dialog"]//input`)),
		chromedp.SendKeys(x(`//div[@role="dialog"]//input`), "ui-parent"),
		chromedp.Click(x(`//li[@role="option" and normalize-space()="ui-parent"]`)),
		chromedp.WaitVisible(x(`//div[@role="dialog"]//*[contains(., "feature status")]`)),
		// The list of flags closes after the choice; a click meanwhile lands on it, not on Add.
		chromedp.WaitNotPresent(x(`//*[@role="listbox"]`)))
	u.submit("add the dependency", x(`//div[@role="dialog"]//button[normalize-space()="Add"]`), x(`//main//a[normalize-space()="ui-parent"]`))
	u.p.shot("06-dependency")
	require.Contains(u.t, string(u.s.admin(http.MethodGet, devFeatures+"/"+flag, nil).Body), `"feature":"ui-parent"`)
	u.p.run("the flag's metrics",
		chromedp.Click(testID("TAB-Metrics")),
		chromedp.WaitVisible(x(`//main//*[normalize-space()="Exposure metrics"]`)))
	u.p.run("the flag's event log",
		chromedp.Click(testID("TAB-Event log")),
		chromedp.WaitVisible(x(`//main//*[normalize-space()="feature-dependency-added"]`)))
	u.p.run("back to the flag",
		chromedp.Click(testID("TAB-Overview")),
		chromedp.WaitVisible(x(`//main//input[@role="switch" and @aria-label="development"]`)))
}

// archive archives the flag from its page, after the UI's confirmation.
func (u *unleashUI) archive(flag string) {
	u.t.Helper()
	u.p.run("archive the flag",
		chromedp.Click(x(`//button[@aria-label="Feature flag actions"]`)),
		chromedp.WaitVisible(x(`//li[@role="menuitem" and normalize-space()="Archive feature flag"]`)))
	u.submit("open the archive dialog", x(`//li[@role="menuitem" and normalize-space()="Archive feature flag"]`),
		x(`//div[@role="dialog"]//button[starts-with(normalize-space(), "Archive")]`))
	u.net.deleting("/api/admin/projects/default/features/" + flag)
	u.submit("confirm", x(`//div[@role="dialog"]//button[starts-with(normalize-space(), "Archive")]`),
		x(`//main//button[@role="tab" and normalize-space()="Applications"]`))
	require.Contains(u.t, string(u.s.admin(http.MethodGet, "/api/admin/archive/features/default", nil).Body), `"name":"`+flag+`"`)
}

// configuration creates a segment, a context field and a tag type through their forms.
func (u *unleashUI) configuration() {
	u.t.Helper()
	u.visit("/segments/create", field("Segment name"))
	u.p.run("create a segment",
		typed(field("Segment name"), "ui-segment"),
		chromedp.Click(testID("SEGMENT_NEXT_BTN_ID")),
		chromedp.WaitVisible(x(`//main//button[normalize-space()="Create segment"]`)))
	u.submit("save the segment", x(`//main//button[normalize-space()="Create segment"]`), x(`//main//*[normalize-space()="ui-segment"]`))
	require.Contains(u.t, string(u.s.admin(http.MethodGet, "/api/admin/segments", nil).Body), `"name":"ui-segment"`)

	u.visit("/context/create", field("Context name"))
	u.p.run("create a context field",
		typed(field("Context name"), "uiRegion"),
	)
	u.submit("save the context field", x(`//main//button[normalize-space()="Create context"]`), x(`//main//*[normalize-space()="uiRegion"]`))
	require.Equal(u.t, http.StatusOK, u.s.admin(http.MethodGet, "/api/admin/context/uiRegion", nil).Status)

	u.visit("/tag-types/create", field("Tag name"))
	u.p.run("create a tag type",
		typed(field("Tag name"), "ui-team"),
	)
	u.submit("save the tag type", x(`//main//button[normalize-space()="Create type"]`), x(`//main//*[normalize-space()="ui-team"]`))
	require.Equal(u.t, http.StatusOK, u.s.admin(http.MethodGet, "/api/admin/tag-types/ui-team", nil).Status)
	u.p.shot("07-configuration")
}

// eventLog reads the event log.
func (u *unleashUI) eventLog() {
	u.t.Helper()
	u.visit("/history", x(`//main//*[normalize-space()="feature-archived"]`))
}

// settingsPages opens the admin settings an OSS instance offers.
func (u *unleashUI) settingsPages() {
	u.t.Helper()
	for path, heading := range map[string]string{
		"/admin/cors":        "CORS origins",
		"/admin/maintenance": "Maintenance",
		"/admin/instance":    "Instance Statistics",
		"/admin/roles":       "Project Roles",
		"/strategies":        "Standard strategies",
	} {
		u.visit(path, x(`//main//*[starts-with(normalize-space(), %q)]`, heading))
	}
}

// reorderStrategies gives a new flag two strategies in development through the API, then
// drags the second one's handle onto the first in the flag's page: the UI saves the new
// order through the reference's set-sort-order route.
func (u *unleashUI) reorderStrategies() string {
	u.t.Helper()
	flag := "ui-order-" + randomHex(4)
	u.s.mustOK(u.t, http.MethodPost, devFeatures, map[string]any{"name": flag})
	env := devFeatures + "/" + flag + "/environments/development/strategies"
	for _, title := range []string{"First", "Second"} {
		u.s.mustOK(u.t, http.MethodPost, env, map[string]any{"name": "flexibleRollout", "title": title,
			"parameters": map[string]string{"rollout": "50", "stickiness": "default", "groupId": flag}})
	}
	title := func(t string) chromedp.Search { return x(`//main//*[normalize-space(text())=%q]`, t) }
	u.visit("/projects/default/features/"+flag, x(`//main//*[normalize-space()="2 strategies added"]`))
	u.p.run("open development's strategies",
		chromedp.Click(x(`//main//*[normalize-space()="2 strategies added"]`)),
		chromedp.WaitVisible(title("Second")),
		// The first time, a tip on dragging covers the handles until it is dismissed.
		chromedp.Click(x(`//button[normalize-space()="Ok, got it!"]`)),
		chromedp.WaitNotPresent(x(`//button[normalize-space()="Ok, got it!"]`)))
	u.p.run("drag the second strategy above the first",
		chromedp.DragAndDrop(x(`(//main//button[contains(@class, "strategy-drag-handle")])[2]`), title("First")),
		chromedp.WaitVisible(x(`//*[normalize-space()="Order of strategies updated"]`)))
	u.p.shot("10-reordered")
	var got []struct{ Title string }
	requireJSON(u.t, u.s.admin(http.MethodGet, env, nil), &got)
	require.Len(u.t, got, 2)
	require.Equal(u.t, []string{"Second", "First"}, []string{got[0].Title, got[1].Title}, "the new order is stored")
	return flag
}

// listToggle enables the flag in development from its project's list of flags, then
// disables it again.
func (u *unleashUI) listToggle(flag string) {
	u.t.Helper()
	sw := fmt.Sprintf(`//main//tr[.//a[normalize-space()=%q]]//input[@role="switch" and @aria-label="development"]`, flag)
	u.visit("/projects/default", chromedp.Search(sw))
	for _, on := range []bool{true, false} {
		u.p.run(fmt.Sprintf("switch development to %t in the list", on),
			chromedp.Click(chromedp.Search(sw)),
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.evaluate(%q, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue?.checked === %t`, sw, on)))
		require.Eventually(u.t, func() bool { return enabledIn(u.t, u.s, flag, "development") == on }, 10*time.Second, 200*time.Millisecond)
	}
	u.p.shot("11-list")
}

// editDescription edits the flag's description in its edit form, opened from the flag's
// settings as a person does (the form, opened by its address, names no flag to return to
// once saved: the reference's UI reads the name only from the flag it already loaded).
func (u *unleashUI) editDescription(flag string) {
	u.t.Helper()
	u.visit("/projects/default/features/"+flag, testID("TAB-Settings"))
	u.p.run("open the flag's edit form",
		chromedp.Click(testID("TAB-Settings")),
		chromedp.Click(x(`//main//*[normalize-space(text())="Feature information"]/..//button`)),
		chromedp.WaitVisible(field("Description")))
	u.p.run("edit the description",
		typed(field("Description"), "Edited in the UI"),
		chromedp.Click(x(`//main//button[@type="submit" and normalize-space()="Save"]`)),
		chromedp.WaitVisible(x(`//h1[normalize-space()=%q]`, flag)))
	var got struct{ Description string }
	requireJSON(u.t, u.s.admin(http.MethodGet, devFeatures+"/"+flag, nil), &got)
	require.Equal(u.t, "Edited in the UI", got.Description)
}

// addLink links the flag to an issue from its page; the page lists the link.
func (u *unleashUI) addLink(flag string) {
	u.t.Helper()
	u.p.run("add a link",
		chromedp.Click(x(`//main//button[normalize-space()="Add link"]`)),
		chromedp.WaitVisible(field("Link")),
		typed(field("Link"), "https://github.com/acme/app/issues/7"),
		typed(field("Title (optional)"), "Issue 7"),
		chromedp.Click(x(`//div[@role="dialog"]//button[normalize-space()="Save"]`)),
		chromedp.WaitVisible(x(`//main//li[.//*[normalize-space()="Issue 7"]]//*[normalize-space()="https://github.com/acme/app/issues/7"]`)))
	u.p.shot("12-link")
	require.Contains(u.t, string(u.s.admin(http.MethodGet, devFeatures+"/"+flag, nil).Body), `"url":"https://github.com/acme/app/issues/7","title":"Issue 7"`)
}

// playground evaluates the project's flags in development for a user id and reads the
// flag's row of the results.
func (u *unleashUI) playground(flag string) {
	u.t.Helper()
	u.visit("/playground", x(`//main//button[normalize-space()="Try configuration"]`))
	u.p.run("choose development",
		chromedp.Click(x(`//input[@id="environment"]`)),
		chromedp.Click(x(`//li[@role="option" and normalize-space()="development"]`)))
	u.p.run("add a user id to the context",
		chromedp.Click(x(`//*[@id="context-field"]`)),
		chromedp.Click(x(`//li[@role="option" and normalize-space()="userId"]`)),
		typed(x(`//input[@id="context-value"]`), "user-7"),
		chromedp.Click(x(`//main//button[normalize-space()="Add"]`)))
	u.p.run("evaluate",
		chromedp.Click(x(`//main//button[normalize-space()="Try configuration"]`)),
		chromedp.WaitVisible(x(`//main//table//*[normalize-space()=%q]`, flag)))
	u.p.shot("12-playground")
}

// createUser adds a user with the Viewer role and finds it in the list of users.
func (u *unleashUI) createUser() {
	u.t.Helper()
	u.visit("/admin/users", x(`//main//button[normalize-space()="Add new user"]`))
	u.p.run("open the new user form",
		chromedp.Click(x(`//main//button[normalize-space()="Add new user"]`)),
		chromedp.WaitVisible(field("Full name")))
	u.p.run("fill it in",
		typed(field("Full name"), "UI Person"),
		typed(field("Email"), "ui.person@example.com"),
		chromedp.Click(field("Role")),
		chromedp.Click(x(`//li[@role="option"][.//span[normalize-space()="Viewer"]]`)))
	// No email is sent: the dialog shows the link the new user sets a password with.
	u.submit("create the user", x(`//main//button[@type="submit"]`),
		x(`//div[@role="dialog"]//*[contains(text(), "/reset-password?token=")]`))
	u.p.shot("13-invited")
	u.p.run("close the dialog",
		chromedp.Click(x(`//div[@role="dialog"]//button[normalize-space()="Close"]`)),
		chromedp.WaitVisible(x(`//main//table//*[normalize-space()="UI Person"]`)))
	u.p.shot("13-users")
	require.Contains(u.t, string(u.s.admin(http.MethodGet, "/api/admin/user-admin", nil).Body), `"email":"ui.person@example.com"`)
}

// createToken creates a backend token for development from the list of API tokens, reads
// its secret from the UI's dialog, checks that it reads the client API, and finds the token
// in the list.
func (u *unleashUI) createToken(flag string) {
	u.t.Helper()
	u.visit("/admin/api", testID("CREATE_API_TOKEN_BUTTON"))
	u.p.run("open the new token form",
		chromedp.Click(testID("CREATE_API_TOKEN_BUTTON")),
		chromedp.WaitVisible(field("Token name")))
	u.p.run("fill in the token", typed(field("Token name"), "ui-token"))
	secret := x(`//div[@role="dialog"]//*[starts-with(normalize-space(text()), "*:development.")]`)
	u.submit("create the token", x(`//main//button[@type="submit"]`), secret)
	u.p.shot("14-token")
	token := strings.TrimSpace(u.p.textOf(secret))
	res := u.s.do(http.MethodGet, "/api/client/features", token, nil)
	require.Equal(u.t, http.StatusOK, res.Status, "the secret the UI shows reads the client API: %s", res.Body)
	require.Contains(u.t, string(res.Body), `"name":"`+flag+`"`)
	u.p.run("close the dialog",
		chromedp.Click(x(`//div[@role="dialog"]//button[normalize-space()="Close"]`)),
		chromedp.WaitVisible(x(`//main//table//*[normalize-space()="ui-token"]`)))
}
