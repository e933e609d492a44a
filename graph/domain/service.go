// Package domain holds the business rules of the service: validation, the writes, and the
// events they record, each mutation in one transaction. Both faces reach it through the
// GraphQL resolvers.
package domain

import (
	"context"
	"github.com/99designs/gqlgen/graphql"
	"time"

	"flagstone/ent"
	"flagstone/graph/ratelimit"
	"flagstone/graph/store"
)

// Service is the domain layer over one store.
type Service struct {
	Client  *ent.Client
	Dialect string
	BaseURL string
	// Now is the clock; tests replace it to move time.
	Now func() time.Time
	// LoginBySource and LoginByAccountSource rate-limit failed logins per client address
	// and per account at one address; InviteByIP the public invite routes.
	LoginBySource, LoginByAccountSource, InviteByIP *ratelimit.Limiter
	// FailBeforeCommit, when set, is called with the type of each event right after the
	// event is written, before its transaction commits; an error it returns rolls the
	// whole mutation back. Tests use it to prove no change lands without its event.
	FailBeforeCommit func(eventType string) error
	// Committed, when set, is called after each outermost transaction commits, so caches of
	// committed state (the client API's snapshots) refresh at once instead of at their next
	// poll. It must not block.
	Committed func()
	// trends caches the insights trends between snapshot writes.
	trends trendCache
}

// db returns the transaction's client when ctx carries one.
func (s *Service) db(ctx context.Context) *ent.Client { return store.Client(ctx, s.Client) }

// tx runs fn in one transaction (or joins the one ctx carries).
func (s *Service) tx(ctx context.Context, fn func(ctx context.Context, tx *ent.Client) error) error {
	outermost := ent.TxFromContext(ctx) == nil
	err := store.WithTx(ctx, s.Client, fn)
	if err == nil && outermost && s.Committed != nil {
		s.Committed()
	}
	return err
}

// some marks an input field as given.
func some[T any](v T) graphql.Omittable[T] { return graphql.OmittableOf(v) }
