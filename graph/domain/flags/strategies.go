package flags

import (
	"context"
	"fmt"
	"slices"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"github.com/google/uuid"

	"flagstone/ent"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featurestrategy"
	"flagstone/ent/projectenvironment"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// featureEnv is the feature and environment state a strategy route works on.
type featureEnv struct {
	f  *ent.Feature
	fe *ent.FeatureEnvironment
	// Read with fe by lockFeatureEnv (the feature locked, so they hold until tx ends):
	// how many strategies fe has, the sort order after the last one's, and the feature's
	// tags as events carry them and its links.
	strategies, nextSortOrder int
	tags                      []map[string]string
	links                     []linkRead
	// all are the feature's environments, fe among them, read with it.
	all []*ent.FeatureEnvironment
	// answer is the rest of the feature's answer, when read with fe
	// (lockAnsweredFeatureEnv).
	answer *featureAnswer
}

// linkRead is a link of a feature as featureEnvExtras reads it.
type linkRead struct {
	ID    string  `json:"id"`
	URL   string  `json:"url"`
	Title *string `json:"title"`
}

// openFeatureEnv checks, in this order, that the feature belongs to the project and that
// the environment is enabled there.
func (s *Service) openFeatureEnv(ctx context.Context, projectID, name, env string) (featureEnv, error) {
	f, err := s.Feature(ctx, projectID, name)
	if err != nil {
		return featureEnv{}, err
	}
	fe, err := featureEnvironment(ctx, s.DB(ctx), f, env)
	return featureEnv{f: f, fe: fe}, err
}

// lockFeatureEnv is openFeatureEnv for a change: the feature is locked until tx ends. Its
// environments come with what the changes below them decide on (see featureEnv), in one
// statement after the lock: read in the lock's own statement, PostgreSQL would show them
// as they were before the lock was waited for.
func lockFeatureEnv(ctx context.Context, s *Service, tx *kernel.Tx, projectID, name, env string) (featureEnv, error) {
	return lockFeatureEnvFor(ctx, s, tx, projectID, name, env, false)
}

// lockAnsweredFeatureEnv is lockFeatureEnv for a change answered with the feature: on
// PostgreSQL the same statement also reads the rest of what the answer shows
// (answerExtras), so that answered hands it all to the answer, which then reads nothing
// after the commit: a round trip costs there. SQLite has no round trips and one writer at
// a time, so there the answer is read after the commit, outside the write lock (read
// inside it, the seeding's writes went from 386 to 326 a second). A mutation joined to
// another's transaction is not answered that way (see answered), so it reads no more
// than lockFeatureEnv.
func lockAnsweredFeatureEnv(ctx context.Context, s *Service, tx *kernel.Tx, projectID, name, env string) (featureEnv, error) {
	answer := kernel.Outermost(ctx) && s.Dialect == dialect.Postgres
	return lockFeatureEnvFor(ctx, s, tx, projectID, name, env, answer)
}

// lockFeatureEnvFor is lockFeatureEnv, reading the answer too when answer is set.
func lockFeatureEnvFor(ctx context.Context, s *Service, tx *kernel.Tx, projectID, name, env string, answer bool) (featureEnv, error) {
	f, err := lockFeature(ctx, tx, projectID, name)
	if err != nil {
		return featureEnv{}, err
	}
	// Every environment of the feature, as the feature's answer shows them (in order,
	// with their places), so a toggle's answer needs no read of its own for them.
	q := store.WithEnvironmentPlace(tx.FeatureEnvironment.Query().Where(featureenvironment.FeatureID(f.ID)).
		Order(ent.Asc(featureenvironment.FieldEnvironmentID)))
	j := jsonSQLFor(s.Dialect)
	q.Modify(func(sel *sql.Selector) {
		one := j.onlyIn(sel, env)
		featureEnvExtras(sel, j, one, !answer)
		if answer {
			answerExtras(sel, one)
		}
	})
	all, err := q.All(ctx)
	if err != nil {
		return featureEnv{}, fmt.Errorf("read environments of feature %q: %w", f.Name, err)
	}
	i := slices.IndexFunc(all, func(fe *ent.FeatureEnvironment) bool { return fe.EnvironmentID == env })
	if i < 0 {
		return featureEnv{}, apperr.NotFound("Environment %q of feature %q in project %q does not exist", env, f.Name, f.ProjectID)
	}
	fx := featureEnv{f: f, fe: all[i], all: all}
	if answer {
		if err := fx.readAnswer(); err != nil {
			return featureEnv{}, err
		}
	}
	if err := fx.readExtras(); err != nil {
		return featureEnv{}, err
	}
	return fx, s.Guard.environment(ctx, s.Kernel, f.ProjectID, env)
}

// The columns featureEnvExtras adds to a feature environment's row.
const (
	extraStrategies    = "strategy_count"
	extraNextSortOrder = "next_sort_order"
	extraTags          = "feature_tags"
	extraLinks         = "feature_links"
)

// featureEnvExtras adds to the select of a feature environment its strategy count and
// the sort order after its last strategy's (when counts is set: an answer's strategy list
// gives both), its feature's tags as a JSON array of {type, value} in the order
// kernel.TagsOfFeatures reads them, and its feature's links as a JSON array of {id, url,
// title} in the order the loaders read them. Only fx.fe's are read: one (jsonSQL.onlyIn)
// keeps the other environments' rows from computing them.
func featureEnvExtras(sel *sql.Selector, j jsonSQL, one func(expr string) sql.Querier, counts bool) {
	id, feature := sel.C(featureenvironment.FieldID), sel.C(featureenvironment.FieldFeatureID)
	if counts {
		sel.AppendSelectExprAs(one("(SELECT COUNT(*) FROM feature_strategies WHERE feature_environment_id = "+id+")"), extraStrategies)
		sel.AppendSelectExprAs(one("(SELECT COALESCE(MAX(sort_order) + 1, 0) FROM feature_strategies WHERE feature_environment_id = "+id+")"), extraNextSortOrder)
	}
	tags := j.array(j.object("type", "tag_type_id", "value", "value"), "feature_tags WHERE feature_id = "+feature, "tag_type_id, value")
	links := j.array(j.object("id", "id", "url", "url", "title", "title"), "feature_links WHERE feature_id = "+feature, "id")
	sel.AppendSelectExprAs(one(j.column(tags)), extraTags)
	sel.AppendSelectExprAs(one(j.column(links)), extraLinks)
}

// readExtras takes what featureEnvExtras added from fx.fe.
// With an answer read (readAnswer first), the strategy count and the next sort order are
// its strategy list's.
func (fx *featureEnv) readExtras() error {
	if err := fx.readCounts(); err != nil {
		return err
	}
	if err := store.AddedJSON(fx.fe, extraTags, &fx.tags); err != nil {
		return fmt.Errorf("read tags of %q: %w", fx.f.Name, err)
	}
	fx.tags = kernel.NonNil(fx.tags)
	if err := store.AddedJSON(fx.fe, extraLinks, &fx.links); err != nil {
		return fmt.Errorf("read links of %q: %w", fx.f.Name, err)
	}
	fx.links = kernel.NonNil(fx.links)
	return nil
}

// readCounts takes fx.fe's strategy count and the sort order after its last strategy's.
func (fx *featureEnv) readCounts() error {
	if fx.answer != nil {
		list := fx.answer.strategies[slices.Index(fx.all, fx.fe)]
		fx.strategies, fx.nextSortOrder = len(list), 0
		for _, st := range list {
			fx.nextSortOrder = max(fx.nextSortOrder, st.SortOrder+1)
		}
		return nil
	}
	var err error
	if fx.strategies, err = store.AddedInt(fx.fe, extraStrategies); err != nil {
		return err
	}
	fx.nextSortOrder, err = store.AddedInt(fx.fe, extraNextSortOrder)
	return err
}

// answered gives fx's feature its environments, tags and links (Edges.Environments,
// Edges.Tags, Edges.Links, in the order the answers show them), and, when read with fx
// (lockAnsweredFeatureEnv), its environments' strategies and its dependencies both ways
// (Edges.Strategies of each environment, Edges.Dependencies, Edges.Dependents), read
// with fx under the feature's lock, when nothing after this mutation can change them
// before it commits (see event): the feature's answer needs no read of its own for them.
// The caller keeps fx.fe (and its strategies) up to date.
func (fx featureEnv) answered(ctx context.Context) {
	if fx.tags == nil || !kernel.Outermost(ctx) {
		return
	}
	fx.f.Edges.Environments = fx.all
	fx.f.Edges.Tags = make([]*ent.FeatureTag, len(fx.tags))
	for i, t := range fx.tags {
		fx.f.Edges.Tags[i] = &ent.FeatureTag{FeatureID: fx.f.ID, TagTypeID: t["type"], Value: t["value"]}
	}
	fx.f.Edges.Links = make([]*ent.FeatureLink, len(fx.links))
	for i, l := range fx.links {
		fx.f.Edges.Links[i] = &ent.FeatureLink{ID: l.ID, FeatureID: fx.f.ID, URL: l.URL, Title: l.Title}
	}
	if a := fx.answer; a != nil {
		for i, fe := range fx.all {
			fe.Edges.Strategies = a.strategies[i]
		}
		fx.f.Edges.Dependencies, fx.f.Edges.Dependents = a.parents, a.children
	}
}

// event makes e an event about fx's feature (featureEvent) carrying the tags read with
// fx, when they are the tags the feature has at the mutation's end: its transaction is
// this mutation's own (a mutation joined to another, such as a change request's
// application, may be followed by changes of the tags).
func (fx featureEnv) event(ctx context.Context, e kernel.Event) kernel.Event {
	e = featureEvent(fx.f, e)
	if fx.tags != nil && kernel.Outermost(ctx) {
		e.Tags = fx.tags
	}
	return e
}

// FeatureStrategies lists the strategies of a feature environment in evaluation order.
func (s *Service) FeatureStrategies(ctx context.Context, projectID, name, env string) ([]*ent.FeatureStrategy, error) {
	fx, err := s.openFeatureEnv(ctx, projectID, name, env)
	if err != nil {
		return nil, err
	}
	return strategiesOf(ctx, s.DB(ctx), fx.fe.ID)
}

func strategiesOf(ctx context.Context, db *ent.Client, feID int) ([]*ent.FeatureStrategy, error) {
	ss, err := store.WithSegmentIDs(db.FeatureStrategy.Query().Where(featurestrategy.FeatureEnvironmentID(feID)).
		Order(store.StrategyOrder()...)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list strategies: %w", err)
	}
	return store.StrategySegments(ss)
}

// FeatureStrategy returns one strategy of a feature environment.
func (s *Service) FeatureStrategy(ctx context.Context, projectID, name, env, id string) (*ent.FeatureStrategy, error) {
	fx, err := s.openFeatureEnv(ctx, projectID, name, env)
	if err != nil {
		return nil, err
	}
	return strategyIn(ctx, s.DB(ctx), fx, id)
}

func strategyIn(ctx context.Context, db *ent.Client, fx featureEnv, id string) (*ent.FeatureStrategy, error) {
	const what = "Strategy %q of feature %q in environment %q"
	uid, err := uuid.Parse(id)
	if err != nil {
		return nil, apperr.NotFound(what+" does not exist", id, fx.f.Name, fx.fe.EnvironmentID)
	}
	q := store.WithSegmentIDs(db.FeatureStrategy.Query().Where(featurestrategy.ID(uid), featurestrategy.FeatureEnvironmentID(fx.fe.ID)))
	st, err := kernel.One(ctx, q.Only, what, id, fx.f.Name, fx.fe.EnvironmentID)
	if err != nil {
		return nil, err
	}
	ss, err := store.StrategySegments([]*ent.FeatureStrategy{st})
	if err != nil {
		return nil, err
	}
	return ss[0], nil
}

// AddFeatureStrategy adds a strategy to a feature environment and records
// feature-strategy-add.
func (s *Service) AddFeatureStrategy(ctx context.Context, projectID, name, env string, in model.FeatureStrategyInput) (*ent.FeatureStrategy, error) {
	spec := catalog.StrategySpec{Name: in.Name, Title: in.Title.Value(), Disabled: kernel.Deref(in.Disabled.Value())}
	if err := spec.Apply(in.Constraints.Value(), in.Variants.Value(), in.Parameters, in.Segments.Value()); err != nil {
		return nil, err
	}
	var created *ent.FeatureStrategy
	err := s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		fx, err := lockFeatureEnv(ctx, s, tx, projectID, name, env)
		if err != nil {
			return kernel.Change{}, err
		}
		spec.SortOrder = nextSortOrder(fx, in.SortOrder.Value())
		var ev kernel.Event
		if created, ev, err = s.insertStrategy(ctx, tx, fx, spec); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(ev), nil
	})
	return created, err
}

