package rest

import (
	"context"
	"encoding/json"
	"flagstone/rest/reply"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"flagstone/ent/apitoken"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/insights"
	"flagstone/rest/body"
	"flagstone/rest/clientapi"
	"flagstone/rest/reqinfo"
)

// openScope is what every caller reads when AUTH_TYPE=none and it sends no client token.
var openScope = clientapi.Scope{Projects: []string{"*"}, Environment: "development"}

// clientHandlers serves the client API of the SDKs. It authenticates on its own, through
// the engine's token cache, so serving flags never touches the store.
type clientHandlers struct {
	e     *clientapi.Engine
	authn *auth.Authenticator
	opt   ClientOptions
}

// ClientRouter returns the /api/client routes. authn identifies callers that are not API
// tokens (sessions, personal tokens), only to tell 401 from 403.
func ClientRouter(e *clientapi.Engine, authn *auth.Authenticator, opt ClientOptions) chi.Router {
	h := &clientHandlers{e: e, authn: authn, opt: opt}
	r := chi.NewRouter()
	errorRoutes(r)
	r.Use(h.admit(apitoken.KindClient))
	serveRoutes(r, "/api/client", h.clientRoutes(newSchemaSet()))
	return r
}

// clientRoutes is the client API's table: flags are served pre-compressed, and nothing else
// runs on their way (the SDKs' hot path).
func (h *clientHandlers) clientRoutes(s *schemaSet) []route {
	return append([]route{
		{method: "GET", path: "/api/client/features", handler: h.features, with: with(body.Compress), tag: "Client API", summary: "The flags of the client token's environment and projects", query: []string{"project", "namePrefix"}, status: 200,
			resp: obj("version", prim("integer"), "features", arr(typ[clientapi.Feature](s)), "segments", arr(typ[clientapi.Segment](s)), "query", typ[clientapi.Query](s)),
			also: map[int]string{http.StatusNotModified: "Unchanged since the ETag sent in If-None-Match"}},
		{method: "GET", path: "/api/client/features/{featureName}", handler: h.feature, with: with(body.Compress), tag: "Client API", summary: "One flag", status: 200, resp: typ[clientapi.Feature](s)},
		{method: "POST", path: "/api/client/register", handler: h.register, with: with(LimitBody(DefaultBodyLimit)), tag: "Client API", summary: "Register an SDK instance", body: in("appName!", "instanceId", "sdkVersion", "strategies:array", "started", "interval:integer", "environment"), status: 202},
		{method: "POST", path: "/api/client/metrics", handler: h.metrics, with: with(LimitBody(DefaultBodyLimit)), tag: "Client API", summary: "Report flag evaluations", body: in("appName!", "instanceId", "environment", "bucket!:object"), status: 202},
		{method: "POST", path: "/api/client/metrics/bulk", handler: h.bulkMetrics, with: with(LimitBody(5 * DefaultBodyLimit)), tag: "Client API", summary: "Report evaluations of several applications (edge)", body: in("applications:array", "metrics:array"), status: 202},
	}, h.streamRoutes()...)
}

type scopeKey struct{}

func scopeOf(ctx context.Context) clientapi.Scope { return ctx.Value(scopeKey{}).(clientapi.Scope) }

// admit admits API tokens of kind only (client tokens on the client API, frontend tokens
// on the frontend API): other valid credentials get 403 naming the token type expected;
// missing or unknown ones 401.
func (h *clientHandlers) admit(kind apitoken.Kind) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			scope, err := h.scope(r, kind)
			if err != nil {
				reply.Error(w, r, err)
				return
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), scopeKey{}, scope)))
		})
	}
}

