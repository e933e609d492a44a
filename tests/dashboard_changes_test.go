package tests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// TestDashboardChangeRequests walks change requests through the dashboard: an editor turns
// them on for production in the project's change request settings; on the flag's page
// production says it needs a request, and its switch adds the change to the editor's draft
// instead of turning the flag on; the editor sends the draft to review from its page,
// which shows the change as a diff; another editor approves and applies it, and the flag is
// on in production.
func TestDashboardChangeRequests(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		flag := "cr-" + randomHex(4)
		newFlag(t, s, flag)
		author, reviewer := "author-"+randomHex(3)+"@example.com", "reviewer-"+randomHex(3)+"@example.com"
		s.createUser(author, "Editor")
		s.createUser(reviewer, "Editor")

		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.run("sign in as the author on the change requests",
			chromedp.Navigate(s.URL+"/projects/default/change-requests"),
			signInAs(author, testPassword),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Change requests"]`)))
		p.run("turn change requests on in production",
			chromedp.WaitVisible(x(`//input[@aria-label="Change requests in production"]`)),
			chromedp.Click(x(`//input[@aria-label="Change requests in production"]`)),
			chromedp.WaitVisible(x(`//tr[td[normalize-space()="production"]]//label[contains(normalize-space(), "Required")]`)))
		p.shot("dashboard-change-requests-settings")
		res := s.admin(http.MethodGet, crPath("/config"), nil)
		require.Contains(t, string(res.Body), `"environment":"production","type":"production","changeRequestEnabled":true`)

		p.run("the flag's switch in production goes to the draft",
			chromedp.Navigate(s.URL+"/projects/default/features/"+flag),
			chromedp.WaitVisible(x(`//p[@role="note" and contains(., "production needs a change request")]`)),
			chromedp.Click(x(`//button[@role="switch" and @aria-label=%q]`, flag+" in production")),
			chromedp.WaitVisible(x(`//*[contains(., "is in your draft")]`)))
		p.shot("dashboard-change-request-flag")
		require.False(t, flagEnabledIn(t, s, flag, "production"), "the switch made no direct change")

		draft := x(`//table[@aria-label="Change requests"]//tr[td[normalize-space()=%q]]//a`, flag)
		diff := x(`//table[@aria-label=%q]`, "updateEnabled of "+flag)
		p.run("list the change requests",
			chromedp.Navigate(s.URL+"/projects/default/change-requests"),
			chromedp.WaitVisible(draft))
		// The list's page may still move as its parts load (a click then lands beside the
		// link): the draft is clicked again until its page shows.
		p.retry("open the draft", 5, chromedp.Click(draft), chromedp.WaitVisible(diff))
		p.run("send the draft to review",
			chromedp.WaitVisible(x(`//table[@aria-label=%q]//ins[normalize-space()="true"]`, "updateEnabled of "+flag)),
			chromedp.WaitVisible(x(`//table[@aria-label=%q]//del[normalize-space()="false"]`, "updateEnabled of "+flag)),
			chromedp.Click(button("Send to review")),
			chromedp.WaitVisible(x(`//*[@aria-label="State" and normalize-space()="In review"]`)))
		require.NotContains(t, p.textOf(x(`//div[@class="actions"]`)), "Approve", "the author is offered no approval")
		where := p.location()

		p.run("sign out, and in as the reviewer",
			chromedp.Click(button("Sign out")),
			chromedp.WaitVisible(labelled("Username or email")),
			chromedp.Navigate(where),
			signInAs(reviewer, testPassword),
			chromedp.WaitVisible(button("Approve")))
		p.shot("dashboard-change-request-review")
		p.run("approve and apply",
			chromedp.Click(button("Approve")),
			chromedp.WaitVisible(x(`//*[@aria-label="State" and normalize-space()="Approved"]`)),
			chromedp.Click(button("Apply changes")),
			chromedp.WaitVisible(x(`//*[@aria-label="State" and normalize-space()="Applied"]`)))
		p.shot("dashboard-change-request-applied")
		require.True(t, flagEnabledIn(t, s, flag, "production"))
		require.Empty(t, p.pageErrors(), fmt.Sprint(p.pageErrors()))
	})
}
