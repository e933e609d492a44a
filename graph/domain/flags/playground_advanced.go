package flags

import (
	"context"
	"slices"
	"strings"

	"flagstone/graph/apperr"
	"flagstone/graph/model"
)

// MaxAdvancedPlaygroundEvaluations bounds one advanced playground run: environments times
// flags times contexts, as the reference bounds it, so a request with long value lists
// cannot keep the server evaluating.
const MaxAdvancedPlaygroundEvaluations = 20_000

// Playground is one run of the playground: Service.Playground.
type Playground func(ctx context.Context, in model.PlaygroundInput) ([]*model.PlaygroundFeature, error)

// AdvancedPlayground evaluates the flags of several environments (of the given projects)
// for every context the input's lists describe: a field whose value holds commas stands
// for each of its values, and the contexts are every combination. Each run is play's (the
// service's Playground, with its limits); the whole is refused when it would pass
// MaxAdvancedPlaygroundEvaluations. It is a function over Playground, not a method, as it
// adds no rule of its own on the store.
func AdvancedPlayground(ctx context.Context, play Playground, in model.AdvancedPlaygroundInput) ([]*model.AdvancedPlaygroundRun, error) {
	if len(in.Environments) == 0 {
		return nil, apperr.Validation("environments must name at least one environment")
	}
	contexts, err := contextCombinations(*in.Context, MaxAdvancedPlaygroundEvaluations/len(in.Environments))
	if err != nil {
		return nil, err
	}
	runs := make([]*model.AdvancedPlaygroundRun, 0, len(in.Environments)*len(contexts))
	flags := 0
	for _, env := range in.Environments {
		for _, c := range contexts {
			if len(in.Environments)*len(contexts)*max(flags, 1) > MaxAdvancedPlaygroundEvaluations {
				return nil, apperr.Validation("context: %d environments, %d contexts and %d flags are more than the %d evaluations one request may ask for",
					len(in.Environments), len(contexts), flags, MaxAdvancedPlaygroundEvaluations)
			}
			fs, err := play(ctx, model.PlaygroundInput{Environment: env, Projects: in.Projects.Value(), Context: c})
			if err != nil {
				return nil, err
			}
			flags = len(fs)
			runs = append(runs, &model.AdvancedPlaygroundRun{Environment: env, Context: contextOf(c), Features: fs})
		}
	}
	return runs, nil
}

// contextCombinations expands the comma-separated values of c into every combination of
// them, in the order of the fields and of their values; more than limit is refused.
func contextCombinations(c model.PlaygroundContextInput, limit int) ([]model.PlaygroundContextInput, error) {
	out := []model.PlaygroundContextInput{c}
	tooMany := false
	expand := func(set func(*model.PlaygroundContextInput, string), v *string) {
		if v == nil || !strings.Contains(*v, ",") || tooMany {
			return
		}
		values := strings.Split(*v, ",")
		if len(out)*len(values) > limit {
			tooMany = true
			return
		}
		next := make([]model.PlaygroundContextInput, 0, len(out)*len(values))
		for _, o := range out {
			for _, one := range values {
				n := o
				set(&n, one)
				next = append(next, n)
			}
		}
		out = next
	}
	ptr := func(s string) *string { return &s }
	expand(func(c *model.PlaygroundContextInput, v string) { c.AppName = ptr(v) }, c.AppName)
	expand(func(c *model.PlaygroundContextInput, v string) { c.UserID = ptr(v) }, c.UserID)
	expand(func(c *model.PlaygroundContextInput, v string) { c.SessionID = ptr(v) }, c.SessionID)
	expand(func(c *model.PlaygroundContextInput, v string) { c.RemoteAddress = ptr(v) }, c.RemoteAddress)
	expand(func(c *model.PlaygroundContextInput, v string) { c.Environment = ptr(v) }, c.Environment)
	keys := make([]string, 0, len(c.Properties))
	for k := range c.Properties {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		v := c.Properties[k]
		expand(func(c *model.PlaygroundContextInput, one string) {
			props := make(map[string]string, len(c.Properties))
			for pk, pv := range c.Properties {
				props[pk] = pv
			}
			props[k] = one
			c.Properties = props
		}, &v)
	}
	if tooMany {
		return nil, apperr.Validation("context: its value lists make more than the %d contexts one request may ask for", limit)
	}
	return out, nil
}

// contextOf is the context evaluated, as the answer shows it.
func contextOf(c model.PlaygroundContextInput) *model.PlaygroundContext {
	out := &model.PlaygroundContext{AppName: c.AppName, UserID: c.UserID, SessionID: c.SessionID,
		RemoteAddress: c.RemoteAddress, Environment: c.Environment, CurrentTime: c.CurrentTime}
	if len(c.Properties) > 0 {
		out.Properties = make(map[string]any, len(c.Properties))
		for k, v := range c.Properties {
			out.Properties[k] = v
		}
	}
	return out
}
