package catalog

import (
	"context"

	"github.com/google/uuid"

	"flagstone/ent"
	"flagstone/ent/featurestrategy"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
)

// StrategyPlace is where a strategy lives: its project, feature and environment.
type StrategyPlace struct {
	Project, Feature, Environment string
}

// PlaceOfStrategy finds the project, feature and environment of the strategy with this id,
// for the reference's routes that name a strategy alone (its segments).
func (s *Service) PlaceOfStrategy(ctx context.Context, id string) (StrategyPlace, error) {
	const what = "Strategy %q"
	uid, err := uuid.Parse(id)
	if err != nil {
		return StrategyPlace{}, apperr.NotFound(what+" does not exist", id)
	}
	q := s.DB(ctx).FeatureStrategy.Query().Where(featurestrategy.ID(uid)).
		QueryFeatureEnvironment().WithFeature()
	fe, err := kernel.One(ctx, q.Only, what, id)
	if err != nil {
		return StrategyPlace{}, err
	}
	return StrategyPlace{Project: fe.Edges.Feature.ProjectID, Feature: fe.Edges.Feature.Name, Environment: fe.EnvironmentID}, nil
}

// StrategySegments lists the segments a strategy uses, by id.
func (s *Service) StrategySegments(ctx context.Context, id string) ([]*ent.Segment, error) {
	uid, err := uuid.Parse(id)
	if err != nil {
		return nil, apperr.NotFound("Strategy %q does not exist", id)
	}
	return s.DB(ctx).FeatureStrategy.Query().Where(featurestrategy.ID(uid)).QuerySegments().
		Order(ent.Asc("id")).All(ctx)
}
