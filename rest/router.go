package rest

import (
	"flagstone/rest/reply"
	"net/http"
	"net/url"
	"slices"

	"github.com/go-chi/chi/v5"
	chimw "github.com/go-chi/chi/v5/middleware"

	"flagstone/graph"
	"flagstone/graph/apperr"
	"flagstone/rest/readmodel"
)

// DefaultBodyLimit bounds request bodies of routes that set no limit of their own.
const DefaultBodyLimit = 1 << 20

// handlers is what the handlers of every area share: the GraphQL resolvers the REST face
// maps onto, and the read-model cache.
type handlers struct {
	q   graph.QueryResolver
	m   graph.MutationResolver
	res *graph.Resolver
	// lists keeps the answers of the hot lists (see readmodel); nil keeps none.
	lists *readmodel.Cache
}

// adminAreas are the tables of the admin API's areas served under its default body limit
// (transfer, whose routes set their own, is served apart).
func adminAreas(h *handlers, s *schemaSet) []route {
	return slices.Concat(
		(&accessHandlers{h}).routes(s),
		(&catalogHandlers{h}).routes(s),
		(&flagsHandlers{h}).routes(s),
		(&projectViewsHandlers{&flagsHandlers{h}}).routes(s),
		(&featureChecksHandlers{&flagsHandlers{h}}).routes(s),
		(&featureLinkHandlers{h}).routes(s),
		(&eventsHandlers{h}).routes(s),
		(&insightsHandlers{h}).routes(s),
		(&changesHandlers{h}).routes(s),
	)
}

// Router returns the /api routes; lists (nil for none) keeps the answers of the hot lists.
func Router(res *graph.Resolver, lists *readmodel.Cache) chi.Router {
	h := &handlers{q: res.Query(), m: res.Mutation(), res: res, lists: lists}
	s := newSchemaSet()
	r := chi.NewRouter()
	errorRoutes(r)
	// A route answers with a trailing slash too, as chi's groups had it answer for the
	// collections ("/api/admin/projects/") and Unleash's (Express) routes all do.
	r.Use(chimw.StripSlashes)
	// Imports and exports carry their own body limits and time.
	serveRoutes(r, "/api", (&transferHandlers{h}).routes(s))
	r.Group(func(r chi.Router) {
		r.Use(LimitBody(DefaultBodyLimit))
		serveRoutes(r, "/api", adminAreas(h, s))
	})
	return r
}

// pathParam reads a path parameter, decoded. Every handler reads its parameters here, so
// they are decoded once: chi matches routes on the escaped path when the request has one
// (r.URL.RawPath), so that an escaped slash stays inside its segment (a tag value "a/b"),
// and then hands out the segment still escaped; it matches on the decoded path otherwise,
// and a segment from there must not be decoded twice ("%25" is a literal "%" there).
func pathParam(r *http.Request, name string) string {
	v := chi.URLParam(r, name)
	if r.URL.RawPath == "" {
		return v
	}
	if d, err := url.PathUnescape(v); err == nil {
		return d
	}
	return v // not reached: net/http refuses a request whose path has a bad escape (400)
}

// serve wraps a handler body that returns an error, so each handler has one error path.
func serve(w http.ResponseWriter, r *http.Request, err error) bool {
	if err != nil {
		reply.Error(w, r, err)
		return false
	}
	return true
}

// errorRoutes answers a path no route serves, and a method a route does not take, in the
// error shape.
func errorRoutes(r chi.Router) {
	r.NotFound(func(w http.ResponseWriter, r *http.Request) {
		reply.Error(w, r, apperr.NotFound("No route %s %s", r.Method, r.URL.Path))
	})
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		reply.Error(w, r, apperr.New(apperr.KindMethodNotAllowed, "Method %s is not allowed on %s", r.Method, r.URL.Path))
	})
}
