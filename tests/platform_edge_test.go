package tests

import (
	"bufio"
	"errors"
	"flagstone/rest/reply"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// dial opens a raw connection to the server, for requests no HTTP client would send.
func dial(t *testing.T, s *server) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", strings.TrimPrefix(s.URL, "http://"))
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	return c
}

// readAnswer reads the answer on c within wait; err says why there is none.
func readAnswer(c net.Conn, wait time.Duration) (*http.Response, []byte, error) {
	if err := c.SetReadDeadline(time.Now().Add(wait)); err != nil {
		return nil, nil, err
	}
	res, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		return nil, nil, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return res, b, err
}

// accessLog is the instance's access-log lines.
func accessLog(s *server) []string {
	var lines []string
	for _, l := range strings.Split(s.Log(), "\n") {
		if strings.Contains(l, "msg=request") {
			lines = append(lines, l)
		}
	}
	return lines
}

// forgedLogin tries to log in as an unknown user, claiming to come from address i.
func forgedLogin(s *server, i int, forwarded string) int {
	return s.doHeaders(http.MethodPost, "/auth/simple/login", "", map[string]any{
		"username": fmt.Sprintf("nobody%d@example.com", i), "password": "Wrong-passw0rd"},
		map[string]string{"X-Forwarded-For": forwarded, "X-Real-IP": forwarded, "True-Client-IP": forwarded}).Status
}

func TestForwardedHeadersAreTrustedOnlyFromProxies(t *testing.T) {
	eachStoreWith(t, map[string]string{"LOG_LEVEL": "info", "LOG_FORMAT": "text"}, func(t *testing.T, s *server) {
		// Every attempt claims another address: without trusted proxies they all count
		// against the one address they come from, and the per-address limit stops them.
		limited := false
		for i := 0; i < 40 && !limited; i++ {
			limited = forgedLogin(s, i, fmt.Sprintf("10.9.0.%d", i+1)) == http.StatusTooManyRequests
		}
		require.True(t, limited, "forged X-Forwarded-For headers must not escape the per-address login limit")
		for _, line := range accessLog(s) {
			require.NotContains(t, line, "remote=10.9.", "the access log names the real peer")
		}
	})
	eachStoreWith(t, map[string]string{"LOG_LEVEL": "info", "LOG_FORMAT": "text", "TRUSTED_PROXIES": "127.0.0.1/32, ::1"}, func(t *testing.T, s *server) {
		// Behind a trusted proxy each client is itself: nobody is limited for another.
		for i := range 32 {
			require.NotEqual(t, http.StatusTooManyRequests, forgedLogin(s, i, fmt.Sprintf("10.9.0.%d", i+1)))
		}
		// The client is the last address the proxies did not add themselves.
		forgedLogin(s, 99, "203.0.113.7, 198.51.100.4, 127.0.0.1")
		log := strings.Join(accessLog(s), "\n")
		require.Contains(t, log, "remote=10.9.0.32")
		require.Contains(t, log, "remote=198.51.100.4")
		require.NotContains(t, log, "remote=203.0.113.7", "what the client wrote before its proxy is not believed")
	})
}

// slowUpload starts a request whose body of n bytes it does not send yet.
func slowUpload(t *testing.T, s *server, path string, n int) net.Conn {
	t.Helper()
	c := dial(t, s)
	_, err := fmt.Fprintf(c, "POST %s HTTP/1.1\r\nHost: flagstone\r\nAuthorization: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n",
		path, adminToken, n)
	require.NoError(t, err)
	return c
}

// trickle sends body a byte every interval, and reports whether the server let it finish.
func trickle(c net.Conn, body string, interval time.Duration) bool {
	for i := range len(body) {
		if _, err := c.Write([]byte{body[i]}); err != nil {
			return false
		}
		time.Sleep(interval)
	}
	return true
}

