package transfer

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featuredependency"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featurestrategy"
	"flagstone/ent/featuretag"
	"flagstone/ent/schematype"
	"flagstone/ent/tagtype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// featurePlan is one feature an import writes: its metadata and, where set, the state of
// some environments, its tags and its dependencies. What a plan leaves unset stays as it is.
type featurePlan struct {
	path    string // where the feature is in the document, for messages
	meta    model.ExportedFeature
	envs    map[string]*envPlan
	tags    []model.StateTag
	setTags bool
	deps    []model.DependencyOfChild
	setDeps bool
}

// envPlan is the state a feature gets in one environment.
type envPlan struct {
	path          string // where the environment's state is in the document
	enabled       *bool
	strategies    []plannedStrategy
	setStrategies bool
	variants      []schematype.Variant
	setVariants   bool
}

// plannedStrategy is a strategy to create and where it is in the document.
type plannedStrategy struct {
	path string
	spec catalog.StrategySpec
}

// importer writes planned features in bulk inside one transaction, so an import of
// thousands of features costs tens of statements, not tens of thousands.
type importer struct {
	s       *Service
	tx      *ent.Client
	project string
	// detailed imports (the batch import) record an event per change; the legacy import
	// records one feature-import per feature instead.
	detailed bool
	// overwrite updates features that exist; without it they are left as they are.
	overwrite bool
	// contexts are context fields the import brings, known to its constraints; tagTypes
	// describe the tag types it creates.
	contexts []string
	tagTypes map[string]model.ExportedTagType

	events  []kernel.Event
	byName  map[string]*ent.Feature // every feature the import touches or refers to
	created map[string]bool
	tagsOf  map[int][]map[string]string
	skipped []string // archived features left alone
	written []*featurePlan
}

// check validates every plan before anything is written, naming the item and property.
func (im *importer) check(ctx context.Context, plans []*featurePlan) error {
	var specs []*catalog.StrategySpec
	for _, p := range plans {
		for _, e := range p.envs {
			for i := range e.strategies {
				specs = append(specs, &e.strategies[i].spec)
			}
		}
	}
	rules, err := catalog.LoadStrategyRules(ctx, im.tx, im.project, specs...)
	if err != nil {
		return err
	}
	for _, name := range im.contexts {
		rules.Contexts[name] = true
	}
	types, err := im.tx.FeatureType.Query().IDs(ctx)
	if err != nil {
		return fmt.Errorf("list feature types: %w", err)
	}
	seen := map[string]bool{}
	for _, p := range plans {
		if err := checkPlan(p, rules, types, seen); err != nil {
			return err
		}
	}
	return im.checkDependencies(ctx, plans)
}

// checkDependencies applies the single route's dependency rules (flags.DependencyState,
// flags.CheckDependency) to every dependency the plans set, against the dependencies as they
// will stand after the import. Features and dependencies are loaded in bulk, once.
func (im *importer) checkDependencies(ctx context.Context, plans []*featurePlan) error {
	names := map[string]bool{}
	for _, p := range plans {
		if p.setDeps {
			names[p.meta.Name] = true
			for _, d := range p.deps {
				names[d.Feature] = true
			}
		}
	}
	if len(names) == 0 {
		return nil
	}
	found, err := kernel.QueryChunked(slices.Collect(maps.Keys(names)), func(chunk []string) ([]*ent.Feature, error) {
		return im.tx.Feature.Query().Where(feature.NameIn(chunk...)).All(ctx)
	})
	if err != nil {
		return fmt.Errorf("find dependency features: %w", err)
	}
	byName, ids := map[string]*ent.Feature{}, make([]int, len(found))
	for i, f := range found {
		byName[f.Name], ids[i] = f, f.ID
	}
	planned, replaced := map[string][]string{}, map[int]bool{} // child → parents after the import
	for _, p := range plans {
		f := byName[p.meta.Name]
		if f == nil && names[p.meta.Name] { // a new feature the import creates
			byName[p.meta.Name] = &ent.Feature{Name: p.meta.Name, ProjectID: im.project}
		}
		if !p.setDeps || (f != nil && (f.ProjectID != im.project || f.ArchivedAt != nil || !im.overwrite)) {
			continue // not written: load refuses or skips it
		}
		if f != nil {
			replaced[f.ID] = true
		}
		planned[p.meta.Name] = []string{}
		for _, d := range p.deps {
			planned[p.meta.Name] = append(planned[p.meta.Name], d.Feature)
		}
	}
	deps, err := kernel.QueryChunked(ids, func(chunk []int) ([]*ent.FeatureDependency, error) {
		return im.tx.FeatureDependency.Query().Where(featuredependency.Or(featuredependency.ChildIDIn(chunk...),
			featuredependency.ParentIDIn(chunk...))).All(ctx)
	})
	if err != nil {
		return fmt.Errorf("find dependencies: %w", err)
	}
	hasParent, hasChild := map[int]bool{}, map[int]bool{}
	for _, d := range deps {
		if !replaced[d.ChildID] {
			hasParent[d.ChildID], hasChild[d.ParentID] = true, true
		}
	}
	isChild := func(name string) bool {
		if parents, ok := planned[name]; ok {
			return len(parents) > 0
		}
		return byName[name] != nil && hasParent[byName[name].ID]
	}
	isParent := func(name string) bool {
		for _, parents := range planned {
			if slices.Contains(parents, name) {
				return true
			}
		}
		return byName[name] != nil && hasChild[byName[name].ID]
	}
	for _, p := range plans {
		if _, ok := planned[p.meta.Name]; !ok {
			continue
		}
		for i, d := range p.deps {
			at := fmt.Sprintf("%s.dependencies[%d]", p.path, i)
			if _, _, err := flags.DependencyState(d.Enabled, d.Variants); err != nil {
				return apperr.Validation("%s: %s", at, apperr.As(err).Message)
			}
			err := flags.CheckDependency(byName[p.meta.Name], byName[d.Feature], d.Feature, isChild(d.Feature), isParent(p.meta.Name))
			if err != nil {
				return apperr.Validation("%s.feature: %s", at, apperr.As(err).Message)
			}
		}
	}
	return nil
}

