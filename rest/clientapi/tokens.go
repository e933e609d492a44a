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

// maxCachedTokens bounds the token cache; unknown secrets are cached too (so a flood of
// bad tokens does not reach the store), and the cache is simply emptied when full.
const maxCachedTokens = 10_000

// Token is an API token as the client API sees it.
type Token struct {
	Kind  apitoken.Kind
	Name  string
	Scope Scope
}

// tokenCache keeps token lookups by secret hash; whether a token is valid is decided on
// every use by auth.LiveAPIToken, the admin API's own check.
type tokenCache struct {
	db  *ent.Client
	now func() time.Time
	mu  sync.RWMutex
	m   map[string]cachedToken // secret hash → lookup, row nil when unknown
}

// cachedToken is a lookup and the Token it gives.
type cachedToken struct {
	row *ent.ApiToken
	tok *Token
}

func newTokenCache(db *ent.Client, now func() time.Time) *tokenCache {
	return &tokenCache{db: db, now: now, m: map[string]cachedToken{}}
}

func (c *tokenCache) reset() {
	c.mu.Lock()
	c.m = map[string]cachedToken{}
	c.mu.Unlock()
}

// lookup returns the live API token with this secret, or nil when there is none.
func (c *tokenCache) lookup(ctx context.Context, secret string) (*Token, error) {
	hash := auth.HashSecret(secret)
	c.mu.RLock()
	t, ok := c.m[hash]
	c.mu.RUnlock()
	if !ok {
		row, err := auth.LookupAPIToken(ctx, c.db, hash)
		if err != nil {
			return nil, err
		}
		t = cachedToken{row: row}
		if row != nil {
			t.tok = &Token{Kind: row.Kind, Name: row.Name,
				Scope: Scope{Projects: slices.Sorted(slices.Values(row.Projects)), Environment: row.Environment}}
		}
		c.mu.Lock()
		if len(c.m) >= maxCachedTokens {
			c.m = map[string]cachedToken{}
		}
		c.m[hash] = t
		c.mu.Unlock()
	}
	if !auth.LiveAPIToken(t.row, c.now()) {
		return nil, nil
	}
	return t.tok, nil
}
