package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestReadyAtTheReferencesPath checks that /ready answers readiness as the reference does
// ({"health":"GOOD"}, JSON, no credentials), not the dashboard's page, so a probe copied
// from an Unleash setup works, and that it fails (503) when the store does not answer, as
// /health/ready does.
func TestReadyAtTheReferencesPath(t *testing.T) {
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			dsn := st.dsn(t)
			var proxy *tcpProxy
			if st.name == "postgres" {
				proxy, dsn = proxied(t, dsn)
			}
			s := start(t, dsn)
			res := s.do(http.MethodGet, "/ready", "", nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			require.Contains(t, res.Header.Get("Content-Type"), "application/json")
			require.Equal(t, map[string]any{"health": "GOOD"}, res.JSON(t))

			if proxy != nil {
				proxy.cut()
			} else {
				require.NoError(t, s.App.Store.Close())
			}
			require.Equal(t, http.StatusServiceUnavailable, s.do(http.MethodGet, "/ready", "", nil).Status)
			require.Equal(t, http.StatusServiceUnavailable, s.do(http.MethodGet, "/health/ready", "", nil).Status)
		})
	}
}
