package auth

import (
	"sync"
	"sync/atomic"
	"time"

	"flagstone/ent"
)

// maxCachedCallers bounds the caller cache; it is simply emptied when full.
const maxCachedCallers = 10_000

// maxCallerAge bounds how long a credential is trusted without a look-up, for the changes
// that move no event watermark: a logout on another process, and those that go around the
// kernel's Mutate.
const maxCallerAge = 5 * time.Second

// callerCache keeps, by secret hash, the callers that API tokens, personal access tokens
// and sessions gave, while nothing that may change a caller has committed since (the
// Authenticator's Stamp: writes of flags leave it), so every kind of credential costs a
// map lookup. Whether a credential is still valid is
// judged on every use, at the request's time, by the same rule as without the cache.
type callerCache struct {
	mu    sync.Mutex
	stamp any
	m     map[string]*cachedCaller
}

// cachedCaller is a caller and what decides, at each use, whether it still authenticates.
type cachedCaller struct {
	caller *Caller
	// live tells whether the credential authenticates at now.
	live func(now time.Time) bool
	// pat is the personal access token behind the caller, if any, and seen when this
	// process last recorded its use.
	pat  *ent.PersonalAccessToken
	seen atomic.Int64
	// built is when the entry was looked up.
	built time.Time
}

// cached returns the entry for hash, building it with build (nil: unknown or unusable
// credential, not kept) when there is none since the Stamp last moved. Without a Stamp the
// Authenticator keeps nothing.
func (a *Authenticator) cached(hash string, build func() (*cachedCaller, error)) (*cachedCaller, error) {
	if a.Stamp == nil {
		return build()
	}
	stamp := a.Stamp()
	c := &a.callers
	c.mu.Lock()
	if c.stamp != stamp || c.m == nil || len(c.m) >= maxCachedCallers {
		c.stamp, c.m = stamp, map[string]*cachedCaller{}
	}
	e, ok := c.m[hash]
	c.mu.Unlock()
	if ok && a.Now().Sub(e.built) < maxCallerAge {
		return e, nil
	}
	e, err := build()
	if e == nil || err != nil {
		return nil, err
	}
	e.built = a.Now()
	c.mu.Lock()
	if c.stamp == stamp {
		c.m[hash] = e
	}
	c.mu.Unlock()
	return e, nil
}
