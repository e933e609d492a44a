// Package eval decides, from a flag set, what an Unleash SDK would decide: whether a flag is
// enabled for a context and which variant it gets. It follows Unleash's client
// specification (the JSON suite of the reference's SDKs) and is the one evaluator of the
// server: the frontend API, the playground and their tests all go through it.
package eval

import (
	"encoding/json"
	"fmt"
	"strconv"

	"flagstone/ent/schematype"
)

// Feature is a flag in one environment, in the client API's shape.
type Feature struct {
	Name           string               `json:"name"`
	Project        string               `json:"project,omitempty"`
	Type           string               `json:"type,omitempty"`
	Enabled        bool                 `json:"enabled"`
	ImpressionData bool                 `json:"impressionData,omitempty"`
	Strategies     []Strategy           `json:"strategies"`
	Variants       []schematype.Variant `json:"variants"`
	Dependencies   []Dependency         `json:"dependencies,omitempty"`
}

// Strategy is an activation strategy of a flag; a disabled one is never evaluated.
type Strategy struct {
	ID          string                       `json:"id,omitempty"`
	Name        string                       `json:"name"`
	Title       string                       `json:"title,omitempty"`
	Disabled    bool                         `json:"disabled,omitempty"`
	Constraints []schematype.Constraint      `json:"constraints"`
	Parameters  Params                       `json:"parameters"`
	Segments    []int                        `json:"segments,omitempty"`
	Variants    []schematype.StrategyVariant `json:"variants,omitempty"`
}

// Dependency is a parent flag; Enabled nil means true.
type Dependency struct {
	Feature  string   `json:"feature"`
	Enabled  *bool    `json:"enabled,omitempty"`
	Variants []string `json:"variants,omitempty"`
}

// Segment is a named list of constraints strategies share.
type Segment struct {
	ID          int                     `json:"id"`
	Name        string                  `json:"name"`
	Constraints []schematype.Constraint `json:"constraints"`
}

// Params are strategy parameters; numbers and booleans are read as their text, as the
// SDKs do.
type Params map[string]string

// UnmarshalJSON reads an object of scalars.
func (p *Params) UnmarshalJSON(b []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	out := make(Params, len(raw))
	for k, v := range raw {
		var s string
		if err := json.Unmarshal(v, &s); err == nil {
			out[k] = s
			continue
		}
		var n json.Number
		if err := json.Unmarshal(v, &n); err == nil {
			out[k] = n.String()
			continue
		}
		var t bool
		if err := json.Unmarshal(v, &t); err == nil {
			out[k] = strconv.FormatBool(t)
			continue
		}
		if string(v) != "null" {
			return fmt.Errorf("parameter %q must be a string, number or boolean", k)
		}
	}
	*p = out
	return nil
}

// Context is what the caller knows about the request being evaluated.
type Context struct {
	UserID        string            `json:"userId,omitempty"`
	SessionID     string            `json:"sessionId,omitempty"`
	RemoteAddress string            `json:"remoteAddress,omitempty"`
	Environment   string            `json:"environment,omitempty"`
	AppName       string            `json:"appName,omitempty"`
	CurrentTime   string            `json:"currentTime,omitempty"`
	Properties    map[string]string `json:"properties,omitempty"`
	// volatile is set when an evaluation with the context read the clock or a random
	// number: asked again, the same context may get another answer.
	volatile bool
}

// Volatile reports whether an evaluation with c so far read the clock (a date constraint
// without currentTime) or a random number (random rollouts, stickiness to a field c
// lacks): only answers for contexts that are not volatile may be kept and given again.
func (c *Context) Volatile() bool { return c.volatile }

// UnmarshalJSON reads a context whose properties may hold nulls (they count as absent).
func (c *Context) UnmarshalJSON(b []byte) error {
	type plain Context
	var raw struct {
		plain
		Properties map[string]*json.RawMessage `json:"properties"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*c = Context(raw.plain)
	c.Properties = nil
	for k, v := range raw.Properties {
		if v == nil || string(*v) == "null" {
			continue
		}
		var s string
		if err := json.Unmarshal(*v, &s); err != nil {
			s = string(*v)
		}
		if c.Properties == nil {
			c.Properties = map[string]string{}
		}
		c.Properties[k] = s
	}
	return nil
}

// Field is the value of a context field, standard fields first, then properties; ""
// means the context lacks it.
func (c *Context) Field(name string) string {
	var v string
	switch name {
	case "userId":
		v = c.UserID
	case "sessionId":
		v = c.SessionID
	case "remoteAddress":
		v = c.RemoteAddress
	case "environment":
		v = c.Environment
	case "appName":
		v = c.AppName
	case "currentTime":
		v = c.CurrentTime
	}
	if v != "" {
		return v
	}
	return c.Properties[name]
}

// Variant is the variant a context gets, in the SDKs' shape.
type Variant struct {
	Name           string              `json:"name"`
	Enabled        bool                `json:"enabled"`
	FeatureEnabled bool                `json:"feature_enabled"`
	Payload        *schematype.Payload `json:"payload,omitempty"`
}
