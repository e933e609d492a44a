package clientapi

import (
	"bytes"
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"flagstone/ent/apitoken"
	"flagstone/graph/apperr"
)

// Default bounds of the live SDK connections (Server-Sent Events) of one process.
const (
	DefaultMaxStreams         = 10_000
	DefaultMaxStreamsPerToken = 1_000
)

// streamBuffer is how many messages a stream may have waiting for its reader: a reader
// further behind is dropped (it reconnects and resumes from its last event id) rather
// than holding the others or growing without bound.
const streamBuffer = 16

// ErrTooManyStreams refuses a live connection over a bound; the SDK retries later.
var ErrTooManyStreams = apperr.New(apperr.KindUnavailable, "Too many streaming connections; try again later or poll")

// errStreamsEnded refuses a live connection while the process shuts down.
var errStreamsEnded = apperr.New(apperr.KindUnavailable, "The server is shutting down")

// StreamLimits bound the live connections: in all, and per token.
type StreamLimits struct {
	MaxTotal, MaxPerToken int
}

// Stream is one live SDK connection: the messages to send it, in order, and the end of
// its life (its reader too slow, its token revoked, the server shutting down).
type Stream struct {
	filter Filter
	token  string
	env    string
	frames chan []byte
	done   chan struct{}
	once   sync.Once
}

// Frames are the Server-Sent Events to write, each whole.
func (s *Stream) Frames() <-chan []byte { return s.frames }

// Filter is what the stream reads.
func (s *Stream) Filter() Filter { return s.filter }

// Done is closed when the server ends the stream.
func (s *Stream) Done() <-chan struct{} { return s.done }

func (s *Stream) end() { s.once.Do(func() { close(s.done) }) }

// live holds the delta logs and the open streams. Its lock orders a snapshot's move, its
// log entry and its delivery against a stream's start, so a stream misses no revision and
// gets none twice.
type live struct {
	mu       sync.Mutex
	logs     map[string]*deltaLog
	byEnv    map[string]map[*Stream]struct{}
	total    int
	perToken map[string]int
	limits   StreamLimits
	ended    bool
	sent     atomic.Uint64 // delta messages sent to streams
	dropped  atomic.Uint64 // streams dropped for reading too slowly
}

func newLive(limits StreamLimits) *live {
	if limits.MaxTotal <= 0 {
		limits.MaxTotal = DefaultMaxStreams
	}
	if limits.MaxPerToken <= 0 {
		limits.MaxPerToken = DefaultMaxStreamsPerToken
	}
	return &live{logs: map[string]*deltaLog{}, byEnv: map[string]map[*Stream]struct{}{},
		perToken: map[string]int{}, limits: limits}
}

// logOf returns env's log, starting it at base when it has none.
func (l *live) logOf(env string, base int64) *deltaLog {
	lg, ok := l.logs[env]
	if !ok {
		lg = &deltaLog{base: base}
		l.logs[env] = lg
	}
	return lg
}

// SSE event names of the Unleash streaming protocol.
const (
	sseConnected = "unleash-connected"
	sseUpdated   = "unleash-updated"
)

// sseFrame is one Server-Sent Event; data is JSON, which holds no newline.
func sseFrame(event string, id int64, data []byte) []byte {
	var b bytes.Buffer
	b.Grow(len(data) + 64)
	b.WriteString("event: " + event + "\nid: " + strconv.FormatInt(id, 10) + "\ndata: ")
	b.Write(data)
	b.WriteString("\n\n")
	return b.Bytes()
}

// ParseRevision reads a revision an SDK holds: a Last-Event-ID, or an ETag of the delta
// API ("42", W/"42").
func ParseRevision(s string) (int64, bool) {
	s = strings.Trim(strings.TrimPrefix(strings.TrimSpace(s), "W/"), `"`)
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil && n >= 0
}

// since is what an SDK holding revision r (ok false: none) is sent to catch up with snap
// in env: the events after r that f keeps (nil when none), or the whole state when r is
// not in the log. Called with l.mu held.
func (l *live) since(env string, snap *Snapshot, f Filter, r int64, ok bool) (body []byte, hydration bool) {
	lg := l.logOf(env, snap.Revision)
	if !ok || !lg.knows(r, snap.Revision) {
		return snap.Hydration(f), true
	}
	events := f.pick(lg.since(r), snap)
	if len(events) == 0 {
		return nil, false
	}
	return deltaBody(events), false
}

