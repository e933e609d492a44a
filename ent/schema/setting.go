package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// Setting is a named instance-wide setting with a JSON value.
type Setting struct {
	ent.Schema
}

// Fields of the Setting.
func (Setting) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").NotEmpty().MaxLen(100).Immutable(),
		field.JSON("value", map[string]any{}),
	}
}
