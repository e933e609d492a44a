package catalog

import (
	"context"
	"fmt"
	"slices"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// SetLegalValue adds a legal value to a context field, or replaces the description of the
// one with the same value, and records context-field-updated, as the reference does.
func (s *Service) SetLegalValue(ctx context.Context, name string, v model.LegalValueInput) (*ent.ContextField, error) {
	return s.changeLegalValues(ctx, name, func(vs []*model.LegalValueInput) []*model.LegalValueInput {
		if i := slices.IndexFunc(vs, func(o *model.LegalValueInput) bool { return o.Value == v.Value }); i >= 0 {
			vs[i] = &v
			return vs
		}
		return append(vs, &v)
	})
}

// RemoveLegalValue removes a legal value from a context field (none is removed when it has
// no such value) and records context-field-updated, as the reference does.
func (s *Service) RemoveLegalValue(ctx context.Context, name, value string) (*ent.ContextField, error) {
	return s.changeLegalValues(ctx, name, func(vs []*model.LegalValueInput) []*model.LegalValueInput {
		return slices.DeleteFunc(vs, func(o *model.LegalValueInput) bool { return o.Value == value })
	})
}

// changeLegalValues replaces a context field's legal values by what change makes of them,
// under the rules of a context field's update.
func (s *Service) changeLegalValues(ctx context.Context, name string, change func([]*model.LegalValueInput) []*model.LegalValueInput) (*ent.ContextField, error) {
	var updated *ent.ContextField
	err := s.Mutate(ctx, fmt.Sprintf("Context field %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockContextField(ctx, tx, name)
		if err != nil {
			return kernel.Change{}, err
		}
		legal, err := legalValues(change(legalValueInputs(before.LegalValues)))
		if err != nil {
			return kernel.Change{}, err
		}
		if updated, err = tx.ContextField.UpdateOne(before).SetLegalValues(legal).Save(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("update context field %q: %w", name, err)
		}
		return kernel.Record(kernel.Event{Type: "context-field-updated",
			Data: contextFieldData(updated), PreData: contextFieldData(before)}), nil
	})
	return updated, err
}

// legalValueInputs is the input that sets vs.
func legalValueInputs(vs []schematype.LegalValue) []*model.LegalValueInput {
	out := make([]*model.LegalValueInput, len(vs))
	for i, v := range vs {
		in := &model.LegalValueInput{Value: v.Value}
		if v.Description != "" {
			in.Description = graphql.OmittableOf(&v.Description)
		}
		out[i] = in
	}
	return out
}

// ValidateConstraint checks one constraint as a strategy's are checked: its context field
// exists and its operator and values fit.
func (s *Service) ValidateConstraint(ctx context.Context, c schematype.Constraint) error {
	return s.checkConstraints(ctx, s.DB(ctx), "constraint", []schematype.Constraint{c}, anyField)
}
