// Package events owns the reading of the event log: searches, feature histories, their
// counts, the event types of the API, and which event data a caller may not see. The
// kernel records the events; this package only reads them.
package events

import (
	"flagstone/graph/domain/kernel"
)

// Service is the events area over one kernel.
type Service struct {
	*kernel.Kernel
}
