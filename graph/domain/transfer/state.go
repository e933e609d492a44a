package transfer

import (
	"context"
	"fmt"
	"maps"
	"slices"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featuretag"
	"flagstone/ent/project"
	"flagstone/ent/segment"
	"flagstone/ent/strategydefinition"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// StateWriter receives the legacy state document piece by piece, so an export of any
// size streams instead of being held in memory.
type StateWriter interface {
	Feature(model.StateFeature) error
	Strategy(model.StateStrategyDef) error
}

// statePage is how many features the export reads at a time.
const statePage = 500

// defaultStateEnvironment is the environment a v1 document's per-feature fields describe.
const defaultStateEnvironment = "production"

// ExportState streams the legacy state document: features first, then strategy
// definitions, as the options select.
func (s *Service) ExportState(ctx context.Context, opts model.StateOptions, w StateWriter) error {
	env := kernel.FirstOf(opts.Environment, defaultStateEnvironment)
	if err := flags.EnvironmentExists(ctx, s.DB(ctx), env); err != nil {
		return err
	}
	if opts.Project != "" {
		if _, err := s.Flags.Project(ctx, opts.Project); err != nil {
			return err
		}
	}
	if opts.Features {
		if err := s.exportStateFeatures(ctx, opts.Project, env, w); err != nil {
			return err
		}
	}
	if !opts.Strategies {
		return nil
	}
	defs, err := s.DB(ctx).StrategyDefinition.Query().
		Order(ent.Asc(strategydefinition.FieldSortOrder), ent.Asc(strategydefinition.FieldName)).All(ctx)
	if err != nil {
		return fmt.Errorf("export strategy definitions: %w", err)
	}
	for _, d := range defs {
		if err := w.Strategy(model.StateStrategyDef{Name: d.Name, Description: d.Description, Title: d.Title,
			Parameters: kernel.NonNil(d.Parameters), Editable: new(!d.BuiltIn), Deprecated: d.Deprecated}); err != nil {
			return err
		}
	}
	return nil
}

// exportStateFeatures emits the active features a page at a time, by id.
func (s *Service) exportStateFeatures(ctx context.Context, projectID, env string, w StateWriter) error {
	segNames, err := s.segmentNames(ctx)
	if err != nil {
		return err
	}
	after := 0
	for {
		q := s.DB(ctx).Feature.Query().Where(feature.ArchivedAtIsNil(), feature.IDGT(after))
		if projectID != "" {
			q.Where(feature.ProjectID(projectID))
		}
		fs, err := q.Order(ent.Asc(feature.FieldID)).Limit(statePage).
			WithTags(func(q *ent.FeatureTagQuery) { q.Order(ent.Asc(featuretag.FieldID)) }).
			WithEnvironments(func(q *ent.FeatureEnvironmentQuery) {
				q.Order(ent.Asc(featureenvironment.FieldEnvironmentID)).WithStrategies(func(q *ent.FeatureStrategyQuery) {
					q.WithSegments(func(q *ent.SegmentQuery) { q.Select(segment.FieldID) }).
						Order(store.StrategyOrder()...)
				})
			}).All(ctx)
		if err != nil {
			return fmt.Errorf("export features after id %d: %w", after, err)
		}
		for _, f := range fs {
			if err := w.Feature(stateFeature(f, env, segNames)); err != nil {
				return err
			}
		}
		if len(fs) < statePage {
			return nil
		}
		after = fs[len(fs)-1].ID
	}
}

func (s *Service) segmentNames(ctx context.Context) (map[int]string, error) {
	segs, err := s.DB(ctx).Segment.Query().Select(segment.FieldID, segment.FieldName).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list segments: %w", err)
	}
	names := make(map[int]string, len(segs))
	for _, sg := range segs {
		names[sg.ID] = sg.Name
	}
	return names, nil
}

// stateFeature is f in the legacy document: env's state at the top, the other
// environments in the extension.
func stateFeature(f *ent.Feature, env string, segNames map[int]string) model.StateFeature {
	out := model.StateFeature{Name: f.Name, Description: kernel.Deref(f.Description), Strategies: []model.StateStrategy{},
		Variants: []model.StateVariant{}, Type: f.Type, Project: f.ProjectID, Stale: f.Stale, ImpressionData: f.ImpressionData}
	for _, t := range f.Edges.Tags {
		out.Tags = append(out.Tags, model.StateTag{Type: t.TagTypeID, Value: t.Value})
	}
	for _, fe := range f.Edges.Environments {
		e := model.StateFeatureEnv{Name: fe.EnvironmentID, Enabled: fe.Enabled, Strategies: []model.StateStrategy{},
			Variants: []model.StateVariant{}}
		for _, st := range fe.Edges.Strategies {
			e.Strategies = append(e.Strategies, stateStrategy(catalog.SpecOf(st), segNames))
		}
		e.Variants = kernel.NonNil(fe.Variants)
		if fe.EnvironmentID == env {
			out.Enabled, out.Strategies, out.Variants, out.Environment = e.Enabled, e.Strategies, e.Variants, env
			continue
		}
		out.Environments = append(out.Environments, e)
	}
	return out
}

