package schema

import (
	"encoding/json"
	"time"

	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// ChangeRequestConfig says whether changes to a project environment's flags go through
// change requests, and how many approvals one needs.
type ChangeRequestConfig struct {
	ent.Schema
}

// Fields of the ChangeRequestConfig.
func (ChangeRequestConfig) Fields() []ent.Field {
	return []ent.Field{
		field.String("project_id"),
		field.String("environment_id"),
		field.Bool("enabled").Default(false),
		field.Int("required_approvals").Default(1),
	}
}

// Indexes of the ChangeRequestConfig: one row per project environment.
func (ChangeRequestConfig) Indexes() []ent.Index {
	return []ent.Index{index.Fields("project_id", "environment_id").Unique()}
}

// ChangeRequest is a set of changes to one project environment's flags, reviewed and
// approved before it is applied.
type ChangeRequest struct {
	ent.Schema
}

// Fields of the ChangeRequest.
func (ChangeRequest) Fields() []ent.Field {
	return []ent.Field{
		field.String("project_id"),
		field.String("environment_id"),
		field.String("title").Optional().Nillable().MaxLen(500),
		// state is Draft, In review, Approved, Applied, Cancelled, Rejected or Scheduled.
		field.String("state"),
		field.Int("min_approvals").Default(1),
		field.Int("created_by_user_id"),
		field.String("created_by_name"),
		field.Time("created_at").Default(time.Now),
		field.Time("updated_at").Default(time.Now),
		field.Time("scheduled_at").Optional().Nillable(),
		// schedule_status is pending, failed or suspended while a schedule is set.
		field.String("schedule_status").Optional().Nillable(),
		field.String("failure_reason").Optional().Nillable().MaxLen(2000),
		field.Int("applied_by_user_id").Optional().Nillable(),
		field.Time("applied_at").Optional().Nillable(),
	}
}

// Edges of the ChangeRequest.
func (ChangeRequest) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("changes", ChangeRequestChange.Type).Annotations(entsql.OnDelete(entsql.Cascade)),
		edge.To("reviews", ChangeRequestReview.Type).Annotations(entsql.OnDelete(entsql.Cascade)),
		edge.To("comments", ChangeRequestComment.Type).Annotations(entsql.OnDelete(entsql.Cascade)),
	}
}

// Indexes of the ChangeRequest: a project's requests by state, an author's draft, and
// the scheduled ones by time.
func (ChangeRequest) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("project_id", "state"),
		index.Fields("project_id", "environment_id", "created_by_user_id", "state"),
		index.Fields("state", "scheduled_at"),
	}
}

// ChangeRequestChange is one change of a request: an action on a feature with its
// payload, and the state of what it changes when it was added (base), which applying
// compares with the state then.
type ChangeRequestChange struct {
	ent.Schema
}

// Fields of the ChangeRequestChange.
func (ChangeRequestChange) Fields() []ent.Field {
	return []ent.Field{
		field.Int("change_request_id"),
		field.String("feature"),
		field.String("action"),
		field.JSON("payload", json.RawMessage{}).Optional(),
		field.String("base").Default("").
			Comment("Fingerprint of what the change changes, as it was when the change was added."),
		field.Int("created_by_user_id"),
		field.String("created_by_name"),
		field.Time("created_at").Default(time.Now),
	}
}

// Edges of the ChangeRequestChange.
func (ChangeRequestChange) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("change_request", ChangeRequest.Type).Ref("changes").Unique().Required().Field("change_request_id"),
	}
}

// ChangeRequestReview is one reviewer's approval or rejection of a request.
type ChangeRequestReview struct {
	ent.Schema
}

// Fields of the ChangeRequestReview.
func (ChangeRequestReview) Fields() []ent.Field {
	return []ent.Field{
		field.Int("change_request_id"),
		field.Int("user_id"),
		field.String("user_name"),
		// decision is approved or rejected.
		field.String("decision"),
		field.Time("created_at").Default(time.Now),
	}
}

// Edges of the ChangeRequestReview.
func (ChangeRequestReview) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("change_request", ChangeRequest.Type).Ref("reviews").Unique().Required().Field("change_request_id"),
	}
}

// Indexes of the ChangeRequestReview: a reviewer counts once per request.
func (ChangeRequestReview) Indexes() []ent.Index {
	return []ent.Index{index.Fields("change_request_id", "user_id").Unique()}
}

// ChangeRequestComment is a comment on a request.
type ChangeRequestComment struct {
	ent.Schema
}

// Fields of the ChangeRequestComment.
func (ChangeRequestComment) Fields() []ent.Field {
	return []ent.Field{
		field.Int("change_request_id"),
		field.String("text").MaxLen(5000),
		field.Int("user_id"),
		field.String("user_name"),
		field.Time("created_at").Default(time.Now),
	}
}

// Edges of the ChangeRequestComment.
func (ChangeRequestComment) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("change_request", ChangeRequest.Type).Ref("comments").Unique().Required().Field("change_request_id"),
	}
}
