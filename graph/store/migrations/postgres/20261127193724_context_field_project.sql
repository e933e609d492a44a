-- The project a context field belongs to (ent/schema/contextfield.go). IF NOT EXISTS: a
-- database from before versioned migrations is brought to the baseline by the current ent
-- schema, which has the column already.
ALTER TABLE "context_fields" ADD COLUMN IF NOT EXISTS "project_id" character varying NULL;
