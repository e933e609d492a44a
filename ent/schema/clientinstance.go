package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// ClientInstance is one running instance of a client application.
type ClientInstance struct {
	ent.Schema
}

// Fields of the ClientInstance.
func (ClientInstance) Fields() []ent.Field {
	return []ent.Field{
		field.Int("application_id"),
		field.String("instance_id").NotEmpty().MaxLen(255).
			Comment("Instance id reported by the SDK."),
		field.String("sdk_version").Optional(),
		field.String("client_ip").Optional(),
		field.Time("started_at").Optional().Nillable(),
		field.Time("last_seen"),
	}
}

// Edges of the ClientInstance.
func (ClientInstance) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("application", ClientApplication.Type).Ref("instances").
			Unique().Required().Field("application_id"),
	}
}

// Indexes of the ClientInstance.
func (ClientInstance) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("application_id", "instance_id").Unique(),
	}
}
