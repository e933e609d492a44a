package webhook

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/graph/store"
	"flagstone/graph/store/pgtest"
)

// leased is a deliverer and the addon it serves.
type leased struct {
	d  *Deliverer
	id int
}

// addons opens a store per backend holding one enabled addon, and a deliverer over it.
func addons(t *testing.T) map[string]leased {
	t.Helper()
	rcv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	t.Cleanup(rcv.Close)
	out := map[string]leased{}
	for name, dsn := range pgtest.Databases(t, "webhook") {
		st, err := store.Open(context.Background(), dsn)
		require.NoError(t, err)
		t.Cleanup(func() { st.Close() })
		a, err := st.Client.Addon.Create().SetProvider("webhook").SetURL(rcv.URL).SetEvents([]string{"feature-created"}).Save(context.Background())
		require.NoError(t, err)
		d := New(st.Client, Options{PollInterval: time.Hour, RetryBackoff: time.Millisecond, Now: time.Now, Order: st.EventOrder(),
			Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
		out[name] = leased{d, a.ID}
	}
	return out
}

func leaseOwner(t *testing.T, c *ent.Client, id int) *string {
	t.Helper()
	a, err := c.Addon.Get(context.Background(), id)
	require.NoError(t, err)
	return a.LeaseOwner
}

// A stop that comes while the claim's UPDATE is on its way must not abandon it: the
// server could apply it after the release, and the addon would stay leased to a
// stopped server for a minute (TestWebhookDeliversAfterRestart timed out on it in CI).
func TestClaimRunsThroughAStop(t *testing.T) {
	for name, tc := range addons(t) {
		t.Run(name, func(t *testing.T) {
			stopped, stop := context.WithCancel(context.Background())
			stop()
			claimed, err := tc.d.claim(stopped, tc.id)
			require.NoError(t, err)
			require.True(t, claimed)
			require.Equal(t, tc.d.node, *leaseOwner(t, tc.d.client, tc.id))
			tc.d.release(tc.id)
			require.Nil(t, leaseOwner(t, tc.d.client, tc.id))
		})
	}
}

// However a pass is interrupted, the deliverer leaves the addon free for the next server.
func TestStopLeavesTheLeaseFree(t *testing.T) {
	for name, tc := range addons(t) {
		t.Run(name, func(t *testing.T) {
			for i := range 50 {
				tc.d.Start() // a pass begins at once
				time.Sleep(time.Duration(i*40) * time.Microsecond)
				tc.d.Stop()
				require.Nil(t, leaseOwner(t, tc.d.client, tc.id), "stopped %d µs into a pass", i*40)
			}
		})
	}
}
