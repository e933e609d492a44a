package access

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"flagstone/ent"
	"flagstone/ent/predicate"
	"flagstone/ent/publicsignuptoken"
	"flagstone/ent/user"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// SignupTokens lists the invite tokens, newest first. Only a hash of each secret is kept,
// so the list shows each secret masked and no url.
func (s *Service) SignupTokens(ctx context.Context) ([]*model.SignupToken, error) {
	ts, err := s.DB(ctx).PublicSignupToken.Query().Order(ent.Desc(publicsignuptoken.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list signup tokens: %w", err)
	}
	return s.signupTokens(ctx, ts, "")
}

// SignupToken returns the token with this secret, showing the secret and its url: the
// caller has them already.
func (s *Service) SignupToken(ctx context.Context, secret string) (*model.SignupToken, error) {
	t, err := findSignupToken(ctx, s.DB(ctx), secret)
	if err != nil {
		return nil, err
	}
	out, err := s.signupTokens(ctx, []*ent.PublicSignupToken{t}, secret)
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

func findSignupToken(ctx context.Context, db *ent.Client, secret string) (*ent.PublicSignupToken, error) {
	return kernel.One(ctx, signupTokenQuery(db, secret).Only, "The signup token")
}

// lockSignupToken reads the token with this secret for a change, locked until tx ends:
// signups through one token take turns updating its users.
func lockSignupToken(ctx context.Context, tx *kernel.Tx, secret string) (*ent.PublicSignupToken, error) {
	return kernel.One(ctx, kernel.Locked(tx, signupTokenQuery(tx.Client, secret)).Only, "The signup token")
}

func signupTokenQuery(db *ent.Client, secret string) *ent.PublicSignupTokenQuery {
	return db.PublicSignupToken.Query().Where(publicsignuptoken.SecretHash(auth.HashSecret(secret)))
}

// signupTokens renders tokens with their users and role, loading the users and roles of
// all of them at once. A known secret (of a single token) is shown with its url; else
// each token shows its masked secret and no url.
func (s *Service) signupTokens(ctx context.Context, ts []*ent.PublicSignupToken, known string) ([]*model.SignupToken, error) {
	var userIDs []int
	for _, t := range ts {
		userIDs = append(userIDs, t.UserIds...)
	}
	users, err := s.DB(ctx).User.Query().Where(user.IDIn(userIDs...)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("load signup token users: %w", err)
	}
	byID := map[int]*ent.User{}
	for _, u := range users {
		byID[u.ID] = u
	}
	viewer, err := s.DB(ctx).Role.Get(ctx, RoleViewer)
	if err != nil {
		return nil, fmt.Errorf("load viewer role: %w", err)
	}
	out := make([]*model.SignupToken, len(ts))
	for i, t := range ts {
		mt := &model.SignupToken{ID: t.ID, Secret: t.Display, Name: t.Name,
			Enabled: t.Enabled && t.ExpiresAt.After(s.Now()), ExpiresAt: t.ExpiresAt, CreatedAt: t.CreatedAt,
			CreatedBy: t.CreatedBy, Users: []*ent.User{}, Role: viewer}
		for _, id := range t.UserIds {
			if u := byID[id]; u != nil {
				mt.Users = append(mt.Users, u)
			}
		}
		if known != "" {
			url := s.inviteURL(known)
			mt.Secret, mt.URL = known, &url
		}
		out[i] = mt
	}
	return out, nil
}

// inviteURL is the link an invite token is shared as: the dashboard's sign-up page.
func (s *Service) inviteURL(secret string) string {
	return s.BaseURL + "/invite/" + secret
}

// newInviteSecret returns 128 random bits as 32 hex characters.
func newInviteSecret() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	return hex.EncodeToString(b)
}

// CreateSignupToken creates an invite link and records public-signup-token-created.
func (s *Service) CreateSignupToken(ctx context.Context, in model.SignupTokenInput) (*model.SignupToken, error) {
	name := strings.TrimSpace(in.Name)
	if name == "" {
		return nil, apperr.Validation("name is required")
	}
	if err := kernel.CheckLen("name", &name, kernel.MaxNameLen); err != nil {
		return nil, err
	}
	if !in.ExpiresAt.After(s.Now()) {
		return nil, apperr.Validation("expiresAt must be in the future")
	}
	secret := newInviteSecret()
	err := s.Mutate(ctx, fmt.Sprintf("A signup token named %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		t, err := tx.PublicSignupToken.Create().SetName(name).SetExpiresAt(in.ExpiresAt).
			SetSecretHash(auth.HashSecret(secret)).SetDisplay(MaskSecret(secret)).SetRoleID(RoleViewer).
			SetNillableCreatedBy(kernel.CallerName(ctx)).SetCreatedAt(s.Now()).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create signup token: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "public-signup-token-created", Data: signupTokenData(t)}), nil
	})
	if err != nil {
		return nil, err
	}
	return s.SignupToken(ctx, secret)
}

