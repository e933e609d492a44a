package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// EventCount is how many events one search dimension holds ("all", "type:<type>",
// "project:<id>", "feature:<name>"). Kept in the transaction of every event write, it
// answers totalEvents of a single-filter search without counting up to a million rows.
type EventCount struct {
	ent.Schema
}

// Fields of the EventCount.
func (EventCount) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").NotEmpty().Immutable(),
		field.Int("count").NonNegative(),
	}
}
