package graph

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator"
	"github.com/vektah/gqlparser/v2/validator/rules"

	"flagstone/graph/auth"
	"flagstone/graph/generated"
)

// operation parses and validates query against the schema, as the executor does before
// the limits run.
func operation(t *testing.T, query string, vars map[string]any) *graphql.OperationContext {
	t.Helper()
	schema := generated.NewExecutableSchema(generated.Config{Resolvers: &Resolver{}}).Schema()
	doc, err := parser.ParseQuery(&ast.Source{Input: query})
	require.NoError(t, err)
	require.Empty(t, validator.ValidateWithRules(schema, doc, rules.NewDefaultRules()))
	op := doc.Operations[0]
	coerced, err := validator.VariableValues(schema, op, vars)
	require.NoError(t, err)
	return &graphql.OperationContext{Doc: doc, Operation: op, Variables: coerced}
}

// bomb is a query whose fragment n spreads fragment n-1 twice: 2^n fields once expanded.
func bomb(n int, leaf string) string {
	var q strings.Builder
	fmt.Fprintf(&q, "query { ...F%d }\nfragment F0 on Query { %s }\n", n, leaf)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&q, "fragment F%d on Query { ...F%d ...F%d }\n", i, i-1, i-1)
	}
	return q.String()
}

func aliases(n int, field string) string {
	var q strings.Builder
	q.WriteString("{")
	for i := range n {
		fmt.Fprintf(&q, " a%d: %s", i, field)
	}
	return q.String() + " }"
}

func TestMeasure(t *testing.T) {
	cases := []struct {
		name    string
		query   string
		vars    map[string]any
		want    measure
		refused string
	}{
		{name: "list without a limit counts a default page", query: `{ projects { id name } }`,
			want: measure{depth: 2, cost: 1 + DefaultPage*2}},
		{name: "nested lists multiply", query: `{ users { id groups { id users { joinedAt } } } }`,
			want: measure{depth: 4, cost: 1 + DefaultPage*(1+1+DefaultPage*(1+1+DefaultPage*1))}},
		{name: "an event page counts its limit", query: `{ events(filter: {limit: 5}) { totalEvents events { id type } } }`,
			want: measure{depth: 3, cost: 51 + 1 + (1 + 5*2)}},
		{name: "a limit from a variable", query: `query($n: Int) { events(first: $n) { edges { node { id } } } }`,
			vars: map[string]any{"n": 7}, want: measure{depth: 4, cost: 51 + 1 + 7*(1+1)}},
		{name: "an event page without a limit holds 100", query: `{ events { events { id } } }`,
			want: measure{depth: 3, cost: 51 + 1 + 100}},
		{name: "a free-text search costs more", query: `{ events(filter: {query: "x", limit: 1}) { totalEvents } }`,
			want: measure{depth: 2, cost: 51 + searchCost + 1}},
		{name: "a search from a variable", query: `query($f: EventFilter) { events(filter: $f) { totalEvents } }`,
			vars: map[string]any{"f": map[string]any{"query": "x"}}, want: measure{depth: 2, cost: 51 + searchCost + 1}},
		{name: "aliases count", query: `{ a: projects { id } b: projects { i: id } }`,
			want: measure{depth: 2, aliases: 3, cost: 2 * (1 + DefaultPage)}},
		{name: "introspection costs a fixed amount, not counted in depth", query: `{ __schema { types { fields { n: name } } } }`,
			want: measure{depth: 0, aliases: 1, cost: introspectionCost, introspection: true}},
		{name: "a fragment spread twice is measured once", query: bomb(3, "__typename"),
			want: measure{depth: 0, cost: 8}},
		{name: "a fragment bomb", query: bomb(60, "__typename"), refused: "query cost beyond measure exceeds the limit"},
		{name: "a fragment bomb of aliases", query: bomb(8, "x: __typename"), refused: "query uses 256 aliases"},
		{name: "500 aliased searches", query: aliases(500, `events(filter: {query: "x"}) { totalEvents }`), refused: "aliases"},
		{name: "a few aliased searches", query: aliases(10, `events(filter: {query: "x"}) { totalEvents }`), refused: "query cost 5520 exceeds the limit of 5000"},
		{name: "aliased exports", query: "mutation " + aliases(6, `exportFeatures(query: {environment: "development"})`), refused: "query cost 6006 exceeds"},
		{name: "one playground evaluation, as the dashboard asks for it", query: `query($in: PlaygroundInput!) { playground(input: $in) { name isEnabled variant { name } strategies { id enabled } } }`,
			vars: map[string]any{"in": map[string]any{"environment": "development", "context": map[string]any{}}},
			want: measure{depth: 3, cost: 1001 + DefaultPage*(1+1+(1+1)+(1+DefaultPage*2))}},
		{name: "aliased playground evaluations of one context", query: `query($in: PlaygroundInput!) {` +
			aliases(5, `playground(input: $in) { isEnabled }`)[1:], vars: map[string]any{"in": map[string]any{"environment": "development", "context": map[string]any{}}},
			refused: "query cost 5055 exceeds the limit of 5000"},
		{name: "a huge page", query: `{ events(first: 100000) { events { id } } }`, refused: "query cost 100052 exceeds"},
		{name: "too deep", query: `{ users { groups { users { user { groups { users { user { groups { users { user { groups { users { user { id } } } } } } } } } } } } } }`,
			refused: "query depth 14 exceeds the limit of 12"},
	}
	limits := OperationLimits{MaxDepth: MaxDepth, MaxCost: MaxCost, MaxAliases: MaxAliases}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			oc := operation(t, c.query, c.vars)
			err := limits.MutateOperationContext(auth.WithCaller(context.Background(), &auth.Caller{Kind: auth.KindAdminToken}), oc)
			if c.refused != "" {
				require.NotNil(t, err)
				require.Contains(t, err.Message, c.refused)
				return
			}
			require.Nil(t, err)
			require.Equal(t, c.want, newMeter(oc.Variables).selectionSet(oc.Operation.SelectionSet, DefaultPage))
		})
	}
}

