package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
	"github.com/google/uuid"

	"flagstone/ent/schematype"
)

// FeatureStrategy is one activation strategy of a feature in one environment.
type FeatureStrategy struct {
	ent.Schema
}

// Fields of the FeatureStrategy.
func (FeatureStrategy) Fields() []ent.Field {
	return []ent.Field{
		field.UUID("id", uuid.UUID{}).Default(uuid.New),
		field.Int("feature_environment_id"),
		field.String("strategy_name").NotEmpty().MaxLen(255).
			Comment("Name of the strategy definition."),
		field.String("title").Optional().Nillable().MaxLen(255),
		field.JSON("parameters", map[string]string{}).Optional(),
		field.JSON("constraints", []schematype.Constraint{}).Optional(),
		field.JSON("variants", []schematype.StrategyVariant{}).Optional(),
		field.Int("sort_order").Default(0),
		field.Bool("disabled").Default(false).
			Comment("Disabled strategies are neither evaluated nor sent to SDKs."),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Edges of the FeatureStrategy.
func (FeatureStrategy) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("feature_environment", FeatureEnvironment.Type).Ref("strategies").
			Unique().Required().Field("feature_environment_id"),
		edge.To("segments", Segment.Type),
	}
}

// Indexes of the FeatureStrategy.
func (FeatureStrategy) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("feature_environment_id", "sort_order"),
	}
}
