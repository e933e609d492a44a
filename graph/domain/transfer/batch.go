package transfer

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/ent"
	"flagstone/ent/contextfield"
	"flagstone/ent/feature"
	"flagstone/ent/featuredependency"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featuretag"
	"flagstone/ent/projectenvironment"
	"flagstone/ent/schematype"
	"flagstone/ent/segment"
	"flagstone/ent/strategydefinition"
	"flagstone/ent/tagtype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// ExportFeatures builds the batch export of the selected features in one environment and
// records features-exported.
func (s *Service) ExportFeatures(ctx context.Context, q model.ExportQuery) (*model.ExportResult, error) {
	out, err := s.BuildExport(ctx, q)
	if err != nil {
		return nil, err
	}
	data, err := ExportedData(out)
	if err != nil {
		return nil, err
	}
	return out, s.RecordExport(ctx, q, data)
}

// ExportedData is the data of the features-exported event of out: the names of its
// features. It is encoded once, with the export, so that a kept export records its event
// without reading the names back from the kept JSON.
func ExportedData(out *model.ExportResult) (json.RawMessage, error) {
	names := make([]string, len(out.Features))
	for i, f := range out.Features {
		names[i] = f.Name
	}
	data, err := kernel.EventData(map[string]any{"features": names})
	if err != nil {
		return nil, fmt.Errorf("encode the export's event: %w", err)
	}
	return data, nil
}

// BuildExport builds the batch export of the selected features in one environment, in one
// read-only transaction (a consistent view), and records nothing: see RecordExport.
func (s *Service) BuildExport(ctx context.Context, q model.ExportQuery) (*model.ExportResult, error) {
	if q.Environment == "" {
		return nil, apperr.Validation("environment is required")
	}
	var out *model.ExportResult
	err := store.WithTx(ctx, s.Client, func(ctx context.Context, tx *ent.Client) error {
		if err := flags.EnvironmentExists(ctx, tx, q.Environment); err != nil {
			return err
		}
		fs, err := s.exportedFeatures(ctx, tx, q)
		if err != nil {
			return err
		}
		out, err = s.exportOf(ctx, tx, fs, q.Environment)
		return err
	})
	return out, err
}

// RecordExport records features-exported for an export of q whose event data is data
// (ExportedData), through the kernel's group commit of noted events (Note): an export
// changes no state, so it keeps every cache of committed state.
func (s *Service) RecordExport(ctx context.Context, q model.ExportQuery, data json.RawMessage) error {
	return s.Note(ctx, "The export", kernel.Event{Type: "features-exported", Project: q.Project,
		Environment: q.Environment, Data: data})
}

