package tests

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/bcrypt"

	accounts "flagstone/graph/domain/access"
	"flagstone/graph/store/pgtest"
	"flagstone/rest/app"
)

// Migrating and seeding a database from nothing costs more than most tests do, so a
// package run makes one template per store, the first time a test asks for it, and every
// test starts on a copy: a copied SQLite file, a PostgreSQL database made with CREATE
// DATABASE … TEMPLATE. The instance still migrates and seeds when it starts, as it ships;
// on a copy it finds nothing left to do. Tests of a first start or an upgrade take an
// empty database (store.fresh).

var (
	// pgBase is the server URL of the PostgreSQL suite ("" when it is skipped).
	pgBase string
	// pgPrefix starts the name of every database this package run makes.
	pgPrefix string
	// pgServer creates and drops the databases.
	pgServer *pgtest.Server
)

// openPostgres connects to the server of the PostgreSQL suite.
func openPostgres(dsn string) error {
	srv, err := pgtest.Open(dsn)
	if err != nil {
		return err
	}
	pgBase, pgPrefix, pgServer = dsn, pgtest.Name("flagstone_test"), srv
	return nil
}

// dropDatabases drops the databases of this package run that are still there: the
// template, and any a test could not drop when it ended.
func dropDatabases() error {
	defer pgServer.Close()
	drops.Wait()
	return sweepDatabases()
}

// cleanUpOnInterrupt removes what this package run made when it is interrupted, as go
// test is by ^C, and exits: the tests would not end on their own to remove it.
func cleanUpOnInterrupt() {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-sig
		if pgServer != nil {
			if err := sweepDatabases(); err != nil {
				fmt.Fprintln(os.Stderr, "drop test databases:", err)
			}
		}
		sqliteTemplate.removeFile()
		os.Exit(130)
	}()
}

// sweepDatabases drops every database whose name has this package run's prefix.
func sweepDatabases() error {
	rows, err := pgServer.Admin().Query("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", pgPrefix+"_")
	if err != nil {
		return err
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return err
		}
		names = append(names, name)
	}
	err = rows.Err()
	for _, name := range names {
		err = errors.Join(err, pgServer.Drop(name))
	}
	return err
}

// pgFresh gives the test an empty database of its own, dropped when the test ends.
func pgFresh(t testing.TB) string { return pgDatabase(t, "") }

// pgDSN gives the test a copy of the template database, dropped when the test ends.
func pgDSN(t testing.TB) string { return pgDatabase(t, pgTemplate.get(t)) }

// postgresOnly runs the rest of a PostgreSQL-only test in parallel on a database of its
// own, and returns its address; without TEST_DATABASE_URL the test is skipped.
func postgresOnly(t *testing.T) string {
	t.Helper()
	if pgBase == "" {
		t.Skip("needs TEST_DATABASE_URL (PostgreSQL)")
	}
	t.Parallel()
	return pgDSN(t)
}

func pgDatabase(t testing.TB, template string) string {
	t.Helper()
	name := pgtest.Name(pgPrefix)
	dsn, err := pgServer.Create(name, template)
	require.NoError(t, err)
	t.Cleanup(func() { drops.Go(func() { _ = pgServer.Drop(name) }) })
	return dsn
}

// drops are the test databases being dropped. DROP DATABASE waits for a checkpoint, about
// a second: tests do not wait for it, and drops under way at once share one. Those that
// fail are dropped again at the end (dropDatabases).
var drops sync.WaitGroup

var pgTemplate = &dbTemplate{build: func() (string, error) {
	name := pgPrefix + "_template"
	dsn, err := pgServer.Create(name, "")
	if err != nil {
		return "", err
	}
	if err := seedTemplate(dsn); err != nil {
		return "", err
	}
	return name, awaitNoSessions(name)
}}

// awaitNoSessions waits until the server has ended the sessions of an instance that
// closed its pool: CREATE DATABASE … TEMPLATE refuses a template with sessions.
func awaitNoSessions(database string) error {
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		var n int
		err := pgServer.Admin().QueryRow("SELECT count(*) FROM pg_stat_activity WHERE datname = $1", database).Scan(&n)
		if err != nil || n == 0 {
			return err
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%d sessions still on %s", n, database)
		}
	}
}

// sqliteFresh gives the test an empty database file of its own.
func sqliteFresh(t testing.TB) string {
	return "sqlite:" + filepath.Join(t.TempDir(), "flagstone.db")
}

