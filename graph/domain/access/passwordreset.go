package access

import (
	"context"
	"fmt"
	"strings"
	"time"

	"entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/ent/predicate"
	"flagstone/ent/setting"
	"flagstone/ent/user"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// resetLinkLifetime is how long a password reset link works, as in the reference.
const resetLinkLifetime = 24 * time.Hour

// resetSettingPrefix keys a reset link's row in the settings, followed by the hash of its
// secret: like invite links, only the hash is stored, and a link works once.
const resetSettingPrefix = "password-reset:"

// Recovery is how a user who cannot sign in gets a password again: one an admin sets, or a
// reset link an admin makes. The access area reaches it as Areas.Recovery.
type Recovery struct{ *Service }

// ResetLink is a user a password reset link is for.
type ResetLink struct {
	User      *ent.User
	CreatedBy string
}

// CreateResetLink makes a password reset link for the live user whose email or username is
// login, replacing the user's earlier ones; no email is sent, so the link is answered to
// the admin who asked (as the reference does without SMTP). Expired links of any user go.
func (s *Recovery) CreateResetLink(ctx context.Context, login string) (string, error) {
	login = strings.TrimSpace(login)
	if login == "" {
		return "", apperr.Validation("id is required: the email or username of the user")
	}
	createdBy := kernel.Deref(kernel.CallerName(ctx))
	var secret string
	err := s.MutateUnaudited(ctx, "The user", func(ctx context.Context, tx *kernel.Tx) error {
		u, err := kernel.One(ctx, tx.User.Query().Where(user.DeletedAtIsNil(),
			user.Or(user.EmailEQ(strings.ToLower(login)), user.UsernameEQ(login))).Only, "User %q", login)
		if err != nil {
			return err
		}
		secret, err = storeResetLink(ctx, tx, u.ID, createdBy, s.Now())
		return err
	})
	if err != nil {
		return "", err
	}
	return resetLinkURL(s.BaseURL, secret), nil
}

// InviteUser creates a user as Service.CreateUser does and, for one without a password,
// the link that sets its first one (a reset link, as CreateResetLink makes), in the same
// transaction: a user is never left without the link its creator was to be given. The
// link is nil for a user created with a password.
func (s *Recovery) InviteUser(ctx context.Context, in model.CreateUserInput) (*ent.User, *string, error) {
	return createUser(ctx, s.Service, in, true)
}

// storeResetLink stores a new reset link for user id, made by createdBy, in place of the
// user's earlier ones (and every expired one), and returns its secret.
func storeResetLink(ctx context.Context, tx *kernel.Tx, id int, createdBy string, now time.Time) (string, error) {
	if err := dropResetLinks(ctx, tx, id, now); err != nil {
		return "", err
	}
	secret := NewSecret()
	value := map[string]any{"userId": id, "createdBy": createdBy,
		"expiresAt": now.Add(resetLinkLifetime).Format(time.RFC3339Nano)}
	if err := tx.Setting.Create().SetID(resetSettingPrefix + auth.HashSecret(secret)).SetValue(value).Exec(ctx); err != nil {
		return "", fmt.Errorf("store reset link: %w", err)
	}
	return secret, nil
}

// resetLinkURL is the dashboard's address, under base, that opens the reset link of secret.
func resetLinkURL(base, secret string) string {
	return base + "/reset-password?token=" + secret
}

// dropResetLinks deletes the expired reset links and those of user id.
func dropResetLinks(ctx context.Context, tx *kernel.Tx, id int, now time.Time) error {
	rows, err := tx.Setting.Query().Where(predicate.Setting(sql.FieldHasPrefix(setting.FieldID, resetSettingPrefix))).All(ctx)
	if err != nil {
		return fmt.Errorf("list reset links: %w", err)
	}
	for _, r := range rows {
		if uid, exp := resetValue(r); uid == id || !exp.After(now) {
			if err := tx.Setting.DeleteOne(r).Exec(ctx); err != nil {
				return fmt.Errorf("delete reset link: %w", err)
			}
		}
	}
	return nil
}

func resetValue(r *ent.Setting) (userID int, expiresAt time.Time) {
	if f, ok := r.Value["userId"].(float64); ok {
		userID = int(f)
	} else if i, ok := r.Value["userId"].(int); ok {
		userID = i
	}
	if e, ok := r.Value["expiresAt"].(string); ok {
		expiresAt, _ = time.Parse(time.RFC3339Nano, e)
	}
	return userID, expiresAt
}

// errBadResetLink is the answer for a reset link that is unknown, used or expired; it does
// not say which.
var errBadResetLink = apperr.New(apperr.KindUnauthenticated, "The reset link is invalid or has expired")

// ResetLinkUser returns the user a live reset link is for. Guesses are rate-limited per
// client address, as invite links are.
func (s *Recovery) ResetLinkUser(ctx context.Context, secret string) (*ResetLink, error) {
	if !s.InviteByIP.Allow(auth.ClientIP(ctx)) {
		return nil, apperr.New(apperr.KindRateLimited, "Too many reset link requests; try again later")
	}
	row, err := s.DB(ctx).Setting.Query().Where(setting.ID(resetSettingPrefix + auth.HashSecret(secret))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, errBadResetLink
	}
	if err != nil {
		return nil, fmt.Errorf("find reset link: %w", err)
	}
	id, exp := resetValue(row)
	if !exp.After(s.Now()) {
		return nil, errBadResetLink
	}
	u, err := s.User(ctx, id)
	if apperr.Is(err, apperr.KindNotFound) {
		return nil, errBadResetLink
	}
	if err != nil {
		return nil, err
	}
	createdBy, _ := row.Value["createdBy"].(string)
	return &ResetLink{User: u, CreatedBy: createdBy}, nil
}

// ResetPasswordWithLink sets the password of the user a live reset link is for, uses the
// link up, ends the user's sessions and records user-updated, as the system.
func (s *Recovery) ResetPasswordWithLink(ctx context.Context, secret, password string) error {
	if !s.InviteByIP.Allow(auth.ClientIP(ctx)) {
		return apperr.New(apperr.KindRateLimited, "Too many reset link requests; try again later")
	}
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	ctx = auth.WithCaller(ctx, nil)
	return s.Mutate(ctx, "The reset link", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		q := tx.Setting.Query().Where(setting.ID(resetSettingPrefix + auth.HashSecret(secret)))
		row, err := kernel.Locked(tx, q).Only(ctx)
		if ent.IsNotFound(err) {
			return kernel.Change{}, errBadResetLink
		}
		if err != nil {
			return kernel.Change{}, fmt.Errorf("find reset link: %w", err)
		}
		if err := tx.Setting.DeleteOne(row).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("use reset link: %w", err)
		}
		id, exp := resetValue(row)
		if !exp.After(s.Now()) {
			return kernel.Change{}, errBadResetLink
		}
		before, err := lockUser(ctx, tx, id)
		if apperr.Is(err, apperr.KindNotFound) {
			return kernel.Change{}, errBadResetLink
		}
		if err != nil {
			return kernel.Change{}, err
		}
		return setPassword(ctx, tx, before, hash)
	})
}
