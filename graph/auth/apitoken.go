package auth

import (
	"context"
	"fmt"
	"time"

	"flagstone/ent"
	"flagstone/ent/apitoken"
)

// APIToken is the one validity check of API tokens, for the admin API and the client API
// alike: the token whose secret is secret, when it is live at now (see LiveAPIToken);
// nil when there is none.
func APIToken(ctx context.Context, db *ent.Client, secret string, now time.Time) (*ent.ApiToken, error) {
	t, err := LookupAPIToken(ctx, db, HashSecret(secret))
	if err != nil || !LiveAPIToken(t, now) {
		return nil, err
	}
	return t, nil
}

// LookupAPIToken finds the API token by the hash of its secret, whatever its state; nil
// when there is none. A cache of lookups (the client API's) keeps its answers and judges
// them with LiveAPIToken on every use.
func LookupAPIToken(ctx context.Context, db *ent.Client, secretHash string) (*ent.ApiToken, error) {
	t, err := db.ApiToken.Query().Where(apitoken.SecretHash(secretHash)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("look up api token: %w", err)
	}
	return t, nil
}

// LiveAPIToken reports whether a looked-up token (nil: unknown secret) authenticates at
// now: it exists, is of a known kind, and has not expired.
func LiveAPIToken(t *ent.ApiToken, now time.Time) bool {
	return t != nil && apitoken.KindValidator(t.Kind) == nil && (t.ExpiresAt == nil || t.ExpiresAt.After(now))
}
