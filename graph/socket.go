package graph

import (
	"context"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"flagstone/graph/apperr"
	"flagstone/graph/auth"
)

// WebSocket bounds: how long a socket has to send connection_init, how many sockets one
// client address may hold open before they authenticate, and how often the open sockets'
// credentials are checked.
const (
	InitTimeout          = 3 * time.Second
	MaxPendingPerAddress = 8
	sweepEvery           = 300 * time.Millisecond
)

// Close codes of graphql-transport-ws.
const (
	closeForbidden   = 4403
	closeInitTimeout = 4408
)

// ErrTooManyPending refuses a WebSocket from an address that already holds
// MaxPendingPerAddress sockets that have not authenticated.
var ErrTooManyPending = apperr.New(apperr.KindUnavailable,
	"Too many unauthenticated live connections from this address; try again later")

var errNoSocket = apperr.New(apperr.KindUnauthenticated, "This WebSocket was not opened through the service's live route")

// SocketOptions configure Sockets.
type SocketOptions struct {
	// Authenticator identifies each socket's credential, at its start and again as it lasts.
	Authenticator *auth.Authenticator
	// Admit takes a place among the requests for one query or mutation over a socket and
	// gives it a request's time limit; done gives the place back. Nil admits every one.
	Admit func(ctx context.Context) (_ context.Context, done func(), _ error)
}

// Sockets keeps the open WebSockets of the GraphQL route, so that they obey what HTTP
// requests obey: each keeps its credential and is authorized, at each operation and as it
// lasts, with its caller's rights now (a credential that names nobody any more closes it
// with 4403); it has InitTimeout to authenticate (4408); its queries and mutations are
// admitted like requests (Admit). It is the server's operation interceptor too.
type Sockets struct {
	opts    SocketOptions
	mu      sync.Mutex
	open    map[*socket]struct{}
	pending map[string]int // sockets not yet authenticated, per client address
}

// NewSockets returns the registry of the open sockets; Watch keeps their callers current.
func NewSockets(opts SocketOptions) *Sockets {
	return &Sockets{opts: opts, open: map[*socket]struct{}{}, pending: map[string]int{}}
}

// socket is one open WebSocket.
type socket struct {
	sockets *Sockets
	addr    string
	caller  auth.Live
	mu      sync.Mutex
	cred    auth.Credential
	conn    transport.WebsocketConn
	pending bool // counted in its address's sockets that have not authenticated
	ended   bool
	cancel  context.CancelFunc // ends the operations of an authenticated socket
}

type socketKey struct{}

func socketOf(ctx context.Context) *socket {
	s, _ := ctx.Value(socketKey{}).(*socket)
	return s
}

// Open registers the WebSocket that r asks for, from the client address addr, authenticated
// by cred (what its upgrade carries that may authenticate it) or else by the Authorization
// of its connection_init payload. It returns r carrying the socket for the GraphQL handler;
// call done once the handler returned. An address that already holds MaxPendingPerAddress
// sockets not yet authenticated is refused with ErrTooManyPending.
func (s *Sockets) Open(r *http.Request, addr string, cred auth.Credential) (_ *http.Request, done func(), _ error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending[addr] >= MaxPendingPerAddress {
		return nil, nil, ErrTooManyPending
	}
	sock := &socket{sockets: s, addr: addr, cred: cred, pending: true}
	s.pending[addr]++
	s.open[sock] = struct{}{}
	return r.WithContext(context.WithValue(r.Context(), socketKey{}, sock)), func() { sock.closed() }, nil
}

// settle takes sock off its address's count of sockets not yet authenticated; the caller
// holds sock.mu.
func (sock *socket) settle() {
	if !sock.pending {
		return
	}
	sock.pending = false
	s := sock.sockets
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending[sock.addr]--; s.pending[sock.addr] <= 0 {
		delete(s.pending, sock.addr)
	}
}

// closed forgets a socket whose handler returned.
func (sock *socket) closed() {
	sock.mu.Lock()
	sock.ended = true
	sock.settle()
	if sock.cancel != nil {
		sock.cancel()
	}
	sock.mu.Unlock()
	sock.sockets.mu.Lock()
	delete(sock.sockets.open, sock)
	sock.sockets.mu.Unlock()
}

// accepted gives the socket its connection, and closes it with 4408 when it has not
// authenticated within InitTimeout.
func (sock *socket) accepted(conn transport.WebsocketConn) {
	sock.mu.Lock()
	sock.conn = conn
	sock.mu.Unlock()
	time.AfterFunc(InitTimeout, func() {
		sock.mu.Lock()
		defer sock.mu.Unlock()
		if sock.pending {
			sock.endLocked(closeInitTimeout, "Connection initialisation timeout")
		}
	})
}

// endLocked closes the socket with code and ends its operations; the caller holds sock.mu.
func (sock *socket) endLocked(code int, reason string) {
	if sock.ended {
		return
	}
	sock.ended = true
	if sock.conn != nil {
		_ = sock.conn.WriteClose(code, reason) // the transport's own close after it does nothing
	}
	if sock.cancel != nil {
		sock.cancel()
	}
}

// end is endLocked for a caller that does not hold sock.mu.
func (sock *socket) end(code int, reason string) {
	sock.mu.Lock()
	defer sock.mu.Unlock()
	sock.endLocked(code, reason)
}

