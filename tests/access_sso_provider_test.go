package tests

import (
	"encoding/json"
	"io"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/oauth2-proxy/mockoidc"
	"github.com/stretchr/testify/require"

	"flagstone/graph/auth"
	"flagstone/rest/app"
	"flagstone/rest/edge"
)

// idp is a real OpenID provider running in the test's process on loopback (mockoidc): it
// serves discovery and JWKS, checks the client and PKCE, and signs RS256 ID tokens. The
// service verifies them with go-oidc as it would any provider's.
type idp struct{ *mockoidc.MockOIDC }

// newIdP starts a provider for the test; it stops with the test.
func newIdP(t *testing.T) *idp {
	t.Helper()
	m, err := mockoidc.NewServer(nil)
	require.NoError(t, err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	require.NoError(t, m.Start(ln, nil))
	t.Cleanup(func() { _ = m.Shutdown() })
	return &idp{m}
}

// env configures an instance to sign in through p, with extra settings on top.
func (p *idp) env(extra map[string]string) map[string]string {
	env := map[string]string{"OIDC_ISSUER": p.Issuer(), "OIDC_CLIENT_ID": p.ClientID, "OIDC_CLIENT_SECRET": p.ClientSecret}
	maps.Copy(env, extra)
	return env
}

// idpUser is a person at the provider, and what their next ID token says; audience and
// expired make the provider sign a token the service must refuse; ahead shifts the token's
// times as far as a test has advanced the service's clock.
type idpUser struct {
	sub, email, name string
	groups           []string
	audience         string
	expired          bool
	ahead            time.Duration
}

func (u *idpUser) ID() string { return u.sub }

func (u *idpUser) Userinfo([]string) ([]byte, error) {
	return json.Marshal(map[string]any{"sub": u.sub, "email": u.email, "groups": u.groups})
}

// idpClaims is an ID token's body as the provider signs it.
type idpClaims struct {
	*mockoidc.IDTokenClaims
	Email         string   `json:"email,omitempty"`
	EmailVerified bool     `json:"email_verified"`
	Name          string   `json:"name,omitempty"`
	Groups        []string `json:"groups"`
}

func (u *idpUser) Claims(_ []string, c *mockoidc.IDTokenClaims) (jwt.Claims, error) {
	if u.audience != "" {
		c.Audience = jwt.ClaimStrings{u.audience}
	}
	if u.expired {
		c.IssuedAt = jwt.NewNumericDate(time.Now().Add(-2 * time.Hour))
		c.NotBefore = c.IssuedAt
		c.ExpiresAt = jwt.NewNumericDate(time.Now().Add(-time.Hour))
	}
	if u.ahead != 0 {
		c.IssuedAt = jwt.NewNumericDate(c.IssuedAt.Add(u.ahead))
		c.NotBefore = c.IssuedAt
		c.ExpiresAt = jwt.NewNumericDate(c.ExpiresAt.Add(u.ahead))
	}
	return &idpClaims{IDTokenClaims: c, Email: u.email, EmailVerified: true, Name: u.name, Groups: u.groups}, nil
}

// eachStoreSSO runs fn once per backend on an instance that signs in through p, served at
// its BASE_URL (so the provider sends the browser back to it).
func eachStoreSSO(t *testing.T, p *idp, env map[string]string, fn func(t *testing.T, s *server)) {
	t.Helper()
	inParallel(t)
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			t.Parallel()
			fn(t, startAtBaseURL(t, st.dsn(t), p.env(env)))
		})
	}
}

// startAtBaseURL starts an instance listening on the address its BASE_URL names.
func startAtBaseURL(t *testing.T, dsn string, env map[string]string) *server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	env = maps.Clone(env)
	env["BASE_URL"] = "http://" + ln.Addr().String()
	log := &logBuffer{tee: os.Stderr}
	a := openAppWith(t, dsn, env, app.WithLogOutput(log))
	ts := httptest.NewUnstartedServer(nil)
	ts.Listener.Close()
	ts.Listener = edge.Listener(ln)
	ts.Config = a.Server()
	ts.Start()
	t.Cleanup(func() { ts.Close(); a.Close() })
	require.Equal(t, env["BASE_URL"], ts.URL)
	return &server{t: t, URL: ts.URL, App: a, log: log}
}