func checkPlan(p *featurePlan, rules *catalog.StrategyRules, types []string, seen map[string]bool) error {
	if err := apperr.Within(p.path, kernel.CheckName("name", p.meta.Name, kernel.MaxFeatureNameLen)); err != nil {
		return err
	}
	if seen[p.meta.Name] {
		return apperr.Validation("%s.name %q appears more than once", p.path, p.meta.Name)
	}
	seen[p.meta.Name] = true
	if err := apperr.Within(p.path, kernel.CheckLen("description", p.meta.Description, kernel.MaxDescLen)); err != nil {
		return err
	}
	if p.meta.Type != "" && !slices.Contains(types, p.meta.Type) {
		return apperr.Validation("%s.type %q is not a known feature type", p.path, p.meta.Type)
	}
	for _, env := range slices.Sorted(maps.Keys(p.envs)) {
		if err := checkEnvPlan(p.envs[env], rules); err != nil {
			return err
		}
	}
	for i, t := range p.tags {
		at := fmt.Sprintf("%s.tags[%d].", p.path, i)
		spec, err := catalog.NormalTag(at, &model.TagInput{Type: t.Type, Value: t.Value})
		if err != nil {
			return err
		}
		p.tags[i] = model.StateTag{Type: spec.Type, Value: spec.Value}
	}
	return nil
}

func checkEnvPlan(e *envPlan, rules *catalog.StrategyRules) error {
	for i := range e.strategies {
		st := &e.strategies[i]
		variants, err := catalog.NormalStrategyVariants(kernel.Ptrs(st.spec.Variants), st.spec.Parameters)
		if err != nil {
			return apperr.Within(st.path, err)
		}
		st.spec.Variants = variants
		if err := rules.Check(st.path, &st.spec); err != nil {
			return err
		}
	}
	if e.setVariants {
		variants, err := catalog.NormalFeatureVariants(kernel.Ptrs(e.variants))
		if err != nil {
			return apperr.Within(e.path, err)
		}
		e.variants = variants
	}
	return nil
}

