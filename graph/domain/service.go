// Package domain holds the business rules of the service: validation, the writes, and the
// events they record, each mutation in one transaction. Both faces reach it through the
// GraphQL resolvers.
package domain

import (
	"context"

	"flagstone/ent"
	"flagstone/graph/ratelimit"
)

// Service is the domain layer over one store.
type Service struct {
	*Kernel
	BaseURL string
	// LoginBySource and LoginByAccountSource rate-limit failed logins per client address
	// and per account at one address; InviteByIP the public invite routes.
	LoginBySource, LoginByAccountSource, InviteByIP *ratelimit.Limiter
	// InstanceKey (32 bytes) seals stored secrets that must be shown again.
	InstanceKey []byte
	// trends caches the insights trends between snapshot writes.
	trends trendCache
}

// db returns the transaction's client when ctx carries one.
func (s *Service) db(ctx context.Context) *ent.Client { return s.DB(ctx) }
