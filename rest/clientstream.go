package rest

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"flagstone/graph/auth"
	"flagstone/rest/body"
	"flagstone/rest/clientapi"
	"flagstone/rest/deadline"
	"flagstone/rest/edge"
	"flagstone/rest/reply"
)

// ClientOptions configure the live protocols of the client API.
type ClientOptions struct {
	// Streaming off answers /api/client/streaming with a fetch-mode event that sends the
	// SDK back to polling.
	Streaming bool
	// Heartbeat is how often an idle stream gets a comment, so proxies and the SDK's read
	// timeout (60 s) keep it open; its token is looked at again then too.
	Heartbeat time.Duration
}

// streamWriteTimeout bounds one write to a stream: a client that reads nothing for that
// long is let go, its goroutine freed.
const streamWriteTimeout = 10 * time.Second

// sseFetchModePolling tells an SDK to poll instead of streaming.
var sseFetchModePolling = []byte("event: fetch-mode\ndata: polling\n\n")

// streamRoutes are the client API's live protocols: Server-Sent Events and delta polling.
func (h *clientHandlers) streamRoutes() []route {
	return []route{
		{method: "GET", path: "/api/client/streaming", handler: h.streaming, with: with(deadline.Lift), tag: "Client API",
			summary: "Server-Sent Events: unleash-connected (the state, or what changed since Last-Event-ID), then an unleash-updated event per change; fetch-mode when streaming is off",
			query:   []string{"project", "namePrefix"}, status: 200, content: "text/event-stream",
			also: map[int]string{http.StatusServiceUnavailable: "Too many streams, in all or of the token"}},
		{method: "GET", path: "/api/client/delta", handler: h.delta, with: with(body.Compress), tag: "Client API",
			summary: "What changed since the revision named by If-None-Match (all the state without one, or when it is too old)",
			query:   []string{"project", "namePrefix"}, status: 200,
			resp: obj("events", arr(obj("type", prim("string"), "eventId", prim("integer")))),
			also: map[int]string{http.StatusNotModified: "Nothing the token reads changed since that revision"}},
	}
}

// filterOf is the token's scope narrowed by the request's project and namePrefix.
func filterOf(r *http.Request) clientapi.Filter {
	var projects []string
	var prefix string
	if r.URL.RawQuery != "" {
		q := r.URL.Query()
		projects, prefix = splitList(q["project"]), q.Get("namePrefix")
	}
	return clientapi.NewFilter(scopeOf(r.Context()), projects, prefix)
}

// streaming serves GET /api/client/streaming until the client leaves or the server ends
// the stream (too slow a reader, a revoked token, shutdown). The stream leaves the request
// concurrency limit and deadline; the engine bounds the streams instead.
func (h *clientHandlers) streaming(w http.ResponseWriter, r *http.Request) {
	if !h.opt.Streaming {
		sseStart(w)
		_, _ = w.Write(sseFetchModePolling)
		return
	}
	token := h.streamToken(r)
	s, err := h.e.OpenStream(r.Context(), token, filterOf(r), r.Header.Get("Last-Event-ID"))
	if err != nil {
		w.Header().Set("Retry-After", "5")
		reply.Error(w, r, err)
		return
	}
	defer h.e.CloseStream(s)
	edge.LeaveConcurrency(r)
	sseStart(w)
	rc := http.NewResponseController(w)
	beat := time.NewTicker(h.opt.Heartbeat)
	defer beat.Stop()
	write := func(b []byte) bool {
		_ = rc.SetWriteDeadline(time.Now().Add(streamWriteTimeout))
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	for {
		select {
		case frame := <-s.Frames():
			if !write(frame) {
				return
			}
		case <-beat.C:
			if !h.stillAdmitted(r.Context(), token, s) || !write([]byte(":\n\n")) {
				return
			}
		case <-s.Done():
			return
		case <-r.Context().Done():
			return
		}
	}
}

// streamToken is the client token the stream was admitted with, which it is bounded and
// watched by; empty when none admitted it (AUTH_TYPE=none lets any caller read).
func (h *clientHandlers) streamToken(r *http.Request) string {
	token := auth.RequestToken(r)
	if token == "" {
		return ""
	}
	if t, err := h.e.Authorize(r.Context(), token); err != nil || !clientapi.Admits(t, scopeOf(r.Context())) {
		return ""
	}
	return token
}

// stillAdmitted says whether the stream's token still grants it (it may have expired
// without any change to tell the engine).
func (h *clientHandlers) stillAdmitted(ctx context.Context, token string, s *clientapi.Stream) bool {
	if token == "" {
		return true // AUTH_TYPE=none: no token to watch
	}
	t, err := h.e.Authorize(ctx, token)
	return err != nil || clientapi.Admits(t, s.Filter().Scope)
}

// sseStart writes the head of an event stream.
func sseStart(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Accel-Buffering", "no") // nginx would hold the events back
	w.WriteHeader(http.StatusOK)
	_ = http.NewResponseController(w).Flush()
}

// delta answers GET /api/client/delta: the events since the revision of If-None-Match,
// with the new revision as ETag, or 304 when none concerns the token.
func (h *clientHandlers) delta(w http.ResponseWriter, r *http.Request) {
	b, rev, err := h.e.Delta(r.Context(), filterOf(r), r.Header.Get("If-None-Match"))
	if !serve(w, r, err) {
		return
	}
	w.Header().Set("ETag", `"`+strconv.FormatInt(rev, 10)+`"`)
	if b == nil {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(b)
}
