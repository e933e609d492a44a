package tests

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"entgo.io/ent/dialect"
	"github.com/stretchr/testify/require"

	"flagstone/graph/domain/kernel"
	"flagstone/rest/app"
)

// createInvite makes an invite link and returns its secret.
func (s *server) createInvite(name string) string {
	s.t.Helper()
	res := s.admin(http.MethodPost, "/api/admin/invite-link/tokens", map[string]any{
		"name": name, "expiresAt": time.Now().Add(24 * time.Hour).UTC().Format(time.RFC3339)})
	require.Equal(s.t, http.StatusCreated, res.Status, "body: %s", res.Body)
	return res.JSON(s.t)["secret"].(string)
}

// dumpDatabase reads every value of every table of the store, as text: what a copy of
// the database gives away.
func dumpDatabase(t *testing.T, a *app.App) []string {
	t.Helper()
	ctx := context.Background()
	db := a.Store.Client
	list := "SELECT name FROM sqlite_master WHERE type = 'table'"
	if a.Store.Dialect == dialect.Postgres {
		list = "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
	}
	var tables []string
	rows, err := db.QueryContext(ctx, list)
	require.NoError(t, err)
	for rows.Next() {
		var name string
		require.NoError(t, rows.Scan(&name))
		tables = append(tables, name)
	}
	require.NoError(t, rows.Close())
	var values []string
	for _, table := range tables {
		rows, err := db.QueryContext(ctx, fmt.Sprintf(`SELECT * FROM "%s"`, table))
		require.NoError(t, err)
		cols, err := rows.Columns()
		require.NoError(t, err)
		for rows.Next() {
			cells := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range cells {
				ptrs[i] = &cells[i]
			}
			require.NoError(t, rows.Scan(ptrs...))
			for _, c := range cells {
				if b, ok := c.([]byte); ok {
					c = string(b)
				}
				if c != nil {
					values = append(values, fmt.Sprint(c))
				}
			}
		}
		require.NoError(t, rows.Close())
	}
	return values
}

var hexKey = regexp.MustCompile(`[0-9a-f]{64}`)

// recoverSecret plays an attacker holding a copy of the database: it looks for the
// secret in clear (or ten characters of it), then tries every 256-bit hex value stored
// anywhere as an AES-GCM key on every base64 value. It reports how it got the secret.
func recoverSecret(values []string, secret string) string {
	var keys []cipher.AEAD
	var sealed [][]byte
	for _, v := range values {
		for i := 0; i+10 <= len(secret); i++ {
			if strings.Contains(v, secret[i:i+10]) {
				return "in clear: " + v
			}
		}
		for _, k := range hexKey.FindAllString(v, -1) {
			raw, _ := hex.DecodeString(k)
			if block, err := aes.NewCipher(raw); err == nil {
				aead, _ := cipher.NewGCM(block)
				keys = append(keys, aead)
			}
		}
		if raw, err := base64.RawStdEncoding.DecodeString(v); err == nil && len(raw) >= 28 {
			sealed = append(sealed, raw)
		}
	}
	for _, aead := range keys {
		for _, raw := range sealed {
			n := aead.NonceSize()
			if plain, err := aead.Open(nil, raw[:n], raw[n:], nil); err == nil && string(plain) == secret {
				return "decrypted with a key stored beside it"
			}
		}
	}
	return ""
}

