package rest

import (
	"embed"
	"net/http"

	"github.com/go-chi/chi/v5"
)

//go:embed docs/docs.html docs/docs.js
var docsFiles embed.FS

// MountDocs serves the OpenAPI document at /docs/openapi.json and a page that renders it
// at /docs, from embedded files (nothing is fetched from elsewhere). Both need no credentials.
func MountDocs(r chi.Router) {
	r.Get("/docs", docsFile("docs/docs.html", "text/html; charset=utf-8"))
	r.Get("/docs/docs.js", docsFile("docs/docs.js", "text/javascript; charset=utf-8"))
	r.Get("/docs/openapi.json", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_, _ = w.Write(OpenAPI())
	})
}

func docsFile(name, contentType string) http.HandlerFunc {
	body, err := docsFiles.ReadFile(name)
	if err != nil {
		panic(err)
	}
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", contentType)
		_, _ = w.Write(body)
	}
}
