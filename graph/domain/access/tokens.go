package access

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"time"

	"flagstone/ent"
	"flagstone/ent/apitoken"
	"flagstone/ent/environment"
	"flagstone/ent/personalaccesstoken"
	"flagstone/ent/predicate"
	"flagstone/ent/project"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// NewSecret returns 256 random bits, hex-encoded.
func NewSecret() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	return hex.EncodeToString(b)
}

// maskShown is how many characters of a secret its masked form shows: enough to tell
// tokens apart in a list, too few to matter (an invite secret keeps 112 of its 128 bits).
const maskShown = 4

// MaskSecret shows a token's scope (what precedes its secret: "project:environment." or
// "user:"; invite secrets have none) and the first characters of its secret only.
func MaskSecret(token string) string {
	secret := token[strings.LastIndexAny(token, ".:")+1:]
	scope := token[:len(token)-len(secret)]
	if len(secret) <= 2*maskShown {
		return scope + "****"
	}
	return scope + secret[:maskShown] + "****"
}

// APITokens lists the API tokens, newest first.
func (s *Service) APITokens(ctx context.Context, name *string) ([]*ent.ApiToken, error) {
	q := s.DB(ctx).ApiToken.Query()
	if name != nil {
		q = q.Where(apitoken.Name(*name))
	}
	ts, err := q.Order(ent.Desc(apitoken.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list api tokens: %w", err)
	}
	return ts, nil
}

// CreateAPIToken creates an admin, client or frontend token and records
// api-token-created. The secret is returned once and stored only as a hash.
func (s *Service) CreateAPIToken(ctx context.Context, in model.APITokenInput) (*model.CreatedAPIToken, error) {
	name := strings.TrimSpace(in.TokenName)
	if name == "" {
		return nil, apperr.Validation("tokenName is required")
	}
	if err := kernel.CheckLen("tokenName", &name, kernel.MaxNameLen); err != nil {
		return nil, err
	}
	kind := apitoken.Kind(strings.ToLower(in.Type))
	if err := apitoken.KindValidator(kind); err != nil {
		return nil, apperr.Validation("type must be admin, client or frontend, got %q", in.Type)
	}
	if exp := in.ExpiresAt.Value(); exp != nil && !exp.After(s.Now()) {
		return nil, apperr.Validation("expiresAt must be in the future")
	}
	var out *model.CreatedAPIToken
	err := s.Mutate(ctx, fmt.Sprintf("An API token named %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		projects, env, err := tokenScope(ctx, tx, kind, in)
		if err != nil {
			return kernel.Change{}, err
		}
		secret := fmt.Sprintf("%s:%s.%s", scopeLabel(projects), env, NewSecret())
		t, err := tx.ApiToken.Create().SetName(name).SetKind(kind).SetProjects(projects).
			SetEnvironment(env).SetSecretHash(auth.HashSecret(secret)).SetDisplay(MaskSecret(secret)).
			SetNillableExpiresAt(in.ExpiresAt.Value()).SetCreatedAt(s.Now()).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create api token: %w", err)
		}
		out = &model.CreatedAPIToken{Token: t, Secret: secret}
		return kernel.Record(kernel.Event{Type: "api-token-created", Data: tokenData(t)}), nil
	})
	return out, err
}

// tokenScope validates the projects and environment of a new token.
func tokenScope(ctx context.Context, tx *kernel.Tx, kind apitoken.Kind, in model.APITokenInput) ([]string, string, error) {
	if kind == apitoken.KindAdmin {
		return []string{"*"}, "*", nil
	}
	env := "development"
	if e := in.Environment.Value(); e != nil && *e != "" {
		env = *e
	}
	if ok, err := tx.Environment.Query().Where(environment.ID(env)).Exist(ctx); err != nil || !ok {
		return nil, "", kernel.ErrOr(err, apperr.Validation("environment %q does not exist", env))
	}
	projects := in.Projects.Value()
	if len(projects) == 0 || slices.Contains(projects, "*") {
		return []string{"*"}, env, nil
	}
	n, err := tx.Project.Query().Where(project.IDIn(projects...)).Count(ctx)
	if err != nil || n != len(projects) {
		return nil, "", kernel.ErrOr(err, apperr.Validation("projects must name existing projects"))
	}
	return projects, env, nil
}

// scopeLabel is the project part of a token's secret: the project, or * for several.
func scopeLabel(projects []string) string {
	if len(projects) == 1 {
		return projects[0]
	}
	if len(projects) > 1 {
		return "[]"
	}
	return "*"
}

// DeleteAPIToken deletes the token with this secret and records api-token-deleted.
func (s *Service) DeleteAPIToken(ctx context.Context, secret string) error {
	return s.deleteAPIToken(ctx, apitoken.SecretHash(auth.HashSecret(secret)))
}