// exportedFeatures selects what an export query names: features by name, by tag
// ("type:value"), by project, or all; archived features never.
func (s *Service) exportedFeatures(ctx context.Context, tx *ent.Client, q model.ExportQuery) ([]*ent.Feature, error) {
	fq := tx.Feature.Query().Where(feature.ArchivedAtIsNil())
	switch {
	case len(q.Features) > 0:
		fq.Where(feature.NameIn(q.Features...))
	case q.Tag != "":
		typ, value, ok := strings.Cut(q.Tag, ":")
		if !ok {
			typ, value = "simple", q.Tag
		}
		fq.Where(feature.HasTagsWith(featuretag.TagTypeID(typ), featuretag.Value(value)))
	case q.Project != "":
		if _, err := s.Flags.Project(ctx, q.Project); err != nil {
			return nil, err
		}
		fq.Where(feature.ProjectID(q.Project))
	}
	fs, err := fq.Order(ent.Asc(feature.FieldName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("select exported features: %w", err)
	}
	return fs, nil
}

// exportOf assembles the export document of fs in env.
func (s *Service) exportOf(ctx context.Context, tx *ent.Client, fs []*ent.Feature, env string) (*model.ExportResult, error) {
	out := &model.ExportResult{Features: []model.ExportedFeature{}, FeatureStrategies: []model.ExportedStrategy{},
		FeatureEnvironments: []model.ExportedFeatureEnv{}, ContextFields: []model.ExportedContext{},
		FeatureTags: []model.ExportedFeatureTag{}, Segments: []model.SegmentRef{}, TagTypes: []model.ExportedTagType{},
		Dependencies: []model.ExportedDependency{}}
	ids := make([]int, len(fs))
	byID := map[int]*ent.Feature{}
	for i, f := range fs {
		ids[i], byID[f.ID] = f.ID, f
		out.Features = append(out.Features, model.ExportedFeature{Name: f.Name, Type: f.Type, Description: f.Description,
			Project: f.ProjectID, Stale: f.Stale, ImpressionData: f.ImpressionData})
	}
	contexts, segments, err := s.exportEnvironment(ctx, tx, out, ids, byID, env)
	if err != nil {
		return nil, err
	}
	if err := exportCatalog(ctx, tx, out, contexts, segments); err != nil {
		return nil, err
	}
	if err := exportTags(ctx, tx, out, ids, byID); err != nil {
		return nil, err
	}
	return out, exportDependencies(ctx, tx, out, ids, byID)
}

// exportEnvironment fills the feature environments and strategies of env, and returns the
// context fields and segments the strategies use.
func (s *Service) exportEnvironment(ctx context.Context, tx *ent.Client, out *model.ExportResult, ids []int,
	byID map[int]*ent.Feature, env string) (map[string]bool, map[int]bool, error) {
	fes, err := kernel.QueryChunked(ids, func(chunk []int) ([]*ent.FeatureEnvironment, error) {
		return tx.FeatureEnvironment.Query().
			Where(featureenvironment.FeatureIDIn(chunk...), featureenvironment.EnvironmentID(env)).
			WithStrategies(func(q *ent.FeatureStrategyQuery) {
				q.WithSegments(func(q *ent.SegmentQuery) { q.Select(segment.FieldID) }).
					Order(store.StrategyOrder()...)
			}).All(ctx)
	})
	if err != nil {
		return nil, nil, fmt.Errorf("export feature environments: %w", err)
	}
	slices.SortFunc(fes, func(a, b *ent.FeatureEnvironment) int {
		return strings.Compare(byID[a.FeatureID].Name, byID[b.FeatureID].Name)
	})
	contexts, segments := map[string]bool{}, map[int]bool{}
	for _, fe := range fes {
		name := byID[fe.FeatureID].Name
		out.FeatureEnvironments = append(out.FeatureEnvironments, model.ExportedFeatureEnv{Name: name,
			FeatureName: name, Environment: env, Enabled: fe.Enabled, Variants: kernel.NonNil(fe.Variants)})
		for _, st := range fe.Edges.Strategies {
			spec := catalog.SpecOf(st)
			for _, c := range spec.Constraints {
				contexts[c.ContextName] = true
			}
			for _, id := range spec.Segments {
				segments[id] = true
			}
			out.FeatureStrategies = append(out.FeatureStrategies, model.ExportedStrategy{ID: st.ID.String(),
				Name: spec.Name, Title: spec.Title, Disabled: spec.Disabled, FeatureName: name, SortOrder: spec.SortOrder,
				Segments: kernel.NonNil(spec.Segments), Constraints: kernel.NonNil(spec.Constraints), Variants: kernel.NonNil(spec.Variants),
				Parameters: nonNilParams(spec.Parameters)})
		}
	}
	return contexts, segments, nil
}

// exportCatalog fills the context fields and segments the strategies use. The context
// fields of segment constraints travel too, since the target must know them.
func exportCatalog(ctx context.Context, tx *ent.Client, out *model.ExportResult, contexts map[string]bool, segments map[int]bool) error {
	segs, err := tx.Segment.Query().Where(segment.IDIn(slices.Collect(maps.Keys(segments))...)).
		Order(ent.Asc(segment.FieldID)).All(ctx)
	if err != nil {
		return fmt.Errorf("export segments: %w", err)
	}
	for _, sg := range segs {
		out.Segments = append(out.Segments, model.SegmentRef{ID: sg.ID, Name: sg.Name})
		for _, c := range sg.Constraints {
			contexts[c.ContextName] = true
		}
	}
	fields, err := tx.ContextField.Query().Where(contextfield.IDIn(slices.Collect(maps.Keys(contexts))...)).
		Order(ent.Asc(contextfield.FieldID)).All(ctx)
	if err != nil {
		return fmt.Errorf("export context fields: %w", err)
	}
	for _, cf := range fields {
		out.ContextFields = append(out.ContextFields, model.ExportedContext{Name: cf.ID, Description: cf.Description,
			Stickiness: cf.Stickiness, SortOrder: cf.SortOrder, LegalValues: kernel.NonNil(cf.LegalValues)})
	}
	return nil
}

func exportTags(ctx context.Context, tx *ent.Client, out *model.ExportResult, ids []int, byID map[int]*ent.Feature) error {
	tags, err := kernel.QueryChunked(ids, func(chunk []int) ([]*ent.FeatureTag, error) {
		return tx.FeatureTag.Query().Where(featuretag.FeatureIDIn(chunk...)).Order(ent.Asc(featuretag.FieldID)).All(ctx)
	})
	if err != nil {
		return fmt.Errorf("export tags: %w", err)
	}
	slices.SortStableFunc(tags, func(a, b *ent.FeatureTag) int {
		return strings.Compare(byID[a.FeatureID].Name, byID[b.FeatureID].Name)
	})
	types := map[string]bool{}
	for _, t := range tags {
		types[t.TagTypeID] = true
		out.FeatureTags = append(out.FeatureTags, model.ExportedFeatureTag{FeatureName: byID[t.FeatureID].Name,
			TagType: t.TagTypeID, TagValue: t.Value})
	}
	tts, err := tx.TagType.Query().Where(tagtype.IDIn(slices.Collect(maps.Keys(types))...)).
		Order(ent.Asc(tagtype.FieldID)).All(ctx)
	if err != nil {
		return fmt.Errorf("export tag types: %w", err)
	}
	for _, tt := range tts {
		out.TagTypes = append(out.TagTypes, model.ExportedTagType{Name: tt.ID, Description: tt.Description, Icon: tt.Icon})
	}
	return nil
}

func exportDependencies(ctx context.Context, tx *ent.Client, out *model.ExportResult, ids []int, byID map[int]*ent.Feature) error {
	deps, err := kernel.QueryChunked(ids, func(chunk []int) ([]*ent.FeatureDependency, error) {
		return tx.FeatureDependency.Query().Where(featuredependency.ChildIDIn(chunk...)).
			WithParent(func(q *ent.FeatureQuery) { q.Select(feature.FieldName) }).All(ctx)
	})
	if err != nil {
		return fmt.Errorf("export dependencies: %w", err)
	}
	byChild := map[int][]model.DependencyOfChild{}
	for _, d := range deps {
		enabled := d.Enabled
		byChild[d.ChildID] = append(byChild[d.ChildID], model.DependencyOfChild{Feature: d.Edges.Parent.Name,
			Enabled: &enabled, Variants: d.Variants})
	}
	for _, id := range ids {
		if ds := byChild[id]; len(ds) > 0 {
			slices.SortFunc(ds, func(a, b model.DependencyOfChild) int { return strings.Compare(a.Feature, b.Feature) })
			out.Dependencies = append(out.Dependencies, model.ExportedDependency{Feature: byID[id].Name, Dependencies: ds})
		}
	}
	return nil
}

// ValidateImport checks a batch import without writing: what would stop it (errors), what
// it would skip or rely on (warnings), and which permissions the caller lacks.
func (s *Service) ValidateImport(ctx context.Context, doc model.ImportDocument, lacks func(perm string) bool) (*model.ImportValidation, error) {
	var v *model.ImportValidation
	err := s.Mutate(ctx, "The import", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		var err error
		v, _, err = s.verifyImport(ctx, tx.Client, doc, lacks)
		return kernel.Unchanged(), err
	})
	return v, err
}

