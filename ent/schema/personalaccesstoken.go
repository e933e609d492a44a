package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// PersonalAccessToken lets a user call the API with their own permissions.
type PersonalAccessToken struct {
	ent.Schema
}

// Fields of the PersonalAccessToken.
func (PersonalAccessToken) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id"),
		field.String("description").MaxLen(255),
		field.String("secret_hash").Unique().Sensitive(),
		field.Time("expires_at"),
		field.Time("seen_at").Optional().Nillable(),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Edges of the PersonalAccessToken.
func (PersonalAccessToken) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user", User.Type).Ref("personal_tokens").Field("user_id").Unique().Required(),
	}
}
