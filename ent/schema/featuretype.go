package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// FeatureType classifies features (release, experiment, operational,
// kill-switch, permission) and sets how long they may live.
type FeatureType struct {
	ent.Schema
}

// Fields of the FeatureType.
func (FeatureType) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").NotEmpty().MaxLen(100).Immutable(),
		field.String("name").NotEmpty().MaxLen(100),
		field.String("description").Optional().MaxLen(1000),
		field.Int("lifetime_days").Optional().Nillable().NonNegative().
			Comment("Days after creation before a feature of this type is potentially stale; nil means never."),
	}
}
