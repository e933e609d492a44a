package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"ariga.io/atlas/sql/migrate"
	"entgo.io/ent/dialect"
)

// RevisionTable records which migration files a database has applied, one row a file.
const RevisionTable = "schema_revisions"

// revisions is the migrator's record of applied migration files, kept in RevisionTable
// and written in the transaction that applies them.
type revisions struct {
	q       sqlQuerier
	dialect string
}

type sqlQuerier interface {
	execer
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// revision is a row's data: Atlas's revision, every field (its own JSON form leaves
// the hashes out and cannot read its type back).
type revision struct {
	Version, Description string
	Type                 uint
	Applied, Total       int
	ExecutedAt           time.Time
	ExecutionTime        time.Duration
	Error, ErrorStmt     string `json:",omitempty"`
	Hash                 string
	PartialHashes        []string
	OperatorVersion      string
}

func (r *revisions) arg(n int) string {
	if r.dialect == dialect.Postgres {
		return fmt.Sprintf("$%d", n)
	}
	return "?"
}

// exists reports whether the database has RevisionTable.
func (r *revisions) exists(ctx context.Context) (bool, error) {
	return hasTable(ctx, r.q, r.dialect, RevisionTable)
}

// create makes RevisionTable.
func (r *revisions) create(ctx context.Context) error {
	_, err := r.q.ExecContext(ctx, "CREATE TABLE "+RevisionTable+" (version text PRIMARY KEY, data text NOT NULL)")
	if err != nil {
		return fmt.Errorf("create %s: %w", RevisionTable, err)
	}
	return nil
}

func (r *revisions) Ident() *migrate.TableIdent { return &migrate.TableIdent{Name: RevisionTable} }

func (r *revisions) ReadRevisions(ctx context.Context) ([]*migrate.Revision, error) {
	rows, err := r.q.QueryContext(ctx, "SELECT data FROM "+RevisionTable+" ORDER BY version")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*migrate.Revision
	for rows.Next() {
		var data string
		if err := rows.Scan(&data); err != nil {
			return nil, err
		}
		rev, err := decodeRevision(data)
		if err != nil {
			return nil, err
		}
		out = append(out, rev)
	}
	return out, rows.Err()
}

func (r *revisions) ReadRevision(ctx context.Context, version string) (*migrate.Revision, error) {
	var data string
	err := r.q.QueryRowContext(ctx, "SELECT data FROM "+RevisionTable+" WHERE version = "+r.arg(1), version).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, migrate.ErrRevisionNotExist
	}
	if err != nil {
		return nil, err
	}
	return decodeRevision(data)
}

func (r *revisions) WriteRevision(ctx context.Context, rev *migrate.Revision) error {
	if rev.ExecutedAt.IsZero() {
		rev.ExecutedAt = time.Now()
	}
	data, err := json.Marshal(revision{Version: rev.Version, Description: rev.Description, Type: uint(rev.Type),
		Applied: rev.Applied, Total: rev.Total, ExecutedAt: rev.ExecutedAt, ExecutionTime: rev.ExecutionTime,
		Error: rev.Error, ErrorStmt: rev.ErrorStmt, Hash: rev.Hash, PartialHashes: rev.PartialHashes, OperatorVersion: rev.OperatorVersion})
	if err != nil {
		return err
	}
	if _, err := r.q.ExecContext(ctx, "DELETE FROM "+RevisionTable+" WHERE version = "+r.arg(1), rev.Version); err != nil {
		return err
	}
	_, err = r.q.ExecContext(ctx, "INSERT INTO "+RevisionTable+" (version, data) VALUES ("+r.arg(1)+", "+r.arg(2)+")", rev.Version, string(data))
	return err
}

func (r *revisions) DeleteRevision(ctx context.Context, version string) error {
	_, err := r.q.ExecContext(ctx, "DELETE FROM "+RevisionTable+" WHERE version = "+r.arg(1), version)
	return err
}

func decodeRevision(data string) (*migrate.Revision, error) {
	var rev revision
	if err := json.Unmarshal([]byte(data), &rev); err != nil {
		return nil, fmt.Errorf("read %s: %w", RevisionTable, err)
	}
	return &migrate.Revision{Version: rev.Version, Description: rev.Description, Type: migrate.RevisionType(rev.Type),
		Applied: rev.Applied, Total: rev.Total, ExecutedAt: rev.ExecutedAt, ExecutionTime: rev.ExecutionTime,
		Error: rev.Error, ErrorStmt: rev.ErrorStmt, Hash: rev.Hash, PartialHashes: rev.PartialHashes, OperatorVersion: rev.OperatorVersion}, nil
}

// hasTable reports whether the database has the table name (in the current schema on
// PostgreSQL).
func hasTable(ctx context.Context, q sqlQuerier, dialectName, name string) (bool, error) {
	query := "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = ?"
	if dialectName == dialect.Postgres {
		query = "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1"
	}
	var n int
	if err := q.QueryRowContext(ctx, query, name).Scan(&n); err != nil {
		return false, fmt.Errorf("look for table %s: %w", name, err)
	}
	return n > 0, nil
}
