-- Whether a membership was made by the SSO group sync (ent/schema/groupmember.go). IF NOT
-- EXISTS: a database from before versioned migrations is brought to the baseline by the
-- current ent schema, which has the column already. Every membership before this migration
-- was made by hand.
ALTER TABLE "group_members" ADD COLUMN IF NOT EXISTS "via_sso" boolean NOT NULL DEFAULT false;
