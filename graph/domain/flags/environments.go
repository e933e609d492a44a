package flags

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/environment"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// Environments holds the rules of environments one by one and of their order, apart from
// Service, which has the projects and features (and the environments' list and toggles).
type Environments struct{ *kernel.Kernel }

// Environment is one environment by name.
func (s *Environments) Environment(ctx context.Context, name string) (*ent.Environment, error) {
	return kernel.One(ctx, s.DB(ctx).Environment.Query().Where(environment.ID(name)).Only, "Environment %q", name)
}

// SetEnvironmentSortOrder moves the named environments to new positions, all or none, and
// records environment-updated for each that moved; an unknown name is NotFound.
func (s *Environments) SetEnvironmentSortOrder(ctx context.Context, order []*model.EnvironmentSortOrderInput) ([]*ent.Environment, error) {
	out := make([]*ent.Environment, 0, len(order))
	err := s.Mutate(ctx, "The environments", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		out = out[:0]
		var events []kernel.Event
		for _, o := range order {
			before, err := kernel.One(ctx, kernel.Locked(tx, tx.Environment.Query().Where(environment.ID(o.Name))).Only, "Environment %q", o.Name)
			if err != nil {
				return kernel.Change{}, err
			}
			after := before
			if before.SortOrder != o.SortOrder {
				if after, err = tx.Environment.UpdateOne(before).SetSortOrder(o.SortOrder).Save(ctx); err != nil {
					return kernel.Change{}, fmt.Errorf("set environment %q sort order: %w", o.Name, err)
				}
				events = append(events, kernel.Event{Type: "environment-updated", Environment: o.Name,
					Data: environmentData(after), PreData: environmentData(before)})
			}
			out = append(out, after)
		}
		return kernel.Record(events...), nil
	})
	return out, err
}
