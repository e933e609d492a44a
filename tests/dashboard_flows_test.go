package tests

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"
)

// chromiumPath is Debian's Chromium, which the browser tests drive; they never download one.
const chromiumPath = "/usr/bin/chromium"

// requireChromium skips the test when the browser is not installed (and fails it with
// CI=true, where .ci/run installs it).
func requireChromium(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but %s is missing: the browser tests must run in CI (apt-get install chromium)", chromiumPath)
		}
		t.Skipf("%s is missing: skipping the browser tests (apt-get install chromium runs them)", chromiumPath)
	}
}

// newBrowser returns a browser of the test's own: a browser context (cookies, storage and
// cache of its own) in the one Chromium the package's tests share, which starts once, not
// once a test. Pages opened in it share its cookies, as a person's tabs do.
func newBrowser(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(sharedChromium(t), chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	// The first run makes the browser context (and a blank tab); the pages inherit it.
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("about:blank")), "open a browser context")
	return ctx
}

// chromium is the headless Chromium the browser tests share, started by the first of them
// and stopped when the tests end (stopChromium).
var chromium struct {
	once sync.Once
	ctx  context.Context
	err  error
	stop func()
}

// sharedChromium starts the shared Chromium, once: a fresh profile, and no traffic beyond
// the loopback address, to which it resolves no name (a test never leaves the machine, and
// the Unleash UI's index.html links fonts of a public CDN).
func sharedChromium(t *testing.T) context.Context {
	t.Helper()
	chromium.once.Do(func() {
		dir, err := os.MkdirTemp("", "flagstone-chromium-")
		if err != nil {
			chromium.err = err
			return
		}
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(chromiumPath),
			chromedp.UserDataDir(dir),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.NoFirstRun,
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("host-resolver-rules", "MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"),
			chromedp.WindowSize(1280, 900),
		)
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancel := chromedp.NewContext(alloc)
		chromium.ctx, chromium.err = ctx, chromedp.Do(ctx, chromedp.Navigate("about:blank"))
		chromium.stop = func() {
			cancel()
			cancelAlloc()
			os.RemoveAll(dir)
		}
	})
	require.NoError(t, chromium.err, "start Chromium")
	return chromium.ctx
}

// stopChromium stops the shared Chromium, if a test started it.
func stopChromium() {
	if chromium.stop != nil {
		chromium.stop()
	}
}

// page is one browser tab on the dashboard, collecting what the page reports as errors
// (exceptions, Content-Security-Policy violations, failed loads).
type page struct {
	t      *testing.T
	ctx    context.Context
	shots  string
	mu     sync.Mutex
	errors []string
}

// openPage opens a tab in alloc's browser; given a page's context and
// chromedp.WithNewBrowserContext, a tab of a second browser context (no shared cookies).
func openPage(t *testing.T, alloc context.Context, shots string, opts ...chromedp.ContextOption) *page {
	t.Helper()
	ctx, cancel := chromedp.NewContext(alloc, opts...)
	t.Cleanup(cancel)
	p := &page{t: t, ctx: ctx, shots: shots}
	// The first run opens the tab.
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("about:blank")), "open a tab")
	go func() {
		for msg, err := range chromedp.Console(ctx) {
			if err != nil {
				return
			}
			if msg.Type == chromedp.ConsoleError || msg.Type == chromedp.ConsoleException {
				p.mu.Lock()
				p.errors = append(p.errors, fmt.Sprintf("%s: %s %s", msg.Type, msg.Text, msg.URL))
				p.mu.Unlock()
			}
		}
	}()
	return p
}

// run performs actions within a minute (the machine is shared), failing the test with what.
func (p *page) run(what string, actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, dashboardWait)
	defer cancel()
	for i, act := range actions {
		err := chromedp.Do(ctx, act)
		if err == nil {
			continue
		}
		shotCtx, cancel := context.WithTimeout(p.ctx, 10*time.Second)
		defer cancel()
		if png, err := chromedp.Run(shotCtx, chromedp.FullScreenshot(100)); err == nil {
			os.WriteFile(filepath.Join(p.shots, "failed.png"), png, 0o644)
		}
		// The step's number says which action of the list waited in vain; the page's text says what a
		// person would have seen (CI keeps the log, not the screenshot).
		text, _ := chromedp.Run(shotCtx, chromedp.Evaluate[string](`document.body.innerText.slice(0, 3000)`))
		p.t.Fatalf("%s, step %d of %d: %v (screenshot: %s; page errors: %q)\npage text:\n%s", what, i+1, len(actions),
			err, filepath.Join(p.shots, "failed.png"), p.pageErrors(), text)
	}
}

// retry performs act, then waits up to five seconds for until, as often as tries says.
func (p *page) retry(what string, tries int, act, until chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	for range tries {
		p.run(what, act)
		ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
		err := chromedp.Do(ctx, until)
		cancel()
		if err == nil {
			return
		}
	}
	p.run(what, until) // fails with a screenshot
}

