package store

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"

	"flagstone/ent"
	"flagstone/graph/apperr"
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
		return AdaptError(fmt.Errorf("commit: %w", err), "")
	}
	return nil
}

// AdaptError gives a store error its kind once, at the storage edge: unique violations
// become Conflict (naming what, when given), missing rows NotFound, ent validation
// failures Validation. Other errors pass through unchanged.
func AdaptError(err error, what string) error {
	if err == nil {
		return nil
	}
	var ae *apperr.Error
	if errors.As(err, &ae) {
		return err
	}
	if what == "" {
		what = "A resource with that name"
	}
	switch {
	case isUniqueViolation(err):
		return apperr.Conflict("%s already exists", what)
	case ent.IsNotFound(err):
		return apperr.NotFound("%s does not exist", what)
	case ent.IsValidationError(err):
		var ve *ent.ValidationError
		errors.As(err, &ve)
		return apperr.Validation("%q is invalid: %s", ve.Name, ve.Unwrap().Error())
	}
	return err
}

func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23505"
	}
	return strings.Contains(err.Error(), "UNIQUE constraint failed")
}
