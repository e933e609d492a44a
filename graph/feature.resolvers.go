package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/domain/flags"
	"flagstone/graph/generated"
	"flagstone/graph/loader"
	"flagstone/graph/model"
)

// Archived is the resolver for the archived field.
func (r *featureResolver) Archived(ctx context.Context, obj *ent.Feature) (bool, error) {
	return obj.ArchivedAt != nil, nil
}

// Environments is the resolver for the environments field.
func (r *featureResolver) Environments(ctx context.Context, obj *ent.Feature) ([]*ent.FeatureEnvironment, error) {
	return loader.For(ctx).FeatureEnvironmentsByFeature.Load(ctx, obj.ID)()
}

// Tags is the resolver for the tags field.
func (r *featureResolver) Tags(ctx context.Context, obj *ent.Feature) ([]*ent.FeatureTag, error) {
	return loader.For(ctx).TagsByFeature.Load(ctx, obj.ID)()
}

// Favorite is the resolver for the favorite field.
func (r *featureResolver) Favorite(ctx context.Context, obj *ent.Feature) (bool, error) {
	fav, err := loader.For(ctx).FavoriteFeature.Load(ctx, obj.ID)()
	return fav != nil, err
}

// Type is the resolver for the type field.
func (r *featureEnvironmentResolver) Type(ctx context.Context, obj *ent.FeatureEnvironment) (string, error) {
	e, err := loader.For(ctx).EnvironmentByID.Load(ctx, obj.EnvironmentID)()
	if err != nil || e == nil {
		return "", err
	}
	return e.Type, nil
}

// Strategies is the resolver for the strategies field.
func (r *featureEnvironmentResolver) Strategies(ctx context.Context, obj *ent.FeatureEnvironment) ([]*ent.FeatureStrategy, error) {
	return loader.For(ctx).StrategiesByFeatureEnvironment.Load(ctx, obj.ID)()
}

// CreateFeature is the resolver for the createFeature field.
func (r *mutationResolver) CreateFeature(ctx context.Context, projectID string, input model.CreateFeatureInput) (*ent.Feature, error) {
	if _, err := auth.Require(ctx, auth.CreateFeature, projectID, ""); err != nil {
		return nil, err
	}
	return r.Domain.Flags.CreateFeature(ctx, projectID, input)
}

// UpdateFeature is the resolver for the updateFeature field.
func (r *mutationResolver) UpdateFeature(ctx context.Context, projectID string, name string, input model.UpdateFeatureInput) (*ent.Feature, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.UpdateFeature, projectID, name, ""); err != nil {
		return nil, err
	}
	return r.Domain.Flags.UpdateFeature(ctx, projectID, name, input)
}

// ArchiveFeature is the resolver for the archiveFeature field.
func (r *mutationResolver) ArchiveFeature(ctx context.Context, projectID string, name string) (*ent.Feature, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.DeleteFeature, projectID, name, ""); err != nil {
		return nil, err
	}
	return r.Domain.Flags.ArchiveFeature(ctx, projectID, name)
}

// ReviveFeature is the resolver for the reviveFeature field.
func (r *mutationResolver) ReviveFeature(ctx context.Context, name string) (*ent.Feature, error) {
	f, err := r.Domain.Flags.FeatureByName(ctx, name)
	if err != nil {
		return nil, err
	}
	if _, err := auth.Require(ctx, auth.UpdateFeature, f.ProjectID, ""); err != nil {
		return nil, err
	}
	return r.Domain.Flags.ReviveFeature(ctx, name)
}

