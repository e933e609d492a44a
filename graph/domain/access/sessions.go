package access

import (
	"context"
	"fmt"
	"strings"
	"time"

	"flagstone/ent"
	"flagstone/ent/session"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
)

// SessionTTL is how long a login session lasts.
const SessionTTL = 48 * time.Hour

// LoginResult is a successful login: the user and the session secret for the cookie.
type LoginResult struct {
	User      *ent.User
	Secret    string
	ExpiresAt time.Time
	// Created says the sign-in created the user (a first SSO sign-in).
	Created bool
}

// Login checks a username (or email) and password. A failure counts in the user's
// loginAttempts; a success resets them, records seenAt and opens a session. Failed
// attempts are rate-limited per client address, and per account at that address.
func (s *Service) Login(ctx context.Context, username, password string) (res *LoginResult, err error) {
	username = strings.ToLower(strings.TrimSpace(username))
	if username == "" || password == "" {
		return nil, apperr.Validation("username and password are required")
	}
	attempt, err := s.beginLogin(ctx, username)
	if err != nil {
		return nil, err
	}
	defer func() { attempt.finish(err) }()
	u, err := s.checkCredentials(ctx, username, password)
	if err != nil {
		return nil, err
	}
	if !passwordSignInAllowed(s.SSO, u) {
		return nil, errPasswordOff
	}
	return s.openSession(ctx, u)
}

// errPasswordOff refuses a right password under OIDC_ONLY. It counts as a failed attempt,
// so it is no cheaper a way to test passwords than a wrong one.
var errPasswordOff = apperr.New(apperr.KindUnauthenticated, "Password sign-in is turned off here: sign in with SSO at /auth/oidc/login")

var errBadLogin = apperr.New(apperr.KindUnauthenticated, "Wrong username or password. Try logging in at /auth/simple/login")

func (s *Service) openSession(ctx context.Context, u *ent.User) (*LoginResult, error) {
	res := &LoginResult{Secret: NewSecret(), ExpiresAt: s.Now().Add(SessionTTL)}
	// Sessions and login bookkeeping are not changes of the audited model: no event.
	err := s.MutateUnaudited(ctx, "The session", func(ctx context.Context, tx *kernel.Tx) error {
		err := tx.Session.Create().SetUserID(u.ID).SetSecretHash(auth.HashSecret(res.Secret)).
			SetExpiresAt(res.ExpiresAt).SetCreatedAt(s.Now()).Exec(ctx)
		if err != nil {
			return fmt.Errorf("open session: %w", err)
		}
		res.User, err = tx.User.UpdateOne(u).SetLoginAttempts(0).SetSeenAt(s.Now()).Save(ctx)
		if err != nil {
			return fmt.Errorf("record login: %w", err)
		}
		return nil
	})
	return res, err
}

// Logout ends the session with this secret; an unknown secret is not an error. It is a
// commit like any other, so the caches of this process forget the session at once.
func (s *Service) Logout(ctx context.Context, secret string) error {
	return s.MutateUnaudited(ctx, "The session", func(ctx context.Context, tx *kernel.Tx) error {
		if _, err := tx.Session.Delete().Where(session.SecretHash(auth.HashSecret(secret))).Exec(ctx); err != nil {
			return fmt.Errorf("end session: %w", err)
		}
		return nil
	})
}

// SessionLive reports whether the session with this id still exists and has not expired:
// a live connection opened by a session asks before each delivery, so signing out (or an
// expiry, or the user's deletion) stops what it receives.
func (s *Service) SessionLive(ctx context.Context, id int) (bool, error) {
	ok, err := s.DB(ctx).Session.Query().Where(session.ID(id), session.ExpiresAtGT(s.Now())).Exist(ctx)
	if err != nil {
		return false, fmt.Errorf("look up session: %w", err)
	}
	return ok, nil
}
