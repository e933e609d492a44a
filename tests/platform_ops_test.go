package tests

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/graph/config"
	flagstore "flagstone/graph/store"
)

// runBinary runs the server binary to its end with exactly env (plus PATH and HOME) and
// args, and returns its standard output, standard error and exit code. A run that has not
// ended within a minute (a server that started when it should have refused) is killed, so
// the test fails instead of holding the whole suite.
func runBinary(t *testing.T, env []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, serverBinary(t), args...)
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}, env...)
	cmd.Dir = t.TempDir()
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	require.NoError(t, ctx.Err(), "the binary did not end within a minute: %s", errOut.String())
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return out.String(), errOut.String(), exit.ExitCode()
	}
	require.NoError(t, err)
	return out.String(), errOut.String(), 0
}

// TestFirstStartSafety runs the binary as a new operator would: a start that cannot bind
// its port seeds nothing, so the next start is the first and prints the credentials; a
// database URL it cannot use stops it with one line naming DATABASE_URL.
func TestFirstStartSafety(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	t.Run("port taken", func(t *testing.T) {
		for _, st := range stores() {
			t.Run(st.name, func(t *testing.T) {
				busy, err := net.Listen("tcp", "127.0.0.1:0")
				require.NoError(t, err)
				defer busy.Close()
				port := busy.Addr().(*net.TCPAddr).Port
				dsn := st.fresh(t)
				_, stderr, code := runBinary(t, []string{"DATABASE_URL=" + dsn, "HTTP_PORT=" + strconv.Itoa(port), "LOG_LEVEL=error"})
				require.Equal(t, 1, code)
				require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line: %q", stderr)
				require.Contains(t, stderr, "HTTP_PORT")
				if path, ok := strings.CutPrefix(dsn, "sqlite:"); ok {
					require.NoFileExists(t, path, "a start that could not bind created nothing")
				}

				out := startProcess(t, serverBinary(t), dsn, "INIT_ADMIN_API_TOKENS=").output(t)
				require.Contains(t, out, "Admin API token (shown once): *:*.", "the next start is the first: %s", out)
				require.Contains(t, out, "Admin user: admin / ")
			})
		}
	})

	t.Run("seed fails half-way", func(t *testing.T) {
		// The admin token cannot be written: the admin user written before it in the same
		// start must go too, or the next start would find a user and generate nothing.
		dsn := stores()[0].fresh(t)
		st, err := flagstore.Open(context.Background(), dsn)
		require.NoError(t, err)
		_, err = st.DB.Exec(`CREATE TRIGGER refuse_tokens BEFORE INSERT ON api_tokens BEGIN SELECT RAISE(ABORT, 'injected seed failure'); END`)
		require.NoError(t, err)
		_, stderr, code := runBinary(t, []string{"DATABASE_URL=" + dsn, "HTTP_PORT=0"})
		require.Equal(t, 1, code)
		require.Contains(t, stderr, "injected seed failure")
		var users int
		require.NoError(t, st.DB.QueryRow(`SELECT COUNT(*) FROM users`).Scan(&users))
		require.Zero(t, users, "the failed start left no admin user behind")
		_, err = st.DB.Exec(`DROP TRIGGER refuse_tokens`)
		require.NoError(t, err)
		require.NoError(t, st.Close())

		out := startProcess(t, serverBinary(t), dsn, "INIT_ADMIN_API_TOKENS=").output(t)
		require.Contains(t, out, "Admin API token (shown once): *:*.", "the next start is the first: %s", out)
		require.Contains(t, out, "Admin user: admin / ")
	})

	cases := []struct {
		name, dsn string
		want      []string
		never     []string
	}{
		{name: "unknown scheme", dsn: "mysql://root:hunter2-secret@db.example:3306/flags",
			want: []string{"DATABASE_URL", `"mysql"`}, never: []string{"hunter2-secret"}},
		{name: "refused connection", dsn: "postgres://flag:hunter2-secret@127.0.0.1:1/flags?sslmode=disable",
			want: []string{"DATABASE_URL", "127.0.0.1:1", "connection refused"}, never: []string{"hunter2-secret"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := runBinary(t, []string{"DATABASE_URL=" + c.dsn, "HTTP_PORT=0"})
			require.Equal(t, 1, code)
			require.Empty(t, stdout)
			line := strings.TrimSuffix(stderr, "\n")
			require.NotContains(t, line, "\n", "one line")
			for _, w := range c.want {
				require.Contains(t, line, w)
			}
			for _, n := range c.never {
				require.NotContains(t, line, n)
			}
		})
	}
	t.Run("no sqlite file named after a url", func(t *testing.T) {
		dir := t.TempDir()
		cmd := exec.Command(serverBinary(t))
		cmd.Dir = dir
		cmd.Env = []string{"DATABASE_URL=mysql://root@localhost/flags", "HTTP_PORT=0"}
		require.Error(t, cmd.Run())
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		require.Empty(t, entries, "nothing created in %s", filepath.Base(dir))
	})
}

