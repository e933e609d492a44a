package tests

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

const depPath = "/api/admin/projects/default/features/child/dependencies"

func newFeature(t *testing.T, s *server, project, name string) {
	t.Helper()
	res := s.admin(http.MethodPost, "/api/admin/projects/"+project+"/features", map[string]any{"name": name})
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
}

func dependenciesOf(t *testing.T, s *server, name string) []any {
	t.Helper()
	f := s.admin(http.MethodGet, "/api/admin/projects/default/features/"+name, nil).JSON(t)
	return f["dependencies"].([]any)
}

func TestDependencies(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, n := range []string{"child", "parent", "other-parent"} {
			newFeature(t, s, "default", n)
		}
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, depPath, map[string]any{"feature": "parent"}).Status)
		deps := dependenciesOf(t, s, "child")
		require.Equal(t, []any{map[string]any{"feature": "parent", "enabled": true, "variants": []any{}}}, deps)
		parent := s.admin(http.MethodGet, "/api/admin/projects/default/features/parent", nil).JSON(t)
		require.Equal(t, []any{"child"}, parent["children"])

		// Replacing the dependency on the same parent keeps one row.
		res := s.admin(http.MethodPost, depPath, map[string]any{"feature": "parent", "enabled": true, "variants": []string{"blue"}})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, []any{map[string]any{"feature": "parent", "enabled": true, "variants": []any{"blue"}}}, dependenciesOf(t, s, "child"))
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, depPath, map[string]any{"feature": "other-parent", "enabled": false}).Status)
		require.Len(t, dependenciesOf(t, s, "child"), 2)

		// A parent with children cannot be archived.
		requireError(t, s.admin(http.MethodDelete, "/api/admin/projects/default/features/parent", nil), 400, "ValidationError", "children")

		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, depPath+"/other-parent", nil).Status)
		require.Len(t, dependenciesOf(t, s, "child"), 1)
		require.Equal(t, true, s.admin(http.MethodGet, "/api/admin/projects/default/dependencies", nil).JSON2(t))
		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, depPath, nil).Status)
		require.Empty(t, dependenciesOf(t, s, "child"))
		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, depPath, nil).Status, "200 also with none left")
		require.Equal(t, false, s.admin(http.MethodGet, "/api/admin/projects/default/dependencies", nil).JSON2(t))

		for typ, n := range map[string]int{"feature-dependency-added": 3, "feature-dependency-removed": 1, "feature-dependencies-removed": 1} {
			ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": typ, "feature": "child"}).JSON(t)
			require.EqualValues(t, n, ev["totalEvents"], typ)
			require.Equal(t, "default", ev["events"].([]any)[0].(map[string]any)["project"])
		}
		// Archiving a child is fine, and deleting it removes its dependencies.
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, depPath, map[string]any{"feature": "parent"}).Status)
		require.Equal(t, http.StatusAccepted, s.admin(http.MethodDelete, "/api/admin/projects/default/features/child", nil).Status)
		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, "/api/admin/archive/child", nil).Status)
		parent = s.admin(http.MethodGet, "/api/admin/projects/default/features/parent", nil).JSON(t)
		require.Equal(t, []any{}, parent["children"])
	})
}

func TestDependencyRules(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/projects", map[string]any{"id": "other", "name": "Other"}).Status)
		for _, n := range []string{"child", "parent", "grandparent", "kid", "gone"} {
			newFeature(t, s, "default", n)
		}
		newFeature(t, s, "other", "foreign")
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/features/parent/dependencies", map[string]any{"feature": "grandparent"}).Status)
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, "/api/admin/projects/default/features/kid/dependencies", map[string]any{"feature": "child"}).Status)
		require.Equal(t, http.StatusAccepted, s.admin(http.MethodDelete, "/api/admin/projects/default/features/gone", nil).Status)
		cases := []struct {
			name   string
			path   string
			body   map[string]any
			status int
			msg    string
		}{
			{"self", depPath, map[string]any{"feature": "child"}, 400, "itself"},
			{"parent has a parent", depPath, map[string]any{"feature": "parent"}, 400, "cannot be a parent"},
			{"child is a parent", "/api/admin/projects/default/features/grandparent/dependencies", map[string]any{"feature": "kid"}, 400, "cannot be a parent"},
			{"child with children", depPath, map[string]any{"feature": "grandparent"}, 400, "has children"},
			{"parent in another project", "/api/admin/projects/default/features/kid/dependencies", map[string]any{"feature": "foreign"}, 400, "another project"},
			{"archived parent", "/api/admin/projects/default/features/kid/dependencies", map[string]any{"feature": "gone"}, 400, "archived"},
			{"unknown parent", "/api/admin/projects/default/features/kid/dependencies", map[string]any{"feature": "nope"}, 400, "does not exist"},
			{"variants with disabled parent", "/api/admin/projects/default/features/kid/dependencies", map[string]any{"feature": "child", "enabled": false, "variants": []string{"a"}}, 400, "variants"},
			{"missing parent", "/api/admin/projects/default/features/kid/dependencies", map[string]any{}, 400, "feature"},
			{"unknown child", "/api/admin/projects/default/features/nope/dependencies", map[string]any{"feature": "child"}, 404, "nope"},
			{"child in another project", "/api/admin/projects/default/features/foreign/dependencies", map[string]any{"feature": "child"}, 404, "foreign"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				name := map[int]string{400: "ValidationError", 404: "NotFoundError"}[c.status]
				requireError(t, s.admin(http.MethodPost, c.path, c.body), c.status, name, c.msg)
			})
		}
		requireError(t, s.admin(http.MethodDelete, "/api/admin/projects/default/features/nope/dependencies", nil), 404, "NotFoundError", "")
		requireError(t, s.admin(http.MethodDelete, "/api/admin/projects/default/features/foreign/dependencies", nil), 404, "NotFoundError", "")
		requireError(t, s.admin(http.MethodDelete, "/api/admin/projects/other/features/child/favorites", nil), 404, "NotFoundError", "")
	})
}