// insertStrategy validates spec and writes it; the event is feature-strategy-add.
func (s *Service) insertStrategy(ctx context.Context, tx *kernel.Tx, fx featureEnv, spec catalog.StrategySpec) (*ent.FeatureStrategy, kernel.Event, error) {
	if err := s.Catalog.CheckStrategyIn(ctx, tx, fx.f.ProjectID, &spec); err != nil {
		return nil, kernel.Event{}, err
	}
	st, err := tx.FeatureStrategy.Create().SetFeatureEnvironmentID(fx.fe.ID).SetStrategyName(spec.Name).
		SetNillableTitle(spec.Title).SetDisabled(spec.Disabled).SetSortOrder(spec.SortOrder).
		SetParameters(spec.Parameters).SetConstraints(spec.Constraints).SetVariants(spec.Variants).
		AddSegmentIDs(spec.Segments...).SetCreatedAt(s.Now()).Save(ctx)
	if err != nil {
		return nil, kernel.Event{}, fmt.Errorf("add strategy: %w", err)
	}
	ev := fx.event(ctx, kernel.Event{Type: "feature-strategy-add", Environment: fx.fe.EnvironmentID, Data: strategyData(st.ID, spec)})
	st, err = strategyIn(ctx, tx.Client, fx, st.ID.String())
	return st, ev, err
}