// ImportFeatures applies a batch import to its target project and environment in one
// transaction, after verification finds nothing wrong, and records features-imported.
func (s *Service) ImportFeatures(ctx context.Context, doc model.ImportDocument, lacks func(perm string) bool) error {
	err := s.Mutate(ctx, "The import", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		v, im, err := s.verifyImport(ctx, tx.Client, doc, lacks)
		if err != nil {
			return kernel.Change{}, err
		}
		if len(v.Errors) > 0 {
			return kernel.Change{}, importRefusal(v.Errors)
		}
		if len(v.Permissions) > 0 {
			return kernel.Change{}, apperr.New(apperr.KindForbidden, "%s: %s", v.Permissions[0].Message, strings.Join(v.Permissions[0].AffectedItems, ", "))
		}
		if err := s.importContextFields(ctx, tx.Client, doc.Data.ContextFields); err != nil {
			return kernel.Change{}, err
		}
		if err := im.apply(ctx, im.plans); err != nil {
			return kernel.Change{}, err
		}
		im.events = append(im.events, kernel.Event{Type: "features-imported", Project: doc.Project,
			Environment: doc.Environment, Data: map[string]any{"features": len(im.written)}})
		return kernel.Record(im.events...), nil
	})
	if err == nil {
		s.afterImport(ctx, len(doc.Data.Features))
	}
	return err
}

