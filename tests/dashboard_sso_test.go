package tests

import (
	"net/http"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// TestDashboardSignsInWithSSO: the sign-in page offers single sign-on when the server has a
// provider; a person follows it from a deep link, signs in at the provider (in-process, on
// loopback) and lands back on that page, their role through the provider's group in effect.
func TestDashboardSignsInWithSSO(t *testing.T) {
	requireChromium(t)
	p := newIdP(t)
	eachStoreSSO(t, p, nil, func(t *testing.T, s *server) {
		res := s.admin(http.MethodPost, "/api/admin/groups", map[string]any{
			"name": "Editors", "mappingsSSO": []string{"idp-editors"}, "rootRole": 2})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		page := openPage(t, newBrowser(t), screenshotDir(t))
		p.QueueUser(&idpUser{sub: "ada", email: "ada@example.com", name: "Ada Lovelace", groups: []string{"idp-editors"}})

		sso := x(`//a[normalize-space()="Sign in with SSO"]`)
		page.run("a deep link without a session leads to sign-in, which offers SSO",
			chromedp.Navigate(s.URL+"/projects/default"),
			chromedp.WaitVisible(sso),
			chromedp.WaitVisible(labelled("Username or email")))
		page.shot("01-sign-in-with-sso")

		page.run("sign in through the provider and come back to the deep link",
			chromedp.Click(sso),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Default: flags"]`)),
			chromedp.WaitVisible(x(`//*[@aria-label="Signed-in user"]//*[normalize-space()="Ada Lovelace"]`)),
			chromedp.WaitVisible(labelled("New flag name")))
		require.Equal(t, s.URL+"/projects/default", page.location())
		page.shot("02-signed-in-through-sso")
		require.Empty(t, page.pageErrors())
	})
}
