package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
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
		// The counts, in columns of their own so a year of trends reads without decoding;
		// which ones a snapshot sets depends on its kind.
		field.Int("total").Default(0),
		field.Int("active").Default(0),
		field.Int("inactive").Default(0),
		field.Int("stale").Default(0),
		field.Int("potentially_stale").Default(0),
		field.Int("health").Default(0).Comment("0 to 100 (project)."),
		field.Float("time_to_production").Optional().Nillable().
			Comment("Mean days to production (project); nil when no release flag got there."),
		field.Int("users").Default(0).Comment("Users with access (project)."),
		field.Int64("requests").Default(0),
		field.Int64("yes").Default(0),
		field.Int64("no").Default(0),
		field.Int("apps").Default(0),
		field.Int("flags").Default(0),
		field.Int("environments").Default(0),
		field.Int("updates").Default(0).Comment("Events in environments of the type (environment_type)."),
		field.Time("updated_at").Default(time.Now).UpdateDefault(time.Now),
	}
}

// Annotations of the InsightsSnapshot: a table name of its own, because the first draft's
// table (one JSON column for the counts, never written) may linger in existing databases.
func (InsightsSnapshot) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("insights_weekly")}
}

// Indexes of the InsightsSnapshot.
func (InsightsSnapshot) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("kind", "week", "key").Unique(),
	}
}
