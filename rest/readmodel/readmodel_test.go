package readmodel

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/graph/auth"
)

// TestCache checks hits, the moves that invalidate (a local commit, the watermark, age),
// keys per caller, answers that are not kept, and the memory bound.
func TestCache(t *testing.T) {
	var watermark atomic.Int64
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c := New(watermark.Load, func() time.Time { return now }, 4000)
	var builds atomic.Int64
	h := c.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		builds.Add(1)
		if r.URL.Path == "/fail" {
			http.Error(w, "no", http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"path":"` + r.URL.Path + `","pad":"` + strings.Repeat("x", 300) + `"}`))
	}))
	get := func(path string, user int) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, path, nil)
		r = r.WithContext(auth.WithCaller(context.Background(), &auth.Caller{Kind: auth.KindUser, UserID: user}))
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	tests := []struct {
		name   string
		before func()
		path   string
		user   int
		builds int64
	}{
		{"first build", nil, "/a", 1, 1},
		{"hit", nil, "/a", 1, 1},
		{"another caller", nil, "/a", 2, 2},
		{"local commit", c.Invalidate, "/a", 1, 3},
		{"watermark moves", func() { watermark.Add(1) }, "/a", 1, 4},
		{"too old", func() { now = now.Add(MaxAge + time.Second) }, "/a", 1, 5},
		{"errors are not kept", nil, "/fail", 1, 6},
		{"errors are not kept again", nil, "/fail", 1, 7},
	}
	for _, tc := range tests {
		if tc.before != nil {
			tc.before()
		}
		w := get(tc.path, tc.user)
		require.Equal(t, tc.builds, builds.Load(), tc.name)
		if tc.path != "/fail" {
			require.Equal(t, http.StatusOK, w.Code, tc.name)
			require.NotEmpty(t, w.Header()["ETag"], tc.name)
		}
	}
	for i := range 50 {
		get("/p"+strings.Repeat("x", i), 1)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	require.LessOrEqual(t, c.size, 4000, "the least recently used answers go")
	require.Less(t, c.lru.Len(), 50)
}
