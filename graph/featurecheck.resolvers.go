package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/domain/flags"
	"flagstone/graph/model"
)

// ValidateFeatureName is the resolver for the validateFeatureName field.
func (r *queryResolver) ValidateFeatureName(ctx context.Context, name string) (bool, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return false, err
	}
	return true, flags.ValidateFeatureName(ctx, r.Domain.Kernel, name)
}

// ArchiveCheck is the resolver for the archiveCheck field.
func (r *queryResolver) ArchiveCheck(ctx context.Context, projectID string, features []string) (*model.ArchiveCheck, error) {
	if _, err := auth.Require(ctx, auth.DeleteFeature, projectID, ""); err != nil {
		return nil, err
	}
	return flags.ArchiveCheck(ctx, r.Domain.Kernel, projectID, features)
}

// ParentOptions is the resolver for the parentOptions field.
func (r *queryResolver) ParentOptions(ctx context.Context, projectID string, child string) ([]string, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return flags.ParentOptions(ctx, r.Domain.Kernel, projectID, child)
}

// ParentVariants is the resolver for the parentVariants field.
func (r *queryResolver) ParentVariants(ctx context.Context, projectID string, parent string) ([]string, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return flags.ParentVariants(ctx, r.Domain.Kernel, projectID, parent)
}
