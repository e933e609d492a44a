package tests

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFeatureSearch drives GET /api/admin/search/features: the query on names and tag
// values, the project, tag, type and state filters, favorites first, sorting, pages and
// the total, and the errors of bad filters.
func TestFeatureSearch(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "shop"})
		for _, f := range []struct{ project, name, typ string }{
			{"default", "search-alpha", "release"}, {"default", "search-beta", "experiment"},
			{"default", "search-gamma", "release"}, {"shop", "shop-checkout", "release"}, {"default", "other", "kill-switch"},
		} {
			s.mustOK(t, http.MethodPost, "/api/admin/projects/"+f.project+"/features", map[string]any{"name": f.name, "type": f.typ})
		}
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/features/other/tags",
			map[string]any{"type": "simple", "value": "search-team"}).Status)
		s.mustOK(t, http.MethodPut, "/api/admin/projects/default/features/search-gamma", map[string]any{"stale": true})

		cases := []struct {
			name  string
			q     url.Values
			want  []any
			total float64
		}{
			{"query on names and tags", url.Values{"query": {"SEARCH"}, "sortBy": {"name"}}, []any{"other", "search-alpha", "search-beta", "search-gamma"}, 4},
			{"project", url.Values{"project": {"IS:shop"}}, []any{"shop-checkout"}, 1},
			{"type", url.Values{"type": {"IS_ANY_OF:experiment,kill-switch"}, "sortBy": {"name"}}, []any{"other", "search-beta"}, 2},
			{"state", url.Values{"state": {"IS:stale"}}, []any{"search-gamma"}, 1},
			{"tag", url.Values{"tag": {"IS:simple:search-team"}}, []any{"other"}, 1},
			{"sort and page", url.Values{"sortBy": {"name"}, "sortOrder": {"desc"}, "offset": {"1"}, "limit": {"2"}}, []any{"search-gamma", "search-beta"}, 5},
			{"a page past the end still counts", url.Values{"offset": {"10"}, "limit": {"2"}}, nil, 5},
		}
		for _, c := range cases {
			names, total := s.searchNames(t, adminToken, c.q.Encode())
			require.Equal(t, c.want, names, c.name)
			require.Equal(t, c.total, total, c.name)
		}

		s.createUser("searcher@example.com", "Viewer")
		viewer := s.login("searcher@example.com", testPassword)
		require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/api/admin/projects/default/features/search-gamma/favorites", viewer, nil).Status)
		q := url.Values{"query": {"search-"}, "sortBy": {"name"}, "favoritesFirst": {"true"}}
		names, _ := s.searchNames(t, viewer, q.Encode())
		require.Equal(t, []any{"search-gamma", "other", "search-alpha", "search-beta"}, names, "favorites first; other has the tag search-team")
		q.Set("offset", "1")
		q.Set("limit", "1")
		names, _ = s.searchNames(t, viewer, q.Encode())
		require.Equal(t, []any{"other"}, names, "a page past the favorites")

		res := s.do(http.MethodGet, "/api/admin/search/features?query=alpha", adminToken, nil)
		f := res.JSON(t)["features"].([]any)[0].(map[string]any)
		require.Equal(t, "default", f["project"])
		require.Len(t, f["environments"], 2)

		s.mustOK(t, http.MethodDelete, "/api/admin/projects/default/features/other", nil)
		names, total := s.searchNames(t, adminToken, url.Values{"archived": {"IS:true"}}.Encode())
		require.Equal(t, []any{"other"}, names, "archived only")
		require.Equal(t, float64(1), total)
		names, _ = s.searchNames(t, adminToken, url.Values{"query": {"search-"}, "archived": {"IS:false"}, "sortBy": {"name"}}.Encode())
		require.Equal(t, []any{"search-alpha", "search-beta", "search-gamma"}, names, "archived flags left out")

		requireError(t, s.admin(http.MethodGet, "/api/admin/search/features?archived=yes", nil), 400, "ValidationError", "archived")
		requireError(t, s.admin(http.MethodGet, "/api/admin/search/features?sortBy=color", nil), 400, "ValidationError", "sortBy")
		requireError(t, s.admin(http.MethodGet, "/api/admin/search/features?state=IS:gone", nil), 400, "ValidationError", "state")
		requireError(t, s.admin(http.MethodGet, "/api/admin/search/features?limit=x", nil), 400, "ValidationError", "limit")
		requireError(t, s.do(http.MethodGet, "/api/admin/search/features", "", nil), 401, "AuthenticationRequired", "")
	})
}

