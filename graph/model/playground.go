package model

import "flagstone/ent/schematype"

// PlaygroundInput is what the playground evaluates: an environment, the projects (nil or
// "*": all) and the context.
type PlaygroundInput struct {
	Environment string                 `json:"environment"`
	Projects    []string               `json:"projects,omitempty"`
	Context     PlaygroundContextInput `json:"context"`
}

// PlaygroundContextInput is the SDK context the playground evaluates for.
type PlaygroundContextInput struct {
	AppName       *string           `json:"appName,omitempty"`
	UserID        *string           `json:"userId,omitempty"`
	SessionID     *string           `json:"sessionId,omitempty"`
	RemoteAddress *string           `json:"remoteAddress,omitempty"`
	Environment   *string           `json:"environment,omitempty"`
	CurrentTime   *string           `json:"currentTime,omitempty"`
	Properties    map[string]string `json:"properties,omitempty"`
}

// PlaygroundFeature is one flag as the playground evaluated it, and why.
type PlaygroundFeature struct {
	Name      string `json:"name"`
	ProjectID string `json:"projectId"`
	// IsEnabled is what an SDK would answer for the context.
	IsEnabled bool `json:"isEnabled"`
	// IsEnabledInCurrentEnvironment is the flag's switch in the environment.
	IsEnabledInCurrentEnvironment bool `json:"isEnabledInCurrentEnvironment"`
	// HasUnsatisfiedDependency is true when a parent flag's condition is not met.
	HasUnsatisfiedDependency bool                 `json:"hasUnsatisfiedDependency"`
	Variant                  PlaygroundVariant    `json:"variant"`
	Variants                 []schematype.Variant `json:"variants"`
	// StrategiesResult is true when a strategy matched the context.
	StrategiesResult bool                 `json:"-"`
	Strategies       []PlaygroundStrategy `json:"-"`
}

// PlaygroundVariant is the variant the context gets.
type PlaygroundVariant struct {
	Name    string              `json:"name"`
	Enabled bool                `json:"enabled"`
	Payload *schematype.Payload `json:"payload,omitempty"`
}

// PlaygroundStrategy is one strategy of the flag and how it evaluated.
type PlaygroundStrategy struct {
	ID       string  `json:"id"`
	Name     string  `json:"name"`
	Title    *string `json:"title,omitempty"`
	Disabled bool    `json:"disabled"`
	// Enabled is true when the strategy matched: its segments, constraints and rule.
	Enabled bool `json:"enabled"`
	// EvaluationStatus is complete, or unevaluated for a disabled strategy, or incomplete
	// for a custom strategy the server cannot evaluate.
	EvaluationStatus string                 `json:"evaluationStatus"`
	Parameters       map[string]any         `json:"parameters"`
	Constraints      []PlaygroundConstraint `json:"constraints"`
	Segments         []PlaygroundSegment    `json:"segments"`
}

// PlaygroundConstraint is a constraint and whether the context met it.
type PlaygroundConstraint struct {
	ContextName     string   `json:"contextName"`
	Operator        string   `json:"operator"`
	CaseInsensitive bool     `json:"caseInsensitive"`
	Inverted        bool     `json:"inverted"`
	Values          []string `json:"values"`
	Value           string   `json:"value,omitempty"`
	Result          bool     `json:"result"`
}

// PlaygroundSegment is a segment a strategy uses and whether the context met it.
type PlaygroundSegment struct {
	ID          int                    `json:"id"`
	Name        string                 `json:"name"`
	Result      bool                   `json:"result"`
	Constraints []PlaygroundConstraint `json:"constraints"`
}
