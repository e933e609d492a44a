package rest

import (
	"context"
	"maps"
	"slices"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/loader"
	"flagstone/graph/store"
)

// projectJSON is a project as the reference's projectSchema shapes it.
type projectJSON struct {
	ID           string   `json:"id"`
	Name         string   `json:"name"`
	Description  *string  `json:"description"`
	CreatedAt    wireTime `json:"createdAt"`
	UpdatedAt    wireTime `json:"updatedAt"`
	FeatureCount int      `json:"featureCount"`
	Environments []string `json:"environments"`
	Mode         string   `json:"mode"`
	Favorite     bool     `json:"favorite"`
}

// environmentJSON is the reference's environmentSchema.
type environmentJSON struct {
	Name      string `json:"name"`
	Type      string `json:"type"`
	Enabled   bool   `json:"enabled"`
	Protected bool   `json:"protected"`
	SortOrder int    `json:"sortOrder"`
}

func toEnvironment(e *ent.Environment) environmentJSON {
	return environmentJSON{Name: e.ID, Type: e.Type, Enabled: e.Enabled, Protected: e.Protected, SortOrder: e.SortOrder}
}

// featureJSON is the reference's featureSchema (contract 2.7, Exported feature).
type featureJSON struct {
	Name           string             `json:"name"`
	Type           string             `json:"type"`
	Description    *string            `json:"description"`
	Project        string             `json:"project"`
	Enabled        bool               `json:"enabled"`
	Stale          bool               `json:"stale"`
	Archived       bool               `json:"archived"`
	Favorite       bool               `json:"favorite"`
	ImpressionData bool               `json:"impressionData"`
	CreatedAt      wireTime           `json:"createdAt"`
	ArchivedAt     *wireTime          `json:"archivedAt"`
	Environments   []featureEnvJSON   `json:"environments"`
	Tags           []tagJSON          `json:"tags"`
	Variants       []json0            `json:"variants"`
	Lifecycle      map[string]any     `json:"lifecycle"`
	Children       []string           `json:"children"`
	Dependencies   []dependencyJSON   `json:"dependencies"`
	Links          *[]featureLinkJSON `json:"links,omitempty"`
	LastSeenAt     *wireTime          `json:"lastSeenAt"`
}

// dependencyJSON is a dependency on a parent feature (contract 2.7).
type dependencyJSON struct {
	Feature  string   `json:"feature"`
	Enabled  bool     `json:"enabled"`
	Variants []string `json:"variants"`
}

// json0 is an element type of lists this face always sends empty.
type json0 = struct{}

// featureEnvJSON is the reference's featureEnvironmentSchema.
type featureEnvJSON struct {
	Name                 string               `json:"name"`
	FeatureName          string               `json:"featureName"`
	Environment          string               `json:"environment"`
	Type                 string               `json:"type"`
	Enabled              bool                 `json:"enabled"`
	SortOrder            int                  `json:"sortOrder"`
	VariantCount         int                  `json:"variantCount"`
	Strategies           []strategyJSON       `json:"strategies"`
	Variants             []schematype.Variant `json:"variants"`
	LastSeenAt           *wireTime            `json:"lastSeenAt"`
	HasStrategies        bool                 `json:"hasStrategies"`
	HasEnabledStrategies bool                 `json:"hasEnabledStrategies"`
}

// strategyJSON is the reference's featureStrategySchema.
type strategyJSON struct {
	ID          string                       `json:"id"`
	Name        string                       `json:"name"`
	Title       *string                      `json:"title"`
	Disabled    bool                         `json:"disabled"`
	FeatureName string                       `json:"featureName,omitempty"`
	SortOrder   int                          `json:"sortOrder"`
	Segments    []int                        `json:"segments"`
	Constraints []schematype.Constraint      `json:"constraints"`
	Variants    []schematype.StrategyVariant `json:"variants"`
	Parameters  map[string]string            `json:"parameters"`
}

// tagJSON is the reference's tagSchema.
type tagJSON struct {
	Value string `json:"value"`
	Type  string `json:"type"`
}

func toStrategy(st *ent.FeatureStrategy, featureName string) strategyJSON {
	segs := make([]int, len(st.Edges.Segments))
	for i, s := range st.Edges.Segments {
		segs[i] = s.ID
	}
	return strategyJSON{
		ID: st.ID.String(), Name: st.StrategyName, Title: st.Title, Disabled: st.Disabled,
		FeatureName: featureName, SortOrder: st.SortOrder, Segments: segs,
		Constraints: nonNil(st.Constraints), Variants: nonNil(st.Variants), Parameters: nonNilMap(st.Parameters),
	}
}