// load finds the features the plans name (and the dependency parents they refer to) and
// refuses those that live in another project. Archived features are skipped.
func (im *importer) load(ctx context.Context, plans []*featurePlan) ([]*featurePlan, error) {
	names := map[string]bool{}
	for _, p := range plans {
		names[p.meta.Name] = true
		for _, d := range p.deps {
			names[d.Feature] = true
		}
	}
	found, err := kernel.QueryChunked(slices.Collect(maps.Keys(names)), func(chunk []string) ([]*ent.Feature, error) {
		return im.tx.Feature.Query().Where(feature.NameIn(chunk...)).All(ctx)
	})
	if err != nil {
		return nil, fmt.Errorf("find imported features: %w", err)
	}
	im.byName, im.created = map[string]*ent.Feature{}, map[string]bool{}
	for _, f := range found {
		im.byName[f.Name] = f
	}
	var keep []*featurePlan
	for _, p := range plans {
		f := im.byName[p.meta.Name]
		switch {
		case f == nil:
			keep = append(keep, p)
		case f.ProjectID != im.project:
			return nil, apperr.Validation("%s.name: feature %q exists in project %q, not in %q", p.path, f.Name, f.ProjectID, im.project)
		case f.ArchivedAt != nil:
			im.skipped = append(im.skipped, f.Name)
		case im.overwrite:
			keep = append(keep, p)
		}
	}
	return keep, nil
}

// apply writes the plans: features, their environments, strategies, variants, tags and
// dependencies, collecting the events to record.
func (im *importer) apply(ctx context.Context, plans []*featurePlan) error {
	plans, err := im.load(ctx, plans)
	if err != nil {
		return err
	}
	if err := flags.GuardEnvironments(ctx, im.s.Flags, im.project, plannedEnvironments(plans)...); err != nil {
		return err
	}
	im.written = plans
	steps := []func(context.Context, []*featurePlan) error{
		im.createFeatures, im.updateFeatures, im.loadTags, im.writeTags,
		im.writeEnvironments, im.writeDependencies,
	}
	for _, step := range steps {
		if err := step(ctx, plans); err != nil {
			return err
		}
	}
	return nil
}

// createFeatures inserts the features that do not exist yet, with a feature environment
// for each environment of the project.
func (im *importer) createFeatures(ctx context.Context, plans []*featurePlan) error {
	var fresh []*featurePlan
	for _, p := range plans {
		if im.byName[p.meta.Name] == nil {
			fresh = append(fresh, p)
		}
	}
	now, user := im.s.Now(), kernel.CallerUserID(ctx)
	builders := make([]*ent.FeatureCreate, len(fresh))
	for i, p := range fresh {
		builders[i] = im.tx.Feature.Create().SetName(p.meta.Name).SetProjectID(im.project).
			SetType(typeOrRelease(p.meta.Type)).SetNillableDescription(p.meta.Description).
			SetStale(p.meta.Stale).SetImpressionData(p.meta.ImpressionData).
			SetCreatedAt(now).SetLifecycleEnteredAt(now).SetNillableCreatedByUserID(user)
	}
	created, err := store.SaveBulk(ctx, feature.Columns, builders, im.tx.Feature.CreateBulk)
	if err != nil {
		return fmt.Errorf("create %d features: %w", len(fresh), err)
	}
	for _, f := range created {
		im.byName[f.Name] = f
		im.created[f.Name] = true
		if im.detailed {
			im.featureEvent(f, kernel.Event{Type: "feature-created", Data: flags.FeatureData(f)})
		}
	}
	return flags.CreateFeatureEnvironments(ctx, im.tx, im.project, created)
}

// updateFeatures changes the metadata of existing features that differ from the plan.
func (im *importer) updateFeatures(ctx context.Context, plans []*featurePlan) error {
	for _, p := range plans {
		f := im.byName[p.meta.Name]
		if im.created[f.Name] || !metadataDiffers(f, p.meta) {
			continue
		}
		updated, err := im.tx.Feature.UpdateOne(f).SetType(typeOrRelease(p.meta.Type)).
			SetNillableDescription(p.meta.Description).SetStale(p.meta.Stale).
			SetImpressionData(p.meta.ImpressionData).Save(ctx)
		if err != nil {
			return fmt.Errorf("update feature %q: %w", f.Name, err)
		}
		im.byName[f.Name] = updated
		if im.detailed {
			im.featureEvent(updated, kernel.Event{Type: "feature-metadata-updated", Data: flags.FeatureData(updated), PreData: flags.FeatureData(f)})
		}
	}
	return nil
}

func metadataDiffers(f *ent.Feature, m model.ExportedFeature) bool {
	return f.Type != typeOrRelease(m.Type) || kernel.Deref(f.Description) != kernel.Deref(m.Description) ||
		f.Stale != m.Stale || f.ImpressionData != m.ImpressionData
}

func typeOrRelease(t string) string {
	if t == "" {
		return "release"
	}
	return t
}

