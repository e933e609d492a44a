package tests

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/stretchr/testify/require"

	"flagstone/graph/auth"
	"flagstone/graph/config"
	"flagstone/graph/gcfloor"
	"flagstone/rest/app"
	"flagstone/rest/edge"
)

// sessionPrefix marks a credential that is a login session rather than a token.
const sessionPrefix = "session:"

// adminToken is the admin API token every test instance is seeded with.
const adminToken = "*:*.test-admin-token-0123456789abcdef"

func TestMain(m *testing.M) {
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError})))
	flag.Parse()
	cheapPasswordHashes()
	keepGCFloor()
	dsn := os.Getenv("TEST_DATABASE_URL")
	if dsn == "" {
		if os.Getenv("CI") == "true" {
			fmt.Fprintln(os.Stderr, "CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite must run in CI")
			os.Exit(1)
		}
		fmt.Println("TEST_DATABASE_URL is not set: the PostgreSQL suite is skipped (SQLite only)")
		os.Exit(run(m))
	}
	if err := openPostgres(dsn); err != nil {
		fmt.Fprintln(os.Stderr, "open the PostgreSQL suite:", err)
		os.Exit(1)
	}
	code := run(m)
	if err := dropDatabases(); err != nil {
		fmt.Fprintln(os.Stderr, "drop test databases:", err)
		code = max(code, 1)
	}
	os.Exit(code)
}

// keepGCFloor sets the collector up as the server binary does (GC_HEAP_FLOOR_MB), so that
// the servers the tests and benchmarks run in this process behave as the one that ships.
func keepGCFloor() {
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		fmt.Fprintln(os.Stderr, "configuration:", err)
		os.Exit(1)
	}
	gcfloor.Keep(cfg.GCHeapFloor)
}

// run runs the tests and then stops the browser and removes the server binary and the
// template file they started or made, if any.
func run(m *testing.M) int {
	cleanUpOnInterrupt()
	code := m.Run()
	stopChromium()
	if builtBin != "" {
		os.RemoveAll(filepath.Dir(builtBin))
	}
	sqliteTemplate.removeFile()
	return code
}

// store is one backend a test runs against.
type store struct {
	name string
	// dsn gives the test a database of its own, a copy of the package's template: migrated
	// and seeded with the tests' configuration, so a start finds nothing left to do.
	dsn func(t testing.TB) string
	// fresh gives the test an empty database of its own, for tests of a first start, a
	// migration or an upgrade.
	fresh func(t testing.TB) string
}

// stores lists the backends: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
func stores() []store {
	s := []store{{name: "sqlite", dsn: sqliteDSN, fresh: sqliteFresh}}
	if pgBase != "" {
		s = append(s, store{name: "postgres", dsn: pgDSN, fresh: pgFresh})
	}
	return s
}

// eachStore runs fn once per backend, each on a fresh instance.
func eachStore(t *testing.T, fn func(t *testing.T, s *server)) {
	t.Helper()
	eachStoreN(t, 1, func(t *testing.T, ss []*server) { fn(t, ss[0]) })
}

// eachStoreWith is eachStore on instances configured with env on top of the tests' own.
func eachStoreWith(t *testing.T, env map[string]string, fn func(t *testing.T, s *server)) {
	t.Helper()
	eachStoreConfigured(t, 1, env, func(t *testing.T, ss []*server) { fn(t, ss[0]) })
}

// eachStoreN runs fn once per backend with n fresh instances, each on its own database,
// for tests that move data from one instance to another.
func eachStoreN(t *testing.T, n int, fn func(t *testing.T, ss []*server)) {
	t.Helper()
	eachStoreConfigured(t, n, nil, fn)
}

func eachStoreConfigured(t *testing.T, n int, env map[string]string, fn func(t *testing.T, ss []*server)) {
	t.Helper()
	inParallel(t)
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			t.Parallel()
			ss := make([]*server, n)
			for i := range ss {
				ss[i] = startWith(t, st.dsn(t), env)
			}
			fn(t, ss)
		})
	}
}

