// Package domain holds the business rules of the service: validation, the writes, and the
// events they record, each mutation in one transaction. The rules live in one package per
// area (access, catalog, flags, events, insights, transfer) over a small kernel; this
// package only puts the areas together. Both faces reach them through the GraphQL
// resolvers.
package domain

import (
	"flagstone/graph/domain/access"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/changes"
	"flagstone/graph/domain/events"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/insights"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/domain/transfer"
)

// Areas is the domain over one kernel: one service per area, each reached by its name
// (Areas.Flags.CreateFeature), so no type carries the methods of every area.
type Areas struct {
	*kernel.Kernel
	Access *access.Service
	// Recovery is the access area's way back in for users who cannot sign in.
	Recovery *access.Recovery
	// SSO is the access area's single sign-on.
	SSO     *access.SingleSignOn
	Catalog *catalog.Service
	Flags   *flags.Service
	// Environments is the flags area's environments, one by one and their order.
	Environments *flags.Environments
	// Links is the flags area's links from features to outside resources.
	Links    *flags.Links
	Events   *events.Service
	Insights *insights.Service
	Transfer *transfer.Service
	// Changes is the change requests of project environments.
	Changes *changes.Service
}

// New builds the areas over k; access is built by the caller, which holds its limits.
func New(k *kernel.Kernel, acc *access.Service) *Areas {
	acc.Kernel = k
	k.Keepers = append(k.Keepers, flags.LifecycleKeeper(k.Dialect))
	cat := &catalog.Service{Kernel: k}
	fl := &flags.Service{Kernel: k, Catalog: cat}
	return &Areas{
		Kernel:       k,
		Access:       acc,
		Recovery:     &access.Recovery{Service: acc},
		SSO:          &access.SingleSignOn{Service: acc},
		Catalog:      cat,
		Flags:        fl,
		Environments: &flags.Environments{Kernel: k},
		Links:        &flags.Links{Kernel: k},
		Events:       &events.Service{Kernel: k},
		Insights:     &insights.Service{Kernel: k},
		Transfer:     &transfer.Service{Kernel: k, Flags: fl},
		Changes:      &changes.Service{Kernel: k, Flags: fl},
	}
}
