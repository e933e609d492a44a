package catalog

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"flagstone/ent"
	"flagstone/ent/contextfield"
	"flagstone/ent/segment"
	"flagstone/ent/strategydefinition"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
)

// StrategyRules holds what validating strategies of features of one project looks up: the
// strategy definitions, context fields and segments they name. An import loads them once
// for thousands of strategies; a single strategy write uses the same checks.
type StrategyRules struct {
	project  string
	defs     map[string]*ent.StrategyDefinition
	Contexts map[string]bool
	// segments maps each existing segment named to the project it is limited to (nil: any).
	segments map[int]*string
}

// LoadStrategyRules loads the definitions, context fields and segments that specs (of
// features of projectID) name, and only those: a single strategy write reads a row or
// two, not the whole catalog.
func LoadStrategyRules(ctx context.Context, tx *ent.Client, projectID string, specs ...*StrategySpec) (*StrategyRules, error) {
	names, contexts, segments := map[string]bool{}, map[string]bool{}, map[int]bool{}
	for _, spec := range specs {
		names[spec.Name] = true
		for _, c := range spec.Constraints {
			contexts[c.ContextName] = true
		}
		for _, id := range spec.Segments {
			segments[id] = true
		}
	}
	defs, err := kernel.QueryChunked(slices.Collect(maps.Keys(names)), func(chunk []string) ([]*ent.StrategyDefinition, error) {
		return tx.StrategyDefinition.Query().Where(strategydefinition.NameIn(chunk...)).All(ctx)
	})
	if err != nil {
		return nil, fmt.Errorf("list strategy definitions: %w", err)
	}
	known, err := kernel.QueryChunked(slices.Collect(maps.Keys(contexts)), func(chunk []string) ([]string, error) {
		return tx.ContextField.Query().Where(contextfield.IDIn(chunk...), contextFieldsOf(&projectID)).IDs(ctx)
	})
	if err != nil {
		return nil, fmt.Errorf("list context fields: %w", err)
	}
	segs, err := kernel.QueryChunked(slices.Collect(maps.Keys(segments)), func(chunk []int) ([]*ent.Segment, error) {
		return tx.Segment.Query().Where(segment.IDIn(chunk...)).Select(segment.FieldID, segment.FieldProjectID).All(ctx)
	})
	if err != nil {
		return nil, fmt.Errorf("list segments: %w", err)
	}
	r := &StrategyRules{project: projectID, defs: map[string]*ent.StrategyDefinition{}, Contexts: kernel.Set(known),
		segments: make(map[int]*string, len(segs))}
	for _, d := range defs {
		r.defs[d.Name] = d
	}
	for _, sg := range segs {
		r.segments[sg.ID] = sg.ProjectID
	}
	return r, nil
}

// Check validates spec, a strategy of a feature of the rules' project: a known strategy
// with valid parameters, constraints on known context fields, and existing segments that
// are not limited to another project. path prefixes the properties messages name (empty for a request
// that is itself one strategy).
func (r *StrategyRules) Check(path string, spec *StrategySpec) error {
	at := func(property string) string {
		if path == "" {
			return property
		}
		return path + "." + property
	}
	if spec.Name == "" {
		return apperr.Validation("%s is required", at("name"))
	}
	if err := kernel.CheckLen(at("title"), spec.Title, kernel.MaxFeatureNameLen); err != nil {
		return err
	}
	def, ok := r.defs[spec.Name]
	if !ok {
		return apperr.Validation("%s %q is not a known strategy", at("name"), spec.Name)
	}
	if err := checkParameters(at("parameters"), def, spec.Parameters); err != nil {
		return err
	}
	if err := checkConstraintList(at("constraints"), spec.Constraints, fieldsOf(&r.project), func(n string) bool { return r.Contexts[n] }); err != nil {
		return err
	}
	for i, id := range spec.Segments {
		limit, ok := r.segments[id]
		switch {
		case !ok:
			return apperr.Validation("%s[%d]: segment %d does not exist", at("segments"), i, id)
		case !UsableIn(limit, r.project):
			return apperr.Validation("%s[%d]: segment %d is limited to project %q", at("segments"), i, id, *limit)
		}
	}
	return nil
}

// checkParameters refuses percentage parameters outside 0..100.
func checkParameters(property string, def *ent.StrategyDefinition, params map[string]string) error {
	for _, p := range def.Parameters {
		v, ok := params[p.Name]
		if !ok || p.Type != "percentage" {
			continue
		}
		if n, err := strconv.Atoi(v); err != nil || n < 0 || n > 100 {
			return apperr.Validation("%s.%s must be a whole percentage from 0 to 100, got %q", property, p.Name, v)
		}
	}
	return nil
}
