package kernel

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
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

// addToCounts adds to each count, creating the missing ones, in one statement (each row
// adds its own amount: count + excluded.count), keys in order so concurrent writers lock
// rows in the same order. It runs under the event lock, where every statement makes the
// other writers wait.
func addToCounts(ctx context.Context, tx *ent.Client, counts map[string]int) error {
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
// of the counts' upsert (addToCounts's), so the events cost one round trip under the event
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
	keys := slices.Sorted(maps.Keys(counts))
	up := pg.Insert(eventcount.Table).Columns(eventcount.FieldCount, eventcount.FieldID)
	for _, k := range keys {
		up.Values(counts[k], k)
	}
	up.OnConflict(sql.ConflictColumns(eventcount.FieldID), sql.ResolveWith(func(u *sql.UpdateSet) {
		u.Set(eventcount.FieldCount, sql.Expr(u.Table().C(eventcount.FieldCount)+" + "+pg.Table("excluded").C(eventcount.FieldCount)))
	}))
	up.SetTotal(len(args))
	upQuery, upArgs := up.Query()
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
		if err := k.lockEventOrder(ctx, tx.Client); err != nil {
			return err
		}
		ready, err := tx.EventCount.Query().Where(eventcount.ID(CountAll)).Exist(ctx)
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
