// Package cli is the flagstone command line: with no arguments it serves; --version,
// --help and the admin subcommands an operator locked out uses to get back in.
package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"time"

	"flagstone/graph/auth"
	"flagstone/graph/config"
	"flagstone/graph/model"
	"flagstone/graph/store"
	"flagstone/rest/app"
)

// Version is the release, set at build time with
// -ldflags "-X flagstone/cli.Version=v1.2.3"; empty falls back to the module's build info.
var Version string

// auditName is what events record as createdBy for changes made by the admin subcommands.
const auditName = "admin-cli"

// Main runs the command line args (without the program name) and returns the exit code.
// serve runs the server; it is what no arguments mean.
func Main(args []string, stdout, stderr io.Writer, serve func() error) int {
	fs := flag.NewFlagSet("flagstone", flag.ContinueOnError)
	fs.SetOutput(stderr)
	version := fs.Bool("version", false, "print the version and exit")
	fs.Usage = func() {} // --help prints the usage to standard output below; a bad flag gets a hint
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			usage(stdout)
			return 0
		}
		fmt.Fprintln(stderr, "flagstone --help lists the commands and settings")
		return 2
	}
	if *version {
		fmt.Fprintln(stdout, "flagstone", versionString(), runtime.Version())
		return 0
	}
	rest := fs.Args()
	if len(rest) == 0 {
		return exit(stderr, serve())
	}
	switch rest[0] {
	case "help":
		usage(stdout)
		return 0
	case "version":
		fmt.Fprintln(stdout, "flagstone", versionString(), runtime.Version())
		return 0
	case "admin":
		return admin(rest[1:], stdout, stderr)
	case "healthcheck":
		return exit(stderr, healthcheck())
	case "migrate":
		return migrateCmd(rest[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "flagstone: unknown command %q (flagstone --help lists the commands)\n", rest[0])
	return 2
}

func exit(stderr io.Writer, err error) int {
	if err != nil {
		fmt.Fprintln(stderr, "flagstone:", err)
		return 1
	}
	return 0
}

func versionString() string {
	if Version != "" {
		return Version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}

func usage(w io.Writer) {
	fmt.Fprint(w, `Flagstone: a self-hosted feature-flag service (Unleash's admin API and GraphQL).

Usage:
  flagstone                               serve (configured by the environment below)
  flagstone --version                     print the version
  flagstone --help                        print this help
  flagstone admin reset-password EMAIL|USERNAME
                                          give a user a new password, printed once (e.g. admin)
  flagstone admin create-token NAME       create an admin API token, printed once
  flagstone migrate status                print the applied and pending schema migrations
  flagstone migrate up                    apply the pending schema migrations (for MIGRATE=off)
  flagstone healthcheck                   exit 0 when the server on HTTP_HOST:HTTP_PORT is ready
                                          (the container image's HEALTHCHECK)

The admin and migrate commands use the database of DATABASE_URL; they may run while the
server serves.

Environment:
`)
	_ = config.WriteVariables(w)
}

// admin runs an admin subcommand against the configured database, through the domain's
// usual paths, so each change records its event like any other.
func admin(args []string, stdout, stderr io.Writer) int {
	if len(args) != 2 || (args[0] != "reset-password" && args[0] != "create-token") {
		fmt.Fprintln(stderr, "usage: flagstone admin reset-password EMAIL|USERNAME | flagstone admin create-token NAME")
		return 2
	}
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		return exit(stderr, err)
	}
	ctx := auth.WithCaller(context.Background(), &auth.Caller{Kind: auth.KindAdminToken, Name: auditName})
	svc, closeStore, err := app.OpenService(ctx, cfg)
	if err != nil {
		return exit(stderr, err)
	}
	defer closeStore()
	switch args[0] {
	case "reset-password":
		pw, err := svc.Access.ResetPassword(ctx, args[1])
		if err != nil {
			return exit(stderr, err)
		}
		fmt.Fprintf(stdout, "New password of %s (shown once): %s\n", args[1], pw)
	case "create-token":
		tok, err := svc.Access.CreateAPIToken(ctx, model.APITokenInput{TokenName: args[1], Type: "admin"})
		if err != nil {
			return exit(stderr, err)
		}
		fmt.Fprintf(stdout, "Admin API token %q (shown once): %s\n", args[1], tok.Secret)
	}
	return 0
}

// healthcheck asks the server this configuration describes whether it is ready; the
// container image runs it, having no curl.
func healthcheck() error {
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		return err
	}
	host := cfg.HTTPHost
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		host = "127.0.0.1"
	}
	url := "http://" + net.JoinHostPort(host, strconv.Itoa(cfg.HTTPPort)) + "/health/ready"
	client := &http.Client{Timeout: 3 * time.Second}
	res, err := client.Get(url)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("healthcheck: %s answered %s", url, res.Status)
	}
	return nil
}

// migrateCmd prints where the database stands against the migrations this release
// ships (status) or applies the pending ones (up), under the lock the server takes.
func migrateCmd(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 || (args[0] != "status" && args[0] != "up") {
		fmt.Fprintln(stderr, "usage: flagstone migrate status|up")
		return 2
	}
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		return exit(stderr, err)
	}
	ctx := context.Background()
	if args[0] == "up" {
		if err := store.Up(ctx, cfg.DatabaseURL); err != nil {
			return exit(stderr, err)
		}
	}
	st, err := store.Status(ctx, cfg.DatabaseURL)
	if err != nil {
		return exit(stderr, err)
	}
	for _, v := range st.Applied {
		fmt.Fprintln(stdout, "applied", v)
	}
	for _, v := range st.Pending {
		fmt.Fprintln(stdout, "pending", v)
	}
	switch {
	case st.Legacy:
		fmt.Fprintln(stdout, "The database predates versioned migrations: migrate up adopts it at", store.BaselineVersion)
	case len(st.Pending) == 0:
		fmt.Fprintln(stdout, "The database is up to date.")
	default:
		fmt.Fprintf(stdout, "%d migration(s) pending: run flagstone migrate up\n", len(st.Pending))
	}
	return 0
}
