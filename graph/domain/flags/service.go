// Package flags owns the flags themselves: projects and their environments, features,
// their environments, strategies, variants, tags, dependencies, favorites, and the
// potentially-stale mark. It checks strategies against the catalog.
package flags

import (
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/kernel"
)

// Service is the flags area over one kernel.
type Service struct {
	*kernel.Kernel
	// Catalog checks strategies and creates the tags features are tagged with.
	Catalog *catalog.Service
	// Guard holds what the change request guards apply.
	Guard ChangeGuard
}
