package app

import (
	"context"
	"flagstone/rest/reply"
	"net/http"
	"regexp"
	"strconv"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"flagstone/graph/auth"
	"flagstone/rest/clientapi"
)

// metrics is the Prometheus registry of one app: a registry per app, so tests can run
// many apps in one process. Every label has a bounded set of values: HTTP requests are
// labelled by chi's route pattern (never the raw path), GraphQL operations by at most
// maxOperationNames names.
type metrics struct {
	reg          *prometheus.Registry
	httpDuration *prometheus.HistogramVec
	gqlOps       *prometheus.CounterVec
	jobRuns      *prometheus.CounterVec
	jobDuration  *prometheus.HistogramVec
	// notificationLag is the time from a commit on any node to its notification here.
	notificationLag prometheus.Histogram
	opNames         boundedNames
}

// maxOperationNames bounds the GraphQL operation names the metrics keep apart; names
// seen after that many count as "other".
const maxOperationNames = 200

func newMetrics(a *App) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		httpDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "flagstone_http_request_duration_seconds",
			Help: "HTTP requests by chi route pattern, method and status, and how long they took.",
		}, []string{"route", "method", "status"}),
		gqlOps: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "flagstone_graphql_operations_total",
			Help: "GraphQL operations by operation name and outcome (ok, or the error code of the first error).",
		}, []string{"operation", "outcome"}),
		jobRuns: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "flagstone_job_runs_total",
			Help: "Runs of the scheduled jobs in this process, by job and outcome (ok or error).",
		}, []string{"job", "outcome"}),
		jobDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "flagstone_job_duration_seconds", Help: "How long the scheduled jobs took.",
		}, []string{"job"}),
		notificationLag: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "flagstone_change_notification_lag_seconds",
			Help:    "Time from a change's commit (on any node of the PostgreSQL database) to this node hearing of it (LISTEN/NOTIFY).",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1},
		}),
		opNames: boundedNames{max: maxOperationNames},
	}
	engine, streams := a.ClientAPI, a.resolver.Streams()
	m.reg.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		collectors.NewDBStatsCollector(a.Store.DB, "flagstone"),
		m.httpDuration, m.gqlOps, m.jobRuns, m.jobDuration, m.notificationLag,
		snapshotCollector{engine},
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "flagstone_client_metrics_reports_total",
			Help: "SDK metric reports accepted by the client API (POST /api/client/metrics and each report of /metrics/bulk).",
		}, func() float64 { n, _ := engine.Ingested(); return float64(n) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "flagstone_client_metrics_evaluations_total",
			Help: "Flag evaluations (yes plus no) in the SDK metric reports accepted.",
		}, func() float64 { _, n := engine.Ingested(); return float64(n) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "flagstone_live_subscriptions",
			Help: "GraphQL subscriptions (the dashboards' live updates) open on this process.",
		}, func() float64 { return float64(streams.Open()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "flagstone_client_streams",
			Help: "Live SDK connections (/api/client/streaming) open on this process.",
		}, func() float64 { n, _, _ := engine.StreamStats(); return float64(n) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "flagstone_client_deltas_sent_total",
			Help: "Delta messages sent to the live SDKs: unleash-updated events on streams and 200 answers of /api/client/delta.",
		}, func() float64 { _, n, _ := engine.StreamStats(); return float64(n) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "flagstone_client_streams_dropped_total",
			Help: "Live SDK connections closed because they read too slowly (they reconnect and resume).",
		}, func() float64 { _, _, n := engine.StreamStats(); return float64(n) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "flagstone_live_subscriptions_started_total",
			Help: "GraphQL subscriptions started on this process.",
		}, func() float64 { return float64(streams.Started()) }),
	)
	return m
}

// handler serves the registry; only to admins unless public.
func (m *metrics) handler(public bool) http.HandlerFunc {
	// Compression is left to the router's middleware.
	h := promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{DisableCompression: true})
	return func(w http.ResponseWriter, r *http.Request) {
		if !public {
			if _, err := auth.Require(r.Context(), auth.Admin, "", ""); err != nil {
				reply.Error(w, r, err)
				return
			}
		}
		h.ServeHTTP(w, r)
	}
}

// knownMethods are the methods kept apart in the labels; any other is OTHER.
var knownMethods = map[string]bool{http.MethodGet: true, http.MethodHead: true, http.MethodPost: true,
	http.MethodPut: true, http.MethodPatch: true, http.MethodDelete: true, http.MethodOptions: true}

// observeHTTP times every request under its route pattern. It must be a middleware of the
// root router, whose route context holds the whole pattern once the request is served.
func (m *metrics) observeHTTP(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
		start := time.Now()
		next.ServeHTTP(ww, r)
		route := "unmatched"
		if rctx := chi.RouteContext(r.Context()); rctx != nil && rctx.RoutePattern() != "" {
			route = rctx.RoutePattern()
		}
		method := r.Method
		if !knownMethods[method] {
			method = "OTHER"
		}
		status := ww.Status()
		if status == 0 {
			status = http.StatusOK
		}
		m.httpDuration.WithLabelValues(route, method, strconv.Itoa(status)).Observe(time.Since(start).Seconds())
	})
}

