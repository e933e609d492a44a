// Package web holds the dashboard's built bundle (web/dist, committed), embedded in the binary so
// that go build alone yields the full product. The sources next to it build it: make web.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist returns the built bundle: index.html (the dashboard), playground.html (GraphiQL) and the
// content-hashed files under assets/.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // dist is embedded above: it exists
	}
	return sub
}
