package rest

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"flagstone/graph"
	"flagstone/graph/apperr"
)

// DefaultBodyLimit bounds request bodies of routes that set no limit of their own.
const DefaultBodyLimit = 1 << 20

// handlers serves the admin API through the GraphQL resolvers.
type handlers struct {
	q   graph.QueryResolver
	m   graph.MutationResolver
	res *graph.Resolver
}

// Router returns the /api routes.
func Router(res *graph.Resolver) http.Handler {
	h := &handlers{q: res.Query(), m: res.Mutation(), res: res}
	r := chi.NewRouter()
	r.NotFound(func(w http.ResponseWriter, r *http.Request) {
		WriteError(w, r, apperr.NotFound("No route %s %s", r.Method, r.URL.Path))
	})
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		WriteError(w, r, apperr.New(apperr.KindMethodNotAllowed, "Method %s is not allowed on %s", r.Method, r.URL.Path))
	})
	r.Route("/admin", func(r chi.Router) {
		r.Use(LimitBody(DefaultBodyLimit))
		r.Route("/user-admin", func(r chi.Router) {
			r.Get("/", h.listUsers)
			r.Post("/", h.createUser)
			r.Get("/{id}", h.getUser)
			r.Put("/{id}", h.updateUser)
		})
		r.Get("/user/roles", h.myRoles)
		r.Post("/events/search", h.searchEvents)
		r.Get("/events/{featureName}", h.featureEvents)
		h.flagRoutes(r)
	})
	return r
}

// serve wraps a handler body that returns an error, so each handler has one error path.
func serve(w http.ResponseWriter, r *http.Request, err error) bool {
	if err != nil {
		WriteError(w, r, err)
		return false
	}
	return true
}
