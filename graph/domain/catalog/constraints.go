package catalog

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"time"

	"flagstone/ent"
	"flagstone/ent/contextfield"
	"flagstone/ent/predicate"
	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/catalog/regex"
	"flagstone/graph/domain/kernel"
)

// Constraint operators (contract 2.7): the multi-value ones test a list of values, the
// others one value of a given shape.
var (
	multiValueOperators = []string{"NOT_IN", "IN", "STR_ENDS_WITH", "STR_STARTS_WITH", "STR_CONTAINS"}
	numOperators        = []string{"NUM_EQ", "NUM_GT", "NUM_GTE", "NUM_LT", "NUM_LTE"}
	dateOperators       = []string{"DATE_AFTER", "DATE_BEFORE"}
	semverOperators     = []string{"SEMVER_EQ", "SEMVER_GT", "SEMVER_LT", "SEMVER_GTE", "SEMVER_LTE"}
)

// regexOperator tests the context value against one RE2 expression; caseInsensitive adds
// the i flag and, as in the reference, it cannot be inverted.
const regexOperator = "REGEX"

// semver is the Semantic Versioning 2.0.0 grammar.
var semver = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)` +
	`(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?` +
	`(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$`)

// Bounds of constraint values.
const (
	maxConstraintValues   = 1000
	maxConstraintValueLen = 1000
)

// checkConstraints validates constraints against the context fields that exist and that
// scope admits. property prefixes the path in messages, e.g. "constraints".
func (s *Service) checkConstraints(ctx context.Context, tx *ent.Client, property string, cs []schematype.Constraint, scope fieldScope) error {
	if len(cs) == 0 {
		return nil
	}
	names, err := tx.ContextField.Query().Where(scope.where()...).Select(contextfield.FieldID).Strings(ctx)
	if err != nil {
		return fmt.Errorf("list context fields: %w", err)
	}
	return checkConstraintList(property, cs, scope, func(name string) bool { return slices.Contains(names, name) })
}

// fieldScope is which context fields a constraint may name. A field of one project means
// nothing in another's flags, so a constraint of a project (a strategy's, a segment's) may
// name the fields of every project and its project's own, and one of a segment of every
// project only the former. anyField is a constraint checked on its own, of nothing.
type fieldScope struct {
	scoped  bool
	project *string // nil: every project
}

var anyField = fieldScope{}

func fieldsOf(project *string) fieldScope { return fieldScope{scoped: true, project: project} }

func (f fieldScope) where() []predicate.ContextField {
	if !f.scoped {
		return nil
	}
	return []predicate.ContextField{contextFieldsOf(f.project)}
}

// UsableIn says whether a flag or segment of project may use a context field or a segment
// limited to limit (nil: every project). contextFieldsOf is the same rule as a query.
func UsableIn(limit *string, project string) bool { return limit == nil || *limit == project }

// contextFieldsOf limits context fields to those a constraint of project may name (see
// fieldScope and UsableIn); batches that check many constraints at once use it directly.
func contextFieldsOf(project *string) predicate.ContextField {
	if project == nil {
		return contextfield.ProjectIDIsNil()
	}
	return contextfield.Or(contextfield.ProjectIDIsNil(), contextfield.ProjectID(*project))
}

// refuse is the error for a constraint at path naming a field outside the scope.
func (f fieldScope) refuse(path, name string) error {
	switch {
	case !f.scoped:
		return apperr.Validation("%s.contextName %q is not a known context field", path, name)
	case f.project == nil:
		return apperr.Validation("%s.contextName %q is not a context field of every project", path, name)
	default:
		return apperr.Validation("%s.contextName %q is not a context field of project %q", path, name, *f.project)
	}
}

// checkConstraintList validates constraints given which context fields of scope exist.
func checkConstraintList(property string, cs []schematype.Constraint, scope fieldScope, known func(string) bool) error {
	for i, c := range cs {
		path := fmt.Sprintf("%s[%d]", property, i)
		if !known(c.ContextName) {
			return scope.refuse(path, c.ContextName)
		}
		if err := checkConstraintValue(path, c); err != nil {
			return err
		}
	}
	return nil
}

func checkConstraintValue(path string, c schematype.Constraint) error {
	switch {
	case slices.Contains(multiValueOperators, c.Operator):
		return checkConstraintValues(path, c.Values)
	case slices.Contains(numOperators, c.Operator):
		if _, err := strconv.ParseFloat(c.Value, 64); err != nil {
			return apperr.Validation("%s.value must be a number for operator %s, got %q", path, c.Operator, c.Value)
		}
	case slices.Contains(dateOperators, c.Operator):
		if _, err := time.Parse(time.RFC3339, c.Value); err != nil {
			return apperr.Validation("%s.value must be an RFC 3339 date-time for operator %s, got %q", path, c.Operator, c.Value)
		}
	case slices.Contains(semverOperators, c.Operator):
		if !semver.MatchString(c.Value) {
			return apperr.Validation("%s.value must be a semantic version for operator %s, got %q", path, c.Operator, c.Value)
		}
	case c.Operator == regexOperator:
		return checkRegexConstraint(path, c)
	default:
		return apperr.Validation("%s.operator %q is not one of the 18 constraint operators", path, c.Operator)
	}
	return nil
}

func checkConstraintValues(path string, values []string) error {
	if len(values) == 0 || len(values) > maxConstraintValues {
		return apperr.Validation("%s.values must hold 1 to %d values", path, maxConstraintValues)
	}
	for j, v := range values {
		if err := kernel.CheckLen(fmt.Sprintf("%s.values[%d]", path, j), &v, maxConstraintValueLen); err != nil {
			return err
		}
	}
	return nil
}

func checkRegexConstraint(path string, c schematype.Constraint) error {
	if c.Inverted {
		return apperr.Validation("%s.inverted cannot be true for operator REGEX", path)
	}
	if c.Value == "" {
		return apperr.Validation("%s.value must be a regular expression for operator REGEX", path)
	}
	if err := kernel.CheckLen(path+".value", &c.Value, maxConstraintValueLen); err != nil {
		return err
	}
	return regex.Check(path+".value", c.Value, c.CaseInsensitive)
}
