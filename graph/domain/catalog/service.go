// Package catalog owns what flags are described and targeted with: tags and tag types,
// context fields, segments, strategy definitions, and the rules a strategy must pass
// (constraints, variants, parameters, segments: the strategy checker).
package catalog

import (
	"flagstone/graph/domain/kernel"
)

// Service is the catalog area over one kernel.
type Service struct {
	*kernel.Kernel
}
