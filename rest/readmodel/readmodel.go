// Package readmodel serves the hot reads of the admin API (a project's feature list and
// one feature, the feature search, the user list, a feature's events, invite links, the
// caller's roles) from memory, the way the client API serves its snapshot:
// an answer is kept per caller and request, stamped with the event watermark and the
// count of this process's commits when its build began, and answered again, with an
// ETag, a 304 or a gzipped body, until either moves. A commit of this process moves the
// count at once (the kernel's Committed hook); one of another process moves the
// watermark within the client API's poll. Memory is bounded: the least recently used
// answers go first. The batch export is kept too (graph.Resolver.BatchExportJSON): the
// event each export records changes no state, so it moves neither the watermark nor the
// count.
package readmodel

import (
	"bytes"
	"compress/gzip"
	"container/list"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"flagstone/graph/auth"
	"flagstone/rest/body"
)

// MaxAge bounds how long an answer is kept even when nothing moved, for the few writes
// that go around the kernel (a personal token's seenAt).
const MaxAge = 10 * time.Second

// DefaultMaxBytes bounds the memory the kept answers take, their gzipped forms included.
const DefaultMaxBytes = 64 << 20

// maxRequestBody is the largest request body a kept answer is keyed by; larger requests
// are served as usual.
const maxRequestBody = 64 << 10

// Cache keeps answers. A nil Cache keeps nothing.
type Cache struct {
	watermark func() int64
	now       func() time.Time
	maxBytes  int
	gen       atomic.Int64

	mu      sync.Mutex
	flights map[string]*flight
	entries map[string]*list.Element
	lru     *list.List
	size    int
}

// entry is one kept answer.
type entry struct {
	key            string
	watermark, gen int64
	built          time.Time
	contentType    string
	*body.Body
}

// New returns a cache whose answers are valid while watermark() stays where it was, and
// this process commits nothing (see Invalidate); maxBytes bounds its memory.
func New(watermark func() int64, now func() time.Time, maxBytes int) *Cache {
	return &Cache{watermark: watermark, now: now, maxBytes: maxBytes, flights: map[string]*flight{},
		entries: map[string]*list.Element{}, lru: list.New()}
}

// Invalidate tells the cache that a transaction of this process committed: every answer
// kept so far is built again when next asked for.
func (c *Cache) Invalidate() {
	if c != nil {
		c.gen.Add(1)
	}
}

// Middleware answers GET and POST requests from the cache when it can, and keeps the 200
// answers of next (those without a Content-Disposition) for the same caller and request.
func (c *Cache) Middleware(next http.Handler) http.Handler {
	if c == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key, ok := c.key(r)
		if !ok {
			next.ServeHTTP(w, r)
			return
		}
		wm, gen := c.watermark(), c.gen.Load()
		if e := c.get(key, wm, gen); e != nil {
			e.serve(w, r)
			return
		}
		f, leader := c.join(key, wm, gen)
		if !leader {
			if e := f.wait(r.Context()); e != nil {
				e.serve(w, r)
				return
			}
		}
		var rec *recorder
		build := func() *entry {
			rec = &recorder{header: http.Header{}, status: http.StatusOK}
			next.ServeHTTP(rec, r)
			return c.keep(key, wm, gen, rec)
		}
		var e *entry
		if leader {
			e = c.lead(key, f, build)
		} else {
			e = build()
		}
		if e == nil {
			rec.replay(w)
			return
		}
		e.serve(w, r)
	})
}

// keep keeps the answer rec as the entry of key when it may be kept (a 200 without a
// Content-Disposition, small enough), and returns it; nil otherwise.
func (c *Cache) keep(key string, wm, gen int64, rec *recorder) *entry {
	if rec.status != http.StatusOK || rec.header.Get("Content-Disposition") != "" || len(rec.body.Bytes())*2 > c.maxBytes/4 {
		return nil
	}
	e := newEntry(key, wm, gen, c.now(), rec)
	c.put(e)
	return e
}

// flight is an answer being built; the requests for the same answer that arrive
// meanwhile wait for it instead of building it again. Without it, the requests that find
// a large answer stale all build it at once (16 builds of a 3,000-flag list took 9 s
// apiece where one takes 60 ms).
type flight struct {
	watermark, gen int64
	done           chan struct{}
	entry          *entry // set before done closes; nil when the answer was not kept
}

// join returns the flight building key at (wm, gen), and whether the caller leads it
// (builds, then lands it). A flight of an older stamp is not joined: its answer predates
// a commit the caller may have seen.
func (c *Cache) join(key string, wm, gen int64) (*flight, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if f, ok := c.flights[key]; ok && f.watermark == wm && f.gen == gen {
		return f, false
	}
	f := &flight{watermark: wm, gen: gen, done: make(chan struct{})}
	c.flights[key] = f
	return f, true
}

// lead runs build for the flight f of key and lands its answer, also when build panics
// (the waiting requests then build their own).
func (c *Cache) lead(key string, f *flight, build func() *entry) (e *entry) {
	defer func() { c.land(key, f, e) }()
	return build()
}

// land ends the flight f of key with its answer e (nil: not kept).
func (c *Cache) land(key string, f *flight, e *entry) {
	c.mu.Lock()
	if c.flights[key] == f {
		delete(c.flights, key)
	}
	c.mu.Unlock()
	f.entry = e
	close(f.done)
}

