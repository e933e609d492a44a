// Package auth identifies the caller of a request (API token, personal access token or
// session) and decides what it may do. Both faces share it: one middleware puts the
// Caller in the context, and every resolver starts with Require.
package auth

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"sync"
	"sync/atomic"

	"flagstone/graph/apperr"
)

// Kind tells what authenticated the caller.
type Kind int

// The kinds of caller.
const (
	KindUser Kind = iota + 1
	KindAdminToken
	KindClientToken
	KindFrontendToken
	KindOpen // AUTH_TYPE=none: everybody acts as an admin
)

// Audit identities of callers that are not users (behavior.md, Identities and tokens).
const (
	TokenUserID  = -42
	SystemUserID = -1337
	SystemName   = "system"
)

// Caller is the authenticated identity behind a request.
type Caller struct {
	Kind Kind
	// UserID is the user behind a session or personal access token; 0 for API tokens.
	UserID int
	// Session is set when the session cookie, not a token, authenticated the caller.
	Session bool
	// SessionID is the id of that session, 0 otherwise.
	SessionID int
	// Name is what events record as createdBy: the user's email or username, or the token name.
	Name string
	// TokenProjects and TokenEnvironment scope a client or frontend token.
	TokenProjects    []string
	TokenEnvironment string
	// rootPerms holds the permissions of the root roles, direct and through groups.
	rootPerms []string
	// projectPerms loads the permissions project roles grant in one project.
	projectPerms func(ctx context.Context, project string) ([]string, error)
	mu           sync.Mutex
	projectCache map[string][]string
}

// AuditID is the createdByUserId events record for this caller.
func (c *Caller) AuditID() int {
	if c.Kind == KindUser {
		return c.UserID
	}
	return TokenUserID
}

// IsAdmin reports whether the caller holds the ADMIN permission instance-wide.
func (c *Caller) IsAdmin() bool {
	return c.Kind == KindAdminToken || c.Kind == KindOpen || slices.Contains(c.rootPerms, Admin)
}

func (c *Caller) permissionsIn(ctx context.Context, project string) ([]string, error) {
	if project == "" || c.projectPerms == nil {
		return nil, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if perms, ok := c.projectCache[project]; ok {
		return perms, nil
	}
	perms, err := c.projectPerms(ctx, project)
	if err != nil {
		return nil, err
	}
	if c.projectCache == nil {
		c.projectCache = map[string][]string{}
	}
	c.projectCache[project] = perms
	return perms, nil
}

type callerKey struct{}

// WithCaller returns ctx carrying c.
func WithCaller(ctx context.Context, c *Caller) context.Context {
	return context.WithValue(ctx, callerKey{}, c)
}

// Live is the caller of a long-lived connection (a WebSocket), which identifies its
// credential again as it lasts: a context carrying it (WithLive) answers FromContext with
// the caller it holds now, so what runs on the connection, a subscription included, has
// the rights its caller has now. The zero value holds nobody.
type Live struct{ p atomic.Pointer[Caller] }

// Set makes c the caller; nil leaves nobody.
func (l *Live) Set(c *Caller) { l.p.Store(c) }

// Caller is the caller now, or nil.
func (l *Live) Caller() *Caller { return l.p.Load() }

// WithLive returns ctx whose caller is whoever l holds at each FromContext.
func WithLive(ctx context.Context, l *Live) context.Context {
	return context.WithValue(ctx, callerKey{}, l)
}

// FromContext returns the caller of the request, or nil when it is anonymous.
func FromContext(ctx context.Context) *Caller {
	switch c := ctx.Value(callerKey{}).(type) {
	case *Caller:
		return c
	case *Live:
		return c.Caller()
	}
	return nil
}

// Authenticated returns the caller, or Unauthenticated when there is none. Client and
// frontend tokens are not admin identities and are refused here too.
func Authenticated(ctx context.Context) (*Caller, error) {
	c := FromContext(ctx)
	if c == nil {
		if failed, ok := ctx.Value(identifyFailedKey{}).(*apperr.Error); ok {
			return nil, failed
		}
		return nil, apperr.Unauthenticated()
	}
	if c.Kind == KindClientToken || c.Kind == KindFrontendToken {
		return nil, apperr.New(apperr.KindForbidden,
			"A %s token cannot be used on the admin API; use an admin token or a personal access token.", kindLabel(c.Kind))
	}
	return c, nil
}

// Require checks that the caller holds permission, instance-wide or in project (when not
// empty). environment only sharpens the error message.
func Require(ctx context.Context, permission, project, environment string) (*Caller, error) {
	c, err := Authenticated(ctx)
	if err != nil {
		return nil, err
	}
	if c.IsAdmin() || slices.Contains(c.rootPerms, permission) {
		return c, nil
	}
	perms, err := c.permissionsIn(ctx, project)
	if err != nil {
		return nil, err
	}
	if slices.Contains(perms, permission) {
		return c, nil
	}
	return nil, apperr.Forbidden(permission, environment)
}

// HashSecret is how every secret (tokens, sessions, invite links) is stored and looked up.
func HashSecret(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

func kindLabel(k Kind) string {
	if k == KindFrontendToken {
		return "frontend"
	}
	return "client"
}

// RequireUser returns the caller when it is a user (session or personal access token):
// personal tokens and favorites belong to users, not to API tokens.
func RequireUser(ctx context.Context) (*Caller, error) {
	c, err := Authenticated(ctx)
	if err != nil {
		return nil, err
	}
	if c.Kind != KindUser {
		return nil, apperr.Validation("this operation belongs to users; an API token has no user")
	}
	return c, nil
}

type clientIPKey struct{}

// ClientIP is the address the request came from (after RealIP), for rate limits.
func ClientIP(ctx context.Context) string {
	ip, _ := ctx.Value(clientIPKey{}).(string)
	return ip
}