// importRefusal is the 400 of an import that verification refused, naming every item.
func importRefusal(msgs []*model.ImportMessage) error {
	var details []apperr.Detail
	var parts []string
	for _, m := range msgs {
		parts = append(parts, m.Message+" "+strings.Join(m.AffectedItems, ", "))
		for _, item := range m.AffectedItems {
			details = append(details, apperr.Detail{Path: item, Message: m.Message})
		}
	}
	err := apperr.ValidationDetails(details)
	err.Message = "The import was refused: " + strings.Join(parts, "; ")
	return err
}

// batchImport is a verified batch import, ready to apply.
type batchImport struct {
	*importer
	plans    []*featurePlan
	existing map[string]bool // imported features the instance already has
}

// verifyImport runs every check of a batch import. A missing target is an error of its
// own (404); the rest are findings in the result.
func (s *Service) verifyImport(ctx context.Context, tx *ent.Client, doc model.ImportDocument, lacks func(string) bool) (*model.ImportValidation, *batchImport, error) {
	if err := s.importTarget(ctx, tx, doc); err != nil {
		return nil, nil, err
	}
	v := &model.ImportValidation{Errors: []*model.ImportMessage{}, Warnings: []*model.ImportMessage{}, Permissions: []*model.ImportMessage{}}
	im := &batchImport{importer: &importer{s: s, tx: tx, project: doc.Project, detailed: true, overwrite: true,
		tagTypes: map[string]model.ExportedTagType{}}}
	for _, cf := range doc.Data.ContextFields {
		im.contexts = append(im.contexts, cf.Name)
	}
	for _, tt := range doc.Data.TagTypes {
		im.tagTypes[tt.Name] = tt
	}
	segments, err := s.verifySegments(ctx, tx, doc.Data, v)
	if err != nil {
		return nil, nil, err
	}
	im.plans = batchPlans(doc, segments)
	checks := []func(context.Context, *ent.Client, model.ImportDocument, *batchImport, *model.ImportValidation) error{
		verifyStrategies, verifyContextFields, verifyFeatureProjects,
	}
	for _, check := range checks {
		if err := check(ctx, tx, doc, im, v); err != nil {
			return nil, nil, err
		}
	}
	if len(v.Errors) == 0 {
		if err := im.check(ctx, im.plans); err != nil {
			if apperr.As(err).Kind != apperr.KindValidation {
				return nil, nil, err
			}
			v.Errors = append(v.Errors, &model.ImportMessage{Message: "Invalid data:", AffectedItems: []string{apperr.As(err).Message}})
		}
	}
	return v, im, verifyPermissions(ctx, tx, doc, im, v, lacks)
}

