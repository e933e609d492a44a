package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// ClientMetricsBucket counts the evaluations of one feature by one application
// in one environment during one hour.
type ClientMetricsBucket struct {
	ent.Schema
}

// Fields of the ClientMetricsBucket.
func (ClientMetricsBucket) Fields() []ent.Field {
	return []ent.Field{
		field.String("feature_name").NotEmpty(),
		field.String("app_name").NotEmpty(),
		field.String("environment").NotEmpty(),
		field.Time("timestamp").
			Comment("Start of the hour the counts belong to (UTC)."),
		field.Int64("yes").Default(0).NonNegative(),
		field.Int64("no").Default(0).NonNegative(),
		field.JSON("variants", map[string]int64{}).Optional().
			Comment("Evaluation count per variant name."),
	}
}

// Indexes of the ClientMetricsBucket.
func (ClientMetricsBucket) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("feature_name", "app_name", "environment", "timestamp").Unique(),
		index.Fields("timestamp"),
	}
}
