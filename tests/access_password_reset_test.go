package tests

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"github.com/stretchr/testify/require"
)

// TestPasswordResetLink: an admin makes a reset link (no email is sent); the link says who
// it is for, sets the password once, ends the user's sessions, expires after a day, and its
// secret is stored hashed and never logged.
func TestPasswordResetLink(t *testing.T) {
	eachStoreWith(t, map[string]string{"LOG_LEVEL": "debug"}, func(t *testing.T, s *server) {
		email := fmt.Sprintf("reset-%s@example.com", randomHex(3))
		id := s.createUser(email, "Viewer")
		session := s.login(email, testPassword)

		makeLink := func(t *testing.T) string {
			t.Helper()
			res := s.admin(http.MethodPost, "/api/admin/user-admin/reset-password", map[string]any{"id": email})
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			u, err := url.Parse(res.JSON(t)["resetPasswordUrl"].(string))
			require.NoError(t, err)
			require.Equal(t, "/reset-password", u.Path)
			token := u.Query().Get("token")
			require.NotEmpty(t, token)
			return token
		}

		t.Run("only admins make links", func(t *testing.T) {
			requireError(t, s.do(http.MethodPost, "/api/admin/user-admin/reset-password", session, map[string]any{"id": email}), 403, "NoAccessError", "")
			requireError(t, s.admin(http.MethodPost, "/api/admin/user-admin/reset-password", map[string]any{}), 400, "ValidationError", "id")
			requireError(t, s.admin(http.MethodPost, "/api/admin/user-admin/reset-password", map[string]any{"id": "nobody@example.com"}), 404, "NotFoundError", "")
		})

		token := makeLink(t)
		t.Run("the link says who it is for", func(t *testing.T) {
			res := s.do(http.MethodGet, "/auth/reset/validate?token="+token, "", nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			body := res.JSON(t)
			require.EqualValues(t, id, body["id"])
			require.Equal(t, email, body["email"])
			require.Equal(t, token, body["token"])
			require.Equal(t, "Viewer", body["role"].(map[string]any)["name"])
			requireError(t, s.do(http.MethodGet, "/auth/reset/validate?token=unknown", "", nil), 401, "AuthenticationRequired", "invalid")
			requireError(t, s.do(http.MethodGet, "/auth/reset/validate", "", nil), 400, "ValidationError", "token")
			g := s.gql("", `query($t: String!) { resetLinkUser(token: $t) { user { id } createdBy } }`, map[string]any{"t": token})
			require.Empty(t, g.Errors)
		})

		t.Run("passwords are checked", func(t *testing.T) {
			require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/auth/reset/validate-password", "", map[string]any{"password": "N3w-Horse-Battery!"}).Status)
			requireError(t, s.do(http.MethodPost, "/auth/reset/validate-password", "", map[string]any{"password": "weak"}), 400, "ValidationError", "password")
			requireError(t, s.do(http.MethodPost, "/auth/reset/password", "", map[string]any{"token": token, "password": "weak"}), 400, "ValidationError", "password")
			requireError(t, s.do(http.MethodPost, "/auth/reset/password", "", map[string]any{"password": "N3w-Horse-Battery!"}), 400, "ValidationError", "token")
		})

		t.Run("the link works once", func(t *testing.T) {
			res := s.do(http.MethodPost, "/auth/reset/password", "", map[string]any{"token": token, "password": "N3w-Horse-Battery!"})
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			requireError(t, s.do(http.MethodGet, "/api/admin/user", session, nil), 401, "AuthenticationRequired", "")
			s.login(email, "N3w-Horse-Battery!")
			requireError(t, s.do(http.MethodPost, "/auth/reset/password", "", map[string]any{"token": token, "password": "Th1rd-Horse-Battery"}), 401, "AuthenticationRequired", "invalid")
			requireError(t, s.do(http.MethodGet, "/auth/reset/validate?token="+token, "", nil), 401, "AuthenticationRequired", "")
		})

		t.Run("a new link replaces the old; links expire", func(t *testing.T) {
			first := makeLink(t)
			second := makeLink(t)
			requireError(t, s.do(http.MethodGet, "/auth/reset/validate?token="+first, "", nil), 401, "AuthenticationRequired", "")
			s.App.Clock.Advance(25 * time.Hour)
			requireError(t, s.do(http.MethodPost, "/auth/reset/password", "", map[string]any{"token": second, "password": "Th1rd-Horse-Battery"}), 401, "AuthenticationRequired", "")
			g := s.gql(adminToken, `mutation($l: String!) { createPasswordResetLink(login: $l) }`, map[string]any{"l": email})
			require.Empty(t, g.Errors)
			u, err := url.Parse(g.Data["createPasswordResetLink"].(string))
			require.NoError(t, err)
			g = s.gql("", `mutation($t: String!) { resetPasswordWithLink(token: $t, password: "Th1rd-Horse-Battery") }`, map[string]any{"t": u.Query().Get("token")})
			require.Empty(t, g.Errors)
			s.login(email, "Th1rd-Horse-Battery")
		})

		t.Run("no email is sent, whoever asks", func(t *testing.T) {
			require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/auth/reset/password-email", "", map[string]any{"email": email}).Status)
			require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/auth/reset/password-email", "", map[string]any{"email": "nobody@example.com"}).Status)
			requireError(t, s.do(http.MethodPost, "/auth/reset/password-email", "", map[string]any{}), 400, "ValidationError", "email")
		})

		require.False(t, strings.Contains(s.Log(), token), "the reset secret is never logged")
	})
}

// TestNewUserInviteLink: a user an admin creates without a password is answered with the
// reference's inviteLink, a reset link that sets the first password; one created with a
// password gets none.
func TestNewUserInviteLink(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		email := fmt.Sprintf("invited-%s@example.com", randomHex(3))
		res := s.admin(http.MethodPost, "/api/admin/user-admin", map[string]any{"email": email, "name": "Invited", "rootRole": 3, "sendEmail": false})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		link, _ := res.JSON(t)["inviteLink"].(string)
		u, err := url.Parse(link)
		require.NoError(t, err)
		require.Equal(t, "/reset-password", u.Path, "inviteLink %q", link)
		token := u.Query().Get("token")
		check := s.do(http.MethodGet, "/auth/reset/validate?token="+token, "", nil)
		require.Equal(t, http.StatusOK, check.Status, "body: %s", check.Body)
		require.Equal(t, email, check.JSON(t)["email"])
		set := s.do(http.MethodPost, "/auth/reset/password", "", map[string]any{"token": token, "password": "F1rst-Horse-Battery"})
		require.Equal(t, http.StatusOK, set.Status, "body: %s", set.Body)
		s.login(email, "F1rst-Horse-Battery")

		res = s.admin(http.MethodPost, "/api/admin/user-admin", map[string]any{"email": "with-" + email, "password": testPassword})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		require.NotContains(t, res.JSON(t), "inviteLink")
	})
}

