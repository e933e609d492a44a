package flags

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featuretag"
	"flagstone/ent/tag"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// ActiveFeature returns a feature that is not archived, whatever its project.
func (s *Service) ActiveFeature(ctx context.Context, name string) (*ent.Feature, error) {
	return kernel.One(ctx, s.DB(ctx).Feature.Query().Where(feature.Name(name), feature.ArchivedAtIsNil()).Only, "Feature %q", name)
}

// lockActiveFeature reads a feature that is not archived, whatever its project, for a
// change of it, locked until tx ends.
func lockActiveFeature(ctx context.Context, tx *kernel.Tx, name string) (*ent.Feature, error) {
	q := tx.Feature.Query().Where(feature.Name(name), feature.ArchivedAtIsNil())
	return kernel.One(ctx, kernel.Locked(tx, q).Only, "Feature %q", name)
}

// FeatureTags lists the tags of an active feature by type and value.
func (s *Service) FeatureTags(ctx context.Context, name string) ([]*ent.FeatureTag, error) {
	f, err := s.ActiveFeature(ctx, name)
	if err != nil {
		return nil, err
	}
	ts, err := s.DB(ctx).FeatureTag.Query().Where(featuretag.FeatureID(f.ID)).
		Order(ent.Asc(featuretag.FieldTagTypeID), ent.Asc(featuretag.FieldValue)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list tags of %q: %w", name, err)
	}
	return ts, nil
}

// AddFeatureTag attaches a tag to a feature, creating the tag when it is new, and records
// feature-tagged (after tag-created for a new tag). A tag already on the feature is a
// conflict.
func (s *Service) AddFeatureTag(ctx context.Context, name string, in model.TagInput) (*ent.FeatureTag, error) {
	t, err := catalog.NormalTag("", &in)
	if err != nil {
		return nil, err
	}
	var added *ent.FeatureTag
	err = s.Mutate(ctx, fmt.Sprintf("Tag %s:%s on feature %q", t.Type, t.Value, name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, err := lockActiveFeature(ctx, tx, name)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := catalog.CheckTagType(ctx, tx, "type", t.Type); err != nil {
			return kernel.Change{}, err
		}
		if on, err := hasTag(ctx, tx, f, t); err != nil || on {
			return kernel.Change{}, kernel.ErrOr(err, apperr.Conflict("Tag %s:%s is already on feature %q", t.Type, t.Value, name))
		}
		var events []kernel.Event
		if added, events, err = s.tagFeature(ctx, tx, f, t); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(events...), nil
	})
	return added, err
}

// RemoveFeatureTag detaches a tag from a feature and records feature-untagged. Removing
// a tag the feature does not have changes nothing and records nothing.
func (s *Service) RemoveFeatureTag(ctx context.Context, name, typ, value string) error {
	return s.Mutate(ctx, fmt.Sprintf("Feature %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, err := lockActiveFeature(ctx, tx, name)
		if err != nil {
			return kernel.Change{}, err
		}
		events, err := untagFeature(ctx, tx, f, catalog.TagSpec{Type: typ, Value: value})
		return kernel.Record(events...), err
	})
}

// UpdateFeatureTags attaches and detaches tags of a feature in one transaction, recording
// feature-tagged and feature-untagged per change, and returns the feature's tags. Tags
// already in the wanted state are skipped.
func (s *Service) UpdateFeatureTags(ctx context.Context, name string, in model.UpdateFeatureTagsInput) ([]*ent.FeatureTag, error) {
	added, removed, err := tagChanges(in)
	if err != nil {
		return nil, err
	}
	var out []*ent.FeatureTag
	err = s.Mutate(ctx, fmt.Sprintf("Feature %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, err := lockActiveFeature(ctx, tx, name)
		if err != nil {
			return kernel.Change{}, err
		}
		events, err := s.changeFeatureTags(ctx, tx, f, added, removed)
		if err != nil {
			return kernel.Change{}, err
		}
		if out, err = s.FeatureTags(ctx, name); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(events...), nil
	})
	return out, err
}

