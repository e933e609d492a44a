package flags

import (
	"context"
	"fmt"
	"sort"

	"flagstone/ent"
	"flagstone/ent/featurefavorite"
	"flagstone/ent/projectfavorite"
	"flagstone/graph/auth"
	"flagstone/graph/domain/kernel"
)

// FavoriteFeature adds a feature of a project to the calling user's favorites and records
// feature-favorited; favoriting twice changes nothing.
func (s *Service) FavoriteFeature(ctx context.Context, userID int, projectID, name string) error {
	return s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, err := lockFeature(ctx, tx, projectID, name)
		if err != nil {
			return kernel.Change{}, err
		}
		exists, err := tx.FeatureFavorite.Query().
			Where(featurefavorite.UserID(userID), featurefavorite.FeatureID(f.ID)).Exist(ctx)
		if err != nil || exists {
			return kernel.Unchanged(), err
		}
		if err := tx.FeatureFavorite.Create().SetUserID(userID).SetFeatureID(f.ID).SetCreatedAt(s.Now()).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("favorite feature %q: %w", name, err)
		}
		return kernel.Record(featureEvent(f, kernel.Event{Type: "feature-favorited"})), nil
	})
}

// UnfavoriteFeature removes a feature from the caller's favorites; it is idempotent, and
// records feature-unfavorited only when something was removed. An API token has no
// favorites, so for it there is nothing to remove.
func (s *Service) UnfavoriteFeature(ctx context.Context, c *auth.Caller, projectID, name string) error {
	return s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, err := lockFeature(ctx, tx, projectID, name)
		if err != nil || c.Kind != auth.KindUser {
			return kernel.Unchanged(), err
		}
		n, err := tx.FeatureFavorite.Delete().
			Where(featurefavorite.UserID(c.UserID), featurefavorite.FeatureID(f.ID)).Exec(ctx)
		if err != nil || n == 0 {
			return kernel.Unchanged(), err
		}
		return kernel.Record(featureEvent(f, kernel.Event{Type: "feature-unfavorited"})), nil
	})
}

// FavoriteProject adds a project to the calling user's favorites and records
// project-favorited.
func (s *Service) FavoriteProject(ctx context.Context, userID int, projectID string) error {
	return s.Mutate(ctx, fmt.Sprintf("Project %q", projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		if _, err := lockProject(ctx, tx, projectID); err != nil {
			return kernel.Change{}, err
		}
		exists, err := tx.ProjectFavorite.Query().
			Where(projectfavorite.UserID(userID), projectfavorite.ProjectID(projectID)).Exist(ctx)
		if err != nil || exists {
			return kernel.Unchanged(), err
		}
		if err := tx.ProjectFavorite.Create().SetUserID(userID).SetProjectID(projectID).SetCreatedAt(s.Now()).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("favorite project %q: %w", projectID, err)
		}
		return kernel.Record(kernel.Event{Type: "project-favorited", Project: projectID}), nil
	})
}

// UnfavoriteProject removes a project from the caller's favorites, idempotently; records
// project-unfavorited when something was removed.
func (s *Service) UnfavoriteProject(ctx context.Context, c *auth.Caller, projectID string) error {
	return s.Mutate(ctx, fmt.Sprintf("Project %q", projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		if _, err := lockProject(ctx, tx, projectID); err != nil || c.Kind != auth.KindUser {
			return kernel.Unchanged(), err
		}
		n, err := tx.ProjectFavorite.Delete().
			Where(projectfavorite.UserID(c.UserID), projectfavorite.ProjectID(projectID)).Exec(ctx)
		if err != nil || n == 0 {
			return kernel.Unchanged(), err
		}
		return kernel.Record(kernel.Event{Type: "project-unfavorited", Project: projectID}), nil
	})
}

// favoritesFirst orders the caller's favorite features before the others, keeping the
// order within each part.
func (s *Service) favoritesFirst(ctx context.Context, fs []*ent.Feature) ([]*ent.Feature, error) {
	c := auth.FromContext(ctx)
	if c == nil || c.Kind != auth.KindUser || len(fs) == 0 {
		return fs, nil
	}
	ids := make([]int, len(fs))
	for i, f := range fs {
		ids[i] = f.ID
	}
	favs, err := s.DB(ctx).FeatureFavorite.Query().
		Where(featurefavorite.UserID(c.UserID), featurefavorite.FeatureIDIn(ids...)).
		Select(featurefavorite.FieldFeatureID).Ints(ctx)
	if err != nil {
		return nil, fmt.Errorf("load favorites: %w", err)
	}
	fav := map[int]bool{}
	for _, id := range favs {
		fav[id] = true
	}
	sort.SliceStable(fs, func(i, j int) bool { return fav[fs[i].ID] && !fav[fs[j].ID] })
	return fs, nil
}
