package graph

import (
	"context"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/flags"
	"flagstone/graph/generated"
	"flagstone/graph/model"
	"fmt"
)

// Playground is the resolver for the playground field.
func (r *queryResolver) Playground(ctx context.Context, input model.PlaygroundInput) ([]*model.PlaygroundFeature, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Flags.Playground(ctx, input)
}

// AdvancedPlayground is the resolver for the advancedPlayground field.
func (r *queryResolver) AdvancedPlayground(ctx context.Context, input model.AdvancedPlaygroundInput) ([]*model.AdvancedPlaygroundRun, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return flags.AdvancedPlayground(ctx, r.Domain.Flags.Playground, input)
}

// Properties is the resolver for the properties field.
func (r *playgroundContextInputResolver) Properties(ctx context.Context, obj *model.PlaygroundContextInput, data map[string]any) error {
	obj.Properties = make(map[string]string, len(data))
	for k, v := range data {
		switch v := v.(type) {
		case nil:
		case string:
			obj.Properties[k] = v
		case bool, float64, int64, int, fmt.Stringer:
			obj.Properties[k] = fmt.Sprint(v)
		default:
			return apperr.Validation("context.properties.%s must be a string, number or boolean", k)
		}
	}
	return nil
}

// PlaygroundContextInput returns generated.PlaygroundContextInputResolver implementation.
func (r *Resolver) PlaygroundContextInput() generated.PlaygroundContextInputResolver {
	return &playgroundContextInputResolver{r}
}

type playgroundContextInputResolver struct{ *Resolver }
