package store

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"entgo.io/ent/dialect"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ChangesChannel is the PostgreSQL notification channel a process signals on once
// transactions that record events commit (EventOrder.Signal): every node of the database
// listens to it (ListenChanges) and refreshes at once, instead of at its next watermark
// poll.
const ChangesChannel = "flagstone_changes"

// Bounds of the listener's reconnection: it waits this long after a failure, doubling up
// to the most.
const (
	listenRetryFirst = 100 * time.Millisecond
	listenRetryMost  = 5 * time.Second
)

// ListenChanges calls heard for each notification of changes on the database
// (EventOrder.Signal), with the time of the first commit it covers, until ctx ends. It holds one
// connection of its own, outside the pool, and opens it again when it breaks; after each
// (re)connection it calls heard with the zero time, since signals sent meanwhile are lost.
// On SQLite (one process) it returns at once: the kernel's Committed hook is the signal.
func (s *Store) ListenChanges(ctx context.Context, log *slog.Logger, heard func(sent time.Time)) {
	if s.Dialect != dialect.Postgres {
		return
	}
	wait := listenRetryFirst
	for ctx.Err() == nil {
		err := s.listenOnce(ctx, heard, func() { wait = listenRetryFirst })
		if ctx.Err() != nil {
			return
		}
		log.WarnContext(ctx, "listen for changes; the watermark poll covers the gap", "err", err, "retry_in", wait)
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, listenRetryMost)
	}
}

// listenOnce listens on one connection until it fails; connected is called once it
// listens.
func (s *Store) listenOnce(ctx context.Context, heard func(time.Time), connected func()) error {
	// Parsed as the pool parses it, so the pool's own settings (pool_max_conns) are not
	// sent to the server as parameters of the session.
	cfg, err := pgxpool.ParseConfig(s.dsn)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	conn, err := pgx.ConnectConfig(ctx, cfg.ConnConfig)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer func() {
		closing, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
		defer cancel()
		_ = conn.Close(closing)
	}()
	if _, err := conn.Exec(ctx, "LISTEN "+ChangesChannel); err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	connected()
	heard(time.Time{})
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return fmt.Errorf("wait for notification: %w", err)
		}
		var sent time.Time
		if us, err := strconv.ParseInt(n.Payload, 10, 64); err == nil {
			sent = time.UnixMicro(us)
		}
		heard(sent)
	}
}
