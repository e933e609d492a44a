package deadline

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"
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

// TestRequestsOutOfTimeAreWarnedOf: a request that ran out of its own time limit is
// logged at WARN with its route pattern; one that finished in time, ran on a deadline a
// route extended or lifted, or whose client left is not.
func TestRequestsOutOfTimeAreWarnedOf(t *testing.T) {
	waitOut := http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(50 * time.Millisecond): // past the 1 ns limit of the outer deadline
		}
	})
	for _, tc := range []struct {
		name   string
		chain  []func(http.Handler) http.Handler
		leave  bool
		warned bool
	}{
		{"out of time", []func(http.Handler) http.Handler{Middleware(time.Nanosecond)}, false, true},
		{"in time", []func(http.Handler) http.Handler{Middleware(time.Hour)}, false, false},
		{"out of an extended time", []func(http.Handler) http.Handler{Middleware(time.Hour), Extend(time.Nanosecond)}, false, true},
		{"past the outer limit, extended", []func(http.Handler) http.Handler{Middleware(time.Nanosecond), Extend(time.Hour)}, false, false},
		{"past the outer limit, lifted", []func(http.Handler) http.Handler{Middleware(time.Nanosecond), Lift}, false, false},
		{"the client left", []func(http.Handler) http.Handler{Middleware(time.Hour)}, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var logged bytes.Buffer
			prev := slog.Default()
			slog.SetDefault(slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{Level: slog.LevelWarn})))
			defer slog.SetDefault(prev)

			router := chi.NewRouter()
			router.With(tc.chain...).Get("/api/admin/things/{id}", waitOut)
			ctx, leave := context.WithCancel(context.Background())
			if tc.leave {
				leave()
			}
			defer leave()
			router.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/api/admin/things/secret-42", nil).WithContext(ctx))

			require.Equal(t, tc.warned, strings.Contains(logged.String(), "ran out of its time limit"), "log: %s", logged.String())
			require.NotContains(t, logged.String(), "secret-42", "the route pattern, never the path")
			if tc.warned {
				require.Contains(t, logged.String(), "route=/api/admin/things/{id}")
			}
		})
	}
}
