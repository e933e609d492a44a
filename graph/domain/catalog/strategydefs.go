package catalog

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/featurestrategy"
	"flagstone/ent/schematype"
	"flagstone/ent/strategydefinition"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// parameterTypes are the types a strategy parameter may have.
var parameterTypes = []string{"string", "percentage", "list", "number", "boolean"}

// StrategyDefinitions lists every strategy definition: built-in ones first, then by name.
func (s *Service) StrategyDefinitions(ctx context.Context) ([]*ent.StrategyDefinition, error) {
	ds, err := s.DB(ctx).StrategyDefinition.Query().Order(ent.Desc(strategydefinition.FieldBuiltIn),
		ent.Asc(strategydefinition.FieldSortOrder), ent.Asc(strategydefinition.FieldName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list strategy definitions: %w", err)
	}
	return ds, nil
}

// StrategyDefinition returns one strategy definition.
func (s *Service) StrategyDefinition(ctx context.Context, name string) (*ent.StrategyDefinition, error) {
	return kernel.One(ctx, s.DB(ctx).StrategyDefinition.Query().Where(strategydefinition.Name(name)).Only, "Strategy %q", name)
}

func lockStrategyDefinition(ctx context.Context, tx *kernel.Tx, name string) (*ent.StrategyDefinition, error) {
	q := tx.StrategyDefinition.Query().Where(strategydefinition.Name(name))
	return kernel.One(ctx, kernel.Locked(tx, q).Only, "Strategy %q", name)
}

// CreateStrategyDefinition creates a custom strategy and records strategy-created.
func (s *Service) CreateStrategyDefinition(ctx context.Context, in model.CreateStrategyDefinitionInput) (*ent.StrategyDefinition, error) {
	def, err := CheckStrategyDefinition(StrategyDefinitionSpec{Name: in.Name, Title: in.Title.Value(),
		Description: kernel.Deref(in.Description.Value()), Parameters: parameterSpecs(in.Parameters)})
	if err != nil {
		return nil, err
	}
	var created *ent.StrategyDefinition
	err = s.Mutate(ctx, fmt.Sprintf("A strategy named %q", in.Name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		created, err = tx.StrategyDefinition.Create().SetName(def.Name).SetNillableTitle(def.Title).
			SetDescription(def.Description).SetParameters(def.Parameters).SetCreatedAt(s.Now()).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create strategy: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "strategy-created", Data: strategyDefData(created)}), nil
	})
	return created, err
}

// UpdateStrategyDefinition changes the given fields of a custom strategy and records
// strategy-updated; built-in strategies cannot change.
func (s *Service) UpdateStrategyDefinition(ctx context.Context, name string, in model.UpdateStrategyDefinitionInput) (*ent.StrategyDefinition, error) {
	if err := checkStrategyText(in.Title.Value(), in.Description.Value()); err != nil {
		return nil, err
	}
	params, err := checkParameterSpecs(parameterSpecs(in.Parameters.Value()))
	if err != nil {
		return nil, err
	}
	var updated *ent.StrategyDefinition
	err = s.Mutate(ctx, fmt.Sprintf("Strategy %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockCustomStrategy(ctx, tx, name, "changed")
		if err != nil {
			return kernel.Change{}, err
		}
		upd := tx.StrategyDefinition.UpdateOne(before)
		if t, set := in.Title.ValueOK(); set {
			upd.SetNillableTitle(t)
			if t == nil {
				upd.ClearTitle()
			}
		}
		if d, set := in.Description.ValueOK(); set {
			upd.SetDescription(kernel.Deref(d))
		}
		if in.Parameters.IsSet() {
			upd.SetParameters(params)
		}
		if updated, err = upd.Save(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("update strategy %q: %w", name, err)
		}
		return kernel.Record(kernel.Event{Type: "strategy-updated",
			Data: strategyDefData(updated), PreData: strategyDefData(before)}), nil
	})
	return updated, err
}

// SetStrategyDeprecated deprecates (or reactivates) a strategy and records
// strategy-deprecated (or strategy-reactivated). The default strategy cannot be
// deprecated.
func (s *Service) SetStrategyDeprecated(ctx context.Context, name string, deprecated bool) (*ent.StrategyDefinition, error) {
	if deprecated && name == "default" {
		return nil, apperr.Validation("name: the default strategy cannot be deprecated")
	}
	typ := "strategy-reactivated"
	if deprecated {
		typ = "strategy-deprecated"
	}
	var updated *ent.StrategyDefinition
	err := s.Mutate(ctx, fmt.Sprintf("Strategy %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockStrategyDefinition(ctx, tx, name)
		if err != nil {
			return kernel.Change{}, err
		}
		if updated, err = tx.StrategyDefinition.UpdateOne(before).SetDeprecated(deprecated).Save(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("set strategy %q deprecated: %w", name, err)
		}
		return kernel.Record(kernel.Event{Type: typ, Data: map[string]any{"name": name, "deprecated": deprecated},
			PreData: map[string]any{"name": name, "deprecated": before.Deprecated}}), nil
	})
	return updated, err
}

