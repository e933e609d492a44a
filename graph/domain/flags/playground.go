package flags

import (
	"context"
	"maps"
	"slices"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/domain/flags/eval"
	"flagstone/graph/model"
)

// Playground evaluates the flags of an environment (of the given projects; none or "*":
// all) for a context with the evaluator the frontend API uses, and says why: each
// strategy with its constraints and segments, disabled strategies included (unevaluated).
// A context beyond the evaluator's limits is refused; the evaluation stops when ctx ends.
func (s *Service) Playground(ctx context.Context, in model.PlaygroundInput) ([]*model.PlaygroundFeature, error) {
	c := playgroundContext(in.Context)
	if err := c.Check(); err != nil {
		return nil, err
	}
	db := s.DB(ctx)
	if err := EnvironmentExists(ctx, db, in.Environment); err != nil {
		return nil, err
	}
	fs, err := EnvironmentFlags(ctx, db, in.Environment, EnvironmentFlagsQuery{Projects: in.Projects, WithDisabled: true})
	if err != nil {
		return nil, err
	}
	features := make([]eval.Feature, len(fs))
	segments := map[int]eval.Segment{}
	for i, f := range fs {
		features[i] = evalFeature(f, segments)
	}
	run := eval.NewSet(features, slices.Collect(maps.Values(segments))).Run(ctx, c)
	out := make([]*model.PlaygroundFeature, len(features))
	for i := range features {
		f := &features[i]
		res, err := run.Evaluate(f.Name, true)
		if err != nil {
			return nil, err
		}
		out[i] = playgroundFeature(f, res)
	}
	return out, nil
}

// evalFeature is a stored flag in one environment as the evaluator reads it; the segments
// its strategies use are added to segments.
func evalFeature(f *ent.Feature, segments map[int]eval.Segment) eval.Feature {
	out := eval.Feature{Name: f.Name, Project: f.ProjectID, Type: f.Type, ImpressionData: f.ImpressionData}
	if len(f.Edges.Environments) == 1 {
		fe := f.Edges.Environments[0]
		out.Enabled, out.Variants = fe.Enabled, fe.Variants
		for _, st := range fe.Edges.Strategies {
			es := eval.Strategy{ID: st.ID.String(), Name: st.StrategyName, Disabled: st.Disabled,
				Constraints: st.Constraints, Parameters: st.Parameters, Variants: st.Variants}
			if st.Title != nil {
				es.Title = *st.Title
			}
			for _, seg := range st.Edges.Segments {
				es.Segments = append(es.Segments, seg.ID)
				segments[seg.ID] = eval.Segment{ID: seg.ID, Name: seg.Name, Constraints: seg.Constraints}
			}
			slices.Sort(es.Segments)
			out.Strategies = append(out.Strategies, es)
		}
	}
	for _, d := range f.Edges.Dependencies {
		enabled := d.Enabled
		out.Dependencies = append(out.Dependencies, eval.Dependency{Feature: d.Edges.Parent.Name, Enabled: &enabled, Variants: d.Variants})
	}
	return out
}

func playgroundContext(in model.PlaygroundContextInput) *eval.Context {
	val := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	return &eval.Context{AppName: val(in.AppName), UserID: val(in.UserID), SessionID: val(in.SessionID),
		RemoteAddress: val(in.RemoteAddress), Environment: val(in.Environment), CurrentTime: val(in.CurrentTime),
		Properties: in.Properties}
}

func playgroundFeature(f *eval.Feature, res eval.Result) *model.PlaygroundFeature {
	out := &model.PlaygroundFeature{Name: f.Name, ProjectID: f.Project, IsEnabled: res.Enabled,
		IsEnabledInCurrentEnvironment: f.Enabled, HasUnsatisfiedDependency: !res.Dependencies,
		Variant:  model.PlaygroundVariant{Name: res.Variant.Name, Enabled: res.Variant.Enabled, Payload: res.Variant.Payload},
		Variants: f.Variants, Strategies: make([]model.PlaygroundStrategy, len(res.Strategies))}
	if out.Variants == nil {
		out.Variants = []schematype.Variant{}
	}
	for i, sr := range res.Strategies {
		st := sr.Strategy
		ps := model.PlaygroundStrategy{ID: st.ID, Name: st.Name, Disabled: st.Disabled, Enabled: sr.Enabled,
			EvaluationStatus: "complete", Parameters: map[string]any{}, Constraints: playgroundConstraints(sr.Constraints),
			Segments: make([]model.PlaygroundSegment, len(sr.Segments))}
		switch {
		case st.Disabled:
			ps.EvaluationStatus = "unevaluated"
			ps.Constraints = playgroundConstraints(unevaluated(st.Constraints))
		case !sr.Known:
			ps.EvaluationStatus = "incomplete"
		}
		if st.Title != "" {
			ps.Title = &st.Title
		}
		for k, v := range st.Parameters {
			ps.Parameters[k] = v
		}
		for j, seg := range sr.Segments {
			ps.Segments[j] = model.PlaygroundSegment{ID: seg.ID, Name: seg.Name, Result: seg.Satisfied,
				Constraints: playgroundConstraints(seg.Constraints)}
		}
		out.StrategiesResult = out.StrategiesResult || sr.Enabled
		out.Strategies[i] = ps
	}
	return out
}

func unevaluated(cs []schematype.Constraint) []eval.ConstraintResult {
	out := make([]eval.ConstraintResult, len(cs))
	for i, c := range cs {
		out[i] = eval.ConstraintResult{Constraint: c}
	}
	return out
}

func playgroundConstraints(rs []eval.ConstraintResult) []model.PlaygroundConstraint {
	out := make([]model.PlaygroundConstraint, len(rs))
	for i, r := range rs {
		c := r.Constraint
		values := c.Values
		if values == nil {
			values = []string{}
		}
		out[i] = model.PlaygroundConstraint{ContextName: c.ContextName, Operator: c.Operator, CaseInsensitive: c.CaseInsensitive,
			Inverted: c.Inverted, Values: values, Value: c.Value, Result: r.Satisfied}
	}
	return out
}