func TestSlowClientsAreCut(t *testing.T) {
	eachStoreWith(t, map[string]string{"HTTP_READ_TIMEOUT": "1s"}, func(t *testing.T, s *server) {
		// A body that arrives a byte at a time holds its connection only until the read
		// timeout: the server answers or hangs up, and the client sees it at once.
		body := `{"username": "admin", "password": "` + strings.Repeat("x", 60) + `"}`
		c := slowUpload(t, s, "/auth/simple/login", len(body))
		go trickle(c, body, 100*time.Millisecond)
		_, _, err := readAnswer(c, 5*time.Second)
		var nerr net.Error
		require.False(t, errors.As(err, &nerr) && nerr.Timeout(), "the server still holds a slow upload after 5 s")

		// A state import may take its time: its route extends the deadlines.
		doc := `{"version": 1, "features": [{"name": "slow-import", "enabled": false, "strategies": []}], "strategies": []}`
		c = slowUpload(t, s, "/api/admin/state/import", len(doc))
		head, tail := doc[:len(doc)-4], doc[len(doc)-4:]
		_, err = c.Write([]byte(head))
		require.NoError(t, err)
		require.True(t, trickle(c, tail, 500*time.Millisecond), "the import's connection was cut")
		res, b, err := readAnswer(c, 10*time.Second)
		require.NoError(t, err)
		require.Equal(t, http.StatusAccepted, res.StatusCode, "body: %s", b)
	})
}

func TestExcessRequestsAreTurnedAway(t *testing.T) {
	eachStoreWith(t, map[string]string{"MAX_CONCURRENT_REQUESTS": "2"}, func(t *testing.T, s *server) {
		held, busy := holdSlots(t, s, 2)
		requireError(t, busy, http.StatusServiceUnavailable, "ServiceUnavailable", "busy")
		require.Equal(t, "1", busy.Header.Get("Retry-After"))
		// One more upload is refused at once, without waiting for the body it has not sent.
		extra := slowUpload(t, s, "/auth/simple/login", len(heldBody))
		res, _, err := readAnswer(extra, 5*time.Second)
		require.NoError(t, err, "a refused request is answered before its body arrives")
		require.Equal(t, http.StatusServiceUnavailable, res.StatusCode)

		for _, c := range held {
			_, err := c.Write([]byte(heldBody))
			require.NoError(t, err)
			res, b, err := readAnswer(c, 5*time.Second)
			require.NoError(t, err)
			require.Equal(t, http.StatusUnauthorized, res.StatusCode, "body: %s", b)
		}
		require.Eventually(t, func() bool { return health(s).Status == http.StatusOK },
			30*time.Second, 20*time.Millisecond, "the server takes requests again once the others finished")
	})
}

// heldBody is the body of the logins holdSlots starts and does not send.
const heldBody = `{"username": "admin", "password": "wrong"}`

