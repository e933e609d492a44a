package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// signIn opens path without a session and signs in as admin, landing on path.
func (p *page) signIn(s *server, path string, landed chromedp.Search) {
	p.t.Helper()
	p.run("sign in as admin on "+path,
		chromedp.Navigate(s.URL+path),
		chromedp.WaitVisible(labelled("Username or email")),
		chromedp.SendKeys(labelled("Username or email"), "admin"),
		chromedp.SendKeys(labelled("Password"), "Admin-Passw0rd!"),
		chromedp.Click(button("Sign in")),
		chromedp.WaitVisible(landed))
}

// chooseValue picks value in the select that label names (by its for, or around it), as a
// person would (React sees the change).
func chooseValue(label, value string) chromedp.Action[chromedp.Void] {
	sel := fmt.Sprintf(`//select[@id=//label[normalize-space()=%q]/@for] | //label[normalize-space(text())=%q]//select`, label, label)
	l, _ := json.Marshal(label)
	v, _ := json.Marshal(value)
	return chromedp.Steps(
		chromedp.WaitReady(x(sel+`/option[@value=%q or (not(@value) and normalize-space()=%q)]`, value, value)),
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			// The page may render the select again between the wait above and the choice
			// (its options arriving, a refetch): the choice is made again until it holds.
			choose := fmt.Sprintf(`(() => {
				const named = (l) => l.textContent.trim() === %[1]s || l.firstChild?.textContent.trim() === %[1]s;
				const label = [...document.querySelectorAll('label')].find(named);
				const select = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('select');
				select.value = %[2]s;
				select.dispatchEvent(new Event('change', { bubbles: true }));
				return select.value === %[2]s;
			})()`, l, v)
			for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(50 * time.Millisecond) {
				ok, err := chromedp.Evaluate[bool](choose)(ctx, t)
				if err != nil || ok {
					return err
				}
				if time.Now().After(deadline) {
					return fmt.Errorf("%s has no option %s", label, value)
				}
			}
		}))
}

// allowDownloads saves what the page downloads into dir under the names the page gives
// (in the page's browser context: the tests share one Chromium).
func allowDownloads(dir string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir,
			BrowserContextID: chromedp.FromContext(ctx).BrowserContextID,
		})
		return err
	})
}

// waitFile waits for the browser to finish writing the file at path and returns it.
func waitFile(t *testing.T, path string) []byte {
	t.Helper()
	var body []byte
	require.Eventually(t, func() bool {
		b, err := os.ReadFile(path)
		body = b
		return err == nil && len(b) > 0
	}, dashboardWait, 100*time.Millisecond, "the browser saves %s", path)
	return body
}

