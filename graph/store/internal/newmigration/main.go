// Command newmigration writes a migration file to each dialect's directory under
// graph/store/migrations with what the ent schema adds to the replayed directory, and
// updates its atlas.sum. Run it from the module root after changing ent/schema:
//
//	go run ./graph/store/internal/newmigration NAME
//
// After editing a migration by hand (one not released yet: the hand-written DDL ent cannot
// express goes at the end of a generated file), `-rehash` rewrites the atlas.sum files.
//
// SQLite replays on a temporary file; PostgreSQL needs an empty database to replay on,
// named by DEV_DATABASE_URL (skipped, with a warning, when unset).
package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"ariga.io/atlas/sql/migrate"
	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	_ "github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite"

	"flagstone/graph/store"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./graph/store/internal/newmigration NAME|-rehash")
		os.Exit(2)
	}
	run := generate
	if os.Args[1] == "-rehash" {
		run = func(context.Context, string) error { return rehash() }
	}
	if err := run(context.Background(), os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "newmigration:", err)
		os.Exit(1)
	}
}

// rehash rewrites each directory's atlas.sum after a hand edit of a migration file that
// has not been applied anywhere yet (Atlas's `atlas migrate hash`).
func rehash() error {
	for _, d := range []string{dialect.SQLite, dialect.Postgres} {
		dir, err := migrate.NewLocalDir(filepath.Join("graph", "store", "migrations", store.DirName(d)))
		if err != nil {
			return err
		}
		sum, err := dir.Checksum()
		if err != nil {
			return err
		}
		if err := migrate.WriteSumFile(dir, sum); err != nil {
			return err
		}
	}
	return nil
}

func generate(ctx context.Context, name string) error {
	tmp, err := os.MkdirTemp("", "newmigration")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	lite, err := sql.Open("sqlite", "file:"+filepath.Join(tmp, "dev.db")+"?_pragma=foreign_keys(1)")
	if err != nil {
		return err
	}
	defer lite.Close()
	if err := write(ctx, entsql.OpenDB(dialect.SQLite, lite), name); err != nil {
		return err
	}
	dev := os.Getenv("DEV_DATABASE_URL")
	if dev == "" {
		fmt.Fprintln(os.Stderr, "newmigration: DEV_DATABASE_URL unset: no PostgreSQL migration written")
		return nil
	}
	pg, err := sql.Open("pgx", dev)
	if err != nil {
		return err
	}
	defer pg.Close()
	return write(ctx, entsql.OpenDB(dialect.Postgres, pg), name)
}

func write(ctx context.Context, dev *entsql.Driver, name string) error {
	dir, err := migrate.NewLocalDir(filepath.Join("graph", "store", "migrations", store.DirName(dev.Dialect())))
	if err != nil {
		return err
	}
	err = store.Diff(ctx, dev, dir, name)
	if errors.Is(err, migrate.ErrNoPlan) {
		fmt.Printf("%s: the migrations match the ent schema already\n", dev.Dialect())
		return nil
	}
	return err
}
