package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

// dial connects to a port nothing listens on, with ctx: the driver's own error.
func dial(ctx context.Context) error {
	_, err := pgconn.Connect(ctx, "postgres://postgres@127.0.0.1:1/none?connect_timeout=5")
	return err
}

func TestFaultKindOfUnreachableStores(t *testing.T) {
	left, leave := context.WithCancel(context.Background())
	leave()
	for _, tc := range []struct {
		name string
		err  error
		want FaultKind
	}{
		{"a request's time limit is not an outage", fmt.Errorf("query: %w", context.DeadlineExceeded), 0},
		{"a client that left is not", fmt.Errorf("query: %w", context.Canceled), 0},
		{"a connection refused is", dial(context.Background()), Unreachable},
		{"a connection its client left while dialing is not", dial(left), 0},
		{"a broken connection is", driver.ErrBadConn, Unreachable},
		{"a closed one is", sql.ErrConnDone, Unreachable},
		{"a closed database is", errors.New("sql: database is closed"), Unreachable},
		{"anything else is not", errors.New("syntax error"), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := faultKind(tc.err); got != tc.want {
				t.Fatalf("faultKind(%v) = %d, want %d", tc.err, got, tc.want)
			}
		})
	}
}