// loadTags reads the current tags of the imported features, which their events carry.
func (im *importer) loadTags(ctx context.Context, plans []*featurePlan) error {
	tags, err := kernel.TagsOfFeatures(ctx, im.tx, im.ids(plans))
	if err != nil {
		return fmt.Errorf("list tags of imported features: %w", err)
	}
	im.tagsOf = tags
	return nil
}

// writeTags replaces the tags of the features whose plan sets them, creating missing tag
// types and tags.
func (im *importer) writeTags(ctx context.Context, plans []*featurePlan) error {
	var tagged []*featurePlan
	for _, p := range plans {
		if p.setTags {
			tagged = append(tagged, p)
		}
	}
	if len(tagged) == 0 {
		return nil
	}
	if err := im.ensureTags(ctx, tagged); err != nil {
		return err
	}
	ids := im.ids(tagged)
	for chunk := range slices.Chunk(ids, kernel.ChunkSize) {
		if _, err := im.tx.FeatureTag.Delete().Where(featuretag.FeatureIDIn(chunk...)).Exec(ctx); err != nil {
			return fmt.Errorf("clear tags: %w", err)
		}
	}
	var builders []*ent.FeatureTagCreate
	user := kernel.CallerUserID(ctx)
	for _, p := range tagged {
		f := im.byName[p.meta.Name]
		before := im.tagsOf[f.ID]
		after := make([]map[string]string, 0, len(p.tags))
		for _, t := range p.tags {
			builders = append(builders, im.tx.FeatureTag.Create().SetFeatureID(f.ID).SetTagTypeID(t.Type).
				SetValue(t.Value).SetNillableCreatedByUserID(user).SetCreatedAt(im.s.Now()))
			after = append(after, map[string]string{"type": t.Type, "value": t.Value})
		}
		im.tagsOf[f.ID] = after
		if im.detailed {
			im.tagEvents(f, before, after)
		}
	}
	if err := store.CreateBulk(ctx, featuretag.Columns, builders, im.tx.FeatureTag.CreateBulk); err != nil {
		return fmt.Errorf("tag features: %w", err)
	}
	return nil
}

// tagEvents records feature-tagged and feature-untagged for what changed.
func (im *importer) tagEvents(f *ent.Feature, before, after []map[string]string) {
	has := func(list []map[string]string, t map[string]string) bool {
		return slices.ContainsFunc(list, func(o map[string]string) bool { return maps.Equal(o, t) })
	}
	for _, t := range before {
		if !has(after, t) {
			im.featureEvent(f, kernel.Event{Type: "feature-untagged", PreData: t})
		}
	}
	for _, t := range after {
		if !has(before, t) {
			im.featureEvent(f, kernel.Event{Type: "feature-tagged", Data: t})
		}
	}
}

// ensureTags creates the tag types and tags the plans use that do not exist yet,
// through catalog (its checks and events), in the import's transaction.
func (im *importer) ensureTags(ctx context.Context, plans []*featurePlan) error {
	wanted := map[string]map[string]bool{}
	for _, p := range plans {
		for _, t := range p.tags {
			if wanted[t.Type] == nil {
				wanted[t.Type] = map[string]bool{}
			}
			wanted[t.Type][t.Value] = true
		}
	}
	types := slices.Sorted(maps.Keys(wanted))
	known, err := im.tx.TagType.Query().Where(tagtype.IDIn(types...)).IDs(ctx)
	if err != nil {
		return fmt.Errorf("find tag types: %w", err)
	}
	for _, typ := range types {
		if slices.Contains(known, typ) {
			continue
		}
		tt := im.tagTypes[typ]
		in := model.CreateTagTypeInput{Name: typ, Description: graphql.OmittableOf(&tt.Description), Icon: graphql.OmittableOf(tt.Icon)}
		if _, err := im.s.Flags.Catalog.CreateTagType(ctx, in); err != nil {
			return apperr.Within("tagTypes["+typ+"]", err)
		}
	}
	return im.s.Flags.Catalog.AddTags(ctx, im.tx, wanted)
}

