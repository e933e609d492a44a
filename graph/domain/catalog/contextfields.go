package catalog

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/contextfield"
	"flagstone/ent/featurestrategy"
	entproject "flagstone/ent/project"
	"flagstone/ent/schematype"
	"flagstone/ent/segment"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// maxLegalValueLen bounds a legal value of a context field, as the reference does.
const maxLegalValueLen = 100

// ContextFields lists every context field by sort order and name.
func (s *Service) ContextFields(ctx context.Context) ([]*ent.ContextField, error) {
	cs, err := s.DB(ctx).ContextField.Query().
		Order(ent.Asc(contextfield.FieldSortOrder), ent.Asc(contextfield.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list context fields: %w", err)
	}
	return cs, nil
}

// ProjectContextFields lists the context fields of a project, with those of every
// project when includeRoot, by sort order and name.
func (s *Service) ProjectContextFields(ctx context.Context, projectID string, includeRoot bool) ([]*ent.ContextField, error) {
	where := contextfield.ProjectID(projectID)
	if includeRoot {
		where = contextfield.Or(where, contextfield.ProjectIDIsNil())
	}
	cs, err := s.DB(ctx).ContextField.Query().Where(where).
		Order(ent.Asc(contextfield.FieldSortOrder), ent.Asc(contextfield.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list context fields of project %q: %w", projectID, err)
	}
	return cs, nil
}

// ProjectContextField returns one context field of a project: NotFound when it belongs to
// another project or to every project.
func (s *Service) ProjectContextField(ctx context.Context, projectID, name string) (*ent.ContextField, error) {
	q := s.DB(ctx).ContextField.Query().Where(contextfield.ID(name), contextfield.ProjectID(projectID))
	return kernel.One(ctx, q.Only, "Context field %q of project %q", name, projectID)
}

// ContextField returns one context field.
func (s *Service) ContextField(ctx context.Context, name string) (*ent.ContextField, error) {
	return kernel.One(ctx, s.DB(ctx).ContextField.Query().Where(contextfield.ID(name)).Only, "Context field %q", name)
}

func lockContextField(ctx context.Context, tx *kernel.Tx, name string) (*ent.ContextField, error) {
	return kernel.One(ctx, kernel.Locked(tx, tx.ContextField.Query().Where(contextfield.ID(name))).Only, "Context field %q", name)
}

// CreateContextField creates a context field and records context-field-created.
func (s *Service) CreateContextField(ctx context.Context, in model.CreateContextFieldInput) (*ent.ContextField, error) {
	legal, err := CheckNewContextField(in.Name, in.Description.Value(), in.LegalValues.Value())
	if err != nil {
		return nil, err
	}
	project := in.Project.Value()
	var created *ent.ContextField
	err = s.Mutate(ctx, fmt.Sprintf("A context field named %q", in.Name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		if project != nil {
			ok, err := tx.Project.Query().Where(entproject.ID(*project)).Exist(ctx)
			if err != nil || !ok {
				return kernel.Change{}, kernel.ErrOr(err, apperr.Validation("project %q does not exist", *project))
			}
		}
		c, err := tx.ContextField.Create().SetID(in.Name).SetNillableDescription(in.Description.Value()).
			SetNillableStickiness(in.Stickiness.Value()).SetNillableSortOrder(in.SortOrder.Value()).
			SetNillableProjectID(project).SetLegalValues(legal).SetCreatedAt(s.Now()).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create context field: %w", err)
		}
		created = c
		return kernel.Record(kernel.Event{Type: "context-field-created", Project: kernel.Deref(c.ProjectID), Data: contextFieldData(c)}), nil
	})
	return created, err
}

// ValidateContextFieldName tells whether a context field could be created with name: nil,
// or the validation or conflict error creating it would meet.
func (s *Service) ValidateContextFieldName(ctx context.Context, name string) error {
	if err := kernel.CheckName("name", name, kernel.MaxIDLen); err != nil {
		return err
	}
	taken, err := s.DB(ctx).ContextField.Query().Where(contextfield.ID(name)).Exist(ctx)
	return kernel.RefuseTaken(taken, err, fmt.Sprintf("A context field named %q", name))
}

// UpdateContextField changes the given fields of a context field and records
// context-field-updated.
func (s *Service) UpdateContextField(ctx context.Context, name string, in model.UpdateContextFieldInput) (*ent.ContextField, error) {
	if err := kernel.CheckLen("description", in.Description.Value(), kernel.MaxDescLen); err != nil {
		return nil, err
	}
	legal, err := legalValues(in.LegalValues.Value())
	if err != nil {
		return nil, err
	}
	var updated *ent.ContextField
	err = s.Mutate(ctx, fmt.Sprintf("Context field %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockContextField(ctx, tx, name)
		if err != nil {
			return kernel.Change{}, err
		}
		upd := tx.ContextField.UpdateOne(before).SetNillableStickiness(in.Stickiness.Value()).
			SetNillableSortOrder(in.SortOrder.Value())
		if d, set := in.Description.ValueOK(); set {
			upd.SetNillableDescription(d)
			if d == nil {
				upd.ClearDescription()
			}
		}
		if in.LegalValues.IsSet() {
			upd.SetLegalValues(legal)
		}
		if updated, err = upd.Save(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("update context field %q: %w", name, err)
		}
		return kernel.Record(kernel.Event{Type: "context-field-updated",
			Data: contextFieldData(updated), PreData: contextFieldData(before)}), nil
	})
	return updated, err
}

// DeleteContextField deletes a context field and records context-field-deleted. A field
// that a constraint of a strategy or segment tests is refused with 400: deleting it would
// leave constraints that no later edit could save.
func (s *Service) DeleteContextField(ctx context.Context, name string) error {
	return s.Mutate(ctx, fmt.Sprintf("Context field %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockContextField(ctx, tx, name)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := refuseContextFieldInUse(ctx, tx, name); err != nil {
			return kernel.Change{}, err
		}
		if err := tx.ContextField.DeleteOne(before).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete context field %q: %w", name, err)
		}
		return kernel.Record(kernel.Event{Type: "context-field-deleted", PreData: contextFieldData(before)}), nil
	})
}