func TestDashboardCatalogSegmentsAndDefinitions(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		p := openPage(t, newBrowser(t), screenshotDir(t))
		segment := "beta-" + randomHex(4)
		strategy := "custom-" + randomHex(4)

		p.signIn(s, "/catalog/segments", x(`//h1[normalize-space()="Segments"]`))
		p.run("the catalog starts without segments",
			chromedp.WaitVisible(x(`//p[contains(., "There are no segments yet")]`)))
		p.run("create a segment with a constraint",
			chromedp.Click(button("New segment")),
			chromedp.SendKeys(labelled("Segment name"), segment),
			chromedp.SendKeys(labelled("Segment description"), "Beta testers"),
			chromedp.Click(button("Add a constraint")),
			chromedp.WaitVisible(x(`//form[@aria-label="New segment"]//button[normalize-space()="Save segment" and @disabled]`)),
			chromedp.SendKeys(x(`//fieldset[legend[normalize-space()="Constraint 1"]]//input[@id=//label[normalize-space()="Values (comma-separated)"]/@for]`), "alice, bob"),
			chromedp.Click(button("Save segment")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Created the segment %s")]`, segment)),
			chromedp.WaitVisible(x(`//table[@aria-label="Segments"]//tr[.//strong[normalize-space()=%q]]//li[normalize-space()="userId IN alice, bob"]`, segment)))
		p.run("it is used nowhere yet",
			chromedp.Click(x(`//tr[.//strong[normalize-space()=%q]]//button[starts-with(normalize-space(), "Where used")]`, segment)),
			chromedp.WaitVisible(x(`//p[normalize-space()=%q]`, "No flag uses "+segment+".")))
		p.shot("01-segments")
		res := s.admin(http.MethodGet, "/api/admin/segments", nil)
		require.Equal(t, http.StatusOK, res.Status)
		require.Contains(t, string(res.Body), `"name":"`+segment+`"`)
		require.Contains(t, string(res.Body), `"values":["alice","bob"]`)

		p.run("create a context field with legal values",
			chromedp.Click(x(`//nav[@aria-label="Catalog"]//a[normalize-space()="Context fields"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Context fields"]`)),
			chromedp.Click(button("New context field")),
			chromedp.SendKeys(labelled("Field name"), "region"),
			chromedp.SendKeys(labelled("Legal values (comma-separated)"), "eu, us"),
			chromedp.Click(button("Save field")),
			chromedp.WaitVisible(x(`//table[@aria-label="Context fields"]//tr[.//strong[normalize-space()="region"]]/td[normalize-space()="eu, us"]`)))
		p.shot("02-context-fields")

		p.run("create a tag type and a tag",
			chromedp.Click(x(`//nav[@aria-label="Catalog"]//a[normalize-space()="Tags"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Tags"]`)),
			chromedp.SendKeys(labelled("Tag type name"), "team"),
			chromedp.Click(button("Create tag type")),
			chromedp.WaitVisible(x(`//section[@aria-label="Tag type team"]`)),
			chooseValue("Type of the tag", "team"),
			chromedp.SendKeys(labelled("Tag value"), "payments"),
			chromedp.Click(button("Create tag")),
			chromedp.WaitVisible(x(`//section[@aria-label="Tag type team"]//li[contains(., "payments")]`)))
		p.shot("03-tags")

		row := `//table[@aria-label="Strategies"]//tr[.//code[normalize-space()=%q]]`
		p.run("create a custom strategy with a parameter, deprecate and reactivate it",
			chromedp.Click(x(`//nav[@aria-label="Catalog"]//a[normalize-space()="Strategies"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Strategies"]`)),
			chromedp.Click(button("New strategy")),
			chromedp.SendKeys(labelled("Strategy name"), strategy),
			chromedp.Click(button("Add a parameter")),
			chromedp.SendKeys(labelled("Parameter name"), "level"),
			chromedp.Click(x(`//fieldset[legend[normalize-space()="Parameter 1"]]//label[normalize-space()="Required"]/input`)),
			chromedp.Click(button("Save strategy")),
			chromedp.WaitVisible(x(row+`//li[contains(., "level") and contains(., "required")]`, strategy)),
			dismissToasts(), // the new row is at the bottom, under them
			chromedp.Click(x(row+`//button[starts-with(normalize-space(), "Deprecate")]`, strategy)),
			confirmDialog("Deprecate "+strategy+"?", "Deprecate"),
			chromedp.WaitVisible(x(row+`//*[normalize-space()="deprecated"]`, strategy)))
		p.shot("04-strategies")
		require.Contains(t, string(s.admin(http.MethodGet, "/api/admin/strategies/"+strategy, nil).Body), `"deprecated":true`)
		p.run("reactivate it",
			dismissToasts(),
			chromedp.Click(x(row+`//button[starts-with(normalize-space(), "Reactivate")]`, strategy)),
			chromedp.WaitNotPresent(x(row+`//*[normalize-space()="deprecated"]`, strategy)))

		p.run("create an environment and enable it in the default project",
			chromedp.Click(x(`//nav[@aria-label="Catalog"]//a[normalize-space()="Environments"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Environments"]`)),
			chromedp.SendKeys(labelled("Environment name"), "staging"),
			chromedp.Click(button("Create environment")),
			chromedp.WaitVisible(x(`//table[@aria-label="Environments"]//td[normalize-space()="staging"]`)),
			chromedp.Click(x(`//input[@aria-label="staging in default"]`)),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Enabled staging in default")]`)))
		p.shot("05-environments")
		require.Contains(t, string(s.admin(http.MethodGet, "/api/admin/projects/default", nil).Body), `staging`)
		p.run("disabling it asks first",
			chromedp.Click(x(`//input[@aria-label="staging in default"]`)),
			confirmDialog("Disable staging in default?", "Disable"),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Disabled staging in default")]`)))
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

func TestDashboardEventLogFindsByText(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		p := openPage(t, newBrowser(t), screenshotDir(t))
		word := "needle" + randomHex(4)
		flag := "ev-" + randomHex(4)
		res := s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{
			"name": flag, "description": "Finds the " + word})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)

		p.signIn(s, "/events", x(`//h1[normalize-space()="Event log"]`))
		item := `//ol[@aria-label="Events"]/li[.//strong[normalize-space()="feature-created"] and .//span[normalize-space()=%q]]`
		p.run("the log lists the newest events first",
			chromedp.WaitVisible(x(`//ol[@aria-label="Events"]/li[contains(., ", newest first")]`)),
			chromedp.WaitVisible(x(item, flag)))
		p.run("search by free text",
			chromedp.SendKeys(labelled("Search text"), word),
			chromedp.Click(button("Search")),
			chromedp.WaitVisible(x(`//ol[@aria-label="Events"]/li[normalize-space()="1 event matches, newest first."]`)),
			chromedp.WaitVisible(x(item, flag)))
		p.run("open the event to its changes",
			chromedp.Click(x(item+`//summary`, flag)),
			chromedp.WaitVisible(x(item+`//table//tr[td[normalize-space()="description"] and td[normalize-space()='"Finds the %s"']]`, flag, word)))
		p.shot("01-event-log")

		other := "ev2-" + randomHex(4)
		res = s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{
			"name": other, "description": "Also the " + word})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		p.run("a new matching event arrives on top",
			chromedp.WaitVisible(x(`//ol[@aria-label="New events"]/li[.//span[normalize-space()=%q]]`, other)))
		p.run("a search that finds nothing says so",
			retype(labelled("Search text"), "nothing-"+randomHex(6)),
			chromedp.Click(button("Search")),
			chromedp.WaitVisible(x(`//li[normalize-space()="No events match this search."]`)))
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

func TestDashboardExportAndImportIntoAnotherProject(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		p := openPage(t, newBrowser(t), screenshotDir(t))
		downloads := t.TempDir()
		flag := "moving-" + randomHex(4)
		res := s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": flag})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		res = s.admin(http.MethodPost, "/api/admin/projects/default/features/"+flag+"/environments/development/strategies",
			map[string]any{"name": "flexibleRollout", "parameters": map[string]any{"rollout": "25", "stickiness": "default", "groupId": flag}})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		res = s.admin(http.MethodPost, "/api/admin/projects", map[string]any{"id": "target", "name": "Target"})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)

		p.signIn(s, "/transfer", x(`//h1[normalize-space()="Import and export"]`))
		p.run("export the default project's development environment",
			allowDownloads(downloads),
			chooseValue("Export project", "default"),
			chooseValue("Export environment", "development"),
			chromedp.Click(x(`//form[@aria-label="Export flags"]//button[normalize-space()="Export"]`)),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Exported 1 flags of default in development")]`)))
		file := filepath.Join(downloads, "default-development.json")
		require.Contains(t, string(waitFile(t, file)), `"name": "`+flag+`"`)

		// Feature names are unique across projects: the flag leaves default for good before it moves.
		require.Equal(t, http.StatusAccepted, s.admin(http.MethodDelete, "/api/admin/projects/default/features/"+flag, nil).Status)
		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, "/api/admin/archive/"+flag, nil).Status)

		p.run("upload the file for the target project: the check shows before importing",
			chooseValue("Import into project", "target"),
			chooseValue("Import into environment", "development"),
			chromedp.SetUploadFiles(labelled("Export file (JSON)"), []string{file}),
			chromedp.WaitVisible(x(`//*[@aria-label="Import check"]//p[contains(., "The file can be imported: 1 flags")]`)))
		p.shot("01-import-check")
		p.run("import it",
			chromedp.Click(x(`//form[@aria-label="Import flags"]//button[normalize-space()="Import"]`)),
			chromedp.WaitVisible(x(`//form[@aria-label="Import flags"]//p[@role="status" and normalize-space()="Imported 1 flags into target (development)"]`)))
		p.shot("02-imported")
		res = s.admin(http.MethodGet, "/api/admin/projects/target/features/"+flag+"/environments/development/strategies", nil)
		require.Equal(t, http.StatusOK, res.Status, "the flag arrived in target: %s", res.Body)
		require.Contains(t, string(res.Body), `"rollout":"25"`)

		p.run("a file that is no export is refused with a message",
			chromedp.SetUploadFiles(labelled("Export file (JSON)"), []string{writeTemp(t, "bad.json", `{"version":1}`)}),
			chromedp.WaitVisible(x(`//*[@role="alert" and contains(., "The file has no features list")]`)))
		p.run("an admin exports the legacy state as YAML",
			chooseValue("State format", "yaml"),
			chromedp.Click(button("Export the state")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Exported the state")]`)))
		require.Contains(t, string(waitFile(t, filepath.Join(downloads, "flagstone-state.yml"))), "name: "+flag)
		p.shot("03-state")
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// writeTemp writes body to a file named name in a fresh folder and returns its path.
func writeTemp(t *testing.T, name, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(body), 0o644))
	return path
}

