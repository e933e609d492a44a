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
// that only a large query would get (the flag page once asked for 6,891 of 5,000).
func TestDashboardOperationsFitTheLimits(t *testing.T) {
	src, err := os.ReadFile("../web/src/gql/gql.ts")
	require.NoError(t, err)
	docs := dashboardDocument.FindAllStringSubmatch(string(src), -1)
	require.NotEmpty(t, docs)
	schema := generated.NewExecutableSchema(generated.Config{Resolvers: &graph.Resolver{}}).Schema()
	limits := graph.OperationLimits{MaxDepth: graph.MaxDepth, MaxCost: graph.MaxCost, MaxAliases: graph.MaxAliases}
	seen := map[string]bool{}
	for _, m := range docs {
		query := strings.NewReplacer(`\n`, "\n", `\'`, "'").Replace(m[1])
		if seen[query] {
			continue // the file lists each document twice: in its map and in its type
		}
		seen[query] = true
		doc, perr := parser.ParseQuery(&ast.Source{Input: query})
		require.NoError(t, perr, query)
		if len(doc.Operations) == 0 {
			continue // a fragment the cache writes with, no request
		}
		require.Len(t, doc.Operations, 1, query)
		op := doc.Operations[0]
		t.Run(op.Name, func(t *testing.T) {
			require.Empty(t, validator.ValidateWithRules(schema, doc, rules.NewDefaultRules()), "valid against schema/*.graphql")
			oc := &graphql.OperationContext{Doc: doc, Operation: op, Variables: map[string]any{}}
			require.Nil(t, limits.MutateOperationContext(context.Background(), oc), "within the limits")
		})
	}
}
