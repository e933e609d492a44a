package tests

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"
)

// labelledSelect selects the drop-down a label names by nesting, as the admin forms lay them out.
func labelledSelect(label string) chromedp.Search {
	return x(`//label[normalize-space(text())=%q]//select`, label)
}

// choose picks the option a person reads as text in the drop-down sel, as a change by hand
// (React hears the change event).
func choose(sel chromedp.Search, text string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.WaitVisible(sel),
		chromedp.WaitReady(x(`%s//option[normalize-space()=%q]`, string(sel), text)), // options may come with data
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => {
			const s = document.evaluate(%q, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
			const o = [...s.options].find((o) => o.textContent.trim() === %q);
			if (!o) throw new Error('no option ' + %q);
			s.value = o.value;
			s.dispatchEvent(new Event('change', { bubbles: true }));
		})()`, string(sel), text, text)),
	)
}

// textOf reads the text of the element sel once it is visible.
func (p *page) textOf(sel chromedp.Search) string {
	p.t.Helper()
	p.run("wait for "+string(sel), chromedp.WaitVisible(sel))
	ctx, cancel := context.WithTimeout(p.ctx, dashboardWait)
	defer cancel()
	out, err := chromedp.Run(ctx, chromedp.Text(sel))
	require.NoError(p.t, err, "read %s", sel)
	return out
}

// confirmDialog answers the confirmation titled title with its action.
func confirmDialog(title, action string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.WaitVisible(x(`//*[@role="alertdialog" and .//h2[normalize-space()=%q]]`, title)),
		chromedp.Click(x(`//*[@role="alertdialog"]//button[normalize-space()=%q]`, action)),
	)
}

func signInAs(login, password string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.WaitVisible(labelled("Username or email")),
		chromedp.SendKeys(labelled("Username or email"), login),
		chromedp.SendKeys(labelled("Password"), password),
		chromedp.Click(button("Sign in")),
	)
}

