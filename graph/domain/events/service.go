// Package events owns the reading of the event log: searches, feature histories, their
// counts, the event types of the API, which event data a caller may not see, and the
// addons (webhooks) that receive events. The kernel records the events.
package events

import (
	"flagstone/graph/domain/kernel"
	"flagstone/graph/netguard"
)

// Service is the events area over one kernel.
type Service struct {
	*kernel.Kernel
	// Webhooks checks the destinations of addons when they are configured.
	Webhooks netguard.Guard
	// addonsEnabled is whether any addon is enabled (AnyAddonEnabled).
	addonsEnabled kernel.Known[bool]
}
