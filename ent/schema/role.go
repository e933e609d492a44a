package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// Role is a named set of permissions, either instance-wide (root) or scoped to a project.
type Role struct {
	ent.Schema
}

// Fields of the Role.
func (Role) Fields() []ent.Field {
	return []ent.Field{
		field.Int("id").Positive().Immutable().
			Comment("Built-in roles have fixed ids (Admin=1 … Member=5), so the id is settable."),
		field.String("name").NotEmpty().MaxLen(100).Unique(),
		field.String("description").Optional().MaxLen(1000),
		field.Enum("type").Values("root", "project", "root-custom", "custom"),
		field.String("project").Optional().Nillable().
			Comment("The project a custom project role belongs to; nil for built-in roles."),
		field.Strings("permissions").Optional().
			Comment("Permission names granted by this role; Admin holds ADMIN, which implies all."),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Edges of the Role.
func (Role) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("users", User.Type).Ref("root_role"),
		edge.From("groups", Group.Type).Ref("root_role"),
		edge.To("assignments", RoleAssignment.Type),
	}
}
