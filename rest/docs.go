package rest

import (
	"embed"
	"net/http"
)

//go:embed docs/docs.html docs/docs.js
var docsFiles embed.FS

// serveOpenAPI answers the OpenAPI document (/docs/openapi.json); /docs renders it from
// embedded files (nothing is fetched from elsewhere).
func serveOpenAPI(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(OpenAPI())
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
