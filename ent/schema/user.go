package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// User is a person or service account that can sign in and act on the admin API.
type User struct {
	ent.Schema
}

// Fields of the User.
func (User) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").Optional().Nillable().MaxLen(255),
		field.String("email").Optional().Nillable().MaxLen(255).
			Comment("Stored lower-case; unique case-insensitively."),
		field.String("username").Optional().Nillable().MaxLen(255),
		field.String("image_url").Optional().MaxLen(2048),
		field.String("password_hash").Optional().Nillable().Sensitive(),
		field.Int("login_attempts").Default(0),
		field.Bool("email_sent").Default(false),
		field.Time("seen_at").Optional().Nillable(),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Enum("account_type").Values("User", "Service Account").Default("User"),
		field.String("scim_id").Optional().Nillable(),
		field.Int("root_role_id").Optional().Nillable(),
		field.Time("deleted_at").Optional().Nillable().
			Comment("Soft delete: the row stays so the audit trail still names the user."),
	}
}

// Edges of the User.
func (User) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("root_role", Role.Type).Unique().Field("root_role_id"),
		edge.To("memberships", GroupMember.Type),
		edge.To("role_assignments", RoleAssignment.Type),
		edge.To("personal_tokens", PersonalAccessToken.Type),
		edge.To("sessions", Session.Type),
	}
}

// Indexes of the User.
func (User) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("email").Unique(),
		index.Fields("username").Unique(),
	}
}
