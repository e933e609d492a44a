package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"

	"flagstone/graph/apperr"
)

// FaultKind is what kind of store failure a Fault is.
type FaultKind int

// The store failures the service answers in their own way; any other error is internal.
const (
	// Unique is a unique constraint violation: the name or key is taken.
	Unique FaultKind = iota + 1
	// Reference is a foreign key violation: a row refers to one that does not exist (any
	// more).
	Reference
	// Contention is a deadlock, a serialization failure or a busy database: the same work
	// may succeed when tried again.
	Contention
	// Unreachable is a store the service cannot reach or that is closed.
	Unreachable
)

// Fault is a store error given its kind once, where the driver returns it, so no caller
// has to recognise driver errors (pgx codes, SQLite messages) itself.
type Fault struct {
	Kind FaultKind
	Err  error
}

func (f *Fault) Error() string { return f.Err.Error() }

// Unwrap returns the driver's error.
func (f *Fault) Unwrap() error { return f.Err }

// AppError is the answer to a fault that no mutation has named (see domain.Kernel.Mutate,
// which names what was taken or changed).
func (f *Fault) AppError() *apperr.Error {
	switch f.Kind {
	case Unique:
		return apperr.Conflict("A resource with that name already exists")
	case Reference:
		return apperr.Conflict("The request refers to something that does not exist any more")
	case Contention:
		return apperr.Conflict("Another request changed the same data at the same time; try again")
	}
	return apperr.Unavailable().Because(f.Err)
}

// IsFault reports whether err is a store fault of kind.
func IsFault(err error, kind FaultKind) bool {
	var f *Fault
	return errors.As(err, &f) && f.Kind == kind
}

// classify wraps a driver error in a Fault when it is of a known kind.
func classify(err error) error {
	if err == nil || errors.Is(err, sql.ErrNoRows) {
		return err
	}
	var f *Fault
	if errors.As(err, &f) {
		return err
	}
	if kind := faultKind(err); kind != 0 {
		return &Fault{Kind: kind, Err: err}
	}
	return err
}

// SQLite primary result codes (the low byte of an extended one).
const (
	sqliteBusy       = 5
	sqliteLocked     = 6
	sqliteCantOpen   = 14
	sqliteConstraint = 19
)

func faultKind(err error) FaultKind {
	var connectErr *pgconn.ConnectError
	if errors.As(err, &connectErr) && unreachable(err) {
		// First: a server that refuses a connection, for any reason (a missing database, a
		// rejected role, no free slot), answers with a PgError, which is not the statement's.
		return Unreachable
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch {
		case pgErr.Code == "23505":
			return Unique
		case pgErr.Code == "23503":
			return Reference
		case pgErr.Code == "40001" || pgErr.Code == "40P01" || pgErr.Code == "55P03":
			return Contention
		case outage(pgErr.Code):
			return Unreachable
		}
		return 0
	}
	var liteErr *sqlite.Error
	if errors.As(err, &liteErr) {
		msg := liteErr.Error()
		switch code := liteErr.Code() & 0xff; {
		case code == sqliteConstraint && (strings.Contains(msg, "UNIQUE") || strings.Contains(msg, "PRIMARY KEY")):
			return Unique
		case code == sqliteConstraint && strings.Contains(msg, "FOREIGN KEY"):
			return Reference
		case code == sqliteBusy || code == sqliteLocked:
			return Contention
		case code == sqliteCantOpen:
			return Unreachable
		}
		return 0
	}
	if unreachable(err) {
		return Unreachable
	}
	return 0
}

// outage reports the SQLSTATEs of a server that will not serve this service now, whatever
// the statement: connection exceptions (08), a database that is gone (3D000, renamed or
// dropped), credentials it rejects (28000, 28P01), too many connections (53300), and
// shutdown or a server that cannot take connections yet (57P01..57P05).
func outage(code string) bool {
	switch code {
	case "3D000", "28000", "28P01", "53300":
		return true
	}
	return strings.HasPrefix(code, "08") || strings.HasPrefix(code, "57P")
}

// unreachable reports errors that mean the store cannot be reached: no connection (the
// dial failed, or the server refused it for any reason: a missing database, rejected
// credentials, no free slot), a connection that broke, a pool or database that is closed.
func unreachable(err error) bool {
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	switch {
	case errors.Is(err, context.Canceled):
		return false // the client left, whatever the statement was doing (dialing too)
	case errors.As(err, &connectErr):
		return true // even when it timed out: the server did not answer
	case errors.Is(err, context.DeadlineExceeded):
		// The statement's context ran out: its request stopped (and is warned of), the store
		// did not fail. context.DeadlineExceeded is itself a net.Error: this comes before.
		return false
	case errors.As(err, &netErr), errors.Is(err, driver.ErrBadConn), errors.Is(err, sql.ErrConnDone),
		errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET):
		return true
	}
	msg := err.Error()
	return strings.Contains(msg, "database is closed") || strings.Contains(msg, "closed pool") ||
		strings.Contains(msg, "conn closed")
}
