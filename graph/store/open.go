// Package store opens the database (PostgreSQL through pgx, or an embedded SQLite file),
// migrates it, and holds the transaction helper and the driver edge that classifies every
// store error once (Fault).
package store

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/schema"
	"github.com/jackc/pgx/v5/pgxpool"
	_ "modernc.org/sqlite" // registers the pure-Go "sqlite" driver

	"flagstone/ent"
	entmigrate "flagstone/ent/migrate"
)

// DefaultSQLitePath is where the zero-setup store lives when DATABASE_URL is unset.
const DefaultSQLitePath = "./data/flagstone.db"

// Store is an open, migrated database with the ent client the service uses.
type Store struct {
	Client  *ent.Client
	Dialect string
	// Statements counts every SQL statement sent, so tests can prove batching works.
	Statements *atomic.Int64
	// Seen, when it holds an Observer, shows it every statement Statements counts, so
	// tests can EXPLAIN the statements exactly as the service sends them.
	Seen *atomic.Pointer[Observer]
	// Background is a client whose statements Statements does not count, for background
	// work (the client API's watermark poller) that would blur what a request costs.
	Background *ent.Client
	// BackgroundStatements and BackgroundSeen are Statements and Seen of Background, so
	// tests can tell what the background work costs too.
	BackgroundStatements *atomic.Int64
	BackgroundSeen       *atomic.Pointer[Observer]
	// DB is the connection pool, for its statistics.
	DB    *sql.DB
	order *EventOrder
	dsn   string
	close func() error
}

// Close releases the database connections.
func (s *Store) Close() error {
	s.order.stopSignals()
	return s.close()
}

// Open connects to the store named by dsn and applies its pending migrations. An empty
// dsn opens the default SQLite file.
func Open(ctx context.Context, dsn string) (*Store, error) { return OpenMode(ctx, dsn, MigrateAuto) }

// OpenMode is Open with the migration mode: under MigrateOff a database with pending
// migrations is refused (ErrBehind).
func OpenMode(ctx context.Context, dsn string, mode MigrateMode) (*Store, error) {
	drv, closeFn, err := openDriver(ctx, dsn)
	if err != nil {
		return nil, err
	}
	if err := migrateSchema(ctx, drv, mode); err != nil {
		closeFn()
		return nil, err
	}
	counter, seen := &atomic.Int64{}, &atomic.Pointer[Observer]{}
	bgCounter, bgSeen := &atomic.Int64{}, &atomic.Pointer[Observer]{}
	client := ent.NewClient(ent.Driver(&edgeDriver{Driver: drv, n: counter, seen: seen}))
	return &Store{Client: client, Dialect: drv.Dialect(), Statements: counter, Seen: seen,
		Background:           ent.NewClient(ent.Driver(&edgeDriver{Driver: drv, n: bgCounter, seen: bgSeen})),
		BackgroundStatements: bgCounter, BackgroundSeen: bgSeen, DB: drv.DB(),
		order: newEventOrder(drv), dsn: dsn, close: closeFn}, nil
}

// tables returns a deep copy of ent's table definitions for one migration. ent's
// migration writes to the tables it is given (it links columns to their indexes and keys,
// and shortens names), so two migrations of the package-level definitions in ent/migrate
// would race; those are only ever copied, never migrated.
func tables() []*schema.Table {
	cols := map[*schema.Column]*schema.Column{}
	copyCols := func(cs []*schema.Column) []*schema.Column {
		out := make([]*schema.Column, len(cs))
		for i, c := range cs {
			if cols[c] == nil {
				cp := *c
				cols[c] = &cp
			}
			out[i] = cols[c]
		}
		return out
	}
	tabs := make(map[*schema.Table]*schema.Table, len(entmigrate.Tables))
	for _, t := range entmigrate.Tables {
		cp := schema.NewTable(t.Name)
		cp.Schema, cp.Annotation, cp.Comment, cp.View, cp.Pos = t.Schema, t.Annotation, t.Comment, t.View, t.Pos
		cp.Columns, cp.PrimaryKey = copyCols(t.Columns), copyCols(t.PrimaryKey)
		tabs[t] = cp
	}
	out := make([]*schema.Table, 0, len(entmigrate.Tables))
	for _, t := range entmigrate.Tables {
		cp := tabs[t]
		for _, idx := range t.Indexes {
			i := *idx
			i.Columns = copyCols(idx.Columns)
			cp.Indexes = append(cp.Indexes, &i)
		}
		for _, fk := range t.ForeignKeys {
			f := *fk
			f.Columns, f.RefColumns, f.RefTable = copyCols(fk.Columns), copyCols(fk.RefColumns), tabs[fk.RefTable]
			cp.ForeignKeys = append(cp.ForeignKeys, &f)
		}
		out = append(out, cp)
	}
	return out
}

func openDriver(ctx context.Context, dsn string) (*entsql.Driver, func() error, error) {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		return openPostgres(ctx, dsn)
	}
	return openSQLite(ctx, strings.TrimPrefix(dsn, "sqlite:"))
}

func openPostgres(ctx context.Context, dsn string) (*entsql.Driver, func() error, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, nil, fmt.Errorf("open postgres: %w", err)
	}
	if !strings.Contains(dsn, "pool_max_conns") {
		cfg.MaxConns = defaultPoolSize()
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, nil, fmt.Errorf("open postgres: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, nil, fmt.Errorf("connect to postgres: %w", err)
	}
	db := openPostgresDB(pool)
	closeFn := func() error { err := db.Close(); pool.Close(); return err }
	return entsql.OpenDB(dialect.Postgres, db), closeFn, nil
}

// defaultPoolSize is how many connections a node opens at most when the database URL does
// not say (pool_max_conns): four per CPU, at least eight. pgx's own default, one per CPU
// and at least four, lets only four transactions be in flight on a small machine, so a
// WAL flush groups at most four commits while the others wait for a connection; the
// connections are opened as the load asks for them.
func defaultPoolSize() int32 {
	return int32(max(8, 4*runtime.GOMAXPROCS(0)))
}

func openSQLite(ctx context.Context, path string) (*entsql.Driver, func() error, error) {
	if path == "" {
		path = DefaultSQLitePath
	}
	if dir := filepath.Dir(path); dir != "." {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return nil, nil, fmt.Errorf("create sqlite directory: %w", err)
		}
	}
	// Immediate transactions take the write lock up front, so two writers queue on
	// busy_timeout instead of failing with SQLITE_BUSY half-way through.
	q := "_pragma=foreign_keys(1)&_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_txlock=immediate"
	db, err := sql.Open("sqlite", "file:"+path+"?"+q)
	if err != nil {
		return nil, nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	if err := pingSQLite(ctx, db); err != nil {
		db.Close()
		return nil, nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	return entsql.OpenDB(dialect.SQLite, db), db.Close, nil
}

// pingSQLite opens db's first connection. Switching a new file to WAL takes a lock that
// SQLite does not wait for with busy_timeout, so processes starting on one file at once
// can be told SQLITE_BUSY: that is tried again, for as long as busy_timeout would wait.
func pingSQLite(ctx context.Context, db *sql.DB) error {
	deadline := time.Now().Add(10 * time.Second)
	for {
		err := db.PingContext(ctx)
		if !IsFault(classify(err), Contention) || time.Now().After(deadline) || ctx.Err() != nil {
			return err
		}
		time.Sleep(20 * time.Millisecond)
	}
}
