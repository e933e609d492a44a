package graph

import (
	"context"
	"flagstone/graph/model"
)

// ValidateEdgeTokens is the resolver for the validateEdgeTokens field.
func (r *queryResolver) ValidateEdgeTokens(ctx context.Context, tokens []string) ([]*model.EdgeToken, error) {
	return r.Domain.Access.ValidateEdgeTokens(ctx, tokens)
}
