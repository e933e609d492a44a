package kernel

import (
	"context"
	"fmt"

	"entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/graph/apperr"
)

// One reads the one row a query finds (its Only method); none is NotFound, named by
// format and args (e.g. `Feature %q`), which is how every lookup answers a missing row.
func One[T any](ctx context.Context, only func(context.Context) (T, error), format string, args ...any) (T, error) {
	v, err := only(ctx)
	if ent.IsNotFound(err) {
		return v, apperr.NotFound(format+" does not exist", args...)
	}
	if err != nil {
		return v, fmt.Errorf("read %s: %w", fmt.Sprintf(format, args...), err)
	}
	return v, nil
}

// lockable is an ent query that can lock the rows it reads.
type lockable[Q any] interface {
	ForUpdate(opts ...sql.LockOption) Q
	ForShare(opts ...sql.LockOption) Q
}

// Locked makes q lock the rows it reads until tx ends (SELECT … FOR UPDATE on
// PostgreSQL), so a mutation decides on, and records as preData, the state it changes,
// and concurrent mutations of the same rows take turns. SQLite lets one writer in at a
// time already, so there q reads as it is.
func Locked[Q lockable[Q]](tx *Tx, q Q) Q {
	if tx.postgres {
		return q.ForUpdate()
	}
	return q
}

// Shared makes q lock the rows it reads against change (FOR SHARE on PostgreSQL) until tx
// ends, for rows a mutation relies on without changing them; others may share them.
func Shared[Q lockable[Q]](tx *Tx, q Q) Q {
	if tx.postgres {
		return q.ForShare()
	}
	return q
}
