-- Create "feature_links" table
CREATE TABLE `feature_links` (`id` text NOT NULL, `url` text NOT NULL, `title` text NULL, `created_at` datetime NOT NULL, `feature_id` integer NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `feature_links_features_links` FOREIGN KEY (`feature_id`) REFERENCES `features` (`id`) ON DELETE CASCADE);
-- Create index "featurelink_feature_id_id" to table: "feature_links"
CREATE INDEX `featurelink_feature_id_id` ON `feature_links` (`feature_id`, `id`);
