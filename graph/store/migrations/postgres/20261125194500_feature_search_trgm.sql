-- Trigram indexes for the feature search's query, a part of a flag's name or of a tag value
-- (ent cannot express them; store.FeatureSearchIndexes keeps them). They index lower(name)
-- and lower(value), which only the search's lower(...) LIKE lower(...) predicate matches:
-- a GIN index on name itself was chosen by the planner for the batch export's
-- name = ANY(...), 20 times slower than the unique btree. pg_trgm is required: a role that
-- may not create it (CREATE on the database since PostgreSQL 13, superuser before) fails
-- here with what to do, rather than leaving every search to scan. fastupdate is off: flags
-- are written seldom, and a pending list (rows written since the last vacuum) is read
-- whole by every search (12 ms at 10,000 flags just imported, for a one-row match).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE EXCEPTION 'the feature search needs the PostgreSQL extension pg_trgm, which this role cannot create (%): have a superuser run CREATE EXTENSION pg_trgm in this database, then start again', SQLERRM;
END
$$;
DO $$
DECLARE ops text;
BEGIN
  SELECT n.nspname INTO ops FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX IF NOT EXISTS feature_name_lower_trgm ON features USING gin (lower(name) %I.gin_trgm_ops) WITH (fastupdate = off)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS featuretag_value_lower_trgm ON feature_tags USING gin (lower(value) %I.gin_trgm_ops) WITH (fastupdate = off)', ops);
END
$$;
