package catalog

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featurestrategy"
	"flagstone/ent/predicate"
	"flagstone/ent/schematype"
	"flagstone/ent/segment"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// ContextFieldStrategies lists the strategies of active features whose constraints test
// a context field. Constraints are JSON, so they are matched here, not in SQL.
func (s *Service) ContextFieldStrategies(ctx context.Context, name string) ([]*model.StrategyUse, error) {
	if _, err := s.ContextField(ctx, name); err != nil {
		return nil, err
	}
	sts, err := s.activeStrategies(ctx)
	if err != nil {
		return nil, err
	}
	var out []*model.StrategyUse
	for _, st := range sts {
		if schematype.TestsContextField(st.Constraints, name) {
			out = append(out, strategyUse(st))
		}
	}
	return kernel.NonNil(out), nil
}

// SegmentStrategies lists the strategies of active features that use a segment.
func (s *Service) SegmentStrategies(ctx context.Context, id int) ([]*model.StrategyUse, error) {
	if _, err := s.Segment(ctx, id); err != nil {
		return nil, err
	}
	sts, err := s.activeStrategies(ctx, featurestrategy.HasSegmentsWith(segment.ID(id)))
	if err != nil {
		return nil, err
	}
	out := make([]*model.StrategyUse, len(sts))
	for i, st := range sts {
		out[i] = strategyUse(st)
	}
	return out, nil
}

// activeStrategies is ActiveStrategies in the store of ctx.
func (s *Service) activeStrategies(ctx context.Context, preds ...predicate.FeatureStrategy) ([]*ent.FeatureStrategy, error) {
	return ActiveStrategies(ctx, s.DB(ctx), preds...)
}

// ActiveStrategies loads the strategies of active features matching preds, each with its
// feature environment, feature and segment ids, by feature environment and sort order.
// The usage loaders count with it too.
func ActiveStrategies(ctx context.Context, c *ent.Client, preds ...predicate.FeatureStrategy) ([]*ent.FeatureStrategy, error) {
	preds = append(preds, featurestrategy.HasFeatureEnvironmentWith(featureenvironment.HasFeatureWith(feature.ArchivedAtIsNil())))
	sts, err := c.FeatureStrategy.Query().Where(preds...).
		WithFeatureEnvironment(func(q *ent.FeatureEnvironmentQuery) { q.WithFeature() }).
		WithSegments(func(q *ent.SegmentQuery) { q.Select(segment.FieldID) }).
		Order(append([]featurestrategy.OrderOption{featurestrategy.ByFeatureEnvironmentID()}, store.StrategyOrder()...)...).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list strategies of active features: %w", err)
	}
	return sts, nil
}

func strategyUse(st *ent.FeatureStrategy) *model.StrategyUse {
	fe := st.Edges.FeatureEnvironment
	return &model.StrategyUse{ID: st.ID.String(), FeatureName: fe.Edges.Feature.Name,
		ProjectID: fe.Edges.Feature.ProjectID, Environment: fe.EnvironmentID, StrategyName: st.StrategyName}
}
