package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Feature is a feature flag, owned by one project.
type Feature struct {
	ent.Schema
}

// Fields of the Feature.
func (Feature) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").Unique().NotEmpty().MaxLen(255),
		field.String("description").Optional().Nillable().MaxLen(1000),
		field.String("type").Default("release").
			Comment("Id of the feature type."),
		field.String("project_id"),
		field.Bool("stale").Default(false).
			Comment("Marked stale by a user."),
		field.Bool("potentially_stale").Default(false).
			Comment("Older than the lifetime of its feature type; computed by the scheduler."),
		field.Time("archived_at").Optional().Nillable(),
		field.Bool("impression_data").Default(false).
			Comment("SDKs emit impression events for this feature."),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Int("created_by_user_id").Optional().Nillable(),
		field.Enum("lifecycle_stage").
			Values("initial", "pre-live", "live", "completed", "archived").
			Default("initial"),
		field.Time("lifecycle_entered_at").Default(time.Now),
	}
}

// Edges of the Feature.
func (Feature) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("project", Project.Type).Ref("features").
			Unique().Required().Field("project_id"),
		edge.To("environments", FeatureEnvironment.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
		edge.To("tags", FeatureTag.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
		edge.To("dependencies", FeatureDependency.Type).
			Comment("Dependencies on parent features, with this feature as the child.").
			Annotations(entsql.OnDelete(entsql.Cascade)),
		edge.To("dependents", FeatureDependency.Type).
			Comment("Dependencies of child features on this feature.").
			Annotations(entsql.OnDelete(entsql.Cascade)),
		edge.To("favorites", FeatureFavorite.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
		edge.To("links", FeatureLink.Type).
			Annotations(entsql.OnDelete(entsql.Cascade)),
	}
}

// Indexes of the Feature.
func (Feature) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("project_id"),
		index.Fields("archived_at"),
		// The feature search's orders over the features that are not archived, across
		// projects and within one: a page is read off the index and stops at its limit.
		index.Fields("created_at", "name").StorageKey("feature_live_created_at").
			Annotations(entsql.IndexWhere("archived_at IS NULL")),
		index.Fields("project_id", "created_at", "name").StorageKey("feature_live_project_created_at").
			Annotations(entsql.IndexWhere("archived_at IS NULL")),
		// A type filter in the default order (createdAt): the page reads its type's part of
		// the index from the offset, and the count reads that part alone (an index-only
		// scan), where the index above had every other type to skip.
		index.Fields("type", "created_at", "name").StorageKey("feature_live_type_created_at").
			Annotations(entsql.IndexWhere("archived_at IS NULL")),
	}
}
