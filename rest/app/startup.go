package app

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
)

// databaseError turns a failure to reach PostgreSQL into one line that names DATABASE_URL
// and the host, never the password; other store errors pass unchanged.
func databaseError(dsn string, err error) error {
	var connErr *pgconn.ConnectError
	if !errors.As(err, &connErr) {
		return err
	}
	host := "the configured host"
	if u, perr := url.Parse(dsn); perr == nil && u.Host != "" {
		host = u.Host
	}
	return fmt.Errorf("DATABASE_URL: cannot connect to PostgreSQL at %s: %s", host, connectCause(err))
}

// connectCause is the root of a connection failure in a few words: the system error
// ("connection refused"), the server's message, or the innermost error's last part.
func connectCause(err error) string {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return errno.Error()
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Message
	}
	for {
		inner := errors.Unwrap(err)
		if inner == nil {
			break
		}
		err = inner
	}
	msg := err.Error()
	if i := strings.LastIndex(msg, ": "); i >= 0 {
		msg = msg[i+2:]
	}
	return strings.Join(strings.Fields(msg), " ")
}
