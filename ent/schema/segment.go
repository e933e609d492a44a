package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"

	"flagstone/ent/schematype"
)

// Segment is a named, reusable list of constraints that strategies can share.
type Segment struct {
	ent.Schema
}

// Fields of the Segment.
func (Segment) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").Unique().NotEmpty().MaxLen(255),
		field.String("description").Optional().MaxLen(1000),
		field.String("project_id").Optional().Nillable().MaxLen(100).
			Comment("Project the segment is limited to; nil means usable in every project."),
		field.JSON("constraints", []schematype.Constraint{}).Optional(),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.String("created_by").Optional(),
	}
}

// Edges of the Segment.
func (Segment) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("strategies", FeatureStrategy.Type).Ref("segments"),
	}
}