// TestDashboardAdminPeopleAndTokens walks the administration screens as an admin: a user
// created, re-roled and deleted; a group with a member; project access; an invite link that a
// second browser context (no shared cookies) signs up through; a client token whose secret,
// shown once, reads /api/client/features; a personal access token.
func TestDashboardAdminPeopleAndTokens(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		shots := screenshotDir(t)
		p := openPage(t, newBrowser(t), shots)
		uma := "uma-" + randomHex(4) + "@example.com"

		p.run("the admin screens are reached by URL through sign-in",
			chromedp.Navigate(s.URL+"/admin/users"),
			signInAs("admin", "Admin-Passw0rd!"),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Users"]`)),
			chromedp.WaitVisible(x(`//table//td[normalize-space(text())="Admin"]`)))

		p.run("create a user with the Viewer role",
			chromedp.SendKeys(labelled("Name"), "Uma"),
			chromedp.SendKeys(labelled("Email"), uma),
			chromedp.SendKeys(labelled("Password"), testPassword),
			choose(labelledSelect("Root role"), "Viewer"),
			chromedp.Click(button("Create user")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Created %s")]`, uma)),
			chromedp.WaitVisible(x(`//select[@aria-label="Root role of Uma"]`)))
		id := userID(t, s, uma)
		require.Equal(t, "Viewer", rootRoleOf(t, s, id))
		p.run("a user with a password needs no invite link",
			chromedp.WaitNotPresent(x(`//section[contains(@aria-label, "invite link")]`)))

		vic := "vic-" + randomHex(4) + "@example.com"
		inviteLabel := fmt.Sprintf("The invite link of %s (it sets their first password)", vic)
		p.run("create a user without a password: its invite link is shown once",
			chromedp.SendKeys(labelled("Email"), vic),
			chromedp.Click(button("Create user")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Created %s")]`, vic)),
			chromedp.WaitVisible(x(`//section[@aria-label=%q]//button[normalize-space()="Copy"]`, inviteLabel)))
		userLink, err := url.Parse(strings.TrimSpace(p.textOf(x(`//section[@aria-label=%q]//code`, inviteLabel))))
		require.NoError(t, err)
		require.Equal(t, "/reset-password", userLink.Path)
		check := s.do(http.MethodGet, "/auth/reset/validate?token="+userLink.Query().Get("token"), "", nil)
		require.Equal(t, http.StatusOK, check.Status, "body: %s", check.Body)
		require.Equal(t, vic, check.JSON(t)["email"], "the link is the new user's")
		p.shot("01-invite-link")
		p.run("the invite link goes once Done",
			chromedp.Click(x(`//section[@aria-label=%q]//button[normalize-space()="Done"]`, inviteLabel)),
			chromedp.WaitNotPresent(x(`//section[@aria-label=%q]`, inviteLabel)))

		p.run("search finds the user; change their role to Editor",
			chromedp.SendKeys(labelled("Search users"), "uma"),
			chromedp.WaitNotPresent(x(`//table//td[normalize-space(text())="Admin"]`)),
			choose(x(`//select[@aria-label="Root role of Uma"]`), "Editor"),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Uma changed role")]`)))
		require.Equal(t, "Editor", rootRoleOf(t, s, id))
		p.shot("01-users")

		p.run("create a group and add Uma to it",
			chromedp.Click(x(`//nav[@aria-label="Admin"]//a[normalize-space()="Groups"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Groups"]`)),
			chromedp.WaitVisible(x(`//p[contains(., "There are no groups yet")]`)),
			chromedp.SendKeys(labelled("Group name"), "Ops"),
			chromedp.SendKeys(labelled("SSO groups (comma-separated)"), "ops, sre"),
			choose(labelledSelect("Group root role"), "Editor"),
			chromedp.Click(button("Create group")),
			chromedp.WaitVisible(x(`//tr[td[normalize-space()="ops, sre"]]//a[normalize-space()="Ops"]`)))
		p.shot("02-groups")
		p.run("open the group and add a member",
			chromedp.Click(x(`//table//a[normalize-space()="Ops"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Group Ops"]`)),
			choose(labelledSelect("New member"), "Uma"),
			chromedp.Click(button("Add member")),
			chromedp.WaitVisible(x(`//table//tr[td[normalize-space()="Uma"]]//button[normalize-space()="Remove"]`)))
		p.shot("03-group")

		p.run("grant Uma the Member role in the default project",
			chromedp.Click(x(`//nav[@aria-label="Admin"]//a[normalize-space()="Project access"]`)),
			choose(labelledSelect("Project"), "Default"),
			chromedp.WaitVisible(x(`//p[contains(., "No user or group holds a project role here")]`)),
			choose(labelledSelect("User or group"), "Uma"),
			choose(labelledSelect("Project role"), "Member"),
			chromedp.Click(button("Grant access")),
			chromedp.WaitVisible(x(`//table[@aria-label="Access to default"]//tr[td[1][normalize-space()="Uma"] and td[3][normalize-space()="Member"]]`)))
		require.Contains(t, p.location(), "/admin/access/default")
		p.shot("04-project-access")

		p.run("delete Uma after a confirmation",
			chromedp.Click(x(`//nav[@aria-label="Admin"]//a[normalize-space()="Users"]`)),
			chromedp.Click(x(`//tr[td[contains(., "Uma")]]//button[normalize-space()="Delete"]`)),
			confirmDialog("Delete Uma?", "Delete"),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Deleted Uma")]`)),
			chromedp.WaitNotPresent(x(`//tr[td[contains(., "Uma")]]`)))
		require.Equal(t, http.StatusNotFound, s.admin(http.MethodGet, fmt.Sprintf("/api/admin/user-admin/%d", id), nil).Status)

		p.run("create an invite link",
			chromedp.Click(x(`//nav[@aria-label="Admin"]//a[normalize-space()="Invite links"]`)),
			chromedp.WaitVisible(x(`//p[contains(., "There are no invite links yet")]`)),
			chromedp.SendKeys(labelled("Link name"), "Team"),
			chromedp.Click(button("Create invite link")),
			chromedp.WaitVisible(x(`//section[@aria-label="The invite link"]//button[normalize-space()="Copy"]`)))
		link := p.textOf(x(`//section[@aria-label="The invite link"]//code`))
		u, err := url.Parse(link)
		require.NoError(t, err)
		require.Regexp(t, `^/invite/[0-9a-f]{32}$`, u.Path, "the link opens the dashboard's sign-up page")
		p.shot("05-invite-links")

		newcomer := "nia-" + randomHex(4) + "@example.com"
		other := openPage(t, p.ctx, shots, chromedp.WithNewBrowserContext())
		other.run("sign up through the link in a second browser context, then signed in",
			chromedp.Navigate(s.URL+u.Path),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Join Flagstone"]`)),
			chromedp.SendKeys(labelled("Your name"), "Nia"),
			chromedp.SendKeys(labelled("Email"), newcomer),
			chromedp.SendKeys(labelled("Password"), testPassword))
		other.shot("06-invite-signup")
		other.run("sign up",
			chromedp.Click(button("Sign up")),
			chromedp.WaitVisible(x(`//*[@aria-label="Signed-in user"]//*[normalize-space()="Viewer"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Projects"]`)))
		require.Empty(t, other.pageErrors())
		p.run("the list shows who signed up through the link",
			chromedp.Reload(),
			chromedp.WaitVisible(x(`//tr[td[1][normalize-space()="Team"]]/td[normalize-space()="Nia"]`)),
			chromedp.Click(x(`//tr[td[1][normalize-space()="Team"]]//button[normalize-space()="Disable"]`)),
			confirmDialog("Disable Team?", "Disable"),
			chromedp.WaitVisible(x(`//tr[td[1][normalize-space()="Team"]]/td[normalize-space()="disabled"]`)))
		other.run("a disabled link says so",
			chromedp.Click(button("Sign out")),
			chromedp.WaitVisible(labelled("Username or email")),
			chromedp.Navigate(s.URL+u.Path),
			chromedp.WaitVisible(x(`//*[@role="alert" and contains(., "This invite link is disabled")]`)))

		p.run("create a client token for the default project in development",
			chromedp.Click(x(`//nav[@aria-label="Admin"]//a[normalize-space()="API tokens"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="API tokens"]`)),
			chromedp.SendKeys(labelled("Token name"), "ui-client"),
			choose(labelledSelect("Token type"), "Client (server SDKs)"),
			choose(labelledSelect("Environment"), "development"),
			chromedp.Click(button("Create token")),
			chromedp.WaitVisible(x(`//section[@aria-label="The new token's secret"]//button[normalize-space()="Copy"]`)),
			chromedp.WaitVisible(x(`//tr[td[1][normalize-space()="ui-client"]]`)))
		secret := strings.TrimSpace(p.textOf(x(`//section[@aria-label="The new token's secret"]//code`)))
		p.shot("07-api-tokens")
		res := s.do(http.MethodGet, "/api/client/features", secret, nil)
		require.Equal(t, http.StatusOK, res.Status, "the secret shown once reads the client API: %s", res.Body)
		require.Contains(t, string(res.Body), `"features"`)
		p.run("the secret is shown once: gone after Done and a reload",
			chromedp.Click(x(`//section[@aria-label="The new token's secret"]//button[normalize-space()="Done"]`)),
			chromedp.Reload(),
			chromedp.WaitVisible(x(`//tr[td[1][normalize-space()="ui-client"]]`)),
			chromedp.WaitNotPresent(x(`//*[contains(text(), %q)]`, secret)))
		p.run("revoke it after a confirmation",
			chromedp.Click(x(`//tr[td[1][normalize-space()="ui-client"]]//button[normalize-space()="Revoke"]`)),
			confirmDialog("Revoke ui-client?", "Revoke"),
			chromedp.WaitNotPresent(x(`//tr[td[1][normalize-space()="ui-client"]]`)))
		s.refresh(t)
		require.Equal(t, http.StatusUnauthorized, s.do(http.MethodGet, "/api/client/features", secret, nil).Status)

		p.run("create a personal access token on the account page",
			chromedp.Click(x(`//nav[@aria-label="Main"]//a[normalize-space()="Account"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="Your account"]`)),
			chromedp.WaitVisible(x(`//p[contains(., "You have no personal tokens")]`)),
			chromedp.SendKeys(labelled("Token description"), "scripts"),
			chromedp.Click(button("Create personal token")),
			chromedp.WaitVisible(x(`//section[@aria-label="The new personal token"]//code[starts-with(., "user:")]`)),
			chromedp.WaitVisible(x(`//tr[td[1][normalize-space()="scripts"]]`)))
		pat := strings.TrimSpace(p.textOf(x(`//section[@aria-label="The new personal token"]//code`)))
		require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/admin/projects", pat, nil).Status)
		p.shot("08-account")
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// TestDashboardAdminHiddenFromViewer checks that a Viewer is offered no administration: no
// Admin link, and a screen opened by URL shows the server's refusal. Their own account page
// still works: they change their password there.
func TestDashboardAdminHiddenFromViewer(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		s.createUser("vic@example.com", "Viewer")
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.run("sign in as a viewer",
			chromedp.Navigate(s.URL+"/"),
			signInAs("vic@example.com", testPassword),
			chromedp.WaitVisible(x(`//*[@aria-label="Signed-in user"]//*[normalize-space()="Viewer"]`)),
			chromedp.WaitVisible(x(`//nav[@aria-label="Main"]//a[normalize-space()="Account"]`)),
			chromedp.WaitNotPresent(x(`//nav[@aria-label="Main"]//a[normalize-space()="Admin"]`)))
		p.run("an admin screen opened by URL shows the permission's message and no controls",
			chromedp.Navigate(s.URL+"/admin/users"),
			chromedp.WaitVisible(x(`//*[@role="alert" and contains(., "ADMIN")]`)),
			chromedp.WaitNotPresent(x(`//table`)))
		p.shot("viewer-admin")
		p.forgetErrors()

		p.run("change their own password",
			chromedp.Navigate(s.URL+"/account"),
			chromedp.SendKeys(labelled("Current password"), testPassword),
			chromedp.SendKeys(labelled("New password"), "N3w-Passw0rd-Vic!"),
			chromedp.SendKeys(labelled("New password again"), "N3w-Passw0rd-Vic!"),
			chromedp.Click(button("Change password")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Password changed")]`)))
		p.shot("viewer-account")
		require.NotEmpty(t, s.login("vic@example.com", "N3w-Passw0rd-Vic!"))
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// userID finds a user's id by email through the admin API.
func userID(t *testing.T, s *server, email string) int {
	t.Helper()
	g := s.gql(adminToken, `{ users { id email } }`, nil)
	require.Empty(t, g.Errors)
	for _, u := range g.Data["users"].([]any) {
		if m := u.(map[string]any); m["email"] == email {
			return int(m["id"].(float64))
		}
	}
	t.Fatalf("no user %s", email)
	return 0
}

// rootRoleOf reads a user's root role name through the admin API.
func rootRoleOf(t *testing.T, s *server, id int) string {
	t.Helper()
	g := s.gql(adminToken, `query($id: Int!) { user(id: $id) { rootRole { name } } }`, map[string]any{"id": id})
	require.Empty(t, g.Errors)
	return g.Data["user"].(map[string]any)["rootRole"].(map[string]any)["name"].(string)
}

// TestDashboardAdminIntegrations sets the frontend API's origins and configures a webhook on the
// Integrations screen, as the README does with curl: a preflight from the saved origin is
// admitted, a flag created afterwards reaches the receiver and shows in the webhook's delivery
// log, and the webhook is disabled and deleted there.
func TestDashboardAdminIntegrations(t *testing.T) {
	requireChromium(t)
	eachStoreWith(t, webhookEnv, func(t *testing.T, s *server) {
		rc := newReceiver(t, 0)
		p := openPage(t, newBrowser(t), screenshotDir(t))
		p.signIn(s, "/admin/integrations", x(`//h1[normalize-space()="Integrations"]`))
		p.run("save the frontend API origins",
			chromedp.WaitVisible(x(`//label[normalize-space(text())="Allowed origins (comma-separated)"]//input[not(@disabled)]`)),
			// The field shows the default, "*", which the new list replaces.
			retype(labelled("Allowed origins (comma-separated)"), "https://app.example.com, http://localhost:3000"),
			chromedp.Click(button("Save origins")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Saved the frontend API origins")]`)))
		require.Equal(t, "https://app.example.com", s.preflight("https://app.example.com").Header.Get("Access-Control-Allow-Origin"))

		p.run("a bad origin is refused with the server's message",
			retype(labelled("Allowed origins (comma-separated)"), "ftp://nope"),
			chromedp.Click(button("Save origins")),
			chromedp.WaitVisible(x(`//*[@role="alert" and contains(., "frontendApiOrigins")]`)))

		const row = `//table[@aria-label="Webhooks"]//tr[.//strong[normalize-space()="deploy bot"]]`
		// The event type, project and environment are chosen among the server's, by their checkboxes
		// (the event type through the list's filter): nothing else chooses them, and without an
		// event type the form cannot be sent.
		choice := func(group, label string) chromedp.Search {
			return x(`//form[@aria-label="New webhook"]//fieldset[legend[normalize-space()=%q]]//label[normalize-space()=%q]/input[@type="checkbox"]`, group, label)
		}
		p.run("configure a webhook, choosing its event type, project and environment",
			chromedp.SendKeys(labelled("Webhook description"), "deploy bot"),
			chromedp.SendKeys(labelled("Webhook URL"), rc.URL),
			chromedp.SendKeys(labelled("Signing secret (optional)"), "a-long-random-key"),
			chromedp.WaitVisible(x(`//button[normalize-space()="Create webhook" and @disabled]`)), // no event type yet
			chromedp.WaitVisible(choice("Event types", "feature-created")),
			chromedp.SendKeys(labelled("Filter event types"), "environment enabled"),
			chromedp.WaitNotPresent(choice("Event types", "feature-created")),
			chromedp.Click(choice("Event types", "feature-environment-enabled")),
			// Enter in the filter filters and does not send the form. It is pressed as a keyboard
			// sends it (a raw key down, then its character), so the page's preventDefault on the key
			// down holds back the character, as it does for a person; chromedp's key down alone would not.
			chromedp.Focus(labelled("Filter event types")),
			chromedp.KeyEvent(kb.Enter, func(k *input.DispatchKeyEventParams) {
				if k.Type == input.DispatchKeyEventTypeKeyDown {
					k.Type = input.DispatchKeyEventTypeRawKeyDown
				}
			}),
			chromedp.Click(choice("Projects", "Default")),
			chromedp.Click(choice("Environments", "development")),
			chromedp.WaitVisible(x(`//fieldset[legend[normalize-space()="Event types"]]/p[normalize-space()="Chosen: feature-environment-enabled"]`)))
		p.shot("09-integrations-new-webhook")
		p.run("create it",
			chromedp.Click(button("Create webhook")),
			chromedp.WaitVisible(x(row+`//td[normalize-space()="feature-environment-enabled"]`)),
			chromedp.WaitVisible(x(row+`//td[normalize-space()="default; development"]`)),
			chromedp.WaitVisible(x(row+`//*[contains(., "(signed)")]`)),
			// The form is emptied for the next one, its filter too.
			chromedp.WaitVisible(x(`//fieldset[legend[normalize-space()="Event types"]]/p[normalize-space()="None chosen: choose at least one."]`)),
			chromedp.WaitVisible(choice("Event types", "feature-created")))
		addons := s.mustOK(t, http.MethodGet, "/api/admin/addons", nil)["addons"].([]any)
		require.Len(t, addons, 1)
		hook := addons[0].(map[string]any)
		require.Equal(t, []any{"feature-environment-enabled"}, hook["events"])
		require.Equal(t, []any{"default"}, hook["projects"])
		require.Equal(t, []any{"development"}, hook["environments"])

		// Only the chosen environment's events are delivered: production's switch is not.
		newFeature(t, s, "default", "wh-dashboard")
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features/wh-dashboard/environments/production/on", nil)
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features/wh-dashboard/environments/development/on", nil)
		got := rc.waitFor(t, 1) // in event order: production's, before it, was passed over
		require.Len(t, got, 1)
		require.Equal(t, "feature-environment-enabled", got[0].event["type"])
		require.Equal(t, "development", got[0].event["environment"])
		// The toggle is clicked in a known state and its effect awaited: a click that a toast
		// (bottom right, where the table's last row scrolls to) swallowed fails here, not later.
		logButton := func(expanded bool) chromedp.Search {
			return x(row+`//button[@aria-expanded=%q and starts-with(normalize-space(), "Delivery log")]`, fmt.Sprint(expanded))
		}
		toggleLog := func(from bool) chromedp.Action[chromedp.Void] {
			return chromedp.Steps(dismissToasts(), chromedp.Click(logButton(from)), chromedp.WaitVisible(logButton(!from)))
		}
		p.run("open its delivery log", toggleLog(false))
		// The log line is written once the receiver has answered: closing and opening reads it again.
		p.retry("the delivery shows in its log", 5, chromedp.Steps(toggleLog(true), toggleLog(false)),
			chromedp.WaitVisible(x(row+`//li[contains(., "feature-environment-enabled") and contains(., "success")]`)))
		p.shot("09-integrations")

		p.run("disable and delete it",
			dismissToasts(), // they sit over the bottom of the table, where its buttons are
			chromedp.Click(x(row+`//button[starts-with(normalize-space(), "Disable")]`)),
			chromedp.WaitVisible(x(row+`//td[normalize-space()="disabled"]`)),
			dismissToasts(), // they sit over the bottom of the table
			chromedp.Click(x(row+`//button[starts-with(normalize-space(), "Delete")]`)),
			confirmDialog("Delete deploy bot?", "Delete"),
			chromedp.WaitVisible(x(`//p[normalize-space()="There are no webhooks yet."]`)))
		require.Contains(t, string(s.admin(http.MethodGet, "/api/admin/addons", nil).Body), `"addons":[]`)
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}

// dismissToasts closes the toasts shown, as a person would to reach what they cover.
func dismissToasts() chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Evaluate[chromedp.Void](`document.querySelectorAll('.toasts button[aria-label="Dismiss"]').forEach((b) => b.click())`),
		chromedp.WaitNotPresent(x(`//button[@aria-label="Dismiss"]`)))
}

// TestDashboardAdminEditsUserAndTokenExpiry renames a user and changes their email, and
// changes an API token's expiry, each checked through the REST API.
func TestDashboardAdminEditsUserAndTokenExpiry(t *testing.T) {
	requireChromium(t)
	eachStore(t, func(t *testing.T, s *server) {
		p := openPage(t, newBrowser(t), screenshotDir(t))
		email := "ed-" + randomHex(4) + "@example.com"
		renamed := "edna-" + randomHex(4) + "@example.com"
		id := s.createUser(email, "Viewer")
		token := "exp-" + randomHex(4)
		res := s.admin(http.MethodPost, "/api/admin/api-tokens", map[string]any{"tokenName": token, "type": "client", "environment": "development"})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)

		p.signIn(s, "/admin/users", x(`//h1[normalize-space()="Users"]`))
		p.run("rename the user and change their email",
			chromedp.Click(button("Edit "+email)),
			chromedp.SendKeys(labelled("Name of "+email), "Edna"),
			retype(labelled("Email of "+email), renamed),
			chromedp.Click(button("Save user")),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Saved Edna")]`)),
			chromedp.WaitVisible(x(`//table//tr[td[contains(., "Edna")]]//div[normalize-space()=%q]`, renamed)))
		p.shot("01-user-renamed")
		user := s.mustOK(t, http.MethodGet, fmt.Sprintf("/api/admin/user-admin/%d", id), nil)
		require.Equal(t, "Edna", user["name"])
		require.Equal(t, renamed, user["email"])

		form := fmt.Sprintf(`//form[@aria-label="Expiry of %s"]`, token)
		p.run("change the token's expiry to 90 days",
			chromedp.Click(x(`//nav[@aria-label="Admin"]//a[normalize-space()="API tokens"]`)),
			chromedp.WaitVisible(x(`//h1[normalize-space()="API tokens"]`)),
			chromedp.Click(button("Change expiry of "+token)),
			choose(x("%s"+`//label[normalize-space(text())="Expires after"]//select`, form), "90 days"),
			chromedp.Click(x("%s"+`//button[normalize-space()="Save expiry"]`, form)),
			chromedp.WaitVisible(x(`//*[@role="status" and contains(., "Changed the expiry of %s")]`, token)),
			chromedp.WaitNotPresent(x("%s", form)))
		p.shot("02-token-expiry")
		var expiresAt string
		for _, tok := range s.mustOK(t, http.MethodGet, "/api/admin/api-tokens", nil)["tokens"].([]any) {
			if m := tok.(map[string]any); m["tokenName"] == token {
				expiresAt, _ = m["expiresAt"].(string)
			}
		}
		at, err := time.Parse(time.RFC3339, expiresAt)
		require.NoError(t, err, "the token has an expiry: %q", expiresAt)
		require.WithinDuration(t, time.Now().Add(90*24*time.Hour), at, time.Hour)
		require.Empty(t, p.pageErrors(), "the pages reported no errors")
	})
}
