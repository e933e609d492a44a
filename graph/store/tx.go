package store

import (
	"context"
	"errors"
	"fmt"

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
		if rerr := tx.Rollback(); rerr != nil {
			return errors.Join(err, fmt.Errorf("rollback: %w", rerr))
		}
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}
