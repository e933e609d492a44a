package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"net"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

func TestFaultKindOfUnreachableStores(t *testing.T) {
	dialTimedOut := &pgconn.ConnectError{}
	for _, tc := range []struct {
		name string
		err  error
		want FaultKind
	}{
		{"a request's time limit is not an outage", fmt.Errorf("query: %w", context.DeadlineExceeded), 0},
		{"a client that left is not", fmt.Errorf("query: %w", context.Canceled), 0},
		{"a connection that could not be made is", dialTimedOut, Unreachable},
		{"a broken connection is", driver.ErrBadConn, Unreachable},
		{"a closed one is", sql.ErrConnDone, Unreachable},
		{"a refused dial is", &net.OpError{Op: "dial", Err: syscall.ECONNREFUSED}, Unreachable},
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
