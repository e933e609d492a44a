package access

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"sync"

	"golang.org/x/crypto/bcrypt"

	"flagstone/ent"
	"flagstone/ent/user"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
)

var errTooManyLogins = apperr.New(apperr.KindRateLimited, "Too many login attempts; try again later")

// loginAttempt is one login holding a place in the rate limits: one per client address,
// and one per account at that address, so that guessing from elsewhere cannot lock the
// account's owner out. The place is taken before the password is checked, so concurrent
// guesses cannot all slip under the limit, and given back unless the password was
// wrong: only failures count.
type loginAttempt struct {
	s                     *Service
	source, accountSource string
}

// beginLogin takes the places of a login as username from the caller's address, or
// refuses it when either limit is reached.
func (s *Service) beginLogin(ctx context.Context, username string) (*loginAttempt, error) {
	source := auth.ClientIP(ctx)
	a := &loginAttempt{s: s, source: source, accountSource: username + "\x00" + source}
	if !s.LoginBySource.Allow(a.source) {
		s.LoginBySource.Refund(a.source)
		return nil, errTooManyLogins
	}
	if !s.LoginByAccountSource.Allow(a.accountSource) {
		a.giveBack()
		return nil, errTooManyLogins
	}
	return a, nil
}

// finish settles the attempt by the login's outcome: a wrong password keeps its places,
// a success clears the account's failures at this address, and any other error (the
// store's) gives the places back.
func (a *loginAttempt) finish(err error) {
	switch {
	case errors.Is(err, errBadLogin), errors.Is(err, errPasswordOff):
	case err == nil:
		a.s.LoginBySource.Refund(a.source)
		a.s.LoginByAccountSource.Reset(a.accountSource)
	default:
		a.giveBack()
	}
}

func (a *loginAttempt) giveBack() {
	a.s.LoginBySource.Refund(a.source)
	a.s.LoginByAccountSource.Refund(a.accountSource)
}

// checkCredentials returns the live user named username (or with that email) when
// password is theirs. Unknown users, users without a password and wrong passwords cost
// the same: one bcrypt comparison and one counting write, so the time of the answer does
// not tell which accounts exist.
func (s *Service) checkCredentials(ctx context.Context, username, password string) (*ent.User, error) {
	u, err := s.DB(ctx).User.Query().
		Where(user.DeletedAtIsNil(), user.Or(user.Email(username), user.UsernameEqualFold(username))).
		First(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return nil, fmt.Errorf("find user for login: %w", err)
	}
	hash, id := decoyPasswordHash(), 0
	if u != nil {
		id = u.ID
		if u.PasswordHash != nil {
			hash = []byte(*u.PasswordHash)
		}
	}
	if bcrypt.CompareHashAndPassword(hash, []byte(password)) == nil && u != nil {
		return u, nil
	}
	// For an unknown user the update matches no row: the same statement, nothing counted.
	// A counter, not a change of the audited model: no event.
	if err := s.DB(ctx).User.Update().Where(user.ID(id)).AddLoginAttempts(1).Exec(kernel.Unaudited(ctx)); err != nil {
		return nil, fmt.Errorf("count failed login: %w", err)
	}
	return nil, errBadLogin
}

// decoyPasswordHash is a hash of a random password at the cost users' passwords are
// hashed with, compared against when there is no user or no password: no password
// matches it.
var decoyPasswordHash = sync.OnceValue(func() []byte {
	h, err := bcrypt.GenerateFromPassword([]byte(rand.Text()), PasswordCost)
	if err != nil {
		panic(fmt.Errorf("hash decoy password: %w", err)) // only for passwords over 72 bytes
	}
	return h
})
