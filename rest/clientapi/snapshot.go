package clientapi

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/domain/flags"
	"flagstone/rest/body"
)

// Bounds of the cached bodies of one snapshot: the name prefix comes from the query string,
// so the cache must not grow with whatever callers send. Beyond them bodies are rendered
// per request (still correct, only slower).
const (
	maxBodiesPerSnapshot    = 256
	maxBodyBytesPerSnapshot = 32 << 20
)

// Feature is one flag as the SDKs read it (clientFeatureSchema).
type Feature struct {
	Name           string               `json:"name"`
	Type           string               `json:"type"`
	Description    string               `json:"description"`
	Enabled        bool                 `json:"enabled"`
	Stale          bool                 `json:"stale"`
	ImpressionData bool                 `json:"impressionData"`
	Project        string               `json:"project"`
	Strategies     []Strategy           `json:"strategies"`
	Variants       []schematype.Variant `json:"variants"`
	Dependencies   []Dependency         `json:"dependencies,omitempty"`
	segmentIDs     []int                // every segment the strategies use
}

// Strategy is an enabled strategy of a flag in one environment. Its id is left out on
// purpose: the Go SDK decodes strategy ids as integers and ours are UUIDs.
type Strategy struct {
	Name        string                       `json:"name"`
	SortOrder   int                          `json:"sortOrder"`
	Constraints []schematype.Constraint      `json:"constraints"`
	Parameters  map[string]string            `json:"parameters"`
	Segments    []int                        `json:"segments"`
	Variants    []schematype.StrategyVariant `json:"variants"`
}

// Dependency is a parent flag the flag depends on.
type Dependency struct {
	Feature  string   `json:"feature"`
	Enabled  bool     `json:"enabled"`
	Variants []string `json:"variants,omitempty"`
}

// Segment is a segment some strategy of the environment uses (clientSegmentSchema).
type Segment struct {
	ID          int                     `json:"id"`
	Name        string                  `json:"name"`
	Constraints []schematype.Constraint `json:"constraints"`
}

// Query is the filter a body answers, echoed as clientFeaturesSchema.query.
type Query struct {
	Project                  []string `json:"project"`
	NamePrefix               string   `json:"namePrefix,omitempty"`
	Environment              string   `json:"environment"`
	InlineSegmentConstraints bool     `json:"inlineSegmentConstraints"`
}

// Features is the body of GET /api/client/features (clientFeaturesSchema).
type Features struct {
	Version  int       `json:"version"`
	Features []Feature `json:"features"`
	Segments []Segment `json:"segments"`
	Query    Query     `json:"query"`
}

// Snapshot is the state of one environment as the engine last read it. It is immutable
// except for its body cache.
type Snapshot struct {
	Environment string
	// BuiltAt is when the snapshot was read from the store.
	BuiltAt time.Time
	// Revision is the event watermark the snapshot reflects: the id of the newest event
	// that changes state it includes. The live SDKs name their state by it.
	Revision int64
	features []Feature // sorted by name
	// encoded holds each feature's JSON (segments not inlined), in the order of features:
	// what the live SDKs receive, and what tells two snapshots' features apart.
	encoded  [][]byte
	byName   map[string]int
	segments map[int]Segment
	bodies   sync.Map // body key → *body.Body
	nBodies  atomic.Int64
	nBytes   atomic.Int64
	// compiled is the evaluator's form of the flags, made once on first use.
	compileOnce sync.Once
	compiled    *compiledSet
	// derived holds what faces make of the snapshot once (Derived); answers the frontend
	// answers kept per context (Answer, KeepAnswer), answerBytes their size.
	derived     sync.Map
	answers     [answerSlots]atomic.Pointer[keptAnswer]
	answerBytes atomic.Int64
}

// Size is the number of flags in the snapshot and the bytes of the bodies it has cached.
func (s *Snapshot) Size() (features int, cachedBytes int64) {
	return len(s.features), min(s.nBytes.Load(), maxBodyBytesPerSnapshot)
}

// Snapshots returns the snapshots in use, one per environment asked for since the start.
func (e *Engine) Snapshots() []*Snapshot {
	m := *e.snapshots.Load()
	out := make([]*Snapshot, 0, len(m))
	for _, s := range m {
		out = append(out, s)
	}
	return out
}

// Feature returns the flag with this name when scope allows it; inline puts its segments'
// constraints into its strategies (see Body).
func (s *Snapshot) Feature(scope Scope, name string, inline bool) (Feature, bool) {
	i, ok := s.byName[name]
	if !ok || !scope.allows(s.features[i].Project) {
		return Feature{}, false
	}
	if inline {
		return s.inlined(s.features[i]), true
	}
	return s.features[i], true
}

// inlined is f for an SDK that does not know segments: each strategy's constraints are
// its segments' constraints followed by its own, and it names no segment.
func (s *Snapshot) inlined(f Feature) Feature {
	strategies := make([]Strategy, len(f.Strategies))
	for i, st := range f.Strategies {
		cs := []schematype.Constraint{}
		for _, id := range st.Segments {
			cs = append(cs, s.segments[id].Constraints...)
		}
		st.Constraints = append(cs, st.Constraints...)
		st.Segments = []int{}
		strategies[i] = st
	}
	f.Strategies = strategies
	return f
}