// UpdateSignupToken changes a token's expiry or enabled state and records
// public-signup-token-updated.
func (s *Service) UpdateSignupToken(ctx context.Context, secret string, in model.SignupTokenUpdate) (*model.SignupToken, error) {
	if err := s.updateSignupToken(ctx, publicsignuptoken.SecretHash(auth.HashSecret(secret)), in); err != nil {
		return nil, err
	}
	return s.SignupToken(ctx, secret)
}

// UpdateSignupTokenByID is UpdateSignupToken for a caller that knows the token by its id (a
// list shows no secrets); the answer shows the secret masked and no url.
func (s *Service) UpdateSignupTokenByID(ctx context.Context, id int, in model.SignupTokenUpdate) (*model.SignupToken, error) {
	if err := s.updateSignupToken(ctx, publicsignuptoken.ID(id), in); err != nil {
		return nil, err
	}
	t, err := kernel.One(ctx, s.DB(ctx).PublicSignupToken.Query().Where(publicsignuptoken.ID(id)).Only, "The signup token")
	if err != nil {
		return nil, err
	}
	out, err := s.signupTokens(ctx, []*ent.PublicSignupToken{t}, "")
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

func (s *Service) updateSignupToken(ctx context.Context, which predicate.PublicSignupToken, in model.SignupTokenUpdate) error {
	expires, enabled := in.ExpiresAt.Value(), in.Enabled.Value()
	if expires == nil && enabled == nil {
		return apperr.Validation("expiresAt or enabled is required")
	}
	return s.Mutate(ctx, "The signup token", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		q := tx.PublicSignupToken.Query().Where(which)
		before, err := kernel.One(ctx, kernel.Locked(tx, q).Only, "The signup token")
		if err != nil {
			return kernel.Change{}, err
		}
		after, err := tx.PublicSignupToken.UpdateOne(before).SetNillableExpiresAt(expires).
			SetNillableEnabled(enabled).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("update signup token: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "public-signup-token-updated",
			Data: signupTokenData(after), PreData: signupTokenData(before)}), nil
	})
}

// InviteValid reports whether secret names an enabled, unexpired token. Guesses are
// rate-limited per client IP.
func (s *Service) InviteValid(ctx context.Context, secret string) (bool, error) {
	if !s.InviteByIP.Allow(auth.ClientIP(ctx)) {
		return false, apperr.New(apperr.KindRateLimited, "Too many invite link requests; try again later")
	}
	t, err := findSignupToken(ctx, s.DB(ctx), secret)
	if apperr.Is(err, apperr.KindNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return s.usable(t), nil
}

func (s *Service) usable(t *ent.PublicSignupToken) bool {
	return t.Enabled && t.ExpiresAt.After(s.Now())
}

// Signup creates a user through an invite token: the user gets the token's role and joins
// the token's users. Records user-created and public-signup-token-user-added, as the
// system; the event names the token, never a part of its secret.
func (s *Service) Signup(ctx context.Context, secret string, in model.SignupInput) (*ent.User, error) {
	if !s.InviteByIP.Allow(auth.ClientIP(ctx)) {
		return nil, apperr.New(apperr.KindRateLimited, "Too many invite link requests; try again later")
	}
	ctx = auth.WithCaller(ctx, nil) // the new user acts through the system identity
	var created *ent.User
	err := s.Mutate(ctx, "The signup token", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		t, err := lockSignupToken(ctx, tx, secret)
		if err != nil {
			return kernel.Change{}, err
		}
		if !s.usable(t) {
			return kernel.Change{}, apperr.Validation("the invite link is disabled or has expired")
		}
		role := model.RoleRef{ID: t.RoleID}
		u, err := s.CreateUser(ctx, model.CreateUserInput{
			Name: kernel.Some(&in.Name), Email: kernel.Some(&in.Email), Username: in.Username,
			Password: kernel.Some(&in.Password), RootRole: kernel.Some(&role),
		})
		if err != nil {
			return kernel.Change{}, err
		}
		created = u
		if err := tx.PublicSignupToken.UpdateOne(t).AppendUserIds([]int{u.ID}).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("add user to signup token: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "public-signup-token-user-added",
			Data: map[string]any{"name": t.Name, "userId": u.ID}}), nil
	})
	return created, err
}

func signupTokenData(t *ent.PublicSignupToken) map[string]any {
	return map[string]any{"name": t.Name, "enabled": t.Enabled, "expiresAt": t.ExpiresAt.Format(time.RFC3339Nano),
		"createdBy": t.CreatedBy}
}