// OpenStream starts a live connection for token, reading what f keeps: its first message
// (unleash-connected) catches up from lastEventID, or hydrates when that is empty or not
// in the log; then each revision brings an unleash-updated message with what changed.
// Close it when the client leaves.
func (e *Engine) OpenStream(ctx context.Context, token string, f Filter, lastEventID string) (*Stream, error) {
	env := f.Scope.Environment
	if _, err := e.Snapshot(ctx, env); err != nil {
		return nil, err
	}
	l := e.live
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case l.ended:
		return nil, errStreamsEnded
	case l.total >= l.limits.MaxTotal || l.perToken[token] >= l.limits.MaxPerToken:
		return nil, ErrTooManyStreams
	}
	snap := (*e.snapshots.Load())[env]
	r, ok := ParseRevision(lastEventID)
	body, _ := l.since(env, snap, f, r, ok && lastEventID != "")
	if body == nil {
		body = []byte(`{"events":[]}`)
	}
	s := &Stream{filter: f, token: token, env: env, frames: make(chan []byte, streamBuffer), done: make(chan struct{})}
	s.frames <- sseFrame(sseConnected, snap.Revision, body)
	if l.byEnv[env] == nil {
		l.byEnv[env] = map[*Stream]struct{}{}
	}
	l.byEnv[env][s] = struct{}{}
	l.total++
	l.perToken[token]++
	return s, nil
}

// CloseStream forgets s: its client left.
func (e *Engine) CloseStream(s *Stream) {
	e.live.mu.Lock()
	defer e.live.mu.Unlock()
	e.live.remove(s)
}

// remove forgets s and ends it; called with l.mu held.
func (l *live) remove(s *Stream) {
	if _, ok := l.byEnv[s.env][s]; !ok {
		return
	}
	delete(l.byEnv[s.env], s)
	l.total--
	if l.perToken[s.token]--; l.perToken[s.token] <= 0 {
		delete(l.perToken, s.token)
	}
	s.end()
}

// publish sends rev, env's newest revision, to env's streams: each gets the events its
// filter keeps (encoded once per filter), none when it keeps none. A stream whose buffer
// is full is dropped. Called with l.mu held.
func (l *live) publish(env string, rev revision, snap *Snapshot) {
	if len(rev.events) == 0 {
		return
	}
	frames := map[string][]byte{}
	for s := range l.byEnv[env] {
		key := s.filter.key()
		frame, ok := frames[key]
		if !ok {
			if events := s.filter.pick(rev.events, snap); len(events) > 0 {
				frame = sseFrame(sseUpdated, rev.id, deltaBody(events))
			}
			frames[key] = frame
		}
		if frame == nil {
			continue
		}
		select {
		case s.frames <- frame:
			l.sent.Add(1)
		default:
			l.dropped.Add(1)
			l.remove(s)
		}
	}
}

// recheckStreams ends the streams whose token no longer admits them (revoked, expired,
// or its scope changed): each distinct token is looked up once, through the token cache.
func (e *Engine) recheckStreams(ctx context.Context) {
	l := e.live
	l.mu.Lock()
	byToken := map[string][]*Stream{}
	for _, streams := range l.byEnv {
		for s := range streams {
			byToken[s.token] = append(byToken[s.token], s)
		}
	}
	l.mu.Unlock()
	for token, streams := range byToken {
		if token == "" {
			continue // admitted without a token (AUTH_TYPE=none)
		}
		t, err := e.Authorize(ctx, token)
		if err != nil {
			continue // the store is unreachable: the streams keep what they have
		}
		for _, s := range streams {
			if !Admits(t, s.filter.Scope) {
				e.CloseStream(s)
			}
		}
	}
}

// Admits says whether token t (nil: none) still grants a client stream opened with scope.
func Admits(t *Token, scope Scope) bool {
	return t != nil && t.Kind == apitoken.KindClient && t.Scope.Environment == scope.Environment &&
		slices.Equal(t.Scope.Projects, scope.Projects)
}

// EndStreams ends every live connection and refuses new ones: the server shuts down.
func (e *Engine) EndStreams() {
	l := e.live
	l.mu.Lock()
	defer l.mu.Unlock()
	l.ended = true
	for _, streams := range l.byEnv {
		for s := range streams {
			l.remove(s)
		}
	}
}

// StreamStats are the live connections open now, the delta messages sent to them and the
// streams dropped for reading too slowly, since the start.
func (e *Engine) StreamStats() (open int, sent, dropped uint64) {
	e.live.mu.Lock()
	open = e.live.total
	e.live.mu.Unlock()
	return open, e.live.sent.Load(), e.live.dropped.Load()
}

// Delta answers the delta API for f, whose SDK holds the revision named by ifNoneMatch
// (empty: none): the events since, the whole state when that revision is not in the log,
// or nil when nothing it reads changed. revision is what the SDK holds after applying it.
func (e *Engine) Delta(ctx context.Context, f Filter, ifNoneMatch string) (body []byte, revision int64, err error) {
	env := f.Scope.Environment
	if _, err := e.Snapshot(ctx, env); err != nil {
		return nil, 0, err
	}
	l := e.live
	l.mu.Lock()
	defer l.mu.Unlock()
	snap := (*e.snapshots.Load())[env]
	r, ok := ParseRevision(ifNoneMatch)
	if ok && r == snap.Revision {
		return nil, snap.Revision, nil
	}
	body, _ = l.since(env, snap, f, r, ok)
	if body != nil {
		l.sent.Add(1)
	}
	return body, snap.Revision, nil
}
