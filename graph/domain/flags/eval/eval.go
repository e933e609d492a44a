package eval

import (
	"math/rand/v2"
	"net/netip"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/twmb/murmur3"

	"flagstone/ent/schematype"
)

// variantSeed is the murmur3 seed SDKs use to pick variants (strategies use 0).
const variantSeed = 86028157

// Set is a compiled, immutable flag set: evaluating it reads nothing else and is safe
// from many goroutines.
type Set struct {
	features map[string]*compiled
	order    []string
	segments map[int]*compiledSegment
}

// Ref is a flag of a set looked up once (Set.Ref), so that deciding it again and again
// (Run.EvaluateRef) costs no look-up by name.
type Ref struct{ f *compiled }

type compiled struct {
	def        *Feature
	strategies []compiledStrategy
}

type compiledStrategy struct {
	def         *Strategy
	constraints []constraint
	check       func(c *Context) bool
}

type compiledSegment struct {
	def         Segment
	constraints []constraint
}

// NewSet compiles features and the segments their strategies use.
func NewSet(features []Feature, segments []Segment) *Set {
	s := &Set{features: make(map[string]*compiled, len(features)), segments: make(map[int]*compiledSegment, len(segments))}
	for _, seg := range segments {
		cs := &compiledSegment{def: seg}
		for _, k := range seg.Constraints {
			cs.constraints = append(cs.constraints, compileConstraint(k))
		}
		s.segments[seg.ID] = cs
	}
	for i := range features {
		f := &features[i]
		cf := &compiled{def: f}
		for j := range f.Strategies {
			st := &f.Strategies[j]
			c := compiledStrategy{def: st, check: strategyCheck(st, f.Name)}
			for _, k := range st.Constraints {
				c.constraints = append(c.constraints, compileConstraint(k))
			}
			cf.strategies = append(cf.strategies, c)
		}
		if _, dup := s.features[f.Name]; !dup {
			s.order = append(s.order, f.Name)
		}
		s.features[f.Name] = cf
	}
	return s
}

// Ref returns the flag of the set with this name; deciding a Ref of a flag the set lacks
// answers disabled, as Evaluate does.
func (s *Set) Ref(name string) Ref { return Ref{s.features[name]} }

// Names lists the flags of the set in the order they were given.
func (s *Set) Names() []string { return s.order }

// Feature returns the definition of a flag of the set.
func (s *Set) Feature(name string) (*Feature, bool) {
	f, ok := s.features[name]
	if !ok {
		return nil, false
	}
	return f.def, true
}

// Result is the decision for one flag and one context.
type Result struct {
	// Enabled is what isEnabled answers.
	Enabled bool
	// Variant is what getVariant answers.
	Variant Variant
	// Dependencies is false when a parent flag's condition is not met.
	Dependencies bool
	// Strategies explains each strategy, in order, when asked for (Explain).
	Strategies []StrategyResult
}

// StrategyResult says how one strategy evaluated.
type StrategyResult struct {
	Strategy    *Strategy
	Enabled     bool
	Constraints []ConstraintResult
	Segments    []SegmentResult
	// Parameters is false when the strategy's own rule (rollout, user ids…) refused the
	// context or the strategy is unknown.
	Parameters bool
	// Known is false for a strategy the evaluator does not know (a custom one).
	Known bool
}

// ConstraintResult says whether one constraint was met.
type ConstraintResult struct {
	Constraint schematype.Constraint
	Satisfied  bool
}

// SegmentResult says whether a segment's constraints were met; a segment the set lacks
// is never met.
type SegmentResult struct {
	ID          int
	Name        string
	Found       bool
	Satisfied   bool
	Constraints []ConstraintResult
}

var disabledVariant = Variant{Name: "disabled"}

// Evaluate decides a flag for c; a flag the set lacks is disabled. With explain, every
// strategy is evaluated and reported.
func (s *Set) Evaluate(name string, c *Context, explain bool) Result {
	return s.evaluate(s.features[name], c, explain)
}

func (s *Set) evaluate(f *compiled, c *Context, explain bool) Result {
	if f == nil {
		return Result{Variant: disabledVariant}
	}
	res := Result{Dependencies: s.parentsSatisfied(f, c)}
	enabled, strategyVariant := s.enabled(f, c, &res, explain)
	res.Enabled = enabled && res.Dependencies
	switch {
	case !res.Enabled:
		res.Variant = disabledVariant
	case strategyVariant != nil:
		res.Variant = *strategyVariant
	default:
		res.Variant = featureVariant(f.def, c)
	}
	return res
}

// IsEnabled is Evaluate's Enabled, without explanation.
func (s *Set) IsEnabled(name string, c *Context) bool { return s.Evaluate(name, c, false).Enabled }

