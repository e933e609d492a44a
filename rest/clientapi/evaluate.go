package clientapi

import (
	"context"
	"sync"

	"github.com/cespare/xxhash/v2"

	"flagstone/graph/domain/flags/eval"
	"flagstone/rest/body"
)

// Bounds of the frontend answers one snapshot keeps: contexts come from the callers, so
// the cache must not grow with whatever they send. An answer is kept in the slot its key
// hashes to, in place of the one there (the newest context of a slot wins), and all kept
// answers fit in the bytes (older ones make room); answers not kept are evaluated per
// request (still correct, only slower).
const (
	answerSlots               = 256
	maxAnswerBytesPerSnapshot = 32 << 20
)

// keptAnswer is an answer kept in a slot, with the key it answers.
type keptAnswer struct {
	key  string
	body *body.Body
}

// compiledSet is the evaluator's form of a snapshot's flags: the set, and each flag
// looked up once, in the snapshot's order.
type compiledSet struct {
	set  *eval.Set
	refs []eval.Ref
}

// evalSet compiles the snapshot's flags for the evaluator, once, on first use.
func (s *Snapshot) evalSet() *compiledSet {
	s.compileOnce.Do(func() {
		features := make([]eval.Feature, len(s.features))
		for i, f := range s.features {
			features[i] = evalFeature(f)
		}
		segments := make([]eval.Segment, 0, len(s.segments))
		for _, seg := range s.segments {
			segments = append(segments, eval.Segment{ID: seg.ID, Name: seg.Name, Constraints: seg.Constraints})
		}
		set := eval.NewSet(features, segments)
		refs := make([]eval.Ref, len(s.features))
		for i, f := range s.features {
			refs[i] = set.Ref(f.Name)
		}
		s.compiled = &compiledSet{set: set, refs: refs}
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
	return s.EvaluateIndexed(ctx, scope, c, func(_ int, f *Feature, r eval.Result) { fn(f, r) })
}

// EvaluateIndexed is Evaluate with each flag's index in the snapshot (see Derived).
func (s *Snapshot) EvaluateIndexed(ctx context.Context, scope Scope, c *eval.Context, fn func(i int, f *Feature, r eval.Result)) error {
	cs := s.evalSet()
	run := cs.set.Run(ctx, c)
	all := scope.allows("*") // a scope of every project: no test per flag
	for i := range s.features {
		f := &s.features[i]
		if !all && !scope.allows(f.Project) {
			continue
		}
		res, err := run.EvaluateRef(cs.refs[i], false)
		if err != nil {
			return err
		}
		fn(i, f, res)
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
	return &s.features[i], s.evalSet().set.Evaluate(name, c, false), true
}

// Len is the number of flags of the snapshot: indexes of EvaluateIndexed are below it.
func (s *Snapshot) Len() int { return len(s.features) }

// At is the flag at index i of the snapshot.
func (s *Snapshot) At(i int) *Feature { return &s.features[i] }

// Derived returns what build makes of the snapshot, made once per snapshot and key (a
// comparable value of the caller's own type): a face's precompiled form of the flags
// (the frontend API's JSON fragments) lives and dies with the snapshot it derives from.
func (s *Snapshot) Derived(key any, build func() any) any {
	if v, ok := s.derived.Load(key); ok {
		return v.(func() any)()
	}
	v, _ := s.derived.LoadOrStore(key, sync.OnceValue(build))
	return v.(func() any)()
}

// Answer returns the answer kept under key (a caller's text naming what it answers, the
// context included), if any.
func (s *Snapshot) Answer(key string) (*body.Body, bool) {
	if a := s.answers[answerSlot(key)].Load(); a != nil && a.key == key {
		return a.body, true
	}
	return nil, false
}

// KeepAnswer keeps b under key while the snapshot is current, in place of the answer its
// slot held; when that would take the answers kept past their bytes, it drops the answers
// of the next slots first, so a new context is kept at the expense of older ones.
func (s *Snapshot) KeepAnswer(key string, b *body.Body) {
	i := answerSlot(key)
	slot := &s.answers[i]
	old := slot.Load()
	grow := int64(len(b.Bytes))
	if old != nil {
		grow -= int64(len(old.body.Bytes))
	}
	for n := uint64(1); n < answerSlots && s.answerBytes.Load()+grow > maxAnswerBytesPerSnapshot; n++ {
		other := &s.answers[(i+n)%answerSlots]
		if a := other.Load(); a != nil && other.CompareAndSwap(a, nil) {
			s.answerBytes.Add(-int64(len(a.body.Bytes)))
		}
	}
	if s.answerBytes.Add(grow) > maxAnswerBytesPerSnapshot || !slot.CompareAndSwap(old, &keptAnswer{key: key, body: b}) {
		s.answerBytes.Add(-grow)
	}
}

func answerSlot(key string) uint64 { return xxhash.Sum64String(key) % answerSlots }
