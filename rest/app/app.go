// Package app assembles the service: it opens and seeds the store and builds the whole HTTP
// stack (both faces) in one exported function, so tests run exactly what ships.
package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"flagstone/graph"
	"flagstone/graph/auth"
	"flagstone/graph/clock"
	"flagstone/graph/config"
	"flagstone/graph/domain"
	"flagstone/graph/domain/access"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/jobs"
	"flagstone/graph/loader"
	"flagstone/graph/netguard"
	"flagstone/graph/oidc"
	"flagstone/graph/ratelimit"
	"flagstone/graph/seed"
	"flagstone/graph/store"
	"flagstone/graph/webhook"
	"flagstone/rest"
	"flagstone/rest/body"
	"flagstone/rest/clientapi"
	"flagstone/rest/deadline"
	"flagstone/rest/edge"
	"flagstone/rest/readmodel"
	"flagstone/rest/reply"
)

// Login rate limits: failed attempts per client address, and per account at one
// address, each minute.
const (
	loginFailuresPerSourcePerMinute  = 30
	loginFailuresPerAccountPerMinute = 10
	invitesPerIPPerMinute            = 60
)

// App is a running instance of the service.
type App struct {
	Handler http.Handler
	Store   *store.Store
	Domain  *domain.Areas
	// Clock is the service's time; tests advance it.
	Clock *clock.Clock
	// ClientAPI serves the SDKs: flag snapshots and the metrics buffer.
	ClientAPI *clientapi.Engine
	// FirstStart tells what seeding created, for the server to print once.
	FirstStart FirstStartResult
	// Jobs is the scheduler; it runs until Close.
	Jobs *jobs.Runner
	// Webhooks delivers the event log to the addons; it runs until Close.
	Webhooks *webhook.Deliverer
	metrics  *metrics
	// resolver is the root of both faces' resolvers; the metrics count its subscriptions.
	resolver *graph.Resolver
	// lists keeps the answers of the admin API's hot lists.
	lists *readmodel.Cache
	// origins are the frontend API's origins (CORS_ORIGINS and the stored list).
	origins *rest.Origins
	// sso is the OpenID Connect relying party; nil without OIDC_ISSUER.
	sso *oidc.Client
	cfg config.Config
	log *slog.Logger
	// live ends when the server shuts down or the app closes, and with it every open
	// WebSocket (http.Server.Shutdown leaves hijacked connections alone).
	live    context.Context
	endLive context.CancelFunc
	// listening is the goroutine that hears the other nodes' changes, until live ends.
	listening sync.WaitGroup
	closeOnce sync.Once
	closeErr  error
}

// FirstStartResult tells what a first start created.
type FirstStartResult = seed.Result

// Close stops the webhook deliveries, the scheduler and the client API's background work (flushing the client
// metrics still in memory), then releases the store. Closing again does nothing.
func (a *App) Close() error {
	a.closeOnce.Do(func() {
		a.endLive()
		a.listening.Wait()
		a.Webhooks.Stop()
		a.Jobs.Stop()
		a.Domain.Close() // the events being noted commit before the store closes
		err := a.ClientAPI.Close()
		a.closeErr = errors.Join(err, a.Store.Close())
	})
	return a.closeErr
}

// RunJobs runs every scheduled job now, whatever their periods (one process at a time),
// and returns their names: tests call it after moving the clock.
func (a *App) RunJobs(ctx context.Context) ([]string, error) { return a.Jobs.RunAll(ctx) }

// Job periods by the service clock.
const (
	potentiallyStalePeriod = time.Hour
	insightsPeriod         = time.Hour
	metricsRetentionPeriod = time.Hour
)

// scheduler returns the runner of the service's periodic jobs: the potentially-stale mark
// first, so the insights snapshot that follows sees it.
func (a *App) scheduler() *jobs.Runner {
	return jobs.New(a.Store.Client, a.Store.Dialect, a.Clock.Now, a.log,
		jobs.Job{Name: "potentially-stale", Period: potentiallyStalePeriod, Run: func(ctx context.Context) error {
			_, err := a.Domain.Flags.MarkPotentiallyStale(ctx)
			return err
		}},
		jobs.Job{Name: "insights-snapshot", Period: insightsPeriod, Run: a.Domain.Insights.SnapshotInsights},
		jobs.Job{Name: "client-metrics-retention", Period: metricsRetentionPeriod, Run: a.Domain.Insights.PruneClientMetrics},
		// Scheduled change requests are applied at the first tick after their time: the job's
		// period is the tick's, so every tick finds it due.
		jobs.Job{Name: "change-requests-scheduled", Period: scheduledChangesPeriod(a.cfg.JobsInterval), Run: a.Domain.Changes.ApplyScheduled},
	)
}

