package tests

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// countRequests makes the tab count the requests it has in flight, from the next document it
// loads on: a screen's roles arrive by their own query, and a control hidden until they do
// proves nothing until then.
func countRequests() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: `
			window.__inflight = 0;
			const fetch0 = window.fetch;
			window.fetch = (...args) => {
				window.__inflight++;
				return fetch0(...args).finally(() => window.__inflight--);
			};`})
		return err
	})
}

// settled waits until the tab has no request in flight: the queries that the shown screen
// started with (its data and the user's roles) have all been answered.
func settled() chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](`window.__inflight === 0`)
}

// offered lists the controls of the page's main region that a person can use (enabled and
// shown): buttons by their text, fields by their label.
func (p *page) offered() []string {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, dashboardWait)
	defer cancel()
	out, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll(
		'main button, main input, main select, main textarea')]
		.filter((e) => !e.disabled && e.getClientRects().length > 0)
		.map((e) => (e.tagName === 'BUTTON'
			? e.textContent
			: e.getAttribute('aria-label') || (e.labels && e.labels[0] ? e.labels[0].textContent : e.type))
			.replace(/\s+/g, ' ').trim())`))
	require.NoError(p.t, err, "list the controls offered")
	return out
}

// requireOnlyOffered fails unless every control offered on the screen matches one of allowed.
func (p *page) requireOnlyOffered(screen string, allowed ...string) {
	p.t.Helper()
	re := regexp.MustCompile(`^(?:` + strings.Join(allowed, "|") + `)$`)
	if len(allowed) == 0 {
		re = regexp.MustCompile(`\b\B`) // nothing is allowed
	}
	for _, c := range p.offered() {
		require.Regexp(p.t, re, c, "%s offers %q", screen, c)
	}
}

// catalogFixture fills the catalog through the admin API: a segment, a context field, a tag
// type with a tag, a custom strategy and a flag, each named with suffix.
type catalogFixture struct{ segment, field, tagType, strategy, flag string }

func newCatalogFixture(t *testing.T, s *server) catalogFixture {
	suffix := randomHex(4)
	f := catalogFixture{segment: "beta-" + suffix, field: "region" + suffix, tagType: "team" + suffix,
		strategy: "custom-" + suffix, flag: "seen-" + suffix}
	s.mustOK(t, http.MethodPost, "/api/admin/segments", map[string]any{"name": f.segment, "constraints": []any{
		map[string]any{"contextName": "userId", "operator": "IN", "values": []string{"alice"}}}})
	s.mustOK(t, http.MethodPost, "/api/admin/context", map[string]any{"name": f.field,
		"legalValues": []any{map[string]any{"value": "eu"}}})
	s.mustOK(t, http.MethodPost, "/api/admin/tag-types", map[string]any{"name": f.tagType})
	s.mustOK(t, http.MethodPost, "/api/admin/tags", map[string]any{"type": f.tagType, "value": "payments"})
	s.mustOK(t, http.MethodPost, "/api/admin/strategies", map[string]any{"name": f.strategy, "parameters": []any{}})
	s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": f.flag})
	return f
}

// catalogTab opens a catalog screen by its link and waits for its heading.
func catalogTab(name string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Click(x(`//nav[@aria-label="Catalog"]//a[normalize-space()=%q]`, name)),
		chromedp.WaitVisible(x(`//h1[normalize-space()=%q]`, name)))
}

// mainLink opens a screen by the main navigation and waits for its heading.
func mainLink(link, heading string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Click(x(`//nav[@aria-label="Main"]//a[normalize-space()=%q]`, link)),
		chromedp.WaitVisible(x(`//h1[normalize-space()=%q]`, heading)))
}

