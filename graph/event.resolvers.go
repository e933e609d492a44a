package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/domain/events"
	"flagstone/graph/generated"
	"flagstone/graph/model"
)

// Tags is the resolver for the tags field.
func (r *eventResolver) Tags(ctx context.Context, obj *ent.Event) ([]*model.EventTag, error) {
	tags := make([]*model.EventTag, 0, len(obj.Tags))
	for _, t := range obj.Tags {
		tags = append(tags, &model.EventTag{Type: t["type"], Value: t["value"]})
	}
	return tags, nil
}

// Events is the resolver for the events field.
func (r *queryResolver) Events(ctx context.Context, filter *model.EventFilter, first *int, after *string) (*model.EventPage, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	if filter == nil {
		filter = &model.EventFilter{}
	}
	return r.Domain.Events.SearchEvents(ctx, *filter, events.Cursor{First: first, After: after})
}

// FeatureEvents is the resolver for the featureEvents field.
func (r *queryResolver) FeatureEvents(ctx context.Context, featureName string) (*model.EventPage, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Events.FeatureEvents(ctx, featureName)
}

// EventTypes is the resolver for the eventTypes field.
func (r *queryResolver) EventTypes(ctx context.Context) ([]string, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return events.SortedTypes(), nil
}

// EventCreators is the resolver for the eventCreators field.
func (r *queryResolver) EventCreators(ctx context.Context) ([]*model.EventCreator, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Events.EventCreators(ctx)
}

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

// Event returns generated.EventResolver implementation.
func (r *Resolver) Event() generated.EventResolver { return &eventResolver{r} }

type eventResolver struct{ *Resolver }
