package tests

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAdminUIBookkeeping: the admin UI's feedback, splash, telemetry settings and error
// reports are answered as the reference answers them (feedback and splash are accepted,
// not stored).
func TestAdminUIBookkeeping(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		email := fmt.Sprintf("ui-%s@example.com", randomHex(3))
		id := s.createUser(email, "Viewer")
		session := s.login(email, testPassword)
		for _, c := range []struct {
			name, method, path, cred string
			body                     any
			status                   int
			want                     map[string]any
			error, prop              string
		}{
			{name: "feedback", method: http.MethodPost, path: "/api/admin/feedback", cred: session, body: map[string]any{"feedbackId": "pnps", "neverShow": true}, status: 200,
				want: map[string]any{"userId": float64(id), "feedbackId": "pnps", "neverShow": true}},
			{name: "feedback without id", method: http.MethodPost, path: "/api/admin/feedback", cred: session, body: map[string]any{"neverShow": true}, status: 400, error: "ValidationError", prop: "feedbackId"},
			{name: "feedback of a token", method: http.MethodPost, path: "/api/admin/feedback", cred: adminToken, body: map[string]any{"feedbackId": "pnps"}, status: 400, error: "ValidationError"},
			{name: "feedback update", method: http.MethodPut, path: "/api/admin/feedback/pnps", cred: session, body: map[string]any{"neverShow": false}, status: 200,
				want: map[string]any{"userId": float64(id), "feedbackId": "pnps", "neverShow": false}},
			{name: "splash", method: http.MethodPost, path: "/api/admin/splash/new-ui", cred: session, status: 200,
				want: map[string]any{"userId": float64(id), "splashId": "new-ui", "seen": true}},
			{name: "splash anonymous", method: http.MethodPost, path: "/api/admin/splash/new-ui", status: 401, error: "AuthenticationRequired"},
			{name: "telemetry", method: http.MethodGet, path: "/api/admin/telemetry/settings", cred: session, status: 200,
				want: map[string]any{"versionInfoCollectionEnabled": false, "featureInfoCollectionEnabled": false}},
			{name: "ui error", method: http.MethodPost, path: "/api/admin/record-ui-error", cred: session, body: map[string]any{"errorMessage": "boom", "errorStack": "at x"}, status: 204},
			{name: "ui error without message", method: http.MethodPost, path: "/api/admin/record-ui-error", cred: session, body: map[string]any{"errorStack": "at x"}, status: 400, error: "ValidationError", prop: "errorMessage"},
			{name: "ui error of a wrong type", method: http.MethodPost, path: "/api/admin/record-ui-error", cred: session, body: map[string]any{"errorMessage": 3}, status: 400, error: "ValidationError", prop: "errorMessage"},
		} {
			t.Run(c.name, func(t *testing.T) {
				res := s.do(c.method, c.path, c.cred, c.body)
				if c.error != "" {
					requireError(t, res, c.status, c.error, c.prop)
					return
				}
				require.Equal(t, c.status, res.Status, "body: %s", res.Body)
				if c.want != nil {
					require.Equal(t, c.want, res.JSON(t))
				}
			})
		}
		require.False(t, strings.Contains(s.Log(), "at x"), "the stack is not logged")
	})
}
