package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// ClientApplication is an application that has registered through an SDK.
type ClientApplication struct {
	ent.Schema
}

// Fields of the ClientApplication.
func (ClientApplication) Fields() []ent.Field {
	return []ent.Field{
		field.String("app_name").Unique().NotEmpty().MaxLen(255),
		field.String("description").Optional(),
		field.String("url").Optional(),
		field.String("color").Optional(),
		field.String("icon").Optional(),
		field.JSON("strategies", []string{}).Optional().
			Comment("Names of the strategies the SDK reported it implements."),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Time("seen_at").Optional().Nillable(),
	}
}

// Edges of the ClientApplication.
func (ClientApplication) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("instances", ClientInstance.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
	}
}
