-- Index events.search_text with trigrams for free-text event search (ent cannot express
-- it). Idempotent: a database from before versioned migrations may have it already.
-- Without pg_trgm, or the right to create it, search scans instead: a warning.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE format('CREATE INDEX IF NOT EXISTS event_search_text_trgm ON events USING gin (search_text %I.gin_trgm_ops)',
    (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'));
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'pg_trgm is unavailable: free-text event search scans the log (%)', SQLERRM;
END
$$;
