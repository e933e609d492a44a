package tests

import (
	"context"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator"
	"github.com/vektah/gqlparser/v2/validator/rules"

	"flagstone/graph"
	"flagstone/graph/generated"
)

// dashboardDocument finds the operations of the dashboard in the documents GraphQL Code
// Generator wrote (web/src/gql/gql.ts), as the keys of its document map.
var dashboardDocument = regexp.MustCompile(`(?m)^  '((?:[^'\\]|\\.)*)':`)

// TestDashboardOperationsFitTheLimits checks every operation the dashboard sends against the
// schema and the server's depth, cost and alias limits, so that no screen meets a refusal
// that only a large query would get (the flag page once asked for 6,891 of 5,000). Each
// operation is checked as the client sends it: with the fragments it spreads, which GraphQL
// Code Generator appends to the document from the graphql() calls that define them.
func TestDashboardOperationsFitTheLimits(t *testing.T) {
	src, err := os.ReadFile("../web/src/gql/gql.ts")
	require.NoError(t, err)
	docs := dashboardDocument.FindAllStringSubmatch(string(src), -1)
	require.NotEmpty(t, docs)
	schema := generated.NewExecutableSchema(generated.Config{Resolvers: &graph.Resolver{}}).Schema()
	limits := graph.OperationLimits{MaxDepth: graph.MaxDepth, MaxCost: graph.MaxCost, MaxAliases: graph.MaxAliases}
	fragments := map[string]string{}
	var operations []string
	seen := map[string]bool{}
	for _, m := range docs {
		query := strings.NewReplacer(`\n`, "\n", `\'`, "'").Replace(m[1])
		if seen[query] {
			continue // the file lists each document twice: in its map and in its type
		}
		seen[query] = true
		doc, perr := parser.ParseQuery(&ast.Source{Input: query})
		require.NoError(t, perr, query)
		for _, f := range doc.Fragments {
			fragments[f.Name] = query
		}
		if len(doc.Operations) > 0 {
			operations = append(operations, query)
		}
	}
	for _, query := range operations {
		sent := withFragments(t, query, fragments)
		doc, perr := parser.ParseQuery(&ast.Source{Input: sent})
		require.NoError(t, perr, sent)
		require.Len(t, doc.Operations, 1, query)
		op := doc.Operations[0]
		t.Run(op.Name, func(t *testing.T) {
			require.Empty(t, validator.ValidateWithRules(schema, doc, rules.NewDefaultRules()), "valid against schema/*.graphql")
			oc := &graphql.OperationContext{Doc: doc, Operation: op, Variables: map[string]any{}}
			require.Nil(t, limits.MutateOperationContext(context.Background(), oc), "within the limits")
		})
	}
}

// withFragments is query followed by the documents defining the fragments it spreads, and those
// they spread in turn, each once: the document the dashboard sends.
func withFragments(t *testing.T, query string, fragments map[string]string) string {
	t.Helper()
	out := []string{query}
	added := map[string]bool{}
	for todo := []string{query}; len(todo) > 0; {
		doc, err := parser.ParseQuery(&ast.Source{Input: todo[0]})
		require.NoError(t, err, todo[0])
		todo = todo[1:]
		for _, name := range spreads(doc) {
			def, ok := fragments[name]
			require.True(t, ok, "the dashboard defines fragment %s", name)
			if !added[def] && def != query {
				added[def] = true
				out = append(out, def)
				todo = append(todo, def)
			}
		}
	}
	return strings.Join(out, "\n")
}

// spreads names the fragments doc spreads, in its operations and fragments.
func spreads(doc *ast.QueryDocument) []string {
	var names []string
	var walk func(ast.SelectionSet)
	walk = func(set ast.SelectionSet) {
		for _, sel := range set {
			switch s := sel.(type) {
			case *ast.Field:
				walk(s.SelectionSet)
			case *ast.InlineFragment:
				walk(s.SelectionSet)
			case *ast.FragmentSpread:
				names = append(names, s.Name)
			}
		}
	}
	for _, op := range doc.Operations {
		walk(op.SelectionSet)
	}
	for _, f := range doc.Fragments {
		walk(f.SelectionSet)
	}
	return names
}
