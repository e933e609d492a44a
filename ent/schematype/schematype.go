// Package schematype holds the Go types stored in the JSON columns of the ent
// schema. Their JSON tags follow the Unleash wire names.
package schematype

// Constraint limits a strategy or segment to contexts whose field matches.
type Constraint struct {
	ContextName     string   `json:"contextName"`
	Operator        string   `json:"operator"`
	CaseInsensitive bool     `json:"caseInsensitive,omitempty"`
	Inverted        bool     `json:"inverted,omitempty"`
	Values          []string `json:"values,omitempty"`
	Value           string   `json:"value,omitempty"`
}

// Payload is the data handed to the SDK with a variant; Type is one of json,
// csv, string or number.
type Payload struct {
	Type  string `json:"type"`
	Value string `json:"value"`
}

// StrategyVariant is a variant attached to one strategy of a feature
// environment.
type StrategyVariant struct {
	Name       string   `json:"name"`
	Weight     int      `json:"weight"`
	WeightType string   `json:"weightType"`
	Stickiness string   `json:"stickiness"`
	Payload    *Payload `json:"payload,omitempty"`
}

// InheritedStickiness is the stickiness of a strategy's variant: its own, else the
// strategy's stickiness parameter, else "default". The client specification
// (16-strategy-variants) has variants without one stick to their strategy's field; SDKs
// that predate that rule read the variant's own, so the server resolves it for them.
func InheritedStickiness(own string, params map[string]string) string {
	if own != "" {
		return own
	}
	if s := params["stickiness"]; s != "" {
		return s
	}
	return "default"
}

// Override assigns a variant to every context whose field has one of Values.
type Override struct {
	ContextName string   `json:"contextName"`
	Values      []string `json:"values"`
}

// Variant is a variant of a feature in one environment.
type Variant struct {
	Name       string     `json:"name"`
	Weight     int        `json:"weight"`
	WeightType string     `json:"weightType,omitempty"`
	Stickiness string     `json:"stickiness,omitempty"`
	Payload    *Payload   `json:"payload,omitempty"`
	Overrides  []Override `json:"overrides,omitempty"`
}

// StrategyParameter defines one parameter a strategy accepts.
type StrategyParameter struct {
	Name        string `json:"name"`
	Type        string `json:"type"`
	Description string `json:"description,omitempty"`
	Required    bool   `json:"required"`
}

// LegalValue is one of the values a context field allows.
type LegalValue struct {
	Value       string `json:"value"`
	Description string `json:"description,omitempty"`
}

// DefaultStrategy is the strategy a project environment gives a new feature
// when it is enabled there without one.
type DefaultStrategy struct {
	Name        string            `json:"name"`
	Title       *string           `json:"title,omitempty"`
	Disabled    bool              `json:"disabled,omitempty"`
	SortOrder   int               `json:"sortOrder,omitempty"`
	Constraints []Constraint      `json:"constraints,omitempty"`
	Parameters  map[string]string `json:"parameters,omitempty"`
	Variants    []StrategyVariant `json:"variants,omitempty"`
	Segments    []int             `json:"segments,omitempty"`
}

// TestsContextField reports whether any of the constraints tests context field name.
func TestsContextField(cs []Constraint, name string) bool {
	for _, c := range cs {
		if c.ContextName == name {
			return true
		}
	}
	return false
}