func TestFavorites(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, n := range []string{"alpha", "beta", "gamma"} {
			newFeature(t, s, "default", n)
		}
		s.createUser("viewer@example.com", "Viewer")
		s.createUser("other@example.com", "Viewer")
		viewer := s.createPAT(s.login("viewer@example.com", testPassword))
		other := s.createPAT(s.login("other@example.com", testPassword))

		// A Viewer may not change dependencies but may favorite.
		requireError(t, s.do(http.MethodPost, "/api/admin/projects/default/features/alpha/dependencies", viewer,
			map[string]any{"feature": "beta"}), 403, "NoAccessError", "UPDATE_FEATURE_DEPENDENCY")
		require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/api/admin/projects/default/features/gamma/favorites", viewer, nil).Status)
		require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/api/admin/projects/default/features/gamma/favorites", viewer, nil).Status, "twice is fine")
		require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/api/admin/projects/default/favorites", viewer, nil).Status)

		names := func(cred string) ([]string, []bool) {
			fs := s.do(http.MethodGet, "/api/admin/projects/default/features", cred, nil).JSON(t)["features"].([]any)
			var ns []string
			var favs []bool
			for _, f := range fs {
				ns = append(ns, f.(map[string]any)["name"].(string))
				favs = append(favs, f.(map[string]any)["favorite"].(bool))
			}
			return ns, favs
		}
		ns, favs := names(viewer)
		require.Equal(t, []string{"gamma", "alpha", "beta"}, ns, "favorites sort first")
		require.Equal(t, []bool{true, false, false}, favs)
		ns, favs = names(other)
		require.Equal(t, []string{"alpha", "beta", "gamma"}, ns, "another user's favorites do not mix in")
		require.Equal(t, []bool{false, false, false}, favs)
		projects := s.do(http.MethodGet, "/api/admin/projects", viewer, nil).JSON(t)["projects"].([]any)
		require.Equal(t, true, projects[0].(map[string]any)["favorite"])
		g := s.gql(viewer, `{ features(projectId: "default") { name favorite } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, true, g.Data["features"].([]any)[0].(map[string]any)["favorite"])

		require.Equal(t, http.StatusOK, s.do(http.MethodDelete, "/api/admin/projects/default/features/gamma/favorites", viewer, nil).Status)
		require.Equal(t, http.StatusOK, s.do(http.MethodDelete, "/api/admin/projects/default/features/gamma/favorites", viewer, nil).Status, "idempotent")
		_, favs = names(viewer)
		require.Equal(t, []bool{false, false, false}, favs)

		// API tokens have no favorites: DELETE is a no-op, POST explains.
		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, "/api/admin/projects/default/features/alpha/favorites", nil).Status)
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/default/features/alpha/favorites", nil), 400, "ValidationError", "users")
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/default/favorites", nil), 400, "ValidationError", "users")

		for typ, n := range map[string]int{"feature-favorited": 1, "feature-unfavorited": 1, "project-favorited": 1} {
			ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": typ}).JSON(t)
			require.EqualValues(t, n, ev["totalEvents"], typ)
		}
	})
}

// TestFeatureListDependencyQueryCount: 200 features with dependencies, children and
// favorite cost a constant number of statements.
func TestFeatureListDependencyQueryCount(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.createUser("fan@example.com", "Editor")
		fan := s.createPAT(s.login("fan@example.com", testPassword))
		add := func(from, to int) {
			for i := from; i < to; i++ {
				newFeature(t, s, "default", fmt.Sprintf("f%03d", i))
				if i%2 == 1 {
					res := s.admin(http.MethodPost, fmt.Sprintf("/api/admin/projects/default/features/f%03d/dependencies", i),
						map[string]any{"feature": fmt.Sprintf("f%03d", i-1)})
					require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
				}
				if i%3 == 0 {
					require.Equal(t, http.StatusOK, s.do(http.MethodPost, fmt.Sprintf("/api/admin/projects/default/features/f%03d/favorites", i), fan, nil).Status)
				}
			}
		}
		count := func() int64 {
			s.settle(fan)
			before := s.App.Store.Statements.Load()
			g := s.gql(fan, `{ features(projectId: "default") { name favorite children dependencies { feature enabled variants } } }`, nil)
			require.Empty(t, g.Errors)
			return s.App.Store.Statements.Load() - before
		}
		add(0, 4)
		few := count()
		add(4, 200)
		many := count()
		t.Logf("statements for a feature list with dependencies, children, favorite: %d (4 features) / %d (200 features)", few, many)
		requireFlatStatements(t, few, many, "a feature list with dependencies, children, favorite")
	})
}
