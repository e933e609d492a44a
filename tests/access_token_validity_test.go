package tests

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestTokenExpiryOnBothAPIs checks that the admin API and the client API judge API tokens
// alike: a token works until it expires and is unknown (401) on both afterwards, even
// when the client API has cached its lookup.
func TestTokenExpiryOnBothAPIs(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		expires := s.App.Clock.Now().Add(time.Hour).UTC().Format(time.RFC3339)
		mint := func(kind string) string {
			res := s.admin(http.MethodPost, "/api/admin/api-tokens", map[string]any{"tokenName": kind + "-soon",
				"type": kind, "environment": "development", "projects": []string{"default"}, "expiresAt": expires})
			require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
			return res.JSON(t)["secret"].(string)
		}
		admin, client := mint("admin"), mint("client")
		uses := []struct {
			name, token, path string
		}{
			{"admin token on the admin API", admin, "/api/admin/projects"},
			{"client token on the client API", client, "/api/client/features"},
		}
		for _, u := range uses {
			res := s.do(http.MethodGet, u.path, u.token, nil)
			require.Equal(t, http.StatusOK, res.Status, "%s before expiry: %s", u.name, res.Body)
		}
		s.App.Clock.Advance(2 * time.Hour)
		for _, u := range uses {
			requireError(t, s.do(http.MethodGet, u.path, u.token, nil), http.StatusUnauthorized, "AuthenticationRequired", "")
		}
	})
}