func TestDashboardInsightsDrawsCharts(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		p := openPage(t, newBrowser(t), screenshotDir(t))
		c := insightsClock{t: t, s: s}
		// Two weekly snapshots, the last one now (the browser's metrics chart ends at its own now).
		now := s.App.Clock.Now()
		c.at(now.Add(-7 * 24 * time.Hour))
		c.flag("default", "insight-a", "release")
		c.runJobs()
		c.at(now)
		c.flag("default", "insight-b", "release")
		c.toggle("default", "insight-b", "development", "on")
		c.bucket("insight-b", "web-app", "development", now.UTC().Truncate(time.Hour), 4, 1)
		c.runJobs()

		p.signIn(s, "/insights", x(`//h1[normalize-space()="Insights"]`))
		for _, chart := range []string{"Users", "Flags", "Health per project", "SDK requests per week", "Updates per environment type"} {
			p.run("the chart "+chart+" draws its points",
				chromedp.WaitVisible(x(`//figure[figcaption[normalize-space()=%q]]//*[local-name()="svg"]//*[local-name()="circle"]`, chart)))
		}
		p.run("the flags chart has a point per week and series",
			chromedp.WaitVisible(x(`//figure[figcaption[normalize-space()="Flags"]]//*[local-name()="g" and @data-series="total"]/*[local-name()="circle"][2]`)))
		p.shot("01-insights")

		const metrics = `//section[h2[normalize-space()="SDK metrics"]]`
		p.run("the flag page shows its SDK metrics per hour and the applications",
			chromedp.Navigate(s.URL+"/projects/default/features/insight-b"),
			chromedp.WaitVisible(x(metrics+`//*[local-name()="svg"]//*[local-name()="circle"]`)),
			chromedp.WaitReady(x(metrics+`//*[local-name()="g" and @data-series="yes"]//*[local-name()="title" and substring-after(., ": ")="4"]`)),
			chromedp.WaitVisible(x(metrics+`//p[normalize-space()="Applications that asked: web-app"]`)))
		p.shot("02-flag-metrics")
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// TestDashboardCatalogEditsTagTypeStrategyAndEnvironment edits a tag type and a custom
// strategy (a built-in one offers no edit), and turns an environment off and on for the
// instance, each checked through the REST API.
func TestDashboardCatalogEditsTagTypeStrategyAndEnvironment(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		p := openPage(t, newBrowser(t), screenshotDir(t))
		strategy := "custom-" + randomHex(4)
		s.mustOK(t, http.MethodPost, "/api/admin/tag-types", map[string]any{"name": "team", "description": "Teams"})
		s.mustOK(t, http.MethodPost, "/api/admin/strategies", map[string]any{"name": strategy, "description": "Levels",
			"parameters": []any{map[string]any{"name": "level", "type": "number", "required": true}}})
		s.mustOK(t, http.MethodPost, "/api/admin/environments", map[string]any{"name": "qa", "type": "test"})

		p.signIn(s, "/catalog/tags", x(`//h1[normalize-space()="Tags"]`))
		p.run("edit the tag type's description and icon",
			chromedp.Click(button("Edit the tag type team")),
			retype(labelled("Description of team"), "Owning team"),
			chromedp.SendKeys(labelled("Icon of team"), "groups"),
			chromedp.Click(button("Save tag type")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Saved the tag type team")]`)),
			chromedp.WaitVisible(x(`//section[@aria-label="Tag type team"]//p[normalize-space()="Owning team"]`)))
		p.shot("01-tag-type-edited")
		tagType := s.mustOK(t, http.MethodGet, "/api/admin/tag-types/team", nil)
		require.Equal(t, "Owning team", tagType["description"])
		require.Equal(t, "groups", tagType["icon"])

		row := `//table[@aria-label="Strategies"]//tr[.//code[normalize-space()=%q]]`
		form := fmt.Sprintf(`//form[@aria-label="Edit %s"]`, strategy)
		p.run("a built-in strategy offers no edit; edit the custom one",
			chromedp.Click(x(`//nav[@aria-label="Catalog"]//a[normalize-space()="Strategies"]`)),
			chromedp.WaitVisible(x(row, "flexibleRollout")),
			chromedp.WaitNotPresent(x(row+`//button[starts-with(normalize-space(), "Edit")]`, "flexibleRollout")),
			chromedp.Click(button("Edit "+strategy)),
			retype(x("%s"+`//input[@id=//label[normalize-space()="Strategy description"]/@for]`, form), "Levels of access"),
			chromedp.Click(x("%s"+`//button[normalize-space()="Add a parameter"]`, form)),
			chromedp.SendKeys(x("%s"+`//fieldset[legend[normalize-space()="Parameter 2"]]//input[@id=//label[normalize-space()="Parameter name"]/@for]`, form), "region"),
			chromedp.Click(x("%s"+`//button[normalize-space()="Save strategy"]`, form)),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Saved %s")]`, strategy)),
			chromedp.WaitVisible(x(row+`//li[contains(., "region")]`, strategy)))
		p.shot("02-strategy-edited")
		def := s.mustOK(t, http.MethodGet, "/api/admin/strategies/"+strategy, nil)
		require.Equal(t, "Levels of access", def["description"])
		params := def["parameters"].([]any)
		require.Len(t, params, 2)
		require.Equal(t, "level", params[0].(map[string]any)["name"])
		require.Equal(t, true, params[0].(map[string]any)["required"], "the parameter the form did not touch keeps its fields")
		require.Equal(t, "region", params[1].(map[string]any)["name"])

		toggle := x(`//input[@aria-label="qa for the whole instance"]`)
		p.run("turn qa off for the instance, after a confirmation",
			chromedp.Click(x(`//nav[@aria-label="Catalog"]//a[normalize-space()="Environments"]`)),
			chromedp.WaitVisible(toggle),
			chromedp.Click(toggle),
			confirmDialog("Turn qa off?", "Turn off"),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Turned qa off")]`)),
			chromedp.WaitVisible(x(`//table[@aria-label="Environments"]//tr[td[normalize-space()="qa"]]/td[normalize-space()="off"]`)),
			chromedp.WaitVisible(x(`//input[@aria-label="qa in default" and @disabled]`)))
		p.shot("03-environment-off")
		require.False(t, s.environmentEnabled(t, "qa"))
		p.run("turn it on again",
			chromedp.Click(toggle),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Turned qa on")]`)),
			chromedp.WaitVisible(x(`//input[@aria-label="qa in default" and not(@disabled)]`)))
		require.True(t, s.environmentEnabled(t, "qa"))
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// TestDashboardEventLogFiltersByType filters the event log by a type chosen from the list
// the server offers.
func TestDashboardEventLogFiltersByType(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		p := openPage(t, newBrowser(t), screenshotDir(t))
		flag := "ev-" + randomHex(4)
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": flag})
		s.mustOK(t, http.MethodPost, "/api/admin/tag-types", map[string]any{"name": "squad"})

		p.signIn(s, "/events", x(`//h1[normalize-space()="Event log"]`))
		item := `//ol[@aria-label="Events"]/li[.//strong[normalize-space()=%q]]`
		p.run("both events are listed at first",
			chromedp.WaitVisible(x(item, "feature-created")),
			chromedp.WaitVisible(x(item, "tag-type-created")))
		p.run("choose the type tag-type-created",
			chooseValue("Event type", "tag-type-created"),
			chromedp.Click(button("Search")),
			chromedp.WaitVisible(x(`//ol[@aria-label="Events"]/li[normalize-space()="1 event matches, newest first."]`)),
			chromedp.WaitVisible(x(item, "tag-type-created")),
			chromedp.WaitNotPresent(x(item, "feature-created")))
		p.shot("01-event-log-by-type")
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// TestDashboardLimitsCatalogToAProject limits a context field and segments to a project in
// their forms: the constraint editor offers the project's field only to a segment of that
// project; a segment that names it cannot become every project's (the server's refusal
// shows); saving an edit keeps the segment limited to its project.
func TestDashboardLimitsCatalogToAProject(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.signIn(s, "/catalog/context-fields", x(`//h1[normalize-space()="Context fields"]`))
		p.run("create a context field of the default project",
			chromedp.Click(button("New context field")),
			chromedp.SendKeys(labelled("Field name"), "tenant"),
			chooseValue("Project", "default"))
		p.shot("01-new-project-context-field")
		p.run("save the project's context field",
			chromedp.Click(button("Save field")),
			chromedp.WaitVisible(x(`//table[@aria-label="Context fields"]//tr[.//strong[normalize-space()="tenant"]]//span[@class="badge" and normalize-space()="default"]`)))
		p.shot("02-project-context-field")
		require.Contains(t, string(s.admin(http.MethodGet, "/api/admin/projects/default/context", nil).Body), `"name":"tenant"`)

		seg := s.mustOK(t, http.MethodPost, "/api/admin/segments", map[string]any{"name": "ours", "project": "default",
			"constraints": []any{map[string]any{"contextName": "tenant", "operator": "IN", "values": []string{"a"}}}})
		field := `//form[@aria-label=%q]//fieldset[legend[normalize-space()="Constraint 1"]]//select[@id=//label[normalize-space()="Context field"]/@for]`
		p.run("a new segment's constraint offers no project's field",
			chromedp.Click(x(`//nav[@aria-label="Catalog"]//a[normalize-space()="Segments"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Segments"]`)),
			chromedp.Click(button("New segment")),
			chromedp.Click(button("Add a constraint")),
			chromedp.WaitReady(x(field+`/option[normalize-space()="userId"]`, "New segment"))) // an option is never visible
		require.NotContains(t, p.textOf(x(field, "New segment")), "tenant")
		p.run("a segment limited to the project may name its field",
			chooseValue("Project", "default"),
			chromedp.WaitReady(x(field+`/option[normalize-space()="tenant"]`, "New segment")),
			chooseValue("Context field", "tenant"),
			chromedp.SendKeys(labelled("Values (comma-separated)"), "b"),
			chromedp.SendKeys(labelled("Segment name"), "mine"),
			chromedp.Click(button("Save segment")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Created the segment mine")]`)),
			// The list is read again after the toast and gains a row above ours: a click on
			// ours's Edit before that lands beside it.
			chromedp.WaitVisible(x(`//table[@aria-label="Segments"]//tr[.//strong[normalize-space()="mine"]]`)))
		projects := map[string]any{}
		for _, sg := range s.mustOK(t, http.MethodGet, "/api/admin/segments", nil)["segments"].([]any) {
			projects[sg.(map[string]any)["name"].(string)] = sg.(map[string]any)["project"]
		}
		require.Equal(t, "default", projects["mine"], "the new segment is limited to the project chosen")

		p.run("the project's segment cannot become every project's while it names the project's field",
			chromedp.Click(x(`//button[normalize-space()="Edit ours"]`)),
			chromedp.WaitReady(x(field+`/option[normalize-space()="tenant"]`, "Edit ours")),
			chooseValue("Project", ""),
			chromedp.Click(button("Save segment")),
			chromedp.WaitVisible(x(`//*[@role="alert" and contains(., "is not a context field of every project")]`)))
		p.forgetErrors() // the refusal's 400
		p.run("edit the project's segment",
			chooseValue("Project", "default"),
			chromedp.SendKeys(labelled("Segment description"), "Tenants of ours"))
		p.shot("03-edit-project-segment")
		p.run("save the project's segment",
			chromedp.Click(button("Save segment")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Saved the segment ours")]`)))
		saved := s.mustOK(t, http.MethodGet, fmt.Sprintf("/api/admin/segments/%v", seg["id"]), nil)
		require.Equal(t, "Tenants of ours", saved["description"])
		require.Equal(t, "default", saved["project"], "the segment is still limited to its project")
		require.Empty(t, p.pageErrors(), fmt.Sprint(p.pageErrors()))
	})
}
