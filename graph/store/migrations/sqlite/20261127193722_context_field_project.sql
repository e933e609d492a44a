-- The project a context field belongs to (ent/schema/contextfield.go). The table is made
-- anew rather than altered: a database from before versioned migrations is brought to the
-- baseline by the current ent schema, which has the column already, and SQLite has no
-- ADD COLUMN IF NOT EXISTS. No field has a project before this migration.
CREATE TABLE `context_fields_new` (`id` text NOT NULL, `description` text NULL, `stickiness` bool NOT NULL DEFAULT (false), `sort_order` integer NOT NULL DEFAULT (0), `legal_values` json NULL, `created_at` datetime NOT NULL, `project_id` text NULL, PRIMARY KEY (`id`));
INSERT INTO `context_fields_new` (`id`, `description`, `stickiness`, `sort_order`, `legal_values`, `created_at`) SELECT `id`, `description`, `stickiness`, `sort_order`, `legal_values`, `created_at` FROM `context_fields`;
DROP TABLE `context_fields`;
ALTER TABLE `context_fields_new` RENAME TO `context_fields`;
