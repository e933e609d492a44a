package auth

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"flagstone/ent"
	"flagstone/ent/apitoken"
	"flagstone/ent/personalaccesstoken"
	"flagstone/ent/roleassignment"
	"flagstone/ent/session"
	"flagstone/ent/user"
	"flagstone/graph/apperr"
)

// identifyFailedKey carries the error of a request whose credentials could not be checked.
type identifyFailedKey struct{}

// SessionCookie is the name of the cookie that carries a login session.
const SessionCookie = "flagstone-session"

// Authenticator turns request credentials into a Caller.
type Authenticator struct {
	Client *ent.Client
	// Open makes every request act as an admin (AUTH_TYPE=none).
	Open bool
	Now  func() time.Time
	// Stamp, when set, changes whenever a change that may alter a caller commits: one of
	// this process at once, one of another process when the event watermark moves (the
	// kernel's CallerStamp). Credentials are then looked up once per stamp, not once per
	// request. Nil looks them up every time.
	Stamp   func() any
	callers callerCache
}

// Middleware puts the request's Caller, if any, in its context. Missing or invalid
// credentials leave the request anonymous; resolvers then answer 401. Credentials that
// could not be checked make resolvers answer 503 (see Authenticated).
func (a *Authenticator) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := a.identify(r)
		ctx := context.WithValue(r.Context(), clientIPKey{}, RemoteHost(r.RemoteAddr))
		switch {
		case err == nil:
		case apperr.Stopped(err):
			// The request ended (its time limit, or the client left) while its credentials
			// were looked up: it is answered with the stop, which is no fault to log.
			ctx = context.WithValue(ctx, identifyFailedKey{}, apperr.As(err))
		default:
			// The credentials could not be checked (the store is unreachable): the request
			// is answered 503, not 401, and the cause is logged here, once.
			id := apperr.NewID()
			slog.ErrorContext(ctx, "identify caller", "errorId", id, "err", err)
			ctx = context.WithValue(ctx, identifyFailedKey{}, apperr.Unavailable())
		}
		if c != nil {
			ctx = WithCaller(ctx, c)
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func (a *Authenticator) identify(r *http.Request) (*Caller, error) {
	return a.IdentifyCredential(r.Context(), CredentialOf(r))
}

// Credential is what a request authenticates with: the token of its Authorization header,
// else its session cookie. A WebSocket keeps the one it opened with, to identify its caller
// again as it lasts.
type Credential struct {
	// Authorization is a token ("Bearer " stripped).
	Authorization string
	// Session is the secret of a session cookie.
	Session string
}

// CredentialOf is the credential r carries, if any.
func CredentialOf(r *http.Request) Credential {
	cred := Credential{Authorization: credentials(r.Header.Get("Authorization"))}
	if ck, err := r.Cookie(SessionCookie); err == nil {
		cred.Session = ck.Value
	}
	return cred
}

// AuthorizationCredential is the credential of an Authorization value ("Bearer "
// optional): WebSocket clients that cannot set headers send it in their connection_init
// payload.
func AuthorizationCredential(authorization string) Credential {
	return Credential{Authorization: credentials(authorization)}
}

// Empty reports whether cred carries nothing to authenticate with.
func (cred Credential) Empty() bool { return cred.Authorization == "" && cred.Session == "" }

// IdentifyCredential returns the caller cred names now, as the middleware would for a
// request carrying it; nil when it names nobody. The Authorization, when there is one,
// decides alone.
func (a *Authenticator) IdentifyCredential(ctx context.Context, cred Credential) (*Caller, error) {
	if a.Open {
		return &Caller{Kind: KindOpen, Name: "admin"}, nil
	}
	if token := cred.Authorization; token != "" {
		if strings.HasPrefix(token, "user:") {
			return a.fromPAT(ctx, token)
		}
		return a.fromAPIToken(ctx, token)
	}
	if cred.Session != "" {
		return a.fromSession(ctx, cred.Session)
	}
	return nil, nil
}

// credentials strips an optional "Bearer " from the Authorization header.
func credentials(header string) string {
	header = strings.TrimSpace(header)
	if len(header) > 7 && strings.EqualFold(header[:7], "bearer ") {
		return strings.TrimSpace(header[7:])
	}
	return header
}

func (a *Authenticator) fromAPIToken(ctx context.Context, token string) (*Caller, error) {
	hash := HashSecret(token)
	e, err := a.cached(hash, func() (*cachedCaller, error) {
		t, err := LookupAPIToken(ctx, a.Client, hash)
		if t == nil || err != nil {
			return nil, err
		}
		c := &Caller{Name: t.Name, TokenProjects: t.Projects, TokenEnvironment: t.Environment}
		switch t.Kind {
		case apitoken.KindAdmin:
			c.Kind = KindAdminToken
		case apitoken.KindClient:
			c.Kind = KindClientToken
		default:
			c.Kind = KindFrontendToken
		}
		return &cachedCaller{caller: c, live: func(now time.Time) bool { return LiveAPIToken(t, now) }}, nil
	})
	return a.liveCaller(e, err)
}

// liveCaller is the caller of a cached credential when it authenticates now.
func (a *Authenticator) liveCaller(e *cachedCaller, err error) (*Caller, error) {
	if e == nil || err != nil || !e.live(a.Now()) {
		return nil, err
	}
	return e.caller, nil
}

func (a *Authenticator) fromPAT(ctx context.Context, token string) (*Caller, error) {
	hash := HashSecret(token)
	e, err := a.cached(hash, func() (*cachedCaller, error) {
		pat, err := a.Client.PersonalAccessToken.Query().
			Where(personalaccesstoken.SecretHash(hash)).Only(ctx)
		if ent.IsNotFound(err) {
			return nil, nil
		}
		if err != nil {
			return nil, fmt.Errorf("look up personal access token: %w", err)
		}
		if !pat.ExpiresAt.After(a.Now()) {
			return nil, nil
		}
		c, err := a.userCaller(ctx, pat.UserID)
		if c == nil || err != nil {
			return nil, err
		}
		e := &cachedCaller{caller: c, pat: pat, live: func(now time.Time) bool { return pat.ExpiresAt.After(now) }}
		if pat.SeenAt != nil {
			e.seen.Store(pat.SeenAt.UnixNano())
		}
		return e, nil
	})
	c, err := a.liveCaller(e, err)
	if c != nil && a.Now().Sub(time.Unix(0, e.seen.Load())) > seenResolution {
		e.seen.Store(a.Now().UnixNano())
		a.markSeen(ctx, e.pat)
	}
	return c, err
}

// seenResolution is how stale seenAt may get: use within it does not write again.
const seenResolution = time.Minute

// markSeen records that a personal token, and so its user, was used now. A failure is
// logged, not fatal: the request itself is fine.
func (a *Authenticator) markSeen(ctx context.Context, pat *ent.PersonalAccessToken) {
	now := a.Now()
	err := a.Client.PersonalAccessToken.UpdateOne(pat).SetSeenAt(now).Exec(ctx)
	if err == nil {
		err = a.Client.User.UpdateOneID(pat.UserID).SetSeenAt(now).Exec(ctx)
	}
	if err != nil {
		slog.WarnContext(ctx, "record token use", "err", err)
	}
}

func (a *Authenticator) fromSession(ctx context.Context, secret string) (*Caller, error) {
	hash := HashSecret(secret)
	e, err := a.cached(hash, func() (*cachedCaller, error) {
		s, err := a.Client.Session.Query().Where(session.SecretHash(hash)).Only(ctx)
		if ent.IsNotFound(err) {
			return nil, nil
		}
		if err != nil {
			return nil, fmt.Errorf("look up session: %w", err)
		}
		if !s.ExpiresAt.After(a.Now()) {
			return nil, nil
		}
		c, err := a.userCaller(ctx, s.UserID)
		if c == nil || err != nil {
			return nil, err
		}
		c.Session = true
		c.SessionID = s.ID
		return &cachedCaller{caller: c, live: func(now time.Time) bool { return s.ExpiresAt.After(now) }}, nil
	})
	return a.liveCaller(e, err)
}

// userCaller builds the caller of a live user: its root permissions come from its own
// root role and those of its groups.
func (a *Authenticator) userCaller(ctx context.Context, id int) (*Caller, error) {
	u, err := a.Client.User.Query().
		Where(user.ID(id), user.DeletedAtIsNil()).
		WithRootRole().
		WithMemberships(func(q *ent.GroupMemberQuery) {
			q.WithGroup(func(g *ent.GroupQuery) { g.WithRootRole() })
		}).
		Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("load user %d: %w", id, err)
	}
	c := &Caller{Kind: KindUser, UserID: u.ID, Name: DisplayName(u)}
	if r := u.Edges.RootRole; r != nil {
		c.rootPerms = append(c.rootPerms, r.Permissions...)
	}
	groupIDs := make([]int, 0, len(u.Edges.Memberships))
	for _, m := range u.Edges.Memberships {
		groupIDs = append(groupIDs, m.GroupID)
		if r := m.Edges.Group.Edges.RootRole; r != nil {
			c.rootPerms = append(c.rootPerms, r.Permissions...)
		}
	}
	c.projectPerms = func(ctx context.Context, project string) ([]string, error) {
		return a.projectPermissions(ctx, u.ID, groupIDs, project)
	}
	return c, nil
}

func (a *Authenticator) projectPermissions(ctx context.Context, userID int, groupIDs []int, project string) ([]string, error) {
	who := roleassignment.UserID(userID)
	if len(groupIDs) > 0 {
		who = roleassignment.Or(who, roleassignment.GroupIDIn(groupIDs...))
	}
	as, err := a.Client.RoleAssignment.Query().
		Where(roleassignment.Project(project), who).WithRole().All(ctx)
	if err != nil {
		return nil, fmt.Errorf("load project roles: %w", err)
	}
	var perms []string
	for _, as := range as {
		perms = append(perms, as.Edges.Role.Permissions...)
	}
	return perms, nil
}

// DisplayName is how events and lists name a user: email, else username, else name.
func DisplayName(u *ent.User) string {
	for _, s := range []*string{u.Email, u.Username, u.Name} {
		if s != nil && *s != "" {
			return *s
		}
	}
	return fmt.Sprintf("user-%d", u.ID)
}

// RemoteHost strips the port from a RemoteAddr (already the real IP behind a proxy).
func RemoteHost(addr string) string {
	if host, _, err := net.SplitHostPort(addr); err == nil {
		return host
	}
	return addr
}