// holdSlots holds all n places of s's request limit (MAX_CONCURRENT_REQUESTS=n) with
// logins whose body it does not send (heldBody), and returns them with the answer of a
// request that found no place. A probe can reach the server before a held request does
// and take its place for a moment, so that the held one is turned away: such a one is
// sent again until all hold their places.
func holdSlots(t *testing.T, s *server, n int) ([]net.Conn, response) {
	t.Helper()
	held := make([]net.Conn, n)
	for i := range held {
		held[i] = slowUpload(t, s, "/auth/simple/login", len(heldBody))
	}
	busy := health(s)
	for end := time.Now().Add(30 * time.Second); busy.Status != http.StatusServiceUnavailable && time.Now().Before(end); busy = health(s) {
		for i, c := range held {
			if answered(c) {
				c.Close()
				held[i] = slowUpload(t, s, "/auth/simple/login", len(heldBody))
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	return held, busy
}

// answered reports whether the server has already answered on c (or closed it).
func answered(c net.Conn) bool {
	if err := c.SetReadDeadline(time.Now().Add(10 * time.Millisecond)); err != nil {
		return true
	}
	_, err := c.Read(make([]byte, 1))
	var nerr net.Error
	return !(errors.As(err, &nerr) && nerr.Timeout())
}

// health asks for /health on a connection of its own, within five seconds; a request
// that fails has status 0 and the error as its body. It may run outside the test's
// goroutine.
func health(s *server) response {
	c := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	res, err := c.Get(s.URL + "/health")
	if err != nil {
		return response{Body: []byte(err.Error())}
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return response{Status: res.StatusCode, Header: res.Header, Body: b}
}

func TestBadBytesAreRefusedAtTheEdge(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/features",
			map[string]any{"name": "grosse", "description": "Größe ✓ — 日本"}).Status, "UTF-8 text is fine")
		client := s.apiToken(t, "client", "development")
		for _, bad := range []string{"%00", "%FF", "a%00b", "%C3%28"} {
			for _, path := range []string{
				"/api/admin/projects/" + bad,
				"/api/admin/projects/" + bad + "/features",
				"/api/admin/projects/default/features/" + bad,
				"/api/admin/projects/default/features/" + bad + "/environments/development",
				"/api/admin/features/" + bad + "/tags",
				"/api/admin/events/" + bad,
				"/api/admin/context/" + bad,
				"/api/admin/strategies/" + bad,
				"/api/admin/tag-types/" + bad,
				"/api/admin/archive/features/" + bad,
				"/api/admin/state/export?project=" + bad,
				"/api/admin/projects/default/features?x=" + bad,
				"/invite/" + bad + "/validate",
			} {
				requireError(t, s.admin(http.MethodGet, path, nil), http.StatusBadRequest, "ValidationError", "")
			}
			requireError(t, s.do(http.MethodGet, "/api/client/features/"+bad, client, nil), http.StatusBadRequest, "ValidationError", "")
			requireError(t, s.admin(http.MethodDelete, "/api/admin/api-tokens/"+bad, nil), http.StatusBadRequest, "ValidationError", "")
		}
		for _, tc := range []struct{ path, body string }{
			{"/auth/simple/login", `{"username": "admin\u0000", "password": "x"}`},
			{"/api/admin/events/search", `{"query": "\u0000"}`},
			{"/api/admin/events/search", `{"feature": "x\u0000"}`},
			{"/api/admin/events/search", "{\"query\": \"\xff\"}"},
			{"/api/admin/projects/default/features", "{\"name\": \"n1\", \"description\": \"a\xc3\x28b\"}"},
			{"/api/admin/features-batch/export", `{"environment": "development", "project": "\u0000"}`},
			{"/api/admin/state/import", "{\"version\": 1, \"features\": [{\"name\": \"nul\x00\"}]}"},
		} {
			requireError(t, s.admin(http.MethodPost, tc.path, tc.body), http.StatusBadRequest, "ValidationError", "UTF-8")
		}
		for _, body := range []string{
			`{"query": "query($q: String) { events(filter: {query: $q}) { totalEvents } }", "variables": {"q": "\u0000"}}`,
			`{"query": "{ events(filter: {query: \"\\u0000\"}) { totalEvents } }"}`,
			`{"query": "{ project(id: \"p\\u0000\") { id } }"}`,
		} {
			res := s.admin(http.MethodPost, "/graphql", body)
			require.Equal(t, http.StatusBadRequest, res.Status, "body: %s", res.Body)
			var out gqlResult
			requireJSON(t, res, &out)
			require.Equal(t, "ValidationError", out.errorCode())
		}
		yaml := "version: 1\nfeatures:\n  - name: yaml-nul\n    description: \"nul\\0 and \\x00\"\n"
		requireError(t, s.doHeaders(http.MethodPost, "/api/admin/state/import", adminToken, yaml,
			map[string]string{"Content-Type": "application/yaml"}), http.StatusBadRequest, "ValidationError", "")

		// A percent-escape Go's server cannot read is answered in the error shape too.
		c := dial(t, s)
		_, err := fmt.Fprintf(c, "GET /api/admin/groups/%%ZZ HTTP/1.1\r\nHost: flagstone\r\nAuthorization: %s\r\n\r\n", adminToken)
		require.NoError(t, err)
		res, b, err := readAnswer(c, 5*time.Second)
		require.NoError(t, err)
		requireError(t, response{Status: res.StatusCode, Header: res.Header, Body: b}, http.StatusBadRequest, "ValidationError", "percent-escape")
		require.Contains(t, res.Header.Get("Content-Type"), "application/json")
	})
}

