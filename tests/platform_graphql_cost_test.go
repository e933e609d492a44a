package tests

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// fragmentBomb is a query whose fragment n spreads fragment n-1 twice: 2^n fields once
// the fragments are expanded.
func fragmentBomb(n int) string {
	var q strings.Builder
	fmt.Fprintf(&q, "query { ...F%d }\nfragment F0 on Query { __typename }\n", n)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&q, "fragment F%d on Query { ...F%d ...F%d }\n", i, i-1, i-1)
	}
	return q.String()
}

// aliased repeats field n times under aliases in one operation.
func aliased(op string, n int, field string) string {
	var q strings.Builder
	q.WriteString(op + " {")
	for i := range n {
		fmt.Fprintf(&q, " a%d: %s", i, field)
	}
	return q.String() + " }"
}

// viewerPAT is a personal access token of a new Viewer.
func (s *server) viewerPAT(t *testing.T, email string) string {
	t.Helper()
	s.createUser(email, "Viewer")
	return s.createPAT(s.login(email, testPassword))
}

func TestGraphQLCostIsMeasuredBeforeItRuns(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		// 2^40 fields once expanded: measured without expanding, refused at once. A client
		// that gives up after 20 s means the server walked the fragments.
		body, err := json.Marshal(map[string]any{"query": fragmentBomb(40)})
		require.NoError(t, err)
		client := &http.Client{Timeout: 20 * time.Second}
		res, err := client.Post(s.URL+"/graphql", "application/json", bytes.NewReader(body))
		require.NoError(t, err, "the fragment bomb must be refused, not expanded")
		var out gqlResult
		require.NoError(t, json.NewDecoder(res.Body).Decode(&out))
		res.Body.Close()
		require.Equal(t, "ValidationError", out.errorCode())
		require.Contains(t, out.Errors[0].Message, "query cost")
		require.Nil(t, out.Data)

		viewer := s.viewerPAT(t, "vic@example.com")
		for _, tc := range []struct{ name, query, refusal string }{
			{"500 aliased searches", aliased("query", 500, `events(filter: {query: "flag"}) { totalEvents }`), "aliases"},
			{"10 aliased searches", aliased("query", 10, `events(filter: {query: "flag"}) { totalEvents }`), "query cost"},
			{"6 aliased exports", aliased("mutation", 6, `exportFeatures(query: {environment: "development"})`), "query cost"},
			{"101 aliases of anything", aliased("query", 101, `__typename`), "aliases"},
			{"a page far over the limit", `{ events(first: 100000) { events { id data } } }`, "query cost"},
		} {
			g := s.gql(viewer, tc.query, nil)
			require.Equal(t, "ValidationError", g.errorCode(), tc.name)
			require.Contains(t, g.Errors[0].Message, tc.refusal, tc.name)
			require.Nil(t, g.Data, tc.name)
		}
		require.Empty(t, s.eventsOf(t, "features-exported"), "a refused operation runs nothing")

		// What a client really asks for still runs.
		g := s.gql(viewer, `{ events(filter: {query: "flag", limit: 50}) { totalEvents events { id type createdBy data tags { type value } } } }`, nil)
		require.Empty(t, g.Errors)
		g = s.gql(viewer, `mutation { exportFeatures(query: {environment: "development"}) }`, nil)
		require.Empty(t, g.Errors)
	})
}

func TestGraphQLIntrospectionNeedsAuthentication(t *testing.T) {
	schema := `{ __schema { queryType { name } } }`
	eachStore(t, func(t *testing.T, s *server) {
		for _, q := range []string{schema, `{ __type(name: "User") { name } }`, `{ ...S } fragment S on Query { __schema { types { name } } }`} {
			g := s.gql("", q, nil)
			require.Equal(t, "AuthenticationRequired", g.errorCode(), q)
			require.Nil(t, g.Data, q)
		}
		require.Empty(t, s.gql("", `{ __typename }`, nil).Errors, "__typename is not introspection")
		require.Empty(t, s.gql(adminToken, schema, nil).Errors)
		require.Empty(t, s.gql(s.login("admin", "Admin-Passw0rd!"), schema, nil).Errors)

		res := s.do(http.MethodGet, "/graphql/playground", "", nil)
		require.Equal(t, http.StatusOK, res.Status, "the playground page stays reachable")
		require.Contains(t, res.Header.Get("Content-Type"), "text/html")
	})
	eachStoreWith(t, map[string]string{"GRAPHQL_INTROSPECTION": "public"}, func(t *testing.T, s *server) {
		require.Empty(t, s.gql("", schema, nil).Errors)
	})
}

func TestGraphQLTransportErrors(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const secret = "SECRET-IN-THE-BODY"
		for _, tc := range []struct {
			name, body string
			status     int
			code       string
		}{
			{"over the body limit", `{"query": "{ __typename }", "pad": "` + strings.Repeat(secret, 1<<17) + `"}`, http.StatusRequestEntityTooLarge, "PayloadTooLarge"},
			{"a query that is not a string", `{"query": 42, "pad": "` + secret + `"}`, http.StatusBadRequest, "ValidationError"},
			{"variables that are not an object", `{"query": "{ __typename }", "variables": [1], "pad": "` + secret + `"}`, http.StatusBadRequest, "ValidationError"},
			{"JSON cut short", `{"query": "{ __typename }", "pad": "` + secret + `"`, http.StatusBadRequest, "ValidationError"},
		} {
			res, err := http.Post(s.URL+"/graphql", "application/json", strings.NewReader(tc.body))
			require.NoError(t, err)
			b, err := io.ReadAll(res.Body)
			res.Body.Close()
			require.NoError(t, err)
			require.Equal(t, tc.status, res.StatusCode, "%s: %s", tc.name, b)
			var out gqlResult
			require.NoError(t, json.Unmarshal(b, &out), "%s: %s", tc.name, b)
			require.Equal(t, tc.code, out.errorCode(), tc.name)
			require.NotContains(t, string(b), secret, "%s: the body is not echoed", tc.name)
			for _, goish := range []string{"Go struct", "RawParams", "graphql.", "map[string]"} {
				require.NotContains(t, string(b), goish, "%s: no Go type names", tc.name)
			}
		}
	})
}

func TestGraphQLOperationsEndWithTheirTimeLimit(t *testing.T) {
	eachStoreWith(t, map[string]string{"REQUEST_TIMEOUT": "1ns"}, func(t *testing.T, s *server) {
		g := s.gql(adminToken, `{ projects { id } }`, nil)
		require.Equal(t, "ServiceUnavailable", g.errorCode(), "no resolver runs past the request's time limit")
		require.Contains(t, g.Errors[0].Message, "time limit")
	})
}
