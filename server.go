// Command flagstone serves the feature-flag admin API (REST and GraphQL); cli holds its
// other commands.
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"flagstone/cli"
	"flagstone/graph/config"
	"flagstone/graph/gcfloor"
	"flagstone/rest/app"
	"flagstone/rest/edge"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr, run))
}

func run() error {
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		return err
	}
	slog.SetDefault(app.NewLogger(os.Stderr, cfg))
	gcfloor.Keep(cfg.GCHeapFloor)

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	// The port is taken before the store is seeded: a start that cannot bind leaves the
	// database as it was, and the start that seeds it is the one that prints its secrets.
	ln, err := net.Listen("tcp", cfg.Addr())
	if err != nil {
		return fmt.Errorf("HTTP_HOST/HTTP_PORT: cannot listen on %s: %w", cfg.Addr(), err)
	}
	defer ln.Close()

	a, err := app.New(ctx, cfg)
	if err != nil {
		return err
	}
	defer a.Close()

	announce(cfg, a.FirstStart, ln.Addr().String())

	srv := a.Server()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(edge.Listener(ln)) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	slog.Info("shutting down: finishing in-flight requests")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}

// announce prints where the server listens and, on a first start, the secrets it generated
// (never those the operator chose: they are in the operator's configuration already).
func announce(cfg config.Config, first app.FirstStartResult, addr string) {
	fmt.Printf("Flagstone listening on http://%s (GraphQL playground: http://%s/graphql/playground)\n", addr, addr)
	if cfg.AuthType == config.AuthNone {
		fmt.Println("WARNING: AUTH_TYPE=none — every request acts as an admin. Do not expose this instance.")
	}
	for _, t := range first.AdminTokens {
		fmt.Printf("Admin API token (shown once): %s\n", t)
		fmt.Printf("  try: curl -H \"Authorization: %s\" http://%s/api/admin/user-admin\n", t, addr)
	}
	if first.AdminPassword != "" {
		fmt.Printf("Admin user: admin / %s (shown once)\n", first.AdminPassword)
	}
}
