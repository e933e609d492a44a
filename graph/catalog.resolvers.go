package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/generated"
	"flagstone/graph/loader"
	"flagstone/graph/model"
)

// UsedInFeatures is the resolver for the usedInFeatures field.
func (r *contextFieldResolver) UsedInFeatures(ctx context.Context, obj *ent.ContextField) (int, error) {
	u, err := loader.For(ctx).ContextFieldUsage.Load(ctx, obj.ID)()
	return u.Features, err
}

// UsedInProjects is the resolver for the usedInProjects field.
func (r *contextFieldResolver) UsedInProjects(ctx context.Context, obj *ent.ContextField) (int, error) {
	u, err := loader.For(ctx).ContextFieldUsage.Load(ctx, obj.ID)()
	return u.Projects, err
}

// CreateTagType is the resolver for the createTagType field.
func (r *mutationResolver) CreateTagType(ctx context.Context, input model.CreateTagTypeInput) (*ent.TagType, error) {
	if _, err := auth.Require(ctx, auth.CreateTagType, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.CreateTagType(ctx, input)
}

// UpdateTagType is the resolver for the updateTagType field.
func (r *mutationResolver) UpdateTagType(ctx context.Context, name string, input model.UpdateTagTypeInput) (*ent.TagType, error) {
	if _, err := auth.Require(ctx, auth.UpdateTagType, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.UpdateTagType(ctx, name, input)
}

// DeleteTagType is the resolver for the deleteTagType field.
func (r *mutationResolver) DeleteTagType(ctx context.Context, name string) (bool, error) {
	if _, err := auth.Require(ctx, auth.DeleteTagType, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Catalog.DeleteTagType(ctx, name)
}

// CreateTag is the resolver for the createTag field.
func (r *mutationResolver) CreateTag(ctx context.Context, input model.TagInput) (*ent.Tag, error) {
	if _, err := auth.Require(ctx, auth.UpdateFeature, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.CreateTag(ctx, input)
}

// DeleteTag is the resolver for the deleteTag field.
func (r *mutationResolver) DeleteTag(ctx context.Context, typeArg string, value string) (bool, error) {
	if _, err := auth.Require(ctx, auth.UpdateFeature, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Catalog.DeleteTag(ctx, typeArg, value)
}

// AddFeatureTag is the resolver for the addFeatureTag field.
func (r *mutationResolver) AddFeatureTag(ctx context.Context, featureName string, input model.TagInput) (*ent.FeatureTag, error) {
	if err := r.requireOnNamedFeature(ctx, auth.UpdateFeature, featureName); err != nil {
		return nil, err
	}
	return r.Domain.Flags.AddFeatureTag(ctx, featureName, input)
}

// RemoveFeatureTag is the resolver for the removeFeatureTag field.
func (r *mutationResolver) RemoveFeatureTag(ctx context.Context, featureName string, typeArg string, value string) (bool, error) {
	if err := r.requireOnNamedFeature(ctx, auth.UpdateFeature, featureName); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.RemoveFeatureTag(ctx, featureName, typeArg, value)
}

// UpdateFeatureTags is the resolver for the updateFeatureTags field.
func (r *mutationResolver) UpdateFeatureTags(ctx context.Context, featureName string, input model.UpdateFeatureTagsInput) ([]*ent.FeatureTag, error) {
	if err := r.requireOnNamedFeature(ctx, auth.UpdateFeature, featureName); err != nil {
		return nil, err
	}
	return r.Domain.Flags.UpdateFeatureTags(ctx, featureName, input)
}

// TagFeatures is the resolver for the tagFeatures field.
func (r *mutationResolver) TagFeatures(ctx context.Context, projectID string, features []string, input model.UpdateFeatureTagsInput) (bool, error) {
	if _, err := auth.Require(ctx, auth.UpdateFeature, projectID, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.TagFeatures(ctx, projectID, features, input)
}

// CreateContextField is the resolver for the createContextField field.
func (r *mutationResolver) CreateContextField(ctx context.Context, input model.CreateContextFieldInput) (*ent.ContextField, error) {
	if _, err := auth.Require(ctx, auth.CreateContextField, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.CreateContextField(ctx, input)
}

// UpdateContextField is the resolver for the updateContextField field.
func (r *mutationResolver) UpdateContextField(ctx context.Context, name string, input model.UpdateContextFieldInput) (*ent.ContextField, error) {
	if _, err := auth.Require(ctx, auth.UpdateContextField, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.UpdateContextField(ctx, name, input)
}

// DeleteContextField is the resolver for the deleteContextField field.
func (r *mutationResolver) DeleteContextField(ctx context.Context, name string) (bool, error) {
	if _, err := auth.Require(ctx, auth.DeleteContextField, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Catalog.DeleteContextField(ctx, name)
}

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

// CreateStrategyDefinition is the resolver for the createStrategyDefinition field.
func (r *mutationResolver) CreateStrategyDefinition(ctx context.Context, input model.CreateStrategyDefinitionInput) (*ent.StrategyDefinition, error) {
	if _, err := auth.Require(ctx, auth.CreateStrategy, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.CreateStrategyDefinition(ctx, input)
}

// UpdateStrategyDefinition is the resolver for the updateStrategyDefinition field.
func (r *mutationResolver) UpdateStrategyDefinition(ctx context.Context, name string, input model.UpdateStrategyDefinitionInput) (*ent.StrategyDefinition, error) {
	if _, err := auth.Require(ctx, auth.UpdateStrategy, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.UpdateStrategyDefinition(ctx, name, input)
}

// DeprecateStrategyDefinition is the resolver for the deprecateStrategyDefinition field.
func (r *mutationResolver) DeprecateStrategyDefinition(ctx context.Context, name string) (*ent.StrategyDefinition, error) {
	if _, err := auth.Require(ctx, auth.UpdateStrategy, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.SetStrategyDeprecated(ctx, name, true)
}

// ReactivateStrategyDefinition is the resolver for the reactivateStrategyDefinition field.
func (r *mutationResolver) ReactivateStrategyDefinition(ctx context.Context, name string) (*ent.StrategyDefinition, error) {
	if _, err := auth.Require(ctx, auth.UpdateStrategy, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.SetStrategyDeprecated(ctx, name, false)
}

// DeleteStrategyDefinition is the resolver for the deleteStrategyDefinition field.
func (r *mutationResolver) DeleteStrategyDefinition(ctx context.Context, name string) (bool, error) {
	if _, err := auth.Require(ctx, auth.DeleteStrategy, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Catalog.DeleteStrategyDefinition(ctx, name)
}

// TagTypes is the resolver for the tagTypes field.
func (r *queryResolver) TagTypes(ctx context.Context) ([]*ent.TagType, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.TagTypes(ctx)
}

// TagType is the resolver for the tagType field.
func (r *queryResolver) TagType(ctx context.Context, name string) (*ent.TagType, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.TagType(ctx, name)
}

// Tags is the resolver for the tags field.
func (r *queryResolver) Tags(ctx context.Context, typeArg *string) ([]*ent.Tag, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.Tags(ctx, typeArg)
}

// Tag is the resolver for the tag field.
func (r *queryResolver) Tag(ctx context.Context, typeArg string, value string) (*ent.Tag, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.Tag(ctx, typeArg, value)
}

// FeatureTags is the resolver for the featureTags field.
func (r *queryResolver) FeatureTags(ctx context.Context, featureName string) ([]*ent.FeatureTag, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Flags.FeatureTags(ctx, featureName)
}

// ContextFields is the resolver for the contextFields field.
func (r *queryResolver) ContextFields(ctx context.Context) ([]*ent.ContextField, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	cs, err := r.Domain.Catalog.ContextFields(ctx)
	if err == nil {
		r.prefetchContextFieldUsage(ctx, cs)
	}
	return cs, err
}

// ContextField is the resolver for the contextField field.
func (r *queryResolver) ContextField(ctx context.Context, name string) (*ent.ContextField, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.ContextField(ctx, name)
}

// ContextFieldStrategies is the resolver for the contextFieldStrategies field.
func (r *queryResolver) ContextFieldStrategies(ctx context.Context, name string) ([]*model.StrategyUse, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.ContextFieldStrategies(ctx, name)
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

// StrategyDefinitions is the resolver for the strategyDefinitions field.
func (r *queryResolver) StrategyDefinitions(ctx context.Context) ([]*ent.StrategyDefinition, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.StrategyDefinitions(ctx)
}

// StrategyDefinition is the resolver for the strategyDefinition field.
func (r *queryResolver) StrategyDefinition(ctx context.Context, name string) (*ent.StrategyDefinition, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.StrategyDefinition(ctx, name)
}

// ValidateTagType is the resolver for the validateTagType field.
func (r *queryResolver) ValidateTagType(ctx context.Context, input model.CreateTagTypeInput) (bool, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return false, err
	}
	err := r.Domain.Catalog.ValidateTagType(ctx, input)
	return err == nil, err
}

// ValidateContextFieldName is the resolver for the validateContextFieldName field.
func (r *queryResolver) ValidateContextFieldName(ctx context.Context, name string) (bool, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return false, err
	}
	err := r.Domain.Catalog.ValidateContextFieldName(ctx, name)
	return err == nil, err
}

// ValidateSegmentName is the resolver for the validateSegmentName field.
func (r *queryResolver) ValidateSegmentName(ctx context.Context, name string) (bool, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return false, err
	}
	err := r.Domain.Catalog.ValidateSegmentName(ctx, name)
	return err == nil, err
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

// DisplayName is the resolver for the displayName field.
func (r *strategyDefinitionResolver) DisplayName(ctx context.Context, obj *ent.StrategyDefinition) (string, error) {
	if obj.Title != nil && *obj.Title != "" {
		return *obj.Title, nil
	}
	return obj.Name, nil
}

// Editable is the resolver for the editable field.
func (r *strategyDefinitionResolver) Editable(ctx context.Context, obj *ent.StrategyDefinition) (bool, error) {
	return !obj.BuiltIn, nil
}

// ContextField returns generated.ContextFieldResolver implementation.
func (r *Resolver) ContextField() generated.ContextFieldResolver { return &contextFieldResolver{r} }

// Segment returns generated.SegmentResolver implementation.
func (r *Resolver) Segment() generated.SegmentResolver { return &segmentResolver{r} }

// StrategyDefinition returns generated.StrategyDefinitionResolver implementation.
func (r *Resolver) StrategyDefinition() generated.StrategyDefinitionResolver {
	return &strategyDefinitionResolver{r}
}

type (
	contextFieldResolver       struct{ *Resolver }
	segmentResolver            struct{ *Resolver }
	strategyDefinitionResolver struct{ *Resolver }
)
