-- Indexes of the feature search. IF NOT EXISTS: a database from before versioned migrations
-- is brought to the baseline by the current ent schema, which has them already.
-- Create index "featuretag_tag_type_id_value" to table: "feature_tags"
CREATE INDEX IF NOT EXISTS "featuretag_tag_type_id_value" ON "feature_tags" ("tag_type_id", "value");
-- Create index "feature_live_created_at" to table: "features"
CREATE INDEX IF NOT EXISTS "feature_live_created_at" ON "features" ("created_at", "name") WHERE (archived_at IS NULL);
-- Create index "feature_live_project_created_at" to table: "features"
CREATE INDEX IF NOT EXISTS "feature_live_project_created_at" ON "features" ("project_id", "created_at", "name") WHERE (archived_at IS NULL);
-- Index features.name and feature_tags.value with trigrams for the feature search's query
-- (ent cannot express them; store.FeatureSearchIndexes keeps them). Without pg_trgm, or
-- the right to create it, the query scans instead: a warning.
DO $$
DECLARE ops text;
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  SELECT n.nspname INTO ops FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX IF NOT EXISTS feature_name_trgm ON features USING gin (name %I.gin_trgm_ops)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS featuretag_value_trgm ON feature_tags USING gin (value %I.gin_trgm_ops)', ops);
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'pg_trgm is unavailable: the feature search query scans the features (%)', SQLERRM;
END
$$;