// scheduledChangesPeriod is the period of the job that applies scheduled change requests:
// the scheduler's interval, or an hour, as the other jobs', when it does not tick (tests
// run the jobs themselves).
func scheduledChangesPeriod(interval time.Duration) time.Duration {
	if interval <= 0 {
		return time.Hour
	}
	return interval
}

// Option changes how New builds the app.
type Option func(*options)

type options struct{ logOutput io.Writer }

// WithLogOutput sends the service's log, the access log included, to w instead of
// standard error.
func WithLogOutput(w io.Writer) Option { return func(o *options) { o.logOutput = w } }

// New opens the store of cfg, migrates and seeds it, and builds the handler.
func New(ctx context.Context, cfg config.Config, opts ...Option) (*App, error) {
	o := options{logOutput: os.Stderr}
	for _, opt := range opts {
		opt(&o)
	}
	st, err := store.OpenMode(ctx, cfg.DatabaseURL, store.MigrateMode(cfg.Migrate))
	if err != nil {
		return nil, databaseError(cfg.DatabaseURL, err)
	}
	clk := &clock.Clock{}
	svc := newService(st, cfg, clk)
	if err := svc.PrepareEventCounts(ctx); err != nil {
		st.Close()
		return nil, err
	}
	if err := flags.PrepareLifecycleStages(ctx, svc.Kernel); err != nil {
		st.Close()
		return nil, err
	}
	log := NewLogger(o.logOutput, cfg)
	engine, err := clientapi.New(ctx, svc.Insights, log, clientapi.Options{DB: st.Background, Order: st.EventOrder(),
		Streams: clientapi.StreamLimits{MaxTotal: cfg.Streaming.MaxConnections, MaxPerToken: cfg.Streaming.MaxPerToken}})
	if err != nil {
		st.Close()
		return nil, fmt.Errorf("start client api: %w", err)
	}
	// Seeding is the last step that can fail: a start that fails after it would leave
	// generated credentials that were never printed.
	res, err := seed.Run(ctx, st.Client, seed.Options{
		AdminTokens: cfg.InitAdminTokens, AdminPassword: cfg.InitAdminPassword, Dialect: st.Dialect,
	})
	if err != nil {
		engine.Close()
		st.Close()
		return nil, fmt.Errorf("seed: %w", err)
	}
	lists := readmodel.New(engine.Watermark, svc.Now, readmodel.DefaultMaxBytes)
	// The deliverer reads through the background client, whose statements the per-request
	// statement counts leave out.
	hooks := webhook.New(st.Background, webhook.Options{
		Guard: svc.Events.Webhooks, PollInterval: cfg.Webhooks.PollInterval,
		RetryBackoff: cfg.Webhooks.RetryBackoff, Now: svc.Now, Log: log, Order: st.EventOrder(),
		Enabled: svc.Events.AnyAddonEnabled,
	})
	origins := rest.NewOrigins(svc.Access.FrontendAPIOrigins, engine.Watermark, cfg.CORSOrigins, log)
	resolver := &graph.Resolver{Domain: svc}
	svc.Stamp = engine.Watermark
	svc.Committed = func() {
		lists.Invalidate()
		origins.Invalidate()
		engine.Changed()
		resolver.Streams().Wake()
		hooks.Wake()
	}
	// An export records an event but changes no state: only the log's readers wake.
	svc.Noted = func() {
		resolver.Streams().Wake()
		hooks.Wake()
	}
	a := &App{Store: st, Domain: svc, Clock: clk, ClientAPI: engine, FirstStart: res, cfg: cfg, log: log, lists: lists,
		Webhooks: hooks, origins: origins, resolver: resolver}
	if cfg.OIDC.Enabled() {
		a.sso = oidc.New(cfg.OIDC, cfg.BaseURL, clk.Now, log, svc.SSO)
	}
	a.live, a.endLive = context.WithCancel(context.Background())
	context.AfterFunc(a.live, engine.EndStreams)
	a.metrics = newMetrics(a)
	a.listenForChanges()
	a.Handler = a.router(cfg)
	a.Jobs = a.scheduler()
	a.Jobs.Observe(a.metrics.jobRun)
	if cfg.JobsInterval > 0 {
		a.Jobs.Start(cfg.JobsInterval)
	}
	a.Webhooks.Start()
	return a, nil
}

