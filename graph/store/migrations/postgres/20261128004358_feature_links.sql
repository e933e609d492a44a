-- Feature links (ent/schema/featurelink.go). IF NOT EXISTS: a database from before
-- versioned migrations is brought to the baseline by the current ent schema, which has the
-- table already.
-- Create "feature_links" table
CREATE TABLE IF NOT EXISTS "feature_links" ("id" character varying NOT NULL, "url" character varying NOT NULL, "title" character varying NULL, "created_at" timestamptz NOT NULL, "feature_id" bigint NOT NULL, PRIMARY KEY ("id"), CONSTRAINT "feature_links_features_links" FOREIGN KEY ("feature_id") REFERENCES "features" ("id") ON UPDATE NO ACTION ON DELETE CASCADE);
-- Create index "featurelink_feature_id_id" to table: "feature_links"
CREATE INDEX IF NOT EXISTS "featurelink_feature_id_id" ON "feature_links" ("feature_id", "id");
