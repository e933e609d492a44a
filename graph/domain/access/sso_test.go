package access

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/sync/errgroup"

	"flagstone/ent"
	"flagstone/ent/groupmember"
	"flagstone/ent/setting"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/domain/kernel/kerneltest"
)

// TestSSOGroupSync: the sync joins the groups whose mappings name one of the token's groups,
// and takes away only the memberships it made itself.
func TestSSOGroupSync(t *testing.T) {
	ctx := context.Background()
	k := kerneltest.SQLite(t)
	sso := &SingleSignOn{Service: &Service{Kernel: k}}
	groups := map[string]int{}
	for name, mappings := range map[string][]string{"A": {"a"}, "BC": {"b", "c"}, "None": {}} {
		g, err := k.Client.Group.Create().SetName(name).SetMappingsSSO(mappings).Save(ctx)
		require.NoError(t, err)
		groups[name] = g.ID
	}
	// membership is a group the user is in, and whether the sync put them there.
	type membership = map[string]bool
	cases := []struct {
		name        string
		before      membership
		tokenGroups []string
		after       membership
		added, gone int
	}{
		{name: "joins the mapped groups", tokenGroups: []string{"a", "c", "unmapped"},
			after: membership{"A": true, "BC": true}, added: 2},
		{name: "leaves what it joined", before: membership{"A": true, "BC": true}, tokenGroups: []string{"b"},
			after: membership{"BC": true}, gone: 1},
		{name: "leaves all it joined without groups", before: membership{"A": true, "None": false},
			after: membership{"None": false}, gone: 1},
		{name: "hand memberships stay", before: membership{"A": false, "None": false},
			after: membership{"A": false, "None": false}},
		{name: "a hand membership of a mapped group stays a hand one", before: membership{"A": false}, tokenGroups: []string{"a"},
			after: membership{"A": false}},
		{name: "an empty group name matches nothing", tokenGroups: []string{""}, after: membership{}},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u, err := k.Client.User.Create().SetEmail(fmt.Sprintf("sync%d@example.com", i)).Save(ctx)
			require.NoError(t, err)
			for name, viaSSO := range tc.before {
				require.NoError(t, k.Client.GroupMember.Create().SetGroupID(groups[name]).SetUserID(u.ID).SetViaSSO(viaSSO).Exec(ctx))
			}
			var added, gone int
			err = k.Mutate(ctx, "The user", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
				events, err := sso.syncGroups(ctx, tx, u, tc.tokenGroups)
				for _, e := range events {
					switch e.Type {
					case "group-user-added":
						added++
					case "group-user-removed":
						gone++
					}
				}
				return kernel.Record(events...), err
			})
			require.NoError(t, err)
			require.Equal(t, tc.added, added, "group-user-added events")
			require.Equal(t, tc.gone, gone, "group-user-removed events")
			ms, err := k.Client.GroupMember.Query().Where(groupmember.UserID(u.ID)).All(ctx)
			require.NoError(t, err)
			got := membership{}
			for _, m := range ms {
				for name, id := range groups {
					if id == m.GroupID {
						got[name] = m.ViaSSO
					}
				}
			}
			require.Equal(t, tc.after, got)
		})
	}
}

func TestPasswordSignInUnderOIDCOnly(t *testing.T) {
	admin, viewer := RoleAdmin, RoleViewer
	cases := []struct {
		name string
		sso  SSOSettings
		role *int
		want bool
	}{
		{name: "without OIDC_ONLY anyone", sso: SSOSettings{Enabled: true}, role: &viewer, want: true},
		{name: "a viewer under OIDC_ONLY", sso: SSOSettings{Enabled: true, Only: true}, role: &viewer},
		{name: "no root role under OIDC_ONLY", sso: SSOSettings{Enabled: true, Only: true}},
		{name: "an admin under OIDC_ONLY", sso: SSOSettings{Enabled: true, Only: true}, role: &admin, want: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, tc.want, passwordSignInAllowed(tc.sso, &ent.User{RootRoleID: tc.role}))
		})
	}
}

// TestSignInStateIsTakenOnce: of many callbacks that carry one sign-in's state at once, as a
// replay races the real one on any node of the database, exactly one takes it.
func TestSignInStateIsTakenOnce(t *testing.T) {
	const workers, rounds = 16, 5
	for name, k := range kerneltest.Each(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			sso := &SingleSignOn{Service: &Service{Kernel: k}}
			expires := k.Now().Add(10 * time.Minute)
			for round := range rounds {
				state := fmt.Sprintf("state-%d", round)
				var taken atomic.Int32
				var g errgroup.Group
				for range workers {
					g.Go(func() error {
						ok, err := sso.TakeSignInState(ctx, state, expires)
						if ok {
							taken.Add(1)
						}
						return err
					})
				}
				require.NoError(t, g.Wait())
				require.EqualValues(t, 1, taken.Load(), "round %d: callbacks that took the state", round)
			}
			n, err := k.Client.Setting.Query().Where(setting.IDGT(signInStatePrefix), setting.IDLT(signInStatePrefix+"~")).Count(ctx)
			require.NoError(t, err)
			require.Equal(t, rounds, n, "one kept state a sign-in")
		})
	}
}
