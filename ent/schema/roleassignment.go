package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// RoleAssignment grants a project role to a user or a group in one project.
type RoleAssignment struct {
	ent.Schema
}

// Fields of the RoleAssignment.
func (RoleAssignment) Fields() []ent.Field {
	return []ent.Field{
		field.Int("role_id"),
		field.String("project").NotEmpty().MaxLen(100),
		field.Int("user_id").Optional().Nillable(),
		field.Int("group_id").Optional().Nillable(),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Edges of the RoleAssignment.
func (RoleAssignment) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("role", Role.Type).Ref("assignments").Field("role_id").Unique().Required(),
		edge.From("user", User.Type).Ref("role_assignments").Field("user_id").Unique(),
		edge.From("group", Group.Type).Ref("role_assignments").Field("group_id").Unique(),
	}
}

// Indexes of the RoleAssignment.
func (RoleAssignment) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("user_id", "project"),
		index.Fields("group_id", "project"),
		index.Fields("project"),
	}
}
