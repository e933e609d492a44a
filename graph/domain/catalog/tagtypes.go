package catalog

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/tagtype"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// TagTypes lists every tag type by name.
func (s *Service) TagTypes(ctx context.Context) ([]*ent.TagType, error) {
	ts, err := s.DB(ctx).TagType.Query().Order(ent.Asc(tagtype.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list tag types: %w", err)
	}
	return ts, nil
}

// TagType returns one tag type.
func (s *Service) TagType(ctx context.Context, name string) (*ent.TagType, error) {
	return kernel.One(ctx, s.DB(ctx).TagType.Query().Where(tagtype.ID(name)).Only, "Tag type %q", name)
}

func lockTagType(ctx context.Context, tx *kernel.Tx, name string) (*ent.TagType, error) {
	return kernel.One(ctx, kernel.Locked(tx, tx.TagType.Query().Where(tagtype.ID(name))).Only, "Tag type %q", name)
}

// CreateTagType creates a tag type and records tag-type-created.
func (s *Service) CreateTagType(ctx context.Context, in model.CreateTagTypeInput) (*ent.TagType, error) {
	if err := CheckTagTypeInput(in.Name, in.Description.Value(), in.Icon.Value()); err != nil {
		return nil, err
	}
	var created *ent.TagType
	err := s.Mutate(ctx, fmt.Sprintf("A tag type named %q", in.Name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		t, err := tx.TagType.Create().SetID(in.Name).SetDescription(kernel.Deref(in.Description.Value())).
			SetNillableIcon(in.Icon.Value()).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create tag type: %w", err)
		}
		created = t
		return kernel.Record(kernel.Event{Type: "tag-type-created", Data: tagTypeData(t)}), nil
	})
	return created, err
}

// UpdateTagType changes the given fields of a tag type and records tag-type-updated.
func (s *Service) UpdateTagType(ctx context.Context, name string, in model.UpdateTagTypeInput) (*ent.TagType, error) {
	if err := CheckTagTypeInput(name, in.Description.Value(), in.Icon.Value()); err != nil {
		return nil, err
	}
	var updated *ent.TagType
	err := s.Mutate(ctx, fmt.Sprintf("Tag type %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockTagType(ctx, tx, name)
		if err != nil {
			return kernel.Change{}, err
		}
		upd := tx.TagType.UpdateOne(before)
		if d, set := in.Description.ValueOK(); set {
			upd.SetDescription(kernel.Deref(d))
		}
		if i, set := in.Icon.ValueOK(); set {
			upd.SetNillableIcon(i)
			if i == nil {
				upd.ClearIcon()
			}
		}
		if updated, err = upd.Save(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("update tag type %q: %w", name, err)
		}
		return kernel.Record(kernel.Event{Type: "tag-type-updated", Data: tagTypeData(updated), PreData: tagTypeData(before)}), nil
	})
	return updated, err
}

// DeleteTagType deletes a tag type and records tag-type-deleted. As in the reference, a
// tag type in use may go: its tags, also those on features, go with it.
func (s *Service) DeleteTagType(ctx context.Context, name string) error {
	return s.Mutate(ctx, fmt.Sprintf("Tag type %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockTagType(ctx, tx, name)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := tx.TagType.DeleteOne(before).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete tag type %q: %w", name, err)
		}
		return kernel.Record(kernel.Event{Type: "tag-type-deleted", PreData: tagTypeData(before)}), nil
	})
}

// ValidateTagType tells whether a tag type could be created with in: nil, or the
// validation or conflict error creating it would meet.
func (s *Service) ValidateTagType(ctx context.Context, in model.CreateTagTypeInput) error {
	if err := CheckTagTypeInput(in.Name, in.Description.Value(), in.Icon.Value()); err != nil {
		return err
	}
	taken, err := s.DB(ctx).TagType.Query().Where(tagtype.ID(in.Name)).Exist(ctx)
	return kernel.RefuseTaken(taken, err, fmt.Sprintf("A tag type named %q", in.Name))
}

// CheckTagTypeInput checks a tag type about to be created or updated, by the single routes
// or an import: its name, description and icon.
func CheckTagTypeInput(name string, description, icon *string) error {
	if err := kernel.CheckName("name", name, kernel.MaxIDLen); err != nil {
		return err
	}
	if err := kernel.CheckLen("description", description, kernel.MaxDescLen); err != nil {
		return err
	}
	return kernel.CheckLen("icon", icon, kernel.MaxFeatureNameLen)
}

// tagTypeData is what tag type events record.
func tagTypeData(t *ent.TagType) map[string]any {
	return map[string]any{"name": t.ID, "description": t.Description, "icon": t.Icon}
}
