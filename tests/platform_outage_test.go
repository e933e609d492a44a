package tests

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/graph/store/pgtest"
)

// TestStoreOutage cuts an instance off its store: valid credentials are answered 503
// ServiceUnavailable on both faces (not 401, which would send people to log in again),
// the cause is logged once per request, and /health/ready says the store is unavailable.
// PostgreSQL is reached through a proxy the test cuts (connections refused); SQLite's
// database is closed.
func TestStoreOutage(t *testing.T) {
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			dsn := st.dsn(t)
			var proxy *tcpProxy
			if st.name == "postgres" {
				proxy, dsn = proxied(t, dsn)
			}
			s := start(t, dsn)
			session := s.login("admin", "Admin-Passw0rd!")
			require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/health/ready", "", nil).Status)

			if proxy != nil {
				proxy.cut()
			} else {
				require.NoError(t, s.App.Store.Close())
			}
			logs := captureLogs(t)
			for _, cred := range []string{adminToken, session} {
				before := logs.count("identify caller")
				requireError(t, s.do(http.MethodGet, "/api/admin/projects", cred, nil), http.StatusServiceUnavailable, "ServiceUnavailable", "")
				require.Equal(t, before+1, logs.count("identify caller"), "the cause is logged once per request")
				g := s.gql(cred, `{ projects { id } }`, nil)
				require.Equal(t, "ServiceUnavailable", g.errorCode(), "%+v", g.Errors)
			}
			require.Contains(t, logs.String(), "err=", "the cause is logged")
			requireError(t, s.do(http.MethodGet, "/api/admin/projects", "", nil), http.StatusUnauthorized, "AuthenticationRequired", "")

			res := s.do(http.MethodGet, "/health/ready", "", nil)
			require.Equal(t, http.StatusServiceUnavailable, res.Status)
			require.Equal(t, "store unavailable", res.JSON(t)["health"])
		})
	}
}

// TestStoppedRequestsAreNotLogged: a request that ran out of its time limit is answered
// 503 with the stop on both faces and on the client and frontend APIs, and nothing is
// logged as a fault of the service (its credentials' look-up, stopped with it, was logged
// as an outage, and answered 500 on the client APIs).
func TestStoppedRequestsAreNotLogged(t *testing.T) {
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			dsn := st.dsn(t)
			first := start(t, dsn) // makes the tokens the stopped requests carry
			client := first.apiToken(t, "client", "development")
			frontend := first.apiToken(t, "frontend", "development")
			s := startWith(t, dsn, map[string]string{"REQUEST_TIMEOUT": "1ns"})
			logs := captureLogs(t)
			for path, token := range map[string]string{"/api/admin/projects": adminToken, "/api/client/features": client, "/api/frontend": frontend} {
				requireError(t, s.do(http.MethodGet, path, token, nil), http.StatusServiceUnavailable, "ServiceUnavailable", "")
			}
			g := s.gql(adminToken, `{ projects { id } }`, nil)
			require.Equal(t, "ServiceUnavailable", g.errorCode(), "%+v", g.Errors)
			require.Contains(t, g.Errors[0].Message, "time limit")
			require.Empty(t, logs.String(), "a stopped request is no fault of the service")
		})
	}
}

// TestGraphQLInternalErrorLogged checks that an internal error of a GraphQL resolver is
// logged with its cause and answered without it.
func TestGraphQLInternalErrorLogged(t *testing.T) {
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			s := start(t, st.dsn(t))
			logs := captureLogs(t)
			s.App.Domain.FailBeforeCommit = func(string) error { return errors.New("injected cause 4711") }
			g := s.gql(adminToken, `mutation { createProject(input: {id: "p1"}) { id } }`, nil)
			s.App.Domain.FailBeforeCommit = nil
			require.Equal(t, "InternalError", g.errorCode())
			require.NotContains(t, g.Errors[0].Message, "4711")
			require.Contains(t, logs.String(), "injected cause 4711")
			require.Contains(t, logs.String(), g.Errors[0].Extensions["id"])
		})
	}
}

func (b *logBuffer) count(msg string) int { return strings.Count(b.String(), "msg=\""+msg+"\"") }