func TestSecurityHeaders(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		page := s.do(http.MethodGet, "/graphql/playground", "", nil)
		require.Equal(t, http.StatusOK, page.Status)
		require.Equal(t, "nosniff", page.Header.Get("X-Content-Type-Options"))
		require.Equal(t, "DENY", page.Header.Get("X-Frame-Options"))
		csp := page.Header.Get("Content-Security-Policy")
		require.Contains(t, csp, "frame-ancestors 'none'")
		scripts := regexp.MustCompile(`script-src ([^;]*)`).FindStringSubmatch(csp)
		require.NotNil(t, scripts, "the page's policy says where scripts may come from: %s", csp)
		require.NotContains(t, scripts[1], "'unsafe-inline'", "no injected script runs")
		require.NotContains(t, scripts[1], "*")

		api := s.admin(http.MethodGet, "/api/admin/projects", nil)
		require.Equal(t, "nosniff", api.Header.Get("X-Content-Type-Options"))
		require.Contains(t, api.Header.Get("Content-Security-Policy"), "frame-ancestors 'none'")
	})
}

// publicOrigin is BASE_URL's origin in the cross-origin tests: that of the pages behind a proxy.
const publicOrigin = "https://flags.example.com"

// originCase is what a request says of the page that sent it.
type originCase struct {
	name    string
	headers map[string]string
	cross   bool // a browser's request from a page of another origin
}