// location is the address the tab shows.
func (p *page) location() string {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, dashboardWait)
	defer cancel()
	loc, err := chromedp.Run(ctx, chromedp.Location())
	require.NoError(p.t, err)
	return loc
}

// shot writes a full-page screenshot to the test's screenshot folder.
func (p *page) shot(name string) { p.capture(name, chromedp.FullScreenshot(100)) }

// shotViewport writes a screenshot of what the window shows (for pages too long for a full one).
func (p *page) shotViewport(name string) { p.capture(name, chromedp.CaptureScreenshot()) }

func (p *page) capture(name string, screenshot chromedp.Action[[]byte]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, dashboardWait)
	defer cancel()
	png, err := chromedp.Run(ctx, screenshot)
	require.NoError(p.t, err, "screenshot "+name)
	require.NoError(p.t, os.WriteFile(filepath.Join(p.shots, name+".png"), png, 0o644))
}

// forgetErrors drops the errors the page reported so far (after a step that expects one).
func (p *page) forgetErrors() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.errors = nil
}

// pageErrors returns what the page reported as errors so far.
func (p *page) pageErrors() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.errors...)
}

// screenshotDir is where a test writes its screenshots: $DASHBOARD_SCREENSHOTS/<test> when
// set, else a folder under the system's temporary directory; the test logs it.
func screenshotDir(t *testing.T) string {
	t.Helper()
	base := os.Getenv("DASHBOARD_SCREENSHOTS")
	if base == "" {
		base = filepath.Join(os.TempDir(), "flagstone-screenshots")
	}
	dir := filepath.Join(base, strings.ReplaceAll(t.Name(), "/", "-"))
	require.NoError(t, os.RemoveAll(dir))
	require.NoError(t, os.MkdirAll(dir, 0o755))
	t.Logf("screenshots in %s", dir)
	return dir
}

// retype replaces what a person typed in the input sel with v, key by key, as a person would.
func retype(sel chromedp.Search, v string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Click(sel),
		chromedp.SendKeys(sel, kb.End+strings.Repeat(kb.Backspace, 64)),
		chromedp.SendKeys(sel, v),
	)
}

// tabTo presses Tab until the focused element is the one named name (its aria-label or text),
// as a keyboard user moves through a page; it fails after 40 presses.
func (p *page) tabTo(name string) {
	p.t.Helper()
	for range 40 {
		ctx, cancel := context.WithTimeout(p.ctx, dashboardWait)
		focused, err := chromedp.Run(ctx, chromedp.Evaluate[string](
			`(document.activeElement.getAttribute('aria-label') || document.activeElement.textContent || '').trim()`))
		cancel()
		require.NoError(p.t, err)
		if focused == name {
			return
		}
		p.run("press Tab", chromedp.KeyEvent(kb.Tab))
	}
	p.t.Fatalf("Tab never reached %q", name)
}

// topbarLayout is how the top bar lays out at the window's width.
type topbarLayout struct {
	Width      float64  `json:"width"`      // the window's inner width
	Lines      int      `json:"lines"`      // the bar's lines: its entries' distinct vertical centres
	NavHeight  float64  `json:"navHeight"`  // the main navigation's height
	LinkHeight float64  `json:"linkHeight"` // one of its links' height (a line of text)
	Outside    []string `json:"outside"`    // entries not wholly inside the window, and "page" when it scrolls sideways
}

// topbar measures the top bar: its links, the user's name and role, and the Sign out button.
func (p *page) topbar() topbarLayout {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, dashboardWait)
	defer cancel()
	bar, err := chromedp.Run(ctx, chromedp.Evaluate[topbarLayout](`(() => {
		const nav = document.querySelector('nav[aria-label="Main"]');
		const header = nav.closest('header');
		const entries = [...header.querySelectorAll('a, button, [aria-label="Signed-in user"] > span')];
		// Entries of one line share their vertical centre (the bar centres them); a gap of more than
		// 4 px between two centres starts another line.
		const centres = entries.map((e) => {
			const r = e.getBoundingClientRect();
			return (r.top + r.bottom) / 2;
		}).sort((a, b) => a - b);
		const lines = centres.filter((c, i) => i === 0 || c - centres[i - 1] > 4).length;
		const outside = entries.filter((e) => {
			const r = e.getBoundingClientRect();
			return r.left < 0 || r.right > window.innerWidth + 0.5;
		}).map((e) => e.textContent.trim());
		if (document.documentElement.scrollWidth > window.innerWidth) outside.push('page');
		return {
			width: window.innerWidth,
			lines,
			navHeight: nav.getBoundingClientRect().height,
			linkHeight: nav.querySelector('a').getBoundingClientRect().height,
			outside,
		};
	})()`))
	require.NoError(p.t, err, "measure the top bar")
	return bar
}

// x is an XPath selector: tests select what a person sees (labels, roles, text), not CSS classes.
func x(format string, args ...any) chromedp.Search {
	return chromedp.Search(fmt.Sprintf(format, args...))
}

// button selects a button by the name a person reads on it.
func button(name string) chromedp.Search { return x(`//button[normalize-space()=%q]`, name) }