// sqliteDSN gives the test a copy of the template database file.
func sqliteDSN(t testing.TB) string {
	src := sqliteTemplate.get(t)
	dst := filepath.Join(t.TempDir(), "flagstone.db")
	require.NoError(t, copyFile(src, dst))
	return "sqlite:" + dst
}

var sqliteTemplate = &dbTemplate{build: func() (string, error) {
	dir, err := os.MkdirTemp("", "flagstone-template")
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "flagstone.db")
	if err := seedTemplate("sqlite:" + path); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	// The last connection to close folds the write-ahead log into the file.
	if _, err := os.Stat(path + "-wal"); !errors.Is(err, os.ErrNotExist) {
		os.RemoveAll(dir)
		return "", fmt.Errorf("the template kept its write-ahead log (%v)", err)
	}
	return path, nil
}}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	return errors.Join(err, out.Close())
}

// seedTemplate starts an instance on dsn with the tests' configuration and closes it.
func seedTemplate(dsn string) error {
	cfg, err := testConfig(dsn, nil)
	if err != nil {
		return err
	}
	a, err := app.New(context.Background(), cfg, app.WithLogOutput(io.Discard))
	if err != nil {
		return err
	}
	return a.Close()
}

// dbTemplate is a database made once per package run, the first time a test asks for it.
type dbTemplate struct {
	build func() (string, error)
	once  sync.Once
	name  string // the SQLite file, or the PostgreSQL database
	err   error
}

func (d *dbTemplate) get(t testing.TB) string {
	t.Helper()
	d.once.Do(func() { d.name, d.err = d.build() })
	require.NoError(t, d.err, "make the template database")
	return d.name
}

// removeFile deletes the directory of a template file, once the tests are done with it.
func (d *dbTemplate) removeFile() {
	if d.name != "" {
		os.RemoveAll(filepath.Dir(d.name))
	}
}

// fullCostEnv set keeps production's bcrypt cost in this process: the login timing test
// runs itself again under it.
const fullCostEnv = "FLAGSTONE_TEST_FULL_PASSWORD_COST"

// cheapPasswordHashes lowers the bcrypt cost of the instances to the minimum (a hash at
// production's cost takes tens of milliseconds, and tests hash and log in a lot), unless
// this process measures logins: benchmarks, and the timing test run at full cost. Unknown
// users still cost what known ones do: the decoy hash takes the same cost.
func cheapPasswordHashes() {
	if os.Getenv(fullCostEnv) != "" || flag.Lookup("test.bench").Value.String() != "" {
		return
	}
	accounts.PasswordCost = bcrypt.MinCost
}

// TestDatabasesAreCopies checks the harness: a test's database is a copy of the seeded
// template (its admin hashed at the cost the decoy of unknown logins is), a write to one
// copy shows in no other, and a PostgreSQL copy is dropped once its test has ended.
func TestDatabasesAreCopies(t *testing.T) {
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			t.Parallel()
			var first string
			t.Run("first", func(t *testing.T) {
				first = st.dsn(t)
				a := openApp(t, first)
				defer a.Close()
				admin, err := a.Store.Client.User.Query().Only(context.Background())
				require.NoError(t, err, "the copy holds the template's admin")
				cost, err := bcrypt.Cost([]byte(*admin.PasswordHash))
				require.NoError(t, err)
				require.Equal(t, accounts.PasswordCost, cost)
				require.NoError(t, a.Store.Client.Project.Create().SetID("only-here").SetName("Only here").Exec(context.Background()))
				if st.name == "postgres" {
					require.True(t, pgExists(t, first))
				}
			})
			a := openApp(t, st.dsn(t))
			defer a.Close()
			n, err := a.Store.Client.Project.Query().Count(context.Background())
			require.NoError(t, err)
			require.Equal(t, 1, n, "another copy has only the default project")
			if st.name == "postgres" {
				require.Eventually(t, func() bool { return !pgExists(t, first) },
					30*time.Second, 50*time.Millisecond, "the first test's database is dropped")
			}
		})
	}
}

// pgExists tells whether the database of dsn is on the server.
func pgExists(t *testing.T, dsn string) bool {
	u, err := url.Parse(dsn)
	require.NoError(t, err)
	var n int
	require.NoError(t, pgServer.Admin().QueryRow("SELECT count(*) FROM pg_database WHERE datname = $1", strings.TrimPrefix(u.Path, "/")).Scan(&n))
	return n == 1
}
