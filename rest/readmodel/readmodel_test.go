package readmodel

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
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
			//lint:ignore SA1008 the body sets ETag as Unleash spells it, not canonicalised (Etag)
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

// TestCacheInvalidationDuringBuild: a commit that lands while an answer is being built
// leaves that answer stale (stamped with the count from before), so the next request
// builds again and sees the commit; a commit that lands after the build is no different.
func TestCacheInvalidationDuringBuild(t *testing.T) {
	c := New(func() int64 { return 0 }, time.Now, DefaultMaxBytes)
	var version, builds atomic.Int64
	commitDuringBuild := true
	h := c.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		builds.Add(1)
		body := strconv.FormatInt(version.Load(), 10)
		if commitDuringBuild {
			commitDuringBuild = false
			version.Add(1)
			c.Invalidate()
		}
		_, _ = w.Write([]byte(body))
	}))
	get := func() string {
		r := httptest.NewRequest(http.MethodGet, "/a", nil)
		r = r.WithContext(auth.WithCaller(context.Background(), &auth.Caller{Kind: auth.KindUser, UserID: 1}))
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		require.Equal(t, http.StatusOK, w.Code)
		return w.Body.String()
	}
	require.Equal(t, "0", get(), "the request that raced the commit answers what it read")
	require.Equal(t, "1", get(), "the next one builds again and sees the commit")
	require.Equal(t, "1", get(), "and is kept")
	require.Equal(t, int64(2), builds.Load())
}

// TestCacheConcurrentGets runs gets of a few keys from many goroutines while commits
// land (run with -race): every answer is whole, and once the commits stop every key
// answers the last version.
func TestCacheConcurrentGets(t *testing.T) {
	var watermark atomic.Int64
	c := New(watermark.Load, time.Now, 1<<20)
	var version atomic.Int64
	h := c.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		_, _ = w.Write([]byte(r.URL.Path + "=" + strconv.FormatInt(version.Load(), 10)))
	}))
	get := func(path string, gzip bool) (int, string) {
		r := httptest.NewRequest(http.MethodGet, path, nil)
		if gzip {
			r.Header.Set("Accept-Encoding", "gzip")
		}
		r = r.WithContext(auth.WithCaller(context.Background(), &auth.Caller{Kind: auth.KindUser, UserID: 1}))
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w.Code, w.Body.String()
	}
	paths := []string{"/a", "/b", "/c", "/d"}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 300 {
				path := paths[(g+i)%len(paths)]
				code, body := get(path, i%3 == 0)
				if code != http.StatusOK || (i%3 != 0 && !strings.HasPrefix(body, path+"=")) {
					t.Errorf("%s: %d %q", path, code, body)
					return
				}
			}
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := range 100 {
			version.Add(1)
			if i%2 == 0 {
				c.Invalidate()
			} else {
				watermark.Add(1)
			}
		}
	}()
	wg.Wait()
	for _, path := range paths {
		_, body := get(path, false)
		require.Equal(t, path+"="+strconv.FormatInt(version.Load(), 10), body)
	}
}

// waitingCtx is a request context that tells when a request starts waiting on it: the
// read model waits for another request's build by selecting on Done.
type waitingCtx struct {
	context.Context
	once    sync.Once
	waiting *sync.WaitGroup
}

func (c *waitingCtx) Done() <-chan struct{} {
	c.once.Do(c.waiting.Done)
	return c.Context.Done()
}

// TestCacheBuildsOnceForConcurrentMisses: requests that miss the same answer while it is
// being built wait for that build and answer its bytes; a request of another caller, or
// one that arrives after a commit, builds its own; a build that is not kept (an error)
// sends its waiters to build their own.
func TestCacheBuildsOnceForConcurrentMisses(t *testing.T) {
	c := New(func() int64 { return 0 }, time.Now, DefaultMaxBytes)
	var builds atomic.Int64
	started, release := make(chan struct{}, 16), make(chan struct{})
	fail := false
	h := c.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := builds.Add(1)
		started <- struct{}{}
		<-release
		if fail {
			http.Error(w, "no", http.StatusNotFound)
			return
		}
		_, _ = w.Write([]byte("build " + strconv.FormatInt(n, 10)))
	}))
	get := func(ctx context.Context, user int) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, "/a", nil).WithContext(auth.WithCaller(ctx, &auth.Caller{Kind: auth.KindUser, UserID: user}))
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	// burst sends the leader, then waiters that all wait before the leader is released.
	burst := func(waiters int) []*httptest.ResponseRecorder {
		out := make([]*httptest.ResponseRecorder, waiters+1)
		var done, waiting sync.WaitGroup
		done.Add(waiters + 1)
		go func() { defer done.Done(); out[0] = get(context.Background(), 1) }()
		<-started
		waiting.Add(waiters)
		for i := 1; i <= waiters; i++ {
			go func() {
				defer done.Done()
				out[i] = get(&waitingCtx{Context: context.Background(), waiting: &waiting}, 1)
			}()
		}
		waiting.Wait()
		release <- struct{}{}
		if fail {
			for range waiters {
				<-started
				release <- struct{}{}
			}
		}
		done.Wait()
		return out
	}
	for _, w := range burst(8) {
		require.Equal(t, http.StatusOK, w.Code)
		require.Equal(t, "build 1", w.Body.String(), "one build answers every waiter")
	}
	require.Equal(t, int64(1), builds.Load())

	c.Invalidate()
	fail = true
	for _, w := range burst(3) {
		require.Equal(t, http.StatusNotFound, w.Code)
	}
	require.Equal(t, int64(5), builds.Load(), "an answer not kept: each waiter builds its own")

	fail = false
	go func() { <-started; release <- struct{}{} }()
	require.Equal(t, "build 6", get(context.Background(), 2).Body.String(), "another caller builds its own")
}
