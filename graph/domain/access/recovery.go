package access

import (
	"context"
	"fmt"
	"strings"

	"golang.org/x/crypto/bcrypt"

	"flagstone/ent/session"
	"flagstone/ent/user"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
)

// ResetPassword gives the user whose email or username is login a new generated password,
// ends the user's sessions and records user-updated; it returns the password, to be shown
// once. It is the way back in for an operator locked out (flagstone admin reset-password).
func (s *Service) ResetPassword(ctx context.Context, login string) (string, error) {
	login = strings.TrimSpace(login)
	password := "Fs-" + NewSecret()[:24]
	hash, err := HashPasswordUnchecked(password)
	if err != nil {
		return "", err
	}
	err = s.Mutate(ctx, "The user", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		q := tx.User.Query().Where(user.DeletedAtIsNil(),
			user.Or(user.EmailEQ(strings.ToLower(login)), user.UsernameEQ(login)))
		before, err := kernel.One(ctx, kernel.Locked(tx, q).Only, "User %q", login)
		if err != nil {
			return kernel.Change{}, err
		}
		return setPassword(ctx, tx, before, hash)
	})
	if err != nil {
		return "", err
	}
	return password, nil
}

// ChangePassword sets the password of user id when oldPassword is its current one and
// password passes the strength rules (and equals confirm when confirm is given); it ends the
// user's sessions other than keepSession and records user-updated.
func (s *Service) ChangePassword(ctx context.Context, id, keepSession int, oldPassword, password string, confirm *string) error {
	if confirm != nil && *confirm != password {
		return apperr.ValidationDetails([]apperr.Detail{{Path: "confirmPassword", Message: "confirmPassword does not match password"}})
	}
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	return s.Mutate(ctx, "The user", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockUser(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		if before.PasswordHash == nil || bcrypt.CompareHashAndPassword([]byte(*before.PasswordHash), []byte(oldPassword)) != nil {
			return kernel.Change{}, apperr.New(apperr.KindUnauthenticated, "Old password is incorrect")
		}
		u, err := tx.User.UpdateOne(before).SetPasswordHash(hash).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("change password of user %d: %w", id, err)
		}
		if _, err := tx.Session.Delete().Where(session.UserID(id), session.IDNEQ(keepSession)).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("end other sessions of user %d: %w", id, err)
		}
		data := userData(u)
		data["passwordChanged"] = true
		return kernel.Record(kernel.Event{Type: "user-updated", Data: data, PreData: userData(before)}), nil
	})
}