// noRedirects is a browser that shows each redirect instead of following it.
var noRedirects = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// ssoStart is a sign-in started in a browser: the state cookie it keeps, and where it goes.
type ssoStart struct {
	cookie    *http.Cookie
	authorize string
}

// ssoBegin starts a sign-in as a browser does, at /auth/oidc/login?next=.
func (s *server) ssoBegin(t *testing.T, next string) ssoStart {
	t.Helper()
	res, err := noRedirects.Get(s.URL + "/auth/oidc/login?next=" + url.QueryEscape(next))
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusFound, res.StatusCode)
	var st ssoStart
	for _, c := range res.Cookies() {
		if c.Name == "flagstone-oidc" {
			st.cookie = c
		}
	}
	require.NotNil(t, st.cookie, "the state cookie")
	require.True(t, st.cookie.HttpOnly)
	require.Equal(t, http.SameSiteLaxMode, st.cookie.SameSite)
	require.Equal(t, "/auth/oidc/callback", st.cookie.Path)
	st.authorize = res.Header.Get("Location")
	return st
}

// atProvider signs in at the provider as u and returns the callback it sends the browser to.
func (p *idp) atProvider(t *testing.T, authorize string, u *idpUser) *url.URL {
	t.Helper()
	p.QueueUser(u)
	res, err := noRedirects.Get(authorize)
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	require.Equal(t, http.StatusFound, res.StatusCode, "provider: %s", body)
	cb, err := url.Parse(res.Header.Get("Location"))
	require.NoError(t, err)
	return cb
}

// ssoCallback sends the provider's callback query to the service with the state cookie
// (nil: none), as the browser does.
func (s *server) ssoCallback(t *testing.T, query string, cookie *http.Cookie) response {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, s.URL+"/auth/oidc/callback?"+query, nil)
	require.NoError(t, err)
	if cookie != nil {
		req.AddCookie(cookie)
	}
	res, err := noRedirects.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return response{Status: res.StatusCode, Header: res.Header, Body: b}
}

// sessionOf is the session a response set, as a credential for do and gql; "" for none.
func sessionOf(res response) string {
	for _, c := range (&http.Response{Header: res.Header}).Cookies() {
		if c.Name == auth.SessionCookie && c.Value != "" {
			return sessionPrefix + c.Value
		}
	}
	return ""
}

// ssoSignIn signs u in through the provider, all the way, and returns the session.
func (s *server) ssoSignIn(t *testing.T, p *idp, u *idpUser, next string) string {
	t.Helper()
	st := s.ssoBegin(t, next)
	cb := p.atProvider(t, st.authorize, u)
	res := s.ssoCallback(t, cb.RawQuery, st.cookie)
	require.Equal(t, http.StatusFound, res.Status, "callback: %s", res.Body)
	require.Equal(t, next, res.Header.Get("Location"))
	session := sessionOf(res)
	require.NotEmpty(t, session, "the callback set the session cookie")
	return session
}

// requireRefusedPage checks an SSO refusal: an HTML page with the status and a message,
// and no session.
func requireRefusedPage(t *testing.T, res response, status int, fragment string) {
	t.Helper()
	require.Equal(t, status, res.Status, "body: %s", res.Body)
	require.True(t, strings.HasPrefix(res.Header.Get("Content-Type"), "text/html"), res.Header.Get("Content-Type"))
	require.Contains(t, string(res.Body), fragment)
	require.Contains(t, string(res.Body), "Nobody was signed in")
	require.Empty(t, sessionOf(res), "a refused sign-in sets no session")
}
