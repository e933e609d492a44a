package loader

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestForNeedsMiddleware(t *testing.T) {
	require.PanicsWithValue(t,
		"loader.For: no loaders in the request context; mount loader.Middleware on the router that serves it",
		func() { For(context.Background()) }, "without Middleware, For fails loudly")

	var first, second *Loaders
	h := Middleware(nil)(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
		first, second = For(r.Context()), For(r.Context())
	}))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/", nil))
	require.NotNil(t, first)
	require.Same(t, first, second, "one request shares its loaders")
}
