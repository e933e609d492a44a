package graph

import (
	"context"
	"flagstone/ent"
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

// Event returns generated.EventResolver implementation.
func (r *Resolver) Event() generated.EventResolver { return &eventResolver{r} }

type eventResolver struct{ *Resolver }
