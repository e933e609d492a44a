package tests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAdminRoutesTakeATrailingSlash: a route of the admin API answers with or without a
// trailing slash (the collections did under chi's groups, and Unleash's routes all do), now
// that the routes are served flat from the areas' tables.
func TestAdminRoutesTakeATrailingSlash(t *testing.T) {
	s := start(t, stores()[0].dsn(t))
	cases := []struct{ name, path string }{
		{"a collection", "/api/admin/projects"},
		{"a project's features", "/api/admin/projects/default/features"},
		{"a collection of the access area", "/api/admin/user-admin"},
		{"a route outside any group", "/api/admin/environments"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			bare := s.admin(http.MethodGet, tc.path, nil)
			require.Equal(t, http.StatusOK, bare.Status, "%s: %s", tc.path, bare.Body)
			slash := s.admin(http.MethodGet, tc.path+"/", nil)
			require.Equal(t, http.StatusOK, slash.Status, "%s/: %s", tc.path, slash.Body)
		})
	}
	require.Equal(t, http.StatusNotFound, s.admin(http.MethodGet, "/api/admin/no-such-route/", nil).Status)
}