// captureLogs sends the default logger to a buffer until the test ends. Tests using it do
// not run in parallel with others.
func captureLogs(t *testing.T) *logBuffer {
	b := &logBuffer{}
	prev := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(b, &slog.HandlerOptions{Level: slog.LevelError})))
	t.Cleanup(func() { slog.SetDefault(prev) })
	return b
}

// tcpProxy forwards connections to a PostgreSQL server until it is cut.
type tcpProxy struct {
	ln    net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

// proxied starts a proxy to the server of dsn and returns it with dsn pointing at it.
func proxied(t *testing.T, dsn string) (*tcpProxy, string) {
	u, err := url.Parse(dsn)
	require.NoError(t, err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	p := &tcpProxy{ln: ln}
	target := u.Host
	go p.serve(target)
	t.Cleanup(p.cut)
	u.Host = ln.Addr().String()
	return p, u.String()
}

func (p *tcpProxy) serve(target string) {
	for {
		in, err := p.ln.Accept()
		if err != nil {
			return
		}
		out, err := (&net.Dialer{}).DialContext(context.Background(), "tcp", target)
		if err != nil {
			in.Close()
			continue
		}
		p.mu.Lock()
		p.conns = append(p.conns, in, out)
		p.mu.Unlock()
		go func() { _, _ = io.Copy(out, in); out.Close() }()
		go func() { _, _ = io.Copy(in, out); in.Close() }()
	}
}

// cut stops accepting connections and breaks those open.
func (p *tcpProxy) cut() {
	p.ln.Close()
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// TestStoreRefusesConnections: a PostgreSQL server that refuses the instance's
// connections, because its database was renamed away or its role may no longer log in,
// is an outage like a refused dial: valid credentials are answered 503
// ServiceUnavailable on both faces, not 500. Each case restores what it changed.
func TestStoreRefusesConnections(t *testing.T) {
	for _, tc := range []struct {
		name string
		// refuse makes the server refuse the instance's new connections and ends its
		// sessions; it returns what undoes that.
		refuse func(t *testing.T, db *sql.DB, database, role string) (restore string)
	}{
		{"database renamed", func(t *testing.T, db *sql.DB, database, _ string) string {
			moved := database + "_moved"
			require.Eventually(t, func() bool { // the instance may reconnect between the two
				_, _ = db.Exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", database)
				_, err := db.Exec("ALTER DATABASE " + database + " RENAME TO " + moved)
				return err == nil
			}, 10*time.Second, 10*time.Millisecond)
			return "ALTER DATABASE " + moved + " RENAME TO " + database
		}},
		{"role may not log in", func(t *testing.T, db *sql.DB, _, role string) string {
			_, err := db.Exec("ALTER ROLE " + role + " NOLOGIN")
			require.NoError(t, err)
			_, err = db.Exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1", role)
			require.NoError(t, err)
			return "ALTER ROLE " + role + " LOGIN"
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dsn := postgresOnly(t)
			db := pgServer.Admin()
			role := pgtest.Name("flagstone_role")
			_, err := db.Exec("CREATE ROLE " + role + " LOGIN SUPERUSER")
			require.NoError(t, err)
			t.Cleanup(func() { _, _ = db.Exec("DROP ROLE " + role) })
			u, err := url.Parse(dsn)
			require.NoError(t, err)
			u.User = url.User(role)
			s := start(t, u.String())
			session := s.login("admin", "Admin-Passw0rd!")
			for _, cred := range []string{adminToken, session} { // the callers are known now
				require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/admin/projects", cred, nil).Status)
			}

			restore := tc.refuse(t, db, strings.TrimPrefix(u.Path, "/"), role)
			t.Cleanup(func() { _, _ = db.Exec(restore) })
			for _, cred := range []string{adminToken, session} {
				requireError(t, s.do(http.MethodGet, "/api/admin/projects", cred, nil), http.StatusServiceUnavailable, "ServiceUnavailable", "")
				g := s.gql(cred, `{ projects { id } }`, nil)
				require.Equal(t, "ServiceUnavailable", g.errorCode(), "%+v", g.Errors)
			}
		})
	}
}
