package store

import (
	"context"
	"errors"
	"fmt"

	"golang.org/x/sync/errgroup"

	"flagstone/ent"
)

// Client returns the transaction's client when ctx carries one, else base.
func Client(ctx context.Context, base *ent.Client) *ent.Client {
	if c := ent.FromContext(ctx); c != nil {
		return c
	}
	return base
}

// WithTx runs fn in one transaction whose client is also put in ctx, so every write fn
// makes, and the event it records, commit or roll back together. A ctx that already
// carries a transaction joins it.
func WithTx(ctx context.Context, base *ent.Client, fn func(ctx context.Context, tx *ent.Client) error) error {
	if tx := ent.TxFromContext(ctx); tx != nil {
		return fn(ctx, tx.Client())
	}
	tx, err := base.Tx(ctx)
	if err != nil {
		return fmt.Errorf("begin transaction: %w", err)
	}
	txCtx := ent.NewContext(ent.NewTxContext(ctx, tx), tx.Client())
	if err := fn(txCtx, tx.Client()); err != nil {
		rerr := tx.Rollback()
		if cause := context.Cause(ctx); cause != nil {
			// The request stopped (its client left, its time ran out): what failed after
			// is the consequence (a statement on the connection the driver closed, a
			// rollback that could not run), not a store outage to report.
			return fmt.Errorf("%w (the transaction then failed: %v)", cause, err)
		}
		if rerr != nil {
			return errors.Join(err, fmt.Errorf("rollback: %w", rerr))
		}
		return err
	}
	if err := tx.Commit(); err != nil {
		var held *heldError
		if errors.As(err, &held) { // the server rolled back: a statement failed, as any may
			return err
		}
		return fmt.Errorf("%w: %w", ErrCommit, err)
	}
	return nil
}

// ErrCommit marks the failure of a COMMIT: whether the transaction's writes were kept is
// then unknown (the connection may have dropped after the server committed), so it must
// not simply be written again.
var ErrCommit = errors.New("commit")

// Concurrently runs reads at once, each on its own connection, and returns the first
// error; inside a transaction, whose one connection takes a statement at a time, it runs
// them one after another. A request that needs several independent statements waits for
// the slowest rather than for their sum.
func Concurrently(ctx context.Context, reads ...func() error) error {
	if ent.TxFromContext(ctx) != nil {
		for _, read := range reads {
			if err := read(); err != nil {
				return err
			}
		}
		return nil
	}
	var g errgroup.Group
	for _, read := range reads {
		g.Go(read)
	}
	return g.Wait()
}
