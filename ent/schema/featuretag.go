package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// FeatureTag attaches a tag (type and value) to a feature.
type FeatureTag struct {
	ent.Schema
}

// Fields of the FeatureTag.
func (FeatureTag) Fields() []ent.Field {
	return []ent.Field{
		field.Int("feature_id"),
		field.String("tag_type_id"),
		field.String("value").NotEmpty().MaxLen(255),
		field.Int("created_by_user_id").Optional().Nillable(),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Edges of the FeatureTag.
func (FeatureTag) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("feature", Feature.Type).Ref("tags").
			Unique().Required().Field("feature_id"),
		edge.From("tag_type", TagType.Type).Ref("feature_tags").
			Unique().Required().Field("tag_type_id"),
	}
}

// Indexes of the FeatureTag.
func (FeatureTag) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("feature_id", "tag_type_id", "value").Unique(),
		// The feature search's tag filter finds the features of a tag.
		index.Fields("tag_type_id", "value"),
	}
}
