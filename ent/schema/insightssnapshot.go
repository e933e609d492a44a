package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"flagstone/ent/schematype"
)

// InsightsSnapshot is one weekly data point of an instance insights trend.
type InsightsSnapshot struct {
	ent.Schema
}

// Fields of the InsightsSnapshot.
func (InsightsSnapshot) Fields() []ent.Field {
	return []ent.Field{
		field.String("kind").NotEmpty().
			Comment("Trend the snapshot belongs to: users, flags, project, metrics or environment_type."),
		field.String("week").NotEmpty().
			Comment("ISO year and week, e.g. 2026-47."),
		field.Time("date").
			Comment("End (UTC) of the day the snapshot was last updated."),
		field.String("key").Default("").
			Comment("Project id or environment type; empty for instance-wide trends."),
		field.JSON("data", schematype.InsightsCounts{}),
		field.Time("updated_at").Default(time.Now).UpdateDefault(time.Now),
	}
}

// Indexes of the InsightsSnapshot.
func (InsightsSnapshot) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("kind", "week", "key").Unique(),
	}
}
