package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"

	"ariga.io/atlas/sql/migrate"
	"ariga.io/atlas/sql/postgres"
	"ariga.io/atlas/sql/sqlite"
	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/schema"

	entmigrate "flagstone/ent/migrate"
)

// Migrations holds the versioned migration files, one directory a dialect
// (migrations/postgres, migrations/sqlite), each with its atlas.sum. They are generated
// from the ent schema by `go run ./graph/store/internal/newmigration NAME`.
//
//go:embed migrations
var Migrations embed.FS

// BaselineVersion is the migration that creates the tables and indexes ent defines, as
// the auto-migration of releases before versioned migrations left them: a database from
// then is brought there by that auto-migration and marked as having applied it. The
// search migration after it (trigram index, FTS5 table) is idempotent and runs on it.
const BaselineVersion = "20261125000000"

// migrateLock serialises nodes migrating the same database at once.
const migrateLock = 7_424_245

// MigrateMode says what Open does with a database whose schema is behind.
type MigrateMode string

const (
	// MigrateAuto applies the pending migrations at start.
	MigrateAuto MigrateMode = "auto"
	// MigrateOff refuses to open a database with pending migrations.
	MigrateOff MigrateMode = "off"
)

// ErrBehind is what Open answers under MigrateOff when migrations are pending.
var ErrBehind = errors.New("the database schema is behind this release: run `flagstone migrate up` (or start with MIGRATE=auto)")

// DirName is the directory under migrations of the ent dialect's files.
func DirName(dialectName string) string {
	if dialectName == dialect.SQLite {
		return "sqlite"
	}
	return dialectName
}

// Dir returns the migration directory of the dialect.
func Dir(dialectName string) (migrate.Dir, error) {
	sub, err := fs.Sub(Migrations, path.Join("migrations", DirName(dialectName)))
	if err != nil {
		return nil, err
	}
	files, err := fs.ReadDir(sub, ".")
	if err != nil {
		return nil, fmt.Errorf("migrations of %s: %w", dialectName, err)
	}
	dir := &migrate.MemDir{}
	for _, f := range files {
		b, err := fs.ReadFile(sub, f.Name())
		if err != nil {
			return nil, err
		}
		if err := dir.WriteFile(f.Name(), b); err != nil {
			return nil, err
		}
	}
	return dir, nil
}

// MigrationStatus is where a database stands against the migration directory.
type MigrationStatus struct {
	Applied []string // versions applied, oldest first
	Pending []string // versions to apply, in order
	// Legacy is true for a database made by the auto-migration of releases before
	// versioned migrations; migrating marks it as at BaselineVersion.
	Legacy bool
}

// Status reads where the database of dsn stands, changing nothing.
func Status(ctx context.Context, dsn string) (MigrationStatus, error) {
	drv, closeFn, err := openDriver(ctx, dsn)
	if err != nil {
		return MigrationStatus{}, err
	}
	defer closeFn()
	tx, err := drv.DB().BeginTx(ctx, &sql.TxOptions{ReadOnly: drv.Dialect() == dialect.Postgres})
	if err != nil {
		return MigrationStatus{}, err
	}
	defer tx.Rollback() //nolint:errcheck // read only
	return status(ctx, tx, drv.Dialect())
}

func status(ctx context.Context, tx *sql.Tx, dialectName string) (MigrationStatus, error) {
	var st MigrationStatus
	dir, err := Dir(dialectName)
	if err != nil {
		return st, err
	}
	if err := migrate.Validate(dir); err != nil {
		return st, fmt.Errorf("migrations of %s: %w", dialectName, err)
	}
	files, err := dir.Files()
	if err != nil {
		return st, err
	}
	rrw := &revisions{q: tx, dialect: dialectName}
	ok, err := rrw.exists(ctx)
	if err != nil {
		return st, err
	}
	done := map[string]bool{}
	if ok {
		revs, err := rrw.ReadRevisions(ctx)
		if err != nil {
			return st, err
		}
		for _, r := range revs {
			if r.Applied == r.Total || r.Type == migrate.RevisionTypeBaseline {
				done[r.Version] = true
				st.Applied = append(st.Applied, r.Version)
			}
		}
	} else if st.Legacy, err = hasTable(ctx, tx, dialectName, "events"); err != nil {
		return st, err
	}
	for _, f := range files {
		if !done[f.Version()] {
			st.Pending = append(st.Pending, f.Version())
		}
	}
	return st, nil
}

// migrateSchema applies the pending migrations under mode, in one transaction that holds
// the migration lock (PostgreSQL), so nodes starting together migrate once. A database up
// to date costs a few reads and no DDL.
func migrateSchema(ctx context.Context, drv *entsql.Driver, mode MigrateMode) error {
	d := drv.Dialect()
	if d == dialect.SQLite && mode != MigrateOff {
		// ent's migration of SQLite takes connections of its own, so it runs before the
		// transaction (SQLite has one writer at a time anyway).
		if err := adoptSQLite(ctx, drv); err != nil {
			return err
		}
	}
	tx, err := drv.DB().BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after commit
	if err := LockUntilEnd(ctx, tx, d, migrateLock, "migrations"); err != nil {
		return err
	}
	st, err := status(ctx, tx, d)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if len(st.Pending) == 0 {
		return nil
	}
	if mode == MigrateOff {
		return fmt.Errorf("MIGRATE=off: %d migration(s) pending: %w", len(st.Pending), ErrBehind)
	}
	if st.Legacy && d == dialect.Postgres {
		// A database from before versioned migrations is first brought to the baseline
		// by the auto-migration it was made with.
		if err := autoMigrate(ctx, entsql.NewDriver(d, entsql.Conn{ExecQuerier: tx})); err != nil {
			return err
		}
	}
	rrw := &revisions{q: tx, dialect: d}
	if ok, err := rrw.exists(ctx); err != nil || !ok {
		if err == nil {
			err = rrw.create(ctx)
		}
		if err != nil {
			return err
		}
	}
	if err := execute(ctx, tx, d, rrw, st.Legacy); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit migrations: %w", err)
	}
	return nil
}

