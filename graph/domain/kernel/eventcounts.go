package kernel

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
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
// the same order.
func stripedCountsSQL(first int) string {
	return fmt.Sprintf(`INSERT INTO event_counts (id, count)
SELECT t.k || '%s' || (pg_backend_pid() %% %d), t.c FROM unnest($%d::text[], $%d::bigint[]) WITH ORDINALITY AS t(k, c, n)
ORDER BY t.n
ON CONFLICT (id) DO UPDATE SET count = event_counts.count + excluded.count`, stripeSeparator, countStripes, first, first+1)
}

// addStripedCountsSQL is stripedCountsSQL of a statement of its own.
var addStripedCountsSQL = stripedCountsSQL(1)

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

// insertCounted inserts a mutation's events, encoded in rows and made at, and adds counts
// to the event counts, in one statement on PostgreSQL: the insert is a data-modifying WITH
// of the counts' upsert (addToCounts's, in the connection's stripe), so the events cost one round trip under the event
// lock, not two. The values are those ent writes (JSON fields as json.Marshal encodes
// them, a missing project, environment or feature NULL).
func insertCounted(ctx context.Context, tx *ent.Client, rows []eventRow, at time.Time, counts map[string]int) error {
	pg := sql.Dialect(dialect.Postgres)
	ins := pg.Insert(event.Table).Columns(event.FieldCreatedAt, event.FieldCreatedBy, event.FieldCreatedByUserID,
		event.FieldData, event.FieldEnvironment, event.FieldFeatureName, event.FieldPreData, event.FieldProject,
		event.FieldSearchText, event.FieldTags, event.FieldType)
	for _, r := range rows {
		data, err := json.Marshal(r.data)
		if err != nil {
			return fmt.Errorf("record event %s: %w", r.Type, err)
		}
		pre, err := json.Marshal(r.pre)
		if err != nil {
			return fmt.Errorf("record event %s: %w", r.Type, err)
		}
		tags, err := json.Marshal(r.Tags)
		if err != nil {
			return fmt.Errorf("record event %s: %w", r.Type, err)
		}
		ins.Values(at, r.createdBy, r.userID, data, orNull(r.Environment), orNull(r.FeatureName), pre,
			orNull(r.Project), r.text, tags, r.Type)
	}
	query, args := ins.Query()
	keys, amounts := stripedAmounts(counts)
	upQuery := stripedCountsSQL(len(args) + 1)
	upArgs := []any{keys, amounts}
	if _, err := tx.ExecContext(ctx, "WITH recorded AS ("+query+") "+upQuery, append(args, upArgs...)...); err != nil {
		return fmt.Errorf("record %d events (%s…): %w", len(rows), rows[0].Type, err)
	}
	return nil
}

// orNull is s, or NULL when empty.
func orNull(s string) any {
	if s == "" {
		return nil
	}
	return s
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
