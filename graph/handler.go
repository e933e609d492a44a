package graph

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/coder/websocket"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"flagstone/graph/apperr"
	"flagstone/graph/generated"
)

const queryCacheLen = 1000

// HandlerOptions configure the GraphQL server.
type HandlerOptions struct {
	// PublicIntrospection lets anonymous callers read the schema.
	PublicIntrospection bool
	// Extensions are added to the server after its own (the metrics observe operations).
	Extensions []graphql.HandlerExtension
	// Sockets keeps the open WebSockets: their authentication, their callers as they last,
	// the admission of their operations. A WebSocket it did not Open is refused.
	Sockets *Sockets
	// WebsocketOrigins are host patterns of other origins whose pages may open a WebSocket
	// (the route checks the Origin first; this keeps the library's check in step).
	WebsocketOrigins []string
	// Answers, when set, keeps the answers of feature searches (see keptSearches).
	Answers Answers
}

// keepAlive is how often an idle WebSocket is pinged, so proxies keep it open.
const keepAlive = 15 * time.Second

// NewHandler builds the GraphQL server explicitly: POST, GET and WebSocket (subscriptions,
// graphql-transport-ws, its sockets kept by opts.Sockets) transports, a query cache,
// the operation limits (depth, cost, aliases, who may introspect), the error presenter, a
// recover function, and a stop for operations whose request has ended.
func NewHandler(r *Resolver, opts HandlerOptions) http.Handler {
	srv := handler.New(generated.NewExecutableSchema(generated.Config{Resolvers: r}))
	srv.AddTransport(transport.GET{})
	srv.AddTransport(postTransport{})
	srv.AddTransport(transport.Websocket{
		Implementation: socketAccept{transport.CoderWebsocketImplementation{
			AcceptOptions: websocket.AcceptOptions{OriginPatterns: opts.WebsocketOrigins},
		}},
		InitFunc:              initFunc,
		KeepAlivePingInterval: keepAlive,
	})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](queryCacheLen))
	srv.Use(OperationLimits{MaxDepth: MaxDepth, MaxCost: MaxCost, MaxAliases: MaxAliases,
		PublicIntrospection: opts.PublicIntrospection})
	if opts.Sockets != nil {
		srv.Use(opts.Sockets)
	}
	srv.AroundFields(stopWhenDone)
	for _, ext := range opts.Extensions {
		srv.Use(ext)
	}
	if opts.Answers != nil { // after the metrics, which count kept answers too
		srv.Use(keptSearches{opts.Answers})
	}
	srv.SetErrorPresenter(presentError)
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		slog.ErrorContext(ctx, "panic in resolver", "panic", p, "stack", string(debug.Stack()))
		return apperr.Internal(fmt.Errorf("panic: %v", p))
	})
	return srv
}

// stopWhenDone resolves no more fields once the request's context has ended or its
// deadline has passed: the client left or the request ran out of time, and nobody will
// read the rest.
func stopWhenDone(ctx context.Context, next graphql.Resolver) (any, error) {
	if err := ctx.Err(); err != nil {
		return nil, apperr.As(err)
	}
	if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
		return nil, apperr.As(context.DeadlineExceeded)
	}
	return next(ctx)
}

// presentError gives every GraphQL error the REST vocabulary: extensions.code is the error
// name and extensions.id the error id. Errors the GraphQL layer raises itself (parse,
// validation, limits, input coercion) are ValidationErrors; other resolver errors get their
// kind from apperr.As, and an internal one has its message replaced.
func presentError(ctx context.Context, err error) *gqlerror.Error {
	gqlErr := graphql.DefaultErrorPresenter(ctx, err)
	// gqlErr may be err itself: keep the resolver's error for the log before its message
	// is replaced below.
	cause := gqlErr.Err
	var ae *apperr.Error
	if gqlErr.Err == nil {
		ae = apperr.Validation("%s", gqlErr.Message)
	} else {
		ae = apperr.As(err)
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