// writeEnvironments sets enabled state, strategies and variants per planned environment.
func (im *importer) writeEnvironments(ctx context.Context, plans []*featurePlan) error {
	fes, err := kernel.QueryChunked(im.ids(plans), func(chunk []int) ([]*ent.FeatureEnvironment, error) {
		return im.tx.FeatureEnvironment.Query().Where(featureenvironment.FeatureIDIn(chunk...)).All(ctx)
	})
	if err != nil {
		return fmt.Errorf("list feature environments: %w", err)
	}
	type key struct {
		feature int
		env     string
	}
	byKey := map[key]*ent.FeatureEnvironment{}
	for _, fe := range fes {
		byKey[key{fe.FeatureID, fe.EnvironmentID}] = fe
	}
	w := envWrites{old: map[int][]*ent.FeatureStrategy{}}
	if im.detailed {
		if err := w.loadOld(ctx, im, fes); err != nil {
			return err
		}
	}
	for _, p := range plans {
		f := im.byName[p.meta.Name]
		for _, env := range slices.Sorted(maps.Keys(p.envs)) {
			fe := byKey[key{f.ID, env}]
			if fe == nil {
				return apperr.Validation("%s: environment %q is not enabled in project %q", p.path, env, im.project)
			}
			w.add(im, f, fe, p.envs[env])
		}
	}
	return w.exec(ctx, im)
}

// envWrites gathers the changes of feature environments, to write them in bulk.
type envWrites struct {
	enable, disable []int
	clearStrategies []int
	strategies      []*ent.FeatureStrategyCreate
	variants        map[int][]schematype.Variant
	old             map[int][]*ent.FeatureStrategy // strategies a detailed import replaces
}

// loadOld reads the strategies of fes, whose removal a detailed import records.
func (w *envWrites) loadOld(ctx context.Context, im *importer, fes []*ent.FeatureEnvironment) error {
	ids := make([]int, len(fes))
	for i, fe := range fes {
		ids[i] = fe.ID
	}
	old, err := kernel.QueryChunked(ids, func(chunk []int) ([]*ent.FeatureStrategy, error) {
		return im.tx.FeatureStrategy.Query().Where(featurestrategy.FeatureEnvironmentIDIn(chunk...)).
			Order(store.StrategyOrder()...).All(ctx)
	})
	if err != nil {
		return fmt.Errorf("list replaced strategies: %w", err)
	}
	for _, st := range old {
		w.old[st.FeatureEnvironmentID] = append(w.old[st.FeatureEnvironmentID], st)
	}
	return nil
}

func (w *envWrites) add(im *importer, f *ent.Feature, fe *ent.FeatureEnvironment, e *envPlan) {
	if e.enabled != nil && *e.enabled != fe.Enabled {
		if *e.enabled {
			w.enable = append(w.enable, fe.ID)
		} else {
			w.disable = append(w.disable, fe.ID)
		}
		if im.detailed {
			typ := map[bool]string{true: "feature-environment-enabled", false: "feature-environment-disabled"}[*e.enabled]
			im.featureEvent(f, kernel.Event{Type: typ, Environment: fe.EnvironmentID, Keep: flags.StageMayMove})
		}
	}
	if e.setStrategies {
		w.clearStrategies = append(w.clearStrategies, fe.ID)
		for _, st := range w.old[fe.ID] {
			im.featureEvent(f, kernel.Event{Type: "feature-strategy-remove", Environment: fe.EnvironmentID,
				PreData: map[string]any{"id": st.ID.String(), "name": st.StrategyName}})
		}
		for _, st := range e.strategies {
			spec := st.spec
			w.strategies = append(w.strategies, im.tx.FeatureStrategy.Create().SetFeatureEnvironmentID(fe.ID).
				SetStrategyName(spec.Name).SetNillableTitle(spec.Title).SetDisabled(spec.Disabled).
				SetSortOrder(spec.SortOrder).SetParameters(nonNilParams(spec.Parameters)).
				SetConstraints(spec.Constraints).SetVariants(spec.Variants).AddSegmentIDs(spec.Segments...).
				SetCreatedAt(im.s.Now()))
			if im.detailed {
				im.featureEvent(f, kernel.Event{Type: "feature-strategy-add", Environment: fe.EnvironmentID, Data: spec})
			}
		}
	}
	if e.setVariants {
		if w.variants == nil {
			w.variants = map[int][]schematype.Variant{}
		}
		w.variants[fe.ID] = e.variants
		if im.detailed {
			im.featureEvent(f, kernel.Event{Type: "feature-environment-variants-updated", Environment: fe.EnvironmentID,
				Data: map[string]any{"variants": e.variants}, PreData: map[string]any{"variants": kernel.NonNil(fe.Variants)}})
		}
	}
}

