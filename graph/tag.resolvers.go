package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

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

// ValidateTagType is the resolver for the validateTagType field.
func (r *queryResolver) ValidateTagType(ctx context.Context, input model.CreateTagTypeInput) (bool, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return false, err
	}
	err := r.Domain.Catalog.ValidateTagType(ctx, input)
	return err == nil, err
}
