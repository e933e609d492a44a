package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

// InstanceStatistics is the resolver for the instanceStatistics field.
func (r *queryResolver) InstanceStatistics(ctx context.Context) (*model.InstanceStatistics, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	st, err := r.Domain.Insights.InstanceStatistics(ctx)
	if err != nil {
		return nil, err
	}
	cfg, err := r.Domain.Access.UIConfig(ctx)
	if err != nil {
		return nil, err
	}
	st.VersionOss = cfg.Version
	return st, nil
}
