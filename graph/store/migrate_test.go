package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"sync"
	"testing"

	"ariga.io/atlas/sql/migrate"
	"entgo.io/ent/dialect"
	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/stretchr/testify/require"

	"flagstone/graph/store/pgtest"
)

// databases gives the test an empty database per store.
func databases(t *testing.T) map[string]string { return pgtest.Databases(t, "migrate") }

// TestMigrationsMatchSchema fails when the ent schema and the migration directory of a
// dialect disagree: replayed on an empty database, the directory must leave nothing for
// the ent schema to add, change or drop. Run `go run ./graph/store/internal/newmigration
// NAME` to write the missing migration.
func TestMigrationsMatchSchema(t *testing.T) {
	for d, dsn := range databases(t) {
		t.Run(d, func(t *testing.T) {
			drv, closeFn, err := openDriver(context.Background(), dsn)
			require.NoError(t, err)
			defer closeFn()
			dir, err := Dir(d)
			require.NoError(t, err)
			err = Diff(context.Background(), drv, dir, "drift")
			if err == nil {
				files, _ := dir.Files()
				last := files[len(files)-1]
				t.Fatalf("the ent schema differs from migrations/%s; the missing migration would be:\n%s\nrun: go run ./graph/store/internal/newmigration NAME",
					DirName(d), last.Bytes())
			}
			require.ErrorIs(t, err, migrate.ErrNoPlan)
		})
	}
}

// catalog is what a start could change in the database: SQLite's schema version (which
// every DDL statement bumps) and definitions, PostgreSQL's catalog rows of the schema's
// relations with the transaction that last wrote each (xmin), and the revision table.
func catalog(t *testing.T, dsn string) string {
	t.Helper()
	drv, closeFn, err := openDriver(context.Background(), dsn)
	require.NoError(t, err)
	defer closeFn()
	q := "SELECT 'version ' || schema_version FROM pragma_schema_version UNION ALL SELECT type || ' ' || name || ' ' || COALESCE(sql, '') FROM sqlite_master"
	if drv.Dialect() == dialect.Postgres {
		q = `SELECT relkind::text || ' ' || relname || ' ' || xmin::text FROM pg_class WHERE relnamespace = current_schema()::regnamespace
			UNION ALL SELECT 'extension ' || extname || ' ' || xmin::text FROM pg_extension`
	}
	out := lines(t, drv.DB(), q)
	revs, err := (&revisions{q: drv.DB(), dialect: drv.Dialect()}).ReadRevisions(context.Background())
	require.NoError(t, err)
	for _, r := range revs {
		out = append(out, fmt.Sprintf("revision %s %s %d/%d %s", r.Version, r.Type, r.Applied, r.Total, r.ExecutedAt))
	}
	return strings.Join(out, "\n")
}

// TestSecondStartRunsNoDDL opens a fresh database (which applies every migration), then
// opens it again: the second start finds nothing pending, the catalog and the revision
// table are as the first left them, and MIGRATE=off opens it.
func TestSecondStartRunsNoDDL(t *testing.T) {
	for d, dsn := range databases(t) {
		t.Run(d, func(t *testing.T) {
			ctx := context.Background()
			st, err := Status(ctx, dsn)
			require.NoError(t, err)
			require.NotEmpty(t, st.Pending)
			_, err = OpenMode(ctx, dsn, MigrateOff)
			require.ErrorIs(t, err, ErrBehind, "MIGRATE=off refuses a database that is behind")

			s, err := Open(ctx, dsn)
			require.NoError(t, err)
			require.NoError(t, s.Close())
			before := catalog(t, dsn)
			require.Contains(t, before, "revision "+BaselineVersion+" applied")

			s, err = Open(ctx, dsn)
			require.NoError(t, err)
			require.NoError(t, s.Close())
			require.Equal(t, before, catalog(t, dsn), "the second start changed the schema")
			s, err = OpenMode(ctx, dsn, MigrateOff)
			require.NoError(t, err)
			require.NoError(t, s.Close())
			st, err = Status(ctx, dsn)
			require.NoError(t, err)
			require.Empty(t, st.Pending)
		})
	}
}