// execute runs the pending migration files with Atlas's executor on tx.
func execute(ctx context.Context, tx *sql.Tx, dialectName string, rrw *revisions, legacy bool) error {
	var (
		adrv migrate.Driver
		err  error
	)
	switch dialectName {
	case dialect.Postgres:
		adrv, err = postgres.Open(tx)
	default:
		adrv, err = sqlite.Open(tx)
	}
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	dir, err := Dir(dialectName)
	if err != nil {
		return err
	}
	opts := []migrate.ExecutorOption{migrate.WithAllowDirty(true), migrate.WithOperatorVersion("flagstone")}
	if legacy {
		opts = []migrate.ExecutorOption{migrate.WithBaselineVersion(BaselineVersion), migrate.WithOperatorVersion("flagstone")}
	}
	ex, err := migrate.NewExecutor(adrv, dir, rrw, opts...)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if err := ex.ExecuteN(ctx, 0); err != nil && !errors.Is(err, migrate.ErrNoPendingFiles) {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

// autoMigrate is the schema migration of releases before versioned migrations (ent's
// diff of the database against the ent schema, keeping the search index ent does not
// know of). It brings an old database to BaselineVersion, once; the migrations after it
// run as usual. It migrates only the tables the baseline creates: a table added since
// is its own migration's to create (a column added since to a baseline table would need
// the same care).
func autoMigrate(ctx context.Context, drv *entsql.Driver) error {
	ts, err := baselineTables(drv.Dialect())
	if err != nil {
		return err
	}
	m, err := schema.NewMigrate(nopTxDriver{drv}, entmigrate.WithDropIndex(true), schema.WithDiffHook(keepIndexes(searchIndexes()...)))
	if err == nil {
		err = m.Create(ctx, ts...)
	}
	if err != nil {
		return fmt.Errorf("migrate schema: %w", err)
	}
	return nil
}

// createTable finds the tables a migration file creates.
var createTable = regexp.MustCompile("CREATE TABLE [`\"](\\w+)[`\"]")

// baselineTables are the ent tables that the dialect's baseline migration creates.
func baselineTables(dialectName string) ([]*schema.Table, error) {
	dir, err := Dir(dialectName)
	if err != nil {
		return nil, err
	}
	files, err := dir.Files()
	if err != nil {
		return nil, fmt.Errorf("migrations of %s: %w", dialectName, err)
	}
	in := map[string]bool{}
	for _, f := range files {
		if f.Version() == BaselineVersion {
			for _, m := range createTable.FindAllSubmatch(f.Bytes(), -1) {
				in[string(m[1])] = true
			}
		}
	}
	var out []*schema.Table
	for _, t := range tables() {
		if in[t.Name] {
			out = append(out, t)
		}
	}
	return out, nil
}

// adoptSQLite brings a SQLite database from before versioned migrations to the baseline.
func adoptSQLite(ctx context.Context, drv *entsql.Driver) error {
	db := drv.DB()
	versioned, err := hasTable(ctx, db, dialect.SQLite, RevisionTable)
	if err != nil || versioned {
		return err
	}
	legacy, err := hasTable(ctx, db, dialect.SQLite, "events")
	if err != nil || !legacy {
		return err
	}
	return autoMigrate(ctx, drv)
}

// nopTxDriver runs ent's migration in the transaction its driver already is.
type nopTxDriver struct{ *entsql.Driver }

func (d nopTxDriver) Tx(context.Context) (dialect.Tx, error) { return dialect.NopTx(d.Driver), nil }

// Up applies the pending migrations to the database of dsn.
func Up(ctx context.Context, dsn string) error {
	drv, closeFn, err := openDriver(ctx, dsn)
	if err != nil {
		return err
	}
	defer closeFn()
	return migrateSchema(ctx, drv, MigrateAuto)
}

// Diff writes to dir a migration file named name with what the database of dev (empty,
// of dir's dialect) lacks of the ent schema once dir is replayed on it; it returns
// migrate.ErrNoPlan when they agree. Migrations may not drop tables or the search index
// ent does not know of.
func Diff(ctx context.Context, dev *entsql.Driver, dir migrate.Dir, name string) error {
	m, err := schema.NewMigrate(dev, schema.WithDir(dir), schema.WithMigrationMode(schema.ModeReplay),
		schema.WithDialect(dev.Dialect()), schema.WithFormatter(migrate.DefaultFormatter), schema.WithErrNoPlan(true),
		entmigrate.WithDropIndex(true), entmigrate.WithDropColumn(true),
		schema.WithDiffHook(keepIndexes(searchIndexes()...)), schema.WithSkipChanges(schema.DropTable))
	if err != nil {
		return err
	}
	return m.NamedDiff(ctx, name, tables()...)
}
