package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"flagstone/ent/schematype"
)

// FeatureEnvironment holds the state of one feature in one environment.
type FeatureEnvironment struct {
	ent.Schema
}

// Fields of the FeatureEnvironment.
func (FeatureEnvironment) Fields() []ent.Field {
	return []ent.Field{
		field.Int("feature_id"),
		field.String("environment_id"),
		field.Bool("enabled").Default(false),
		field.Time("last_seen_at").Optional().Nillable().
			Comment("Last time client metrics reported this feature in this environment."),
		field.JSON("variants", []schematype.Variant{}).Optional(),
	}
}

// Edges of the FeatureEnvironment.
func (FeatureEnvironment) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("feature", Feature.Type).Ref("environments").
			Unique().Required().Field("feature_id"),
		edge.From("environment", Environment.Type).Ref("feature_environments").
			Unique().Required().Field("environment_id"),
		edge.To("strategies", FeatureStrategy.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
	}
}

// Indexes of the FeatureEnvironment.
func (FeatureEnvironment) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("feature_id", "environment_id").Unique(),
	}
}