// TestInviteSecretsUnrecoverableFromDatabase: before, each invite secret was stored
// sealed with a key kept in the same database, so a copy of it gave every live invite
// link away. Now only a hash is kept; lists show the secret masked and no url, while
// creation, and a read or update by the secret, show both.
func TestInviteSecretsUnrecoverableFromDatabase(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		secret := s.createInvite("Launch")
		s.createInvite("Other")
		require.Empty(t, recoverSecret(dumpDatabase(t, s.App), secret))

		list := s.admin(http.MethodGet, "/api/admin/invite-link/tokens", nil).JSON(t)["tokens"].([]any)
		require.Len(t, list, 2)
		listed := list[1].(map[string]any)
		require.Equal(t, "Launch", listed["name"])
		require.Equal(t, secret[:4]+"****", listed["secret"])
		require.Nil(t, listed["url"])
		g := s.gql(adminToken, `{ signupTokens { name secret url } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, map[string]any{"name": "Launch", "secret": secret[:4] + "****", "url": nil},
			g.Data["signupTokens"].([]any)[1])

		url := "http://localhost:4242/invite/" + secret
		path := "/api/admin/invite-link/tokens/" + secret
		for _, res := range []response{s.admin(http.MethodGet, path, nil), s.admin(http.MethodPut, path, map[string]any{"enabled": true})} {
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			require.Equal(t, secret, res.JSON(t)["secret"])
			require.Equal(t, url, res.JSON(t)["url"])
		}
	})
}

// legacyInvite turns a store into what a database from before hashing holds: the sealed
// secret of each link beside its instance key, no display column, and a signup event
// holding the first twelve characters of the secret.
func legacyInvite(t *testing.T, a *app.App, secret string, userID int) {
	t.Helper()
	ctx := context.Background()
	db := a.Store.Client
	key := make([]byte, 32)
	_, _ = rand.Read(key)
	block, err := aes.NewCipher(key)
	require.NoError(t, err)
	aead, err := cipher.NewGCM(block)
	require.NoError(t, err)
	nonce := make([]byte, aead.NonceSize())
	_, _ = rand.Read(nonce)
	sealed := base64.RawStdEncoding.EncodeToString(aead.Seal(nonce, nonce, []byte(secret), nil))
	for _, stmt := range []string{
		"DROP TABLE schema_revisions", // a database from before versioned migrations
		"ALTER TABLE public_signup_tokens DROP COLUMN display",
		"ALTER TABLE public_signup_tokens ADD COLUMN secret_sealed TEXT NOT NULL DEFAULT ''",
		"UPDATE public_signup_tokens SET secret_sealed = '" + sealed + "'",
		"DELETE FROM events WHERE type = 'public-signup-token-user-added'",
	} {
		_, err := db.ExecContext(ctx, stmt)
		require.NoError(t, err, stmt)
	}
	require.NoError(t, db.Setting.Create().SetID("instance-key").
		SetValue(map[string]any{"key": hex.EncodeToString(key)}).Exec(ctx))
	data := fmt.Sprintf(`{"secret":%q,"userId":%d}`, secret[:12]+"****", userID)
	require.NoError(t, db.Event.Create().SetType("public-signup-token-user-added").SetCreatedBy("system").
		SetData([]byte(data)).SetSearchText(kernel.SearchText("public-signup-token-user-added", "system", []byte(data), nil, nil)).
		Exec(ctx))
}

// TestInviteSecretsUpgrade opens a database from before invite secrets were only hashed:
// the start drops the sealed secrets and their key (on PostgreSQL the column would refuse
// new links) and rewrites signup events to name their link. The old links keep working.
func TestInviteSecretsUpgrade(t *testing.T) {
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			t.Parallel()
			dsn := st.fresh(t)
			open := func() *server {
				a := openApp(t, dsn)
				ts := httptest.NewServer(a.Handler)
				t.Cleanup(func() { ts.Close(); a.Close() })
				return &server{t: t, URL: ts.URL, App: a}
			}
			s := open()
			secret := s.createInvite("Legacy link")
			res := s.do(http.MethodPost, "/invite/"+secret+"/signup", "", map[string]any{
				"email": "early@example.com", "name": "Early", "password": testPassword})
			require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
			early := res.JSON(t)["id"]
			legacyInvite(t, s.App, secret, int(early.(float64)))
			require.NotEmpty(t, recoverSecret(dumpDatabase(t, s.App), secret), "the legacy store gives the secret away")
			require.NoError(t, s.App.Close())

			s = open()
			require.Empty(t, recoverSecret(dumpDatabase(t, s.App), secret))
			list := s.admin(http.MethodGet, "/api/admin/invite-link/tokens", nil).JSON(t)["tokens"].([]any)
			require.Equal(t, "****", list[0].(map[string]any)["secret"], "a link from before shows fully masked")
			require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/invite/"+secret+"/validate", "", nil).Status)
			res = s.do(http.MethodPost, "/invite/"+secret+"/signup", "", map[string]any{
				"email": "late@example.com", "name": "Late", "password": testPassword})
			require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
			s.createInvite("New link")

			ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": "public-signup-token-user-added"}).JSON(t)
			events := ev["events"].([]any)
			require.Len(t, events, 2)
			require.Equal(t, map[string]any{"name": "Legacy link", "userId": early}, events[1].(map[string]any)["data"])
			// The link's creation and both signups name it; no event holds the secret.
			for q, want := range map[string]int{secret[:12]: 0, "legacy link": 3} {
				found := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"query": q}).JSON(t)
				require.EqualValues(t, want, found["totalEvents"], "query %q", q)
			}

			require.NoError(t, s.App.Close())
			s = open() // a second start finds nothing to upgrade
			require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/invite/"+secret+"/validate", "", nil).Status)
		})
	}
}
