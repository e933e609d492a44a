-- Whether a membership was made by the SSO group sync (ent/schema/groupmember.go). The table
-- is made anew rather than altered: a database from before versioned migrations is brought
-- to the baseline by the current ent schema, which has the column already, and SQLite has no
-- ADD COLUMN IF NOT EXISTS. Every membership before this migration was made by hand.
CREATE TABLE `new_group_members` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `joined_at` datetime NOT NULL, `created_by` text NULL, `via_sso` bool NOT NULL DEFAULT (false), `group_id` integer NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `group_members_groups_members` FOREIGN KEY (`group_id`) REFERENCES `groups` (`id`) ON DELETE NO ACTION, CONSTRAINT `group_members_users_memberships` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
INSERT INTO `new_group_members` (`id`, `joined_at`, `created_by`, `group_id`, `user_id`) SELECT `id`, `joined_at`, `created_by`, `group_id`, `user_id` FROM `group_members`;
DROP TABLE `group_members`;
ALTER TABLE `new_group_members` RENAME TO `group_members`;
CREATE UNIQUE INDEX `groupmember_group_id_user_id` ON `group_members` (`group_id`, `user_id`);
CREATE INDEX `groupmember_user_id` ON `group_members` (`user_id`);
