package catalog

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"flagstone/ent"
	"flagstone/ent/featuretag"
	"flagstone/ent/tag"
	"flagstone/ent/tagtype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// Bounds of tag values, as the reference sets them.
const (
	minTagValueLen = 2
	maxTagValueLen = 50
	defaultTagType = "simple"
)

// TagSpec is a tag (type and value) as it is about to be written.
type TagSpec struct {
	Type  string `json:"type"`
	Value string `json:"value"`
}

// NormalTag trims the value, defaults the type to simple and checks the value's length
// (in characters; the byte bound only refuses what the store cannot hold); property
// prefixes the path in messages. checkTagType checks the type against the store.
func NormalTag(property string, in *model.TagInput) (TagSpec, error) {
	if in == nil {
		return TagSpec{}, apperr.Validation("%s is required", strings.TrimSuffix(property, "."))
	}
	t := TagSpec{Type: in.Type, Value: strings.TrimSpace(in.Value)}
	if t.Type == "" {
		t.Type = defaultTagType
	}
	if n := utf8.RuneCountInString(t.Value); n < minTagValueLen || n > maxTagValueLen {
		return t, apperr.Validation("%svalue must be %d to %d characters long", property, minTagValueLen, maxTagValueLen)
	}
	return t, kernel.CheckLen(property+"value", &t.Value, maxTagValueLen*4)
}

// Tags lists every tag, or those of one tag type, by type and value.
func (s *Service) Tags(ctx context.Context, typ *string) ([]*ent.Tag, error) {
	q := s.DB(ctx).Tag.Query()
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
	t, err := NormalTag("", &in)
	if err != nil {
		return nil, err
	}
	var created *ent.Tag
	err = s.Mutate(ctx, fmt.Sprintf("Tag %s:%s", t.Type, t.Value), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		if err := CheckTagType(ctx, tx, "type", t.Type); err != nil {
			return kernel.Change{}, err
		}
		var ev kernel.Event
		if created, ev, err = s.InsertTag(ctx, tx, t); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(ev), nil
	})
	return created, err
}

// InsertTag creates a tag; the event is tag-created.
func (s *Service) InsertTag(ctx context.Context, tx *kernel.Tx, t TagSpec) (*ent.Tag, kernel.Event, error) {
	created, err := tx.Tag.Create().SetTypeID(t.Type).SetValue(t.Value).SetCreatedAt(s.Now()).Save(ctx)
	if err != nil {
		return nil, kernel.Event{}, fmt.Errorf("create tag: %w", err)
	}
	return created, kernel.Event{Type: "tag-created", Data: t}, nil
}

// AddTags creates, in tx (an import's transaction), the tags of wanted (values by tag
// type, of existing types) that do not exist yet, in bulk. Like the tags a feature is
// tagged with, they record no event of their own: the import's events name them.
func (s *Service) AddTags(ctx context.Context, tx *ent.Client, wanted map[string]map[string]bool) error {
	types := slices.Sorted(maps.Keys(wanted))
	existing, err := tx.Tag.Query().Where(tag.TypeIDIn(types...)).All(ctx)
	if err != nil {
		return fmt.Errorf("find tags: %w", err)
	}
	have := make(map[TagSpec]bool, len(existing))
	for _, t := range existing {
		have[TagSpec{Type: t.TypeID, Value: t.Value}] = true
	}
	var builders []*ent.TagCreate
	for _, typ := range types {
		for _, v := range slices.Sorted(maps.Keys(wanted[typ])) {
			if !have[TagSpec{Type: typ, Value: v}] {
				builders = append(builders, tx.Tag.Create().SetTypeID(typ).SetValue(v).SetCreatedAt(s.Now()))
			}
		}
	}
	if err := store.CreateBulk(ctx, tag.Columns, builders, tx.Tag.CreateBulk); err != nil {
		return fmt.Errorf("create tags: %w", err)
	}
	return nil
}

// DeleteTag deletes a tag, detaches it from every feature, and records tag-deleted.
func (s *Service) DeleteTag(ctx context.Context, typ, value string) error {
	return s.Mutate(ctx, fmt.Sprintf("Tag %s:%s", typ, value), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		n, err := tx.Tag.Delete().Where(tag.TypeID(typ), tag.Value(value)).Exec(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("delete tag %s:%s: %w", typ, value, err)
		}
		if n == 0 {
			return kernel.Change{}, apperr.NotFound("Tag %s:%s does not exist", typ, value)
		}
		_, err = tx.FeatureTag.Delete().Where(featuretag.TagTypeID(typ), featuretag.Value(value)).Exec(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("detach tag %s:%s: %w", typ, value, err)
		}
		return kernel.Record(kernel.Event{Type: "tag-deleted", PreData: TagSpec{Type: typ, Value: value}}), nil
	})
}

// CheckTagType refuses a tag type that does not exist, naming property.
func CheckTagType(ctx context.Context, tx *kernel.Tx, property, typ string) error {
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
	return kernel.One(ctx, s.DB(ctx).Tag.Query().Where(tag.TypeID(typ), tag.Value(value)).Only, "Tag %s:%s", typ, value)
}
