package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// Addon is an outbound webhook (the reference's addon of provider "webhook"): where the
// events it matches are POSTed, and how far its delivery has got.
type Addon struct {
	ent.Schema
}

// Fields of the Addon.
func (Addon) Fields() []ent.Field {
	return []ent.Field{
		field.String("provider").NotEmpty().MaxLen(100),
		field.String("description").Optional().Nillable().MaxLen(1000),
		field.Bool("enabled").Default(true),
		field.String("url").NotEmpty().MaxLen(2000),
		// secret signs the bodies; it is stored as given (it must be usable to sign) and
		// never leaves the server: reads show a placeholder, events and logs leave it out.
		field.String("secret").Optional().Sensitive().MaxLen(1000),
		field.JSON("events", []string{}),
		field.JSON("projects", []string{}).Optional(),
		field.JSON("environments", []string{}).Optional(),
		field.Time("created_at").Default(time.Now).Immutable(),
		// delivered_through is the cursor of the delivery: the id of the last event handled
		// (delivered, or given up on). A new addon starts at the newest event.
		field.Int("delivered_through").Default(0),
		// attempts counts the failed tries of the event after the cursor; retry_at is when
		// the next try is due.
		field.Int("attempts").Default(0),
		field.Time("retry_at").Optional().Nillable(),
		// lease_owner and lease_until are the claim of the node delivering for the addon, so
		// one node delivers at a time across every node of one database.
		field.String("lease_owner").Optional().Nillable().MaxLen(100),
		field.Time("lease_until").Optional().Nillable(),
	}
}