// TestDashboardViewerIsOfferedNoChanges walks the catalog, the event log, import and export
// and insights as a Viewer: each shows its content, and once the user's roles have arrived no
// control that would change something is offered (only reading ones: where used, search,
// export). An admin screen opened by URL shows the server's refusal, naming the permission.
func TestDashboardViewerIsOfferedNoChanges(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		f := newCatalogFixture(t, s)
		s.createUser("vivian@example.com", "Viewer")
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.run("sign in as a viewer", countRequests(),
			chromedp.Navigate(s.URL+"/catalog/segments"),
			signInAs("vivian@example.com", testPassword),
			chromedp.WaitVisible(x(`//*[@aria-label="Signed-in user"]//*[normalize-space()="Viewer"]`)))

		whereUsed := `Where used.*`
		p.run("the segments show, read-only",
			chromedp.WaitVisible(x(`//table[@aria-label="Segments"]//strong[normalize-space()=%q]`, f.segment)), settled())
		p.requireOnlyOffered("Segments", whereUsed)
		p.shot("viewer-segments")

		p.run("the context fields show, read-only", catalogTab("Context fields"),
			chromedp.WaitVisible(x(`//table[@aria-label="Context fields"]//strong[normalize-space()=%q]`, f.field)), settled())
		p.requireOnlyOffered("Context fields", whereUsed)

		p.run("the tags show, read-only", catalogTab("Tags"),
			chromedp.WaitVisible(x(`//section[@aria-label=%q]//li[contains(., "payments")]`, "Tag type "+f.tagType)), settled())
		p.requireOnlyOffered("Tags")

		p.run("the strategies show, read-only", catalogTab("Strategies"),
			chromedp.WaitVisible(x(`//table[@aria-label="Strategies"]//code[normalize-space()=%q]`, f.strategy)), settled())
		p.requireOnlyOffered("Strategies")

		p.run("the environments show, read-only", catalogTab("Environments"),
			chromedp.WaitVisible(x(`//table[@aria-label="Environments"]//td[normalize-space()="development"]`)),
			chromedp.WaitVisible(x(`//input[@type="checkbox" and @aria-label="development in default" and @disabled]`)), settled())
		p.requireOnlyOffered("Environments")
		p.shot("viewer-environments")

		p.run("the event log shows the changes", mainLink("Event log", "Event log"),
			chromedp.WaitVisible(x(`//ol[@aria-label="Events"]//*[contains(., %q)]`, f.flag)), settled())
		p.requireOnlyOffered("Event log", eventLogControls...)

		p.run("export is offered, import and the state are not", mainLink("Import and export", "Import and export"),
			chromedp.WaitVisible(x(`//form[@aria-label="Export flags"]`)), settled(),
			chromedp.WaitNotPresent(x(`//form[@aria-label="Import flags"]`)))
		p.requireOnlyOffered("Import and export", exportControls...)
		p.shot("viewer-transfer")

		p.run("the insights show", mainLink("Insights", "Insights"),
			chromedp.WaitVisible(x(`//main//*[normalize-space()="Active users (60 days)"]`)), settled())
		p.requireOnlyOffered("Insights")

		p.run("an admin screen opened by URL shows the permission's message",
			chromedp.Navigate(s.URL+"/admin/tokens"),
			chromedp.WaitVisible(x(`//*[@role="alert" and contains(., "ADMIN")]`)),
			chromedp.WaitNotPresent(button("Create token")))
		p.shot("viewer-tokens")
	})
}

// eventLogControls are the event log's controls: its filters, search and paging, all reading.
var eventLogControls = []string{`Search text`, `Event type`, `Project`, `Flag name`, `Search`, `Clear`, `Older events`}

// exportControls are what the export form offers: the project, the environment, the button.
var exportControls = []string{`Export project`, `Export environment`, `Export`}

// TestDashboardEditorAndAStaleRole checks what an Editor is offered beyond a Viewer (creating
// in the catalog, importing) and what not (administration, the legacy state); then, demoted to
// Viewer while the page still shows the Editor's controls, a change is refused with the
// permission's message.
func TestDashboardEditorAndAStaleRole(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		f := newCatalogFixture(t, s)
		id := s.createUser("edda@example.com", "Editor")
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.run("sign in as an editor",
			chromedp.Navigate(s.URL+"/transfer"),
			signInAs("edda@example.com", testPassword),
			chromedp.WaitVisible(x(`//*[@aria-label="Signed-in user"]//*[normalize-space()="Editor"]`)),
			chromedp.WaitVisible(x(`//form[@aria-label="Import flags"]`)),
			chromedp.WaitNotPresent(x(`//nav[@aria-label="Main"]//a[normalize-space()="Admin"]`)),
			chromedp.WaitNotPresent(x(`//h2[contains(., "state")]`)))
		p.shot("editor-transfer")
		p.run("the catalog offers creating and editing",
			chromedp.Click(x(`//nav[@aria-label="Main"]//a[normalize-space()="Catalog"]`)),
			chromedp.WaitVisible(x(`//table[@aria-label="Segments"]//strong[normalize-space()=%q]`, f.segment)),
			chromedp.WaitVisible(button("New segment")),
			chromedp.WaitVisible(x(`//tr[.//strong[normalize-space()=%q]]//button[starts-with(normalize-space(), "Delete")]`, f.segment)))

		s.mustOK(t, http.MethodPut, fmt.Sprintf("/api/admin/user-admin/%d", id), map[string]any{"rootRole": "Viewer"})
		p.run("demoted meanwhile, creating a segment is refused with the permission's message",
			chromedp.Click(button("New segment")),
			chromedp.SendKeys(labelled("Segment name"), "late-"+f.segment),
			chromedp.Click(button("Save segment")),
			chromedp.WaitVisible(x(`//*[@role="alert" and contains(., "CREATE_SEGMENT")]`)))
		p.shot("editor-demoted")
		res := s.admin(http.MethodGet, "/api/admin/segments", nil)
		require.NotContains(t, string(res.Body), "late-"+f.segment)
	})
}
