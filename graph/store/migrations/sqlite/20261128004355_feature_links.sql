-- Feature links (ent/schema/featurelink.go). IF NOT EXISTS: a database from before
-- versioned migrations is brought to the baseline by the current ent schema, which has the
-- table already.
-- Create "feature_links" table
CREATE TABLE IF NOT EXISTS `feature_links` (`id` text NOT NULL, `url` text NOT NULL, `title` text NULL, `created_at` datetime NOT NULL, `feature_id` integer NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `feature_links_features_links` FOREIGN KEY (`feature_id`) REFERENCES `features` (`id`) ON DELETE CASCADE);
-- Create index "featurelink_feature_id_id" to table: "feature_links"
CREATE INDEX IF NOT EXISTS `featurelink_feature_id_id` ON `feature_links` (`feature_id`, `id`);