// inParallel lets the test run alongside the other parallel tests, not only its stores
// alongside each other, so no core idles while the slower store finishes. A test may call
// eachStore more than once, and t.Parallel only once.
func inParallel(t *testing.T) {
	if _, again := parallelTests.LoadOrStore(t, true); !again {
		t.Parallel()
	}
}

var parallelTests sync.Map

// server is a running instance reached over HTTP, as a client would.
type server struct {
	t   testing.TB
	URL string
	App *app.App
	// client sends the requests; nil means http.DefaultClient.
	client *http.Client
	log    *logBuffer
}

// Log is what the instance has logged so far (its access log at LOG_LEVEL=info).
func (s *server) Log() string { return s.log.String() }

// logBuffer keeps what an instance writes, from many goroutines; tee (if set) sees it too.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
	tee io.Writer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.tee != nil {
		_, _ = b.tee.Write(p)
	}
	return b.buf.Write(p)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func start(t testing.TB, dsn string) *server { return startWith(t, dsn, nil) }

// startWith starts an instance whose configuration is the tests' own with env on top.
func startWith(t testing.TB, dsn string, env map[string]string) *server {
	t.Helper()
	log := &logBuffer{tee: os.Stderr}
	a := openAppWith(t, dsn, env, app.WithLogOutput(log))
	ts := serve(a)
	t.Cleanup(func() { ts.Close(); a.Close() })
	return &server{t: t, URL: ts.URL, App: a, log: log}
}

// serve runs a's HTTP server the way the binary does: its timeouts and limits, on a
// listener that answers unparseable requests in the error shape.
func serve(a *app.App) *httptest.Server {
	ts := httptest.NewUnstartedServer(nil)
	ts.Config = a.Server()
	ts.Listener = edge.Listener(ts.Listener)
	ts.Start()
	return ts
}

// openApp builds an instance on dsn, seeded with the admin token; the caller closes it.
func openApp(tb testing.TB, dsn string) *app.App { return openAppWith(tb, dsn, nil) }

// openAppWith builds an instance whose configuration is the tests' own with env on top.
func openAppWith(tb testing.TB, dsn string, env map[string]string, opts ...app.Option) *app.App {
	tb.Helper()
	cfg, err := testConfig(dsn, env)
	require.NoError(tb, err)
	a, err := app.New(context.Background(), cfg, opts...)
	require.NoError(tb, err)
	return a
}

// testConfig is the tests' own configuration on dsn, with env on top.
func testConfig(dsn string, env map[string]string) (config.Config, error) {
	base := map[string]string{
		"DATABASE_URL":          dsn,
		"INIT_ADMIN_API_TOKENS": adminToken,
		"INIT_ADMIN_PASSWORD":   "Admin-Passw0rd!",
		"LOG_LEVEL":             "error",
		"JOBS_INTERVAL":         "0", // jobs run when a test calls them
	}
	return config.Load(func(k string) string {
		if v, ok := env[k]; ok {
			return v
		}
		return base[k]
	})
}

// response is an HTTP answer with its body read.
type response struct {
	Status int
	Header http.Header
	Body   []byte
}

// JSON decodes the body into a generic value.
func (r response) JSON(t testing.TB) map[string]any {
	t.Helper()
	var v map[string]any
	require.NoError(t, json.Unmarshal(r.Body, &v), "body: %s", r.Body)
	return v
}

// JSON2 decodes a body that is not an object.
func (r response) JSON2(t testing.TB) any {
	t.Helper()
	var v any
	require.NoError(t, json.Unmarshal(r.Body, &v), "body: %s", r.Body)
	return v
}

// do sends a request with the given token ("" for none); a non-nil body is sent as JSON.
// A session is sent as the cookie alone, as a script that signed in with a password sends it.
func (s *server) do(method, path, token string, body any) response {
	s.t.Helper()
	return s.doHeaders(method, path, token, body, nil)
}

