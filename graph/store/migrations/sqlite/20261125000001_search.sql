-- Full-text table (trigram tokenizer) over events.search_text for free-text event search,
-- kept by triggers as events are written (ent cannot express it). Idempotent: a database from
-- before versioned migrations may have it already; rebuild indexes the events there.
CREATE VIRTUAL TABLE IF NOT EXISTS event_search USING fts5(search_text, content='events', content_rowid='id', tokenize='trigram');
CREATE TRIGGER IF NOT EXISTS event_search_insert AFTER INSERT ON events BEGIN
  INSERT INTO event_search(rowid, search_text) VALUES (new.id, new.search_text); END;
CREATE TRIGGER IF NOT EXISTS event_search_delete AFTER DELETE ON events BEGIN
  INSERT INTO event_search(event_search, rowid, search_text) VALUES ('delete', old.id, old.search_text); END;
INSERT INTO event_search(event_search) VALUES ('rebuild');
