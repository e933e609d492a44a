package rest

import (
	"cmp"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"flagstone/rest/reply"

	"github.com/go-chi/chi/v5"

	"flagstone/ent/apitoken"
	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/flags/eval"
	"flagstone/rest/body"
	"flagstone/rest/clientapi"
)

// FrontendRouter returns the /api/frontend routes the browser and mobile SDKs call, with
// frontend tokens. Flags are evaluated on the server from the client API's snapshot (never
// the store per request); only enabled flags are answered, each with its variant. Pages of
// origins are allowed by CORS_ORIGINS and the stored list (origins).
func FrontendRouter(e *clientapi.Engine, authn *auth.Authenticator, origins *Origins) chi.Router {
	h := &clientHandlers{e: e, authn: authn}
	r := chi.NewRouter()
	r.Use(CORS(origins))
	errorRoutes(r)
	r.Group(func(r chi.Router) {
		r.Use(h.admit(apitoken.KindFrontend))
		serveRoutes(r, "/api/frontend", h.frontendRoutes(newSchemaSet()))
	})
	return r
}

// frontendRoutes is the frontend API's table.
func (h *clientHandlers) frontendRoutes(s *schemaSet) []route {
	return []route{
		{method: "GET", path: "/api/frontend", handler: h.frontendFeatures, tag: "Frontend API", summary: "The flags enabled for the query's context (properties[name]=value), each with its variant", query: []string{"userId", "sessionId", "remoteAddress", "appName", "environment", "currentTime"}, status: 200,
			resp: obj("toggles", arr(typ[frontendToggle](s))), also: map[int]string{http.StatusNotModified: "Unchanged since the ETag sent in If-None-Match"}},
		{method: "POST", path: "/api/frontend", handler: h.frontendFeatures, with: with(LimitBody(DefaultBodyLimit)), tag: "Frontend API", summary: "The flags enabled for the body's context, each with its variant", body: in("context:object"), status: 200,
			resp: obj("toggles", arr(typ[frontendToggle](s))), also: map[int]string{http.StatusNotModified: "Unchanged since the ETag sent in If-None-Match"}},
		{method: "GET", path: "/api/frontend/features/{featureName}", handler: h.frontendFeature, tag: "Frontend API", summary: "One flag when it is enabled for the query's context (404 otherwise)", query: []string{"userId", "sessionId", "remoteAddress", "appName", "environment", "currentTime"}, status: 200, resp: typ[frontendToggle](s)},
		{method: "POST", path: "/api/frontend/client/metrics", handler: h.frontendMetrics, with: with(LimitBody(DefaultBodyLimit)), tag: "Frontend API", summary: "Report flag evaluations of a frontend SDK", body: in("appName!", "instanceId", "environment", "bucket!:object"), status: 200},
		{method: "POST", path: "/api/frontend/client/register", handler: h.frontendRegister, with: with(LimitBody(DefaultBodyLimit)), tag: "Frontend API", summary: "Register a frontend SDK instance", body: in("appName!", "instanceId", "sdkVersion", "strategies:array", "started", "interval:integer", "environment"), status: 200},
	}
}

// CORS lets pages of origins (a "*" among them: any) call the routes below it: their requests get
// Access-Control-Allow-Origin, and preflights are answered 204 before authentication.
// Other origins get no CORS headers, so browsers refuse them.
func CORS(origins *Origins) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			origin := r.Header.Get("Origin")
			allowed := false
			if origin != "" {
				list := origins.List(r.Context())
				allowed = slices.Contains(list, "*") || slices.Contains(list, origin)
			}
			hdr := w.Header()
			hdr.Add("Vary", "Origin")
			if allowed {
				hdr.Set("Access-Control-Allow-Origin", origin)
				hdr.Set("Access-Control-Expose-Headers", "ETag")
			}
			if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
				if allowed {
					hdr.Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
					if req := r.Header.Get("Access-Control-Request-Headers"); req != "" {
						hdr.Set("Access-Control-Allow-Headers", req)
					}
					hdr.Set("Access-Control-Max-Age", "86400")
				}
				w.WriteHeader(http.StatusNoContent)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

