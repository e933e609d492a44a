package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// GroupMember records that a user belongs to a group, and who added them when.
type GroupMember struct {
	ent.Schema
}

// Fields of the GroupMember.
func (GroupMember) Fields() []ent.Field {
	return []ent.Field{
		field.Int("group_id"),
		field.Int("user_id"),
		field.Time("joined_at").Default(time.Now).Immutable(),
		field.String("created_by").Optional().Nillable(),
		field.Bool("via_sso").Default(false).
			Comment("Joined through the SSO group sync (the group's mappingsSSO): the sync takes away only such memberships, never one made by hand."),
	}
}

// Edges of the GroupMember.
func (GroupMember) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("group", Group.Type).Ref("members").Field("group_id").Unique().Required(),
		edge.From("user", User.Type).Ref("memberships").Field("user_id").Unique().Required(),
	}
}

// Indexes of the GroupMember.
func (GroupMember) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("group_id", "user_id").Unique(),
		index.Fields("user_id"),
	}
}
