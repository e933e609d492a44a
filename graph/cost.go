package graph

import (
	"context"
	"encoding/json"
	"strconv"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"flagstone/graph/apperr"
	"flagstone/graph/auth"
)

// Bounds of one operation, measured before it runs.
const (
	MaxDepth   = 12
	MaxCost    = 5000
	MaxAliases = 100
	// DefaultPage is how many items a list without a limit or first argument is taken to hold.
	DefaultPage = 10
	// searchCost is what a free-text event search costs on top of its page.
	searchCost = 500
	// introspectionCost is what reading the schema costs: it is in memory, and validation
	// bounds how deep an introspection query nests.
	introspectionCost = 100
	// costCeiling caps the arithmetic: anything near it is refused anyway.
	costCeiling = 1 << 40
)

// fixedCosts are the fields that do far more work than reading a row or a relation: they
// cost this much before their own items are counted. A playground evaluation reads every
// flag of an environment and evaluates each for its context, as an export reads them: aliases
// of it cannot multiply that work past a few per operation.
var fixedCosts = map[string]int64{
	"Query.events":            50,
	"Query.featureEvents":     50,
	"Query.playground":        1000,
	"Query.instanceInsights":  500,
	"Query.exportState":       1000,
	"Query.validateImport":    1000,
	"Mutation.exportFeatures": 1000,
	"Mutation.importFeatures": 1000,
	"Mutation.importState":    1000,
}

// fixedPages are the fields whose lists hold a known number of items whatever the arguments.
var fixedPages = map[string]int64{
	"Query.featureEvents": 100,
}

// pagedDefaults are the page sizes of fields that page their lists when no limit is given.
var pagedDefaults = map[string]int64{
	"Query.events": 100,
}

// OperationLimits refuses, before anything runs, an operation that nests deeper than
// MaxDepth, costs more than MaxCost or uses more than MaxAliases aliases, and introspection
// by anonymous callers unless PublicIntrospection is set. Fragments are measured once each,
// however often they are spread, so measuring costs as much as reading the document.
type OperationLimits struct {
	MaxDepth, MaxCost, MaxAliases int
	PublicIntrospection           bool
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = OperationLimits{}

// ExtensionName names the extension.
func (OperationLimits) ExtensionName() string { return "OperationLimits" }

// Validate accepts any schema.
func (OperationLimits) Validate(graphql.ExecutableSchema) error { return nil }

// MutateOperationContext measures the operation and refuses it when it is out of bounds.
func (l OperationLimits) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	oc.DisableIntrospection = true
	if oc.Operation == nil {
		return nil
	}
	m := newMeter(oc.Variables).selectionSet(oc.Operation.SelectionSet, DefaultPage)
	switch {
	case m.depth > l.MaxDepth:
		return gqlerror.Errorf("query depth %d exceeds the limit of %d", m.depth, l.MaxDepth)
	case m.aliases > l.MaxAliases:
		return gqlerror.Errorf("query uses %d aliases; the limit is %d", m.aliases, l.MaxAliases)
	case m.cost > int64(l.MaxCost):
		return gqlerror.Errorf("query cost %s exceeds the limit of %d: ask for smaller pages (limit, first), "+
			"fewer aliases or fewer expensive fields (event searches, playground evaluations, exports, imports, insights)", costString(m.cost), l.MaxCost)
	}
	if m.introspection {
		if _, err := auth.Authenticated(ctx); err != nil && !l.PublicIntrospection {
			return &gqlerror.Error{Message: introspectionRefused.Message, Err: introspectionRefused}
		}
		oc.DisableIntrospection = false
	}
	return nil
}

// introspectionRefused answers an anonymous __schema or __type query.
var introspectionRefused = apperr.New(apperr.KindUnauthenticated,
	"Reading the GraphQL schema needs an API token or a login (GRAPHQL_INTROSPECTION=authenticated)")

// measure is what a selection asks of the server.
type measure struct {
	depth, aliases int
	cost           int64
	introspection  bool
}

// and adds a sibling selection: costs and aliases add up, depth is the deeper one.
func (m measure) and(o measure) measure {
	return measure{depth: max(m.depth, o.depth), aliases: m.aliases + o.aliases,
		cost: min(m.cost+o.cost, costCeiling), introspection: m.introspection || o.introspection}
}

