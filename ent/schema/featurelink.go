package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// FeatureLink is a link from a feature to an outside resource (an issue, a repository, a
// dashboard), as the reference's feature links.
type FeatureLink struct {
	ent.Schema
}

// Fields of the FeatureLink.
func (FeatureLink) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").NotEmpty().MaxLen(26).Immutable().
			Comment("A ULID, as the reference's link ids: sortable by creation."),
		field.Int("feature_id"),
		field.String("url").NotEmpty().MaxLen(10_000),
		field.String("title").Optional().Nillable().MaxLen(255),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Edges of the FeatureLink.
func (FeatureLink) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("feature", Feature.Type).Ref("links").
			Unique().Required().Field("feature_id"),
	}
}

// Indexes of the FeatureLink.
func (FeatureLink) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("feature_id", "id"),
	}
}
