package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Event is one entry of the append-only audit log.
type Event struct {
	ent.Schema
}

// Fields of the Event.
func (Event) Fields() []ent.Field {
	return []ent.Field{
		field.String("type").NotEmpty().Immutable(),
		field.String("created_by").Immutable(),
		field.Int("created_by_user_id").Optional().Nillable().Immutable(),
		field.String("environment").Optional().Nillable().Immutable(),
		field.String("project").Optional().Nillable().Immutable(),
		field.String("feature_name").Optional().Nillable().Immutable(),
		field.JSON("data", map[string]any{}).Optional().Immutable(),
		field.JSON("pre_data", map[string]any{}).Optional().Immutable(),
		field.JSON("tags", []map[string]string{}).Optional().Immutable(),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Indexes of the Event: the search filters read newest first by id.
func (Event) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("type"),
		index.Fields("project"),
		index.Fields("feature_name"),
	}
}
