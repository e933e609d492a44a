-- A feature's row is updated in place by the writes that change what no index holds (its
-- stored lifecycle stage, kept with the events that move it; stale marks): a tenth of each
-- page of features is left free, so PostgreSQL can make those updates heap-only (HOT),
-- without a new entry in every index of features (a trigram GIN among them).
ALTER TABLE "features" SET (fillfactor = 90);
