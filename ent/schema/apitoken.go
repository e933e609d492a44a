package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// ApiToken is an admin, client or frontend API token; only a hash of its secret is kept.
type ApiToken struct {
	ent.Schema
}

// Fields of the ApiToken.
func (ApiToken) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().MaxLen(255),
		field.String("secret_hash").Unique().Sensitive().
			Comment("SHA-256 of the whole token string, hex."),
		field.String("display").Comment("The token with its secret masked, for lists."),
		field.Enum("kind").Values("admin", "client", "frontend"),
		field.Strings("projects").Optional(),
		field.String("environment").Default("*"),
		field.Time("expires_at").Optional().Nillable(),
		field.Time("seen_at").Optional().Nillable(),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}