// originCases are the requests of browsers on pages of another origin, of this service's own
// pages (whose origin is origin, or publicOrigin behind a proxy) and of clients that are not
// browsers.
func originCases(origin string) []originCase {
	return []originCase{
		{"Sec-Fetch-Site cross-site", map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example.com"}, true},
		{"Sec-Fetch-Site same-site", map[string]string{"Sec-Fetch-Site": "same-site", "Origin": "https://evil.flags.example.com"}, true},
		{"Sec-Fetch-Site cross-site alone", map[string]string{"Sec-Fetch-Site": "cross-site"}, true},
		{"foreign Origin of an old browser", map[string]string{"Origin": "https://evil.example.com"}, true},
		{"Origin of another port", map[string]string{"Origin": "http://127.0.0.1:1"}, true},
		{"null Origin", map[string]string{"Origin": "null"}, true},
		{"Sec-Fetch-Site same-origin", map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": origin}, false},
		{"Origin of the server", map[string]string{"Origin": origin}, false},
		{"BASE_URL's Origin behind a proxy", map[string]string{"Origin": publicOrigin}, false},
		{"no Sec-Fetch-Site nor Origin: not a browser", nil, false},
	}
}

func TestCrossOriginChangesAreRefused(t *testing.T) {
	eachStoreWith(t, map[string]string{"BASE_URL": publicOrigin}, func(t *testing.T, s *server) {
		s.createUser("cara@example.com", "Admin")
		session := s.login("cara@example.com", testPassword)
		callers := []struct {
			name, cred string
			checked    bool
		}{
			{"session cookie", session, true},
			{"admin token", adminToken, false},
			{"personal access token", s.createPAT(session), false},
		}
		project := func(id string) response { return s.admin(http.MethodGet, "/api/admin/projects/"+id, nil) }
		createProject := func(id string) {
			res := s.admin(http.MethodPost, "/api/admin/projects", map[string]any{"id": id, "name": id})
			require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		}
		writes := []struct {
			name    string
			prepare func(id string)
			send    func(id, cred string, h map[string]string) response
			done    func(id string) bool
		}{
			{"REST POST", func(string) {}, func(id, cred string, h map[string]string) response {
				return s.doHeaders(http.MethodPost, "/api/admin/projects", cred, map[string]any{"id": id, "name": id}, h)
			}, func(id string) bool { return project(id).Status == http.StatusOK }},
			{"REST PUT", createProject, func(id, cred string, h map[string]string) response {
				return s.doHeaders(http.MethodPut, "/api/admin/projects/"+id, cred, map[string]any{"name": "Renamed"}, h)
			}, func(id string) bool { return project(id).JSON(t)["name"] == "Renamed" }},
			{"REST DELETE", createProject, func(id, cred string, h map[string]string) response {
				return s.doHeaders(http.MethodDelete, "/api/admin/projects/"+id, cred, nil, h)
			}, func(id string) bool { return project(id).Status == http.StatusNotFound }},
			{"GraphQL POST", func(string) {}, func(id, cred string, h map[string]string) response {
				q := fmt.Sprintf(`mutation { createProject(input: {id: %q, name: %q}) { id } }`, id, id)
				return s.doHeaders(http.MethodPost, "/graphql", cred, map[string]any{"query": q}, h)
			}, func(id string) bool { return project(id).Status == http.StatusOK }},
		}
		n := 0
		for _, c := range callers {
			for _, o := range originCases(s.URL) {
				for _, w := range writes {
					t.Run(c.name+"/"+o.name+"/"+w.name, func(t *testing.T) {
						n++
						id := fmt.Sprintf("csrf-%d", n)
						w.prepare(id)
						res := w.send(id, c.cred, o.headers)
						if c.checked && o.cross {
							requireError(t, res, http.StatusForbidden, "NoAccessError", "CSRF")
							require.False(t, w.done(id), "nothing was changed")
							return
						}
						require.Less(t, res.Status, 300, "body: %s", res.Body)
						require.NotContains(t, string(res.Body), `"errors"`)
						require.True(t, w.done(id), "the change was made")
					})
				}
			}
		}

		// Reading is no forgery: a page of another site can send the request but not read the answer.
		res := s.doHeaders(http.MethodGet, "/api/admin/user", session, nil, originCases(s.URL)[0].headers)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	})
}

// TestCrossOriginSignInIsRefused: the routes that start without a session are guarded too, so
// that no page of another site signs the browser in to an account of the attacker's
// choosing (login CSRF) or out of its own.
func TestCrossOriginSignInIsRefused(t *testing.T) {
	eachStoreWith(t, map[string]string{"BASE_URL": publicOrigin}, func(t *testing.T, s *server) {
		s.createUser("cara@example.com", "Admin")
		login := map[string]any{"username": "cara@example.com", "password": testPassword}
		signup := func(email string, h map[string]string) response {
			invite := s.admin(http.MethodPost, "/api/admin/invite-link/tokens", map[string]any{"name": email,
				"expiresAt": time.Now().Add(time.Hour).UTC().Format(time.RFC3339)}).JSON(t)["secret"].(string)
			return s.doHeaders(http.MethodPost, "/invite/"+invite+"/signup", "",
				map[string]any{"email": email, "name": "Dina", "password": testPassword}, h)
		}
		for i, o := range originCases(s.URL) {
			t.Run(o.name, func(t *testing.T) {
				session := s.login("cara@example.com", testPassword)
				res := s.doHeaders(http.MethodPost, "/auth/simple/login", "", login, o.headers)
				email := fmt.Sprintf("dina%d@example.com", i)
				joined := signup(email, o.headers)
				out := s.doHeaders(http.MethodPost, "/logout", session, nil, o.headers)
				if o.cross {
					requireError(t, res, http.StatusForbidden, "NoAccessError", "CSRF")
					require.Empty(t, res.Header.Values("Set-Cookie"), "no session was started")
					requireError(t, joined, http.StatusForbidden, "NoAccessError", "CSRF")
					require.NotContains(t, string(s.admin(http.MethodGet, "/api/admin/user-admin", nil).Body), email)
					requireError(t, out, http.StatusForbidden, "NoAccessError", "CSRF")
					require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/admin/user", session, nil).Status, "still signed in")
					return
				}
				require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
				require.Equal(t, http.StatusCreated, joined.Status, "body: %s", joined.Body)
				require.Equal(t, http.StatusOK, out.Status, "body: %s", out.Body)
				require.Equal(t, http.StatusUnauthorized, s.do(http.MethodGet, "/api/admin/user", session, nil).Status, "signed out")
			})
		}
	})
}

// requireNoSecret checks that log holds none of secrets.
func requireNoSecret(t *testing.T, log string, secrets ...string) {
	t.Helper()
	for _, secret := range secrets {
		require.NotContains(t, log, secret)
	}
}

func TestLogsCarryNoPathSecrets(t *testing.T) {
	eachStoreWith(t, map[string]string{"LOG_LEVEL": "info", "LOG_FORMAT": "text"}, func(t *testing.T, s *server) {
		token := s.apiToken(t, "client", "development")
		invite := s.admin(http.MethodPost, "/api/admin/invite-link/tokens", map[string]any{"name": "log",
			"expiresAt": time.Now().Add(time.Hour).UTC().Format(time.RFC3339)}).JSON(t)["secret"].(string)
		for _, req := range []struct{ method, path, cred string }{
			{http.MethodDelete, "/api/admin/api-tokens/" + token, ""},                                               // refused: no credentials
			{http.MethodDelete, "/api/admin/api-tokens/" + token, s.createPAT(s.login("admin", "Admin-Passw0rd!"))}, // allowed
			{http.MethodGet, "/api/admin/invite-link/tokens/" + invite, ""},                                         // refused
			{http.MethodGet, "/api/admin/invite-link/tokens/" + invite, adminToken},                                 // allowed
			{http.MethodGet, "/api/admin//invite-link/tokens/" + invite, adminToken},                                // no such route
			{http.MethodGet, "/invite/" + invite + "/validate", ""},                                                 // public
			{http.MethodGet, "/INVITE/" + invite + "/validate", ""},                                                 // no such route
			{http.MethodGet, "/api/admin/api-tokens/" + strings.Replace(token, ":", "%3A", 1), adminToken},          // escaped
			{http.MethodGet, "/api/admin/api-tokens/x%2F" + strings.SplitN(token, ".", 2)[1], adminToken},           // an escaped slash in the segment
			{http.MethodGet, "/api/admin/api%2Dtokens/" + token, adminToken},                                        // an escaped route
		} {
			s.do(req.method, req.path, req.cred, nil)
		}
		require.Eventually(t, func() bool { return len(accessLog(s)) >= 10 }, 5*time.Second, 10*time.Millisecond)
		requireNoSecret(t, s.Log(), token, invite, strings.SplitN(token, ".", 2)[1])
		require.Contains(t, s.Log(), "path=/invite/"+reply.Redacted+"/validate")
		require.Contains(t, s.Log(), "path=/api/admin/api-tokens/"+reply.Redacted)
	})
}

func TestContentTypeAndBodyLimit(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		req, err := http.NewRequest(http.MethodPut, s.URL+"/api/admin/user-admin/1", nil)
		require.NoError(t, err)
		req.Header.Set("Authorization", adminToken)
		req.Header.Set("Content-Type", "text/plain")
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		res.Body.Close()
		require.Equal(t, http.StatusUnsupportedMediaType, res.StatusCode)

		huge := `{"name": "` + strings.Repeat("a", 2<<20) + `"}`
		requireError(t, s.admin(http.MethodPut, "/api/admin/user-admin/1", huge), 413, "PayloadTooLarge", "")
	})
}