// TestIntrospectionQueryFits keeps the query GraphiQL and code generators send within bounds.
func TestIntrospectionQueryFits(t *testing.T) {
	oc := operation(t, introspectionQuery, nil)
	m := newMeter(nil).selectionSet(oc.Operation.SelectionSet, DefaultPage)
	require.LessOrEqual(t, m.cost, int64(MaxCost))
	require.LessOrEqual(t, m.aliases, MaxAliases)
	require.True(t, m.introspection)
}

func TestIntrospectionNeedsACaller(t *testing.T) {
	query := `{ __type(name: "Query") { name } }`
	for _, c := range []struct {
		name    string
		caller  *auth.Caller
		public  bool
		allowed bool
	}{
		{name: "anonymous", allowed: false},
		{name: "anonymous, public schema", public: true, allowed: true},
		{name: "a user", caller: &auth.Caller{Kind: auth.KindUser, UserID: 3}, allowed: true},
		{name: "a client token", caller: &auth.Caller{Kind: auth.KindClientToken}, allowed: false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := context.Background()
			if c.caller != nil {
				ctx = auth.WithCaller(ctx, c.caller)
			}
			oc := operation(t, query, nil)
			err := OperationLimits{MaxDepth: MaxDepth, MaxCost: MaxCost, MaxAliases: MaxAliases, PublicIntrospection: c.public}.
				MutateOperationContext(ctx, oc)
			require.Equal(t, c.allowed, err == nil)
			require.Equal(t, !c.allowed, oc.DisableIntrospection)
		})
	}
}

func TestStopWhenDone(t *testing.T) {
	ran := false
	next := func(context.Context) (any, error) { ran = true; return "x", nil }
	ctx, cancel := context.WithCancel(context.Background())
	v, err := stopWhenDone(ctx, next)
	require.NoError(t, err)
	require.Equal(t, "x", v)
	cancel()
	ran = false
	_, err = stopWhenDone(ctx, next)
	require.ErrorContains(t, err, "stopped before it finished")
	require.False(t, ran, "no resolver runs once the request has ended")
}

// introspectionQuery is graphql-js's getIntrospectionQuery(), which GraphiQL sends.
const introspectionQuery = `
query IntrospectionQuery {
  __schema {
    queryType { name }
    mutationType { name }
    subscriptionType { name }
    types { ...FullType }
    directives { name description locations args { ...InputValue } }
  }
}
fragment FullType on __Type {
  kind name description
  fields(includeDeprecated: true) { name description args { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason }
  inputFields { ...InputValue }
  interfaces { ...TypeRef }
  enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
  possibleTypes { ...TypeRef }
}
fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue }
fragment TypeRef on __Type {
  kind name
  ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }
}`

// TestFragmentsMeasureAsTheirExpansion checks that an operation with fragment spreads is measured as the
// same operation with each spread replaced by its selections: its depth, cost and aliases, no more and no
// less, whether the fragment is spread once, twice, under a paged list or inside another fragment.
func TestFragmentsMeasureAsTheirExpansion(t *testing.T) {
	cases := []struct {
		name, fragments, expanded string
	}{
		{name: "a list of strategies",
			fragments: `query($p: String!, $f: String!, $e: String!) { featureStrategies(projectId: $p, featureName: $f, environment: $e) { ...S } }
fragment S on FeatureStrategy { id parameters constraints { contextName values } variants { name payload { type value } } }`,
			expanded: `query($p: String!, $f: String!, $e: String!) { featureStrategies(projectId: $p, featureName: $f, environment: $e) { id parameters constraints { contextName values } variants { name payload { type value } } } }`},
		{name: "spread twice, under pages of different sizes",
			fragments: `{ events(first: 3) { edges { node { ...E } } } featureEvents(featureName: "x") { events { ...E } } }
fragment E on Event { id type tags { type value } }`,
			expanded: `{ events(first: 3) { edges { node { id type tags { type value } } } } featureEvents(featureName: "x") { events { id type tags { type value } } } }`},
		{name: "a fragment inside a fragment, with aliases",
			fragments: `{ projects { ...P } }
fragment P on Project { id n: name ...Q }
fragment Q on Project { d: description }`,
			expanded: `{ projects { id n: name d: description } }`},
		{name: "inline fragments",
			fragments: `{ projects { ... on Project { id } ... { name } } }`,
			expanded:  `{ projects { id name } }`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			vars := map[string]any{"p": "default", "f": "x", "e": "development"}
			spread, expanded := operation(t, c.fragments, vars), operation(t, c.expanded, vars)
			want := newMeter(expanded.Variables).selectionSet(expanded.Operation.SelectionSet, DefaultPage)
			require.NotZero(t, want.cost)
			require.Equal(t, want, newMeter(spread.Variables).selectionSet(spread.Operation.SelectionSet, DefaultPage))
		})
	}
}
