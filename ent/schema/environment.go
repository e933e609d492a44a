package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// Environment is a named deployment target, such as development or production.
type Environment struct {
	ent.Schema
}

// Fields of the Environment.
func (Environment) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").NotEmpty().MaxLen(100).Immutable(),
		field.String("type").NotEmpty().MaxLen(100).
			Comment("Environment type, e.g. development, production or test."),
		field.Bool("enabled").Default(true),
		field.Bool("protected").Default(false).
			Comment("Protected environments cannot be edited or deleted."),
		field.Int("sort_order").Default(0),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Edges of the Environment.
func (Environment) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("project_environments", ProjectEnvironment.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
		edge.To("feature_environments", FeatureEnvironment.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
	}
}
