-- Create "api_tokens" table
CREATE TABLE `api_tokens` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `secret_hash` text NOT NULL, `display` text NOT NULL, `kind` text NOT NULL, `projects` json NULL, `environment` text NOT NULL DEFAULT ('*'), `expires_at` datetime NULL, `seen_at` datetime NULL, `created_at` datetime NOT NULL);
-- Create index "api_tokens_secret_hash_key" to table: "api_tokens"
CREATE UNIQUE INDEX `api_tokens_secret_hash_key` ON `api_tokens` (`secret_hash`);
-- Create "client_applications" table
CREATE TABLE `client_applications` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `app_name` text NOT NULL, `description` text NULL, `url` text NULL, `color` text NULL, `icon` text NULL, `strategies` json NULL, `created_at` datetime NOT NULL, `seen_at` datetime NULL);
-- Create index "client_applications_app_name_key" to table: "client_applications"
CREATE UNIQUE INDEX `client_applications_app_name_key` ON `client_applications` (`app_name`);
-- Create "client_instances" table
CREATE TABLE `client_instances` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `instance_id` text NOT NULL, `sdk_version` text NULL, `client_ip` text NULL, `started_at` datetime NULL, `last_seen` datetime NOT NULL, `application_id` integer NOT NULL, CONSTRAINT `client_instances_client_applications_instances` FOREIGN KEY (`application_id`) REFERENCES `client_applications` (`id`) ON DELETE CASCADE);
-- Create index "clientinstance_application_id_instance_id" to table: "client_instances"
CREATE UNIQUE INDEX `clientinstance_application_id_instance_id` ON `client_instances` (`application_id`, `instance_id`);
-- Create "client_metrics_buckets" table
CREATE TABLE `client_metrics_buckets` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `feature_name` text NOT NULL, `app_name` text NOT NULL, `environment` text NOT NULL, `timestamp` datetime NOT NULL, `yes` integer NOT NULL DEFAULT (0), `no` integer NOT NULL DEFAULT (0), `variants` json NULL);
-- Create index "clientmetricsbucket_feature_name_app_name_environment_timestamp" to table: "client_metrics_buckets"
CREATE UNIQUE INDEX `clientmetricsbucket_feature_name_app_name_environment_timestamp` ON `client_metrics_buckets` (`feature_name`, `app_name`, `environment`, `timestamp`);
-- Create index "clientmetricsbucket_timestamp" to table: "client_metrics_buckets"
CREATE INDEX `clientmetricsbucket_timestamp` ON `client_metrics_buckets` (`timestamp`);
-- Create "context_fields" table
CREATE TABLE `context_fields` (`id` text NOT NULL, `description` text NULL, `stickiness` bool NOT NULL DEFAULT (false), `sort_order` integer NOT NULL DEFAULT (0), `legal_values` json NULL, `created_at` datetime NOT NULL, PRIMARY KEY (`id`));
-- Create "environments" table
CREATE TABLE `environments` (`id` text NOT NULL, `type` text NOT NULL, `enabled` bool NOT NULL DEFAULT (true), `protected` bool NOT NULL DEFAULT (false), `sort_order` integer NOT NULL DEFAULT (0), `created_at` datetime NOT NULL, PRIMARY KEY (`id`));
-- Create "events" table
CREATE TABLE `events` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `type` text NOT NULL, `created_by` text NOT NULL, `created_by_user_id` integer NULL, `environment` text NULL, `project` text NULL, `feature_name` text NULL, `data` json NULL, `pre_data` json NULL, `tags` json NULL, `created_at` datetime NOT NULL, `search_text` text NULL);
-- Create index "event_type_id" to table: "events"
CREATE INDEX `event_type_id` ON `events` (`type`, `id`);
-- Create index "event_project_id" to table: "events"
CREATE INDEX `event_project_id` ON `events` (`project`, `id`);
-- Create index "event_project_type_id" to table: "events"
CREATE INDEX `event_project_type_id` ON `events` (`project`, `type`, `id`);
-- Create index "event_feature_name_id" to table: "events"
CREATE INDEX `event_feature_name_id` ON `events` (`feature_name`, `id`);
-- Create "event_counts" table
CREATE TABLE `event_counts` (`id` text NOT NULL, `count` integer NOT NULL, PRIMARY KEY (`id`));
-- Create "features" table
CREATE TABLE `features` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `description` text NULL, `type` text NOT NULL DEFAULT ('release'), `stale` bool NOT NULL DEFAULT (false), `potentially_stale` bool NOT NULL DEFAULT (false), `archived_at` datetime NULL, `impression_data` bool NOT NULL DEFAULT (false), `created_at` datetime NOT NULL, `created_by_user_id` integer NULL, `lifecycle_stage` text NOT NULL DEFAULT ('initial'), `lifecycle_entered_at` datetime NOT NULL, `project_id` text NOT NULL, CONSTRAINT `features_projects_features` FOREIGN KEY (`project_id`) REFERENCES `projects` (`id`) ON DELETE NO ACTION);
-- Create index "features_name_key" to table: "features"
CREATE UNIQUE INDEX `features_name_key` ON `features` (`name`);
-- Create index "feature_project_id" to table: "features"
CREATE INDEX `feature_project_id` ON `features` (`project_id`);
-- Create index "feature_archived_at" to table: "features"
CREATE INDEX `feature_archived_at` ON `features` (`archived_at`);
-- Create "feature_dependencies" table
CREATE TABLE `feature_dependencies` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `enabled` bool NOT NULL DEFAULT (true), `variants` json NULL, `child_id` integer NOT NULL, `parent_id` integer NOT NULL, CONSTRAINT `feature_dependencies_features_dependencies` FOREIGN KEY (`child_id`) REFERENCES `features` (`id`) ON DELETE CASCADE, CONSTRAINT `feature_dependencies_features_dependents` FOREIGN KEY (`parent_id`) REFERENCES `features` (`id`) ON DELETE CASCADE);
-- Create index "featuredependency_child_id_parent_id" to table: "feature_dependencies"
CREATE UNIQUE INDEX `featuredependency_child_id_parent_id` ON `feature_dependencies` (`child_id`, `parent_id`);
-- Create index "featuredependency_parent_id" to table: "feature_dependencies"
CREATE INDEX `featuredependency_parent_id` ON `feature_dependencies` (`parent_id`);
-- Create "feature_environments" table
CREATE TABLE `feature_environments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `enabled` bool NOT NULL DEFAULT (false), `last_seen_at` datetime NULL, `variants` json NULL, `environment_id` text NOT NULL, `feature_id` integer NOT NULL, CONSTRAINT `feature_environments_environments_feature_environments` FOREIGN KEY (`environment_id`) REFERENCES `environments` (`id`) ON DELETE CASCADE, CONSTRAINT `feature_environments_features_environments` FOREIGN KEY (`feature_id`) REFERENCES `features` (`id`) ON DELETE CASCADE);
-- Create index "featureenvironment_feature_id_environment_id" to table: "feature_environments"
CREATE UNIQUE INDEX `featureenvironment_feature_id_environment_id` ON `feature_environments` (`feature_id`, `environment_id`);
-- Create "feature_favorites" table
CREATE TABLE `feature_favorites` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `feature_id` integer NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `feature_favorites_features_favorites` FOREIGN KEY (`feature_id`) REFERENCES `features` (`id`) ON DELETE CASCADE, CONSTRAINT `feature_favorites_users_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Create index "featurefavorite_user_id_feature_id" to table: "feature_favorites"
CREATE UNIQUE INDEX `featurefavorite_user_id_feature_id` ON `feature_favorites` (`user_id`, `feature_id`);
-- Create "feature_strategies" table
CREATE TABLE `feature_strategies` (`id` uuid NOT NULL, `strategy_name` text NOT NULL, `title` text NULL, `parameters` json NULL, `constraints` json NULL, `variants` json NULL, `sort_order` integer NOT NULL DEFAULT (0), `disabled` bool NOT NULL DEFAULT (false), `created_at` datetime NOT NULL, `feature_environment_id` integer NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `feature_strategies_feature_environments_strategies` FOREIGN KEY (`feature_environment_id`) REFERENCES `feature_environments` (`id`) ON DELETE CASCADE);
-- Create index "featurestrategy_feature_environment_id_sort_order" to table: "feature_strategies"
CREATE INDEX `featurestrategy_feature_environment_id_sort_order` ON `feature_strategies` (`feature_environment_id`, `sort_order`);
-- Create "feature_tags" table
CREATE TABLE `feature_tags` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `value` text NOT NULL, `created_by_user_id` integer NULL, `created_at` datetime NOT NULL, `feature_id` integer NOT NULL, `tag_type_id` text NOT NULL, CONSTRAINT `feature_tags_features_tags` FOREIGN KEY (`feature_id`) REFERENCES `features` (`id`) ON DELETE CASCADE, CONSTRAINT `feature_tags_tag_types_feature_tags` FOREIGN KEY (`tag_type_id`) REFERENCES `tag_types` (`id`) ON DELETE CASCADE);
-- Create index "featuretag_feature_id_tag_type_id_value" to table: "feature_tags"
CREATE UNIQUE INDEX `featuretag_feature_id_tag_type_id_value` ON `feature_tags` (`feature_id`, `tag_type_id`, `value`);
-- Create "feature_types" table
CREATE TABLE `feature_types` (`id` text NOT NULL, `name` text NOT NULL, `description` text NULL, `lifetime_days` integer NULL, PRIMARY KEY (`id`));
-- Create "groups" table
CREATE TABLE `groups` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `description` text NULL, `mappings_sso` json NULL, `created_by` text NULL, `created_at` datetime NOT NULL, `scim_id` text NULL, `root_role_id` integer NULL, CONSTRAINT `groups_roles_root_role` FOREIGN KEY (`root_role_id`) REFERENCES `roles` (`id`) ON DELETE SET NULL);
-- Create index "groups_name_key" to table: "groups"
CREATE UNIQUE INDEX `groups_name_key` ON `groups` (`name`);
-- Create "group_members" table
CREATE TABLE `group_members` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `joined_at` datetime NOT NULL, `created_by` text NULL, `group_id` integer NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `group_members_groups_members` FOREIGN KEY (`group_id`) REFERENCES `groups` (`id`) ON DELETE NO ACTION, CONSTRAINT `group_members_users_memberships` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Create index "groupmember_group_id_user_id" to table: "group_members"
CREATE UNIQUE INDEX `groupmember_group_id_user_id` ON `group_members` (`group_id`, `user_id`);
-- Create index "groupmember_user_id" to table: "group_members"
CREATE INDEX `groupmember_user_id` ON `group_members` (`user_id`);
-- Create "insights_weekly" table
CREATE TABLE `insights_weekly` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `kind` text NOT NULL, `week` text NOT NULL, `date` datetime NOT NULL, `key` text NOT NULL DEFAULT (''), `total` integer NOT NULL DEFAULT (0), `active` integer NOT NULL DEFAULT (0), `inactive` integer NOT NULL DEFAULT (0), `stale` integer NOT NULL DEFAULT (0), `potentially_stale` integer NOT NULL DEFAULT (0), `health` integer NOT NULL DEFAULT (0), `time_to_production` real NULL, `users` integer NOT NULL DEFAULT (0), `requests` integer NOT NULL DEFAULT (0), `yes` integer NOT NULL DEFAULT (0), `no` integer NOT NULL DEFAULT (0), `apps` integer NOT NULL DEFAULT (0), `flags` integer NOT NULL DEFAULT (0), `environments` integer NOT NULL DEFAULT (0), `updates` integer NOT NULL DEFAULT (0), `updated_at` datetime NOT NULL);
-- Create index "insightssnapshot_kind_week_key" to table: "insights_weekly"
CREATE UNIQUE INDEX `insightssnapshot_kind_week_key` ON `insights_weekly` (`kind`, `week`, `key`);
-- Create "personal_access_tokens" table
CREATE TABLE `personal_access_tokens` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `description` text NOT NULL, `secret_hash` text NOT NULL, `expires_at` datetime NOT NULL, `seen_at` datetime NULL, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `personal_access_tokens_users_personal_tokens` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Create index "personal_access_tokens_secret_hash_key" to table: "personal_access_tokens"
CREATE UNIQUE INDEX `personal_access_tokens_secret_hash_key` ON `personal_access_tokens` (`secret_hash`);
-- Create "projects" table
CREATE TABLE `projects` (`id` text NOT NULL, `name` text NOT NULL, `description` text NULL, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, PRIMARY KEY (`id`));
-- Create "project_environments" table
CREATE TABLE `project_environments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `default_strategy` json NULL, `environment_id` text NOT NULL, `project_id` text NOT NULL, CONSTRAINT `project_environments_environments_project_environments` FOREIGN KEY (`environment_id`) REFERENCES `environments` (`id`) ON DELETE CASCADE, CONSTRAINT `project_environments_projects_project_environments` FOREIGN KEY (`project_id`) REFERENCES `projects` (`id`) ON DELETE CASCADE);
-- Create index "projectenvironment_project_id_environment_id" to table: "project_environments"
CREATE UNIQUE INDEX `projectenvironment_project_id_environment_id` ON `project_environments` (`project_id`, `environment_id`);
-- Create "project_favorites" table
CREATE TABLE `project_favorites` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `project_id` text NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `project_favorites_projects_favorites` FOREIGN KEY (`project_id`) REFERENCES `projects` (`id`) ON DELETE CASCADE, CONSTRAINT `project_favorites_users_user` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Create index "projectfavorite_user_id_project_id" to table: "project_favorites"
CREATE UNIQUE INDEX `projectfavorite_user_id_project_id` ON `project_favorites` (`user_id`, `project_id`);
-- Create "public_signup_tokens" table
CREATE TABLE `public_signup_tokens` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `secret_hash` text NOT NULL, `display` text NOT NULL DEFAULT (''), `name` text NOT NULL, `enabled` bool NOT NULL DEFAULT (true), `expires_at` datetime NOT NULL, `role_id` integer NOT NULL, `created_by` text NULL, `user_ids` json NULL, `created_at` datetime NOT NULL);
-- Create index "public_signup_tokens_secret_hash_key" to table: "public_signup_tokens"
CREATE UNIQUE INDEX `public_signup_tokens_secret_hash_key` ON `public_signup_tokens` (`secret_hash`);
-- Create "roles" table
CREATE TABLE `roles` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `description` text NULL, `type` text NOT NULL, `project` text NULL, `permissions` json NULL, `created_at` datetime NOT NULL);
-- Create index "roles_name_key" to table: "roles"
CREATE UNIQUE INDEX `roles_name_key` ON `roles` (`name`);
-- Create "role_assignments" table
CREATE TABLE `role_assignments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `project` text NOT NULL, `created_at` datetime NOT NULL, `group_id` integer NULL, `role_id` integer NOT NULL, `user_id` integer NULL, CONSTRAINT `role_assignments_groups_role_assignments` FOREIGN KEY (`group_id`) REFERENCES `groups` (`id`) ON DELETE SET NULL, CONSTRAINT `role_assignments_roles_assignments` FOREIGN KEY (`role_id`) REFERENCES `roles` (`id`) ON DELETE NO ACTION, CONSTRAINT `role_assignments_users_role_assignments` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE SET NULL);
-- Create index "roleassignment_user_id_project" to table: "role_assignments"
CREATE INDEX `roleassignment_user_id_project` ON `role_assignments` (`user_id`, `project`);
-- Create index "roleassignment_group_id_project" to table: "role_assignments"
CREATE INDEX `roleassignment_group_id_project` ON `role_assignments` (`group_id`, `project`);
-- Create index "roleassignment_project" to table: "role_assignments"
CREATE INDEX `roleassignment_project` ON `role_assignments` (`project`);
-- Create "segments" table
CREATE TABLE `segments` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `description` text NULL, `project_id` text NULL, `constraints` json NULL, `created_at` datetime NOT NULL, `created_by` text NULL);
-- Create index "segments_name_key" to table: "segments"
CREATE UNIQUE INDEX `segments_name_key` ON `segments` (`name`);
-- Create "sessions" table
CREATE TABLE `sessions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `secret_hash` text NOT NULL, `expires_at` datetime NOT NULL, `created_at` datetime NOT NULL, `user_id` integer NOT NULL, CONSTRAINT `sessions_users_sessions` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`) ON DELETE NO ACTION);
-- Create index "sessions_secret_hash_key" to table: "sessions"
CREATE UNIQUE INDEX `sessions_secret_hash_key` ON `sessions` (`secret_hash`);
-- Create "settings" table
CREATE TABLE `settings` (`id` text NOT NULL, `value` json NOT NULL, PRIMARY KEY (`id`));
-- Create "strategy_definitions" table
CREATE TABLE `strategy_definitions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NOT NULL, `title` text NULL, `description` text NULL, `parameters` json NULL, `built_in` bool NOT NULL DEFAULT (false), `deprecated` bool NOT NULL DEFAULT (false), `sort_order` integer NOT NULL DEFAULT (0), `created_at` datetime NOT NULL);
-- Create index "strategy_definitions_name_key" to table: "strategy_definitions"
CREATE UNIQUE INDEX `strategy_definitions_name_key` ON `strategy_definitions` (`name`);
-- Create "tags" table
CREATE TABLE `tags` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `value` text NOT NULL, `created_at` datetime NOT NULL, `type_id` text NOT NULL, CONSTRAINT `tags_tag_types_tags` FOREIGN KEY (`type_id`) REFERENCES `tag_types` (`id`) ON DELETE CASCADE);
-- Create index "tag_type_id_value" to table: "tags"
CREATE UNIQUE INDEX `tag_type_id_value` ON `tags` (`type_id`, `value`);
-- Create "tag_types" table
CREATE TABLE `tag_types` (`id` text NOT NULL, `description` text NULL, `icon` text NULL, PRIMARY KEY (`id`));
-- Create "users" table
CREATE TABLE `users` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `name` text NULL, `email` text NULL, `username` text NULL, `image_url` text NULL, `password_hash` text NULL, `login_attempts` integer NOT NULL DEFAULT (0), `email_sent` bool NOT NULL DEFAULT (false), `seen_at` datetime NULL, `created_at` datetime NOT NULL, `account_type` text NOT NULL DEFAULT ('User'), `scim_id` text NULL, `deleted_at` datetime NULL, `root_role_id` integer NULL, CONSTRAINT `users_roles_root_role` FOREIGN KEY (`root_role_id`) REFERENCES `roles` (`id`) ON DELETE SET NULL);
-- Create index "user_email" to table: "users"
CREATE UNIQUE INDEX `user_email` ON `users` (`email`);
-- Create index "user_username" to table: "users"
CREATE UNIQUE INDEX `user_username` ON `users` (`username`);
-- Create "feature_strategy_segments" table
CREATE TABLE `feature_strategy_segments` (`feature_strategy_id` uuid NOT NULL, `segment_id` integer NOT NULL, PRIMARY KEY (`feature_strategy_id`, `segment_id`), CONSTRAINT `feature_strategy_segments_feature_strategy_id` FOREIGN KEY (`feature_strategy_id`) REFERENCES `feature_strategies` (`id`) ON DELETE CASCADE, CONSTRAINT `feature_strategy_segments_segment_id` FOREIGN KEY (`segment_id`) REFERENCES `segments` (`id`) ON DELETE CASCADE);
