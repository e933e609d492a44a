package seed_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/graph/auth"
	"flagstone/graph/domain/access"
	"flagstone/graph/domain/kernel/kerneltest"
	"flagstone/graph/seed"
)

// A store seeded by an earlier version holds its built-in roles with the permissions that
// version knew; the next start brings them up to this version's, on both stores.
func TestBuiltInRolesGainNewPermissions(t *testing.T) {
	ctx := context.Background()
	for backend, k := range kerneltest.Each(t) {
		t.Run(backend, func(t *testing.T) {
			opts := seed.Options{Dialect: k.Dialect, AdminPassword: "a-long-enough-password"}
			_, err := seed.Run(ctx, k.Client, opts)
			require.NoError(t, err)

			older := map[int][]string{
				access.RoleOwner:  auth.OwnerPermissions[:3],
				access.RoleEditor: auth.EditorPermissions[:5],
			}
			for id, perms := range older {
				require.NoError(t, k.Client.Role.UpdateOneID(id).SetPermissions(perms).Exec(ctx))
			}

			_, err = seed.Run(ctx, k.Client, opts)
			require.NoError(t, err)
			want := map[int][]string{
				access.RoleOwner:  auth.OwnerPermissions,
				access.RoleEditor: auth.EditorPermissions,
				access.RoleMember: auth.MemberPermissions,
			}
			for id, perms := range want {
				r, err := k.Client.Role.Get(ctx, id)
				require.NoError(t, err)
				require.Equal(t, perms, r.Permissions, "role %d", id)
			}
		})
	}
}
