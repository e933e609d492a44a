package catalog

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/ent/schematype"
	"flagstone/ent/strategydefinition"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/domain/kernel/kerneltest"
)

func TestImportStrategyDefinitions(t *testing.T) {
	ctx := context.Background()
	list := []schematype.StrategyParameter{{Name: "regions", Type: "list"}}
	cases := []struct {
		name     string
		defs     []*StrategyDefinitionSpec
		keep     bool
		wantProp string
		// want is the description of each named definition afterwards.
		want       map[string]string
		wantEvents []string
	}{
		{name: "creates", defs: []*StrategyDefinitionSpec{{Name: "fresh", Description: "new", Parameters: list}},
			want: map[string]string{"fresh": "new"}, wantEvents: []string{"strategy-import"}},
		{name: "overwrites without keep", defs: []*StrategyDefinitionSpec{{Name: "custom", Description: "imported"}},
			want: map[string]string{"custom": "imported"}, wantEvents: []string{"strategy-import"}},
		{name: "keep leaves what exists", keep: true, defs: []*StrategyDefinitionSpec{{Name: "custom", Description: "imported"}, {Name: "fresh"}},
			want: map[string]string{"custom": "mine", "fresh": ""}, wantEvents: []string{"strategy-import"}},
		{name: "built-ins never change", defs: []*StrategyDefinitionSpec{{Name: "builtin", Description: "imported"}},
			want: map[string]string{"builtin": "shipped"}, wantEvents: []string{}},
		{name: "skipped places keep their index", defs: []*StrategyDefinitionSpec{nil, {Name: "fresh", Parameters: []schematype.StrategyParameter{{Name: "p", Type: "date"}}}},
			wantProp: "strategies[1].parameters[0].type", want: map[string]string{"custom": "mine"}},
		{name: "a refusal writes nothing", defs: []*StrategyDefinitionSpec{{Name: "custom", Description: "imported"}, {Name: "bad name"}},
			wantProp: "strategies[1].name", want: map[string]string{"custom": "mine"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			k := kerneltest.SQLite(t)
			s := &Service{Kernel: k}
			require.NoError(t, k.Client.StrategyDefinition.Create().SetName("builtin").SetDescription("shipped").SetBuiltIn(true).Exec(ctx))
			require.NoError(t, k.Client.StrategyDefinition.Create().SetName("custom").SetDescription("mine").Exec(ctx))

			// As the state import does: inside its own mutation, which the catalog's joins.
			err := k.Mutate(ctx, "The import", func(ctx context.Context, _ *kernel.Tx) (kernel.Change, error) {
				return kernel.Record(), s.ImportStrategyDefinitions(ctx, tc.defs, tc.keep)
			})
			requireVerdict(t, err, tc.wantProp)
			for name, desc := range tc.want {
				d, err := k.Client.StrategyDefinition.Query().Where(strategydefinition.Name(name)).Only(ctx)
				require.NoError(t, err, name)
				require.Equal(t, desc, d.Description, name)
			}
			if tc.wantProp == "" {
				require.Equal(t, tc.wantEvents, kerneltest.EventTypes(t, k))
			} else {
				require.Empty(t, kerneltest.EventTypes(t, k), "a refused import records nothing")
			}
		})
	}
}

func TestImportedParametersAreNormalised(t *testing.T) {
	ctx := context.Background()
	k := kerneltest.SQLite(t)
	s := &Service{Kernel: k}
	defs := []*StrategyDefinitionSpec{{Name: "typeless", Parameters: []schematype.StrategyParameter{{Name: "p"}}}}
	require.NoError(t, s.ImportStrategyDefinitions(ctx, defs, false))
	d, err := s.StrategyDefinition(ctx, "typeless")
	require.NoError(t, err)
	require.Equal(t, []schematype.StrategyParameter{{Name: "p", Type: "string"}}, d.Parameters, "stored as a single write stores it")
}

func TestDropCustomStrategyDefinitions(t *testing.T) {
	ctx := context.Background()
	k := kerneltest.SQLite(t)
	s := &Service{Kernel: k}
	require.NoError(t, k.Client.StrategyDefinition.Create().SetName("builtin").SetBuiltIn(true).Exec(ctx))
	require.NoError(t, k.Client.StrategyDefinition.Create().SetName("custom").Exec(ctx))
	require.NoError(t, s.DropCustomStrategyDefinitions(ctx))
	names, err := k.Client.StrategyDefinition.Query().Select(strategydefinition.FieldName).Strings(ctx)
	require.NoError(t, err)
	require.Equal(t, []string{"builtin"}, names)
	require.Equal(t, []string{"drop-strategies"}, kerneltest.EventTypes(t, k))
}