// labelled selects the input a label names, by for= or by nesting.
func labelled(label string) chromedp.Search {
	return x(`//input[@id=//label[normalize-space()=%q]/@for] | //label[normalize-space(text())=%q]//input`, label, label)
}

func TestDashboardSignInCreateToggleAndRollOut(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		p := openPage(t, newBrowser(t), screenshotDir(t))
		flag := "dash-" + randomHex(4)

		p.run("a deep link without a session leads to sign-in",
			chromedp.Navigate(s.URL+"/projects/default"),
			chromedp.WaitVisible(labelled("Username or email")))
		require.Contains(t, p.location(), "/login?next=%2Fprojects%2Fdefault")
		p.run("a wrong password is refused with the server's message",
			chromedp.SendKeys(labelled("Username or email"), "admin"),
			chromedp.SendKeys(labelled("Password"), "wrong-password"),
			chromedp.Click(button("Sign in")),
			chromedp.WaitVisible(x(`//p[@role="alert"]`)))
		p.shot("01-sign-in")
		p.forgetErrors() // the browser logs the 401 of the refused password

		p.run("sign in as admin",
			retype(labelled("Password"), "Admin-Passw0rd!"),
			chromedp.Click(button("Sign in")),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Default: flags"]`)),
			chromedp.WaitVisible(x(`//*[@aria-label="Signed-in user"]//*[normalize-space()="Admin"]`)))

		// The top bar holds the most it ever does for an admin (the Admin link and role badge).
		bar := p.topbar()
		require.Equal(t, 1280.0, bar.Width, "the window the browser tests use")
		require.Equal(t, 1, bar.Lines, "at 1280 px the top bar is one line: %+v", bar)
		require.Less(t, bar.NavHeight, 1.5*bar.LinkHeight, "at 1280 px the main navigation is one line tall: %+v", bar)
		require.Empty(t, bar.Outside, "at 1280 px nothing in the top bar leaves the window: %+v", bar)
		p.shotViewport("01-topbar-1280")
		for _, width := range []int64{1024, 768, 390} {
			p.run(fmt.Sprintf("narrow the window to %d px", width), chromedp.EmulateViewport(width, 900))
			bar := p.topbar()
			require.Equal(t, float64(width), bar.Width)
			require.Empty(t, bar.Outside, "at %d px the top bar wraps, nothing leaves the window: %+v", width, bar)
			p.shotViewport(fmt.Sprintf("01-topbar-%d", width))
		}
		p.run("back to the window's width", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			_, err := chromedp.Call(ctx, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
			return err
		}))
		require.Equal(t, 1280.0, p.topbar().Width)

		p.run("a name that is not URL-friendly is refused as it is typed",
			chromedp.SendKeys(labelled("New flag name"), "not ok"),
			chromedp.WaitVisible(x(`//p[contains(., "Only letters, digits")]`)))
		p.run("create the flag",
			retype(labelled("New flag name"), flag),
			chromedp.WaitNotPresent(x(`//p[contains(., "Only letters, digits")]`)),
			chromedp.Click(button("Create flag")),
			chromedp.WaitVisible(x(`//table//a[normalize-space()=%q]`, flag)),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Created %s")]`, flag)))

		toggle := fmt.Sprintf(`//button[@role="switch" and @aria-label=%q]`, flag+" in development")
		p.run("turn it on in development",
			chromedp.Click(chromedp.Search(toggle)),
			chromedp.WaitVisible(chromedp.Search(toggle+`[@aria-checked="true"]`)))
		star := fmt.Sprintf(`//button[@aria-label=%q]`, "Favorite "+flag)
		p.run("make it a favorite; it stays one after a reload",
			chromedp.Click(chromedp.Search(star+`[@aria-pressed="false"]`)),
			chromedp.WaitVisible(chromedp.Search(star+`[@aria-pressed="true"]`)),
			chromedp.Reload(),
			chromedp.WaitVisible(chromedp.Search(star+`[@aria-pressed="true"]`)))
		p.shot("02-flags")
		require.True(t, enabledIn(t, s, flag, "development"), "the admin API sees the flag on in development")
		require.False(t, enabledIn(t, s, flag, "production"))

		p.run("open the flag and add a 30% rollout in development",
			chromedp.Click(x(`//table//a[normalize-space()=%q]`, flag)),
			chromedp.WaitVisible(x(`//h1[normalize-space()=%q]`, flag)),
			retype(labelled("Rollout % in development"), "30"),
			chromedp.Click(x(`//form[@aria-label="Add a strategy in development"]//button[normalize-space()="Add a constraint"]`)),
			chromedp.WaitVisible(x(`//fieldset[legend[normalize-space()="Constraint 1"]]//p[normalize-space()="Give at least one value"]`)),
			chromedp.WaitVisible(x(`//form[@aria-label="Add a strategy in development"]//button[normalize-space()="Add strategy" and @disabled]`)),
			chromedp.SendKeys(x(`//fieldset[legend[normalize-space()="Constraint 1"]]//input[@id=//label[normalize-space()="Values (comma-separated)"]/@for]`), "alice, bob"),
			chromedp.Click(x(`//form[@aria-label="Add a strategy in development"]//button[normalize-space()="Add strategy"]`)),
			chromedp.WaitVisible(chromedp.Search(`//ol[@aria-label="Strategies in development"]//li[contains(., "30% of users")]//li[normalize-space()="userId IN alice, bob"]`)))
		p.shot("03-flag")
		strategies := s.admin(http.MethodGet, "/api/admin/projects/default/features/"+flag+"/environments/development/strategies", nil)
		require.Equal(t, http.StatusOK, strategies.Status)
		require.Contains(t, string(strategies.Body), `"rollout":"30"`)
		require.Contains(t, string(strategies.Body), `"values":["alice","bob"]`, "the constraint is stored")

		rollout := `//ol[@aria-label="Strategies in development"]/li[contains(., "%s of users")]`
		p.run("change the rollout to 40%, disable it and move it first",
			chromedp.Click(x(rollout+`//button[starts-with(normalize-space(), "Edit")]`, "30%")),
			chromedp.WaitVisible(x(`//fieldset[legend[normalize-space()="Constraint 1"]]//input[@id=//label[normalize-space()="Values (comma-separated)"]/@for and @value="alice, bob"]`)),
			retype(labelled("New rollout %"), "40"),
			chromedp.Click(button("Save")),
			chromedp.WaitVisible(x(rollout+`//li[normalize-space()="userId IN alice, bob"]`, "40%")),
			chromedp.Click(x(rollout+`//button[starts-with(normalize-space(), "Disable")]`, "40%")),
			chromedp.WaitVisible(x(rollout+`//*[normalize-space()="disabled"]`, "40%")),
			chromedp.Click(x(rollout+`//button[starts-with(normalize-space(), "Move up")]`, "40%")),
			chromedp.WaitVisible(x(`//ol[@aria-label="Strategies in development"]/li[1][contains(., "40%% of users")]`)),
			chromedp.WaitVisible(x(`//section[@aria-labelledby="history"]//li[.//strong[normalize-space()="feature-environment-enabled"]]`)),
			chromedp.WaitVisible(x(`//section[@aria-labelledby="history"]//tr[td[normalize-space()="parameters.rollout"] and td[normalize-space()='"30"'] and td[normalize-space()='"40"']]`)))
		p.shot("04-strategies")

		p.run("tag it and mark it stale",
			chromedp.SendKeys(labelled("New tag"), "beta"),
			chromedp.Click(button("Add tag")),
			chromedp.WaitVisible(x(`//form[@aria-label="Tags"]//*[contains(., "beta")]//button[contains(., "Remove the tag beta")]`)),
			chromedp.Click(x(`//label[normalize-space()="Stale"]/input`)),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Marked stale")]`)))
		require.Contains(t, string(s.admin(http.MethodGet, "/api/admin/features/"+flag+"/tags", nil).Body), `"value":"beta"`)
		require.Equal(t, true, s.admin(http.MethodGet, "/api/admin/projects/default/features/"+flag, nil).JSON(t)["stale"])
		var got []struct {
			Disabled   bool              `json:"disabled"`
			Parameters map[string]string `json:"parameters"`
		}
		strategies = s.admin(http.MethodGet, "/api/admin/projects/default/features/"+flag+"/environments/development/strategies", nil)
		requireJSON(t, strategies, &got)
		require.Len(t, got, 2)
		require.Equal(t, "40", got[0].Parameters["rollout"], "the client API's order follows: the 40%% rollout is first")
		require.Contains(t, string(strategies.Body), `"values":["alice","bob"]`, "editing the rollout kept the constraint")
		require.True(t, got[0].Disabled)

		p.run("remove the 40% rollout, after a confirmation",
			chromedp.Click(x(rollout+`//button[starts-with(normalize-space(), "Remove")]`, "40%")),
			chromedp.WaitVisible(x(`//*[@role="alertdialog" and .//h2[normalize-space()="Remove this strategy?"]]`)),
			chromedp.Click(x(`//*[@role="alertdialog"]//button[normalize-space()="Remove"]`)),
			chromedp.WaitNotPresent(x(rollout, "40%")))
		strategies = s.admin(http.MethodGet, "/api/admin/projects/default/features/"+flag+"/environments/development/strategies", nil)
		require.NotContains(t, string(strategies.Body), `"rollout":"40"`)

		p.run("archive the flag from the list, after a confirmation",
			chromedp.Click(x(`//nav[@aria-label="Breadcrumb"]//a[normalize-space()="default"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Default: flags"]`)),
			chromedp.Click(x(`//tr[.//a[normalize-space()=%q]]//button[starts-with(normalize-space(), "Archive")]`, flag)),
			chromedp.WaitVisible(x(`//*[@role="alertdialog" and .//h2[normalize-space()=%q]]`, "Archive "+flag+"?")),
			chromedp.Click(x(`//*[@role="alertdialog"]//button[normalize-space()="Archive"]`)),
			chromedp.WaitNotPresent(x(`//table//a[normalize-space()=%q]`, flag)),
			chromedp.WaitVisible(x(`//p[contains(., "This project has no flags yet")]`)))
		require.Equal(t, http.StatusNotFound, s.admin(http.MethodGet, "/api/admin/projects/default/features/"+flag, nil).Status, "archived")

		p.run("revive it from the archive",
			chromedp.Click(x(`//a[normalize-space()="Archived flags"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="default: archived flags"]`)),
			chromedp.Click(x(`//tr[./td[normalize-space()=%q]]//button[starts-with(normalize-space(), "Revive")]`, flag)),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Revived %s")]`, flag)),
			chromedp.WaitVisible(x(`//p[contains(., "No archived flags")]`)))
		p.shot("05-archive")
		require.Equal(t, http.StatusOK, s.admin(http.MethodGet, "/api/admin/projects/default/features/"+flag, nil).Status, "revived")

		p.run("the playground loads offline with the session",
			chromedp.Navigate(s.URL+"/graphql/playground"),
			chromedp.WaitVisible(chromedp.CSS(`.graphiql-container`)),
			chromedp.WaitVisible(x(`//button[starts-with(@aria-label, "Execute query")]`)))
		// GraphiQL may drop a click that comes while it still loads the schema: press again.
		p.retry("run the default query", 10,
			chromedp.Click(x(`//button[starts-with(@aria-label, "Execute query")]`)),
			chromedp.WaitVisible(x(`//section[@aria-label="Result Window"]//*[contains(., '"featureCount"')]`)))
		p.shot("06-playground")

		p.run("sign out",
			chromedp.Navigate(s.URL+"/"),
			chromedp.Click(button("Sign out")),
			chromedp.WaitVisible(labelled("Username or email")))
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// enabledIn reads through the admin REST API whether flag is on in environment.
func enabledIn(t *testing.T, s *server, flag, environment string) bool {
	t.Helper()
	res := s.admin(http.MethodGet, "/api/admin/projects/default/features/"+flag, nil)
	require.Equal(t, http.StatusOK, res.Status)
	for _, e := range res.JSON(t)["environments"].([]any) {
		env := e.(map[string]any)
		if env["name"] == environment {
			return env["enabled"].(bool)
		}
	}
	t.Fatalf("flag %s has no environment %s", flag, environment)
	return false
}

// TestDashboardSignInStaysOnTheSite: the page to return to after signing in is a path of the
// dashboard, however its address is written; "elsewhere" is a server of another origin on
// loopback, which a forged next would lead to.
func TestDashboardSignInStaysOnTheSite(t *testing.T) {
	requireChromium(t)
	var visits atomic.Int32
	elsewhere := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		visits.Add(1)
		fmt.Fprint(w, "<h1>Elsewhere</h1>")
	}))
	t.Cleanup(elsewhere.Close)
	host := strings.TrimPrefix(elsewhere.URL, "http://")
	eachStore(t, func(t *testing.T, s *server) {
		browser := openPage(t, newBrowser(t), screenshotDir(t))
		for _, c := range []struct{ name, next, want string }{
			{"tab", "/%09/" + host + "/", "/"},
			{"line feed", "/%0A/" + host + "/", "/"},
			{"carriage return and line feed", "/%0D%0A/" + host + "/", "/"},
			{"a path of the dashboard", "%2Fevents", "/events"},
		} {
			t.Run(c.name, func(t *testing.T) {
				p := openPage(t, browser.ctx, browser.shots, chromedp.WithNewBrowserContext())
				p.run("sign in from an address with a next",
					chromedp.Navigate(s.URL+"/login?next="+c.next),
					chromedp.SendKeys(labelled("Username or email"), "admin"),
					chromedp.SendKeys(labelled("Password"), "Admin-Passw0rd!"),
					chromedp.Click(button("Sign in")),
					chromedp.WaitVisible(x(`//*[@aria-label="Signed-in user"] | //h1[.="Elsewhere"]`)))
				require.Equal(t, s.URL+c.want, p.location())
				require.Zero(t, visits.Load(), "the browser left the dashboard")
			})
		}
	})
}

