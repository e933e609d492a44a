-- Change requests (ent/schema/changerequest.go). IF NOT EXISTS: a database from before
-- versioned migrations is brought to the baseline by the current ent schema, which has the
-- tables already.
-- Create "change_requests" table
CREATE TABLE IF NOT EXISTS `change_requests` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `project_id` text NOT NULL, `environment_id` text NOT NULL, `title` text NULL, `state` text NOT NULL, `min_approvals` integer NOT NULL DEFAULT (1), `created_by_user_id` integer NOT NULL, `created_by_name` text NOT NULL, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `scheduled_at` datetime NULL, `schedule_status` text NULL, `failure_reason` text NULL, `applied_by_user_id` integer NULL, `applied_at` datetime NULL);
-- Create index "changerequest_project_id_state" to table: "change_requests"
CREATE INDEX IF NOT EXISTS `changerequest_project_id_state` ON `change_requests` (`project_id`, `state`);
-- Create index "changerequest_project_id_environment_id_created_by_user_id_state" to table: "change_requests"
CREATE INDEX IF NOT EXISTS `changerequest_project_id_environment_id_created_by_user_id_state` ON `change_requests` (`project_id`, `environment_id`, `created_by_user_id`, `state`);
-- Create index "changerequest_state_scheduled_at" to table: "change_requests"
CREATE INDEX IF NOT EXISTS `changerequest_state_scheduled_at` ON `change_requests` (`state`, `scheduled_at`);
-- Create "change_request_changes" table
CREATE TABLE IF NOT EXISTS `change_request_changes` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `feature` text NOT NULL, `action` text NOT NULL, `payload` json NULL, `base` text NOT NULL DEFAULT (''), `created_by_user_id` integer NOT NULL, `created_by_name` text NOT NULL, `created_at` datetime NOT NULL, `change_request_id` integer NOT NULL, CONSTRAINT `change_request_changes_change_requests_changes` FOREIGN KEY (`change_request_id`) REFERENCES `change_requests` (`id`) ON DELETE CASCADE);
-- Create "change_request_comments" table
CREATE TABLE IF NOT EXISTS `change_request_comments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `text` text NOT NULL, `user_id` integer NOT NULL, `user_name` text NOT NULL, `created_at` datetime NOT NULL, `change_request_id` integer NOT NULL, CONSTRAINT `change_request_comments_change_requests_comments` FOREIGN KEY (`change_request_id`) REFERENCES `change_requests` (`id`) ON DELETE CASCADE);
-- Create "change_request_configs" table
CREATE TABLE IF NOT EXISTS `change_request_configs` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `project_id` text NOT NULL, `environment_id` text NOT NULL, `enabled` bool NOT NULL DEFAULT (false), `required_approvals` integer NOT NULL DEFAULT (1));
-- Create index "changerequestconfig_project_id_environment_id" to table: "change_request_configs"
CREATE UNIQUE INDEX IF NOT EXISTS `changerequestconfig_project_id_environment_id` ON `change_request_configs` (`project_id`, `environment_id`);
-- Create "change_request_reviews" table
CREATE TABLE IF NOT EXISTS `change_request_reviews` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `user_id` integer NOT NULL, `user_name` text NOT NULL, `decision` text NOT NULL, `created_at` datetime NOT NULL, `change_request_id` integer NOT NULL, CONSTRAINT `change_request_reviews_change_requests_reviews` FOREIGN KEY (`change_request_id`) REFERENCES `change_requests` (`id`) ON DELETE CASCADE);
-- Create index "changerequestreview_change_request_id_user_id" to table: "change_request_reviews"
CREATE UNIQUE INDEX IF NOT EXISTS `changerequestreview_change_request_id_user_id` ON `change_request_reviews` (`change_request_id`, `user_id`);
-- The built-in Editor (2) and Owner (4) roles of a store from before grant approving and
-- applying change requests, as the seed grants them in a new store.
UPDATE `roles` SET `permissions` = json_insert(json_insert(COALESCE(`permissions`, '[]'), '$[#]', 'APPROVE_CHANGE_REQUEST'), '$[#]', 'APPLY_CHANGE_REQUEST') WHERE `id` IN (2, 4) AND NOT EXISTS (SELECT 1 FROM json_each(COALESCE(`roles`.`permissions`, '[]')) WHERE `value` = 'APPROVE_CHANGE_REQUEST');
