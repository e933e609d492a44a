package eval_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/graph/domain/flags/eval"
	"flagstone/graph/domain/flags/eval/evalspec"
)

func TestClientSpecification(t *testing.T) {
	specs := evalspec.Load(t)
	passed, total := 0, 0
	for _, spec := range specs {
		set := spec.State.Set()
		t.Run(spec.Name, func(t *testing.T) {
			for _, tc := range spec.Tests {
				total++
				t.Run(tc.Description, func(t *testing.T) {
					got := set.Evaluate(tc.ToggleName, &tc.Context, false).Enabled
					require.Equal(t, tc.ExpectedResult, got)
					explained := set.Evaluate(tc.ToggleName, &tc.Context, true)
					require.Equal(t, got, explained.Enabled, "explaining changes nothing")
					passed++
				})
			}
			for _, tc := range spec.VariantTests {
				total++
				t.Run(tc.Description, func(t *testing.T) {
					require.Equal(t, tc.ExpectedResult, set.Evaluate(tc.ToggleName, &tc.Context, false).Variant)
					passed++
				})
			}
		})
	}
	t.Logf("client specification: %d files, %d of %d tests passed", len(specs), passed, total)
}

func TestDisabledStrategiesAreSkipped(t *testing.T) {
	cases := []struct {
		name       string
		strategies []eval.Strategy
		want       bool
	}{
		{"only a disabled strategy", []eval.Strategy{{Name: "default", Disabled: true}}, false},
		{"a disabled strategy before one that refuses", []eval.Strategy{{Name: "default", Disabled: true},
			{Name: "userWithId", Parameters: eval.Params{"userIds": "2"}}}, false},
		{"a disabled strategy before one that accepts", []eval.Strategy{{Name: "default", Disabled: true},
			{Name: "userWithId", Parameters: eval.Params{"userIds": "1, 3"}}}, true},
		{"a custom strategy", []eval.Strategy{{Name: "my-custom"}}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			set := eval.NewSet([]eval.Feature{{Name: "f", Enabled: true, Strategies: c.strategies}}, nil)
			require.Equal(t, c.want, set.IsEnabled("f", &eval.Context{UserID: "1"}))
			res := set.Evaluate("f", &eval.Context{UserID: "1"}, true)
			require.Equal(t, c.want, res.Enabled)
			require.Len(t, res.Strategies, len(c.strategies))
		})
	}
}