func (s *Set) enabled(f *compiled, c *Context, res *Result, explain bool) (bool, *Variant) {
	if !f.def.Enabled && !explain {
		return false, nil
	}
	if len(f.strategies) == 0 {
		return f.def.Enabled, nil
	}
	var (
		on      bool
		variant *Variant
	)
	for i := range f.strategies {
		st := &f.strategies[i]
		if st.def.Disabled {
			if explain {
				res.Strategies = append(res.Strategies, StrategyResult{Strategy: st.def})
			}
			continue
		}
		ok, v, sr := s.strategyEnabled(f.def.Name, st, c, explain)
		if explain {
			res.Strategies = append(res.Strategies, sr)
		}
		if ok && !on {
			on, variant = true, v
			if !explain {
				break
			}
		}
	}
	return on && f.def.Enabled, variant
}

func (s *Set) strategyEnabled(feature string, st *compiledStrategy, c *Context, explain bool) (bool, *Variant, StrategyResult) {
	sr := StrategyResult{Strategy: st.def, Known: st.check != nil}
	ok := true
	for _, id := range st.def.Segments {
		seg, found := s.segments[id]
		r := SegmentResult{ID: id, Found: found, Satisfied: found}
		if found {
			r.Name = seg.def.Name
			for i := range seg.constraints {
				met := seg.constraints[i].satisfied(c)
				r.Satisfied = r.Satisfied && met
				if explain {
					r.Constraints = append(r.Constraints, ConstraintResult{Constraint: seg.constraints[i].def, Satisfied: met})
				} else if !met {
					break
				}
			}
		}
		ok = ok && r.Satisfied
		if explain {
			sr.Segments = append(sr.Segments, r)
		} else if !ok {
			return false, nil, sr
		}
	}
	for i := range st.constraints {
		met := st.constraints[i].satisfied(c)
		ok = ok && met
		if explain {
			sr.Constraints = append(sr.Constraints, ConstraintResult{Constraint: st.constraints[i].def, Satisfied: met})
		} else if !ok {
			return false, nil, sr
		}
	}
	sr.Parameters = st.check != nil && st.check(c)
	sr.Enabled = ok && sr.Parameters
	if !sr.Enabled {
		return false, nil, sr
	}
	return true, strategyVariant(feature, st.def, c), sr
}

// parentsSatisfied checks a flag's dependencies: a parent must exist and have no parents
// of its own; it must be enabled (with one of the listed variants) or, when the
// dependency says enabled: false, disabled.
func (s *Set) parentsSatisfied(f *compiled, c *Context) bool {
	for _, d := range f.def.Dependencies {
		parent, ok := s.features[d.Feature]
		if !ok || len(parent.def.Dependencies) > 0 {
			return false
		}
		var res Result
		on, sv := s.enabled(parent, c, &res, false)
		if d.Enabled != nil && !*d.Enabled {
			if on {
				return false
			}
			continue
		}
		if !on {
			return false
		}
		if len(d.Variants) > 0 {
			v := featureVariant(parent.def, c)
			if sv != nil {
				v = *sv
			}
			if !slices.Contains(d.Variants, v.Name) {
				return false
			}
		}
	}
	return true
}

// strategyVariant picks a strategy's variant, grouped by its groupId and sticking to the
// first variant's stickiness, else the strategy's; nil when it has none (the flag's
// variants apply).
func strategyVariant(feature string, st *Strategy, c *Context) *Variant {
	if len(st.Variants) == 0 {
		return nil
	}
	groupID := st.Parameters["groupId"]
	if groupID == "" {
		groupID = feature
	}
	i := pick(groupID, schematype.InheritedStickiness(st.Variants[0].Stickiness, st.Parameters), st.Variants, strategyWeight, c)
	if i < 0 {
		return nil
	}
	v := st.Variants[i]
	return &Variant{Name: v.Name, Enabled: true, FeatureEnabled: true, Payload: v.Payload}
}

// featureVariant picks an enabled flag's variant: an override that names the context
// first, else by weight.
func featureVariant(f *Feature, c *Context) Variant {
	none := Variant{Name: "disabled", FeatureEnabled: true}
	if len(f.Variants) == 0 {
		return none
	}
	total := 0
	for _, v := range f.Variants {
		total += v.Weight
	}
	if total <= 0 {
		return none
	}
	for _, v := range f.Variants {
		for _, o := range v.Overrides {
			if val := c.Field(o.ContextName); val != "" && slices.Contains(o.Values, val) {
				return Variant{Name: v.Name, Enabled: true, FeatureEnabled: true, Payload: v.Payload}
			}
		}
	}
	i := pick(f.Name, f.Variants[0].Stickiness, f.Variants, featureWeight, c)
	if i < 0 {
		return none
	}
	v := f.Variants[i]
	return Variant{Name: v.Name, Enabled: true, FeatureEnabled: true, Payload: v.Payload}
}

func strategyWeight(v schematype.StrategyVariant) int { return v.Weight }

func featureWeight(v schematype.Variant) int { return v.Weight }