// TestFeatureSearchGraphQL: the searchFeatures connection takes the REST search's filters
// and answers the same page and total.
func TestFeatureSearchGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, name := range []string{"gql-search-a", "gql-search-b", "gql-search-c", "unrelated"} {
			s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": name})
		}
		g := s.gql(adminToken, `query($f: FeatureSearchInput) { searchFeatures(filter: $f) { totalCount hasNextPage nodes { name } } }`,
			map[string]any{"f": map[string]any{"query": "gql-search", "sortBy": "name", "sortOrder": "desc", "limit": 2}})
		require.Empty(t, g.Errors)
		conn := g.Data["searchFeatures"].(map[string]any)
		require.Equal(t, float64(3), conn["totalCount"])
		require.Equal(t, true, conn["hasNextPage"])
		require.Equal(t, []any{map[string]any{"name": "gql-search-c"}, map[string]any{"name": "gql-search-b"}}, conn["nodes"])

		s.mustOK(t, http.MethodDelete, "/api/admin/projects/default/features/gql-search-a", nil)
		g = s.gql(adminToken, `{ searchFeatures(filter: {query: "gql-search", archived: true}) { totalCount nodes { name archived } } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, map[string]any{"totalCount": float64(1), "nodes": []any{map[string]any{"name": "gql-search-a", "archived": true}}},
			g.Data["searchFeatures"], "archived: true searches the archived flags")

		g = s.gql(adminToken, `{ searchFeatures(filter: {sortBy: "color"}) { totalCount } }`, nil)
		require.Equal(t, "ValidationError", g.errorCode())
		g = s.gql("", `{ searchFeatures { totalCount } }`, nil)
		require.Equal(t, "AuthenticationRequired", g.errorCode())
	})
}

// TestFeatureSearchGraphQLKept: a searchFeatures query is answered from the read model,
// as the REST search is: repeated, it sends no statement and the same bytes, for each
// caller apart; a commit (a new flag) makes it build again; an operation that asks for
// more than searches is answered as usual; errors are not kept.
func TestFeatureSearchGraphQLKept(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, name := range []string{"kept-a", "kept-b"} {
			s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": name})
		}
		s.createUser("kept-viewer@example.com", "Viewer")
		viewer := s.login("kept-viewer@example.com", testPassword)
		const search = `query($q: String) { searchFeatures(filter: {query: $q, sortBy: "name"}) { totalCount nodes { name environments { name enabled } } } }`
		vars := map[string]any{"q": "kept-"}
		ask := func(cred, query string) (body []byte, statements int64) {
			t.Helper()
			before := s.App.Store.Statements.Load()
			res := s.do(http.MethodPost, "/graphql", cred, map[string]any{"query": query, "variables": vars})
			require.Equal(t, http.StatusOK, res.Status, "%s", res.Body)
			return res.Body, s.App.Store.Statements.Load() - before
		}
		s.settle(adminToken)
		s.settle(viewer)
		first, _ := ask(adminToken, search)
		require.Contains(t, string(first), `"totalCount":2`)
		again, statements := ask(adminToken, search)
		require.Equal(t, first, again, "the same bytes")
		require.Zero(t, statements, "a kept answer sends no statement")
		_, statements = ask(viewer, search)
		require.NotZero(t, statements, "another caller's answer is its own")

		_, statements = ask(adminToken, `query($q: String) { searchFeatures(filter: {query: $q}) { totalCount } features(projectId: "default") { name } }`)
		_, again2 := ask(adminToken, `query($q: String) { searchFeatures(filter: {query: $q}) { totalCount } features(projectId: "default") { name } }`)
		require.NotZero(t, statements)
		require.NotZero(t, again2, "an operation with more than searches is not kept")

		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "kept-c"})
		after, _ := ask(adminToken, search)
		require.Contains(t, string(after), `"totalCount":3`, "a commit makes the answer stale")
		rest := s.admin(http.MethodGet, "/api/admin/search/features?query=kept-&sortBy=name", nil).JSON(t)
		require.EqualValues(t, 3, rest["total"], "the same matches as REST")

		bad := `{ searchFeatures(filter: {sortBy: "color"}) { totalCount } }`
		for range 2 {
			g := s.gql(adminToken, bad, nil)
			require.Equal(t, "ValidationError", g.errorCode(), "errors are not kept")
		}
	})
}

// TestFeatureSearchFavoritesFirstOrder: favorites first puts the calling user's favorites
// that match first, then the other matches, each part in the requested order, and pages
// through both as one list (a page of favorites only, one across the boundary, one past
// it, one past the end); without a user (an API token) or without favoritesFirst it is
// the plain order.
func TestFeatureSearchFavoritesFirstOrder(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, f := range []struct{ name, typ string }{
			{"fav-c", "release"}, {"fav-a", "experiment"}, {"fav-e", "release"},
			{"fav-b", "experiment"}, {"fav-d", "release"}, {"fav-f", "operational"},
		} {
			s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": f.name, "type": f.typ})
		}
		s.createUser("favorer@example.com", "Viewer")
		viewer := s.login("favorer@example.com", testPassword)
		for _, name := range []string{"fav-e", "fav-b", "fav-f"} {
			require.Equal(t, http.StatusOK, s.do(http.MethodPost, "/api/admin/projects/default/features/"+name+"/favorites", viewer, nil).Status)
		}
		cases := []struct {
			name  string
			cred  string
			q     string
			want  []any
			total float64
		}{
			{"by name", viewer, "sortBy=name", []any{"fav-b", "fav-e", "fav-f", "fav-a", "fav-c", "fav-d"}, 6},
			{"by name descending", viewer, "sortBy=name&sortOrder=desc", []any{"fav-f", "fav-e", "fav-b", "fav-d", "fav-c", "fav-a"}, 6},
			{"a page of favorites", viewer, "sortBy=name&limit=2", []any{"fav-b", "fav-e"}, 6},
			{"a page across the boundary", viewer, "sortBy=name&offset=2&limit=2", []any{"fav-f", "fav-a"}, 6},
			{"a page past the favorites", viewer, "sortBy=name&offset=3&limit=2", []any{"fav-a", "fav-c"}, 6},
			{"the last page", viewer, "sortBy=name&offset=5&limit=5", []any{"fav-d"}, 6},
			{"past the end", viewer, "sortBy=name&offset=6", nil, 6},
			{"the largest offset", viewer, "sortBy=name&offset=9223372036854775807", nil, 6},
			{"by type", viewer, "sortBy=type", []any{"fav-b", "fav-f", "fav-e", "fav-a", "fav-c", "fav-d"}, 6},
			{"by type descending", viewer, "sortBy=type&sortOrder=desc", []any{"fav-e", "fav-f", "fav-b", "fav-c", "fav-d", "fav-a"}, 6},
			{"filtered", viewer, "sortBy=name&type=IS:release", []any{"fav-e", "fav-c", "fav-d"}, 3},
			{"filtered, past its favorites", viewer, "sortBy=name&type=IS:release&offset=1&limit=1", []any{"fav-c"}, 3},
			{"an API token has no favorites", adminToken, "sortBy=name&limit=4", []any{"fav-a", "fav-b", "fav-c", "fav-d"}, 6},
		}
		for _, c := range cases {
			names, total := s.searchNames(t, c.cred, "favoritesFirst=true&"+c.q)
			require.Equal(t, c.want, names, c.name)
			require.Equal(t, c.total, total, c.name)
		}
		names, _ := s.searchNames(t, viewer, "sortBy=name&limit=3")
		require.Equal(t, []any{"fav-a", "fav-b", "fav-c"}, names, "without favoritesFirst")
	})
}

// searchNames is the names of the page of the feature search for query, as cred, and the
// total it reports.
func (s *server) searchNames(t *testing.T, cred, query string) ([]any, float64) {
	t.Helper()
	res := s.do(http.MethodGet, "/api/admin/search/features?"+query, cred, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s: %s", query, res.Body)
	body := res.JSON(t)
	var names []any
	for _, f := range body["features"].([]any) {
		names = append(names, f.(map[string]any)["name"])
	}
	return names, body["total"].(float64)
}
