package tests

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkLoginTiming measures a failed login for a known user (wrong password), an
// unknown user and a user without a password: ns/op of each should be the same, or the
// answer time tells which accounts exist. Every attempt comes from a fresh address, so no
// rate limit interferes.
//
//	go test -run '^$' -bench LoginTiming -benchtime 40x ./tests/
func BenchmarkLoginTiming(b *testing.B) {
	for _, st := range stores() {
		b.Run(st.name, func(b *testing.B) {
			a := openApp(b, st.dsn(b))
			b.Cleanup(func() { a.Close() })
			for _, u := range []map[string]any{
				{"email": "known@example.com", "password": testPassword, "rootRole": "Viewer"},
				{"email": "nopassword@example.com", "rootRole": "Viewer"},
			} {
				benchServe(b, a, benchRequest(http.MethodPost, "/api/admin/user-admin", string(mustJSON(b, u))))
			}
			addr := 0
			for _, c := range []struct{ name, username string }{
				{"known-user", "known@example.com"},
				{"unknown-user", "nobody@example.com"},
				{"no-password", "nopassword@example.com"},
			} {
				body := string(mustJSON(b, loginBody(c.username, "Wrong-passw0rd")))
				b.Run(c.name, func(b *testing.B) {
					for range b.N {
						addr++
						r := httptest.NewRequest(http.MethodPost, "/auth/simple/login", strings.NewReader(body))
						r.Header.Set("Content-Type", "application/json")
						r.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:4000", addr>>16&255, addr>>8&255, addr&255)
						rec := httptest.NewRecorder()
						a.Handler.ServeHTTP(rec, r)
						require.Equal(b, http.StatusUnauthorized, rec.Code, "body: %s", rec.Body)
					}
				})
			}
		})
	}
}
