package clientapi

import (
	"context"
	"fmt"
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
	Kind      apitoken.Kind
	Name      string
	Scope     Scope
	ExpiresAt *time.Time
}

type tokenCache struct {
	db  *ent.Client
	now func() time.Time
	mu  sync.RWMutex
	m   map[string]*Token // secret hash → token, nil when unknown
}

func newTokenCache(db *ent.Client, now func() time.Time) *tokenCache {
	return &tokenCache{db: db, now: now, m: map[string]*Token{}}
}

func (c *tokenCache) reset() {
	c.mu.Lock()
	c.m = map[string]*Token{}
	c.mu.Unlock()
}

// lookup returns the live API token with this secret, or nil when there is none.
func (c *tokenCache) lookup(ctx context.Context, secret string) (*Token, error) {
	hash := auth.HashSecret(secret)
	c.mu.RLock()
	t, ok := c.m[hash]
	c.mu.RUnlock()
	if !ok {
		var err error
		if t, err = c.load(ctx, hash); err != nil {
			return nil, err
		}
		c.mu.Lock()
		if len(c.m) >= maxCachedTokens {
			c.m = map[string]*Token{}
		}
		c.m[hash] = t
		c.mu.Unlock()
	}
	if t == nil || (t.ExpiresAt != nil && !t.ExpiresAt.After(c.now())) {
		return nil, nil
	}
	return t, nil
}

func (c *tokenCache) load(ctx context.Context, hash string) (*Token, error) {
	row, err := c.db.ApiToken.Query().Where(apitoken.SecretHash(hash)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("look up api token: %w", err)
	}
	return &Token{Kind: row.Kind, Name: row.Name, ExpiresAt: row.ExpiresAt,
		Scope: Scope{Projects: slices.Sorted(slices.Values(row.Projects)), Environment: row.Environment}}, nil
}
