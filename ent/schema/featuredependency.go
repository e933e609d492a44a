package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// FeatureDependency makes a child feature depend on the state of a parent feature.
type FeatureDependency struct {
	ent.Schema
}

// Fields of the FeatureDependency.
func (FeatureDependency) Fields() []ent.Field {
	return []ent.Field{
		field.Int("child_id"),
		field.Int("parent_id"),
		field.Bool("enabled").Default(true).
			Comment("Required state of the parent; when false, variants are ignored."),
		field.JSON("variants", []string{}).Optional().
			Comment("Parent variants that satisfy the dependency; empty checks only the enabled state."),
	}
}

// Edges of the FeatureDependency.
func (FeatureDependency) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("child", Feature.Type).Ref("dependencies").
			Unique().Required().Field("child_id"),
		edge.From("parent", Feature.Type).Ref("dependents").
			Unique().Required().Field("parent_id"),
	}
}

// Indexes of the FeatureDependency.
func (FeatureDependency) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("child_id", "parent_id").Unique(),
		index.Fields("parent_id"),
	}
}
