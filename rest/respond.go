// Package rest is the Unleash-compatible REST face. It decodes the Unleash wire format,
// calls the same resolvers as GraphQL, encodes the Unleash wire format, and picks the
// status code from the error kind. No business rule lives here.
package rest

import (
	"net/http"

	"flagstone/rest/reply"
)

// created answers 201 with the location of the new resource.
func created(w http.ResponseWriter, location string, v any) {
	w.Header().Set("Location", location)
	reply.JSON(w, http.StatusCreated, v)
}