func (s *Service) importTarget(ctx context.Context, tx *ent.Client, doc model.ImportDocument) error {
	switch {
	case doc.Project == "":
		return apperr.Validation("project is required")
	case doc.Environment == "":
		return apperr.Validation("environment is required")
	}
	if _, err := s.Flags.Project(ctx, doc.Project); err != nil {
		return err
	}
	if err := flags.EnvironmentExists(ctx, tx, doc.Environment); err != nil {
		return err
	}
	on, err := tx.ProjectEnvironment.Query().Where(projectenvironment.ProjectID(doc.Project),
		projectenvironment.EnvironmentID(doc.Environment)).Exist(ctx)
	if err != nil {
		return fmt.Errorf("find project environment: %w", err)
	}
	if !on {
		return apperr.NotFound("Environment %q is not enabled in project %q", doc.Environment, doc.Project)
	}
	return nil
}

// batchPlans turns the document into one plan per feature, for the target environment.
// segments maps the document's segment ids to the target's.
func batchPlans(doc model.ImportDocument, segments map[int]int) []*featurePlan {
	plans := map[string]*featurePlan{}
	out := make([]*featurePlan, len(doc.Data.Features))
	for i, f := range doc.Data.Features {
		env := &envPlan{setStrategies: true}
		out[i] = &featurePlan{path: fmt.Sprintf("data.features[%d]", i), meta: f,
			envs: map[string]*envPlan{doc.Environment: env}, tags: []model.StateTag{}, setTags: true}
		plans[f.Name] = out[i]
	}
	for i, st := range doc.Data.FeatureStrategies {
		p := plans[st.FeatureName]
		if p == nil {
			continue
		}
		segs := make([]int, len(st.Segments))
		for j, id := range st.Segments {
			segs[j] = segments[id]
		}
		env := p.envs[doc.Environment]
		env.strategies = append(env.strategies, plannedStrategy{path: fmt.Sprintf("data.featureStrategies[%d]", i),
			spec: catalog.StrategySpec{Name: st.Name, Title: st.Title, Disabled: st.Disabled, SortOrder: st.SortOrder,
				Parameters: st.Parameters, Constraints: st.Constraints, Variants: st.Variants, Segments: segs}})
	}
	for i, fe := range doc.Data.FeatureEnvironments {
		name := fe.FeatureName
		if name == "" {
			name = fe.Name
		}
		if p := plans[name]; p != nil {
			enabled := fe.Enabled
			env := p.envs[doc.Environment]
			env.path, env.enabled = fmt.Sprintf("data.featureEnvironments[%d]", i), &enabled
			env.variants, env.setVariants = fe.Variants, len(fe.Variants) > 0
		}
	}
	for _, t := range doc.Data.FeatureTags {
		if p := plans[t.FeatureName]; p != nil {
			p.tags = append(p.tags, model.StateTag{Type: kernel.FirstOf(t.TagType, t.Type, "simple"), Value: kernel.FirstOf(t.TagValue, t.Value)})
		}
	}
	for _, d := range doc.Data.Dependencies {
		if p := plans[d.Feature]; p != nil {
			p.deps, p.setDeps = d.Dependencies, true
		}
	}
	return out
}

// verifySegments matches the document's segments to the target's by name; the unknown
// ones are errors.
func (s *Service) verifySegments(ctx context.Context, tx *ent.Client, data model.ExportResult, v *model.ImportValidation) (map[int]int, error) {
	names := make([]string, len(data.Segments))
	for i, sg := range data.Segments {
		names[i] = sg.Name
	}
	found, err := tx.Segment.Query().Where(segment.NameIn(names...)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("find segments: %w", err)
	}
	byName := map[string]int{}
	for _, sg := range found {
		byName[sg.Name] = sg.ID
	}
	ids := map[int]int{}
	var unknown []string
	for _, sg := range data.Segments {
		if id, ok := byName[sg.Name]; ok {
			ids[sg.ID] = id
		} else {
			unknown = append(unknown, sg.Name)
		}
	}
	for _, st := range data.FeatureStrategies {
		for _, id := range st.Segments {
			if _, ok := ids[id]; !ok && !slices.Contains(unknown, fmt.Sprint(id)) && !listsSegment(data, id) {
				unknown = append(unknown, fmt.Sprint(id))
			}
		}
	}
	addFinding(&v.Errors, "The following segments do not exist in the target instance:", unknown)
	return ids, nil
}