func (w *envWrites) exec(ctx context.Context, im *importer) error {
	for _, on := range []bool{true, false} {
		ids := map[bool][]int{true: w.enable, false: w.disable}[on]
		for chunk := range slices.Chunk(ids, kernel.ChunkSize) {
			if err := im.tx.FeatureEnvironment.Update().Where(featureenvironment.IDIn(chunk...)).SetEnabled(on).Exec(ctx); err != nil {
				return fmt.Errorf("set enabled: %w", err)
			}
		}
	}
	for chunk := range slices.Chunk(w.clearStrategies, kernel.ChunkSize) {
		if _, err := im.tx.FeatureStrategy.Delete().Where(featurestrategy.FeatureEnvironmentIDIn(chunk...)).Exec(ctx); err != nil {
			return fmt.Errorf("clear strategies: %w", err)
		}
	}
	if err := store.CreateBulk(ctx, featurestrategy.Columns, w.strategies, im.tx.FeatureStrategy.CreateBulk); err != nil {
		return fmt.Errorf("create strategies: %w", err)
	}
	return w.execVariants(ctx, im)
}

// execVariants writes variants with one statement per distinct set of variants: imports
// tend to repeat the same few sets across many features.
func (w *envWrites) execVariants(ctx context.Context, im *importer) error {
	groups := map[string][]int{}
	sets := map[string][]schematype.Variant{}
	for id, vs := range w.variants {
		key, err := json.Marshal(vs)
		if err != nil {
			return fmt.Errorf("encode variants: %w", err)
		}
		groups[string(key)] = append(groups[string(key)], id)
		sets[string(key)] = vs
	}
	for _, key := range slices.Sorted(maps.Keys(groups)) {
		for chunk := range slices.Chunk(groups[key], kernel.ChunkSize) {
			err := im.tx.FeatureEnvironment.Update().Where(featureenvironment.IDIn(chunk...)).SetVariants(sets[key]).Exec(ctx)
			if err != nil {
				return fmt.Errorf("set variants: %w", err)
			}
		}
	}
	return nil
}

// writeDependencies replaces the dependencies of the features whose plan sets them, as
// checkDependencies allowed.
func (im *importer) writeDependencies(ctx context.Context, plans []*featurePlan) error {
	var children []int
	var builders []*ent.FeatureDependencyCreate
	for _, p := range plans {
		if !p.setDeps {
			continue
		}
		child := im.byName[p.meta.Name]
		children = append(children, child.ID)
		for _, d := range p.deps {
			parent := im.byName[d.Feature] // checkDependencies checked it
			enabled, variants, _ := flags.DependencyState(d.Enabled, d.Variants)
			builders = append(builders, im.tx.FeatureDependency.Create().SetChildID(child.ID).
				SetParentID(parent.ID).SetEnabled(enabled).SetVariants(kernel.NonNil(variants)))
			if im.detailed {
				im.featureEvent(child, kernel.Event{Type: "feature-dependency-added",
					Data: map[string]any{"feature": parent.Name, "enabled": enabled, "variants": kernel.NonNil(variants)}})
			}
		}
	}
	for chunk := range slices.Chunk(children, kernel.ChunkSize) {
		if _, err := im.tx.FeatureDependency.Delete().Where(featuredependency.ChildIDIn(chunk...)).Exec(ctx); err != nil {
			return fmt.Errorf("clear dependencies: %w", err)
		}
	}
	if err := store.CreateBulk(ctx, featuredependency.Columns, builders, im.tx.FeatureDependency.CreateBulk); err != nil {
		return fmt.Errorf("add dependencies: %w", err)
	}
	return nil
}

// featureEvent queues an event about f, carrying the tags f has after the import.
func (im *importer) featureEvent(f *ent.Feature, in kernel.Event) {
	in.Project, in.FeatureName = f.ProjectID, f.Name
	in.Tags = im.tagsOf[f.ID]
	if in.Tags == nil {
		in.Tags = []map[string]string{}
	}
	im.events = append(im.events, in)
}

// ids lists the ids of the planned features, which exist once createFeatures ran.
func (im *importer) ids(plans []*featurePlan) []int {
	ids := make([]int, 0, len(plans))
	for _, p := range plans {
		if f := im.byName[p.meta.Name]; f != nil {
			ids = append(ids, f.ID)
		}
	}
	return ids
}

func nonNilParams(m map[string]string) map[string]string {
	if m == nil {
		return map[string]string{}
	}
	return m
}

// plannedEnvironments is every environment the plans write, sorted.
func plannedEnvironments(plans []*featurePlan) []string {
	set := map[string]bool{}
	for _, p := range plans {
		for env := range p.envs {
			set[env] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}
