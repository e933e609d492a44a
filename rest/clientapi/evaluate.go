package clientapi

import (
	"context"

	"flagstone/graph/domain/flags/eval"
)

// evalSet compiles the snapshot's flags for the evaluator, once, on first use.
func (s *Snapshot) evalSet() *eval.Set {
	s.compileOnce.Do(func() {
		features := make([]eval.Feature, len(s.features))
		for i, f := range s.features {
			features[i] = evalFeature(f)
		}
		segments := make([]eval.Segment, 0, len(s.segments))
		for _, seg := range s.segments {
			segments = append(segments, eval.Segment{ID: seg.ID, Name: seg.Name, Constraints: seg.Constraints})
		}
		s.compiled = eval.NewSet(features, segments)
	})
	return s.compiled
}

func evalFeature(f Feature) eval.Feature {
	out := eval.Feature{Name: f.Name, Project: f.Project, Type: f.Type, Enabled: f.Enabled,
		ImpressionData: f.ImpressionData, Variants: f.Variants, Strategies: make([]eval.Strategy, len(f.Strategies))}
	for i, st := range f.Strategies {
		out.Strategies[i] = eval.Strategy{Name: st.Name, Constraints: st.Constraints, Parameters: st.Parameters,
			Segments: st.Segments, Variants: st.Variants}
	}
	for _, d := range f.Dependencies {
		enabled := d.Enabled
		out.Dependencies = append(out.Dependencies, eval.Dependency{Feature: d.Feature, Enabled: &enabled, Variants: d.Variants})
	}
	return out
}

// Evaluate calls fn, in name order, with each flag scope may read and its decision for c.
// It reads the snapshot only, and stops with ctx's error once ctx has ended.
func (s *Snapshot) Evaluate(ctx context.Context, scope Scope, c *eval.Context, fn func(f *Feature, r eval.Result)) error {
	run := s.evalSet().Run(ctx, c)
	for i := range s.features {
		f := &s.features[i]
		if !scope.allows(f.Project) {
			continue
		}
		res, err := run.Evaluate(f.Name, false)
		if err != nil {
			return err
		}
		fn(f, res)
	}
	return nil
}

// EvaluateOne is Evaluate for one flag; false when scope may not read it or it does not
// exist.
func (s *Snapshot) EvaluateOne(scope Scope, name string, c *eval.Context) (*Feature, eval.Result, bool) {
	i, ok := s.byName[name]
	if !ok || !scope.allows(s.features[i].Project) {
		return nil, eval.Result{}, false
	}
	return &s.features[i], s.evalSet().Evaluate(name, c, false), true
}
