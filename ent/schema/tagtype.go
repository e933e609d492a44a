package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// TagType is a kind of tag, such as simple, that tag values belong to.
type TagType struct {
	ent.Schema
}

// Fields of the TagType.
func (TagType) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").NotEmpty().MaxLen(100).Immutable(),
		field.String("description").Optional().MaxLen(1000),
		field.String("icon").Optional().Nillable().MaxLen(255),
	}
}

// Edges of the TagType.
func (TagType) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("tags", Tag.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
		edge.To("feature_tags", FeatureTag.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
	}
}
