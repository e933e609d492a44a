package catalog

import (
	"encoding/json"
	"strconv"

	"github.com/99designs/gqlgen/graphql"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// StrategySpec is a feature strategy as it is about to be written.
type StrategySpec struct {
	Name        string                       `json:"name"`
	Title       *string                      `json:"title"`
	Disabled    bool                         `json:"disabled"`
	SortOrder   int                          `json:"sortOrder"`
	Parameters  map[string]string            `json:"parameters"`
	Constraints []schematype.Constraint      `json:"constraints"`
	Variants    []schematype.StrategyVariant `json:"variants"`
	Segments    []int                        `json:"segments"`
}

// Update applies the fields set in `in` to a copy of spec.
func (spec StrategySpec) Update(in model.UpdateFeatureStrategyInput) (StrategySpec, error) {
	if n := in.Name.Value(); n != nil {
		spec.Name = *n
	}
	if t, set := in.Title.ValueOK(); set {
		spec.Title = t
	}
	if d := in.Disabled.Value(); d != nil {
		spec.Disabled = *d
	}
	if o := in.SortOrder.Value(); o != nil {
		spec.SortOrder = *o
	}
	cs, vs, segs := in.Constraints.Value(), in.Variants.Value(), in.Segments.Value()
	if !in.Constraints.IsSet() {
		cs = kernel.Ptrs(spec.Constraints)
	}
	if !in.Variants.IsSet() {
		vs = kernel.Ptrs(spec.Variants)
	}
	if !in.Segments.IsSet() {
		segs = spec.Segments
	}
	if !in.Parameters.IsSet() {
		in.Parameters = kernel.Some(kernel.StringsToAny(spec.Parameters))
	}
	return spec, spec.Apply(cs, vs, in.Parameters, segs)
}

// Apply sets the normalised constraints, variants, parameters and segments of spec.
func (spec *StrategySpec) Apply(cs []*schematype.Constraint, vs []*schematype.StrategyVariant, params graphql.Omittable[map[string]any], segs []int) error {
	spec.Constraints = kernel.Derefs(cs)
	var err error
	if spec.Parameters, err = stringParams(params.Value()); err != nil {
		return err
	}
	if spec.Variants, err = NormalStrategyVariants(vs, spec.Parameters); err != nil {
		return err
	}
	spec.Segments = segs
	if spec.Constraints == nil {
		spec.Constraints = []schematype.Constraint{}
	}
	if spec.Segments == nil {
		spec.Segments = []int{}
	}
	return nil
}

// stringParams stores parameter values as strings; numbers and booleans are converted.
func stringParams(in map[string]any) (map[string]string, error) {
	out := make(map[string]string, len(in))
	for k, v := range in {
		switch v := v.(type) {
		case string:
			out[k] = v
		case bool:
			out[k] = strconv.FormatBool(v)
		case float64:
			out[k] = strconv.FormatFloat(v, 'f', -1, 64)
		case int64:
			out[k] = strconv.FormatInt(v, 10)
		case int:
			out[k] = strconv.Itoa(v)
		case json.Number:
			out[k] = v.String()
		default:
			return nil, apperr.Validation("parameters.%s must be a string, a number or a boolean", k)
		}
	}
	return out, nil
}

// SpecOf reads a stored strategy back into a spec.
func SpecOf(st *ent.FeatureStrategy) StrategySpec {
	segs := make([]int, len(st.Edges.Segments))
	for i, sg := range st.Edges.Segments {
		segs[i] = sg.ID
	}
	return StrategySpec{Name: st.StrategyName, Title: st.Title, Disabled: st.Disabled, SortOrder: st.SortOrder,
		Parameters: st.Parameters, Constraints: st.Constraints, Variants: st.Variants, Segments: segs}
}