// shape is a store's schema, without the revision table: SQLite's definitions,
// PostgreSQL's columns, constraints and indexes.
func shape(t *testing.T, dsn string) string {
	t.Helper()
	drv, closeFn, err := openDriver(context.Background(), dsn)
	require.NoError(t, err)
	defer closeFn()
	q := "SELECT type || ' ' || name || ' ' || COALESCE(sql, '') FROM sqlite_master WHERE name <> '" + RevisionTable + "'"
	if drv.Dialect() == dialect.Postgres {
		q = `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || COALESCE(column_default, '')
			FROM information_schema.columns WHERE table_schema = current_schema() AND table_name <> '` + RevisionTable + `'
			UNION ALL SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename <> '` + RevisionTable + `'
			UNION ALL SELECT conrelid::regclass::text || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
				WHERE connamespace = current_schema()::regnamespace AND conrelid::regclass::text <> '` + RevisionTable + `'`
	}
	return strings.Join(lines(t, drv.DB(), q), "\n")
}

// TestUpgradeFromAutoMigration makes a database the way releases before versioned
// migrations did (ent's auto-migration and the search index, autoMigrate), puts data in
// and opens it: the start marks the baseline applied without running it, keeps the data,
// and leaves the schema a fresh database gets from the migration files.
func TestUpgradeFromAutoMigration(t *testing.T) {
	fresh := databases(t)
	for d, dsn := range databases(t) {
		t.Run(d, func(t *testing.T) {
			ctx := context.Background()
			drv, closeFn, err := openDriver(ctx, dsn)
			require.NoError(t, err)
			require.NoError(t, autoMigrate(ctx, drv))
			for _, stmt := range []string{
				"INSERT INTO projects (id, name, description, created_at, updated_at) VALUES ('kept', 'Kept', '', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)",
				"INSERT INTO events (type, created_by, data, search_text, created_at) VALUES ('project-created', 'old', '{}', 'kept project', CURRENT_TIMESTAMP)",
			} {
				_, err := drv.DB().ExecContext(ctx, stmt)
				require.NoError(t, err, stmt)
			}
			require.NoError(t, closeFn())
			_, err = OpenMode(ctx, dsn, MigrateOff)
			require.ErrorIs(t, err, ErrBehind)

			s, err := Open(ctx, dsn)
			require.NoError(t, err)
			n, err := s.Client.Project.Query().Count(ctx)
			require.NoError(t, err)
			require.Equal(t, 1, n)
			ev, err := s.Client.Event.Query().Only(ctx)
			require.NoError(t, err)
			require.Equal(t, "kept project", ev.SearchText)
			require.NoError(t, s.Close())
			require.Contains(t, catalog(t, dsn), "revision "+BaselineVersion+" baseline")

			s, err = Open(ctx, fresh[d])
			require.NoError(t, err)
			require.NoError(t, s.Close())
			require.Equal(t, shape(t, fresh[d]), shape(t, dsn), "the baseline differs from what the auto-migration made")
		})
	}
}

// lines runs q, which selects one text column, and returns its rows in order.
func lines(t *testing.T, db *sql.DB, q string) []string {
	t.Helper()
	rows, err := db.Query(q + " ORDER BY 1")
	require.NoError(t, err)
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		require.NoError(t, rows.Scan(&s))
		out = append(out, s)
	}
	require.NoError(t, rows.Err())
	return out
}

// TestNodesMigrateOnce starts several nodes on one empty database at once: all start,
// and each migration file is recorded once, applied in full.
func TestNodesMigrateOnce(t *testing.T) {
	for d, dsn := range databases(t) {
		t.Run(d, func(t *testing.T) {
			errs := make([]error, 4)
			var wg sync.WaitGroup
			for i := range errs {
				wg.Go(func() {
					s, err := Open(context.Background(), dsn)
					if err == nil {
						err = s.Close()
					}
					errs[i] = err
				})
			}
			wg.Wait()
			for _, err := range errs {
				require.NoError(t, err)
			}
			dir, err := Dir(d)
			require.NoError(t, err)
			files, err := dir.Files()
			require.NoError(t, err)
			drv, closeFn, err := openDriver(context.Background(), dsn)
			require.NoError(t, err)
			defer closeFn()
			revs, err := (&revisions{q: drv.DB(), dialect: d}).ReadRevisions(context.Background())
			require.NoError(t, err)
			require.Len(t, revs, len(files))
			for _, r := range revs {
				require.Equal(t, migrate.RevisionTypeExecute, r.Type, r.Version)
				require.Equal(t, r.Total, r.Applied, r.Version)
			}
		})
	}
}