func listsSegment(data model.ExportResult, id int) bool {
	return slices.ContainsFunc(data.Segments, func(sg model.SegmentRef) bool { return sg.ID == id })
}

func verifyStrategies(ctx context.Context, tx *ent.Client, doc model.ImportDocument, _ *batchImport, v *model.ImportValidation) error {
	defs, err := tx.StrategyDefinition.Query().Select(strategydefinition.FieldName, strategydefinition.FieldBuiltIn).All(ctx)
	if err != nil {
		return fmt.Errorf("list strategy definitions: %w", err)
	}
	known := map[string]bool{}
	for _, d := range defs {
		known[d.Name] = d.BuiltIn
	}
	var unknown, custom []string
	for _, st := range doc.Data.FeatureStrategies {
		builtIn, ok := known[st.Name]
		switch {
		case !ok && !slices.Contains(unknown, st.Name):
			unknown = append(unknown, st.Name)
		case ok && !builtIn && !slices.Contains(custom, st.Name):
			custom = append(custom, st.Name)
		}
	}
	addFinding(&v.Errors, "The import uses strategies that do not exist in the target instance:", unknown)
	addFinding(&v.Warnings, "The following strategy types will be used in import. Please make sure the strategy type parameters are configured as in source environment:", custom)
	return nil
}

// verifyContextFields refuses context fields that exist with fewer legal values than the
// import's (the import's constraints could rely on values the target would lose), or that
// belong to another project than the import's (catalog.UsableIn).
func verifyContextFields(ctx context.Context, tx *ent.Client, doc model.ImportDocument, _ *batchImport, v *model.ImportValidation) error {
	names := make([]string, len(doc.Data.ContextFields))
	for i, cf := range doc.Data.ContextFields {
		names[i] = cf.Name
	}
	existing, err := tx.ContextField.Query().Where(contextfield.IDIn(names...)).All(ctx)
	if err != nil {
		return fmt.Errorf("find context fields: %w", err)
	}
	byName := map[string]*ent.ContextField{}
	for _, cf := range existing {
		byName[cf.ID] = cf
	}
	var lossy, elsewhere []string
	for _, cf := range doc.Data.ContextFields {
		have := byName[cf.Name]
		switch {
		case have == nil:
		case !catalog.UsableIn(have.ProjectID, doc.Project):
			elsewhere = append(elsewhere, cf.Name)
		case !legalValuesCover(have.LegalValues, cf.LegalValues):
			lossy = append(lossy, cf.Name)
		}
	}
	addFinding(&v.Errors, "These context fields exist in the target with other legal values; the import's legal values would be lost:", lossy)
	addFinding(&v.Errors, "These context fields belong to another project in the target; the import's constraints cannot name them:", elsewhere)
	return nil
}

func legalValuesCover(have, want []schematype.LegalValue) bool {
	for _, w := range want {
		if !slices.ContainsFunc(have, func(h schematype.LegalValue) bool { return h.Value == w.Value }) {
			return false
		}
	}
	return true
}