// RevokeAPIToken is DeleteAPIToken for a caller that knows the token by its id (a list
// shows the secrets masked).
func (s *Service) RevokeAPIToken(ctx context.Context, id int) error {
	return s.deleteAPIToken(ctx, apitoken.ID(id))
}

func (s *Service) deleteAPIToken(ctx context.Context, which predicate.ApiToken) error {
	return s.Mutate(ctx, "The API token", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		t, err := kernel.One(ctx, kernel.Locked(tx, tx.ApiToken.Query().Where(which)).Only, "The API token")
		if err != nil {
			return kernel.Change{}, err
		}
		if err := tx.ApiToken.DeleteOne(t).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete api token: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "api-token-deleted", PreData: tokenData(t)}), nil
	})
}

// UpdateAPITokenExpiry sets when the API token with this secret expires, which must be in
// the future, and records api-token-updated.
func (s *Service) UpdateAPITokenExpiry(ctx context.Context, secret string, expiresAt time.Time) (*ent.ApiToken, error) {
	return s.updateAPITokenExpiry(ctx, apitoken.SecretHash(auth.HashSecret(secret)), expiresAt)
}

// UpdateAPITokenExpiryByID is UpdateAPITokenExpiry for a caller that knows the token by its
// id (a list shows the secrets masked).
func (s *Service) UpdateAPITokenExpiryByID(ctx context.Context, id int, expiresAt time.Time) (*ent.ApiToken, error) {
	return s.updateAPITokenExpiry(ctx, apitoken.ID(id), expiresAt)
}

func (s *Service) updateAPITokenExpiry(ctx context.Context, which predicate.ApiToken, expiresAt time.Time) (*ent.ApiToken, error) {
	if !expiresAt.After(s.Now()) {
		return nil, apperr.Validation("expiresAt must be in the future")
	}
	var out *ent.ApiToken
	err := s.Mutate(ctx, "The API token", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		q := tx.ApiToken.Query().Where(which)
		before, err := kernel.One(ctx, kernel.Locked(tx, q).Only, "The API token")
		if err != nil {
			return kernel.Change{}, err
		}
		out, err = tx.ApiToken.UpdateOne(before).SetExpiresAt(expiresAt).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("update api token: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "api-token-updated", Data: tokenData(out), PreData: tokenData(before)}), nil
	})
	return out, err
}

func tokenData(t *ent.ApiToken) map[string]any {
	return map[string]any{"tokenName": t.Name, "type": t.Kind, "environment": t.Environment,
		"projects": t.Projects, "expiresAt": t.ExpiresAt}
}

// PersonalTokens lists a user's personal access tokens.
func (s *Service) PersonalTokens(ctx context.Context, userID int) ([]*ent.PersonalAccessToken, error) {
	ts, err := s.DB(ctx).PersonalAccessToken.Query().
		Where(personalaccesstoken.UserID(userID)).Order(ent.Asc(personalaccesstoken.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list personal tokens: %w", err)
	}
	return ts, nil
}

// CreatePersonalToken creates a token acting as userID and records pat-created.
func (s *Service) CreatePersonalToken(ctx context.Context, userID int, in model.PersonalTokenInput) (*model.CreatedPersonalToken, error) {
	desc := strings.TrimSpace(in.Description)
	if desc == "" {
		return nil, apperr.Validation("description is required")
	}
	if err := kernel.CheckLen("description", &desc, kernel.MaxNameLen); err != nil {
		return nil, err
	}
	if !in.ExpiresAt.After(s.Now()) {
		return nil, apperr.Validation("expiresAt must be in the future")
	}
	var out *model.CreatedPersonalToken
	err := s.Mutate(ctx, "A personal access token", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		secret := "user:" + NewSecret()
		t, err := tx.PersonalAccessToken.Create().SetUserID(userID).SetDescription(desc).
			SetExpiresAt(in.ExpiresAt).SetSecretHash(auth.HashSecret(secret)).SetCreatedAt(s.Now()).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create personal token: %w", err)
		}
		out = &model.CreatedPersonalToken{Token: t, Secret: secret}
		return kernel.Record(kernel.Event{Type: "pat-created", Data: patData(t)}), nil
	})
	return out, err
}

// DeletePersonalToken deletes one of userID's tokens and records pat-deleted.
func (s *Service) DeletePersonalToken(ctx context.Context, userID, id int) error {
	return s.Mutate(ctx, fmt.Sprintf("Personal access token %d", id), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		q := tx.PersonalAccessToken.Query().Where(personalaccesstoken.ID(id), personalaccesstoken.UserID(userID))
		t, err := kernel.One(ctx, kernel.Locked(tx, q).Only, "Personal access token %d", id)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := tx.PersonalAccessToken.DeleteOne(t).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete personal token: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "pat-deleted", PreData: patData(t)}), nil
	})
}

func patData(t *ent.PersonalAccessToken) map[string]any {
	return map[string]any{"id": t.ID, "userId": t.UserID, "description": t.Description, "expiresAt": t.ExpiresAt}
}
