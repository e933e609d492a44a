package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// FeatureFavorite records that a user marked a feature as a favorite.
type FeatureFavorite struct {
	ent.Schema
}

// Fields of the FeatureFavorite.
func (FeatureFavorite) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id"),
		field.Int("feature_id"),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Edges of the FeatureFavorite.
func (FeatureFavorite) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", User.Type).Unique().Required().Field("user_id"),
		edge.From("feature", Feature.Type).Ref("favorites").
			Unique().Required().Field("feature_id"),
	}
}

// Indexes of the FeatureFavorite.
func (FeatureFavorite) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("user_id", "feature_id").Unique(),
	}
}