// Body returns the serialized flags that scope may read, filtered by projects (nil: all
// it may read) and name prefix. With inline, for SDKs that do not announce segment
// support, segment constraints are put into each strategy and no segment is listed, as
// the reference does. Bodies are computed once per snapshot and filter.
func (s *Snapshot) Body(scope Scope, projects []string, prefix string, inline bool) (*body.Body, error) {
	projects = scope.effective(projects)
	key := strings.Join(projects, "\x00") + "\x01" + prefix + "\x01" + strconv.FormatBool(inline)
	if b, ok := s.bodies.Load(key); ok {
		return b.(*body.Body), nil
	}
	b, err := s.render(projects, prefix, inline)
	if err != nil {
		return nil, err
	}
	if s.nBodies.Add(1) <= maxBodiesPerSnapshot && s.nBytes.Add(int64(len(b.Bytes))) <= maxBodyBytesPerSnapshot {
		if old, loaded := s.bodies.LoadOrStore(key, b); loaded {
			return old.(*body.Body), nil
		}
	}
	return b, nil
}

func (s *Snapshot) render(projects []string, prefix string, inline bool) (*body.Body, error) {
	all := slices.Contains(projects, "*")
	doc := Features{Version: 2, Features: []Feature{}, Segments: []Segment{},
		Query: Query{Project: projects, NamePrefix: prefix, Environment: s.Environment, InlineSegmentConstraints: inline}}
	used := map[int]bool{}
	for _, f := range s.features {
		if !strings.HasPrefix(f.Name, prefix) || (!all && !slices.Contains(projects, f.Project)) {
			continue
		}
		if inline {
			doc.Features = append(doc.Features, s.inlined(f))
			continue
		}
		doc.Features = append(doc.Features, f)
		for _, id := range f.segmentIDs {
			used[id] = true
		}
	}
	for id := range used {
		if seg, ok := s.segments[id]; ok {
			doc.Segments = append(doc.Segments, seg)
		}
	}
	sort.Slice(doc.Segments, func(i, j int) bool { return doc.Segments[i].ID < doc.Segments[j].ID })
	return newBody(doc)
}

func newBody(doc any) (*body.Body, error) {
	raw, err := json.Marshal(doc)
	if err != nil {
		return nil, fmt.Errorf("encode client features: %w", err)
	}
	return body.New(raw, gzip.DefaultCompression), nil
}

// buildSnapshot reads one environment's flags from the store, as of revision.
func buildSnapshot(ctx context.Context, db *ent.Client, env string, revision int64) (*Snapshot, error) {
	fs, err := flags.EnvironmentFlags(ctx, db, env, flags.EnvironmentFlagsQuery{})
	if err != nil {
		return nil, err
	}
	s := &Snapshot{Environment: env, BuiltAt: time.Now(), Revision: revision, byName: make(map[string]int, len(fs)),
		segments: map[int]Segment{}, features: make([]Feature, 0, len(fs)), encoded: make([][]byte, 0, len(fs))}
	for _, f := range fs {
		s.byName[f.Name] = len(s.features)
		cf := s.clientFeature(f)
		raw, err := json.Marshal(cf)
		if err != nil {
			return nil, fmt.Errorf("encode flag %s: %w", f.Name, err)
		}
		s.features = append(s.features, cf)
		s.encoded = append(s.encoded, raw)
	}
	return s, nil
}

func (s *Snapshot) clientFeature(f *ent.Feature) Feature {
	out := Feature{Name: f.Name, Type: f.Type, Stale: f.Stale, ImpressionData: f.ImpressionData,
		Project: f.ProjectID, Strategies: []Strategy{}, Variants: []schematype.Variant{}}
	if f.Description != nil {
		out.Description = *f.Description
	}
	if len(f.Edges.Environments) == 1 {
		fe := f.Edges.Environments[0]
		out.Enabled = fe.Enabled
		if fe.Variants != nil {
			out.Variants = fe.Variants
		}
		for _, st := range fe.Edges.Strategies {
			out.Strategies = append(out.Strategies, s.strategy(st, &out))
		}
	}
	for _, d := range f.Edges.Dependencies {
		out.Dependencies = append(out.Dependencies, Dependency{Feature: d.Edges.Parent.Name, Enabled: d.Enabled, Variants: d.Variants})
	}
	return out
}

func (s *Snapshot) strategy(st *ent.FeatureStrategy, f *Feature) Strategy {
	out := Strategy{Name: st.StrategyName, SortOrder: st.SortOrder, Constraints: st.Constraints,
		Parameters: st.Parameters, Segments: []int{}, Variants: st.Variants}
	if out.Constraints == nil {
		out.Constraints = []schematype.Constraint{}
	}
	if out.Parameters == nil {
		out.Parameters = map[string]string{}
	}
	if out.Variants == nil {
		out.Variants = []schematype.StrategyVariant{}
	}
	if slices.ContainsFunc(out.Variants, func(v schematype.StrategyVariant) bool { return v.Stickiness == "" }) {
		out.Variants = slices.Clone(out.Variants) // the stored slice is shared with the store's entity
		for i := range out.Variants {
			out.Variants[i].Stickiness = schematype.InheritedStickiness(out.Variants[i].Stickiness, out.Parameters)
		}
	}
	for _, seg := range st.Edges.Segments {
		out.Segments = append(out.Segments, seg.ID)
		f.segmentIDs = append(f.segmentIDs, seg.ID)
		if _, ok := s.segments[seg.ID]; !ok {
			cs := seg.Constraints
			if cs == nil {
				cs = []schematype.Constraint{}
			}
			s.segments[seg.ID] = Segment{ID: seg.ID, Name: seg.Name, Constraints: cs}
		}
	}
	sort.Ints(out.Segments)
	return out
}