// frontendToggle is frontendApiFeatureSchema.
type frontendToggle struct {
	Name           string          `json:"name"`
	Enabled        bool            `json:"enabled"`
	ImpressionData bool            `json:"impressionData"`
	Variant        frontendVariant `json:"variant"`
}

// frontendVariant is the variant of frontendApiFeatureSchema.
type frontendVariant struct {
	Name                     string              `json:"name"`
	Enabled                  bool                `json:"enabled"`
	Payload                  *schematype.Payload `json:"payload,omitempty"`
	FeatureEnabled           bool                `json:"feature_enabled"`
	DeprecatedFeatureEnabled bool                `json:"featureEnabled"`
}

func toFrontendToggle(f *clientapi.Feature, r eval.Result) frontendToggle {
	return frontendToggle{Name: f.Name, Enabled: true, ImpressionData: f.ImpressionData,
		Variant: frontendVariant{Name: r.Variant.Name, Enabled: r.Variant.Enabled, Payload: r.Variant.Payload,
			FeatureEnabled: r.Variant.FeatureEnabled, DeprecatedFeatureEnabled: r.Variant.FeatureEnabled}}
}

// frontendFeatures answers GET and POST /api/frontend: the enabled flags of the token's
// projects and environment for the context of the query (GET) or the body (POST), with an
// ETag of the answer (304 when the SDK has it). An answer that cannot differ when asked
// again (its evaluation read no clock and no random number) is kept with the snapshot for
// the same scope and context, so a page that asks again is answered without evaluating.
func (h *clientHandlers) frontendFeatures(w http.ResponseWriter, r *http.Request) {
	c, scope, snap, ok := h.frontendRequest(w, r)
	if !ok {
		return
	}
	key := frontendAnswerKey(scope, c)
	b, kept := snap.Answer(key)
	if !kept {
		raw, err := frontendAnswer(r.Context(), snap, scope, c)
		if !serve(w, r, err) {
			return
		}
		b = body.New(raw, gzip.DefaultCompression)
		if !c.Volatile() {
			snap.KeepAnswer(key, b)
		}
	}
	hdr := w.Header()
	hdr["ETag"] = []string{b.ETag}
	hdr["Cache-Control"] = []string{"no-cache"}
	if inm := r.Header.Get("If-None-Match"); inm != "" && strings.Contains(inm, b.ETag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	hdr["Content-Type"] = []string{"application/json; charset=utf-8"}
	hdr["Content-Length"] = []string{strconv.Itoa(len(b.Bytes))}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(b.Bytes)
}

// frontendAnswerKey names what a frontend answer depends on besides the snapshot: the
// scope and every field of the context, each length-prefixed so no two differ in one
// text only.
func frontendAnswerKey(scope clientapi.Scope, c *eval.Context) string {
	var k []byte
	field := func(v string) { k = append(strconv.AppendInt(k, int64(len(v)), 10), ':'); k = append(k, v...) }
	field(scope.Environment)
	k = strconv.AppendInt(k, int64(len(scope.Projects)), 10)
	for _, p := range scope.Projects {
		field(p)
	}
	for _, v := range []string{c.UserID, c.SessionID, c.RemoteAddress, c.Environment, c.AppName, c.CurrentTime} {
		field(v)
	}
	for _, name := range slices.Sorted(maps.Keys(c.Properties)) {
		field(name)
		field(c.Properties[name])
	}
	return string(k)
}

// frontendAnswer is the JSON of GET /api/frontend for c: the bytes json.Marshal writes
// for {"toggles": [frontendToggle…]}, put together from each flag's fragments, made once
// per snapshot (frontendFormOf), instead of encoding 1,600 toggles by reflection.
func frontendAnswer(ctx context.Context, snap *clientapi.Snapshot, scope clientapi.Scope, c *eval.Context) ([]byte, error) {
	form := frontendFormOf(snap)
	out := make([]byte, 0, form.last.Load()*9/8+64)
	out = append(out, `{"toggles":[`...)
	first := true
	var failed error
	err := snap.EvaluateIndexed(ctx, scope, c, func(i int, f *clientapi.Feature, res eval.Result) {
		if !res.Enabled || failed != nil {
			return
		}
		if !first {
			out = append(out, ',')
		}
		first = false
		out = append(out, form.heads[i]...)
		v, err := form.variant(i, res.Variant)
		failed = err
		out = append(append(out, v...), '}')
	})
	if err = cmp.Or(err, failed); err != nil {
		return nil, err
	}
	out = append(out, "]}"...)
	form.last.Store(int64(len(out)))
	return out, nil
}

// frontendForm is a snapshot's flags as the frontend API writes them: per flag, its
// toggle's JSON up to its variant, and the JSON of every variant it can be given.
type frontendForm struct {
	heads    [][]byte
	variants [][]frontendVariantForm
	// last is the length of the last answer, about what the next one needs.
	last atomic.Int64
}

// frontendVariantForm is a variant of a flag or of one of its strategies, and its JSON.
type frontendVariantForm struct {
	name    string
	payload *schematype.Payload
	json    []byte
}

type frontendFormKey struct{}

// frontendDisabledVariant is the JSON of the variant of an enabled flag without variants.
var frontendDisabledVariant = mustJSON(frontendVariant{Name: "disabled", FeatureEnabled: true, DeprecatedFeatureEnabled: true})

// frontendFormOf returns the snapshot's frontendForm, made once per snapshot.
func frontendFormOf(snap *clientapi.Snapshot) *frontendForm {
	return snap.Derived(frontendFormKey{}, func() any {
		form := &frontendForm{heads: make([][]byte, snap.Len()), variants: make([][]frontendVariantForm, snap.Len())}
		for i := range snap.Len() {
			f := snap.At(i)
			head := append(append([]byte(`{"name":`), mustJSON(f.Name)...), `,"enabled":true,"impressionData":`...)
			form.heads[i] = append(strconv.AppendBool(head, f.ImpressionData), `,"variant":`...)
			for _, v := range f.Variants {
				form.addVariant(i, v.Name, v.Payload)
			}
			for _, st := range f.Strategies {
				for _, v := range st.Variants {
					form.addVariant(i, v.Name, v.Payload)
				}
			}
		}
		return form
	}).(*frontendForm)
}

// addVariant keeps the JSON of a variant flag i can be given; one that does not encode is
// left to variant, which answers its error.
func (form *frontendForm) addVariant(i int, name string, payload *schematype.Payload) {
	raw, err := json.Marshal(frontendVariant{Name: name, Enabled: true, Payload: payload, FeatureEnabled: true, DeprecatedFeatureEnabled: true})
	if err == nil {
		form.variants[i] = append(form.variants[i], frontendVariantForm{name: name, payload: payload, json: raw})
	}
}

// variant is the JSON of the variant flag i got: a kept fragment when it is one of the
// flag's own (the evaluator hands out the snapshot's payloads, so they compare by
// address), else encoded now.
func (form *frontendForm) variant(i int, v eval.Variant) ([]byte, error) {
	if v.Name == "disabled" && !v.Enabled && v.FeatureEnabled && v.Payload == nil {
		return frontendDisabledVariant, nil
	}
	if v.Enabled && v.FeatureEnabled {
		for _, vf := range form.variants[i] {
			if vf.name == v.Name && vf.payload == v.Payload {
				return vf.json, nil
			}
		}
	}
	raw, err := json.Marshal(frontendVariant{Name: v.Name, Enabled: v.Enabled, Payload: v.Payload,
		FeatureEnabled: v.FeatureEnabled, DeprecatedFeatureEnabled: v.FeatureEnabled})
	if err != nil {
		return nil, fmt.Errorf("encode variant %q: %w", v.Name, err)
	}
	return raw, nil
}

// mustJSON is json.Marshal of a value that always encodes (strings, plain structs).
func mustJSON(v any) []byte {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return raw
}

// frontendFeature answers GET /api/frontend/features/{featureName}: the flag when it is
// enabled for the query's context, else 404 (as for a flag the token cannot see).
func (h *clientHandlers) frontendFeature(w http.ResponseWriter, r *http.Request) {
	c, scope, snap, ok := h.frontendRequest(w, r)
	if !ok {
		return
	}
	name := pathParam(r, "featureName")
	f, res, found := snap.EvaluateOne(scope, name, c)
	if !found || !res.Enabled {
		reply.Error(w, r, apperr.NotFound("Could not find enabled feature %q in environment %q", name, scope.Environment))
		return
	}
	reply.JSON(w, http.StatusOK, toFrontendToggle(f, res))
}

// frontendRequest reads a frontend request's context, scope and snapshot; false when it
// answered an error.
func (h *clientHandlers) frontendRequest(w http.ResponseWriter, r *http.Request) (*eval.Context, clientapi.Scope, *clientapi.Snapshot, bool) {
	c, err := frontendContext(r)
	if !serve(w, r, err) {
		return nil, clientapi.Scope{}, nil, false
	}
	scope := scopeOf(r.Context())
	snap, err := h.e.Snapshot(r.Context(), scope.Environment)
	if !serve(w, r, err) {
		return nil, clientapi.Scope{}, nil, false
	}
	return c, scope, snap, true
}

// standardContextFields are the fields of the Unleash context outside properties.
var standardContextFields = []string{"userId", "sessionId", "remoteAddress", "environment", "appName", "currentTime"}

// frontendContext reads the context of a frontend request: from the query string
// (properties[name]=value, or any other name) on GET, from the body's context on POST.
// The caller's address is the remoteAddress unless the context names one. A context beyond
// the evaluator's limits is a ValidationError naming the property.
func frontendContext(r *http.Request) (*eval.Context, error) {
	fields := map[string]string{}
	props := map[string]string{}
	if r.Method == http.MethodPost {
		var in struct {
			Context map[string]any `json:"context"`
		}
		if err := decode(r, &in); err != nil {
			return nil, err
		}
		for k, v := range in.Context {
			if k == "properties" {
				m, ok := v.(map[string]any)
				if !ok && v != nil {
					return nil, apperr.Validation("context.properties must be an object")
				}
				for pk, pv := range m {
					if s, ok := scalarText(pv); ok {
						props[pk] = s
					}
				}
				continue
			}
			if s, ok := scalarText(v); ok {
				fields[k] = s
			}
		}
	} else {
		q, err := url.ParseQuery(r.URL.RawQuery)
		if err != nil {
			return nil, apperr.Validation("query string: %v", err)
		}
		for k, vs := range q {
			if len(vs) == 0 {
				continue
			}
			if name, ok := strings.CutPrefix(k, "properties["); ok && strings.HasSuffix(name, "]") {
				props[strings.TrimSuffix(name, "]")] = vs[0]
				continue
			}
			fields[k] = vs[0]
		}
	}
	c := &eval.Context{UserID: fields["userId"], SessionID: fields["sessionId"], RemoteAddress: fields["remoteAddress"],
		Environment: fields["environment"], AppName: fields["appName"], CurrentTime: fields["currentTime"]}
	for k, v := range fields {
		if !slices.Contains(standardContextFields, k) {
			if _, set := props[k]; !set {
				props[k] = v
			}
		}
	}
	if len(props) > 0 {
		c.Properties = props
	}
	if c.RemoteAddress == "" {
		c.RemoteAddress = auth.RemoteHost(r.RemoteAddr)
	}
	return c, c.Check()
}

// scalarText is a JSON scalar as text; objects, arrays and null are not context values.
func scalarText(v any) (string, bool) {
	switch v := v.(type) {
	case string:
		return v, true
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), true
	case bool:
		return strconv.FormatBool(v), true
	}
	return "", false
}

// frontendMetrics answers POST /api/frontend/client/metrics: the SDK's counts, as the
// client API takes them, for the token's environment.
func (h *clientHandlers) frontendMetrics(w http.ResponseWriter, r *http.Request) {
	if h.recordMetrics(w, r) {
		w.WriteHeader(http.StatusOK)
	}
}

// frontendRegister answers POST /api/frontend/client/register.
func (h *clientHandlers) frontendRegister(w http.ResponseWriter, r *http.Request) {
	h.registerWith(w, r, http.StatusOK)
}
