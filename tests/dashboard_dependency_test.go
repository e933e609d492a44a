package tests

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// devDependencies reads the dependencies of flag from the admin API's feature.
func (s *server) devDependencies(t *testing.T, flag string) []dependencyOut {
	t.Helper()
	var f struct {
		Dependencies []dependencyOut `json:"dependencies"`
	}
	requireJSON(t, s.admin(http.MethodGet, devFeatures+"/"+flag, nil), &f)
	return f.Dependencies
}

// dependencyOut is a dependency as the admin API renders it.
type dependencyOut struct {
	Feature  string   `json:"feature"`
	Enabled  bool     `json:"enabled"`
	Variants []string `json:"variants"`
}

// countParentSearches makes the tab record, from the next document it loads on, the name each
// ParentSearch query it sends to the server asks for ("" for none): the queries go out as GET with
// the operation's name and variables in the address, or as a POST body.
func countParentSearches() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: `
			window.__parentSearches = [];
			const fetch0 = window.fetch;
			window.fetch = (input, init) => {
				try {
					const url = new URL(typeof input === 'string' ? input : input.url, location.href);
					let op = url.searchParams.get('operationName');
					let vars = JSON.parse(url.searchParams.get('variables') || 'null');
					if (!op && typeof init?.body === 'string') ({ operationName: op, variables: vars } = JSON.parse(init.body));
					if (op === 'ParentSearch') window.__parentSearches.push(vars.filter.query || '');
				} catch {}
				return fetch0(input, init);
			};`})
		return err
	})
}

// parentSearches are the names the tab's ParentSearch queries asked the server for, in order (a
// request cancelled on the way counts: the server may have run it).
func (p *page) parentSearches() []string {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, dashboardWait)
	defer cancel()
	names, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`window.__parentSearches`))
	require.NoError(p.t, err)
	return names
}