// doHeaders is do with extra headers; an empty value removes a header do would send.
func (s *server) doHeaders(method, path, token string, body any, headers map[string]string) response {
	s.t.Helper()
	var rd io.Reader
	if body != nil {
		if raw, ok := body.(string); ok {
			rd = strings.NewReader(raw)
		} else {
			b, err := json.Marshal(body)
			require.NoError(s.t, err)
			rd = bytes.NewReader(b)
		}
	}
	req, err := http.NewRequest(method, s.URL+path, rd)
	require.NoError(s.t, err)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if session, ok := strings.CutPrefix(token, sessionPrefix); ok {
		req.AddCookie(&http.Cookie{Name: auth.SessionCookie, Value: session})
	} else if token != "" {
		req.Header.Set("Authorization", token)
	}
	for k, v := range headers {
		if v == "" {
			req.Header.Del(k)
		} else {
			req.Header.Set(k, v)
		}
	}
	res, err := s.httpClient().Do(req)
	require.NoError(s.t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(s.t, err)
	return response{Status: res.StatusCode, Header: res.Header, Body: b}
}

// admin sends a request as the seeded admin token.
func (s *server) admin(method, path string, body any) response {
	s.t.Helper()
	return s.do(method, path, adminToken, body)
}

// gqlResult is a GraphQL response.
type gqlResult struct {
	Data   map[string]any `json:"data"`
	Errors []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	} `json:"errors"`
}

// gql posts a GraphQL operation with the given token.
func (s *server) gql(token, query string, vars map[string]any) gqlResult {
	s.t.Helper()
	res := s.do(http.MethodPost, "/graphql", token, map[string]any{"query": query, "variables": vars})
	var out gqlResult
	require.NoError(s.t, json.Unmarshal(res.Body, &out), "status %d, body: %s", res.Status, res.Body)
	return out
}

// errorCode is the extensions.code of the first GraphQL error, "" when there is none.
func (g gqlResult) errorCode() string {
	if len(g.Errors) == 0 {
		return ""
	}
	code, _ := g.Errors[0].Extensions["code"].(string)
	return code
}

// requireError checks a REST error: status, error name, body shape, and (when not "") a
// fragment of the message.
func requireError(t *testing.T, res response, status int, name, msgFragment string) {
	t.Helper()
	require.Equal(t, status, res.Status, "body: %s", res.Body)
	var body map[string]any
	require.NoError(t, json.Unmarshal(res.Body, &body), "body: %s", res.Body)
	require.Equal(t, name, body["name"], "body: %s", res.Body)
	require.NotEmpty(t, body["id"])
	require.Contains(t, body["message"], msgFragment)
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// login signs in and returns the session as a credential for do and gql.
func (s *server) login(username, password string) string {
	s.t.Helper()
	res := s.do(http.MethodPost, "/auth/simple/login", "", map[string]any{"username": username, "password": password})
	require.Equal(s.t, http.StatusOK, res.Status, "login %s: %s", username, res.Body)
	for _, c := range (&http.Response{Header: res.Header}).Cookies() {
		if c.Name == auth.SessionCookie {
			require.True(s.t, c.HttpOnly)
			require.Equal(s.t, http.SameSiteLaxMode, c.SameSite)
			return sessionPrefix + c.Value
		}
	}
	s.t.Fatalf("login %s set no session cookie", username)
	return ""
}

// createUser makes a user with a password and root role, and returns its id.
func (s *server) createUser(email, role string) int {
	s.t.Helper()
	res := s.admin(http.MethodPost, "/api/admin/user-admin", map[string]any{
		"email": email, "password": testPassword, "rootRole": role})
	require.Equal(s.t, http.StatusCreated, res.Status, "body: %s", res.Body)
	return int(res.JSON(s.t)["id"].(float64))
}

// testPassword satisfies the password rules.
const testPassword = "Corr3ct-Horse-Battery"

// createPAT mints a personal access token with the given credential (a session).
func (s *server) createPAT(cred string) string {
	s.t.Helper()
	res := s.do(http.MethodPost, "/api/admin/user/tokens", cred, map[string]any{
		"description": "test", "expiresAt": "2099-01-01T00:00:00Z"})
	require.Equal(s.t, http.StatusCreated, res.Status, "body: %s", res.Body)
	secret := res.JSON(s.t)["secret"].(string)
	require.True(s.t, strings.HasPrefix(secret, "user:"))
	return secret
}

// requireJSON decodes a response body into v.
func requireJSON(t *testing.T, res response, v any) {
	t.Helper()
	require.NoError(t, json.Unmarshal(res.Body, v), "body: %s", res.Body)
}
