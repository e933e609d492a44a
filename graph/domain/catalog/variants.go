package catalog

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
)

// Variant weights (contract section 8): a weight is at most totalWeight, and the weights
// of a feature environment's variants add up to it.
const (
	totalWeight    = 1000
	weightVariable = "variable"
	weightFix      = "fix"
)

var payloadTypes = []string{"json", "csv", "string", "number"}

// normalVariantCommon fills the defaults of what strategy and feature variants share
// (weight type and stickiness) and validates it.
func normalVariantCommon(path string, seen map[string]bool, name string, weight int, weightType, stickiness *string, p *schematype.Payload) error {
	if *weightType == "" {
		*weightType = weightVariable
	}
	if *stickiness == "" {
		*stickiness = "default"
	}
	if name == "" {
		return apperr.Validation("%s.name is required", path)
	}
	if err := kernel.CheckLen(path+".name", &name, kernel.MaxFeatureNameLen); err != nil {
		return err
	}
	if seen[name] {
		return apperr.Validation("%s.name %q is used by another variant; names must be unique", path, name)
	}
	seen[name] = true
	if weight < 0 || weight > totalWeight {
		return apperr.Validation("%s.weight must be between 0 and %d, got %d", path, totalWeight, weight)
	}
	if *weightType != weightVariable && *weightType != weightFix {
		return apperr.Validation("%s.weightType must be variable or fix, got %q", path, *weightType)
	}
	return checkPayload(path+".payload", p)
}

func checkPayload(path string, p *schematype.Payload) error {
	if p == nil {
		return nil
	}
	if !slices.Contains(payloadTypes, p.Type) {
		return apperr.Validation("%s.type must be one of json, csv, string or number, got %q", path, p.Type)
	}
	if p.Type == "json" && !json.Valid([]byte(p.Value)) {
		return apperr.Validation("%s.value must be valid JSON for a json payload", path)
	}
	if _, err := strconv.ParseFloat(p.Value, 64); p.Type == "number" && err != nil {
		return apperr.Validation("%s.value must be a number for a number payload, got %q", path, p.Value)
	}
	return nil
}

// NormalStrategyVariants fills defaults and validates the variants of a strategy with
// these parameters: a variant without stickiness takes the strategy's (see
// schematype.InheritedStickiness), so every SDK sticks to the field the specification says.
func NormalStrategyVariants(in []*schematype.StrategyVariant, params map[string]string) ([]schematype.StrategyVariant, error) {
	out := make([]schematype.StrategyVariant, len(in))
	seen := map[string]bool{}
	for i, v := range in {
		if v == nil {
			return nil, apperr.Validation("variants[%d] must be an object", i)
		}
		out[i] = *v
		out[i].Stickiness = schematype.InheritedStickiness(v.Stickiness, params)
		path := fmt.Sprintf("variants[%d]", i)
		if err := normalVariantCommon(path, seen, v.Name, v.Weight, &out[i].WeightType, &out[i].Stickiness, v.Payload); err != nil {
			return nil, err
		}
	}
	return out, distributeWeights(len(out), func(i int) (string, *int) { return out[i].WeightType, &out[i].Weight })
}

// NormalFeatureVariants fills defaults, validates the variants of a feature environment,
// gives the variable ones the weight the fix ones leave (in the order given) and orders
// them by name, as the reference does.
func NormalFeatureVariants(in []*schematype.Variant) ([]schematype.Variant, error) {
	out := make([]schematype.Variant, len(in))
	seen := map[string]bool{}
	for i, v := range in {
		if v == nil {
			return nil, apperr.Validation("variants[%d] must be an object", i)
		}
		out[i] = *v
		path := fmt.Sprintf("variants[%d]", i)
		if err := normalVariantCommon(path, seen, v.Name, v.Weight, &out[i].WeightType, &out[i].Stickiness, v.Payload); err != nil {
			return nil, err
		}
		for j, o := range v.Overrides {
			if o.ContextName == "" {
				return nil, apperr.Validation("%s.overrides[%d].contextName is required", path, j)
			}
		}
	}
	if err := distributeWeights(len(out), func(i int) (string, *int) { return out[i].WeightType, &out[i].Weight }); err != nil {
		return nil, err
	}
	slices.SortStableFunc(out, func(a, b schematype.Variant) int { return CompareVariantNames(a.Name, b.Name) })
	return out, nil
}

// CompareVariantNames orders variant names as the reference stores a feature's variants
// (JavaScript's localeCompare): letters alphabetically whatever their case, lower case
// first between names that differ only in case.
func CompareVariantNames(a, b string) int {
	if c := strings.Compare(strings.ToLower(a), strings.ToLower(b)); c != 0 {
		return c
	}
	return -strings.Compare(a, b)
}

// distributeWeights keeps the weight of fix variants and shares what they leave of
// totalWeight among the variable ones, the remainder going to the first ones.
func distributeWeights(n int, at func(i int) (string, *int)) error {
	if n == 0 {
		return nil
	}
	fixed, variable := 0, 0
	for i := range n {
		typ, w := at(i)
		if typ == weightFix {
			fixed += *w
		} else {
			variable++
		}
	}
	left := totalWeight - fixed
	switch {
	case left < 0:
		return apperr.Validation("variants: the weights of fix variants add up to %d, more than %d", fixed, totalWeight)
	case variable == 0 && left != 0:
		return apperr.Validation("variants: the weights of fix variants add up to %d; with no variable variant they must add up to %d", fixed, totalWeight)
	case variable == 0:
		return nil
	}
	share, extra := left/variable, left%variable
	for i := range n {
		if typ, w := at(i); typ != weightFix {
			*w = share
			if extra > 0 {
				*w, extra = share+1, extra-1
			}
		}
	}
	return nil
}