// TestCLI runs the binary's other commands: --version, --help with every variable and its
// default, and the admin subcommands that let a locked-out operator back in, which go
// through the domain (their changes are events) and print the new secret once.
func TestCLI(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	out, _, code := runBinary(t, nil, "--version")
	require.Equal(t, 0, code)
	require.Regexp(t, `^flagstone \S+ go\S+\n$`, out)

	out, stderr, code := runBinary(t, nil, "--help")
	require.Equal(t, 0, code)
	require.Empty(t, stderr)
	for _, v := range config.Variables {
		require.Regexp(t, `(?m)^\s+`+v.Name+`\s+`+regexp.QuoteMeta(cmp.Or(v.Default, "(none)"))+`\s`, out)
	}
	require.Contains(t, out, "admin reset-password")
	require.Contains(t, out, "admin create-token")
	require.Contains(t, out, "migrate status")

	_, stderr, code = runBinary(t, nil, "serve-please")
	require.Equal(t, 2, code)
	require.Contains(t, stderr, "unknown command")

	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			dsn := st.dsn(t)
			p := startProcess(t, serverBinary(t), dsn)
			env := []string{"DATABASE_URL=" + dsn}

			out, stderr, code := runBinary(t, env, "admin", "create-token", "break-glass")
			require.Equal(t, 0, code, stderr)
			m := regexp.MustCompile(`Admin API token "break-glass" \(shown once\): (\*:\*\.\S+)\n$`).FindStringSubmatch(out)
			require.NotNil(t, m, out)
			res := p.get(t, m[1], "/api/admin/user-admin")
			require.Equal(t, http.StatusOK, res.StatusCode, "the new token works on the running server")
			require.Equal(t, 1, p.eventCount(t, "api-token-created"))

			out, stderr, code = runBinary(t, env, "admin", "reset-password", "admin")
			require.Equal(t, 0, code, stderr)
			m = regexp.MustCompile(`New password of admin \(shown once\): (\S+)\n$`).FindStringSubmatch(out)
			require.NotNil(t, m, out)
			login, err := p.post("/auth/simple/login", map[string]string{"username": "admin", "password": m[1]})
			require.NoError(t, err)
			login.Body.Close()
			require.Equal(t, http.StatusOK, login.StatusCode, "the new password logs in")
			require.Equal(t, 1, p.eventCount(t, "user-updated"), "the reset is an event")

			_, stderr, code = runBinary(t, env, "admin", "reset-password", "nobody@example.com")
			require.Equal(t, 1, code)
			require.Contains(t, stderr, "does not exist")
		})
	}
}

// get sends a GET with credential and returns the response, its body closed.
func (p *process) get(t *testing.T, credential, path string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, p.url+path, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", credential)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	return res
}

// TestAccessLogAsJSON reads the access log as a log collector would (LOG_FORMAT=json):
// every line is a JSON object with the request id and the user or token that made the
// request, and no secret.
func TestAccessLogAsJSON(t *testing.T) {
	eachStoreWith(t, map[string]string{"LOG_LEVEL": "info", "LOG_FORMAT": "json"}, func(t *testing.T, s *server) {
		client := s.apiToken(t, "client", "development")
		session := s.login("admin", "Admin-Passw0rd!")
		requests := []struct{ path, cred, user string }{
			{"/api/admin/user-admin?marker=admin-token", adminToken, "admin-token-1"},
			{"/api/admin/user-admin?marker=session", session, "admin"},
			{"/api/client/features?marker=client", client, "client-"},
			{"/api/admin/user-admin?marker=anonymous", "", "-"},
		}
		for _, r := range requests {
			s.do(http.MethodGet, r.path, r.cred, nil)
		}
		var lines []map[string]any
		require.Eventually(t, func() bool {
			lines = lines[:0]
			for _, l := range strings.Split(strings.TrimSpace(s.Log()), "\n") {
				var v map[string]any
				require.NoError(t, json.Unmarshal([]byte(l), &v), "a log line that is not JSON: %s", l)
				if v["msg"] == "request" {
					lines = append(lines, v)
				}
			}
			return len(lines) >= 6
		}, 5*time.Second, 10*time.Millisecond)
		for _, l := range lines {
			require.NotEmpty(t, l["requestId"], "%v", l)
			require.NotEmpty(t, l["user"], "%v", l)
		}
		// The query string is never logged: the lines are matched to requests by order.
		tail := lines[len(lines)-len(requests):]
		for i, r := range requests {
			require.Contains(t, tail[i]["user"], r.user, "request %s", r.path)
			require.Equal(t, strings.SplitN(r.path, "?", 2)[0], tail[i]["path"])
		}
		requireNoSecret(t, s.Log(), client, strings.SplitN(client, ".", 2)[1], strings.TrimPrefix(session, sessionPrefix), adminToken)
	})
}