// nextSortOrder is the sort order given, else one after the last strategy's (read with
// fx), so a new strategy goes last.
func nextSortOrder(fx featureEnv, given *int) int {
	if given != nil {
		return *given
	}
	return fx.nextSortOrder
}

// UpdateFeatureStrategy changes the given fields of a strategy and records
// feature-strategy-update with the previous state.
func (s *Service) UpdateFeatureStrategy(ctx context.Context, projectID, name, env, id string, in model.UpdateFeatureStrategyInput) (*ent.FeatureStrategy, error) {
	var updated *ent.FeatureStrategy
	err := s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		fx, err := lockFeatureEnv(ctx, s, tx, projectID, name, env)
		if err != nil {
			return kernel.Change{}, err
		}
		before, err := strategyIn(ctx, tx.Client, fx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		spec, err := catalog.SpecOf(before).Update(in)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := s.Catalog.CheckStrategyIn(ctx, tx, fx.f.ProjectID, &spec); err != nil {
			return kernel.Change{}, err
		}
		err = tx.FeatureStrategy.UpdateOne(before).SetStrategyName(spec.Name).SetNillableTitle(spec.Title).
			SetDisabled(spec.Disabled).SetSortOrder(spec.SortOrder).SetParameters(spec.Parameters).
			SetConstraints(spec.Constraints).SetVariants(spec.Variants).
			ClearSegments().AddSegmentIDs(spec.Segments...).Exec(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("update strategy %s: %w", id, err)
		}
		if updated, err = strategyIn(ctx, tx.Client, fx, id); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(fx.event(ctx, kernel.Event{Type: "feature-strategy-update", Environment: env,
			Data: strategyData(before.ID, spec), PreData: strategyData(before.ID, catalog.SpecOf(before))})), nil
	})
	return updated, err
}