// listenForChanges hears the changes other nodes of a PostgreSQL database commit, until
// the app closes: each wakes what this process's own commits wake (the client API's
// snapshots and with them its live SDK connections and the frontend API, the GraphQL
// subscriptions, the webhook deliverer), rather than their next poll, which stays as the
// safety net for a notification lost. On SQLite there is one process: nothing to hear.
func (a *App) listenForChanges() {
	a.listening.Add(1)
	go func() {
		defer a.listening.Done()
		a.Store.ListenChanges(a.live, a.log, func(sent time.Time) {
			a.ClientAPI.Changed()
			a.resolver.Streams().Wake()
			a.Webhooks.Wake()
			if !sent.IsZero() {
				a.metrics.notificationLag.Observe(max(time.Since(sent), 0).Seconds())
			}
		})
	}()
}

// newService is the domain over st: the business rules both faces and the CLI call.
func newService(st *store.Store, cfg config.Config, clk *clock.Clock) *domain.Areas {
	k := kernel.New(st.Client, st.Dialect, clk.Now)
	k.Order = st.EventOrder()
	svc := domain.New(k, &access.Service{
		BaseURL:              cfg.BaseURL,
		AuthType:             string(cfg.AuthType),
		CORSOrigins:          cfg.CORSOrigins,
		LoginBySource:        ratelimit.New(loginFailuresPerSourcePerMinute, time.Minute),
		LoginByAccountSource: ratelimit.New(loginFailuresPerAccountPerMinute, time.Minute),
		InviteByIP:           ratelimit.New(invitesPerIPPerMinute, time.Minute),
		SSO: access.SSOSettings{Enabled: cfg.OIDC.Enabled(), Only: cfg.OIDC.Only,
			DefaultRootRole: cfg.OIDC.DefaultRootRole, AutoCreate: cfg.OIDC.AutoCreate},
	})
	svc.Events.Webhooks = netguard.Guard{Allowed: cfg.Webhooks.AllowedNetworks}
	return svc
}

// OpenService opens (and migrates) the store of cfg and returns the domain over it, with
// no server, scheduler or seeding: the admin subcommands run on it. Call close when done.
func OpenService(ctx context.Context, cfg config.Config) (svc *domain.Areas, close func() error, err error) {
	st, err := store.OpenMode(ctx, cfg.DatabaseURL, store.MigrateMode(cfg.Migrate))
	if err != nil {
		return nil, nil, databaseError(cfg.DatabaseURL, err)
	}
	svc = newService(st, cfg, &clock.Clock{})
	return svc, func() error { svc.Close(); return st.Close() }, nil
}

func (a *App) router(cfg config.Config) http.Handler {
	authn := &auth.Authenticator{Client: a.Store.Client, Open: cfg.AuthType == config.AuthNone, Now: a.Domain.Now,
		Stamp: a.Domain.CallerStamp}

	requests := edge.NewLimiter(cfg.HTTP.MaxConcurrentRequests)
	r := chi.NewRouter()
	r.Use(reply.WithSignIn(signIn(cfg.OIDC)), middleware.RequestID, a.metrics.observeHTTP, edge.ClientIP(cfg.HTTP.TrustedProxies), accessLog(a.log), edge.Headers, recoverer,
		requests.Middleware, deadline.Middleware(cfg.HTTP.RequestTimeout), edge.Text)
	// The client API is the hot path of the SDKs: it authenticates through a token cache and
	// serves pre-compressed bodies, so it skips the store-backed middleware of the admin face.
	r.Mount("/api/client", rest.ClientRouter(a.ClientAPI, authn, rest.ClientOptions{
		Streaming: cfg.Streaming.Enabled, Heartbeat: cfg.Streaming.Heartbeat}))
	r.Mount("/api/frontend", rest.FrontendRouter(a.ClientAPI, authn, a.origins))
	sockets := a.sockets(authn, requests, cfg.HTTP.RequestTimeout)
	r.Group(func(r chi.Router) { a.adminFace(r, cfg, authn, sockets) })
	return r
}

