package deadline

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// deadlineOf runs a request through handlers and reports the context its route saw.
func deadlineOf(t *testing.T, ctx context.Context, mw ...func(http.Handler) http.Handler) context.Context {
	t.Helper()
	var seen context.Context
	var h http.Handler = http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
		seen = r.Context()
	})
	for i := len(mw) - 1; i >= 0; i-- {
		h = mw[i](h)
	}
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/", nil).WithContext(ctx))
	return seen
}

func TestDeadlines(t *testing.T) {
	start := time.Now()
	ctx := deadlineOf(t, context.Background(), Middleware(time.Second))
	d, ok := ctx.Deadline()
	require.True(t, ok)
	require.WithinDuration(t, start.Add(time.Second), d, 100*time.Millisecond)

	ctx = deadlineOf(t, context.Background(), Middleware(time.Second), Extend(time.Hour))
	d, _ = ctx.Deadline()
	require.WithinDuration(t, start.Add(time.Hour), d, time.Second, "a route extends its deadline")
	require.ErrorIs(t, ctx.Err(), context.Canceled, "and its context still ends with the request")

	ctx = deadlineOf(t, context.Background(), Middleware(time.Nanosecond))
	<-ctx.Done()
	require.True(t, errors.Is(context.Cause(ctx), context.DeadlineExceeded))
}

func TestExtendedRequestEndsWhenTheClientLeaves(t *testing.T) {
	client, leave := context.WithCancel(context.Background())
	var h http.Handler = http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
		leave()
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
			t.Error("the extended request went on after its client left")
		}
	})
	h = Middleware(time.Second)(Extend(time.Hour)(h))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/", nil).WithContext(client))
}
