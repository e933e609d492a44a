// Package kerneltest gives the areas' unit tests a kernel over a store of their own: a
// migrated SQLite temp file (a file, not a shared in-memory database, whose table locks
// stall concurrent readers), closed when the test ends; Each adds PostgreSQL (a schema of
// the test's own) when TEST_DATABASE_URL is set.
package kerneltest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the PostgreSQL driver Each's schema setup uses
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
	return newKernel(st)
}

// newKernel is the kernel over st, with its event order.
func newKernel(st *store.Store) *kernel.Kernel {
	k := kernel.New(st.Client, st.Dialect, time.Now)
	k.Order = st.EventOrder()
	return k
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

// Each opens one kernel per backend: SQLite always, PostgreSQL (a schema of its own in
// TEST_DATABASE_URL's database) when that is set.
func Each(t *testing.T) map[string]*kernel.Kernel {
	t.Helper()
	out := map[string]*kernel.Kernel{"sqlite": open(t, "sqlite:"+filepath.Join(t.TempDir(), "kernel.db"))}
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		require.NotEqual(t, "true", os.Getenv("CI"), "CI=true but TEST_DATABASE_URL is not set: the PostgreSQL cases must run in CI")
		t.Log("TEST_DATABASE_URL is not set: PostgreSQL skipped")
		return out
	}
	// Test packages run in parallel on the one database, and DDL in two schemas at once
	// (a migration here, another test's DROP SCHEMA … CASCADE there, or two CREATE
	// EXTENSION IF NOT EXISTS that both find it missing) can deadlock on the catalog: the
	// schema's setup and teardown take turns.
	inTurn(t, base, func() { out["postgres"] = open(t, pgSchema(t, base)) })
	return out
}

func open(t *testing.T, dsn string) *kernel.Kernel {
	st, err := store.Open(context.Background(), dsn)
	require.NoError(t, err)
	t.Cleanup(func() { st.Close() })
	return newKernel(st)
}

// inTurn runs fn holding a session lock every test's schema setup and teardown share (a
// key of its own: the migration inside takes the store's migration lock).
func inTurn(t *testing.T, base string, fn func()) {
	ctx := context.Background()
	db, err := sql.Open("pgx", base)
	require.NoError(t, err)
	defer db.Close()
	conn, err := db.Conn(ctx)
	require.NoError(t, err)
	defer conn.Close()
	_, err = conn.ExecContext(ctx, "SELECT pg_advisory_lock(7424290)")
	require.NoError(t, err)
	defer conn.ExecContext(ctx, "SELECT pg_advisory_unlock(7424290)") //nolint:errcheck // the session's end releases it too
	fn()
}

// pgSchema creates a schema for the test and returns base pointing at it; the test's end
// drops it.
func pgSchema(t *testing.T, base string) string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema := "kernel_" + hex.EncodeToString(b)
	db, err := sql.Open("pgx", base)
	require.NoError(t, err)
	defer db.Close()
	// The search migrations create pg_trgm when the database lacks it, in the first schema
	// of the search path: in a test's schema, whose DROP … CASCADE would take the extension
	// and the trigram indexes of every other test's schema with it, mid-migration. It is
	// kept in public (moved there if a test of an earlier run made it elsewhere).
	for _, stmt := range []string{"CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public", "ALTER EXTENSION pg_trgm SET SCHEMA public", "CREATE SCHEMA " + schema} {
		_, err = db.Exec(stmt)
		require.NoError(t, err, stmt)
	}
	t.Cleanup(func() {
		inTurn(t, base, func() {
			if db, err := sql.Open("pgx", base); err == nil {
				_, _ = db.Exec("DROP SCHEMA " + schema + " CASCADE")
				db.Close()
			}
		})
	})
	u, err := url.Parse(base)
	require.NoError(t, err)
	q := u.Query()
	q.Set("search_path", schema)
	// Its connections are told from other tests' (all of one database) by their name.
	q.Set("application_name", schema)
	u.RawQuery = q.Encode()
	return u.String()
}
