package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"mime"
	"net/http"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"flagstone/graph/apperr"
)

// postTransport serves GraphQL over POST with JSON bodies. Unlike gqlgen's transport it
// answers a body over the route's limit with 413 and a body that is not a GraphQL request
// with 400, each a GraphQL error with its code, without echoing the body or naming Go
// types; and an operation stopped because its request ended says why instead of null.
type postTransport struct{}

var _ graphql.Transport = postTransport{}

// Supports takes POSTs of application/json that are not websocket upgrades.
func (postTransport) Supports(r *http.Request) bool {
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && r.Method == http.MethodPost && mediaType == "application/json" && r.Header.Get("Upgrade") == ""
}

// Do reads the request, runs the operation and writes its answer.
func (postTransport) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	ctx := r.Context()
	w.Header().Set("Content-Type", "application/json")
	start := graphql.Now()
	params, err := readParams(r.Body)
	if err != nil {
		ae := apperr.As(err)
		w.WriteHeader(ae.Kind.Status())
		writeResponse(ctx, w, exec.DispatchError(ctx, gqlerror.List{{Message: ae.Message, Err: ae}}))
		return
	}
	params.Headers = r.Header
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	oc, errs := exec.CreateOperationContext(ctx, params)
	if errs != nil {
		if errcode.GetErrorKind(errs) == errcode.KindProtocol {
			w.WriteHeader(http.StatusUnprocessableEntity)
		}
		writeResponse(ctx, w, exec.DispatchError(graphql.WithOperationContext(ctx, oc), errs))
		return
	}
	responses, ctx := exec.DispatchOperation(ctx, oc)
	resp := responses(ctx)
	if resp == nil { // gqlgen runs nothing once the request's context has ended
		ae := apperr.As(ctx.Err())
		resp = exec.DispatchError(ctx, gqlerror.List{{Message: ae.Message, Err: ae}})
	}
	writeResponse(ctx, w, resp)
}

// readParams decodes a GraphQL request body, classifying what is wrong with it.
func readParams(body io.Reader) (*graphql.RawParams, error) {
	raw, err := io.ReadAll(body)
	if err != nil {
		return nil, err // a body over the limit or with bad bytes is already classified
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var params graphql.RawParams
	if err := dec.Decode(&params); err != nil {
		if ae, ok := apperr.FromJSON(err); ok {
			return nil, ae
		}
		return nil, apperr.Validation("request body is not a GraphQL request: the JSON ends early")
	}
	return &params, nil
}

func writeResponse(ctx context.Context, w io.Writer, resp *graphql.Response) {
	b, err := json.Marshal(resp)
	if err != nil {
		slog.ErrorContext(ctx, "encode graphql response", "err", err)
		b = []byte(`{"errors":[{"message":"Unexpected error","extensions":{"code":"InternalError"}}]}`)
	}
	_, _ = w.Write(b) // a failed write means the client is gone
}