// meter measures the selections of one operation; each fragment is measured once per page
// size it is spread under.
type meter struct {
	vars      map[string]any
	fragments map[fragmentKey]measure
}

type fragmentKey struct {
	name string
	page int64
}

func newMeter(vars map[string]any) *meter {
	return &meter{vars: vars, fragments: map[fragmentKey]measure{}}
}

// selectionSet measures set, where a list counts page items unless it says otherwise.
func (mt *meter) selectionSet(set ast.SelectionSet, page int64) measure {
	var m measure
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			m = m.and(mt.field(s, page))
		case *ast.InlineFragment:
			m = m.and(mt.selectionSet(s.SelectionSet, page))
		case *ast.FragmentSpread:
			m = m.and(mt.fragment(s, page))
		}
	}
	return m
}

func (mt *meter) fragment(s *ast.FragmentSpread, page int64) measure {
	if s.Definition == nil {
		return measure{}
	}
	key := fragmentKey{s.Name, page}
	if m, ok := mt.fragments[key]; ok {
		return m
	}
	mt.fragments[key] = measure{cost: costCeiling} // a cycle (refused by validation) costs everything
	m := mt.selectionSet(s.Definition.SelectionSet, page)
	mt.fragments[key] = m
	return m
}

// field measures one field: its own cost, plus its children once per item when it is a
// list. A field that pages (limit, first) sets the item count of the lists below it.
func (mt *meter) field(f *ast.Field, page int64) measure {
	name := f.Name
	if f.ObjectDefinition != nil {
		name = f.ObjectDefinition.Name + "." + f.Name
	}
	childPage := int64(DefaultPage)
	if p, ok := mt.page(f, name); ok {
		childPage, page = p, p
	}
	children := mt.selectionSet(f.SelectionSet, childPage)
	m := measure{depth: children.depth + 1, aliases: children.aliases, introspection: children.introspection}
	if f.Alias != "" && f.Alias != f.Name {
		m.aliases++
	}
	if f.Name == "__schema" || f.Name == "__type" {
		m.depth, m.cost, m.introspection = 0, introspectionCost, true
		return m
	}
	if f.Name == "__typename" {
		m.depth = 0
	}
	own := 1 + fixedCosts[name]
	if name == "Query.events" && mt.searches(f) {
		own += searchCost
	}
	items := int64(1)
	if f.Definition != nil && f.Definition.Type.Elem != nil {
		items = page
	}
	m.cost = min(own+mul(items, children.cost), costCeiling)
	return m
}

// page is the item count a field asks for: its first or limit argument (also inside a
// filter), else what the field is known to return.
func (mt *meter) page(f *ast.Field, name string) (int64, bool) {
	if p, ok := fixedPages[name]; ok {
		return p, true
	}
	args := f.ArgumentMap(mt.vars)
	for _, v := range []any{args["first"], args["limit"], field(args["filter"], "limit")} {
		if n, ok := integer(v); ok {
			return max(n, 0), true
		}
	}
	p, ok := pagedDefaults[name]
	return p, ok
}

// searches reports whether an events field carries a free-text query.
func (mt *meter) searches(f *ast.Field) bool {
	q, _ := field(f.ArgumentMap(mt.vars)["filter"], "query").(string)
	return q != ""
}

func field(v any, name string) any {
	if m, ok := v.(map[string]any); ok {
		return m[name]
	}
	return nil
}

// integer reads an Int argument, whether it came from the document or from variables.
func integer(v any) (int64, bool) {
	switch n := v.(type) {
	case int64:
		return n, true
	case int:
		return int64(n), true
	case int32:
		return int64(n), true
	case float64:
		return int64(n), true
	case json.Number:
		i, err := n.Int64()
		return i, err == nil
	}
	return 0, false
}

func mul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a > costCeiling/b {
		return costCeiling
	}
	return min(a*b, costCeiling)
}

func costString(c int64) string {
	if c >= costCeiling {
		return "beyond measure"
	}
	return strconv.FormatInt(c, 10)
}
