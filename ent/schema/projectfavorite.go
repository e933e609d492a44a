package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// ProjectFavorite records that a user marked a project as a favorite.
type ProjectFavorite struct {
	ent.Schema
}

// Fields of the ProjectFavorite.
func (ProjectFavorite) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id"),
		field.String("project_id"),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Edges of the ProjectFavorite.
func (ProjectFavorite) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", User.Type).Unique().Required().Field("user_id"),
		edge.From("project", Project.Type).Ref("favorites").
			Unique().Required().Field("project_id"),
	}
}

// Indexes of the ProjectFavorite.
func (ProjectFavorite) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("user_id", "project_id").Unique(),
	}
}
