package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/generated"
)

// EventAdded is the resolver for the eventAdded field.
func (r *subscriptionResolver) EventAdded(ctx context.Context, project *string, feature *string) (<-chan *ent.Event, error) {
	var p, f string
	if project != nil {
		p = *project
	}
	if feature != nil {
		f = *feature
	}
	return r.streamEvents(ctx, p, f)
}

// Subscription returns generated.SubscriptionResolver implementation.
func (r *Resolver) Subscription() generated.SubscriptionResolver { return &subscriptionResolver{r} }

type subscriptionResolver struct{ *Resolver }