// DeleteFeatureStrategy removes a strategy and records feature-strategy-remove.
func (s *Service) DeleteFeatureStrategy(ctx context.Context, projectID, name, env, id string) error {
	return s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		fx, err := lockFeatureEnv(ctx, s, tx, projectID, name, env)
		if err != nil {
			return kernel.Change{}, err
		}
		before, err := strategyIn(ctx, tx.Client, fx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := tx.FeatureStrategy.DeleteOne(before).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete strategy %s: %w", id, err)
		}
		return kernel.Record(fx.event(ctx, kernel.Event{Type: "feature-strategy-remove", Environment: env,
			PreData: strategyData(before.ID, catalog.SpecOf(before))})), nil
	})
}

// SetStrategySortOrder moves strategies of a feature environment and records
// strategy-order-changed.
func (s *Service) SetStrategySortOrder(ctx context.Context, projectID, name, env string, order []*model.StrategySortOrderInput) ([]*ent.FeatureStrategy, error) {
	var out []*ent.FeatureStrategy
	err := s.Mutate(ctx, fmt.Sprintf("Feature %q in project %q", name, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		fx, err := lockFeatureEnv(ctx, s, tx, projectID, name, env)
		if err != nil {
			return kernel.Change{}, err
		}
		before, err := strategiesOf(ctx, tx.Client, fx.fe.ID)
		if err != nil {
			return kernel.Change{}, err
		}
		for i, o := range order {
			st, err := strategyIn(ctx, tx.Client, fx, o.ID)
			if apperr.Is(err, apperr.KindNotFound) {
				return kernel.Change{}, apperr.Validation("[%d].id %q is not a strategy of feature %q in environment %q", i, o.ID, name, env)
			}
			if err != nil {
				return kernel.Change{}, err
			}
			if err := tx.FeatureStrategy.UpdateOne(st).SetSortOrder(o.SortOrder).Exec(ctx); err != nil {
				return kernel.Change{}, fmt.Errorf("move strategy %s: %w", o.ID, err)
			}
		}
		if out, err = strategiesOf(ctx, tx.Client, fx.fe.ID); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(fx.event(ctx, kernel.Event{Type: "strategy-order-changed", Environment: env,
			Data: sortOrders(out), PreData: sortOrders(before)})), nil
	})
	return out, err
}

