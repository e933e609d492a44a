package eval_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/flags/eval"
)

func TestContextLimits(t *testing.T) {
	props := func(n, size int) map[string]string {
		m := map[string]string{}
		for i := range n {
			m[fmt.Sprintf("p%03d", i)] = strings.Repeat("v", size)
		}
		return m
	}
	long := strings.Repeat("a", eval.MaxContextValueBytes+1)
	cases := []struct {
		name     string
		ctx      eval.Context
		property string // "" when the context is accepted
	}{
		{name: "an SDK's context", ctx: eval.Context{UserID: "123", SessionID: "s-1", RemoteAddress: "10.0.0.1", AppName: "web",
			Properties: map[string]string{"tenant": "acme", "userAgent": strings.Repeat("Mozilla/5.0 ", 40)}}},
		{name: "every property at its limit", ctx: eval.Context{UserID: strings.Repeat("u", eval.MaxContextValueBytes),
			Properties: props(eval.MaxContextProperties, eval.MaxContextValueBytes)}},
		{name: "one property too many", ctx: eval.Context{Properties: props(eval.MaxContextProperties+1, 1)}, property: "context.properties holds"},
		{name: "a long userId", ctx: eval.Context{UserID: long}, property: "context.userId is"},
		{name: "a long currentTime", ctx: eval.Context{CurrentTime: long}, property: "context.currentTime is"},
		{name: "a long property", ctx: eval.Context{Properties: map[string]string{"ok": "1", "blob": long}}, property: "context.properties.blob is"},
		{name: "of two long properties, the first by name", ctx: eval.Context{Properties: map[string]string{"zz": long, "b": long, "c": long}},
			property: "context.properties.b is"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.ctx.Check()
			if c.property == "" {
				require.NoError(t, err)
				return
			}
			require.True(t, apperr.Is(err, apperr.KindValidation), "%v", err)
			require.ErrorContains(t, err, c.property)
		})
	}
}

// TestStoredPatternsOverTheLimitStillEvaluate: a pattern accepted before regex.MaxProgram
// existed matches as before, against values short enough to keep its work bounded.
func TestStoredPatternsOverTheLimitStillEvaluate(t *testing.T) {
	set := eval.NewSet([]eval.Feature{{Name: "f", Enabled: true, Strategies: []eval.Strategy{{Name: "default",
		Constraints: []schematype.Constraint{{ContextName: "blob", Operator: "REGEX", Value: `(a{1,30}){1,30}b`}}}}}}, nil)
	cases := []struct {
		name  string
		value string
		want  bool
	}{
		{name: "a short value that matches", value: "xaab", want: true},
		{name: "a short value that does not", value: "xaa", want: false},
		{name: "a value at the context limit, too long for the pattern's work", value: strings.Repeat("a", eval.MaxContextValueBytes-1) + "b"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			require.Equal(t, c.want, set.IsEnabled("f", &eval.Context{Properties: map[string]string{"blob": c.value}}))
		})
	}
}

func TestRunStopsWithItsContext(t *testing.T) {
	set := eval.NewSet([]eval.Feature{{Name: "f", Enabled: true}}, nil)
	ctx, cancel := context.WithCancel(context.Background())
	run := set.Run(ctx, &eval.Context{})
	res, err := run.Evaluate("f", false)
	require.NoError(t, err)
	require.True(t, res.Enabled)
	cancel()
	_, err = run.Evaluate("f", false)
	require.Error(t, err, "a run stops once its context has ended")
	require.True(t, apperr.Stopped(err), "%v", err)
}