// signIn is how the 401s of the instance say to sign in: with a password, and with single
// sign-on when it is configured; under OIDC_ONLY the password form is hidden by default.
func signIn(o config.OIDC) reply.SignIn {
	if !o.Enabled() {
		return reply.PasswordSignIn
	}
	si := reply.PasswordSignIn
	si.DefaultHidden = o.Only
	si.Options = []reply.SignInOption{{Type: "oidc", Message: "Sign in with OpenID Connect", Path: oidc.LoginPath}}
	return si
}

// health answers that the process serves.
func health(w http.ResponseWriter, _ *http.Request) { writeStatus(w, http.StatusOK, "ok") }

// ready answers readiness: whether the store answers, within 2 seconds; good names the
// healthy state (the reference's /ready says "GOOD", our /health/ready "ok").
func (a *App) ready(good string) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		ctx, cancel := context.WithTimeout(req.Context(), 2*time.Second)
		defer cancel()
		if _, err := a.Store.Client.Role.Query().Exist(ctx); err != nil {
			writeStatus(w, http.StatusServiceUnavailable, "store unavailable")
			return
		}
		writeStatus(w, http.StatusOK, good)
	}
}

// adminFace mounts the admin API (REST and GraphQL), the public routes and health checks.
func (a *App) adminFace(r chi.Router, cfg config.Config, authn *auth.Authenticator, sockets *graph.Sockets) {
	resolver := a.resolver
	r.Use(body.Compress)
	r.Use(authn.Middleware, noteCaller, a.crossOriginGuard(cfg.BaseURL), loader.Middleware(a.Store.Client))

	metrics := a.metrics.handler(cfg.MetricsPublic)
	rest.MountOperations(r, rest.Operations{Health: health, Ready: a.ready("ok"), ReadyAsUnleash: a.ready("GOOD"), Metrics: metrics})
	gql := graph.NewHandler(resolver, graph.HandlerOptions{
		PublicIntrospection: cfg.Introspection == config.IntrospectionPublic,
		Extensions:          []graphql.HandlerExtension{a.metrics.graphQL()},
		Sockets:             sockets,
		// liveUpgrades checks the Origin first, against the origins as they are now (they
		// change at run time), so the library's own check admits any.
		WebsocketOrigins: []string{"*"},
		Answers:          a.lists,
	})
	r.With(rest.LimitBody(rest.DefaultBodyLimit), liveUpgrades(a.live, sockets, cfg.BaseURL, a.origins.List)).Handle("/graphql", gql)
	r.Handle("/graphql/playground", playgroundPage())
	r.Mount("/api", rest.Router(resolver, a.lists))
	public := rest.PublicRoutes(resolver, strings.HasPrefix(cfg.BaseURL, "https://"), a.sso)
	public.NotFound(dashboard)
	r.Mount("/", public)
}

// crossOriginGuard is the admin face's protection from cross-site request forgery
// (rest.CrossOriginGuard). Behind a reverse proxy the Host is not the public one, so pages of
// BASE_URL's origin count as this service's too.
func (a *App) crossOriginGuard(baseURL string) func(http.Handler) http.Handler {
	var trusted []string
	if o, ok := originOf(baseURL); ok {
		trusted = append(trusted, o)
	}
	guard, err := rest.CrossOriginGuard(trusted...)
	if err != nil {
		// The guard still compares Origin with Host; only pages behind a proxy are refused.
		a.log.Warn("BASE_URL's origin is not trusted for changes from the browser", "err", err)
	}
	return guard
}

// maxHeaderBytes bounds a request's header block; tokens and cookies fit many times over.
const maxHeaderBytes = 64 << 10

// Server returns the HTTP server of the app: its handler with the read, write and idle
// timeouts and the header limit of the configuration. Serve it on edge.Listener, so that
// requests it cannot parse are answered in the error shape too.
func (a *App) Server() *http.Server {
	lim := a.cfg.HTTP
	srv := &http.Server{
		Handler:           a.Handler,
		ReadHeaderTimeout: min(10*time.Second, lim.ReadTimeout),
		ReadTimeout:       lim.ReadTimeout,
		WriteTimeout:      deadline.WriteTimeout(lim.RequestTimeout),
		IdleTimeout:       lim.IdleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(a.log.Handler(), slog.LevelWarn),
	}
	srv.RegisterOnShutdown(a.endLive)
	return srv
}

func writeStatus(w http.ResponseWriter, status int, health string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	fmt.Fprintf(w, "{\"health\":%q}\n", health)
}