// dashboardWait bounds each step of a browser test; the machine is shared.
var dashboardWait = envDuration("DASHBOARD_WAIT", time.Minute)

func envDuration(name string, def time.Duration) time.Duration {
	if d, err := time.ParseDuration(os.Getenv(name)); err == nil {
		return d
	}
	return def
}

func TestDashboardIsServedFromTheBinary(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		index := s.do(http.MethodGet, "/", "", nil)
		require.Equal(t, http.StatusOK, index.Status)
		require.Equal(t, "no-cache", index.Header.Get("Cache-Control"))
		require.Contains(t, index.Header.Get("Content-Type"), "text/html")
		script := regexp.MustCompile(`src="(/assets/index-[^"]+\.js)"`).FindStringSubmatch(string(index.Body))
		require.NotNil(t, script, "index.html loads its script from the bundle: %s", index.Body)
		require.NotContains(t, string(index.Body), "<script>", "no inline script")

		for _, tc := range []struct {
			name, path string
			status     int
			dashboard  bool
		}{
			{name: "deep link", path: "/projects/default/features/my.flag", status: http.StatusOK, dashboard: true},
			{name: "sign-in page", path: "/login?next=%2F", status: http.StatusOK, dashboard: true},
			{name: "unknown asset", path: "/assets/missing.js", status: http.StatusNotFound},
			{name: "under graphql", path: "/graphql/nothing", status: http.StatusNotFound},
			{name: "under auth", path: "/auth/nothing", status: http.StatusNotFound},
			{name: "invite link", path: "/invite/0123abcd", status: http.StatusOK, dashboard: true},
			{name: "under invite", path: "/invite/x/y/z", status: http.StatusNotFound},
			{name: "under health", path: "/health/nothing", status: http.StatusNotFound},
			{name: "under api", path: "/api/nothing", status: http.StatusNotFound},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res := s.do(http.MethodGet, tc.path, "", nil)
				require.Equal(t, tc.status, res.Status)
				require.Equal(t, tc.dashboard, strings.Contains(string(res.Body), script[1]))
			})
		}
		require.Equal(t, http.StatusNotFound, s.do(http.MethodPost, "/projects", "", nil).Status, "only GET and HEAD get the dashboard")

		// fetch asks for the script with an Accept-Encoding (and an If-None-Match), as it is
		// sent: no transparent decoding.
		fetch := func(acceptEncoding, ifNoneMatch string) (*http.Response, []byte) {
			req, err := http.NewRequest(http.MethodGet, s.URL+script[1], nil)
			require.NoError(t, err)
			req.Header.Set("Accept-Encoding", acceptEncoding)
			if ifNoneMatch != "" {
				req.Header.Set("If-None-Match", ifNoneMatch)
			}
			res, err := http.DefaultTransport.RoundTrip(req)
			require.NoError(t, err)
			defer res.Body.Close()
			b, err := io.ReadAll(res.Body)
			require.NoError(t, err)
			return res, b
		}
		plain, file := fetch("identity", "")
		etags := map[string]bool{plain.Header.Get("ETag"): true}
		for _, tc := range []struct {
			acceptEncoding, coding string
			decode                 func(io.Reader) (io.Reader, error)
		}{
			{"gzip, deflate, br", "br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
			{"br;q=1, gzip;q=0.5", "br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
			{"gzip", "gzip", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
			{"gzip, br;q=0", "gzip", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
			{"br;q=nan, gzip", "gzip", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
			{"gzip;q=nan", "", nil},
			{"*", "gzip", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
			{"", "", nil},
			{"identity", "", nil},
		} {
			t.Run("encoding "+tc.acceptEncoding, func(t *testing.T) {
				res, b := fetch(tc.acceptEncoding, "")
				require.Equal(t, http.StatusOK, res.StatusCode)
				require.Equal(t, "public, max-age=31536000, immutable", res.Header.Get("Cache-Control"))
				require.Contains(t, res.Header.Get("Content-Type"), "javascript")
				require.Equal(t, "Accept-Encoding", res.Header.Get("Vary"))
				require.Equal(t, tc.coding, res.Header.Get("Content-Encoding"))
				if tc.decode != nil {
					require.Less(t, len(b), len(file))
					r, err := tc.decode(bytes.NewReader(b))
					require.NoError(t, err)
					b, err = io.ReadAll(r)
					require.NoError(t, err)
					etags[res.Header.Get("ETag")] = true
				} else {
					require.Equal(t, plain.Header.Get("ETag"), res.Header.Get("ETag"))
				}
				require.Equal(t, file, b, "decodes to the file")

				again, _ := fetch(tc.acceptEncoding, res.Header.Get("ETag"))
				require.Equal(t, http.StatusNotModified, again.StatusCode, "the client's copy of this encoding is current")
			})
		}
		require.Len(t, etags, 3, "an ETag per encoding")
		other, _ := fetch("gzip", plain.Header.Get("ETag"))
		require.Equal(t, http.StatusOK, other.StatusCode, "a copy of another encoding is not this one")

		playground := s.do(http.MethodGet, "/graphql/playground", "", nil)
		require.Equal(t, http.StatusOK, playground.Status)
		require.NotContains(t, string(playground.Body), "cdn.", "the playground loads nothing from outside the binary")
		require.Regexp(t, `src="/assets/playground-[^"]+\.js"`, string(playground.Body))
	})
}

func TestDashboardShowsAViewerNoControls(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		flag := "seen-" + randomHex(4)
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": flag}).Status)
		s.createUser("vera@example.com", "Viewer")
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.run("sign in as a viewer",
			chromedp.Navigate(s.URL+"/projects/default/features/"+flag),
			chromedp.SendKeys(labelled("Username or email"), "vera@example.com"),
			chromedp.SendKeys(labelled("Password"), testPassword),
			chromedp.Click(button("Sign in")),
			chromedp.WaitVisible(x(`//h1[normalize-space()=%q]`, flag)),
			chromedp.WaitVisible(x(`//*[@aria-label="Signed-in user"]//*[normalize-space()="Viewer"]`)),
			chromedp.WaitVisible(x(`//button[@role="switch" and @aria-label=%q and @disabled]`, flag+" in development")),
			chromedp.WaitNotPresent(button("Add rollout")),
			chromedp.WaitVisible(x(`//h2[normalize-space()="Dependencies"]`)),
			chromedp.WaitNotPresent(x(`//form[@aria-label="Add a dependency"]`)),
			chromedp.Click(x(`//nav[@aria-label="Breadcrumb"]//a[normalize-space()="default"]`)),
			chromedp.WaitVisible(x(`//table//a[normalize-space()=%q]`, flag)),
			chromedp.WaitNotPresent(button("Create flag")),
			chromedp.WaitNotPresent(x(`//button[starts-with(normalize-space(), "Archive")]`)))
		p.shot("viewer-flags")
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

func TestDashboardByKeyboard(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		flag := "keys-" + randomHex(4)
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": flag}).Status)
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.run("sign in with the keyboard only: the username field has the focus, Tab and Enter do the rest",
			chromedp.Navigate(s.URL+"/projects/default"),
			chromedp.WaitVisible(labelled("Username or email")),
			chromedp.KeyEvent("admin"+kb.Tab+"Admin-Passw0rd!"+kb.Enter),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Default: flags"]`)))

		p.run("a name taken already is refused with the server's message in a toast",
			chromedp.SendKeys(labelled("New flag name"), flag+kb.Enter),
			chromedp.WaitVisible(x(`//*[@role="alert" and contains(., %q)]`, flag)))
		p.shot("error-toast")

		p.run("focus the search box", chromedp.Focus(labelled("Search flags")))
		p.tabTo(flag + " in production")
		p.run("turn the switch on with Space",
			chromedp.KeyEvent(" "),
			chromedp.WaitVisible(x(`//button[@role="switch" and @aria-label=%q and @aria-checked="true"]`, flag+" in production")))
		require.True(t, enabledIn(t, s, flag, "production"))
		require.Empty(t, p.pageErrors())
	})
}

// TestDashboardFollowsChangesLive checks that a flag toggled through REST changes on the
// flags page and on the flag page through the live subscription (a WebSocket the
// Content-Security-Policy admits); how soon is BenchmarkLive's to measure.
func TestDashboardFollowsChangesLive(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		flag := "live-" + randomHex(4)
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": flag})
		p := openPage(t, newBrowser(t), screenshotDir(t))
		toggle := fmt.Sprintf(`//button[@role="switch" and @aria-label=%q]`, flag+" in development")
		switchIs := func(checked string) chromedp.Search { return x(`%s[@aria-checked=%q]`, toggle, checked) }
		started := liveStarted(t, s)
		p.run("sign in on the flags page",
			chromedp.Navigate(s.URL+"/projects/default"),
			chromedp.SendKeys(labelled("Username or email"), "admin"),
			chromedp.SendKeys(labelled("Password"), "Admin-Passw0rd!"),
			chromedp.Click(button("Sign in")),
			chromedp.WaitVisible(switchIs("false")))
		waitLiveStarted(t, s, started+1) // the page's subscription follows the events from now on

		live := func(where, path, checked string) {
			t.Helper()
			s.mustOK(t, http.MethodPost, path, nil)
			changed := time.Now()
			p.run(where+" follows the REST change", chromedp.WaitVisible(switchIs(checked)))
			// How soon (within a second) is BenchmarkLive's to measure, not a loaded machine's to fail.
			t.Logf("%s: REST change on screen in %s", where, time.Since(changed).Round(time.Millisecond))
		}
		live("the flags page", devFeatures+"/"+flag+"/environments/development/on", "true")
		started = liveStarted(t, s)
		p.run("open the flag", chromedp.Click(x(`//table//a[normalize-space()=%q]`, flag)),
			chromedp.WaitVisible(x(`//h1[normalize-space()=%q]`, flag)),
			chromedp.WaitVisible(labelled("Rollout % in production")))
		// The flags page's subscription ends with it and the flag page starts its own.
		waitLiveStarted(t, s, started+1)
		live("the flag page", devFeatures+"/"+flag+"/environments/development/off", "false")
		require.Empty(t, p.pageErrors(), "the pages reported no errors (the policy admits the WebSocket)")
	})
}

// TestDashboardPagesFlagsOnTheServer checks that the flags list fetches one page at a time
// from the server's search, pages on with "Show more", and narrows by tag and to the
// archived flags on the server too.
func TestDashboardPagesFlagsOnTheServer(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		seedLargeProject(t, s.App.Store.Client, 120)
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/features/bulk-00077/tags",
			map[string]any{"type": "simple", "value": "paged"}).Status)
		s.mustOK(t, http.MethodDelete, devFeatures+"/bulk-00003", nil)
		row := func(name string) chromedp.Search { return x(`//table//a[normalize-space()=%q]`, name) }
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.run("sign in: the first page only",
			chromedp.Navigate(s.URL+"/projects/default"),
			chromedp.SendKeys(labelled("Username or email"), "admin"),
			chromedp.SendKeys(labelled("Password"), "Admin-Passw0rd!"),
			chromedp.Click(button("Sign in")),
			chromedp.WaitVisible(row("bulk-00050")),
			chromedp.WaitVisible(x(`//p[normalize-space()="119 flags"]`)),
			chromedp.WaitNotPresent(row("bulk-00051")),
			chromedp.WaitNotPresent(row("bulk-00003")))
		p.run("page on twice",
			chromedp.Click(button("Show 50 more")),
			chromedp.WaitVisible(row("bulk-00100")),
			chromedp.WaitNotPresent(row("bulk-00101")),
			chromedp.Click(button("Show 19 more")),
			chromedp.WaitVisible(row("bulk-00119")),
			chromedp.WaitNotPresent(x(`//button[starts-with(normalize-space(), "Show ")]`)))
		p.run("filter by tag",
			chromedp.SendKeys(labelled("Filter by tag"), "simple:paged"),
			chromedp.WaitVisible(x(`//p[normalize-space()="1 flag"]`)),
			chromedp.WaitVisible(row("bulk-00077")),
			chromedp.WaitNotPresent(row("bulk-00000")))
		p.shot("tag-filter")
		p.run("the archived flags, with a way back",
			chromedp.SendKeys(labelled("Filter by tag"), strings.Repeat(kb.Backspace, 12)),
			chromedp.Click(x(`//label[normalize-space()="Archived"]//input`)),
			chromedp.WaitVisible(x(`//table//tr[.//*[normalize-space()="bulk-00003"]]//button[normalize-space()="Revive bulk-00003"]`)),
			chromedp.WaitVisible(x(`//p[normalize-space()="1 flag"]`)),
			chromedp.Click(button("Revive bulk-00003")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Revived bulk-00003")]`)),
			chromedp.WaitVisible(x(`//p[contains(., "No flag matches")]`)))
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// TestDashboardAddsAnyStrategy checks that the flag page adds a strategy of any definition
// the server knows, with a title and parameter inputs built from the definition's
// parameters, and a gradual rollout with its stickiness and groupId.
func TestDashboardAddsAnyStrategy(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		flag := "any-" + randomHex(4)
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": flag})
		form := `//form[@aria-label="Add a strategy in development"]`
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.run("sign in on the flag",
			chromedp.Navigate(s.URL+"/projects/default/features/"+flag),
			chromedp.SendKeys(labelled("Username or email"), "admin"),
			chromedp.SendKeys(labelled("Password"), "Admin-Passw0rd!"),
			chromedp.Click(button("Sign in")),
			chromedp.WaitVisible(x(`//h1[normalize-space()=%q]`, flag)))
		p.run("add a Hosts strategy with a title",
			chromedp.WaitReady(x(`//select[@id=//label[normalize-space()="Strategy in development"]/@for]/option[@value="applicationHostname"]`)),
			chromedp.SetValue(x(`//select[@id=//label[normalize-space()="Strategy in development"]/@for]`), "applicationHostname"),
			chromedp.WaitVisible(labelled("HostNames (comma-separated) in development")),
			chromedp.SendKeys(labelled("Title in development"), "Web hosts"),
			chromedp.SendKeys(labelled("HostNames (comma-separated) in development"), "a.example, b.example"),
			chromedp.Click(x(`%s//button[normalize-space()="Add strategy"]`, form)),
			chromedp.WaitVisible(x(`//ol[@aria-label="Strategies in development"]/li[strong[normalize-space()="Web hosts"] and contains(., "hostNames: a.example,b.example")]`)))
		p.run("add a gradual rollout sticky on userId in its own group",
			chromedp.SetValue(x(`//select[@id=//label[normalize-space()="Strategy in development"]/@for]`), "flexibleRollout"),
			chromedp.WaitVisible(labelled("Rollout % in development")),
			retype(labelled("Rollout % in development"), "20"),
			chromedp.SetValue(x(`//select[@id=//label[normalize-space()="Stickiness in development"]/@for]`), "userId"),
			retype(labelled("GroupId in development"), "cohort"),
			chromedp.Click(x(`%s//button[normalize-space()="Add strategy"]`, form)),
			chromedp.WaitVisible(x(`//ol[@aria-label="Strategies in development"]/li[contains(., "20%% of users (stickiness: userId)")]`)))
		p.shot("strategies")
		var got []struct {
			Name       string            `json:"name"`
			Title      *string           `json:"title"`
			Parameters map[string]string `json:"parameters"`
		}
		requireJSON(t, s.admin(http.MethodGet, devFeatures+"/"+flag+"/environments/development/strategies", nil), &got)
		require.Len(t, got, 2)
		require.Equal(t, "applicationHostname", got[0].Name)
		require.Equal(t, "Web hosts", *got[0].Title)
		require.Equal(t, map[string]string{"hostNames": "a.example,b.example"}, got[0].Parameters)
		require.Equal(t, "flexibleRollout", got[1].Name)
		require.Equal(t, map[string]string{"rollout": "20", "stickiness": "userId", "groupId": "cohort"}, got[1].Parameters)
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}
