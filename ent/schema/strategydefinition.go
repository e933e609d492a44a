package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/field"

	"flagstone/ent/schematype"
)

// StrategyDefinition describes an activation strategy that features can use.
type StrategyDefinition struct {
	ent.Schema
}

// Fields of the StrategyDefinition.
func (StrategyDefinition) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").Unique().NotEmpty().MaxLen(255),
		field.String("title").Optional().Nillable().MaxLen(255),
		field.String("description").Optional().MaxLen(1000),
		field.JSON("parameters", []schematype.StrategyParameter{}).Optional(),
		field.Bool("built_in").Default(false).
			Comment("Shipped with the service; cannot be edited or deleted."),
		field.Bool("deprecated").Default(false),
		field.Int("sort_order").Default(0),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}