// TestInviteUserMakesUserAndLinkTogether holds GraphQL's inviteUser, which REST's user
// creation maps onto: the link of a user without a password, none for a user with one,
// and a failed commit leaves neither the user nor its link.
func TestInviteUserMakesUserAndLinkTogether(t *testing.T) {
	const invite = `mutation($in: CreateUserInput!) { inviteUser(input: $in) { user { id email } inviteLink } }`
	eachStore(t, func(t *testing.T, s *server) {
		email := fmt.Sprintf("gql-invited-%s@example.com", randomHex(3))
		g := s.gql(adminToken, invite, map[string]any{"in": map[string]any{"email": email}})
		require.Empty(t, g.Errors)
		inv := g.Data["inviteUser"].(map[string]any)
		require.Equal(t, email, inv["user"].(map[string]any)["email"])
		u, err := url.Parse(inv["inviteLink"].(string))
		require.NoError(t, err)
		check := s.do(http.MethodGet, "/auth/reset/validate?token="+u.Query().Get("token"), "", nil)
		require.Equal(t, http.StatusOK, check.Status, "body: %s", check.Body)
		require.Equal(t, email, check.JSON(t)["email"])

		g = s.gql(adminToken, invite, map[string]any{"in": map[string]any{"email": "pw-" + email, "password": testPassword}})
		require.Empty(t, g.Errors)
		require.Nil(t, g.Data["inviteUser"].(map[string]any)["inviteLink"])

		links := func() int { return s.settingsNamed(t, "password-reset:") }
		before := links()
		// The link's insert fails, after the user's: the user goes with it. (Were the two
		// written in transactions of their own, the user would stay, without a link.)
		refuseLinks(t, s)
		res := s.admin(http.MethodPost, "/api/admin/user-admin", map[string]any{"email": "lost-" + email})
		requireError(t, res, http.StatusInternalServerError, "InternalError", "")
		require.Equal(t, before, links(), "no link was stored")
		for _, u := range s.mustOK(t, http.MethodGet, "/api/admin/user-admin", nil)["users"].([]any) {
			require.NotEqual(t, "lost-"+email, u.(map[string]any)["email"])
		}
	})
}

// refuseLinks makes s's database refuse to store a reset link (a trigger on the settings
// that hold them), until the test ends.
func refuseLinks(t *testing.T, s *server) {
	t.Helper()
	db := s.App.Store.DB
	create, drop := []string{`CREATE TRIGGER refuse_links BEFORE INSERT ON settings
WHEN NEW.id LIKE 'password-reset:%' BEGIN SELECT RAISE(ABORT, 'injected link failure'); END`},
		[]string{`DROP TRIGGER refuse_links`}
	if s.App.Store.Dialect == dialect.Postgres {
		create = []string{
			`CREATE FUNCTION refuse_links() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected link failure'; END $$`,
			`CREATE TRIGGER refuse_links BEFORE INSERT ON settings FOR EACH ROW
WHEN (NEW.id LIKE 'password-reset:%') EXECUTE FUNCTION refuse_links()`}
		drop = []string{`DROP TRIGGER refuse_links ON settings`, `DROP FUNCTION refuse_links()`}
	}
	for _, q := range create {
		_, err := db.Exec(q)
		require.NoError(t, err)
	}
	t.Cleanup(func() {
		for _, q := range drop {
			_, err := db.Exec(q)
			require.NoError(t, err)
		}
	})
}

// settingsNamed counts s's settings whose key starts with prefix (what the service keeps
// there: reset links, sign-in states).
func (s *server) settingsNamed(t *testing.T, prefix string) int {
	t.Helper()
	n, err := s.App.Store.Client.Setting.Query().Where(func(sel *entsql.Selector) {
		sel.Where(entsql.HasPrefix(sel.C("id"), prefix))
	}).Count(context.Background())
	require.NoError(t, err)
	return n
}
