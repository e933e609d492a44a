package domain

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"flagstone/ent"
	"flagstone/ent/featuretag"
	"flagstone/ent/tag"
	"flagstone/ent/tagtype"
	"flagstone/graph/apperr"
	"flagstone/graph/model"
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
	return t, CheckLen(property+"value", &t.Value, maxTagValueLen*4)
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
	err = s.Mutate(ctx, fmt.Sprintf("Tag %s:%s", t.Type, t.Value), func(ctx context.Context, tx *Tx) (Change, error) {
		if err := checkTagType(ctx, tx, "type", t.Type); err != nil {
			return Change{}, err
		}
		var ev Event
		if created, ev, err = s.insertTag(ctx, tx, t); err != nil {
			return Change{}, err
		}
		return Record(ev), nil
	})
	return created, err
}

// insertTag creates a tag; the event is tag-created.
func (s *Service) insertTag(ctx context.Context, tx *Tx, t tagSpec) (*ent.Tag, Event, error) {
	created, err := tx.Tag.Create().SetTypeID(t.Type).SetValue(t.Value).SetCreatedAt(s.Now()).Save(ctx)
	if err != nil {
		return nil, Event{}, fmt.Errorf("create tag: %w", err)
	}
	return created, Event{Type: "tag-created", Data: t}, nil
}

// DeleteTag deletes a tag, detaches it from every feature, and records tag-deleted.
func (s *Service) DeleteTag(ctx context.Context, typ, value string) error {
	return s.Mutate(ctx, fmt.Sprintf("Tag %s:%s", typ, value), func(ctx context.Context, tx *Tx) (Change, error) {
		n, err := tx.Tag.Delete().Where(tag.TypeID(typ), tag.Value(value)).Exec(ctx)
		if err != nil {
			return Change{}, fmt.Errorf("delete tag %s:%s: %w", typ, value, err)
		}
		if n == 0 {
			return Change{}, apperr.NotFound("Tag %s:%s does not exist", typ, value)
		}
		_, err = tx.FeatureTag.Delete().Where(featuretag.TagTypeID(typ), featuretag.Value(value)).Exec(ctx)
		if err != nil {
			return Change{}, fmt.Errorf("detach tag %s:%s: %w", typ, value, err)
		}
		return Record(Event{Type: "tag-deleted", PreData: tagSpec{Type: typ, Value: value}}), nil
	})
}

// checkTagType refuses a tag type that does not exist, naming property.
func checkTagType(ctx context.Context, tx *Tx, property, typ string) error {
	ok, err := tx.TagType.Query().Where(tagtype.ID(typ)).Exist(ctx)
	if err != nil {
		return fmt.Errorf("find tag type %q: %w", typ, err)
	}
	if !ok {
		return apperr.Validation("%s %q is not a known tag type", property, typ)
	}
	return nil
}

// Tag returns one tag.
func (s *Service) Tag(ctx context.Context, typ, value string) (*ent.Tag, error) {
	return One(ctx, s.db(ctx).Tag.Query().Where(tag.TypeID(typ), tag.Value(value)).Only, "Tag %s:%s", typ, value)
}
