-- Indexes of the feature search. IF NOT EXISTS: a database from before versioned migrations
-- is brought to the baseline by the current ent schema, which has them already.
-- Create index "featuretag_tag_type_id_value" to table: "feature_tags"
CREATE INDEX IF NOT EXISTS "featuretag_tag_type_id_value" ON "feature_tags" ("tag_type_id", "value");
-- Create index "feature_live_created_at" to table: "features"
CREATE INDEX IF NOT EXISTS "feature_live_created_at" ON "features" ("created_at", "name") WHERE (archived_at IS NULL);
-- Create index "feature_live_project_created_at" to table: "features"
CREATE INDEX IF NOT EXISTS "feature_live_project_created_at" ON "features" ("project_id", "created_at", "name") WHERE (archived_at IS NULL);
