package kernel_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/graph/domain/kernel"
)

// TestNoteBatch holds the noter on a first event while others queue behind it, then checks
// that the queued events are tried in one batch; that a failing event among them fails only
// its own caller (the batch is retried one by one); that a caller who gave up gets its
// error and its event is left out; that the counts match the log; and that Close refuses
// later notes.
func TestNoteBatch(t *testing.T) {
	ctx := context.Background()
	for backend, k := range kernels(t) {
		t.Run(backend, func(t *testing.T) {
			entered, hold := make(chan struct{}), make(chan struct{})
			var mu sync.Mutex
			tried := map[string]int{}
			k.FailBeforeCommit = func(typ string) error {
				mu.Lock()
				tried[typ]++
				mu.Unlock()
				switch typ {
				case "held":
					close(entered)
					<-hold
				case "bad":
					return errors.New("refused")
				}
				return nil
			}
			var noted atomic.Int32
			k.Noted = func() { noted.Add(1) }
			note := func(ctx context.Context, typ string) chan error {
				done := make(chan error, 1)
				go func() { done <- k.Note(ctx, "The test", kernel.Event{Type: typ, Project: "default"}) }()
				return done
			}

			held := note(ctx, "held")
			<-entered
			var oks []chan error
			for range 4 {
				oks = append(oks, note(ctx, "ok"))
			}
			queuedAre := func(n int) func() bool { return func() bool { return k.QueuedNotes() == n } }
			require.Eventually(t, queuedAre(4), 5*time.Second, time.Millisecond)
			gaveUp, cancel := context.WithCancel(ctx)
			queued := map[string]chan error{"gone": note(gaveUp, "gone"), "bad": note(ctx, "bad")}
			require.Eventually(t, queuedAre(6), 5*time.Second, time.Millisecond)
			cancel()
			require.ErrorIs(t, <-queued["gone"], context.Canceled, "a caller who gave up gets its error at once")
			close(hold)

			require.NoError(t, <-held)
			for _, ok := range oks {
				require.NoError(t, <-ok, "a failing event in the batch fails only its own caller")
			}
			require.Error(t, <-queued["bad"])
			require.Equal(t, map[string]int{"held": 1, "ok": 8, "bad": 2}, tried,
				"the queued events were tried together, then one by one; the one who gave up not at all")
			for typ, want := range map[string]int{"held": 1, "ok": 4, "bad": 0, "gone": 0} {
				require.Len(t, eventsOf(t, k, typ), want, typ)
			}
			all, err := k.Client.Event.Query().Count(ctx)
			require.NoError(t, err)
			for key, want := range map[string]int{kernel.CountAll: all, kernel.CountKey(kernel.CountType, "ok"): 4} {
				c, err := kernel.ReadCount(ctx, k.Client, key)
				require.NoError(t, err)
				require.Equal(t, want, c, key)
			}
			require.EqualValues(t, 2, noted.Load(), "Noted once per batch that recorded something")

			k.Close()
			require.Error(t, k.Note(ctx, "The test", kernel.Event{Type: "late"}), "a closed kernel refuses notes")
			require.Empty(t, eventsOf(t, k, "late"))
		})
	}
}
