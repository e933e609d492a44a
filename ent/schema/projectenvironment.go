package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"flagstone/ent/schematype"
)

// ProjectEnvironment records that an environment is enabled in a project.
type ProjectEnvironment struct {
	ent.Schema
}

// Fields of the ProjectEnvironment.
func (ProjectEnvironment) Fields() []ent.Field {
	return []ent.Field{
		field.String("project_id"),
		field.String("environment_id"),
		field.JSON("default_strategy", &schematype.DefaultStrategy{}).Optional().
			Comment("Strategy given to features enabled here without one; nil means the built-in default."),
	}
}

// Edges of the ProjectEnvironment.
func (ProjectEnvironment) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("project", Project.Type).Ref("project_environments").
			Unique().Required().Field("project_id"),
		edge.From("environment", Environment.Type).Ref("project_environments").
			Unique().Required().Field("environment_id"),
	}
}

// Indexes of the ProjectEnvironment.
func (ProjectEnvironment) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("project_id", "environment_id").Unique(),
	}
}
