package clientapi

import (
	"context"
	"slices"
	"sync"
	"time"

	"flagstone/ent"
	"flagstone/ent/apitoken"
	"flagstone/graph/auth"
)

// Bounds of the token cache. Tokens that exist are kept apart from unknown secrets, and
// each part is emptied when it is full: unknown secrets are cached so that an SDK fleet
// sending a revoked token does not reach the store on every request, but a flood of
// made-up secrets only ever empties their own part, never the tokens in use.
const (
	maxCachedTokens  = 10_000
	maxUnknownTokens = 10_000
)

// Token is an API token as the client API sees it.
type Token struct {
	Kind  apitoken.Kind
	Name  string
	Scope Scope
}

// tokenCache keeps token lookups by secret hash; whether a token is valid is decided on
// every use by auth.LiveAPIToken, the admin API's own check.
type tokenCache struct {
	find    func(ctx context.Context, hash string) (*ent.ApiToken, error)
	now     func() time.Time
	mu      sync.RWMutex
	known   map[string]cachedToken // secret hash → the token with that secret
	unknown map[string]bool        // secret hashes no token has
}

// cachedToken is a lookup and the Token it gives.
type cachedToken struct {
	row *ent.ApiToken
	tok *Token
}

func newTokenCache(db *ent.Client, now func() time.Time) *tokenCache {
	find := func(ctx context.Context, hash string) (*ent.ApiToken, error) {
		return auth.LookupAPIToken(ctx, db, hash)
	}
	return &tokenCache{find: find, now: now, known: map[string]cachedToken{}, unknown: map[string]bool{}}
}

func (c *tokenCache) reset() {
	c.mu.Lock()
	c.known, c.unknown = map[string]cachedToken{}, map[string]bool{}
	c.mu.Unlock()
}

// lookup returns the live API token with this secret, or nil when there is none.
func (c *tokenCache) lookup(ctx context.Context, secret string) (*Token, error) {
	hash := auth.HashSecret(secret)
	c.mu.RLock()
	t, ok := c.known[hash]
	unknown := c.unknown[hash]
	c.mu.RUnlock()
	if unknown {
		return nil, nil
	}
	if !ok {
		row, err := c.find(ctx, hash)
		if err != nil {
			return nil, err
		}
		if row == nil {
			c.remember(hash, nil)
			return nil, nil
		}
		t = cachedToken{row: row, tok: &Token{Kind: row.Kind, Name: row.Name,
			Scope: Scope{Projects: slices.Sorted(slices.Values(row.Projects)), Environment: row.Environment}}}
		c.remember(hash, &t)
	}
	if !auth.LiveAPIToken(t.row, c.now()) {
		return nil, nil
	}
	return t.tok, nil
}

// remember keeps a lookup: t, or nil for a secret no token has.
func (c *tokenCache) remember(hash string, t *cachedToken) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if t == nil {
		if len(c.unknown) >= maxUnknownTokens {
			c.unknown = map[string]bool{}
		}
		c.unknown[hash] = true
		return
	}
	if len(c.known) >= maxCachedTokens {
		c.known = map[string]cachedToken{}
	}
	c.known[hash] = *t
}
