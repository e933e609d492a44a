-- The watermark of the client API's snapshots and of the admin read model is the newest
-- event that changes state (events.ChangesState): MAX(id) over this partial index skips
-- the features-exported events an export records, so an export keeps every kept answer.
-- ent cannot express a partial index (store.WatermarkIndex); its predicate must match the
-- watermark's query. IF NOT EXISTS: a database from before versioned migrations keeps it.
CREATE INDEX IF NOT EXISTS "event_state_id" ON "events" ("id") WHERE "type" <> 'features-exported';
