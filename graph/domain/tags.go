package domain

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featuretag"
	"flagstone/ent/tag"
	"flagstone/ent/tagtype"
	"flagstone/graph/apperr"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// Bounds of tag values, as the reference sets them.
const (
	minTagValueLen = 2
	maxTagValueLen = 50
	defaultTagType = "simple"
)

// tagSpec is a tag (type and value) as it is about to be written.
type tagSpec struct {
	Type  string `json:"type"`
	Value string `json:"value"`
}

// normalTag trims the value, defaults the type to simple and checks the value's length
// (in characters; the byte bound only refuses what the store cannot hold); property
// prefixes the path in messages. checkTagType checks the type against the store.
func normalTag(property string, in *model.TagInput) (tagSpec, error) {
	if in == nil {
		return tagSpec{}, apperr.Validation("%s is required", strings.TrimSuffix(property, "."))
	}
	t := tagSpec{Type: in.Type, Value: strings.TrimSpace(in.Value)}
	if t.Type == "" {
		t.Type = defaultTagType
	}
	if n := utf8.RuneCountInString(t.Value); n < minTagValueLen || n > maxTagValueLen {
		return t, apperr.Validation("%svalue must be %d to %d characters long", property, minTagValueLen, maxTagValueLen)
	}
	return t, checkLen(property+"value", &t.Value, maxTagValueLen*4)
}

// Tags lists every tag, or those of one tag type, by type and value.
func (s *Service) Tags(ctx context.Context, typ *string) ([]*ent.Tag, error) {
	q := s.db(ctx).Tag.Query()
	if typ != nil {
		q.Where(tag.TypeID(*typ))
	}
	ts, err := q.Order(ent.Asc(tag.FieldTypeID), ent.Asc(tag.FieldValue)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list tags: %w", err)
	}
	return ts, nil
}

// CreateTag creates a tag of an existing tag type and records tag-created.
func (s *Service) CreateTag(ctx context.Context, in model.TagInput) (*ent.Tag, error) {
	t, err := normalTag("", &in)
	if err != nil {
		return nil, err
	}
	var created *ent.Tag
	err = s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		if err := s.checkTagType(ctx, tx, "type", t.Type); err != nil {
			return err
		}
		created, err = s.insertTag(ctx, tx, t)
		return err
	})
	return created, err
}

func (s *Service) insertTag(ctx context.Context, tx *ent.Client, t tagSpec) (*ent.Tag, error) {
	created, err := tx.Tag.Create().SetTypeID(t.Type).SetValue(t.Value).SetCreatedAt(s.Now()).Save(ctx)
	if err != nil {
		return nil, store.AdaptError(fmt.Errorf("create tag: %w", err), fmt.Sprintf("Tag %s:%s", t.Type, t.Value))
	}
	return created, s.record(ctx, tx, EventInput{Type: "tag-created", Data: t})
}

// DeleteTag deletes a tag, detaches it from every feature, and records tag-deleted.
func (s *Service) DeleteTag(ctx context.Context, typ, value string) error {
	return s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		n, err := tx.Tag.Delete().Where(tag.TypeID(typ), tag.Value(value)).Exec(ctx)
		if err != nil {
			return fmt.Errorf("delete tag %s:%s: %w", typ, value, err)
		}
		if n == 0 {
			return apperr.NotFound("Tag %s:%s does not exist", typ, value)
		}
		_, err = tx.FeatureTag.Delete().Where(featuretag.TagTypeID(typ), featuretag.Value(value)).Exec(ctx)
		if err != nil {
			return fmt.Errorf("detach tag %s:%s: %w", typ, value, err)
		}
		return s.record(ctx, tx, EventInput{Type: "tag-deleted", PreData: tagSpec{Type: typ, Value: value}})
	})
}

// checkTagType refuses a tag type that does not exist, naming property.
func (s *Service) checkTagType(ctx context.Context, tx *ent.Client, property, typ string) error {
	ok, err := tx.TagType.Query().Where(tagtype.ID(typ)).Exist(ctx)
	if err != nil {
		return fmt.Errorf("find tag type %q: %w", typ, err)
	}
	if !ok {
		return apperr.Validation("%s %q is not a known tag type", property, typ)
	}
	return nil
}

// ActiveFeature returns a feature that is not archived, whatever its project.
func (s *Service) ActiveFeature(ctx context.Context, name string) (*ent.Feature, error) {
	f, err := s.db(ctx).Feature.Query().Where(feature.Name(name), feature.ArchivedAtIsNil()).Only(ctx)
	if err != nil {
		return nil, store.AdaptError(fmt.Errorf("get feature %q: %w", name, err), fmt.Sprintf("Feature %q", name))
	}
	return f, nil
}

// FeatureTags lists the tags of an active feature by type and value.
func (s *Service) FeatureTags(ctx context.Context, name string) ([]*ent.FeatureTag, error) {
	f, err := s.ActiveFeature(ctx, name)
	if err != nil {
		return nil, err
	}
	ts, err := s.db(ctx).FeatureTag.Query().Where(featuretag.FeatureID(f.ID)).
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
	t, err := normalTag("", &in)
	if err != nil {
		return nil, err
	}
	var added *ent.FeatureTag
	err = s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		f, err := s.ActiveFeature(ctx, name)
		if err != nil {
			return err
		}
		if err := s.checkTagType(ctx, tx, "type", t.Type); err != nil {
			return err
		}
		if on, err := hasTag(ctx, tx, f, t); err != nil || on {
			return cmpErr(err, apperr.Conflict("Tag %s:%s is already on feature %q", t.Type, t.Value, name))
		}
		added, err = s.tagFeature(ctx, tx, f, t)
		return err
	})
	return added, err
}