func stateStrategy(spec catalog.StrategySpec, segNames map[int]string) model.StateStrategy {
	out := model.StateStrategy{Name: spec.Name, Parameters: nonNilParams(spec.Parameters), Title: spec.Title,
		Disabled: spec.Disabled, Constraints: spec.Constraints, Variants: spec.Variants}
	for _, id := range spec.Segments {
		out.Segments = append(out.Segments, segNames[id])
	}
	return out
}

// ImportState applies a legacy state document in one transaction: with Drop, every
// feature and custom strategy goes first; with Keep, what exists stays untouched. The
// strategy definitions go through catalog (its checker, its events), joining this
// transaction.
func (s *Service) ImportState(ctx context.Context, doc model.StateDocument, opts model.StateImportOptions) error {
	if doc.Version > 1 {
		return apperr.Validation("version %d is not supported; this service reads version 1", doc.Version)
	}
	env := kernel.FirstOf(opts.Environment, defaultStateEnvironment)
	err := s.Mutate(ctx, "The state import", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		if err := flags.EnvironmentExists(ctx, tx.Client, env); err != nil {
			return kernel.Change{}, err
		}
		if opts.Drop {
			if err := flags.DropFeatures(ctx, s.Kernel); err != nil {
				return kernel.Change{}, err
			}
			if err := s.Flags.Catalog.DropCustomStrategyDefinitions(ctx); err != nil {
				return kernel.Change{}, err
			}
		}
		if err := s.Flags.Catalog.ImportStrategyDefinitions(ctx, importedDefs(doc.Strategies), opts.Keep); err != nil {
			return kernel.Change{}, err
		}
		imported, err := s.importStateFeatures(ctx, tx.Client, doc.Features, opts, env)
		if err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(imported...), nil
	})
	if err == nil {
		s.afterImport(ctx, len(doc.Features))
	}
	return err
}

// importedDefs is the document's custom strategy definitions; one the source marks not
// editable is one of its built-ins, never imported. A skipped definition keeps its place
// (as nil) so refusals name the document's index.
func importedDefs(defs []model.StateStrategyDef) []*catalog.StrategyDefinitionSpec {
	out := make([]*catalog.StrategyDefinitionSpec, len(defs))
	for i, d := range defs {
		if d.Editable == nil || *d.Editable {
			out[i] = &catalog.StrategyDefinitionSpec{Name: d.Name, Title: d.Title, Description: d.Description,
				Parameters: d.Parameters, Deprecated: d.Deprecated}
		}
	}
	return out
}

// importStateFeatures writes the document's features into their project and returns a
// feature-import event for each one written.
func (s *Service) importStateFeatures(ctx context.Context, tx *ent.Client, fs []model.StateFeature, opts model.StateImportOptions, env string) ([]kernel.Event, error) {
	byProject, err := s.stateProjects(ctx, tx, fs, opts.Project)
	if err != nil {
		return nil, err
	}
	segIDs, err := segmentIDs(ctx, tx)
	if err != nil {
		return nil, err
	}
	index := make(map[string]int, len(fs)) // document position by feature name
	for i, f := range fs {
		index[f.Name] = i
	}
	var events []kernel.Event
	for _, projectID := range slices.Sorted(maps.Keys(byProject)) {
		im := &importer{s: s, tx: tx, project: projectID, overwrite: !opts.Keep}
		var plans []*featurePlan
		for _, i := range byProject[projectID] {
			p, err := statePlan(fmt.Sprintf("features[%d]", i), fs[i], env, segIDs)
			if err != nil {
				return nil, err
			}
			plans = append(plans, p)
		}
		if err := im.check(ctx, plans); err != nil {
			return nil, err
		}
		if err := im.apply(ctx, plans); err != nil {
			return nil, err
		}
		for _, p := range im.written {
			f := im.byName[p.meta.Name]
			im.featureEvent(f, kernel.Event{Type: "feature-import", Data: importSummary(fs[index[p.meta.Name]], env)})
		}
		events = append(events, im.events...)
	}
	return events, nil
}

