package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/field"

	"flagstone/ent/schematype"
)

// ContextField is a field of the evaluation context that constraints can test.
type ContextField struct {
	ent.Schema
}

// Fields of the ContextField.
func (ContextField) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").NotEmpty().MaxLen(100).Immutable(),
		field.String("description").Optional().Nillable().MaxLen(1000),
		field.String("project_id").Optional().Nillable().MaxLen(100).Immutable().
			Comment("Project the field belongs to; nil for a field of every project."),
		field.Bool("stickiness").Default(false).
			Comment("The field can be used for stickiness."),
		field.Int("sort_order").Default(0),
		field.JSON("legal_values", []schematype.LegalValue{}).Optional(),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}