// authenticate identifies the socket at connection_init: its upgrade's credential, else
// the payload's. On success it returns ctx whose caller is the socket's as it is now.
func (sock *socket) authenticate(ctx context.Context, payload transport.InitPayload) (context.Context, error) {
	authn := sock.sockets.opts.Authenticator
	cred := sock.cred
	c, err := authn.IdentifyCredential(ctx, cred)
	if c == nil && err == nil && payload.Authorization() != "" {
		cred = auth.AuthorizationCredential(payload.Authorization())
		c, err = authn.IdentifyCredential(ctx, cred)
	}
	switch {
	case err != nil:
		slog.ErrorContext(ctx, "identify a live connection", "err", err)
		return ctx, apperr.Unavailable()
	case c == nil:
		return transport.WithWebsocketCloseCode(ctx, closeForbidden), apperr.Unauthenticated()
	}
	sock.mu.Lock()
	defer sock.mu.Unlock()
	if sock.ended {
		return ctx, apperr.Unauthenticated()
	}
	sock.cred = cred
	sock.caller.Set(c)
	sock.settle()
	ctx, sock.cancel = context.WithCancel(ctx)
	return auth.WithLive(ctx, &sock.caller), nil
}

// identify makes the socket's caller the one its credential names now; one that names
// nobody closes the socket with 4403.
func (sock *socket) identify(ctx context.Context) error {
	c, err := sock.sockets.opts.Authenticator.IdentifyCredential(ctx, sock.cred)
	switch {
	case err != nil:
		return err
	case c == nil:
		sock.end(closeForbidden, "Forbidden")
		return apperr.Unauthenticated()
	}
	sock.caller.Set(c)
	return nil
}

// identifySocket makes the caller of the socket ctx runs on, if any, the one its
// credential names now (see socket.identify).
func identifySocket(ctx context.Context) error {
	if sock := socketOf(ctx); sock != nil {
		return sock.identify(ctx)
	}
	return nil
}

// initFunc authenticates a WebSocket at connection_init (see socket.authenticate); a
// connection that names nobody is closed with 4403 before it can subscribe.
func initFunc(ctx context.Context, p transport.InitPayload) (context.Context, *transport.InitPayload, error) {
	sock := socketOf(ctx)
	if sock == nil {
		return ctx, nil, errNoSocket
	}
	ctx, err := sock.authenticate(ctx, p)
	return ctx, nil, err
}

// socketAccept accepts through the library's implementation and hands the connection to
// the socket of the request.
type socketAccept struct {
	transport.WebsocketImplementation
}

func (a socketAccept) Accept(w http.ResponseWriter, r *http.Request, opts transport.WebsocketAcceptOptions) (transport.WebsocketConn, error) {
	conn, err := a.WebsocketImplementation.Accept(w, r, opts)
	if sock := socketOf(r.Context()); sock != nil && err == nil {
		sock.accepted(conn)
	}
	return conn, err
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationInterceptor
} = (*Sockets)(nil)

// ExtensionName names the extension.
func (*Sockets) ExtensionName() string { return "Sockets" }

// Validate accepts any schema.
func (*Sockets) Validate(graphql.ExecutableSchema) error { return nil }

// InterceptOperation authorizes each operation over a socket with its caller now, and
// admits its queries and mutations like requests: a place among them and their time
// limit. A subscription takes neither: it lasts, and Streams bounds how many there are.
// Operations of other transports pass untouched.
func (s *Sockets) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	sock := socketOf(ctx)
	if sock == nil {
		return next(ctx)
	}
	if err := sock.identify(ctx); err != nil {
		return refused(ctx, err)
	}
	if op := graphql.GetOperationContext(ctx).Operation; s.opts.Admit == nil || (op != nil && op.Operation == ast.Subscription) {
		return next(ctx)
	}
	ctx, done, err := s.opts.Admit(ctx)
	if err != nil {
		return refused(ctx, err)
	}
	h, answered := next(ctx), false
	return func(ctx context.Context) *graphql.Response {
		if answered { // a query or mutation answers once; this asks for the end
			return h(ctx)
		}
		answered = true
		defer done()
		if err := ctx.Err(); err != nil {
			// Out of time before it started: the executor would answer nothing at all.
			return refused(ctx, err)(ctx)
		}
		return h(ctx)
	}
}

// refused answers an operation with err alone.
func refused(ctx context.Context, err error) graphql.ResponseHandler {
	return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{presentError(ctx, err)}})
}

// Watch closes, until ctx ends, the open sockets whose credential names nobody any more,
// so that a revocation on any node closes its sockets within about a second even when they
// run no operation: every sweep asks the store about all their credentials together
// (Authenticator.StillNamed: at most four look-ups, whatever the number of sockets, past
// the caches, so a logout on another node, which moves no watermark, counts too). Rights
// that merely changed need no sweep: each operation and each delivery identifies its
// socket's credential again.
func (s *Sockets) Watch(ctx context.Context) {
	tick := time.NewTicker(sweepEvery)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		if err := s.sweep(ctx); err != nil && ctx.Err() == nil {
			slog.WarnContext(ctx, "check the credentials of live connections", "err", err)
		}
	}
}

// sweep closes with 4403 the authenticated sockets whose credential names nobody now.
func (s *Sockets) sweep(ctx context.Context) error {
	s.mu.Lock()
	creds := make([]auth.Credential, 0, len(s.open))
	socks := make([]*socket, 0, len(s.open))
	for sock := range s.open {
		if sock.caller.Caller() != nil { // authenticated: its credential is set for good
			socks = append(socks, sock)
			creds = append(creds, sock.cred)
		}
	}
	s.mu.Unlock()
	if len(socks) == 0 {
		return nil
	}
	named, err := s.opts.Authenticator.StillNamed(ctx, creds)
	if err != nil {
		return err
	}
	for i, sock := range socks {
		if !named[creds[i]] {
			sock.end(closeForbidden, "Forbidden")
		}
	}
	return nil
}
