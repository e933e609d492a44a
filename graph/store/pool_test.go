package store

import (
	"context"
	"database/sql"
	"testing"
	"time"

	"entgo.io/ent/dialect"
	"github.com/stretchr/testify/require"

	"flagstone/graph/store/pgtest"
)

// TestPoolSizeFromTheURL opens PostgreSQL with and without pool_max_conns: the pool takes
// the URL's size or the default, and the change listener, which connects on its own,
// still connects (pgx would send pool_max_conns to the server as a session parameter).
func TestPoolSizeFromTheURL(t *testing.T) {
	dsn, ok := pgtest.Databases(t, "pool")[dialect.Postgres]
	if !ok {
		t.Skip("TEST_DATABASE_URL is not set")
	}
	for _, tc := range []struct {
		query string
		want  int32
	}{
		{"", defaultPoolSize()},
		{"&pool_max_conns=3", 3},
	} {
		t.Run(tc.query, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			drv, closeFn, err := openPostgres(ctx, dsn+tc.query)
			require.NoError(t, err)
			defer closeFn()
			require.NoError(t, drv.DB().PingContext(ctx))
			require.Equal(t, tc.want, connectionsAtOnce(ctx, drv.DB()))

			s := &Store{dsn: dsn + tc.query}
			listening := make(chan struct{})
			done := make(chan error, 1)
			lctx, stop := context.WithCancel(ctx)
			go func() { done <- s.listenOnce(lctx, func(time.Time) {}, func() { close(listening) }) }()
			select {
			case <-listening:
			case err := <-done:
				t.Fatalf("the listener did not connect: %v", err)
			}
			stop()
			<-done
		})
	}
}

// connectionsAtOnce is how many connections db gives out at once: it takes them until
// one is not given within a moment (at most 64).
func connectionsAtOnce(ctx context.Context, db *sql.DB) int32 {
	var held []*sql.Conn
	defer func() {
		for _, c := range held {
			_ = c.Close()
		}
	}()
	for len(held) < 64 {
		wait, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
		c, err := db.Conn(wait)
		cancel()
		if err != nil {
			break
		}
		held = append(held, c)
	}
	return int32(len(held))
}
