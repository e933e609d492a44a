package flags

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/featuretype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
)

// FeatureTypes lists the feature types in id order.
func (s *Service) FeatureTypes(ctx context.Context) ([]*ent.FeatureType, error) {
	ts, err := s.DB(ctx).FeatureType.Query().Order(ent.Asc(featuretype.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list feature types: %w", err)
	}
	return ts, nil
}

// UpdateFeatureTypeLifetime sets how many days features of type id live before they are
// potentially stale; nil or 0 means never, as in the reference. It records
// feature-type-updated.
func (s *Service) UpdateFeatureTypeLifetime(ctx context.Context, id string, days *int) (*ent.FeatureType, error) {
	if days != nil && *days < 0 {
		return nil, apperr.Validation("lifetimeDays must be 0 or more")
	}
	if days != nil && *days == 0 {
		days = nil
	}
	var out *ent.FeatureType
	err := s.Mutate(ctx, fmt.Sprintf("A feature type with id %q", id), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := kernel.One(ctx, kernel.Locked(tx, tx.FeatureType.Query().Where(featuretype.ID(id))).Only, "Feature type %q", id)
		if err != nil {
			return kernel.Change{}, err
		}
		upd := tx.FeatureType.UpdateOne(before).ClearLifetimeDays()
		if days != nil {
			upd = tx.FeatureType.UpdateOne(before).SetLifetimeDays(*days)
		}
		out, err = upd.Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("update lifetime of feature type %q: %w", id, err)
		}
		return kernel.Record(kernel.Event{Type: "feature-type-updated", Data: featureTypeData(out), PreData: featureTypeData(before)}), nil
	})
	return out, err
}

func featureTypeData(t *ent.FeatureType) map[string]any {
	return map[string]any{"id": t.ID, "name": t.Name, "lifetimeDays": t.LifetimeDays}
}