// DeleteArchivedFeature is the resolver for the deleteArchivedFeature field.
func (r *mutationResolver) DeleteArchivedFeature(ctx context.Context, name string) (bool, error) {
	f, err := r.Domain.Flags.FeatureByName(ctx, name)
	if err != nil {
		return false, err
	}
	if _, err := auth.Require(ctx, auth.DeleteFeature, f.ProjectID, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.DeleteArchivedFeature(ctx, name)
}

// ArchiveFeatures is the resolver for the archiveFeatures field.
func (r *mutationResolver) ArchiveFeatures(ctx context.Context, projectID string, features []string) (bool, error) {
	if _, err := auth.Require(ctx, auth.DeleteFeature, projectID, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.ArchiveFeatures(ctx, projectID, features)
}

// ReviveFeatures is the resolver for the reviveFeatures field.
func (r *mutationResolver) ReviveFeatures(ctx context.Context, projectID string, features []string) (bool, error) {
	if _, err := auth.Require(ctx, auth.UpdateFeature, projectID, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.ReviveFeatures(ctx, projectID, features)
}

// DeleteArchivedFeatures is the resolver for the deleteArchivedFeatures field.
func (r *mutationResolver) DeleteArchivedFeatures(ctx context.Context, projectID string, features []string) (bool, error) {
	if _, err := auth.Require(ctx, auth.DeleteFeature, projectID, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.DeleteArchivedFeatures(ctx, projectID, features)
}

// SetFeatureEnvironmentEnabled is the resolver for the setFeatureEnvironmentEnabled field.
func (r *mutationResolver) SetFeatureEnvironmentEnabled(ctx context.Context, projectID string, name string, environment string, enabled bool) (*ent.Feature, error) {
	if err := r.requireFeatureChange(ctx, auth.UpdateFeatureEnvironment, projectID, name, environment); err != nil {
		return nil, err
	}
	return r.Domain.Flags.SetFeatureEnvironmentEnabled(ctx, projectID, name, environment, enabled)
}

// SetFeaturesStale is the resolver for the setFeaturesStale field.
func (r *mutationResolver) SetFeaturesStale(ctx context.Context, projectID string, features []string, stale bool) ([]*ent.Feature, error) {
	if _, err := auth.Require(ctx, auth.UpdateFeature, projectID, ""); err != nil {
		return nil, err
	}
	return r.Domain.Flags.SetFeaturesStale(ctx, projectID, features, stale)
}

// FavoriteFeature is the resolver for the favoriteFeature field.
func (r *mutationResolver) FavoriteFeature(ctx context.Context, projectID string, name string) (bool, error) {
	if _, err := r.requireFeatureAccess(ctx, "", projectID, name, ""); err != nil {
		return false, err
	}
	c, err := auth.RequireUser(ctx)
	if err != nil {
		return false, err
	}
	return true, r.Domain.Flags.FavoriteFeature(ctx, c.UserID, projectID, name)
}

// UnfavoriteFeature is the resolver for the unfavoriteFeature field.
func (r *mutationResolver) UnfavoriteFeature(ctx context.Context, projectID string, name string) (bool, error) {
	if _, err := r.requireFeatureAccess(ctx, "", projectID, name, ""); err != nil {
		return false, err
	}
	return true, r.Domain.Flags.UnfavoriteFeature(ctx, auth.FromContext(ctx), projectID, name)
}

// CloneFeature is the resolver for the cloneFeature field.
func (r *mutationResolver) CloneFeature(ctx context.Context, projectID string, name string, input model.CloneFeatureInput) (*ent.Feature, error) {
	if _, err := r.requireFeatureAccess(ctx, auth.CreateFeature, projectID, name, ""); err != nil {
		return nil, err
	}
	return flags.CloneFeature(ctx, r.Domain.Flags, projectID, name, input)
}

// SetFeaturesEnvironmentEnabled is the resolver for the setFeaturesEnvironmentEnabled field.
func (r *mutationResolver) SetFeaturesEnvironmentEnabled(ctx context.Context, projectID string, environment string, features []string, enabled bool) (bool, error) {
	if _, err := auth.Require(ctx, auth.UpdateFeatureEnvironment, projectID, environment); err != nil {
		return false, err
	}
	return true, flags.SetFeaturesEnvironmentEnabled(ctx, r.Domain.Flags, projectID, environment, features, enabled)
}

// Features is the resolver for the features field.
func (r *queryResolver) Features(ctx context.Context, projectID string) ([]*ent.Feature, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	fs, err := r.Domain.Flags.Features(ctx, projectID)
	if err == nil {
		r.prefetchFeatures(ctx, fs)
	}
	return fs, err
}

// SearchFeatures is the resolver for the searchFeatures field.
func (r *queryResolver) SearchFeatures(ctx context.Context, filter *model.FeatureSearchInput) (*model.FeatureConnection, error) {
	in := featureSearch(filter)
	page, err := r.Resolver.SearchFeatures(ctx, in)
	if err != nil {
		return nil, err
	}
	return &model.FeatureConnection{Nodes: page.Features, TotalCount: page.Total,
		HasNextPage: in.Offset+len(page.Features) < page.Total}, nil
}

// Feature is the resolver for the feature field.
func (r *queryResolver) Feature(ctx context.Context, projectID string, name string) (*ent.Feature, error) {
	return r.requireFeatureAccess(ctx, "", projectID, name, "")
}

// AllFeatures is the resolver for the allFeatures field.
func (r *queryResolver) AllFeatures(ctx context.Context) ([]*ent.Feature, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	fs, err := r.Domain.Flags.AllFeatures(ctx)
	if err == nil {
		r.prefetchFeatures(ctx, fs)
	}
	return fs, err
}

// ArchivedFeatures is the resolver for the archivedFeatures field.
func (r *queryResolver) ArchivedFeatures(ctx context.Context, projectID *string) ([]*ent.Feature, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	project := ""
	if projectID != nil {
		project = *projectID
	}
	return r.Domain.Flags.ArchivedFeatures(ctx, project)
}

// Feature returns generated.FeatureResolver implementation.
func (r *Resolver) Feature() generated.FeatureResolver { return &featureResolver{r} }

// FeatureEnvironment returns generated.FeatureEnvironmentResolver implementation.
func (r *Resolver) FeatureEnvironment() generated.FeatureEnvironmentResolver {
	return &featureEnvironmentResolver{r}
}

type (
	featureResolver            struct{ *Resolver }
	featureEnvironmentResolver struct{ *Resolver }
)