// jobRun is the scheduler's observer.
func (m *metrics) jobRun(job string, took time.Duration, err error) {
	outcome := "ok"
	if err != nil {
		outcome = "error"
	}
	m.jobRuns.WithLabelValues(job, outcome).Inc()
	m.jobDuration.WithLabelValues(job).Observe(took.Seconds())
}

// graphQL is the GraphQL server extension that counts operations, rejected ones included.
func (m *metrics) graphQL() graphql.HandlerExtension { return gqlObserver{m} }

type gqlObserver struct{ m *metrics }

var (
	_ graphql.HandlerExtension    = gqlObserver{}
	_ graphql.ResponseInterceptor = gqlObserver{}
)

func (gqlObserver) ExtensionName() string                          { return "Metrics" }
func (gqlObserver) Validate(schema graphql.ExecutableSchema) error { return nil }

// errorCode matches the codes the service and gqlgen put in extensions.code.
var errorCode = regexp.MustCompile(`^[A-Za-z_]{1,40}$`)

func (o gqlObserver) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	resp := next(ctx)
	name := "invalid" // the request did not get as far as an operation
	if graphql.HasOperationContext(ctx) {
		oc := graphql.GetOperationContext(ctx)
		name = "anonymous"
		if oc.OperationName != "" {
			name = oc.OperationName
		} else if oc.Operation != nil && oc.Operation.Name != "" {
			name = oc.Operation.Name
		} else if oc.Operation == nil {
			name = refusedOperationName(oc.RawQuery)
		}
		name = o.m.opNames.keep(ctx, name)
	}
	outcome := "ok"
	if resp != nil && len(resp.Errors) > 0 {
		outcome = "error"
		if code, ok := resp.Errors[0].Extensions["code"].(string); ok && errorCode.MatchString(code) {
			outcome = code
		}
	}
	o.m.gqlOps.WithLabelValues(name, outcome).Inc()
	return resp
}

// refusedOperationName is the name of the one operation of a query refused before it ran
// (validation parses no document for it), "anonymous" without a name, "invalid" when the
// query does not parse.
func refusedOperationName(query string) string {
	doc, err := parser.ParseQuery(&ast.Source{Input: query})
	if err != nil || len(doc.Operations) == 0 {
		return "invalid"
	}
	if len(doc.Operations) == 1 && doc.Operations[0].Name != "" {
		return doc.Operations[0].Name
	}
	return "anonymous"
}

// boundedNames lets through the first max distinct names authenticated callers send; the
// rest are "other", and every name an unauthenticated caller sends is "unauthenticated":
// anyone may send operations, and made-up names must not take the slots of the
// dashboards' own.
type boundedNames struct {
	mu   sync.Mutex
	max  int
	seen map[string]bool
}

var operationName = regexp.MustCompile(`^[_A-Za-z][_0-9A-Za-z]{0,63}$`)

func (b *boundedNames) keep(ctx context.Context, name string) string {
	if auth.FromContext(ctx) == nil {
		return "unauthenticated"
	}
	if !operationName.MatchString(name) {
		return "other"
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.seen == nil {
		b.seen = map[string]bool{}
	}
	if !b.seen[name] {
		if len(b.seen) >= b.max {
			return "other"
		}
		b.seen[name] = true
	}
	return name
}

// snapshotCollector reports the client API's snapshots: how old each is and how large.
type snapshotCollector struct{ e *clientapi.Engine }

var (
	snapshotAge = prometheus.NewDesc("flagstone_client_snapshot_age_seconds",
		"Time since the client API's flag snapshot of an environment was read from the store.", []string{"environment"}, nil)
	snapshotFeatures = prometheus.NewDesc("flagstone_client_snapshot_features",
		"Flags in the client API's snapshot of an environment.", []string{"environment"}, nil)
	snapshotBytes = prometheus.NewDesc("flagstone_client_snapshot_cached_bytes",
		"Bytes of response bodies the snapshot of an environment has cached.", []string{"environment"}, nil)
)

func (c snapshotCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- snapshotAge
	ch <- snapshotFeatures
	ch <- snapshotBytes
}

func (c snapshotCollector) Collect(ch chan<- prometheus.Metric) {
	for _, s := range c.e.Snapshots() {
		features, bytes := s.Size()
		ch <- prometheus.MustNewConstMetric(snapshotAge, prometheus.GaugeValue, time.Since(s.BuiltAt).Seconds(), s.Environment)
		ch <- prometheus.MustNewConstMetric(snapshotFeatures, prometheus.GaugeValue, float64(features), s.Environment)
		ch <- prometheus.MustNewConstMetric(snapshotBytes, prometheus.GaugeValue, float64(bytes), s.Environment)
	}
}
