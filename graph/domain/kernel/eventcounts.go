package kernel

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/eventcount"
	"flagstone/graph/store"
)

// Event count dimensions: the key of a count is CountAll or CountKey(dimension, value).
const (
	CountAll     = "all"
	CountType    = "type"
	CountProject = "project"
	CountFeature = "feature"
)

// CountKey names the count of the events whose dimension (type, project, feature) has
// value.
func CountKey(dimension, value string) string { return dimension + ":" + value }

// eventCountKeys are the counts one event adds to.
func eventCountKeys(in Event) []string {
	keys := []string{CountAll, CountKey(CountType, in.Type)}
	if in.Project != "" {
		keys = append(keys, CountKey(CountProject, in.Project))
	}
	if in.FeatureName != "" {
		keys = append(keys, CountKey(CountFeature, in.FeatureName))
	}
	return keys
}

// countsOf tallies the counts a batch of events adds to.
func countsOf(ins []Event) map[string]int {
	counts := map[string]int{}
	for _, in := range ins {
		for _, k := range eventCountKeys(in) {
			counts[k]++
		}
	}
	return counts
}

// countStripes is how many rows each count is kept in on PostgreSQL. A writer adds to
// the rows of its connection's stripe (CountIDs), so concurrent writers do not take turns
// on one row, "all", whose lock each would hold until its commit: their commits group, as
// the event order lets them (store.JoinEventOrder). A count is the sum of its rows.
const countStripes = 32

// stripeSeparator joins a count's key and its stripe; no name may hold it (kernel.CheckName).
const stripeSeparator = "#"

// CountIDs are the rows a count is kept in: its key (the rows a rebuild writes, and every
// write on SQLite) and its stripes.
func CountIDs(key string) []string {
	ids := make([]string, 0, countStripes+1)
	ids = append(ids, key)
	for i := range countStripes {
		ids = append(ids, key+stripeSeparator+strconv.Itoa(i))
	}
	return ids
}

// ReadCount is the count of key: the sum of its rows.
func ReadCount(ctx context.Context, db *ent.Client, key string) (int, error) {
	var n []struct {
		Sum *int `json:"sum"`
	}
	err := db.EventCount.Query().Where(eventcount.IDIn(CountIDs(key)...)).
		Aggregate(ent.As(ent.Sum(eventcount.FieldCount), "sum")).Scan(ctx, &n)
	if err != nil {
		return 0, fmt.Errorf("read event count %s: %w", key, err)
	}
	if len(n) == 0 || n[0].Sum == nil {
		return 0, nil
	}
	return *n[0].Sum, nil
}

// stripedCountsSQL adds to the counts on PostgreSQL, in the stripe of the connection,
// from the keys and amounts of parameters $first and $first+1: each row adds its own
// amount (count + excluded.count), keys in order so writers of one stripe lock rows in
// the same order. join, when not empty, is a relation (of one row) the rows are made
// from as well: a WITH that must run before them (insertCounted's event order lock).
func stripedCountsSQL(first int, join string) string {
	if join != "" {
		join += ", "
	}
	return fmt.Sprintf(`INSERT INTO event_counts (id, count)
SELECT t.k || '%s' || (pg_backend_pid() %% %d), t.c FROM %sunnest($%d::text[], $%d::bigint[]) WITH ORDINALITY AS t(k, c, n)
ORDER BY t.n
ON CONFLICT (id) DO UPDATE SET count = event_counts.count + excluded.count`, stripeSeparator, countStripes, join, first, first+1)
}

// addStripedCountsSQL is stripedCountsSQL of a statement of its own.
var addStripedCountsSQL = stripedCountsSQL(1, "")

// stripedAmounts are the sorted keys of counts and their amounts, as stripedCountsSQL
// takes them.
func stripedAmounts(counts map[string]int) ([]string, []int64) {
	keys := slices.Sorted(maps.Keys(counts))
	amounts := make([]int64, len(keys))
	for i, k := range keys {
		amounts[i] = int64(counts[k])
	}
	return keys, amounts
}

// addToCounts adds to each count, creating the missing rows, in one statement. It runs
// after the event order lock: on PostgreSQL in the connection's stripe (countStripes).
func addToCounts(ctx context.Context, tx *ent.Client, dialectName string, counts map[string]int) error {
	if dialectName == dialect.Postgres {
		keys, amounts := stripedAmounts(counts)
		if _, err := tx.ExecContext(ctx, addStripedCountsSQL, keys, amounts); err != nil {
			return fmt.Errorf("count events: %w", err)
		}
		return nil
	}
	keys := slices.Sorted(maps.Keys(counts))
	rows := make([]*ent.EventCountCreate, len(keys))
	for i, k := range keys {
		rows[i] = tx.EventCount.Create().SetID(k).SetCount(counts[k])
	}
	err := store.CreateBulk(ctx, eventcount.Columns, rows, func(rows ...*ent.EventCountCreate) *ent.EventCountUpsertBulk {
		return tx.EventCount.CreateBulk(rows...).OnConflict(sql.ConflictColumns(eventcount.FieldID),
			sql.ResolveWith(func(u *sql.UpdateSet) {
				excluded := sql.Dialect(u.UpdateBuilder.Dialect()).Table("excluded")
				u.Set(eventcount.FieldCount, sql.ExprFunc(func(b *sql.Builder) {
					b.WriteString(u.Table().C(eventcount.FieldCount)).WriteString(" + ").WriteString(excluded.C(eventcount.FieldCount))
				}))
			}))
	})
	if err != nil {
		return fmt.Errorf("count events: %w", err)
	}
	return nil
}