func toStrategies(ss []*ent.FeatureStrategy, featureName string) []strategyJSON {
	out := make([]strategyJSON, len(ss))
	for i, st := range ss {
		out[i] = toStrategy(st, featureName)
	}
	return out
}

func toTags(ts []*ent.FeatureTag) []tagJSON {
	out := make([]tagJSON, len(ts))
	for i, t := range ts {
		out[i] = tagJSON{Value: t.Value, Type: t.TagTypeID}
	}
	return out
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

func nonNilMap(m map[string]string) map[string]string {
	if m == nil {
		return map[string]string{}
	}
	return m
}

// featureRelations holds what the feature encoding needs beyond the features themselves,
// each relation loaded with one batched query.
type featureRelations struct {
	envs       [][]*ent.FeatureEnvironment
	tags       [][]*ent.FeatureTag
	strategies map[int][]*ent.FeatureStrategy
	// counts holds, per feature environment, how many strategies it has (lists load
	// these instead of the strategies).
	counts    map[int]loader.StrategyCount
	envByID   map[string]*ent.Environment
	favorites []*ent.FeatureFavorite
	deps      [][]*ent.FeatureDependency
	children  [][]string
	links     [][]*ent.FeatureLink
}

// relationSet says what loadFeatureRelations loads besides the features' environments,
// tags and favorites.
type relationSet struct {
	// strategies loads every strategy; otherwise only how many each environment has.
	strategies bool
	// dependencies loads the features' parents and children.
	dependencies bool
	// links loads the features' links (only the feature in full has them).
	links bool
}

// The relations each encoding needs: a feature in full (featureSchema), a feature list
// (projectFeatureSchema), a search page (the list's shape and the dependency type).
var (
	fullRelations   = relationSet{strategies: true, dependencies: true, links: true}
	listRelations   = relationSet{}
	searchRelations = relationSet{dependencies: true}
)

// loadFeatureRelations loads the relations of fs that set names in two rounds of batched
// statements: the relations of the features, then those of their environments. Outside a
// transaction the statements of a round run at once, so a list waits for two round trips
// rather than one per relation.
func loadFeatureRelations(ctx context.Context, l *loader.Loaders, fs []*ent.Feature, set relationSet) (*featureRelations, error) {
	ids := make([]int, len(fs))
	for i, f := range fs {
		ids[i] = f.ID
	}
	rel := &featureRelations{strategies: map[int][]*ent.FeatureStrategy{}, counts: map[int]loader.StrategyCount{},
		envByID: map[string]*ent.Environment{}, deps: make([][]*ent.FeatureDependency, len(fs)), children: make([][]string, len(fs))}
	var counts [][]loader.StrategyCount
	round := []func() error{
		func() (err error) {
			rel.envs, err = known(ctx, fs, featureID, l.FeatureEnvironmentsByFeature, edgeKnown(func(f *ent.Feature) []*ent.FeatureEnvironment { return f.Edges.Environments }))
			return
		},
		func() (err error) {
			rel.tags, err = known(ctx, fs, featureID, l.TagsByFeature, edgeKnown(func(f *ent.Feature) []*ent.FeatureTag { return f.Edges.Tags }))
			return
		},
		func() (err error) { rel.favorites, err = l.FavoriteFeature.LoadAll(ctx, ids); return },
	}
	if set.dependencies {
		round = append(round,
			func() error {
				both, err := known(ctx, fs, featureID, l.DependenciesOf, knownDependencies)
				for i, d := range both {
					rel.deps[i], rel.children[i] = d.Parents, d.Children
				}
				return err
			})
	}
	if set.links {
		round = append(round, func() (err error) {
			rel.links, err = known(ctx, fs, featureID, l.LinksByFeature, edgeKnown(func(f *ent.Feature) []*ent.FeatureLink { return f.Edges.Links }))
			return
		})
	}
	if !set.strategies {
		round = append(round, func() (err error) { counts, err = l.StrategyCountsByFeature.LoadAll(ctx, ids); return })
	}
	if err := store.Concurrently(ctx, round...); err != nil {
		return nil, err
	}
	for _, cs := range counts {
		for _, c := range cs {
			rel.counts[int(c.FeatureEnvironmentID)] = c
		}
	}
	return rel, rel.loadEnvironmentRelations(ctx, l, set)
}

// known is a relation of items: what a mutation returned an item with (edge says it and
// whether it has it: read under the feature's lock in the transaction that returned it,
// in the loader's order), else loaded by l with the item's key.
func known[T, V any](ctx context.Context, items []T, key func(T) int, l *loader.Loader[int, V], edge func(T) (V, bool)) ([]V, error) {
	out := make([]V, len(items))
	var missing []int
	for i, it := range items {
		var ok bool
		if out[i], ok = edge(it); !ok {
			missing = append(missing, i)
		}
	}
	if len(missing) == 0 {
		return out, nil
	}
	keys := make([]int, len(missing))
	for j, i := range missing {
		keys[j] = key(items[i])
	}
	loaded, err := l.LoadAll(ctx, keys)
	for j, i := range missing {
		if err == nil {
			out[i] = loaded[j]
		}
	}
	return out, err
}

// edgeKnown is a relation kept in an ent edge, which a mutation returned its item with when
// it is not nil.
func edgeKnown[T, V any](get func(T) []V) func(T) ([]V, bool) {
	return func(it T) ([]V, bool) {
		vs := get(it)
		return vs, vs != nil
	}
}

func featureID(f *ent.Feature) int { return f.ID }

func featureEnvID(fe *ent.FeatureEnvironment) int { return fe.ID }

// knownDependencies are f's Dependencies as loader.DependenciesOf loads them, when f was
// returned with both sides (Edges.Dependencies with their parents, Edges.Dependents with
// their children).
func knownDependencies(f *ent.Feature) (loader.Dependencies, bool) {
	if f.Edges.Dependencies == nil || f.Edges.Dependents == nil {
		return loader.Dependencies{}, false
	}
	children := make([]string, len(f.Edges.Dependents))
	for i, d := range f.Edges.Dependents {
		children[i] = d.Edges.Child.Name
	}
	return loader.Dependencies{Parents: f.Edges.Dependencies, Children: children}, true
}

// loadEnvironmentRelations loads what the features' environments refer to: the
// environments themselves and, for set.strategies, their strategies (those not known).
func (rel *featureRelations) loadEnvironmentRelations(ctx context.Context, l *loader.Loaders, set relationSet) error {
	var all []*ent.FeatureEnvironment
	envIDs := map[string]bool{}
	for _, fes := range rel.envs {
		for _, fe := range fes {
			all = append(all, fe)
			if _, _, ok := store.EnvironmentPlace(fe); !ok { // not read by the loader
				envIDs[fe.EnvironmentID] = true
			}
		}
	}
	var strategies [][]*ent.FeatureStrategy
	var envs []*ent.Environment
	var round []func() error
	if len(envIDs) > 0 {
		round = append(round, func() (err error) {
			envs, err = l.EnvironmentByID.LoadAll(ctx, slices.Sorted(maps.Keys(envIDs)))
			return
		})
	}
	if set.strategies {
		round = append(round, func() (err error) {
			strategies, err = known(ctx, all, featureEnvID, l.StrategiesByFeatureEnvironment,
				edgeKnown(func(fe *ent.FeatureEnvironment) []*ent.FeatureStrategy { return fe.Edges.Strategies }))
			return
		})
	}
	if err := store.Concurrently(ctx, round...); err != nil {
		return err
	}
	for i, ss := range strategies {
		rel.strategies[all[i].ID] = ss
		rel.counts[all[i].ID] = countStrategies(ss)
	}
	for _, e := range envs {
		if e != nil {
			rel.envByID[e.ID] = e
		}
	}
	return nil
}

func (rel *featureRelations) feature(i int, f *ent.Feature) featureJSON {
	envs := make([]featureEnvJSON, len(rel.envs[i]))
	for j, fe := range rel.envs[i] {
		envs[j] = rel.featureEnv(f, fe)
	}
	return featureJSON{
		Name: f.Name, Type: f.Type, Description: f.Description, Project: f.ProjectID, Stale: f.Stale,
		Archived: f.ArchivedAt != nil, ImpressionData: f.ImpressionData, CreatedAt: wireTime(f.CreatedAt),
		ArchivedAt: wireTimePtr(f.ArchivedAt), Environments: envs, Tags: toTags(rel.tags[i]),
		Variants: []json0{}, Children: rel.children[i], Dependencies: toDependencies(rel.deps[i]),
		Links:     rel.featureLinks(i, f),
		Favorite:  rel.favorites[i] != nil,
		Lifecycle: map[string]any{"stage": f.LifecycleStage, "enteredStageAt": wireTime(f.LifecycleEnteredAt)},
	}
}

func (rel *featureRelations) featureEnv(f *ent.Feature, fe *ent.FeatureEnvironment) featureEnvJSON {
	out := featureEnvJSON{
		Name: fe.EnvironmentID, FeatureName: f.Name, Environment: fe.EnvironmentID, Enabled: fe.Enabled,
		VariantCount: len(fe.Variants), Variants: nonNil(fe.Variants), LastSeenAt: wireTimePtr(fe.LastSeenAt),
		Strategies: toStrategies(rel.strategies[fe.ID], f.Name),
	}
	out.Type, out.SortOrder = rel.envPlace(fe)
	out.HasStrategies, out.HasEnabledStrategies = rel.hasStrategies(fe)
	return out
}

// envPlace is the type and sort order of fe's environment.
func (rel *featureRelations) envPlace(fe *ent.FeatureEnvironment) (typ string, sortOrder int) {
	if typ, sortOrder, ok := store.EnvironmentPlace(fe); ok {
		return typ, sortOrder
	}
	if e := rel.envByID[fe.EnvironmentID]; e != nil {
		return e.Type, e.SortOrder
	}
	return "", 0
}

// hasStrategies says whether fe has strategies, and enabled ones, from the counts every
// relation set loads (counted, or derived from full strategies).
func (rel *featureRelations) hasStrategies(fe *ent.FeatureEnvironment) (some, enabled bool) {
	c := rel.counts[fe.ID]
	return c.Total > 0, c.Enabled > 0
}

// projectFeatureJSON is the reference's projectFeatureSchema: a feature as a project's
// feature list shows it.
type projectFeatureJSON struct {
	Name           string                  `json:"name"`
	Type           string                  `json:"type"`
	Description    *string                 `json:"description"`
	Stale          bool                    `json:"stale"`
	Favorite       bool                    `json:"favorite"`
	ImpressionData bool                    `json:"impressionData"`
	CreatedAt      wireTime                `json:"createdAt"`
	Environments   []projectFeatureEnvJSON `json:"environments"`
	Tags           []tagJSON               `json:"tags"`
}

// projectFeatureEnvJSON is the reference's projectFeatureEnvironmentSchema.
type projectFeatureEnvJSON struct {
	Name                 string    `json:"name"`
	Type                 string    `json:"type"`
	Enabled              bool      `json:"enabled"`
	SortOrder            int       `json:"sortOrder"`
	VariantCount         int       `json:"variantCount"`
	LastSeenAt           *wireTime `json:"lastSeenAt"`
	HasStrategies        bool      `json:"hasStrategies"`
	HasEnabledStrategies bool      `json:"hasEnabledStrategies"`
}

// countStrategies is what a list shows of strategies loaded in full, so that the list's
// encoding reads the same counts whichever relations were loaded.
func countStrategies(ss []*ent.FeatureStrategy) loader.StrategyCount {
	c := loader.StrategyCount{Total: int64(len(ss))}
	for _, st := range ss {
		if !st.Disabled {
			c.Enabled++
		}
	}
	return c
}

func (rel *featureRelations) projectFeature(i int, f *ent.Feature) projectFeatureJSON {
	envs := make([]projectFeatureEnvJSON, len(rel.envs[i]))
	for j, fe := range rel.envs[i] {
		envs[j] = projectFeatureEnvJSON{Name: fe.EnvironmentID, Enabled: fe.Enabled, VariantCount: len(fe.Variants),
			LastSeenAt: wireTimePtr(fe.LastSeenAt)}
		envs[j].Type, envs[j].SortOrder = rel.envPlace(fe)
		envs[j].HasStrategies, envs[j].HasEnabledStrategies = rel.hasStrategies(fe)
	}
	return projectFeatureJSON{Name: f.Name, Type: f.Type, Description: f.Description, Stale: f.Stale,
		Favorite: rel.favorites[i] != nil, ImpressionData: f.ImpressionData, CreatedAt: wireTime(f.CreatedAt),
		Environments: envs, Tags: toTags(rel.tags[i])}
}

func toDependencies(ds []*ent.FeatureDependency) []dependencyJSON {
	out := make([]dependencyJSON, len(ds))
	for i, d := range ds {
		out[i] = dependencyJSON{Feature: d.Edges.Parent.Name, Enabled: d.Enabled, Variants: nonNil(d.Variants)}
	}
	return out
}