// refuseContextFieldInUse refuses with 400 when a constraint of a strategy (of any
// feature, archived ones included) or of a segment tests the field.
func refuseContextFieldInUse(ctx context.Context, tx *kernel.Tx, name string) error {
	strategies, err := tx.FeatureStrategy.Query().Select(featurestrategy.FieldConstraints).All(ctx)
	if err != nil {
		return fmt.Errorf("list strategy constraints: %w", err)
	}
	n := 0
	for _, st := range strategies {
		if schematype.TestsContextField(st.Constraints, name) {
			n++
		}
	}
	segments, err := tx.Segment.Query().Select(segment.FieldName, segment.FieldConstraints).All(ctx)
	if err != nil {
		return fmt.Errorf("list segment constraints: %w", err)
	}
	var segs []string
	for _, sg := range segments {
		if schematype.TestsContextField(sg.Constraints, name) {
			segs = append(segs, sg.Name)
		}
	}
	if n > 0 || len(segs) > 0 {
		return apperr.Validation("name: context field %q is used by the constraints of %d strategies and %d segments %q; remove them first",
			name, n, len(segs), segs)
	}
	return nil
}

// CheckNewContextField checks a context field about to be created, by the single route or
// an import: its name, description and legal values, which it returns converted.
func CheckNewContextField(name string, description *string, legal []*model.LegalValueInput) ([]schematype.LegalValue, error) {
	if err := kernel.CheckName("name", name, kernel.MaxIDLen); err != nil {
		return nil, err
	}
	if err := kernel.CheckLen("description", description, kernel.MaxDescLen); err != nil {
		return nil, err
	}
	return legalValues(legal)
}

// legalValues checks and converts legal values: each 1 to 100 characters, no duplicates.
func legalValues(in []*model.LegalValueInput) ([]schematype.LegalValue, error) {
	out := make([]schematype.LegalValue, 0, len(in))
	for i, lv := range in {
		path := fmt.Sprintf("legalValues[%d]", i)
		switch {
		case lv == nil || lv.Value == "":
			return nil, apperr.Validation("%s.value is required", path)
		case slices.ContainsFunc(out, func(o schematype.LegalValue) bool { return o.Value == lv.Value }):
			return nil, apperr.Validation("%s.value %q is listed twice", path, lv.Value)
		}
		if err := kernel.CheckLen(path+".value", &lv.Value, maxLegalValueLen); err != nil {
			return nil, err
		}
		if err := kernel.CheckLen(path+".description", lv.Description.Value(), kernel.MaxDescLen); err != nil {
			return nil, err
		}
		out = append(out, schematype.LegalValue{Value: lv.Value, Description: kernel.Deref(lv.Description.Value())})
	}
	return out, nil
}

// contextFieldData is what context field events record.
func contextFieldData(c *ent.ContextField) map[string]any {
	return map[string]any{"name": c.ID, "description": c.Description, "project": c.ProjectID, "stickiness": c.Stickiness,
		"sortOrder": c.SortOrder, "legalValues": kernel.NonNil(c.LegalValues)}
}
