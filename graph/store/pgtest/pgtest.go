// Package pgtest makes and drops the PostgreSQL databases of tests on one server (the one
// TEST_DATABASE_URL names): a database of its own per test, empty or copied from a template.
// It is the one place tests write CREATE DATABASE.
package pgtest

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"entgo.io/ent/dialect"

	_ "github.com/jackc/pgx/v5/stdlib" // the pgx driver
)

// Server is a PostgreSQL server that tests make databases on, through an administrative
// connection pool.
type Server struct {
	base  *url.URL
	admin *sql.DB
}

// Open connects to the server at dsn and checks that it answers.
func Open(dsn string) (*Server, error) {
	base, err := url.Parse(dsn)
	if err != nil {
		return nil, fmt.Errorf("parse the PostgreSQL URL: %w", err)
	}
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, fmt.Errorf("open PostgreSQL: %w", err)
	}
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, fmt.Errorf("reach PostgreSQL: %w", err)
	}
	db.SetMaxOpenConns(10) // a server that several test packages share
	return &Server{base: base, admin: db}, nil
}

// Admin is the administrative pool, for what tests ask the server about its databases.
func (s *Server) Admin() *sql.DB { return s.admin }

// Create makes the database called name, a copy of template unless that is "", and
// returns its address.
func (s *Server) Create(name, template string) (string, error) {
	stmt := "CREATE DATABASE " + name
	if template != "" {
		stmt += " TEMPLATE " + template
	}
	if _, err := s.admin.Exec(stmt); err != nil {
		return "", fmt.Errorf("create database %s: %w", name, err)
	}
	return s.URL(name), nil
}

// Drop drops the database called name, if it is there, ending its sessions.
func (s *Server) Drop(name string) error {
	if _, err := s.admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)"); err != nil {
		return fmt.Errorf("drop database %s: %w", name, err)
	}
	return nil
}

// URL is the address of the database called name on the server.
func (s *Server) URL(name string) string {
	u := *s.base
	u.Path = "/" + name
	return u.String()
}

// Close closes the administrative pool.
func (s *Server) Close() error { return s.admin.Close() }

// Name is prefix followed by an underscore and 12 random hex digits: a database name no
// other test run takes.
func Name(prefix string) string {
	b := make([]byte, 6)
	_, _ = rand.Read(b) // crypto/rand does not fail
	return prefix + "_" + hex.EncodeToString(b)
}

// Databases gives the test an empty database per store, by dialect: a SQLite file
// always, and a PostgreSQL database of its own, named after prefix, on
// TEST_DATABASE_URL's server when that is set (it must be under CI=true). They are
// dropped when the test ends.
func Databases(t testing.TB, prefix string) map[string]string {
	t.Helper()
	out := map[string]string{dialect.SQLite: "sqlite:" + filepath.Join(t.TempDir(), prefix+".db")}
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("CI=true but TEST_DATABASE_URL is not set: the PostgreSQL cases must run in CI")
		}
		t.Log("TEST_DATABASE_URL is not set: PostgreSQL skipped")
		return out
	}
	srv, err := Open(base)
	if err != nil {
		t.Fatal(err)
	}
	name := Name("flagstone_" + prefix)
	t.Cleanup(func() {
		_ = srv.Drop(name)
		srv.Close()
	})
	if out[dialect.Postgres], err = srv.Create(name, ""); err != nil {
		t.Fatal(err)
	}
	return out
}
