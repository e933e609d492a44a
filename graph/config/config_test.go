package config

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestLoad(t *testing.T) {
	cases := []struct {
		name    string
		env     map[string]string
		wantErr string
		check   func(t *testing.T, c Config)
	}{
		{name: "defaults", env: nil, check: func(t *testing.T, c Config) {
			require.Equal(t, "127.0.0.1:4242", c.Addr())
			require.Equal(t, AuthOpenSource, c.AuthType)
			require.Equal(t, "http://localhost:4242", c.BaseURL)
			require.Equal(t, DefaultSQLitePath, c.DatabaseURL)
			require.Empty(t, c.LogFormat, "chosen by the terminal at start")
			require.False(t, c.MetricsPublic)
			require.Equal(t, time.Minute, c.JobsInterval)
			require.Equal(t, IntrospectionAuthenticated, c.Introspection)
			require.Equal(t, 30*time.Second, c.HTTP.ReadTimeout)
			require.Equal(t, 30*time.Second, c.HTTP.RequestTimeout)
			require.Equal(t, 512, c.HTTP.MaxConcurrentRequests)
			require.Empty(t, c.HTTP.TrustedProxies, "no proxy is trusted unless configured")
			require.Equal(t, uint64(64<<20), c.GCHeapFloor)
		}},
		{name: "gc heap floor off", env: map[string]string{"GC_HEAP_FLOOR_MB": "0"}, check: func(t *testing.T, c Config) {
			require.Zero(t, c.GCHeapFloor)
		}},
		{name: "oidc off by default", check: func(t *testing.T, c Config) {
			require.False(t, c.OIDC.Enabled())
			require.False(t, c.OIDC.Only)
		}},
		{name: "oidc with its defaults", env: map[string]string{"OIDC_ISSUER": "https://idp.example.com/realms/x",
			"OIDC_CLIENT_ID": "flagstone", "OIDC_CLIENT_SECRET": "s3cret"}, check: func(t *testing.T, c Config) {
			require.True(t, c.OIDC.Enabled())
			require.Equal(t, []string{"openid", "profile", "email"}, c.OIDC.Scopes)
			require.Equal(t, "groups", c.OIDC.GroupsClaim)
			require.Equal(t, "Viewer", c.OIDC.DefaultRootRole)
			require.True(t, c.OIDC.AutoCreate)
			require.False(t, c.OIDC.Only)
		}},
		{name: "oidc needs a client id", env: map[string]string{"OIDC_ISSUER": "https://idp.example.com", "OIDC_CLIENT_SECRET": "s"}, wantErr: "OIDC_CLIENT_ID"},
		{name: "oidc needs a client secret", env: map[string]string{"OIDC_ISSUER": "https://idp.example.com", "OIDC_CLIENT_ID": "c"}, wantErr: "OIDC_CLIENT_SECRET"},
		{name: "oidc issuer is a URL", env: map[string]string{"OIDC_ISSUER": "idp.example.com", "OIDC_CLIENT_ID": "c", "OIDC_CLIENT_SECRET": "s"}, wantErr: "OIDC_ISSUER"},
		{name: "oidc scopes need openid", env: map[string]string{"OIDC_ISSUER": "https://idp.example.com", "OIDC_CLIENT_ID": "c",
			"OIDC_CLIENT_SECRET": "s", "OIDC_SCOPES": "profile email"}, wantErr: "OIDC_SCOPES"},
		{name: "oidc only needs an issuer", env: map[string]string{"OIDC_ONLY": "true"}, wantErr: "OIDC_ONLY"},
		{name: "oidc auto create is a boolean", env: map[string]string{"OIDC_AUTO_CREATE": "yes"}, wantErr: "OIDC_AUTO_CREATE"},
		{name: "bad gc heap floor", env: map[string]string{"GC_HEAP_FLOOR_MB": "64MB"}, wantErr: "GC_HEAP_FLOOR_MB"},
		{name: "limits", env: map[string]string{"GRAPHQL_INTROSPECTION": "public", "HTTP_READ_TIMEOUT": "2s",
			"REQUEST_TIMEOUT": "1m", "MAX_CONCURRENT_REQUESTS": "8", "TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.7 ,::1"},
			check: func(t *testing.T, c Config) {
				require.Equal(t, IntrospectionPublic, c.Introspection)
				require.Equal(t, 2*time.Second, c.HTTP.ReadTimeout)
				require.Equal(t, time.Minute, c.HTTP.RequestTimeout)
				require.Equal(t, 8, c.HTTP.MaxConcurrentRequests)
				require.Equal(t, []string{"10.0.0.0/8", "192.168.1.7/32", "::1/128"},
					[]string{c.HTTP.TrustedProxies[0].String(), c.HTTP.TrustedProxies[1].String(), c.HTTP.TrustedProxies[2].String()})
			}},
		{name: "bad introspection", env: map[string]string{"GRAPHQL_INTROSPECTION": "off"}, wantErr: "GRAPHQL_INTROSPECTION"},
		{name: "bad read timeout", env: map[string]string{"HTTP_READ_TIMEOUT": "0s"}, wantErr: "HTTP_READ_TIMEOUT"},
		{name: "bad request cap", env: map[string]string{"MAX_CONCURRENT_REQUESTS": "0"}, wantErr: "MAX_CONCURRENT_REQUESTS"},
		{name: "bad proxy", env: map[string]string{"TRUSTED_PROXIES": "10.0.0.0/33"}, wantErr: "TRUSTED_PROXIES"},
		{name: "scheduler off", env: map[string]string{"JOBS_INTERVAL": "0"}, check: func(t *testing.T, c Config) {
			require.Zero(t, c.JobsInterval)
		}},
		{name: "tokens and trailing slash", env: map[string]string{
			"INIT_ADMIN_API_TOKENS": "*:*.0123456789abcdef0123, *:*.fedcba9876543210fedc", "BASE_URL": "https://flags.example.com/",
		}, check: func(t *testing.T, c Config) {
			require.Len(t, c.InitAdminTokens, 2)
			require.Equal(t, "https://flags.example.com", c.BaseURL)
		}},
		{name: "auth none", env: map[string]string{"AUTH_TYPE": "none"}, check: func(t *testing.T, c Config) {
			require.Equal(t, AuthNone, c.AuthType)
		}},
		{name: "bad port", env: map[string]string{"HTTP_PORT": "http"}, wantErr: "HTTP_PORT"},
		{name: "port out of range", env: map[string]string{"HTTP_PORT": "70000"}, wantErr: "HTTP_PORT"},
		{name: "bad auth type", env: map[string]string{"AUTH_TYPE": "saml"}, wantErr: "AUTH_TYPE"},
		{name: "bad base url", env: map[string]string{"BASE_URL": "flags.example.com"}, wantErr: "BASE_URL"},
		{name: "bad jobs interval", env: map[string]string{"JOBS_INTERVAL": "hourly"}, wantErr: "JOBS_INTERVAL"},
		{name: "negative jobs interval", env: map[string]string{"JOBS_INTERVAL": "-1m"}, wantErr: "JOBS_INTERVAL"},
		{name: "mysql refused", env: map[string]string{"DATABASE_URL": "mysql://root@localhost/flags"}, wantErr: "DATABASE_URL: unsupported scheme \"mysql\""},
		{name: "postgres accepted", env: map[string]string{"DATABASE_URL": "postgresql://u:p@db:5432/flags"}, check: func(t *testing.T, c Config) {
			require.Equal(t, "postgresql://u:p@db:5432/flags", c.DatabaseURL)
		}},
		{name: "sqlite path accepted", env: map[string]string{"DATABASE_URL": "sqlite:/var/lib/flagstone.db"}, check: func(t *testing.T, c Config) {
			require.Equal(t, "sqlite:/var/lib/flagstone.db", c.DatabaseURL)
		}},
		{name: "json logs and public metrics", env: map[string]string{"LOG_FORMAT": "json", "METRICS_PUBLIC": "true"}, check: func(t *testing.T, c Config) {
			require.Equal(t, LogJSON, c.LogFormat)
			require.True(t, c.MetricsPublic)
		}},
		{name: "bad log format", env: map[string]string{"LOG_FORMAT": "xml"}, wantErr: "LOG_FORMAT"},
		{name: "bad metrics public", env: map[string]string{"METRICS_PUBLIC": "yes"}, wantErr: "METRICS_PUBLIC"},
		{name: "cors origins", env: map[string]string{"CORS_ORIGINS": " https://app.example.com/, http://localhost:3000"}, check: func(t *testing.T, c Config) {
			require.Equal(t, []string{"https://app.example.com", "http://localhost:3000"}, c.CORSOrigins)
		}},
		{name: "cors origin without scheme", env: map[string]string{"CORS_ORIGINS": "app.example.com"}, wantErr: "CORS_ORIGINS"},
		{name: "cors origin with a path", env: map[string]string{"CORS_ORIGINS": "https://app.example.com/x"}, wantErr: "CORS_ORIGINS"},
		{name: "bad log level", env: map[string]string{"LOG_LEVEL": "loud"}, wantErr: "LOG_LEVEL"},
		{name: "token not admin format", env: map[string]string{"INIT_ADMIN_API_TOKENS": "default:development.abc"}, wantErr: "INIT_ADMIN_API_TOKENS"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg, err := Load(func(k string) string { return c.env[k] })
			if c.wantErr != "" {
				require.ErrorContains(t, err, c.wantErr)
				return
			}
			require.NoError(t, err)
			c.check(t, cfg)
		})
	}
}

// TestVariablesTableIsWhatLoadReads fails when Load reads a variable the --help table lacks,
// or the table lists one Load never reads: both come from Variables.
func TestVariablesTableIsWhatLoadReads(t *testing.T) {
	read := map[string]bool{}
	_, err := Load(func(k string) string { read[k] = true; return "" })
	require.NoError(t, err)
	var listed []string
	for _, v := range Variables {
		listed = append(listed, v.Name)
		require.True(t, read[v.Name], "%s is in Variables but Load never reads it", v.Name)
	}
	for name := range read {
		require.Contains(t, listed, name, "Load reads %s, which Variables (and so --help) lacks", name)
	}
	var help strings.Builder
	require.NoError(t, WriteVariables(&help))
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	for _, v := range Variables {
		require.Contains(t, help.String(), v.Name)
		require.Contains(t, string(readme), "`"+v.Name+"`", "README's configuration table lacks %s", v.Name)
	}
}