// RemoveFeatureTag detaches a tag from a feature and records feature-untagged. Removing
// a tag the feature does not have changes nothing and records nothing.
func (s *Service) RemoveFeatureTag(ctx context.Context, name, typ, value string) error {
	return s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		f, err := s.ActiveFeature(ctx, name)
		if err != nil {
			return err
		}
		return s.untagFeature(ctx, tx, f, tagSpec{Type: typ, Value: value})
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
	err = s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		f, err := s.ActiveFeature(ctx, name)
		if err != nil {
			return err
		}
		if err := s.changeFeatureTags(ctx, tx, f, added, removed); err != nil {
			return err
		}
		out, err = s.FeatureTags(ctx, name)
		return err
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
	return s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		for _, name := range names {
			f, err := s.Feature(ctx, projectID, name)
			if err != nil {
				return err
			}
			if err := s.changeFeatureTags(ctx, tx, f, added, removed); err != nil {
				return err
			}
		}
		return nil
	})
}

func tagChanges(in model.UpdateFeatureTagsInput) (added, removed []tagSpec, err error) {
	if added, err = normalTags("addedTags", in.AddedTags); err != nil {
		return nil, nil, err
	}
	removed, err = normalTags("removedTags", in.RemovedTags)
	return added, removed, err
}

// changeFeatureTags detaches removed, then attaches the tags of added f does not have.
func (s *Service) changeFeatureTags(ctx context.Context, tx *ent.Client, f *ent.Feature, added, removed []tagSpec) error {
	for _, t := range removed {
		if err := s.untagFeature(ctx, tx, f, t); err != nil {
			return err
		}
	}
	for i, t := range added {
		if err := s.checkTagType(ctx, tx, fmt.Sprintf("addedTags[%d].type", i), t.Type); err != nil {
			return err
		}
		on, err := hasTag(ctx, tx, f, t)
		if err == nil && !on {
			_, err = s.tagFeature(ctx, tx, f, t)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func normalTags(property string, in []*model.TagInput) ([]tagSpec, error) {
	out := make([]tagSpec, len(in))
	for i, t := range in {
		var err error
		if out[i], err = normalTag(fmt.Sprintf("%s[%d].", property, i), t); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func hasTag(ctx context.Context, tx *ent.Client, f *ent.Feature, t tagSpec) (bool, error) {
	ok, err := tx.FeatureTag.Query().Where(featuretag.FeatureID(f.ID), featuretag.TagTypeID(t.Type),
		featuretag.Value(t.Value)).Exist(ctx)
	if err != nil {
		return false, fmt.Errorf("find tag %s:%s of %q: %w", t.Type, t.Value, f.Name, err)
	}
	return ok, nil
}

// tagFeature attaches t to f, creating the tag when it is new, and records feature-tagged.
func (s *Service) tagFeature(ctx context.Context, tx *ent.Client, f *ent.Feature, t tagSpec) (*ent.FeatureTag, error) {
	exists, err := tx.Tag.Query().Where(tag.TypeID(t.Type), tag.Value(t.Value)).Exist(ctx)
	if err != nil {
		return nil, fmt.Errorf("find tag %s:%s: %w", t.Type, t.Value, err)
	}
	if !exists {
		if _, err := s.insertTag(ctx, tx, t); err != nil {
			return nil, err
		}
	}
	ft, err := tx.FeatureTag.Create().SetFeatureID(f.ID).SetTagTypeID(t.Type).SetValue(t.Value).
		SetNillableCreatedByUserID(s.userID(ctx)).SetCreatedAt(s.Now()).Save(ctx)
	if err != nil {
		return nil, store.AdaptError(fmt.Errorf("tag feature %q: %w", f.Name, err),
			fmt.Sprintf("Tag %s:%s on feature %q", t.Type, t.Value, f.Name))
	}
	return ft, s.featureEvent(ctx, tx, f, EventInput{Type: "feature-tagged", Data: t})
}

// untagFeature detaches t from f and records feature-untagged when it was attached.
func (s *Service) untagFeature(ctx context.Context, tx *ent.Client, f *ent.Feature, t tagSpec) error {
	n, err := tx.FeatureTag.Delete().Where(featuretag.FeatureID(f.ID), featuretag.TagTypeID(t.Type),
		featuretag.Value(t.Value)).Exec(ctx)
	if err != nil {
		return fmt.Errorf("untag feature %q: %w", f.Name, err)
	}
	if n == 0 {
		return nil
	}
	return s.featureEvent(ctx, tx, f, EventInput{Type: "feature-untagged", PreData: t})
}

// Tag returns one tag.
func (s *Service) Tag(ctx context.Context, typ, value string) (*ent.Tag, error) {
	t, err := s.db(ctx).Tag.Query().Where(tag.TypeID(typ), tag.Value(value)).Only(ctx)
	if err != nil {
		return nil, store.AdaptError(fmt.Errorf("get tag %s:%s: %w", typ, value, err), fmt.Sprintf("Tag %s:%s", typ, value))
	}
	return t, nil
}
