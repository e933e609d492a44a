package access

import (
	"context"
	"fmt"
	"strings"

	"flagstone/ent/session"
	"flagstone/ent/user"
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
		u, err := tx.User.UpdateOne(before).SetPasswordHash(hash).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("reset password of user %d: %w", before.ID, err)
		}
		if _, err := tx.Session.Delete().Where(session.UserID(u.ID)).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("end sessions of user %d: %w", u.ID, err)
		}
		data := userData(u)
		data["passwordReset"] = true
		return kernel.Record(kernel.Event{Type: "user-updated", Data: data, PreData: userData(before)}), nil
	})
	if err != nil {
		return "", err
	}
	return password, nil
}
