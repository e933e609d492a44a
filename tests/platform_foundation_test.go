package tests

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/graph/config"
	"flagstone/rest/app"
)

// TestSecondStartChangesNothing: migrations and seeding are idempotent, and only the first
// start reports credentials to print.
func TestSecondStartChangesNothing(t *testing.T) {
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			dsn := st.fresh(t)
			cfg, err := config.Load(func(k string) string { return map[string]string{"DATABASE_URL": dsn}[k] })
			require.NoError(t, err)
			first, err := app.New(context.Background(), cfg)
			require.NoError(t, err)
			require.NotEmpty(t, first.FirstStart.AdminPassword)
			require.Len(t, first.FirstStart.AdminTokens, 1, "a token is generated when none is configured")
			require.True(t, strings.HasPrefix(first.FirstStart.AdminTokens[0], "*:*."))
			roles, err := first.Store.Client.Role.Query().Count(context.Background())
			require.NoError(t, err)
			require.NoError(t, first.Close())

			second, err := app.New(context.Background(), cfg)
			require.NoError(t, err)
			defer second.Close()
			require.Empty(t, second.FirstStart.AdminPassword)
			require.Empty(t, second.FirstStart.AdminTokens)
			again, err := second.Store.Client.Role.Query().Count(context.Background())
			require.NoError(t, err)
			require.Equal(t, roles, again)
			users, err := second.Store.Client.User.Query().Count(context.Background())
			require.NoError(t, err)
			require.Equal(t, 1, users)
		})
	}
}

func TestDefaultSQLitePathAndSQLitePrefix(t *testing.T) {
	dir := t.TempDir()
	for _, dsn := range []string{filepath.Join(dir, "plain.db"), "sqlite:" + filepath.Join(dir, "prefixed.db")} {
		cfg, err := config.Load(func(k string) string { return map[string]string{"DATABASE_URL": dsn}[k] })
		require.NoError(t, err)
		a, err := app.New(context.Background(), cfg)
		require.NoError(t, err, dsn)
		require.Equal(t, "sqlite3", a.Store.Dialect)
		require.NoError(t, a.Close())
	}
}

func TestHealthAndPlayground(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, path := range []string{"/health", "/health/ready", "/graphql/playground"} {
			require.Equal(t, http.StatusOK, s.do(http.MethodGet, path, "", nil).Status, path)
		}
	})
}

func TestGraphQLLimitsAndTransports(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		deep := `{ groups { users { user { groups { users { user { groups { users { user { groups { users { user { groups { id } } } } } } } } } } } } } }`
		g := s.gql(adminToken, deep, nil)
		require.Equal(t, "ValidationError", g.errorCode())
		require.Contains(t, g.Errors[0].Message, "depth")

		// Introspection is not counted against the depth limit, so tools can load the schema.
		g = s.gql(adminToken, `{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name } } } } } } } }`, nil)
		require.Empty(t, g.Errors)

		var wide strings.Builder
		wide.WriteString("{")
		for i := 0; i < 50; i++ {
			fmt.Fprintf(&wide, " u%d: users { id groups { id users { joinedAt } } }", i)
		}
		wide.WriteString(" }")
		g = s.gql(adminToken, wide.String(), nil)
		require.Equal(t, "ValidationError", g.errorCode(), "a query over the cost limit is refused")
		require.Contains(t, g.Errors[0].Message, "query cost")

		res := s.do(http.MethodGet, "/graphql?query="+url.QueryEscape(`{ rootRoles { name } }`), adminToken, nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Contains(t, string(res.Body), "Editor")
	})
}

func TestUIConfig(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		res := s.admin(http.MethodGet, "/api/admin/ui-config", nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		body := res.JSON(t)
		require.NotEmpty(t, body["version"])
		require.NotEmpty(t, body["unleashUrl"])
		require.Contains(t, body, "baseUriPath")
		require.Equal(t, "open-source", body["authenticationType"])
		require.Contains(t, body["versionInfo"], "current")

		g := s.gql(adminToken, `{ uiConfig { version unleashUrl authenticationType frontendApiOrigins } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, body["unleashUrl"], g.Data["uiConfig"].(map[string]any)["unleashUrl"])
		requireError(t, s.do(http.MethodGet, "/api/admin/ui-config", "", nil), 401, "AuthenticationRequired", "")
	})
}