// scrape reads the metrics at path with credential, as Prometheus would.
func scrape(t testing.TB, s *server, path, credential string) string {
	t.Helper()
	res := s.do(http.MethodGet, path, credential, nil)
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	require.Contains(t, res.Header.Get("Content-Type"), "text/plain")
	return string(res.Body)
}

// metricValue is the value of the sample whose name and labels start with prefix.
func metricValue(t testing.TB, body, prefix string) float64 {
	t.Helper()
	for _, line := range strings.Split(body, "\n") {
		if rest, ok := strings.CutPrefix(line, prefix); ok && (strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, ",") || strings.HasPrefix(rest, "}")) {
			fields := strings.Fields(line)
			v, err := strconv.ParseFloat(fields[len(fields)-1], 64)
			require.NoError(t, err, line)
			return v
		}
	}
	require.Failf(t, "no such sample", "%s in\n%s", prefix, body)
	return 0
}

// TestMetrics scrapes the Prometheus endpoints after some traffic of every kind: HTTP
// requests under their route patterns (never a raw path), GraphQL operations by name and
// outcome, the pool, the client API's snapshots and SDK metrics, the jobs and the Go runtime.
func TestMetrics(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "secret-launch-7"})
		s.mustOK(t, http.MethodGet, "/api/admin/projects/default/features/secret-launch-7", nil)
		require.Empty(t, s.gql(adminToken, `query ListProjects { projects { id } }`, nil).Errors)
		require.Equal(t, "ValidationError", s.gql(adminToken, `query Broken { nope }`, nil).errorCode())
		client := s.apiToken(t, "client", "development")
		require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/client/features", client, nil).Status)
		bucket := map[string]any{"start": time.Now().Add(-time.Minute), "stop": time.Now(),
			"toggles": map[string]any{"secret-launch-7": map[string]any{"yes": 3, "no": 1}}}
		require.Equal(t, http.StatusAccepted, s.do(http.MethodPost, "/api/client/metrics", client,
			map[string]any{"appName": "shop", "instanceId": "i-1", "bucket": bucket}).Status)
		_, err := s.App.RunJobs(context.Background())
		require.NoError(t, err)

		body := scrape(t, s, "/metrics", adminToken)
		require.Contains(t, scrape(t, s, "/internal-backstage/prometheus", adminToken), "flagstone_graphql_operations_total", "both paths serve the registry")
		require.GreaterOrEqual(t, metricValue(t, body, `flagstone_http_request_duration_seconds_count{method="GET",route="/api/admin/projects/{projectId}/features/{featureName}",status="200"`), 1.0)
		require.GreaterOrEqual(t, metricValue(t, body, `flagstone_http_request_duration_seconds_count{method="GET",route="/api/client/features",status="200"`), 1.0)
		require.NotContains(t, body, "secret-launch-7", "labels carry route patterns, never the path")
		require.Equal(t, 1.0, metricValue(t, body, `flagstone_graphql_operations_total{operation="ListProjects",outcome="ok"}`))
		require.Equal(t, 1.0, metricValue(t, body, `flagstone_graphql_operations_total{operation="Broken",outcome="ValidationError"}`))
		require.GreaterOrEqual(t, metricValue(t, body, `go_sql_max_open_connections{db_name="flagstone"}`), 0.0)
		require.GreaterOrEqual(t, metricValue(t, body, `go_sql_open_connections{db_name="flagstone"}`), 0.0)
		require.GreaterOrEqual(t, metricValue(t, body, `flagstone_client_snapshot_age_seconds{environment="development"}`), 0.0)
		require.Equal(t, 1.0, metricValue(t, body, `flagstone_client_snapshot_features{environment="development"}`))
		require.Equal(t, 1.0, metricValue(t, body, `flagstone_client_metrics_reports_total`))
		require.Equal(t, 4.0, metricValue(t, body, `flagstone_client_metrics_evaluations_total`))
		require.Equal(t, 1.0, metricValue(t, body, `flagstone_job_runs_total{job="potentially-stale",outcome="ok"}`))
		require.Equal(t, 1.0, metricValue(t, body, `flagstone_job_runs_total{job="insights-snapshot",outcome="ok"}`))
		require.Greater(t, metricValue(t, body, `go_goroutines`), 0.0)
		require.Equal(t, 0.0, metricValue(t, body, `flagstone_live_subscriptions`))
		require.Equal(t, 0.0, metricValue(t, body, `flagstone_live_subscriptions_started_total`))
	})
}

