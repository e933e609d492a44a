// Package insights owns what the service learns about its use: the instance insights and
// their weekly snapshots, and the client applications the SDKs register, with their
// metrics.
package insights

import (
	"flagstone/graph/domain/kernel"
)

// Service is the insights area over one kernel.
type Service struct {
	*kernel.Kernel
	// trends caches the insights trends between snapshot writes.
	trends trendCache
}