// TestDashboardAddsAndRemovesDependencies checks that the flag page makes a flag depend on a parent of
// its project, found by name and required to hand out one of its variants, that it offers neither the
// flag itself nor a flag that has a parent, that the name typed is searched once typing pauses (not once
// per key) and the answer for it shown, that the admin API shows the dependency and the parent's page
// its child, and that removing it asks first.
func TestDashboardAddsAndRemovesDependencies(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		suffix := randomHex(4)
		parent, child, other := "parent-"+suffix, "child-"+suffix, "other-"+suffix
		decoy := "decoy-" + randomHex(4) // offered until the search for suffix is answered
		for _, name := range []string{parent, child, other, decoy} {
			s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": name})
		}
		s.mustOK(t, http.MethodPut, devFeatures+"/"+parent+"/environments/development/variants", []map[string]any{
			{"name": "blue", "weight": 500, "weightType": "variable", "stickiness": "default"},
			{"name": "red", "weight": 500, "weightType": "variable", "stickiness": "default"},
		})
		s.mustOK(t, http.MethodPost, devFeatures+"/"+other+"/dependencies", map[string]any{"feature": parent})
		form := `//form[@aria-label="Add a dependency"]`
		parents := `//ul[@aria-label="Parent flags"]`
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.run("count the parent searches", countParentSearches())
		p.signIn(s, "/projects/default/features/"+child, x(`//p[normalize-space()=%q]`, child+" depends on no other flag."))
		p.run("before a name is typed, the project's flags are offered",
			chromedp.WaitReady(x(`%s//select/option[@value=%q]`, form, decoy)))
		before := len(p.parentSearches())
		p.run("type part of the parent's name: the answer for it replaces the list",
			chromedp.SendKeys(in(form, "input", "Find a parent flag"), suffix),
			chromedp.WaitNotPresent(x(`%s//select/option[@value=%q]`, form, decoy)),
			chromedp.WaitReady(x(`%s//select/option[@value=%q]`, form, parent)))
		// On a loaded machine a pause mid-typing sends a search for a prefix, whose answer already
		// hides the decoy: the search for the whole name comes once typing has paused.
		require.Eventually(t, func() bool {
			sent := p.parentSearches()
			return len(sent) > before && sent[len(sent)-1] == suffix
		}, dashboardWait, 20*time.Millisecond, "a search for the whole name: %q", p.parentSearches()[before:])
		typed := p.parentSearches()[before:]
		t.Logf("searches sent while typing %d keys: %q", len(suffix), typed)
		// One search once typing paused (here, one). A machine so loaded that chromedp's keys come
		// more than the pause apart sends one for a prefix too, never one per key; the exact count
		// is the unit test's (FlagDependencies.test.tsx, fake timers), not a loaded browser's.
		require.Less(t, len(typed), len(suffix), "the page searched once per pause, not once per key: %q", typed)
		for _, name := range typed {
			require.True(t, strings.HasPrefix(suffix, name) && name != "", "a search for part of what was typed: %q", typed)
		}
		p.run("find the parent, require it enabled with variant blue, add the dependency",
			chromedp.WaitReady(x(`%s//select/option[@value=%q]`, form, parent)),
			chromedp.WaitNotPresent(x(`%s//select/option[@value=%q]`, form, other)),
			chromedp.WaitNotPresent(x(`%s//select/option[@value=%q]`, form, child)),
			chooseAt(in(form, "select", "Parent flag"), parent),
			chooseAt(in(form, "select", "Parent must be"), "enabled"),
			chromedp.WaitVisible(x(`%s//fieldset[legend=%q]//label[normalize-space()="red"]`, form, "Variants of "+parent+" that satisfy it")),
			chromedp.Click(x(`%s//label[normalize-space()="blue"]/input`, form)),
			chromedp.Click(x(`%s//button[normalize-space()="Add dependency"]`, form)),
			chromedp.WaitVisible(x(`%s/li[contains(normalize-space(), %q)]`, parents, parent+" must be enabled with variant blue")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., %q)]`, child+" now depends on "+parent)))
		p.shot("dependency")
		require.Equal(t, []dependencyOut{{Feature: parent, Enabled: true, Variants: []string{"blue"}}}, s.devDependencies(t, child))

		p.run("the parent's page names its children",
			chromedp.Click(x(`%s/li/a[normalize-space()=%q]`, parents, parent)),
			chromedp.WaitVisible(x(`//h1[normalize-space()=%q]`, parent)),
			chromedp.WaitVisible(x(`//p[@aria-label="Child flags"]//a[normalize-space()=%q]`, child)),
			chromedp.WaitVisible(x(`//p[@aria-label="Child flags"]//a[normalize-space()=%q]`, other)),
			chromedp.WaitVisible(x(`//p[normalize-space()=%q]`, "Flags depend on "+parent+", so it cannot depend on another flag.")),
			chromedp.Click(x(`//p[@aria-label="Child flags"]//a[normalize-space()=%q]`, child)),
			chromedp.WaitVisible(x(`//h1[normalize-space()=%q]`, child)))

		remove := x(`%s//button[normalize-space()=%q]`, parents, "Remove the dependency on "+parent)
		p.run("cancel, then remove the dependency after the confirmation",
			chromedp.Click(remove),
			chromedp.WaitVisible(x(`//*[@role="alertdialog" and .//h2[normalize-space()=%q]]`, "Remove the dependency on "+parent+"?")),
			chromedp.Click(x(`//*[@role="alertdialog"]//button[normalize-space()="Cancel"]`)),
			chromedp.WaitNotPresent(x(`//*[@role="alertdialog"]`)),
			chromedp.WaitVisible(remove),
			chromedp.Click(remove),
			chromedp.WaitVisible(x(`//*[@role="alertdialog" and .//h2[normalize-space()=%q]]`, "Remove the dependency on "+parent+"?")),
			chromedp.Click(x(`//*[@role="alertdialog"]//button[normalize-space()="Remove"]`)),
			chromedp.WaitVisible(x(`//p[normalize-space()=%q]`, child+" depends on no other flag.")))
		require.Empty(t, s.devDependencies(t, child))
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// TestDashboardRefusedDependencyShowsTheServerMessage checks that a dependency the server refuses (the
// parent got a parent of its own after the page listed it) shows the server's message in a toast.
func TestDashboardRefusedDependencyShowsTheServerMessage(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		suffix := randomHex(4)
		parent, child, grand := "p-"+suffix, "c-"+suffix, "g-"+suffix
		for _, name := range []string{parent, child, grand} {
			s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": name})
		}
		form := `//form[@aria-label="Add a dependency"]`
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.signIn(s, "/projects/default/features/"+child, x(`//p[normalize-space()=%q]`, child+" depends on no other flag."))
		p.run("choose the parent",
			chromedp.SendKeys(in(form, "input", "Find a parent flag"), "p-"+suffix),
			chooseAt(in(form, "select", "Parent flag"), parent),
			chooseAt(in(form, "select", "Parent must be"), "disabled"))
		s.mustOK(t, http.MethodPost, devFeatures+"/"+parent+"/dependencies", map[string]any{"feature": grand})
		p.run("add it and read why it is refused",
			chromedp.Click(x(`%s//button[normalize-space()="Add dependency"]`, form)),
			chromedp.WaitVisible(x(`//*[@role="alert" and contains(., %q) and contains(., %q)]`, parent, "depends on another feature and cannot be a parent")))
		p.shot("refused")
		require.Empty(t, s.devDependencies(t, child))
	})
}
