package kernel_test

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/graph/domain/kernel"
)

// TestSettledOrderUnderConcurrentWriters records events from many writers at once, some
// of them slow (they hold their transaction open after inserting their events, before the
// commit), while a follower pages the log by the settled watermark: events in (last, w],
// then last = w. A writer's event lock is shared, so ids no longer commit in order (the
// test checks that they did not: a later id committed while an earlier one was open);
// the follower must still see every event exactly once, and nothing at or below a
// watermark it passed may appear later. With MAX(id) as the watermark it skips events.
func TestSettledOrderUnderConcurrentWriters(t *testing.T) {
	const writers, perWriter = 12, 40
	for backend, k := range kernels(t) {
		t.Run(backend, func(t *testing.T) {
			ctx := context.Background()
			k.FailBeforeCommit = func(typ string) error {
				if typ == "slow" {
					time.Sleep(time.Duration(5+rand.N(25)) * time.Millisecond)
				}
				return nil
			}
			var wg sync.WaitGroup
			for w := range writers {
				wg.Go(func() {
					for i := range perWriter {
						typ := "fast"
						if w%3 == 0 && i%2 == 0 {
							typ = "slow"
						}
						err := k.Mutate(ctx, "The test", func(context.Context, *kernel.Tx) (kernel.Change, error) {
							return kernel.Record(kernel.Event{Type: typ, Data: map[string]any{"w": w, "i": i}}), nil
						})
						if err != nil {
							t.Errorf("writer %d event %d: %v", w, i, err)
							return
						}
					}
				})
			}
			done := make(chan struct{})
			go func() { wg.Wait(); close(done) }()

			seen := map[int]bool{}
			last, passes, outOfOrder := 0, 0, false
			for final := false; !final; passes++ {
				select {
				case <-done:
					final = true // one more pass once every writer has committed
				default:
				}
				w, err := k.Order.Settled(ctx)
				require.NoError(t, err)
				require.GreaterOrEqual(t, int(w), last, "the settled watermark never moves back")
				evs, err := k.Client.Event.Query().Where(event.IDGT(last), event.IDLTE(int(w))).
					Order(ent.Asc(event.FieldID)).All(ctx)
				require.NoError(t, err)
				for _, e := range evs {
					require.False(t, seen[e.ID], "event %d read twice", e.ID)
					seen[e.ID] = true
				}
				// Anything above w that is visible now while an id below it is not shows
				// that commits did come out of id order.
				above, err := k.Client.Event.Query().Where(event.IDGT(int(w))).IDs(ctx)
				require.NoError(t, err)
				if len(above) > 0 && !contiguous(int(w), above) {
					outOfOrder = true
				}
				last = int(w)
			}
			all, err := k.Client.Event.Query().IDs(ctx)
			require.NoError(t, err)
			require.Len(t, all, writers*perWriter)
			for _, id := range all {
				require.True(t, seen[id], "the follower skipped event %d (after %d passes)", id, passes)
			}
			if backend == "postgres" {
				require.True(t, outOfOrder, "the writers never committed out of id order: the test proved nothing")
			}
		})
	}
}

// contiguous reports whether ids, read above w, are exactly w+1, w+2, … (no gap).
func contiguous(w int, ids []int) bool {
	have := map[int]bool{}
	top := w
	for _, id := range ids {
		have[id], top = true, max(top, id)
	}
	for id := w + 1; id <= top; id++ {
		if !have[id] {
			return false
		}
	}
	return true
}