// TagFeatures attaches and detaches tags of several features of a project in one
// transaction, as UpdateFeatureTags does for one.
func (s *Service) TagFeatures(ctx context.Context, projectID string, names []string, in model.UpdateFeatureTagsInput) error {
	if len(names) == 0 {
		return apperr.Validation("features must name at least one feature")
	}
	added, removed, err := tagChanges(in)
	if err != nil {
		return err
	}
	return s.Mutate(ctx, fmt.Sprintf("Features of project %q", projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		var events []kernel.Event
		for _, name := range names {
			f, err := lockFeature(ctx, tx, projectID, name)
			if err != nil {
				return kernel.Change{}, err
			}
			changed, err := s.changeFeatureTags(ctx, tx, f, added, removed)
			if err != nil {
				return kernel.Change{}, err
			}
			events = append(events, changed...)
		}
		return kernel.Record(events...), nil
	})
}

func tagChanges(in model.UpdateFeatureTagsInput) (added, removed []catalog.TagSpec, err error) {
	if added, err = normalTags("addedTags", in.AddedTags); err != nil {
		return nil, nil, err
	}
	removed, err = normalTags("removedTags", in.RemovedTags)
	return added, removed, err
}

// changeFeatureTags detaches removed, then attaches the tags of added f does not have,
// and returns the events of what changed.
func (s *Service) changeFeatureTags(ctx context.Context, tx *kernel.Tx, f *ent.Feature, added, removed []catalog.TagSpec) ([]kernel.Event, error) {
	var events []kernel.Event
	for _, t := range removed {
		untagged, err := untagFeature(ctx, tx, f, t)
		if err != nil {
			return nil, err
		}
		events = append(events, untagged...)
	}
	for i, t := range added {
		if err := catalog.CheckTagType(ctx, tx, fmt.Sprintf("addedTags[%d].type", i), t.Type); err != nil {
			return nil, err
		}
		on, err := hasTag(ctx, tx, f, t)
		if err != nil {
			return nil, err
		}
		if on {
			continue
		}
		_, tagged, err := s.tagFeature(ctx, tx, f, t)
		if err != nil {
			return nil, err
		}
		events = append(events, tagged...)
	}
	return events, nil
}

func normalTags(property string, in []*model.TagInput) ([]catalog.TagSpec, error) {
	out := make([]catalog.TagSpec, len(in))
	for i, t := range in {
		var err error
		if out[i], err = catalog.NormalTag(fmt.Sprintf("%s[%d].", property, i), t); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func hasTag(ctx context.Context, tx *kernel.Tx, f *ent.Feature, t catalog.TagSpec) (bool, error) {
	ok, err := tx.FeatureTag.Query().Where(featuretag.FeatureID(f.ID), featuretag.TagTypeID(t.Type),
		featuretag.Value(t.Value)).Exist(ctx)
	if err != nil {
		return false, fmt.Errorf("find tag %s:%s of %q: %w", t.Type, t.Value, f.Name, err)
	}
	return ok, nil
}

// tagFeature attaches t to f, creating the tag when it is new; the events are
// tag-created (for a new tag) and feature-tagged.
func (s *Service) tagFeature(ctx context.Context, tx *kernel.Tx, f *ent.Feature, t catalog.TagSpec) (*ent.FeatureTag, []kernel.Event, error) {
	exists, err := tx.Tag.Query().Where(tag.TypeID(t.Type), tag.Value(t.Value)).Exist(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("find tag %s:%s: %w", t.Type, t.Value, err)
	}
	var events []kernel.Event
	if !exists {
		_, created, err := s.Catalog.InsertTag(ctx, tx, t)
		if err != nil {
			return nil, nil, err
		}
		events = append(events, created)
	}
	ft, err := tx.FeatureTag.Create().SetFeatureID(f.ID).SetTagTypeID(t.Type).SetValue(t.Value).
		SetNillableCreatedByUserID(kernel.CallerUserID(ctx)).SetCreatedAt(s.Now()).Save(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("tag feature %q: %w", f.Name, err)
	}
	return ft, append(events, featureEvent(f, kernel.Event{Type: "feature-tagged", Data: t})), nil
}

// untagFeature detaches t from f; the event, when it was attached, is feature-untagged.
func untagFeature(ctx context.Context, tx *kernel.Tx, f *ent.Feature, t catalog.TagSpec) ([]kernel.Event, error) {
	n, err := tx.FeatureTag.Delete().Where(featuretag.FeatureID(f.ID), featuretag.TagTypeID(t.Type),
		featuretag.Value(t.Value)).Exec(ctx)
	if err != nil || n == 0 {
		return nil, err
	}
	return []kernel.Event{featureEvent(f, kernel.Event{Type: "feature-untagged", PreData: t})}, nil
}
