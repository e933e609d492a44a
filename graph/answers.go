package graph

import (
	"context"
	"encoding/json"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// Answers keeps answers per caller until anything commits (the REST face's read model).
type Answers interface {
	// Answer returns the answer named name kept for the caller in ctx, or the one build
	// makes (ok false: not to keep).
	Answer(ctx context.Context, name string, build func() (answer []byte, ok bool)) []byte
}

// keptSearches serves GraphQL operations that only search features from Answers, as the
// REST face serves GET /api/admin/search/features: a repeated search (the dashboard's list
// on every visit and live refetch) costs a map lookup until something commits. Other
// operations may read what is not in the database (the client metrics buffer, the clock)
// and are answered as usual.
type keptSearches struct{ answers Answers }

var _ interface {
	graphql.HandlerExtension
	graphql.ResponseInterceptor
} = keptSearches{}

func (keptSearches) ExtensionName() string                   { return "KeptSearches" }
func (keptSearches) Validate(graphql.ExecutableSchema) error { return nil }

// InterceptResponse answers a search-only query from the kept answers, keyed by its text,
// operation name and variables; answers with errors or extensions are not kept.
func (k keptSearches) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	if !graphql.HasOperationContext(ctx) { // an error of the transport: nothing to keep
		return next(ctx)
	}
	oc := graphql.GetOperationContext(ctx)
	if !searchOnly(oc.Operation) {
		return next(ctx)
	}
	vars, err := json.Marshal(oc.Variables)
	if err != nil {
		return next(ctx)
	}
	var built *graphql.Response
	data := k.answers.Answer(ctx, "graphql "+oc.OperationName+"\n"+oc.RawQuery+"\n"+string(vars), func() ([]byte, bool) {
		built = next(ctx)
		if built == nil {
			return nil, false
		}
		return built.Data, len(built.Errors) == 0 && len(built.Extensions) == 0
	})
	if built != nil {
		return built
	}
	return &graphql.Response{Data: data}
}

// searchOnly tells whether op is a query whose root fields are all searchFeatures (or
// __typename).
func searchOnly(op *ast.OperationDefinition) bool {
	if op == nil || op.Operation != ast.Query {
		return false
	}
	search := false
	for _, sel := range op.SelectionSet {
		f, ok := sel.(*ast.Field)
		if !ok || (f.Name != "searchFeatures" && f.Name != "__typename") {
			return false
		}
		search = search || f.Name == "searchFeatures"
	}
	return search
}
