package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"

	"flagstone/graph/store/pgtest"
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
		{"a missing database is", &pgconn.PgError{Code: "3D000"}, Unreachable},
		{"a rejected password is", &pgconn.PgError{Code: "28P01"}, Unreachable},
		{"a role that may not log in is", &pgconn.PgError{Code: "28000"}, Unreachable},
		{"too many connections is", &pgconn.PgError{Code: "53300"}, Unreachable},
		{"a server starting up is", &pgconn.PgError{Code: "57P03"}, Unreachable},
		{"a unique violation is not", &pgconn.PgError{Code: "23505"}, Unique},
		{"a statement error is not", &pgconn.PgError{Code: "42601"}, 0},
		{"anything else is not", errors.New("syntax error"), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := faultKind(tc.err); got != tc.want {
				t.Fatalf("faultKind(%v) = %d, want %d", tc.err, got, tc.want)
			}
		})
	}
}

// TestFaultKindOfRefusedConnections connects to a database that is not there on the
// server of TEST_DATABASE_URL: the server's refusal is an outage.
func TestFaultKindOfRefusedConnections(t *testing.T) {
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Skip("needs TEST_DATABASE_URL (PostgreSQL)")
	}
	srv, err := pgtest.Open(base)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	_, err = pgconn.Connect(context.Background(), srv.URL(pgtest.Name("flagstone_missing")))
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) || pgErr.Code != "3D000" {
		t.Fatalf("connect to a missing database: %v, want SQLSTATE 3D000", err)
	}
	if got := faultKind(err); got != Unreachable {
		t.Fatalf("faultKind(%v) = %d, want Unreachable", err, got)
	}
}