// pick chooses an index of variants by weight for the context's stickiness value; -1
// when the weights add up to nothing.
func pick[V any](groupID, stickiness string, variants []V, weight func(V) int, c *Context) int {
	total := 0
	for _, v := range variants {
		total += weight(v)
	}
	if total <= 0 {
		return -1
	}
	target := normalized(variantSeedValue(c, stickiness), groupID, uint32(total), variantSeed)
	counter := uint32(0)
	for i, v := range variants {
		counter += uint32(weight(v))
		if counter >= target {
			return i
		}
	}
	return -1
}

// variantSeedValue is the value variants stick to: the named field, or with "default"
// the first of userId, sessionId, remoteAddress; random when the context has none.
func variantSeedValue(c *Context, stickiness string) string {
	if stickiness != "" && stickiness != "default" {
		if v := c.Field(stickiness); v != "" {
			return v
		}
		return c.randomID()
	}
	for _, v := range []string{c.UserID, c.SessionID, c.RemoteAddress} {
		if v != "" {
			return v
		}
	}
	return c.randomID()
}

// normalized is the SDKs' murmur3 normalisation: hash of "groupId:id" modulo n, plus 1.
// The key is put together on the stack when it fits: this runs once per flag and context.
func normalized(id, groupID string, n, seed uint32) uint32 {
	var buf [128]byte
	key := append(append(append(buf[:0], groupID...), ':'), id...)
	return murmur3.SeedSum32(seed, key)%n + 1
}

// randomID is a random stickiness value, for a context that lacks the field a rule sticks
// to; the context remembers that its answers may differ when asked again.
func (c *Context) randomID() string {
	c.volatile = true
	return strconv.Itoa(rand.IntN(10000) + 1)
}

// strategyCheck is the rule of a built-in strategy of feature, its parameters read once
// (the set is compiled once and evaluated for many contexts); nil for an unknown (custom)
// one, which is never enabled.
func strategyCheck(st *Strategy, feature string) func(c *Context) bool {
	p := st.Parameters
	switch st.Name {
	case "default":
		return func(*Context) bool { return true }
	case "userWithId":
		ids := splitList(p["userIds"])
		return func(c *Context) bool { return c.UserID != "" && slices.Contains(ids, c.UserID) }
	case "gradualRolloutUserId":
		in := rollout(p["percentage"], p["groupId"])
		return func(c *Context) bool { return in(c.UserID) }
	case "gradualRolloutSessionId":
		in := rollout(p["percentage"], p["groupId"])
		return func(c *Context) bool { return in(c.SessionID) }
	case "gradualRolloutRandom":
		pct, ok := jsNumber(p["percentage"], false)
		return func(c *Context) bool {
			c.volatile = true
			return ok && pct >= float64(rand.IntN(100)+1)
		}
	case "flexibleRollout":
		return flexibleRollout(p, feature)
	case "remoteAddress":
		ips := p["IPs"]
		return func(c *Context) bool { return remoteAddress(ips, c.RemoteAddress) }
	case "applicationHostname":
		names := splitList(strings.ToLower(p["hostNames"]))
		return func(*Context) bool { return slices.Contains(names, strings.ToLower(hostname())) }
	}
	return nil
}

// flexibleRollout is the rule of a flexibleRollout of feature with parameters p.
func flexibleRollout(p Params, feature string) func(c *Context) bool {
	groupID := p["groupId"]
	if groupID == "" {
		groupID = feature
	}
	in := rollout(p["rollout"], groupID)
	switch stickiness := p["stickiness"]; stickiness {
	case "", "default":
		return func(c *Context) bool {
			id := c.UserID
			if id == "" {
				id = c.SessionID
			}
			if id == "" {
				id = c.randomID()
			}
			return in(id)
		}
	case "random":
		return func(c *Context) bool { return in(c.randomID()) }
	default:
		return func(c *Context) bool { return in(c.Field(stickiness)) }
	}
}

// rollout says whether an id falls within the first percent of groupId's buckets.
func rollout(percent, groupID string) func(id string) bool {
	pct, ok := jsNumber(percent, false)
	if !ok || pct <= 0 {
		return func(string) bool { return false }
	}
	return func(id string) bool { return id != "" && float64(normalized(id, groupID, 100, 0)) <= pct }
}

func remoteAddress(ips, addr string) bool {
	if ips == "" || addr == "" {
		return false
	}
	a, aErr := netip.ParseAddr(addr)
	for _, r := range splitList(ips) {
		if r == addr {
			return true
		}
		if aErr != nil {
			continue
		}
		if p, err := netip.ParsePrefix(r); err == nil && p.Addr().Is4() && p.Contains(a) {
			return true
		}
	}
	return false
}

// splitList splits a comma-separated parameter, trimming each item.
func splitList(s string) []string {
	if s == "" {
		return nil
	}
	parts := strings.Split(s, ",")
	for i, p := range parts {
		parts[i] = strings.TrimSpace(p)
	}
	return parts
}

// hostname is the host name applicationHostname compares with, as the SDKs read it.
func hostname() string {
	if h := os.Getenv("HOSTNAME"); h != "" {
		return h
	}
	h, err := os.Hostname()
	if err != nil {
		return "undefined"
	}
	return h
}
