package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestEventTypesField(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		viewer := s.createPAT(s.login(s.userEmail("Viewer"), testPassword))
		cases := []struct {
			name, token string
			code        string
		}{
			{"anonymous", "", "AuthenticationRequired"},
			{"viewer", viewer, ""},
			{"admin token", adminToken, ""},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := s.gql(c.token, `{ eventTypes }`, nil)
				require.Equal(t, c.code, res.errorCode(), "errors: %v", res.Errors)
				if c.code != "" {
					return
				}
				types := res.Data["eventTypes"].([]any)
				require.Contains(t, types, "feature-created")
				require.Contains(t, types, "environment-updated")
				names := make([]string, len(types))
				for i, v := range types {
					names[i] = v.(string)
				}
				require.IsIncreasing(t, names)
				addons := s.mustOK(t, http.MethodGet, "/api/admin/addons", nil)
				provider := addons["providers"].([]any)[0].(map[string]any)
				require.Equal(t, provider["events"], types, "one list of event types behind both")
			})
		}
	})
}