// verifyFeatureProjects refuses features that exist in another project, and warns about
// archived features in the target, which the import skips.
func verifyFeatureProjects(ctx context.Context, tx *ent.Client, doc model.ImportDocument, im *batchImport, v *model.ImportValidation) error {
	names := make([]string, len(doc.Data.Features))
	for i, f := range doc.Data.Features {
		names[i] = f.Name
	}
	found, err := kernel.QueryChunked(names, func(chunk []string) ([]*ent.Feature, error) {
		return tx.Feature.Query().Where(feature.NameIn(chunk...)).All(ctx)
	})
	if err != nil {
		return fmt.Errorf("find imported features: %w", err)
	}
	var elsewhere, archived []string
	im.existing = map[string]bool{}
	for _, f := range found {
		im.existing[f.Name] = true
		switch {
		case f.ProjectID != doc.Project:
			elsewhere = append(elsewhere, fmt.Sprintf("%s (in project %s)", f.Name, f.ProjectID))
		case f.ArchivedAt != nil:
			archived = append(archived, f.Name)
		}
	}
	addFinding(&v.Errors, fmt.Sprintf("You cannot import a feature that already exist in other projects. You already have the following features defined outside of project %s:", doc.Project), elsewhere)
	addFinding(&v.Warnings, "The following features will not be imported as they are currently archived:", archived)
	return nil
}

// verifyPermissions lists the permissions the import needs that the caller lacks: those
// the single routes would need for the same changes (creating or updating features,
// creating context fields and tag types).
func verifyPermissions(ctx context.Context, tx *ent.Client, doc model.ImportDocument, im *batchImport, v *model.ImportValidation, lacks func(string) bool) error {
	if lacks == nil {
		return nil
	}
	needs := map[string][]string{}
	for _, f := range doc.Data.Features {
		perm := map[bool]string{true: "UPDATE_FEATURE", false: "CREATE_FEATURE"}[im.existing[f.Name]]
		needs[perm] = append(needs[perm], f.Name)
	}
	newFields, err := kernel.MissingIDs(ctx, doc.Data.ContextFields, func(cf model.ExportedContext) string { return cf.Name },
		func(ids []string) ([]string, error) {
			return tx.ContextField.Query().Where(contextfield.IDIn(ids...)).IDs(ctx)
		})
	if err != nil {
		return err
	}
	needs["CREATE_CONTEXT_FIELD"] = newFields
	var used []string
	for _, p := range im.plans {
		for _, t := range p.tags {
			if !slices.Contains(used, t.Type) {
				used = append(used, t.Type)
			}
		}
	}
	newTypes, err := kernel.MissingIDs(ctx, used, func(typ string) string { return typ }, func(ids []string) ([]string, error) {
		return tx.TagType.Query().Where(tagtype.IDIn(ids...)).IDs(ctx)
	})
	if err != nil {
		return err
	}
	needs["CREATE_TAG_TYPE"] = newTypes
	for _, perm := range slices.Sorted(maps.Keys(needs)) {
		if len(needs[perm]) > 0 && lacks(perm) {
			addFinding(&v.Permissions, "You need the permission "+perm+" for:", needs[perm])
		}
	}
	return nil
}

func addFinding(list *[]*model.ImportMessage, message string, items []string) {
	if len(items) > 0 {
		*list = append(*list, &model.ImportMessage{Message: message, AffectedItems: items})
	}
}

// importContextFields creates the context fields of the import the target lacks,
// through catalog (its checks and events), in the import's transaction.
func (s *Service) importContextFields(ctx context.Context, tx *ent.Client, fields []model.ExportedContext) error {
	for i, cf := range fields {
		exists, err := tx.ContextField.Query().Where(contextfield.ID(cf.Name)).Exist(ctx)
		if err != nil {
			return fmt.Errorf("find context field %q: %w", cf.Name, err)
		}
		if exists {
			continue
		}
		legal := make([]*model.LegalValueInput, len(cf.LegalValues))
		for j, lv := range cf.LegalValues {
			legal[j] = &model.LegalValueInput{Value: lv.Value, Description: graphql.OmittableOf(&lv.Description)}
		}
		in := model.CreateContextFieldInput{Name: cf.Name, Description: graphql.OmittableOf(cf.Description),
			Stickiness: graphql.OmittableOf(&cf.Stickiness), SortOrder: graphql.OmittableOf(&cf.SortOrder),
			LegalValues: graphql.OmittableOf(legal)}
		if _, err := s.Flags.Catalog.CreateContextField(ctx, in); err != nil {
			return apperr.Within(fmt.Sprintf("data.contextFields[%d]", i), err)
		}
	}
	return nil
}
