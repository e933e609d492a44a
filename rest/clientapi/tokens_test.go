package clientapi

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/apitoken"
	"flagstone/graph/auth"
)

// TestTokenCacheOutlastsAFlood sends more made-up secrets than the cache holds between
// two uses of a real token and of one unknown secret: the real token is still cached (before,
// the flood emptied the whole cache), made-up secrets are looked up once each, and the
// unknown secret sent again is answered from the cache until the flood evicts it.
func TestTokenCacheOutlastsAFlood(t *testing.T) {
	real := &ent.ApiToken{Kind: apitoken.KindClient, Name: "sdk", Projects: []string{"default"}, Environment: "development"}
	lookups := map[string]int{}
	c := newTokenCache(nil, time.Now)
	c.find = func(_ context.Context, hash string) (*ent.ApiToken, error) {
		lookups[hash]++
		if hash == auth.HashSecret("real-secret") {
			return real, nil
		}
		return nil, nil
	}
	ctx := context.Background()
	use := func(secret string) *Token {
		tok, err := c.lookup(ctx, secret)
		require.NoError(t, err)
		return tok
	}
	require.NotNil(t, use("real-secret"))
	require.Nil(t, use("revoked-secret"))
	require.Nil(t, use("revoked-secret"))
	require.Equal(t, 1, lookups[auth.HashSecret("revoked-secret")], "an unknown secret is looked up once")
	for i := range maxUnknownTokens + 1 {
		require.Nil(t, use(fmt.Sprint("made-up-", i)))
	}
	require.Equal(t, "sdk", use("real-secret").Name)
	require.Equal(t, 1, lookups[auth.HashSecret("real-secret")], "the flood left the real token cached")
	require.Len(t, lookups, maxUnknownTokens+3, "each secret was looked up once")
}
