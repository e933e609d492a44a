package rest

import (
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
)

// middleware wraps a handler; a route's own middleware runs after its router's.
type middleware = func(http.Handler) http.Handler

// with lists a route's own middleware, in the order it runs.
func with(mw ...middleware) []middleware { return mw }

// The paths the routes tables start from.
const (
	adminPath              = "/api/admin"
	projectPath            = adminPath + "/projects/{projectId}"
	featurePath            = projectPath + "/features/{featureName}"
	featureEnvironmentPath = featurePath + "/environments/{environment}"
)

// route is one operation of the HTTP face, declared once in its area's table: the router
// serves it (method, path, handler, with) and the OpenAPI document describes it (the rest).
// An endpoint is added by writing its handler on its area's type (accessHandlers in
// access.go, ...) and a row in that area's routes table; nothing else is kept by hand.
type route struct {
	// path is the full path as documented ("/api/admin/projects/{projectId}").
	method, path string
	handler      http.HandlerFunc
	// with is the route's own middleware: the read-model cache, a body limit of its own...
	with []middleware

	tag, summary string
	// query lists the query parameters, each "name" or "name:type".
	query []string
	// body is the request body's schema; nil for none.
	body map[string]any
	// status is the success status; resp its body's schema (nil for an empty body).
	status int
	resp   map[string]any
	// public operations need no credentials.
	public bool
	// content is the success body's media type (default application/json).
	content string
	// also lists further documented answers (status → description), such as 304 or 503.
	also map[int]string
}

// serveRoutes registers routes on r, a router mounted at prefix: each route is served at
// its full path less the prefix.
func serveRoutes(r chi.Router, prefix string, routes []route) {
	for _, rt := range routes {
		path, ok := strings.CutPrefix(rt.path, prefix)
		if !ok {
			panic("rest: route " + rt.path + " is outside " + prefix)
		}
		if path == "" {
			path = "/"
		}
		if len(rt.with) > 0 {
			r.With(rt.with...).MethodFunc(rt.method, path, rt.handler)
		} else {
			r.MethodFunc(rt.method, path, rt.handler)
		}
	}
}
