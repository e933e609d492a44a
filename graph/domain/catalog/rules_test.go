package catalog

import (
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/apperr"
	"flagstone/graph/model"
)

// requireVerdict checks err: nil when wantProp is "", else a validation error whose
// message starts with wantProp.
func requireVerdict(t *testing.T, err error, wantProp string) {
	t.Helper()
	if wantProp == "" {
		require.NoError(t, err)
		return
	}
	require.Error(t, err)
	e := apperr.As(err)
	require.NotNil(t, e, "%v is not an apperr", err)
	require.Equal(t, apperr.KindValidation, e.Kind, "%v", err)
	require.True(t, strings.HasPrefix(e.Message, wantProp+" "), "message %q names %s", e.Message, wantProp)
}

func TestCheckStrategyDefinition(t *testing.T) {
	long := func(n int) string { return strings.Repeat("x", n) }
	param := func(name, typ, desc string) schematype.StrategyParameter {
		return schematype.StrategyParameter{Name: name, Type: typ, Description: desc}
	}
	cases := []struct {
		name      string
		def       StrategyDefinitionSpec
		wantProp  string
		wantTypes []string
	}{
		{name: "no parameters", def: StrategyDefinitionSpec{Name: "s"}, wantTypes: []string{}},
		{name: "every type", def: StrategyDefinitionSpec{Name: "s", Parameters: []schematype.StrategyParameter{
			param("a", "string", ""), param("b", "percentage", ""), param("c", "list", ""), param("d", "number", ""), param("e", "boolean", "")}},
			wantTypes: []string{"string", "percentage", "list", "number", "boolean"}},
		{name: "empty type is string", def: StrategyDefinitionSpec{Name: "s", Parameters: []schematype.StrategyParameter{param("a", "", "")}},
			wantTypes: []string{"string"}},
		{name: "unknown type", def: StrategyDefinitionSpec{Name: "s", Parameters: []schematype.StrategyParameter{param("a", "date", "")}},
			wantProp: "parameters[0].type"},
		{name: "type in another case", def: StrategyDefinitionSpec{Name: "s", Parameters: []schematype.StrategyParameter{param("a", "List", "")}},
			wantProp: "parameters[0].type"},
		{name: "parameter without name", def: StrategyDefinitionSpec{Name: "s", Parameters: []schematype.StrategyParameter{param("", "list", "")}},
			wantProp: "parameters[0].name"},
		{name: "parameter twice", def: StrategyDefinitionSpec{Name: "s", Parameters: []schematype.StrategyParameter{param("a", "", ""), param("a", "list", "")}},
			wantProp: "parameters[1].name"},
		{name: "longest parameter name", def: StrategyDefinitionSpec{Name: "s", Parameters: []schematype.StrategyParameter{param(long(255), "list", "")}},
			wantTypes: []string{"list"}},
		{name: "overlong parameter name", def: StrategyDefinitionSpec{Name: "s", Parameters: []schematype.StrategyParameter{param(long(256), "list", "")}},
			wantProp: "parameters[0].name"},
		{name: "overlong parameter description", def: StrategyDefinitionSpec{Name: "s", Parameters: []schematype.StrategyParameter{param("a", "list", long(1001))}},
			wantProp: "parameters[0].description"},
		{name: "no name", def: StrategyDefinitionSpec{}, wantProp: "name"},
		{name: "name not URL-friendly", def: StrategyDefinitionSpec{Name: "by region"}, wantProp: "name"},
		{name: "overlong title", def: StrategyDefinitionSpec{Name: "s", Title: new(long(256))}, wantProp: "title"},
		{name: "overlong description", def: StrategyDefinitionSpec{Name: "s", Description: long(1001)}, wantProp: "description"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := CheckStrategyDefinition(tc.def)
			requireVerdict(t, err, tc.wantProp)
			if tc.wantProp != "" {
				return
			}
			types := []string{}
			for _, p := range got.Parameters {
				types = append(types, p.Type)
			}
			require.Equal(t, tc.wantTypes, types)
		})
	}
}

// TestParameterSpecs shows that the single writes' parameters, once converted, meet the
// imports' checker: a missing entry is a nameless one.
func TestParameterSpecs(t *testing.T) {
	desc := "what it is"
	in := []*model.StrategyParameterInput{
		{Name: "a", Type: "list", Description: graphql.OmittableOf(&desc), Required: true},
		nil,
	}
	got := parameterSpecs(in)
	require.Equal(t, schematype.StrategyParameter{Name: "a", Type: "list", Description: desc, Required: true}, got[0])
	_, err := checkParameterSpecs(got)
	requireVerdict(t, err, "parameters[1].name")
}

func TestCheckConstraintValue(t *testing.T) {
	c := func(op, value string, values ...string) schematype.Constraint {
		return schematype.Constraint{ContextName: "userId", Operator: op, Value: value, Values: values}
	}
	cases := []struct {
		name     string
		c        schematype.Constraint
		wantProp string
	}{
		{name: "IN with values", c: c("IN", "", "a", "b")},
		{name: "IN without values", c: c("IN", ""), wantProp: "c.values"},
		{name: "IN with an overlong value", c: c("IN", "", strings.Repeat("v", 1001)), wantProp: "c.values[0]"},
		{name: "number", c: c("NUM_GT", "1.5")},
		{name: "not a number", c: c("NUM_GT", "one"), wantProp: "c.value"},
		{name: "date", c: c("DATE_AFTER", "2024-01-02T03:04:05Z")},
		{name: "not a date", c: c("DATE_AFTER", "2024-01-02"), wantProp: "c.value"},
		{name: "semver", c: c("SEMVER_EQ", "1.2.3-beta.1+b5")},
		{name: "not a semver", c: c("SEMVER_EQ", "1.2"), wantProp: "c.value"},
		{name: "regex", c: c("REGEX", "^a+$")},
		{name: "empty regex", c: c("REGEX", ""), wantProp: "c.value"},
		{name: "inverted regex", c: schematype.Constraint{ContextName: "userId", Operator: "REGEX", Value: "a", Inverted: true}, wantProp: "c.inverted"},
		{name: "unknown operator", c: c("LIKE", "a"), wantProp: "c.operator"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			requireVerdict(t, checkConstraintValue("c", tc.c), tc.wantProp)
		})
	}
}

