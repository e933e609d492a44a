-- The feature search's type filter in its default order (ent/schema/feature.go). IF NOT
-- EXISTS: a database from before versioned migrations is brought to the baseline by the
-- current ent schema, which has it already.
-- Create index "feature_live_type_created_at" to table: "features"
CREATE INDEX IF NOT EXISTS `feature_live_type_created_at` ON `features` (`type`, `created_at`, `name`) WHERE archived_at IS NULL;