func sortOrders(ss []*ent.FeatureStrategy) map[string]any {
	order := make([]map[string]any, len(ss))
	for i, st := range ss {
		order[i] = map[string]any{"id": st.ID.String(), "sortOrder": st.SortOrder}
	}
	return map[string]any{"strategies": order}
}

// ensureStrategy gives a feature environment without strategies the project environment's
// default strategy (a 100 % flexibleRollout when none is set), and returns its event.
func (s *Service) ensureStrategy(ctx context.Context, tx *kernel.Tx, fx featureEnv) ([]kernel.Event, error) {
	if fx.strategies > 0 {
		return nil, nil
	}
	pe, err := tx.ProjectEnvironment.Query().Where(projectenvironment.ProjectID(fx.f.ProjectID),
		projectenvironment.EnvironmentID(fx.fe.EnvironmentID)).Only(ctx)
	if err != nil {
		return nil, fmt.Errorf("load project environment: %w", err)
	}
	spec := catalog.StrategySpec{Name: "flexibleRollout",
		Parameters: map[string]string{"rollout": "100", "stickiness": "default", "groupId": fx.f.Name}}
	if d := pe.DefaultStrategy; d != nil {
		spec = catalog.StrategySpec{Name: d.Name, Title: d.Title, Disabled: d.Disabled, SortOrder: d.SortOrder,
			Parameters: d.Parameters, Constraints: d.Constraints, Variants: d.Variants, Segments: d.Segments}
	}
	st, ev, err := s.insertStrategy(ctx, tx, fx, spec)
	if err != nil {
		return nil, err
	}
	fx.fe.Edges.Strategies = []*ent.FeatureStrategy{st} // it had none: the answer shows st alone
	return []kernel.Event{ev}, nil
}

// strategyData is what strategy events record.
func strategyData(id uuid.UUID, spec catalog.StrategySpec) map[string]any {
	m, _ := kernel.ToObject(spec)
	m["id"] = id.String()
	return m
}
