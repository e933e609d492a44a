package domain

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/tagtype"
	"flagstone/graph/apperr"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// TagTypes lists every tag type by name.
func (s *Service) TagTypes(ctx context.Context) ([]*ent.TagType, error) {
	ts, err := s.db(ctx).TagType.Query().Order(ent.Asc(tagtype.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list tag types: %w", err)
	}
	return ts, nil
}

// TagType returns one tag type.
func (s *Service) TagType(ctx context.Context, name string) (*ent.TagType, error) {
	t, err := s.db(ctx).TagType.Get(ctx, name)
	if err != nil {
		return nil, store.AdaptError(fmt.Errorf("get tag type %q: %w", name, err), fmt.Sprintf("Tag type %q", name))
	}
	return t, nil
}

// CreateTagType creates a tag type and records tag-type-created.
func (s *Service) CreateTagType(ctx context.Context, in model.CreateTagTypeInput) (*ent.TagType, error) {
	if err := checkTagType(in.Name, in.Description.Value(), in.Icon.Value()); err != nil {
		return nil, err
	}
	var created *ent.TagType
	err := s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		t, err := tx.TagType.Create().SetID(in.Name).SetDescription(deref(in.Description.Value())).
			SetNillableIcon(in.Icon.Value()).Save(ctx)
		if err != nil {
			return store.AdaptError(fmt.Errorf("create tag type: %w", err), fmt.Sprintf("A tag type named %q", in.Name))
		}
		created = t
		return s.record(ctx, tx, EventInput{Type: "tag-type-created", Data: tagTypeData(t)})
	})
	return created, err
}

// UpdateTagType changes the given fields of a tag type and records tag-type-updated.
func (s *Service) UpdateTagType(ctx context.Context, name string, in model.UpdateTagTypeInput) (*ent.TagType, error) {
	if err := checkTagType(name, in.Description.Value(), in.Icon.Value()); err != nil {
		return nil, err
	}
	var updated *ent.TagType
	err := s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		before, err := s.TagType(ctx, name)
		if err != nil {
			return err
		}
		upd := tx.TagType.UpdateOne(before)
		if d, set := in.Description.ValueOK(); set {
			upd.SetDescription(deref(d))
		}
		if i, set := in.Icon.ValueOK(); set {
			upd.SetNillableIcon(i)
			if i == nil {
				upd.ClearIcon()
			}
		}
		if updated, err = upd.Save(ctx); err != nil {
			return fmt.Errorf("update tag type %q: %w", name, err)
		}
		return s.record(ctx, tx, EventInput{Type: "tag-type-updated", Data: tagTypeData(updated), PreData: tagTypeData(before)})
	})
	return updated, err
}

// DeleteTagType deletes a tag type and records tag-type-deleted. As in the reference, a
// tag type in use may go: its tags, also those on features, go with it.
func (s *Service) DeleteTagType(ctx context.Context, name string) error {
	return s.tx(ctx, func(ctx context.Context, tx *ent.Client) error {
		before, err := s.TagType(ctx, name)
		if err != nil {
			return err
		}
		if err := tx.TagType.DeleteOne(before).Exec(ctx); err != nil {
			return fmt.Errorf("delete tag type %q: %w", name, err)
		}
		return s.record(ctx, tx, EventInput{Type: "tag-type-deleted", PreData: tagTypeData(before)})
	})
}

// ValidateTagType tells whether a tag type could be created with in: nil, or the
// validation or conflict error creating it would meet.
func (s *Service) ValidateTagType(ctx context.Context, in model.CreateTagTypeInput) error {
	if err := checkTagType(in.Name, in.Description.Value(), in.Icon.Value()); err != nil {
		return err
	}
	taken, err := s.db(ctx).TagType.Query().Where(tagtype.ID(in.Name)).Exist(ctx)
	return refuseTaken(taken, err, fmt.Sprintf("A tag type named %q", in.Name))
}

func checkTagType(name string, description, icon *string) error {
	if err := checkName("name", name, maxIDLen); err != nil {
		return err
	}
	if err := checkText("description", description, maxDescLen); err != nil {
		return err
	}
	return checkText("icon", icon, maxFeatureNameLen)
}

// tagTypeData is what tag type events record.
func tagTypeData(t *ent.TagType) map[string]any {
	return map[string]any{"name": t.ID, "description": t.Description, "icon": t.Icon}
}

// refuseTaken turns the answer of an existence check into a conflict naming what.
func refuseTaken(taken bool, err error, what string) error {
	if err != nil {
		return fmt.Errorf("check whether %s exists: %w", what, err)
	}
	if taken {
		return apperr.Conflict("%s already exists", what)
	}
	return nil
}