// TestMetricsOperationNamesOfUnauthenticatedCallers sends more made-up operation names
// than the metric keeps apart without credentials, then one name as the admin: the
// admin's name is kept and the others are counted as "unauthenticated" (before, they took
// the 200 slots and every later name was "other").
func TestMetricsOperationNamesOfUnauthenticatedCallers(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for i := range 201 {
			s.gql("", fmt.Sprintf("query Made%d { projects { id } }", i), nil)
		}
		require.Empty(t, s.gql(adminToken, `query DashboardProjects { projects { id } }`, nil).Errors)
		body := scrape(t, s, "/metrics", adminToken)
		require.Equal(t, 1.0, metricValue(t, body, `flagstone_graphql_operations_total{operation="DashboardProjects",outcome="ok"}`))
		require.NotContains(t, body, `operation="Made0"`)
		require.Contains(t, body, `flagstone_graphql_operations_total{operation="unauthenticated"`)
	})
}

// TestMetricsAccess: the metrics are an admin's unless METRICS_PUBLIC=true.
func TestMetricsAccess(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		creds := callers(t, s)
		for _, path := range []string{"/metrics", "/internal-backstage/prometheus"} {
			for i, want := range adminOnly {
				res := s.do(http.MethodGet, path, creds[i], nil)
				switch want {
				case unauth:
					requireError(t, res, http.StatusUnauthorized, "AuthenticationRequired", "")
				case denied:
					requireError(t, res, http.StatusForbidden, "NoAccessError", "")
				default:
					require.Equal(t, http.StatusOK, res.Status, "%s as %s", path, identities[i])
				}
			}
		}
	})
	eachStoreWith(t, map[string]string{"METRICS_PUBLIC": "true"}, func(t *testing.T, s *server) {
		for _, path := range []string{"/metrics", "/internal-backstage/prometheus"} {
			require.Contains(t, scrape(t, s, path, ""), "go_goroutines")
		}
	})
}

// TestHealthcheckCommand is the container's HEALTHCHECK: 0 when the configured server is
// ready, 1 with one line when nothing answers.
func TestHealthcheckCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	p := startProcess(t, serverBinary(t), stores()[0].dsn(t))
	port := p.url[strings.LastIndex(p.url, ":")+1:]
	_, stderr, code := runBinary(t, []string{"HTTP_HOST=0.0.0.0", "HTTP_PORT=" + port}, "healthcheck")
	require.Equal(t, 0, code, stderr)

	free, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	closed := strconv.Itoa(free.Addr().(*net.TCPAddr).Port)
	require.NoError(t, free.Close())
	_, stderr, code = runBinary(t, []string{"HTTP_PORT=" + closed}, "healthcheck")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "healthcheck")
	require.Equal(t, 1, strings.Count(stderr, "\n"))
}

// TestMigrateCommand runs the binary on an empty database: MIGRATE=off refuses to start
// with one line saying what to run, `migrate status` lists the pending baseline,
// `migrate up` applies it, and a second `up` finds nothing to do.
func TestMigrateCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			env := []string{"DATABASE_URL=" + st.fresh(t), "HTTP_PORT=0"}
			_, stderr, code := runBinary(t, append(env, "MIGRATE=off"))
			require.Equal(t, 1, code)
			require.Equal(t, 1, strings.Count(stderr, "\n"), stderr)
			require.Contains(t, stderr, "run `flagstone migrate up`")

			out, stderr, code := runBinary(t, env, "migrate", "status")
			require.Equal(t, 0, code, stderr)
			require.Contains(t, out, "pending "+flagstore.BaselineVersion)

			for range 2 {
				out, stderr, code = runBinary(t, env, "migrate", "up")
				require.Equal(t, 0, code, stderr)
				require.Contains(t, out, "applied "+flagstore.BaselineVersion)
				require.Contains(t, out, "The database is up to date.")
			}
		})
	}
}
