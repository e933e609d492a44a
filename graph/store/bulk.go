package store

import (
	"context"
	"slices"
)

// maxBindParams is the most bind parameters one statement may carry on every store:
// SQLite's limit (32,766; PostgreSQL's is 65,535). statementReserve of them are kept for
// what a bulk statement binds once rather than per row (an upsert's update clause).
const (
	maxBindParams    = 32_766
	statementReserve = 64
)

// RowsPerStatement is how many rows of columns bind parameters each one statement can
// write on every store.
func RowsPerStatement(columns int) int {
	return (maxBindParams - statementReserve) / max(columns, 1)
}

// Execer is a bulk statement that runs (ent's <Entity>CreateBulk, or its upsert).
type Execer interface {
	Exec(ctx context.Context) error
}

// Saver is a bulk statement that returns the rows it created (ent's <Entity>CreateBulk).
type Saver[T any] interface {
	Save(ctx context.Context) ([]T, error)
}

// CreateBulk writes the rows of builders with as few statements as the stores' limits
// of bind parameters allow: bulk builds the statement of one chunk. columns are the
// table's columns (ent's <entity>.Columns), the most a row can bind. Every bulk insert
// goes through here, so none outgrows a statement however large the input.
func CreateBulk[C any, B Execer](ctx context.Context, columns []string, builders []C, bulk func(...C) B) error {
	for chunk := range slices.Chunk(builders, RowsPerStatement(len(columns))) {
		if err := bulk(chunk...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// SaveBulk is CreateBulk for callers that need the created rows, in builders' order.
func SaveBulk[C, T any, B Saver[T]](ctx context.Context, columns []string, builders []C, bulk func(...C) B) ([]T, error) {
	out := make([]T, 0, len(builders))
	for chunk := range slices.Chunk(builders, RowsPerStatement(len(columns))) {
		rows, err := bulk(chunk...).Save(ctx)
		if err != nil {
			return nil, err
		}
		out = append(out, rows...)
	}
	return out, nil
}
