-- Idempotent (IF NOT EXISTS), like the search migration: a database adopted from before
-- versioned migrations may hold these tables already.
-- Create "addons" table
CREATE TABLE IF NOT EXISTS `addons` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `provider` text NOT NULL, `description` text NULL, `enabled` bool NOT NULL DEFAULT (true), `url` text NOT NULL, `secret` text NULL, `events` json NOT NULL, `projects` json NULL, `environments` json NULL, `created_at` datetime NOT NULL, `delivered_through` integer NOT NULL DEFAULT (0), `attempts` integer NOT NULL DEFAULT (0), `retry_at` datetime NULL, `lease_owner` text NULL, `lease_until` datetime NULL);
-- Create "addon_deliveries" table
CREATE TABLE IF NOT EXISTS `addon_deliveries` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `addon_id` integer NOT NULL, `event_id` integer NOT NULL, `event_type` text NOT NULL, `state` text NOT NULL, `status_code` integer NULL, `error` text NULL, `attempts` integer NOT NULL, `duration_ms` integer NOT NULL, `created_at` datetime NOT NULL);
-- Create index "addondelivery_addon_id_event_id" to table: "addon_deliveries"
CREATE UNIQUE INDEX IF NOT EXISTS `addondelivery_addon_id_event_id` ON `addon_deliveries` (`addon_id`, `event_id`);
