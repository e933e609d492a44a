package tests

import (
	"net/http"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestDashboardFlagPlayground evaluates the flags of an environment for a context on the flag
// playground, as a Viewer may (POST /api/admin/playground in the README): a flag whose
// strategy admits alice is on for her and off for bob, and a bad custom field is named
// before anything is sent.
func TestDashboardFlagPlayground(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		flag := "for-alice-" + randomHex(4)
		env := s.raceFeature(t, flag)
		s.mustOK(t, http.MethodPost, env+"/strategies", map[string]any{"name": "default", "constraints": []any{
			map[string]any{"contextName": "userId", "operator": "IN", "values": []string{"alice"}}}})
		s.mustOK(t, http.MethodPost, env+"/on", nil)
		s.createUser("pia@example.com", "Viewer")
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.run("sign in as a viewer and open the flag playground",
			chromedp.Navigate(s.URL+"/"),
			signInAs("pia@example.com", testPassword),
			mainLink("Flag playground", "Flag playground"),
			chooseValue("Environment", "development"))

		result := `//table[@aria-label="Evaluation"]//tr[td[1][normalize-space()=%q]]/td[3][normalize-space()=%q]`
		p.run("alice gets the flag",
			chromedp.SendKeys(labelled("User ID"), "alice"),
			chromedp.Click(button("Evaluate")),
			chromedp.WaitVisible(x(result, flag, "yes")))
		p.shot("10-flag-playground")
		p.run("bob does not",
			retype(labelled("User ID"), "bob"),
			chromedp.Click(button("Evaluate")),
			chromedp.WaitVisible(x(result, flag, "no")))
		p.run("a custom field without a value is named",
			chromedp.SendKeys(labelled("Other fields (name=value, comma-separated)"), "region"),
			chromedp.WaitVisible(x(`//*[normalize-space()='"region" is not name=value']`)),
			chromedp.WaitVisible(x(`//button[normalize-space()="Evaluate" and @disabled]`)))
	})
}