// joinParams is how many parameters the event order's SELECT takes in insertCounted.
var joinParams = func() int { _, args := store.JoinEventOrderSQL(1); return len(args) }()

// fitsOneStatement reports whether insertCounted's statement of rows events adding to
// counts counts keeps the bound of parameters every bulk statement keeps.
func fitsOneStatement(rows, counts int) bool {
	return joinParams+rows*len(eventColumns)+2*counts <= store.RowsPerStatement(1)
}

// insertCounted records a mutation's events on PostgreSQL, encoded in rows and made at,
// in one statement that joins the event order (store.JoinEventOrderSQL), inserts them and
// adds counts to the event counts (addToCounts's upsert, in the connection's stripe):
//
//	WITH ordered AS MATERIALIZED (SELECT pg_advisory_xact_lock_shared(…)),
//	recorded AS (INSERT INTO events (…) SELECT v.* FROM ordered, (VALUES (…), …) AS v)
//	INSERT INTO event_counts … SELECT … FROM ordered, unnest(…) …
//
// so a mutation's events cost one round trip, not three. The lock must be held before any
// of the events is given its id (see store.EventOrder): both inserts make their rows from
// ordered's, so the executor runs ordered (once: it is materialized) before it makes
// their first row, and an event's id, its column's default (nextval), is evaluated as its
// row is made, above the scan of ordered (EXPLAIN VERBOSE shows nextval in the output of
// the Nested Loop, or for one row the CTE Scan, of ordered that the Insert on events
// reads). The count rows the upsert locks come after it too: the event order stays the
// last lock a mutation takes. TestEventIDsAfterTheOrderLock holds this. A value selected
// takes no type from the column it goes to: each is cast to its column's (eventColumns).
func insertCounted(ctx context.Context, tx *ent.Client, rows []eventRow, at time.Time, counts map[string]int) error {
	join, args := store.JoinEventOrderSQL(1)
	var q strings.Builder
	q.WriteString("WITH ordered AS MATERIALIZED (" + join + "),\nrecorded AS (INSERT INTO " + event.Table + " (")
	for i, c := range eventColumns {
		if i > 0 {
			q.WriteString(", ")
		}
		q.WriteString(`"` + c.name + `"`)
	}
	q.WriteString(")\nSELECT v.* FROM ordered, (VALUES ")
	for i := range rows {
		if i > 0 {
			q.WriteString(", ")
		}
		q.WriteByte('(')
		for j, c := range eventColumns {
			v, err := c.bind(c.value(&rows[i], at))
			if err != nil {
				return fmt.Errorf("record event %s: %w", rows[i].Type, err)
			}
			args = append(args, v)
			if j > 0 {
				q.WriteString(", ")
			}
			fmt.Fprintf(&q, "$%d::%s", len(args), c.pgType)
		}
		q.WriteByte(')')
	}
	q.WriteString(") AS v)\n")
	keys, amounts := stripedAmounts(counts)
	q.WriteString(stripedCountsSQL(len(args)+1, "ordered"))
	args = append(args, keys, amounts)
	if _, err := tx.ExecContext(ctx, q.String(), args...); err != nil {
		return fmt.Errorf("record %d events (%s…): %w", len(rows), rows[0].Type, err)
	}
	return nil
}

// PrepareEventCounts builds the event counts from the log when they are missing: a
// database from before they existed, or one whose log was loaded in bulk.
func (k *Kernel) PrepareEventCounts(ctx context.Context) error {
	return k.MutateUnaudited(ctx, "The event counts", func(ctx context.Context, tx *Tx) error {
		// Exclusive: the writers that recorded events have ended, and none adds to the
		// counts while they are rebuilt.
		if err := store.LockEventOrder(ctx, tx.Client, k.Dialect); err != nil {
			return err
		}
		ready, err := tx.EventCount.Query().Where(eventcount.IDIn(CountIDs(CountAll)...)).Exist(ctx)
		if err != nil || ready {
			return err
		}
		if _, err := tx.EventCount.Delete().Exec(ctx); err != nil {
			return fmt.Errorf("clear event counts: %w", err)
		}
		if _, err := tx.ExecContext(ctx, rebuildCountsSQL); err != nil {
			return fmt.Errorf("rebuild event counts: %w", err)
		}
		return nil
	})
}

// rebuildCountsSQL counts the whole log once per dimension (portable SQL).
var rebuildCountsSQL = fmt.Sprintf(`INSERT INTO event_counts (id, count)
SELECT '%s', COUNT(*) FROM events
UNION ALL SELECT '%s:' || type, COUNT(*) FROM events GROUP BY type
UNION ALL SELECT '%s:' || project, COUNT(*) FROM events WHERE project IS NOT NULL GROUP BY project
UNION ALL SELECT '%s:' || feature_name, COUNT(*) FROM events WHERE feature_name IS NOT NULL GROUP BY feature_name`,
	CountAll, CountType, CountProject, CountFeature)