func TestCheckConstraintList(t *testing.T) {
	known := func(name string) bool { return name == "userId" }
	shop := "shop"
	cases := []struct {
		name    string
		scope   fieldScope
		filters int    // predicates on the context fields listed
		says    string // of the refusal
	}{
		{"a constraint of nothing", anyField, 0, `"region" is not a known context field`},
		{"a segment of every project", fieldsOf(nil), 1, `"region" is not a context field of every project`},
		{"a constraint of a project", fieldsOf(&shop), 1, `"region" is not a context field of project "shop"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := checkConstraintList("constraints", []schematype.Constraint{
				{ContextName: "userId", Operator: "IN", Values: []string{"a"}},
				{ContextName: "region", Operator: "IN", Values: []string{"eu"}},
			}, tc.scope, known)
			requireVerdict(t, err, "constraints[1].contextName")
			require.Contains(t, err.Error(), tc.says)
			require.Len(t, tc.scope.where(), tc.filters)
		})
	}
}

func TestNormalTag(t *testing.T) {
	cases := []struct {
		name     string
		in       *model.TagInput
		want     TagSpec
		wantProp string
	}{
		{name: "type defaults to simple, value trimmed", in: &model.TagInput{Value: "  ab  "}, want: TagSpec{Type: "simple", Value: "ab"}},
		{name: "given type", in: &model.TagInput{Type: "team", Value: "core"}, want: TagSpec{Type: "team", Value: "core"}},
		{name: "too short", in: &model.TagInput{Value: "a"}, wantProp: "tag.value"},
		{name: "too long", in: &model.TagInput{Value: strings.Repeat("é", 51)}, wantProp: "tag.value"},
		{name: "fifty characters of two bytes", in: &model.TagInput{Value: strings.Repeat("é", 50)}, want: TagSpec{Type: "simple", Value: strings.Repeat("é", 50)}},
		{name: "missing", in: nil, wantProp: "tag"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := NormalTag("tag.", tc.in)
			requireVerdict(t, err, tc.wantProp)
			if tc.wantProp == "" {
				require.Equal(t, tc.want, got)
			}
		})
	}
}

func TestCheckTagTypeInput(t *testing.T) {
	long := strings.Repeat("x", 1001)
	cases := []struct {
		name, typ       string
		description, ic *string
		wantProp        string
	}{
		{name: "plain", typ: "team"},
		{name: "no name", typ: "", wantProp: "name"},
		{name: "not URL-friendly", typ: "a b", wantProp: "name"},
		{name: "overlong description", typ: "team", description: &long, wantProp: "description"},
		{name: "overlong icon", typ: "team", ic: &long, wantProp: "icon"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			requireVerdict(t, CheckTagTypeInput(tc.typ, tc.description, tc.ic), tc.wantProp)
		})
	}
}

func TestCheckNewContextField(t *testing.T) {
	lv := func(v string) *model.LegalValueInput { return &model.LegalValueInput{Value: v} }
	cases := []struct {
		name     string
		field    string
		legal    []*model.LegalValueInput
		wantProp string
	}{
		{name: "with legal values", field: "region", legal: []*model.LegalValueInput{lv("eu"), lv("us")}},
		{name: "no name", field: "", wantProp: "name"},
		{name: "overlong name", field: strings.Repeat("r", 101), wantProp: "name"},
		{name: "empty legal value", field: "region", legal: []*model.LegalValueInput{lv("")}, wantProp: "legalValues[0].value"},
		{name: "legal value twice", field: "region", legal: []*model.LegalValueInput{lv("eu"), lv("eu")}, wantProp: "legalValues[1].value"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := CheckNewContextField(tc.field, nil, tc.legal)
			requireVerdict(t, err, tc.wantProp)
			if tc.wantProp == "" {
				require.Len(t, got, len(tc.legal))
			}
		})
	}
}

func TestCheckParametersPercentages(t *testing.T) {
	def := &ent.StrategyDefinition{Parameters: []schematype.StrategyParameter{{Name: "rollout", Type: "percentage"}, {Name: "group", Type: "string"}}}
	cases := []struct {
		name     string
		params   map[string]string
		wantProp string
	}{
		{name: "in range", params: map[string]string{"rollout": "100", "group": "g"}},
		{name: "unset", params: map[string]string{}},
		{name: "over 100", params: map[string]string{"rollout": "101"}, wantProp: "parameters.rollout"},
		{name: "negative", params: map[string]string{"rollout": "-1"}, wantProp: "parameters.rollout"},
		{name: "not whole", params: map[string]string{"rollout": "50.5"}, wantProp: "parameters.rollout"},
		{name: "strings are free", params: map[string]string{"group": "150"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			requireVerdict(t, checkParameters("parameters", def, tc.params), tc.wantProp)
		})
	}
}

func TestUsableIn(t *testing.T) {
	shop, other := "shop", "other"
	cases := []struct {
		name  string
		limit *string
		want  bool
	}{
		{"every project's", nil, true},
		{"the project's own", &shop, true},
		{"another project's", &other, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, tc.want, UsableIn(tc.limit, "shop"))
		})
	}
}
