package config

import (
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
			require.Empty(t, c.DatabaseURL)
			require.Equal(t, time.Minute, c.JobsInterval)
			require.Equal(t, IntrospectionAuthenticated, c.Introspection)
			require.Equal(t, 30*time.Second, c.HTTP.ReadTimeout)
			require.Equal(t, 30*time.Second, c.HTTP.RequestTimeout)
			require.Equal(t, 512, c.HTTP.MaxConcurrentRequests)
			require.Empty(t, c.HTTP.TrustedProxies, "no proxy is trusted unless configured")
		}},
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
