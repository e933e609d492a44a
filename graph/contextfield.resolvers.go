package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/ent/schematype"
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

// SetContextFieldLegalValue is the resolver for the setContextFieldLegalValue field.
func (r *mutationResolver) SetContextFieldLegalValue(ctx context.Context, name string, legalValue model.LegalValueInput) (*ent.ContextField, error) {
	if _, err := auth.Require(ctx, auth.UpdateContextField, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.SetLegalValue(ctx, name, legalValue)
}

// RemoveContextFieldLegalValue is the resolver for the removeContextFieldLegalValue field.
func (r *mutationResolver) RemoveContextFieldLegalValue(ctx context.Context, name string, value string) (*ent.ContextField, error) {
	if _, err := auth.Require(ctx, auth.UpdateContextField, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.RemoveLegalValue(ctx, name, value)
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

// ValidateContextFieldName is the resolver for the validateContextFieldName field.
func (r *queryResolver) ValidateContextFieldName(ctx context.Context, name string) (bool, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return false, err
	}
	err := r.Domain.Catalog.ValidateContextFieldName(ctx, name)
	return err == nil, err
}

// ValidateConstraint is the resolver for the validateConstraint field.
func (r *queryResolver) ValidateConstraint(ctx context.Context, constraint schematype.Constraint) (bool, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return false, err
	}
	if err := r.Domain.Catalog.ValidateConstraint(ctx, constraint); err != nil {
		return false, err
	}
	return true, nil
}

// ProjectContextFields is the resolver for the projectContextFields field.
func (r *queryResolver) ProjectContextFields(ctx context.Context, projectID string, includeRoot *bool) ([]*ent.ContextField, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	if _, err := r.Domain.Flags.Project(ctx, projectID); err != nil {
		return nil, err
	}
	cs, err := r.Domain.Catalog.ProjectContextFields(ctx, projectID, includeRoot != nil && *includeRoot)
	if err == nil {
		r.prefetchContextFieldUsage(ctx, cs)
	}
	return cs, err
}

// ProjectContextField is the resolver for the projectContextField field.
func (r *queryResolver) ProjectContextField(ctx context.Context, projectID string, name string) (*ent.ContextField, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Catalog.ProjectContextField(ctx, projectID, name)
}

// ContextField returns generated.ContextFieldResolver implementation.
func (r *Resolver) ContextField() generated.ContextFieldResolver { return &contextFieldResolver{r} }

type contextFieldResolver struct{ *Resolver }
