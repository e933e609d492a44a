// Package kerneltest gives the areas' unit tests a kernel over a store of their own: a
// migrated SQLite temp file (a file, not a shared in-memory database, whose table locks
// stall concurrent readers), closed when the test ends.
package kerneltest

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/store"
)

// SQLite returns a kernel over a new, migrated and empty SQLite store.
func SQLite(tb testing.TB) *kernel.Kernel {
	tb.Helper()
	st, err := store.Open(context.Background(), "sqlite:"+filepath.Join(tb.TempDir(), "area.db"))
	require.NoError(tb, err)
	tb.Cleanup(func() { st.Close() })
	return kernel.New(st.Client, st.Dialect, time.Now)
}

// EventTypes lists the types of the events k recorded, in order.
func EventTypes(tb testing.TB, k *kernel.Kernel) []string {
	tb.Helper()
	evs, err := k.Client.Event.Query().Order(ent.Asc(event.FieldID)).All(context.Background())
	require.NoError(tb, err)
	out := make([]string, len(evs))
	for i, e := range evs {
		out[i] = e.Type
	}
	return out
}
