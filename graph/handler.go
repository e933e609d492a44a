package graph

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"flagstone/graph/apperr"
	"flagstone/graph/generated"
)

// Query bounds: a query nested deeper or costing more is refused before it runs.
const (
	MaxDepth      = 12
	MaxComplexity = 1000
	queryCacheLen = 1000
)

// NewHandler builds the GraphQL server explicitly: POST and GET transports, a query cache,
// introspection, depth and complexity limits, the error presenter and a recover function.
func NewHandler(r *Resolver) http.Handler {
	srv := handler.New(generated.NewExecutableSchema(generated.Config{Resolvers: r}))
	srv.AddTransport(transport.GET{})
	srv.AddTransport(transport.POST{})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](queryCacheLen))
	srv.Use(extension.Introspection{})
	srv.Use(DepthLimit{Max: MaxDepth})
	srv.Use(extension.FixedComplexityLimit(MaxComplexity))
	srv.SetErrorPresenter(presentError)
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		slog.ErrorContext(ctx, "panic in resolver", "panic", p, "stack", string(debug.Stack()))
		return apperr.Internal(fmt.Errorf("panic: %v", p))
	})
	return srv
}

// presentError gives every GraphQL error the REST vocabulary: extensions.code is the error
// name and extensions.id the error id. Errors the GraphQL layer raises itself (parse,
// validation, limits, input coercion) are ValidationErrors; unclassified resolver errors are
// internal and their message is replaced.
func presentError(ctx context.Context, err error) *gqlerror.Error {
	gqlErr := graphql.DefaultErrorPresenter(ctx, err)
	// gqlErr may be err itself: keep the resolver's error for the log before its message
	// is replaced below.
	cause := gqlErr.Err
	var ae *apperr.Error
	var classified apperr.Classified
	switch {
	case errors.As(err, &ae), errors.As(err, &classified):
		ae = apperr.As(err)
		gqlErr.Message = ae.Message
	case gqlErr.Err == nil:
		ae = apperr.Validation("%s", gqlErr.Message)
	default:
		ae = apperr.Internal(err)
		gqlErr.Message = ae.Message
	}
	id := apperr.NewID()
	if ae.Logged() {
		slog.ErrorContext(ctx, "graphql internal error", "errorId", id, "path", gqlErr.Path.String(), "err", cause)
	}
	if gqlErr.Extensions == nil {
		gqlErr.Extensions = map[string]any{}
	}
	gqlErr.Extensions["code"] = ae.Kind.Name()
	gqlErr.Extensions["id"] = id
	if len(ae.Details) > 0 {
		gqlErr.Extensions["details"] = ae.Details
	}
	return gqlErr
}

// DepthLimit refuses operations whose selections nest deeper than Max. Introspection
// fields (__schema, __type) are not counted, so tools can still read the schema.
type DepthLimit struct{ Max int }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = DepthLimit{}

// ExtensionName names the extension.
func (DepthLimit) ExtensionName() string { return "DepthLimit" }

// Validate accepts any schema.
func (DepthLimit) Validate(graphql.ExecutableSchema) error { return nil }

// MutateOperationContext measures the operation before it executes.
func (d DepthLimit) MutateOperationContext(_ context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil {
		return nil
	}
	if depth := selectionDepth(oc.Operation.SelectionSet); depth > d.Max {
		return gqlerror.Errorf("query depth %d exceeds the limit of %d", depth, d.Max)
	}
	return nil
}

func selectionDepth(set ast.SelectionSet) int {
	deepest := 0
	for _, sel := range set {
		d := 0
		switch s := sel.(type) {
		case *ast.Field:
			if len(s.Name) > 1 && s.Name[:2] == "__" {
				continue
			}
			d = 1 + selectionDepth(s.SelectionSet)
		case *ast.InlineFragment:
			d = selectionDepth(s.SelectionSet)
		case *ast.FragmentSpread:
			if s.Definition != nil {
				d = selectionDepth(s.Definition.SelectionSet)
			}
		}
		deepest = max(deepest, d)
	}
	return deepest
}
