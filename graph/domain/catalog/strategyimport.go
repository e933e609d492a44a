package catalog

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/strategydefinition"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
)

// ImportStrategyDefinitions writes an import's custom strategy definitions (nil ones
// are skipped, keeping the others' places), each
// checked by CheckStrategyDefinition (a refusal names it by its place, strategies[i]),
// and records strategy-import for each one written. Built-in definitions are the
// instance's own and never change; with keep, existing ones stay as they are. Inside an
// import's mutation it joins that transaction.
func (s *Service) ImportStrategyDefinitions(ctx context.Context, defs []*StrategyDefinitionSpec, keep bool) error {
	return s.Mutate(ctx, "A strategy definition of the import", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		existing, err := tx.StrategyDefinition.Query().All(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("list strategy definitions: %w", err)
		}
		byName := make(map[string]*ent.StrategyDefinition, len(existing))
		for _, d := range existing {
			byName[d.Name] = d
		}
		var events []kernel.Event
		for i, in := range defs {
			if in == nil {
				continue
			}
			have := byName[in.Name]
			if have != nil && (have.BuiltIn || keep) {
				continue
			}
			d, err := CheckStrategyDefinition(*in)
			if err != nil {
				return kernel.Change{}, apperr.Within(fmt.Sprintf("strategies[%d]", i), err)
			}
			if err := s.writeImportedStrategy(ctx, tx, have, d); err != nil {
				return kernel.Change{}, err
			}
			events = append(events, kernel.Event{Type: "strategy-import", Data: importedStrategyData(d)})
		}
		return kernel.Record(events...), nil
	})
}

// writeImportedStrategy creates d, or overwrites have with it.
func (s *Service) writeImportedStrategy(ctx context.Context, tx *kernel.Tx, have *ent.StrategyDefinition, d StrategyDefinitionSpec) error {
	var err error
	if have == nil {
		err = tx.StrategyDefinition.Create().SetName(d.Name).SetDescription(d.Description).SetNillableTitle(d.Title).
			SetParameters(d.Parameters).SetDeprecated(d.Deprecated).SetCreatedAt(s.Now()).Exec(ctx)
	} else {
		err = tx.StrategyDefinition.UpdateOne(have).SetDescription(d.Description).SetNillableTitle(d.Title).
			SetParameters(d.Parameters).SetDeprecated(d.Deprecated).Exec(ctx)
	}
	if err != nil {
		return fmt.Errorf("import strategy %q: %w", d.Name, err)
	}
	return nil
}

// importedStrategyData is what a strategy-import event records: the definition as the
// state document carries it.
func importedStrategyData(d StrategyDefinitionSpec) map[string]any {
	out := map[string]any{"name": d.Name, "description": d.Description, "parameters": kernel.NonNil(d.Parameters)}
	if d.Title != nil {
		out["title"] = *d.Title
	}
	if d.Deprecated {
		out["deprecated"] = true
	}
	return out
}

// DropCustomStrategyDefinitions deletes every custom strategy definition and records
// drop-strategies; an import that starts from nothing calls it inside its mutation.
func (s *Service) DropCustomStrategyDefinitions(ctx context.Context) error {
	return s.Mutate(ctx, "The strategy definitions", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		if _, err := tx.StrategyDefinition.Delete().Where(strategydefinition.BuiltIn(false)).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("drop strategies: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "drop-strategies"}), nil
	})
}
