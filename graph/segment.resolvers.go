package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/generated"
	"flagstone/graph/loader"
	"flagstone/graph/model"

	"github.com/99designs/gqlgen/graphql"
)

// CreateSegment is the resolver for the createSegment field.
func (r *mutationResolver) CreateSegment(ctx context.Context, input model.SegmentInput) (*ent.Segment, error) {
	if _, err := auth.Require(ctx, auth.CreateSegment, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.CreateSegment(ctx, input)
}

// UpdateSegment is the resolver for the updateSegment field.
func (r *mutationResolver) UpdateSegment(ctx context.Context, id int, input model.SegmentInput) (*ent.Segment, error) {
	if _, err := auth.Require(ctx, auth.UpdateSegment, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.UpdateSegment(ctx, id, input)
}

// DeleteSegment is the resolver for the deleteSegment field.
func (r *mutationResolver) DeleteSegment(ctx context.Context, id int) (bool, error) {
	if _, err := auth.Require(ctx, auth.DeleteSegment, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Catalog.DeleteSegment(ctx, id)
}

// SetStrategySegments is the resolver for the setStrategySegments field.
func (r *mutationResolver) SetStrategySegments(ctx context.Context, projectID string, environment string, strategyID string, segmentIds []int) (*ent.FeatureStrategy, error) {
	// The permission first, as updateFeatureStrategy's: a caller who may not change the
	// project's strategies learns nothing of which exist.
	if _, err := auth.Require(ctx, auth.UpdateFeatureEnvironment, projectID, environment); err != nil {
		return nil, err
	}
	place, err := r.Domain.Catalog.PlaceOfStrategy(ctx, strategyID)
	if err != nil {
		return nil, err
	}
	if place.Project != projectID || place.Environment != environment {
		return nil, apperr.NotFound("Strategy %q does not exist in project %q and environment %q", strategyID, projectID, environment)
	}
	return r.UpdateFeatureStrategy(ctx, projectID, place.Feature, environment, strategyID,
		model.UpdateFeatureStrategyInput{Segments: graphql.OmittableOf(segmentIds)})
}

// Segments is the resolver for the segments field.
func (r *queryResolver) Segments(ctx context.Context) ([]*ent.Segment, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	ss, err := r.Domain.Catalog.Segments(ctx)
	if err == nil {
		r.prefetchSegmentUsage(ctx, ss)
	}
	return ss, err
}

// Segment is the resolver for the segment field.
func (r *queryResolver) Segment(ctx context.Context, id int) (*ent.Segment, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.Segment(ctx, id)
}

// SegmentStrategies is the resolver for the segmentStrategies field.
func (r *queryResolver) SegmentStrategies(ctx context.Context, id int) ([]*model.StrategyUse, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.SegmentStrategies(ctx, id)
}

// ValidateSegmentName is the resolver for the validateSegmentName field.
func (r *queryResolver) ValidateSegmentName(ctx context.Context, name string) (bool, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return false, err
	}
	err := r.Domain.Catalog.ValidateSegmentName(ctx, name)
	return err == nil, err
}

// StrategySegments is the resolver for the strategySegments field.
func (r *queryResolver) StrategySegments(ctx context.Context, strategyID string) ([]*ent.Segment, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	place, err := r.Domain.Catalog.PlaceOfStrategy(ctx, strategyID)
	if err != nil {
		return nil, err
	}
	if _, err := r.requireFeatureAccess(ctx, "", place.Project, place.Feature, place.Environment); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.StrategySegments(ctx, strategyID)
}

// UsedInFeatures is the resolver for the usedInFeatures field.
func (r *segmentResolver) UsedInFeatures(ctx context.Context, obj *ent.Segment) (int, error) {
	u, err := loader.For(ctx).SegmentUsage.Load(ctx, obj.ID)()
	return u.Features, err
}

// UsedInProjects is the resolver for the usedInProjects field.
func (r *segmentResolver) UsedInProjects(ctx context.Context, obj *ent.Segment) (int, error) {
	u, err := loader.For(ctx).SegmentUsage.Load(ctx, obj.ID)()
	return u.Projects, err
}

// Segment returns generated.SegmentResolver implementation.
func (r *Resolver) Segment() generated.SegmentResolver { return &segmentResolver{r} }

type segmentResolver struct{ *Resolver }
