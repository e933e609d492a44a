package transfer

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/catalog"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/domain/kernel/kerneltest"
	"flagstone/graph/model"
	"flagstone/graph/seed"
)

// requireRefused checks err: nil when want is "", else a validation error whose message
// contains want.
func requireRefused(t *testing.T, err error, want string) {
	t.Helper()
	if want == "" {
		require.NoError(t, err)
		return
	}
	e := apperr.As(err)
	require.NotNil(t, e, "%v is not an apperr", err)
	require.Equal(t, apperr.KindValidation, e.Kind, "%v", err)
	require.Contains(t, e.Message, want)
}

func TestStatePlan(t *testing.T) {
	segIDs := map[string]int{"beta": 7}
	st := func(segments ...string) []model.StateStrategy {
		return []model.StateStrategy{{Name: "default", Segments: segments}}
	}
	cases := []struct {
		name     string
		f        model.StateFeature
		wantEnvs []string
		want     string
	}{
		{name: "v1 fields are the import's environment", f: model.StateFeature{Name: "f", Strategies: st()}, wantEnvs: []string{"production"}},
		{name: "the document names the environment", f: model.StateFeature{Name: "f", Environment: "development"}, wantEnvs: []string{"development"}},
		{name: "other environments of the extension", f: model.StateFeature{Name: "f",
			Environments: []model.StateFeatureEnv{{Name: "development"}}}, wantEnvs: []string{"development", "production"}},
		{name: "an environment described twice", f: model.StateFeature{Name: "f",
			Environments: []model.StateFeatureEnv{{Name: "production"}}}, want: `features[0].environments[0].name "production" is described twice`},
		{name: "known segment", f: model.StateFeature{Name: "f", Strategies: st("beta")}, wantEnvs: []string{"production"}},
		{name: "unknown segment", f: model.StateFeature{Name: "f", Strategies: st("beta", "gamma")},
			want: `features[0].strategies[0].segments[1]: segment "gamma" does not exist`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p, err := statePlan("features[0]", tc.f, "production", segIDs)
			requireRefused(t, err, tc.want)
			if tc.want != "" {
				return
			}
			var envs []string
			for name, e := range p.envs {
				envs = append(envs, name)
				require.True(t, e.setStrategies, "a state document replaces the strategies")
			}
			require.ElementsMatch(t, tc.wantEnvs, envs)
			for _, e := range p.envs {
				for _, s := range e.strategies {
					if len(s.spec.Segments) > 0 {
						require.Equal(t, []int{7}, s.spec.Segments, "segments by id")
					}
				}
			}
		})
	}
}

func TestImportedDefs(t *testing.T) {
	defs := importedDefs([]model.StateStrategyDef{
		{Name: "theirs", Editable: new(false)},
		{Name: "mine", Description: "d", Editable: new(true), Deprecated: true,
			Parameters: []schematype.StrategyParameter{{Name: "p"}}},
		{Name: "unmarked"},
	})
	require.Len(t, defs, 3, "every definition keeps its place")
	require.Nil(t, defs[0], "the source's built-ins are never imported")
	require.Equal(t, &catalog.StrategyDefinitionSpec{Name: "mine", Description: "d", Deprecated: true,
		Parameters: []schematype.StrategyParameter{{Name: "p"}}}, defs[1])
	require.Equal(t, "unmarked", defs[2].Name)
}

func TestCheckPlan(t *testing.T) {
	types := []string{"release", "experiment"}
	plan := func(name, typ string, desc *string, tags ...model.StateTag) *featurePlan {
		return &featurePlan{path: "features[0]", meta: model.ExportedFeature{Name: name, Type: typ, Description: desc}, tags: tags}
	}
	cases := []struct {
		name string
		p    *featurePlan
		seen map[string]bool
		want string
	}{
		{name: "plain", p: plan("f", "", nil)},
		{name: "known type", p: plan("f", "experiment", nil)},
		{name: "bad name", p: plan("a b", "", nil), want: "features[0].name"},
		{name: "name twice", p: plan("f", "", nil), seen: map[string]bool{"f": true}, want: `features[0].name "f" appears more than once`},
		{name: "overlong description", p: plan("f", "", new(strings.Repeat("d", 1001))), want: "features[0].description"},
		{name: "unknown type", p: plan("f", "chore", nil), want: `features[0].type "chore"`},
		{name: "short tag", p: plan("f", "", nil, model.StateTag{Value: "x"}), want: "features[0].tags[0].value"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			seen := tc.seen
			if seen == nil {
				seen = map[string]bool{}
			}
			requireRefused(t, checkPlan(tc.p, nil, types, seen), tc.want)
		})
	}
}

func TestSmallRules(t *testing.T) {
	require.Equal(t, "release", typeOrRelease(""))
	require.Equal(t, "experiment", typeOrRelease("experiment"))
	lv := func(vs ...string) []schematype.LegalValue {
		out := make([]schematype.LegalValue, len(vs))
		for i, v := range vs {
			out[i] = schematype.LegalValue{Value: v}
		}
		return out
	}
	require.True(t, legalValuesCover(lv("a", "b"), lv("b")))
	require.True(t, legalValuesCover(lv("a"), nil))
	require.False(t, legalValuesCover(lv("a"), lv("a", "c")))
	f := &ent.Feature{Type: "release"}
	require.False(t, metadataDiffers(f, model.ExportedFeature{}), "an empty type is release")
	require.True(t, metadataDiffers(f, model.ExportedFeature{Stale: true}))
	require.Equal(t, map[string]string{}, nonNilParams(nil))
}

