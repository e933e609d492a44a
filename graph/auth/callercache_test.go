package auth_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent/apitoken"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/domain/kernel/kerneltest"
)

// TestCallerCacheFollowsTheKernel checks the caller cache keyed by the kernel's
// CallerStamp, the watermark held still: a credential kept is not looked up again after
// a commit that cannot change a caller, and is after one that can. The token is deleted
// behind the kernel's back first, so only a look-up can tell it is gone.
func TestCallerCacheFollowsTheKernel(t *testing.T) {
	ctx := context.Background()
	for backend, k := range kerneltest.Each(t) {
		t.Run(backend, func(t *testing.T) {
			a := &auth.Authenticator{Client: k.Client, Now: time.Now, Stamp: k.CallerStamp}
			tests := []struct {
				name  string
				event string
				kept  bool
			}{
				{name: "a flag's toggle", event: "feature-environment-enabled", kept: true},
				{name: "a strategy's change", event: "feature-strategy-update", kept: true},
				{name: "a segment's change", event: "segment-updated", kept: true},
				{name: "an API token's deletion", event: "api-token-deleted"},
				{name: "a role's change", event: "role-updated"},
				{name: "a group's members", event: "group-user-removed"},
				{name: "a type no list knows", event: "something-new"},
			}
			for i, tt := range tests {
				t.Run(tt.name, func(t *testing.T) {
					secret := "*:*.caller-cache-" + backend + "-" + tt.event
					require.NoError(t, k.Client.ApiToken.Create().SetName(tt.event).SetSecretHash(auth.HashSecret(secret)).
						SetDisplay("*").SetKind(apitoken.KindAdmin).Exec(ctx))
					identify := func() *auth.Caller {
						c, err := a.IdentifyCredential(ctx, auth.Credential{Authorization: secret})
						require.NoError(t, err)
						return c
					}
					require.NotNil(t, identify())
					_, err := k.Client.ApiToken.Delete().Where(apitoken.Name(tt.event)).Exec(ctx)
					require.NoError(t, err)
					require.NotNil(t, identify(), "kept while nothing committed")

					require.NoError(t, k.Mutate(ctx, "The test", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
						err := tx.TagType.Create().SetID(tt.event + "-" + string(rune('a'+i))).Exec(ctx)
						return kernel.Record(kernel.Event{Type: tt.event}), err
					}))
					if tt.kept {
						require.NotNil(t, identify(), "a commit that cannot change a caller keeps it: no look-up")
					} else {
						require.Nil(t, identify(), "a commit that may change a caller makes the next request look it up")
					}
				})
			}
		})
	}
}
