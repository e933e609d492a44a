package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// PublicSignupToken is an invite link through which people sign up with a fixed role;
// only a hash of its secret is kept.
type PublicSignupToken struct {
	ent.Schema
}

// Fields of the PublicSignupToken.
func (PublicSignupToken) Fields() []ent.Field {
	return []ent.Field{
		field.String("secret_hash").Unique().Sensitive().
			Comment("SHA-256 of the secret, hex: the secret itself is shown once, at creation."),
		field.String("display").Default("").
			Comment("The secret masked but for its first characters, for lists."),
		field.String("name").NotEmpty().MaxLen(255),
		field.Bool("enabled").Default(true),
		field.Time("expires_at"),
		field.Int("role_id"),
		field.String("created_by").Optional().Nillable(),
		field.Ints("user_ids").Optional().Comment("Users who signed up through this token."),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}