// wait returns the flight's answer once built, or nil when it was not kept or ctx ended
// first; the caller then builds its own.
func (f *flight) wait(ctx context.Context) *entry {
	select {
	case <-f.done:
		return f.entry
	case <-ctx.Done():
		return nil
	}
}

// key names what the answer depends on: the caller, the method, the URL and the body.
// Requests whose body cannot be read whole are not kept.
func (c *Cache) key(r *http.Request) (string, bool) {
	caller := auth.FromContext(r.Context())
	if caller == nil || (r.Method != http.MethodGet && r.Method != http.MethodPost) {
		return "", false
	}
	var b strings.Builder
	b.WriteString(callerKey(caller) + r.Method + " " + r.URL.RequestURI() + "\n")
	if r.Method == http.MethodPost {
		body, err := io.ReadAll(io.LimitReader(r.Body, maxRequestBody+1))
		if err != nil || len(body) > maxRequestBody {
			r.Body = readCloser{io.MultiReader(bytes.NewReader(body), r.Body), r.Body}
			return "", false
		}
		r.Body = readCloser{bytes.NewReader(body), r.Body}
		b.Write(body)
	}
	return b.String(), true
}

// callerKey names the caller an answer is kept for.
func callerKey(caller *auth.Caller) string {
	return fmt.Sprintf("%d|%d|%t|%s|%s|%s|", caller.Kind, caller.UserID, caller.Session, caller.Name,
		strings.Join(caller.TokenProjects, ","), caller.TokenEnvironment)
}

// Answer returns the answer named name kept for the caller in ctx, or builds it with build
// (ok false: an answer not to keep, such as an error), once however many ask for it at
// once; the GraphQL face keeps the data of its searches this way. Without a caller, or a
// cache, it only builds.
func (c *Cache) Answer(ctx context.Context, name string, build func() (answer []byte, ok bool)) []byte {
	caller := auth.FromContext(ctx)
	if c == nil || caller == nil {
		answer, _ := build()
		return answer
	}
	key := callerKey(caller) + name
	wm, gen := c.watermark(), c.gen.Load()
	if e := c.get(key, wm, gen); e != nil {
		return e.Bytes
	}
	f, leader := c.join(key, wm, gen)
	if !leader {
		if e := f.wait(ctx); e != nil {
			return e.Bytes
		}
	}
	var answer []byte
	keep := func() *entry {
		var ok bool
		answer, ok = build()
		if !ok || len(answer)*2 > c.maxBytes/4 {
			return nil
		}
		e := &entry{key: key, watermark: wm, gen: gen, built: c.now(), Body: body.New(answer, gzip.BestSpeed)}
		c.put(e)
		return e
	}
	if leader {
		c.lead(key, f, keep)
	} else {
		keep()
	}
	return answer
}

type readCloser struct {
	io.Reader
	io.Closer
}

func (c *Cache) get(key string, wm, gen int64) *entry {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok {
		return nil
	}
	e := el.Value.(*entry)
	if e.watermark != wm || e.gen != gen || c.now().Sub(e.built) > MaxAge {
		c.remove(el)
		return nil
	}
	c.lru.MoveToFront(el)
	return e
}

func (c *Cache) put(e *entry) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[e.key]; ok {
		c.remove(el)
	}
	c.entries[e.key] = c.lru.PushFront(e)
	c.size += e.cost()
	for c.size > c.maxBytes && c.lru.Len() > 1 {
		c.remove(c.lru.Back())
	}
}

func (c *Cache) remove(el *list.Element) {
	e := el.Value.(*entry)
	c.lru.Remove(el)
	delete(c.entries, e.key)
	c.size -= e.cost()
}

// cost is what an entry is counted for: its body, and as much again for the gzipped
// form it may make later (at most the body's size, and mostly far less).
func (e *entry) cost() int { return 2*len(e.Bytes) + len(e.key) }

func newEntry(key string, wm, gen int64, now time.Time, rec *recorder) *entry {
	return &entry{key: key, watermark: wm, gen: gen, built: now, contentType: rec.header.Get("Content-Type"),
		Body: body.New(rec.body.Bytes(), gzip.BestSpeed)}
}

// serve writes the kept answer: 304 when a GET's If-None-Match names it, gzipped when
// the client accepts gzip.
func (e *entry) serve(w http.ResponseWriter, r *http.Request) { e.Serve(w, r, e.contentType) }

// recorder captures an answer of the handler being cached.
type recorder struct {
	header      http.Header
	status      int
	wroteHeader bool
	body        bytes.Buffer
}

func (r *recorder) Header() http.Header { return r.header }

func (r *recorder) WriteHeader(status int) {
	if !r.wroteHeader {
		r.status, r.wroteHeader = status, true
	}
}

func (r *recorder) Write(p []byte) (int, error) {
	r.WriteHeader(http.StatusOK)
	return r.body.Write(p)
}

// replay writes the captured answer as it was.
func (r *recorder) replay(w http.ResponseWriter) {
	for k, v := range r.header {
		w.Header()[k] = v
	}
	w.WriteHeader(r.status)
	_, _ = w.Write(r.body.Bytes())
}
