package tests

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestEncodedPathParametersAreDecoded: a percent-escaped path parameter means what it
// decodes to, once: an API token named with ":" escaped is deleted, a tag value holding
// "/" (escaped, so it stays one segment) is removed, and a value holding a literal "%"
// is not decoded a second time.
func TestEncodedPathParametersAreDecoded(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		token := s.apiToken(t, "client", "development", "default")
		require.True(t, strings.HasPrefix(token, "default:development."), token)
		res := s.admin(http.MethodDelete, "/api/admin/api-tokens/"+strings.Replace(token, ":", "%3A", 1), nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		requireError(t, s.do(http.MethodGet, "/api/client/features", token, nil), http.StatusUnauthorized, "AuthenticationRequired", "")

		newFeature(t, s, "default", "escaped-tags")
		for _, value := range []string{"a/b", "a%2Fb", "100%"} {
			res := s.admin(http.MethodPost, "/api/admin/features/escaped-tags/tags", map[string]any{"type": "simple", "value": value})
			require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		}
		for _, tc := range []struct {
			name, path string
			left       []string
		}{
			{name: "escaped slash", path: "a%2Fb", left: []string{"100%", "a%2Fb"}},
			{name: "escaped percent", path: "100%25", left: []string{"a%2Fb"}},
			{name: "escaped percent before 2F", path: "a%252Fb", left: []string{}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(http.MethodDelete, "/api/admin/features/escaped-tags/tags/simple/"+tc.path, nil)
				require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
				require.ElementsMatch(t, tc.left, featureTagValues(t, s, "escaped-tags"))
			})
		}
		res = s.admin(http.MethodGet, "/api/admin/tags/simple/a%2Fb", nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, "a/b", res.JSON(t)["tag"].(map[string]any)["value"])
		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, "/api/admin/tags/simple/a%2Fb", nil).Status)
		requireError(t, s.admin(http.MethodGet, "/api/admin/tags/simple/a%2Fb", nil), http.StatusNotFound, "NotFoundError", "")
		require.Equal(t, http.StatusOK, s.admin(http.MethodGet, "/api/admin/tags/simple/a%252Fb", nil).Status, "the other tag stays")
	})
}

func featureTagValues(t *testing.T, s *server, feature string) []string {
	t.Helper()
	values := []string{}
	for _, tag := range s.admin(http.MethodGet, "/api/admin/features/"+feature+"/tags", nil).JSON(t)["tags"].([]any) {
		values = append(values, tag.(map[string]any)["value"].(string))
	}
	return values
}