func (h *clientHandlers) scope(r *http.Request, kind apitoken.Kind) (clientapi.Scope, error) {
	token := auth.RequestToken(r)
	if token != "" && !strings.HasPrefix(token, "user:") {
		t, err := h.e.Authorize(r.Context(), token)
		if err != nil {
			// Classified where it is answered: an unreachable store is a 503, a request that
			// ran out of its time a 503 stop, anything else internal.
			return clientapi.Scope{}, fmt.Errorf("authorize token: %w", err)
		}
		switch {
		case t != nil && t.Kind == kind:
			reqinfo.NoteCaller(r.Context(), t.Name)
			return t.Scope, nil
		case h.authn.Open:
			return openScope, nil
		case t == nil:
			// Unknown secrets are cached too (apart from real tokens): a bad token sent
			// again does not reach the store.
			return clientapi.Scope{}, apperr.Unauthenticated()
		}
		return clientapi.Scope{}, wrongToken(kind, string(t.Kind)+" token")
	}
	c, err := h.authn.Identify(r)
	switch {
	case err != nil:
		return clientapi.Scope{}, fmt.Errorf("identify caller: %w", err)
	case c == nil:
		return clientapi.Scope{}, apperr.Unauthenticated()
	case c.Kind == auth.KindOpen:
		return openScope, nil
	}
	return clientapi.Scope{}, wrongToken(kind, "user session or personal access token")
}

func wrongToken(kind apitoken.Kind, what string) error {
	return apperr.New(apperr.KindForbidden,
		"The %s API requires a %s token (<project>:<environment>.<secret>); a %s cannot be used here.", kind, kind, what)
}

// features answers GET /api/client/features from the snapshot: a cached body, gzipped when
// the client accepts it, or 304 when the client's ETag is current.
func (h *clientHandlers) features(w http.ResponseWriter, r *http.Request) {
	scope := scopeOf(r.Context())
	snap, err := h.e.Snapshot(r.Context(), scope.Environment)
	if !serve(w, r, err) {
		return
	}
	var projects []string
	var prefix string
	if r.URL.RawQuery != "" { // SDKs mostly send none: skip parsing on the hot path
		q := r.URL.Query()
		projects, prefix = splitList(q["project"]), q.Get("namePrefix")
	}
	kept, err := snap.Body(scope, projects, prefix, inlineSegments(r))
	if !serve(w, r, err) {
		return
	}
	kept.Serve(w, r, "application/json; charset=utf-8")
}

// segmentsSpec is the client specification that introduced segments.
var segmentsSpec = [3]int{4, 2, 0}

// inlineSegments says whether the SDK gets segment constraints inlined into strategies:
// when it sends no Unleash-Client-Spec header, or a version older than segmentsSpec.
func inlineSegments(r *http.Request) bool {
	v := strings.TrimPrefix(strings.TrimSpace(r.Header.Get("Unleash-Client-Spec")), "v")
	v, _, _ = strings.Cut(v, "-")
	parts := strings.SplitN(v, ".", 3)
	var got [3]int
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil {
			return true
		}
		got[i] = n
	}
	for i := range got {
		if got[i] != segmentsSpec[i] {
			return got[i] < segmentsSpec[i]
		}
	}
	return false
}