func TestImportSummary(t *testing.T) {
	f := model.StateFeature{Name: "f", Enabled: true, Strategies: []model.StateStrategy{{Name: "default"}, {Name: "userWithId"}},
		Variants:     []model.StateVariant{{Name: "v"}},
		Environments: []model.StateFeatureEnv{{Name: "development"}}}
	got := importSummary(f, "production")
	envs := got["environments"].(map[string]any)
	require.Equal(t, map[string]any{"enabled": true, "strategies": []string{"default", "userWithId"}, "variants": 1}, envs["production"])
	require.Equal(t, map[string]any{"enabled": false, "strategies": []string{}, "variants": 0}, envs["development"])
}

// newService is the transfer area over a seeded SQLite store, as the server builds it.
func newService(t *testing.T) *Service {
	t.Helper()
	k := kerneltest.SQLite(t)
	_, err := seed.Run(context.Background(), k.Client, seed.Options{Dialect: k.Dialect, AdminPassword: "Test-password-1"})
	require.NoError(t, err)
	return &Service{Kernel: k, Flags: &flags.Service{Kernel: k, Catalog: &catalog.Service{Kernel: k}}}
}

// TestImportStateGoesThroughCatalog shows the state import writing strategy definitions
// through catalog's checker and events, inside its one transaction: a definition the
// single writes refuse rolls the whole import back, and an accepted one is stored as they
// store it.
func TestImportStateGoesThroughCatalog(t *testing.T) {
	ctx := context.Background()
	feature := model.StateFeature{Name: "imported", Enabled: true, Strategies: []model.StateStrategy{{Name: "default"}}}
	cases := []struct {
		name       string
		params     []schematype.StrategyParameter
		want       string
		wantEvents []string
	}{
		{name: "accepted", params: []schematype.StrategyParameter{{Name: "p"}},
			wantEvents: []string{"drop-features", "drop-strategies", "strategy-import", "feature-import"}},
		{name: "overlong parameter name", params: []schematype.StrategyParameter{{Name: strings.Repeat("p", 256), Type: "string"}},
			want: "strategies[0].parameters[0].name must be at most 255"},
		{name: "unknown type", params: []schematype.StrategyParameter{{Name: "p", Type: "date"}},
			want: "strategies[0].parameters[0].type"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			before := len(kerneltest.EventTypes(t, s.Kernel))
			doc := model.StateDocument{Version: 1, Features: []model.StateFeature{feature},
				Strategies: []model.StateStrategyDef{{Name: "mine", Parameters: tc.params}}}
			err := s.ImportState(ctx, doc, model.StateImportOptions{Drop: true})
			requireRefused(t, err, tc.want)
			events := kerneltest.EventTypes(t, s.Kernel)[before:]
			n := s.Client.Feature.Query().CountX(ctx)
			if tc.want != "" {
				require.Empty(t, events, "a refused import records nothing")
				require.Zero(t, n, "and writes nothing")
				return
			}
			require.Equal(t, tc.wantEvents, events)
			require.Equal(t, 1, n)
			d, err := s.Flags.Catalog.StrategyDefinition(ctx, "mine")
			require.NoError(t, err)
			require.Equal(t, []schematype.StrategyParameter{{Name: "p", Type: "string"}}, d.Parameters)
		})
	}
}

// TestImportedTagTypesGoThroughCatalog shows the tag types an import brings created by
// catalog's CreateTagType: its check refuses a bad one, naming it.
func TestImportedTagTypesGoThroughCatalog(t *testing.T) {
	ctx := context.Background()
	s := newService(t)
	im := &importer{s: s, tagTypes: map[string]model.ExportedTagType{"team": {Description: "Teams"}}}
	plans := []*featurePlan{{tags: []model.StateTag{{Type: "team", Value: "core"}, {Type: "a b", Value: "x1"}}}}
	err := s.Mutate(ctx, "The import", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		im.tx = tx.Client
		return kernel.Record(), im.ensureTags(ctx, plans)
	})
	requireRefused(t, err, "tagTypes[a b].name")

	plans[0].tags = plans[0].tags[:1]
	err = s.Mutate(ctx, "The import", func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		im.tx = tx.Client // the import's own event stands for the tags it creates
		return kernel.Record(kernel.Event{Type: "features-imported"}), im.ensureTags(ctx, plans)
	})
	require.NoError(t, err)
	tt, err := s.Flags.Catalog.TagType(ctx, "team")
	require.NoError(t, err)
	require.Equal(t, "Teams", tt.Description)
	_, err = s.Flags.Catalog.Tag(ctx, "team", "core")
	require.NoError(t, err)
	events := kerneltest.EventTypes(t, s.Kernel)
	require.Equal(t, []string{"tag-type-created", "features-imported"}, events[len(events)-2:])
}
