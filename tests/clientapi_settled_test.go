package tests

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent/event"
	"flagstone/rest/clientapi"
)

// TestClientSnapshotExactUnderConcurrentWriters creates flags from many writers at once,
// some slow (their transaction stays open after their event is inserted, before the
// commit, so ids commit out of order), while the client API rebuilds its snapshot again
// and again. Each snapshot must be exactly the state at its revision: every flag whose
// creation event is at or below the revision, and none above. A snapshot that names a
// revision while missing a flag below it would make a live SDK that resumes from that
// revision (on this node or another) never receive the flag.
func TestClientSnapshotExactUnderConcurrentWriters(t *testing.T) {
	const writers, perWriter = 8, 25
	eachStore(t, func(t *testing.T, s *server) {
		ctx := context.Background()
		s.App.Domain.FailBeforeCommit = func(typ string) error {
			if typ == "feature-created" && rand.N(3) == 0 {
				time.Sleep(time.Duration(5+rand.N(20)) * time.Millisecond)
			}
			return nil
		}
		defer func() { s.App.Domain.FailBeforeCommit = nil }()
		var names []string
		for w := range writers {
			for i := range perWriter {
				names = append(names, fmt.Sprintf("exact-w%d-f%d", w, i))
			}
		}
		var wg sync.WaitGroup
		for w := range writers {
			wg.Go(func() {
				for i := range perWriter {
					res := s.admin(http.MethodPost, devFeatures, map[string]any{"name": names[w*perWriter+i]})
					if res.Status/100 != 2 {
						t.Errorf("create %s: %d %.200s", names[w*perWriter+i], res.Status, res.Body)
						return
					}
				}
			})
		}
		done := make(chan struct{})
		go func() { wg.Wait(); close(done) }()

		type seen struct {
			revision int64
			has      map[string]bool
		}
		var snaps []seen
		scope := clientapi.Scope{Projects: []string{"*"}, Environment: "development"}
		for final := false; !final; {
			select {
			case <-done:
				final = true
			default:
			}
			require.NoError(t, s.App.ClientAPI.Refresh(ctx))
			snap, err := s.App.ClientAPI.Snapshot(ctx, "development")
			require.NoError(t, err)
			has := map[string]bool{}
			for _, n := range names {
				if _, ok := snap.Feature(scope, n, false); ok {
					has[n] = true
				}
			}
			snaps = append(snaps, seen{snap.Revision, has})
		}

		created, err := s.App.Store.Client.Event.Query().Where(event.Type("feature-created")).All(ctx)
		require.NoError(t, err)
		createdAt := map[string]int{}
		for _, e := range created {
			if e.FeatureName != nil {
				createdAt[*e.FeatureName] = e.ID
			}
		}
		require.Len(t, createdAt, len(names))
		for _, sn := range snaps {
			for _, n := range names {
				want := int64(createdAt[n]) <= sn.revision
				require.Equal(t, want, sn.has[n], "snapshot at revision %d: flag %s (created by event %d)",
					sn.revision, n, createdAt[n])
			}
		}
		require.Len(t, snaps[len(snaps)-1].has, len(names), "the last snapshot holds every flag")
		t.Logf("%d snapshots checked", len(snaps))
	})
}