// splitList accepts ?project=a&project=b as well as ?project=a,b.
func splitList(vals []string) []string {
	var out []string
	for _, v := range vals {
		for _, p := range strings.Split(v, ",") {
			if p = strings.TrimSpace(p); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// feature answers GET /api/client/features/{featureName}.
func (h *clientHandlers) feature(w http.ResponseWriter, r *http.Request) {
	scope := scopeOf(r.Context())
	snap, err := h.e.Snapshot(r.Context(), scope.Environment)
	if !serve(w, r, err) {
		return
	}
	name := pathParam(r, "featureName")
	f, ok := snap.Feature(scope, name, inlineSegments(r))
	if !ok {
		reply.Error(w, r, apperr.NotFound("Could not find feature %q in environment %q", name, scope.Environment))
		return
	}
	reply.JSON(w, http.StatusOK, f)
}

// registration is clientApplicationSchema.
type registration struct {
	AppName    string          `json:"appName"`
	InstanceID string          `json:"instanceId"`
	SDKVersion string          `json:"sdkVersion"`
	Strategies []string        `json:"strategies"`
	Started    json.RawMessage `json:"started"`
	Interval   json.Number     `json:"interval"`
}

func (g registration) domain(r *http.Request) insights.ClientRegistration {
	return insights.ClientRegistration{AppName: g.AppName, InstanceID: g.InstanceID, SDKVersion: g.SDKVersion,
		Strategies: g.Strategies, Started: parseStarted(g.Started), ClientIP: auth.RemoteHost(r.RemoteAddr)}
}

// parseStarted reads a date string or epoch milliseconds; anything else is ignored, as
// SDKs differ in how they send it and it is informational.
func parseStarted(raw json.RawMessage) *time.Time {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
			return &t
		}
	}
	var ms int64
	if json.Unmarshal(raw, &ms) == nil && ms > 0 {
		t := time.UnixMilli(ms).UTC()
		return &t
	}
	return nil
}

// register answers POST /api/client/register with 202.
func (h *clientHandlers) register(w http.ResponseWriter, r *http.Request) {
	h.registerWith(w, r, http.StatusAccepted)
}

// registerWith records an SDK's registration and answers status.
func (h *clientHandlers) registerWith(w http.ResponseWriter, r *http.Request, status int) {
	var in registration
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if !serve(w, r, h.e.Register(r.Context(), in.domain(r))) {
		return
	}
	w.WriteHeader(status)
}

// metricsReport is clientMetricsSchema.
type metricsReport struct {
	AppName    string `json:"appName"`
	InstanceID string `json:"instanceId"`
	SDKVersion string `json:"sdkVersion"`
	Bucket     struct {
		Start   time.Time                   `json:"start"`
		Stop    time.Time                   `json:"stop"`
		Toggles map[string]clientapi.Toggle `json:"toggles"`
	} `json:"bucket"`
}

// metrics answers POST /api/client/metrics with 202 once the report is in memory.
func (h *clientHandlers) metrics(w http.ResponseWriter, r *http.Request) {
	if h.recordMetrics(w, r) {
		w.WriteHeader(http.StatusAccepted)
	}
}

// recordMetrics takes a metrics report into memory, for the scope's environment; false
// when it answered an error.
func (h *clientHandlers) recordMetrics(w http.ResponseWriter, r *http.Request) bool {
	var in metricsReport
	if !serve(w, r, decode(r, &in)) {
		return false
	}
	rep := clientapi.Report{App: in.AppName, Environment: scopeOf(r.Context()).Environment,
		Start: in.Bucket.Start, Toggles: in.Bucket.Toggles}
	if rep.Start.IsZero() {
		rep.Start = time.Now()
	}
	if in.InstanceID != "" {
		rep.Instance = &insights.ClientSeen{AppName: in.AppName, InstanceID: in.InstanceID,
			SDKVersion: in.SDKVersion, ClientIP: auth.RemoteHost(r.RemoteAddr)}
	}
	return serve(w, r, clientapi.CheckReport(rep)) && serve(w, r, h.e.Record(r.Context(), scopeOf(r.Context()), rep))
}

// bulkMetrics is bulkMetricsSchema, as Unleash Edge sends it.
type bulkMetrics struct {
	Applications []registration `json:"applications"`
	Metrics      []struct {
		FeatureName string           `json:"featureName"`
		AppName     string           `json:"appName"`
		Environment string           `json:"environment"`
		Timestamp   time.Time        `json:"timestamp"`
		Yes         int64            `json:"yes"`
		No          int64            `json:"no"`
		Variants    map[string]int64 `json:"variants"`
	} `json:"metrics"`
}

// bulkMetrics answers POST /api/client/metrics/bulk: applications are registered, metrics
// of the token's environment counted (others are ignored: the token does not cover them).
func (h *clientHandlers) bulkMetrics(w http.ResponseWriter, r *http.Request) {
	var in bulkMetrics
	if !serve(w, r, decode(r, &in)) {
		return
	}
	if !serve(w, r, clientapi.CheckBulk(len(in.Metrics))) {
		return
	}
	scope := scopeOf(r.Context())
	env := scope.Environment
	var reps []clientapi.Report
	for _, m := range in.Metrics {
		if m.Environment != env {
			continue
		}
		rep := clientapi.Report{App: m.AppName, Environment: env, Start: m.Timestamp,
			Toggles: map[string]clientapi.Toggle{m.FeatureName: {Yes: m.Yes, No: m.No, Variants: m.Variants}}}
		if rep.Start.IsZero() {
			rep.Start = time.Now()
		}
		if !serve(w, r, clientapi.CheckReport(rep)) {
			return
		}
		reps = append(reps, rep)
	}
	for _, a := range in.Applications {
		if !serve(w, r, h.e.Register(r.Context(), a.domain(r))) {
			return
		}
	}
	for _, rep := range reps {
		if !serve(w, r, h.e.Record(r.Context(), scope, rep)) {
			return
		}
	}
	w.WriteHeader(http.StatusAccepted)
}
