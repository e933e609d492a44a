package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// AddonDelivery is one line of an addon's delivery log: how the delivery of one event
// went, updated on each attempt.
type AddonDelivery struct {
	ent.Schema
}

// Fields of the AddonDelivery.
func (AddonDelivery) Fields() []ent.Field {
	return []ent.Field{
		field.Int("addon_id"),
		field.Int("event_id"),
		field.String("event_type"),
		// state is success, or failed (retrying while attempts are left).
		field.String("state"),
		field.Int("status_code").Optional().Nillable(),
		field.String("error").Optional().Nillable().MaxLen(1000),
		field.Int("attempts"),
		field.Int("duration_ms"),
		field.Time("created_at").Default(time.Now),
	}
}

// Indexes of the AddonDelivery: one line per addon and event, read newest first.
func (AddonDelivery) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("addon_id", "event_id").Unique(),
	}
}
