package auth

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/apitoken"
)

func TestLiveAPIToken(t *testing.T) {
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	at := func(d time.Duration) *time.Time { v := now.Add(d); return &v }
	cases := []struct {
		name  string
		token *ent.ApiToken
		live  bool
	}{
		{"unknown secret", nil, false},
		{"no expiry", &ent.ApiToken{Kind: apitoken.KindClient}, true},
		{"expires later", &ent.ApiToken{Kind: apitoken.KindAdmin, ExpiresAt: at(time.Second)}, true},
		{"expires now", &ent.ApiToken{Kind: apitoken.KindAdmin, ExpiresAt: at(0)}, false},
		{"expired", &ent.ApiToken{Kind: apitoken.KindFrontend, ExpiresAt: at(-time.Hour)}, false},
		{"unknown kind", &ent.ApiToken{Kind: "root"}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			require.Equal(t, c.live, LiveAPIToken(c.token, now))
		})
	}
}
