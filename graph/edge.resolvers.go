package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

// IssueEdgeTokens is the resolver for the issueEdgeTokens field.
func (r *mutationResolver) IssueEdgeTokens(ctx context.Context, requests []*model.EdgeTokenRequest) ([]*model.EdgeToken, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.IssueEdgeTokens(ctx, requests)
}

// ValidateEdgeTokens is the resolver for the validateEdgeTokens field.
func (r *queryResolver) ValidateEdgeTokens(ctx context.Context, tokens []string) ([]*model.EdgeToken, error) {
	return r.Domain.Access.ValidateEdgeTokens(ctx, tokens)
}
