package rest

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

// Operations are the handlers of the operational routes the app owns (they read its store
// and its metrics); the table below says where they are served and documents them.
type Operations struct {
	// Health answers liveness, Ready readiness (the store answers), Metrics Prometheus.
	Health, Ready, Metrics http.HandlerFunc
	// ReadyAsUnleash is Ready in the reference's words ({"health":"GOOD"}), at its path, so a
	// probe copied from an Unleash setup works.
	ReadyAsUnleash http.HandlerFunc
}

// MountOperations serves the operational routes and the OpenAPI document's pages on r.
func MountOperations(r chi.Router, ops Operations) {
	serveRoutes(r, "", ops.routes(newSchemaSet()))
}

// routes is the operational routes' table; /docs needs no credentials, the metrics an admin
// (unless METRICS_PUBLIC).
func (ops Operations) routes(s *schemaSet) []route {
	health := obj("health", prim("string"))
	return []route{
		{method: "GET", path: "/health", handler: ops.Health, tag: "Operations", summary: "Liveness: the process serves", status: 200, resp: health, public: true},
		{method: "GET", path: "/health/ready", handler: ops.Ready, tag: "Operations", summary: "Readiness: the database answers", status: 200, resp: health, public: true,
			also: map[int]string{http.StatusServiceUnavailable: "The database does not answer: {\"health\":\"store unavailable\"}"}},
		{method: "GET", path: "/ready", handler: ops.ReadyAsUnleash, tag: "Operations", summary: "Readiness at the reference's path: the database answers ({\"health\":\"GOOD\"})", status: 200, resp: health, public: true,
			also: map[int]string{http.StatusServiceUnavailable: "The database does not answer"}},
		{method: "GET", path: "/metrics", handler: ops.Metrics, tag: "Operations", summary: "Prometheus metrics (admins, or anyone with METRICS_PUBLIC=true)", status: 200, content: "text/plain"},
		{method: "GET", path: "/internal-backstage/prometheus", handler: ops.Metrics, tag: "Operations", summary: "Prometheus metrics at Unleash's path", status: 200, content: "text/plain"},
		{method: "GET", path: "/docs", handler: docsFile("docs/docs.html", "text/html; charset=utf-8"), tag: "Operations", summary: "This document, readable", status: 200, content: "text/html", public: true},
		{method: "GET", path: "/docs/openapi.json", handler: serveOpenAPI, tag: "Operations", summary: "This document", status: 200, resp: anyObject, public: true},
		{method: "GET", path: "/docs/docs.js", handler: docsFile("docs/docs.js", "text/javascript; charset=utf-8"), tag: "Operations", summary: "The script of the readable page", status: 200, content: "text/javascript", public: true},
	}
}
