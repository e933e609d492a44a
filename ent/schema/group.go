package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// Group is a set of users that share a root role and project roles.
type Group struct {
	ent.Schema
}

// Fields of the Group.
func (Group) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().MaxLen(255).Unique(),
		field.String("description").Optional().Nillable().MaxLen(1000),
		field.Strings("mappings_sso").Optional(),
		field.Int("root_role_id").Optional().Nillable(),
		field.String("created_by").Optional().Nillable(),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.String("scim_id").Optional().Nillable(),
	}
}

// Edges of the Group.
func (Group) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("root_role", Role.Type).Unique().Field("root_role_id"),
		edge.To("members", GroupMember.Type),
		edge.To("role_assignments", RoleAssignment.Type),
	}
}
