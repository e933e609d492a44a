package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// Project groups features and decides which environments they use.
type Project struct {
	ent.Schema
}

// Fields of the Project.
func (Project) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").NotEmpty().MaxLen(100).Immutable(),
		field.String("name").MaxLen(100),
		field.String("description").Optional().Nillable().MaxLen(1000),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Time("updated_at").Default(time.Now).UpdateDefault(time.Now),
	}
}

// Edges of the Project.
func (Project) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("features", Feature.Type),
		edge.To("project_environments", ProjectEnvironment.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
		edge.To("favorites", ProjectFavorite.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
	}
}
