package access

import (
	"context"
	"fmt"
	"strings"
	"time"

	"flagstone/ent"
	"flagstone/ent/predicate"
	"flagstone/ent/session"
	"flagstone/ent/user"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// inactiveAfter is how long a user goes unseen before counting as inactive, as in the reference.
const inactiveAfter = 180 * 24 * time.Hour

// maxSearchResults caps a user search, which any signed-in caller may run.
const maxSearchResults = 100

// SearchUsers returns the live users whose name, email or username contains q, ignoring
// case; q needs at least two characters (the reference answers none for shorter).
func (s *Service) SearchUsers(ctx context.Context, q string) ([]*ent.User, error) {
	q = strings.TrimSpace(q)
	if len([]rune(q)) < 2 {
		return []*ent.User{}, nil
	}
	us, err := s.DB(ctx).User.Query().
		Where(user.DeletedAtIsNil(), user.Or(user.NameContainsFold(q), user.EmailContainsFold(q), user.UsernameContainsFold(q))).
		Order(ent.Asc(user.FieldID)).Limit(maxSearchResults).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("search users: %w", err)
	}
	return us, nil
}

// AdminCount counts the users with the Admin root role: people with a password, people
// without one, and service accounts.
func (s *Service) AdminCount(ctx context.Context) (*model.AdminCount, error) {
	admins, err := s.DB(ctx).User.Query().Where(user.DeletedAtIsNil(), user.RootRoleID(RoleAdmin)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("count admins: %w", err)
	}
	out := &model.AdminCount{}
	for _, u := range admins {
		switch {
		case u.AccountType == user.AccountTypeServiceAccount:
			out.Service++
		case u.PasswordHash != nil:
			out.Password++
		default:
			out.NoPassword++
		}
	}
	return out, nil
}

// InactiveUsers lists the live users (not service accounts) unseen for 180 days: seen
// before then, or never seen and created before then.
func (s *Service) InactiveUsers(ctx context.Context) ([]*ent.User, error) {
	us, err := s.DB(ctx).User.Query().Where(inactiveUser(s.Now())).Order(ent.Asc(user.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list inactive users: %w", err)
	}
	return us, nil
}

func inactiveUser(now time.Time) predicate.User {
	before := now.Add(-inactiveAfter)
	return user.And(user.DeletedAtIsNil(), user.AccountTypeEQ(user.AccountTypeUser), user.Or(
		user.SeenAtLT(before), user.And(user.SeenAtIsNil(), user.CreatedAtLT(before))))
}

// DeleteInactiveUsers deletes those of ids that are inactive users, the caller excepted,
// each as DeleteUser does; it returns how many it deleted. Ids of active or unknown users
// are skipped, as in the reference.
func (s *Service) DeleteInactiveUsers(ctx context.Context, ids []int) (int, error) {
	inactive, err := s.InactiveUsers(ctx)
	if err != nil {
		return 0, err
	}
	wanted := map[int]bool{}
	for _, id := range ids {
		wanted[id] = true
	}
	n := 0
	for _, u := range inactive {
		if !wanted[u.ID] {
			continue
		}
		err := s.DeleteUser(ctx, u.ID)
		if apperr.Is(err, apperr.KindValidation) || apperr.Is(err, apperr.KindNotFound) {
			continue // the caller, or deleted meanwhile
		}
		if err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// SetPassword gives user id a new password chosen by an admin, ends the user's sessions
// and records user-updated.
func (s *Recovery) SetPassword(ctx context.Context, id int, password string) error {
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	return s.Mutate(ctx, "The user", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockUser(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		return setPassword(ctx, tx, before, hash)
	})
}

// setPassword stores hash as before's password and ends its sessions: the change of every
// way a password is set for a user by someone else (an admin, a reset link).
func setPassword(ctx context.Context, tx *kernel.Tx, before *ent.User, hash string) (kernel.Change, error) {
	u, err := tx.User.UpdateOne(before).SetPasswordHash(hash).SetLoginAttempts(0).Save(ctx)
	if err != nil {
		return kernel.Change{}, fmt.Errorf("set password of user %d: %w", before.ID, err)
	}
	if _, err := tx.Session.Delete().Where(session.UserID(u.ID)).Exec(ctx); err != nil {
		return kernel.Change{}, fmt.Errorf("end sessions of user %d: %w", u.ID, err)
	}
	data := userData(u)
	data["passwordReset"] = true
	return kernel.Record(kernel.Event{Type: "user-updated", Data: data, PreData: userData(before)}), nil
}

// CheckPassword reports whether p passes the password rules, naming password when not.
func CheckPassword(p string) error { return checkPassword(p) }