// importSummary is what a feature-import event records of the imported feature: its
// metadata and, per environment, the state and strategy names. The whole strategies stay
// with the feature; copying them into every event would make each event's free-text
// index entry (trigrams of the whole document) the bulk of an import's cost.
func importSummary(f model.StateFeature, env string) map[string]any {
	envs := map[string]any{}
	add := func(name string, enabled bool, sts []model.StateStrategy, vs []model.StateVariant) {
		names := make([]string, len(sts))
		for i, st := range sts {
			names[i] = st.Name
		}
		envs[name] = map[string]any{"enabled": enabled, "strategies": names, "variants": len(vs)}
	}
	add(kernel.FirstOf(f.Environment, env), f.Enabled, f.Strategies, f.Variants)
	for _, e := range f.Environments {
		add(e.Name, e.Enabled, e.Strategies, e.Variants)
	}
	return map[string]any{"name": f.Name, "description": f.Description, "type": f.Type,
		"stale": f.Stale, "impressionData": f.ImpressionData, "tags": f.Tags, "environments": envs}
}

// stateProjects groups the document's features (by index) into the projects they go to:
// the query's project, else the feature's own when it exists, else default.
func (s *Service) stateProjects(ctx context.Context, tx *ent.Client, fs []model.StateFeature, forced string) (map[string][]int, error) {
	if forced != "" {
		if _, err := s.Flags.Project(ctx, forced); err != nil {
			return nil, err
		}
	}
	projects, err := tx.Project.Query().Select(project.FieldID).Strings(ctx)
	if err != nil {
		return nil, fmt.Errorf("list projects: %w", err)
	}
	out := map[string][]int{}
	for i, f := range fs {
		target := "default"
		switch {
		case forced != "":
			target = forced
		case slices.Contains(projects, f.Project):
			target = f.Project
		}
		out[target] = append(out[target], i)
	}
	return out, nil
}

func segmentIDs(ctx context.Context, tx *ent.Client) (map[string]int, error) {
	segs, err := tx.Segment.Query().Select(segment.FieldID, segment.FieldName).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list segments: %w", err)
	}
	ids := make(map[string]int, len(segs))
	for _, sg := range segs {
		ids[sg.Name] = sg.ID
	}
	return ids, nil
}

// statePlan reads one feature of the legacy document: the v1 fields for its environment
// (env unless the document names one), and the other environments of the extension.
func statePlan(path string, f model.StateFeature, env string, segIDs map[string]int) (*featurePlan, error) {
	p := &featurePlan{path: path, envs: map[string]*envPlan{}, tags: f.Tags, setTags: f.Tags != nil,
		meta: model.ExportedFeature{Name: f.Name, Type: f.Type, Stale: f.Stale, ImpressionData: f.ImpressionData}}
	if f.Description != "" {
		p.meta.Description = &f.Description
	}
	// The v1 fields describe the environment the document names, else the import's.
	top := model.StateFeatureEnv{Name: kernel.FirstOf(f.Environment, env), Enabled: f.Enabled, Strategies: f.Strategies, Variants: f.Variants}
	plan, err := stateEnvPlan(path, top, segIDs)
	if err != nil {
		return nil, err
	}
	p.envs[top.Name] = plan
	for k, e := range f.Environments {
		if p.envs[e.Name] != nil {
			return nil, apperr.Validation("%s.environments[%d].name %q is described twice", path, k, e.Name)
		}
		plan, err := stateEnvPlan(fmt.Sprintf("%s.environments[%d]", path, k), e, segIDs)
		if err != nil {
			return nil, err
		}
		p.envs[e.Name] = plan
	}
	return p, nil
}

func stateEnvPlan(path string, e model.StateFeatureEnv, segIDs map[string]int) (*envPlan, error) {
	enabled := e.Enabled
	plan := &envPlan{path: path, enabled: &enabled, setStrategies: true, setVariants: true}
	for j, st := range e.Strategies {
		at := fmt.Sprintf("%s.strategies[%d]", path, j)
		spec := catalog.StrategySpec{Name: st.Name, Title: st.Title, Disabled: st.Disabled, SortOrder: j,
			Parameters: st.Parameters, Constraints: st.Constraints, Variants: st.Variants}
		for k, name := range st.Segments {
			id, ok := segIDs[name]
			if !ok {
				return nil, apperr.Validation("%s.segments[%d]: segment %q does not exist", at, k, name)
			}
			spec.Segments = append(spec.Segments, id)
		}
		plan.strategies = append(plan.strategies, plannedStrategy{path: at, spec: spec})
	}
	if len(e.Variants) > 0 {
		plan.variants = e.Variants
	}
	return plan, nil
}