// DeleteStrategyDefinition deletes a custom strategy that no feature strategy uses and
// records strategy-deleted; built-in strategies and strategies in use are refused with 400.
func (s *Service) DeleteStrategyDefinition(ctx context.Context, name string) error {
	return s.Mutate(ctx, fmt.Sprintf("Strategy %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockCustomStrategy(ctx, tx, name, "deleted")
		if err != nil {
			return kernel.Change{}, err
		}
		n, err := tx.FeatureStrategy.Query().Where(featurestrategy.StrategyName(name)).Count(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("count uses of strategy %q: %w", name, err)
		}
		if n > 0 {
			return kernel.Change{}, apperr.Validation("name: strategy %q is used by %d feature strategies; remove them first", name, n)
		}
		if err := tx.StrategyDefinition.DeleteOne(before).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete strategy %q: %w", name, err)
		}
		return kernel.Record(kernel.Event{Type: "strategy-deleted", Data: map[string]any{"name": name},
			PreData: strategyDefData(before)}), nil
	})
}

// lockCustomStrategy reads a strategy definition that is not built in for a change,
// locked until tx ends; doing names what was tried, for the message.
func lockCustomStrategy(ctx context.Context, tx *kernel.Tx, name, doing string) (*ent.StrategyDefinition, error) {
	d, err := lockStrategyDefinition(ctx, tx, name)
	if err != nil {
		return nil, err
	}
	if d.BuiltIn {
		return nil, apperr.Validation("name: %q is a built-in strategy and cannot be %s", name, doing)
	}
	return d, nil
}

// StrategyDefinitionSpec is a custom strategy definition as it is about to be written,
// by a single write or an import.
type StrategyDefinitionSpec struct {
	Name        string
	Title       *string
	Description string
	Parameters  []schematype.StrategyParameter
	Deprecated  bool
}

// CheckStrategyDefinition is the one rule of a whole strategy definition, which single
// writes and imports share: a URL-friendly name, the lengths of title and description,
// and the parameters (see checkParameterSpecs). It returns the definition as it is
// written.
func CheckStrategyDefinition(d StrategyDefinitionSpec) (StrategyDefinitionSpec, error) {
	if err := kernel.CheckName("name", d.Name, kernel.MaxFeatureNameLen); err != nil {
		return d, err
	}
	if err := checkStrategyText(d.Title, &d.Description); err != nil {
		return d, err
	}
	params, err := checkParameterSpecs(d.Parameters)
	d.Parameters = params
	return d, err
}

func checkStrategyText(title, description *string) error {
	if err := kernel.CheckLen("title", title, kernel.MaxFeatureNameLen); err != nil {
		return err
	}
	return kernel.CheckLen("description", description, kernel.MaxDescLen)
}

// parameterSpecs is the input's parameter definitions as stored; a missing entry stays
// a nameless one, for checkParameterSpecs to refuse.
func parameterSpecs(in []*model.StrategyParameterInput) []schematype.StrategyParameter {
	out := make([]schematype.StrategyParameter, len(in))
	for i, p := range in {
		if p != nil {
			out[i] = schematype.StrategyParameter{Name: p.Name, Type: p.Type,
				Description: kernel.Deref(p.Description.Value()), Required: p.Required}
		}
	}
	return out
}

// checkParameterSpecs is the one rule of parameter definitions: names required, at most
// MaxFeatureNameLen long and unique; types among parameterTypes, string when empty (the
// GraphQL input's default, which REST and imports share); descriptions at most
// MaxDescLen long. It returns the definitions with their types filled in.
func checkParameterSpecs(in []schematype.StrategyParameter) ([]schematype.StrategyParameter, error) {
	out := make([]schematype.StrategyParameter, 0, len(in))
	for i, p := range in {
		path := fmt.Sprintf("parameters[%d]", i)
		if p.Name == "" {
			return nil, apperr.Validation("%s.name is required", path)
		}
		if err := kernel.CheckLen(path+".name", &p.Name, kernel.MaxFeatureNameLen); err != nil {
			return nil, err
		}
		if slices.ContainsFunc(out, func(o schematype.StrategyParameter) bool { return o.Name == p.Name }) {
			return nil, apperr.Validation("%s.name %q is listed twice", path, p.Name)
		}
		if p.Type == "" {
			p.Type = "string"
		}
		if !slices.Contains(parameterTypes, p.Type) {
			return nil, apperr.Validation("%s.type %q is not one of %v", path, p.Type, parameterTypes)
		}
		if err := kernel.CheckLen(path+".description", &p.Description, kernel.MaxDescLen); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// strategyDefData is what strategy definition events record.
func strategyDefData(d *ent.StrategyDefinition) map[string]any {
	return map[string]any{"name": d.Name, "title": d.Title, "description": d.Description,
		"parameters": kernel.NonNil(d.Parameters), "deprecated": d.Deprecated, "editable": !d.BuiltIn}
}
