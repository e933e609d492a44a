package kernel

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"entgo.io/ent/dialect"
	"golang.org/x/sync/errgroup"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/featuretag"
	"flagstone/graph/auth"
	"flagstone/graph/store"
)

// Event is one event a mutation records.
type Event struct {
	Type        string
	Project     string
	Environment string
	FeatureName string
	// FeatureID, when set and Tags is nil, makes the event carry the feature's tags as
	// they are when the mutation ends.
	FeatureID int
	Data      any
	PreData   any
	Tags      []map[string]string
	// Keep is what the mutation tells the keepers of state derived from the log
	// (Kernel.Keepers) about the event, such as that it may move what they keep; it is not
	// recorded.
	Keep any
}

// eventChunk bounds the rows of one bulk event insert, as every bulk insert is bounded.
var eventChunk = store.RowsPerStatement(len(event.Columns))

// record appends events in the transaction of tx, in order, attributed to the caller in
// ctx (insertRecorded), then has the keepers bring what they derive from the log in step
// with them (Kernel.Keepers).
func (k *Kernel) record(ctx context.Context, tx *ent.Client, events []Event) error {
	if len(events) == 0 {
		return nil
	}
	if err := k.insertRecorded(ctx, tx, events); err != nil {
		return err
	}
	for _, keep := range k.Keepers {
		if err := keep(ctx, tx, events); err != nil {
			return err
		}
	}
	return nil
}

// insertRecorded inserts the events record records, and counts them; imports write
// thousands at once. The event order lock (store.JoinEventOrder) is the last one a
// mutation takes, shared: writers never wait for each other on it, only for an instant
// behind a reader that settles the log's watermark, which waits for the writers inside.
// So everything that can be done before it (the features' tags, the events' encoding) is.
func (k *Kernel) insertRecorded(ctx context.Context, tx *ent.Client, events []Event) error {
	if err := withFeatureTags(ctx, tx, events); err != nil {
		return err
	}
	if len(events) > eventChunk { // an import: its chunks are encoded while others insert
		if err := k.lockEventOrder(ctx, tx); err != nil {
			return err
		}
		if err := k.insertEvents(ctx, tx, events); err != nil {
			return err
		}
		return k.account(ctx, tx, events)
	}
	rows := make([]eventRow, len(events))
	for i, e := range events {
		var err error
		if rows[i], err = encodeEvent(ctx, e); err != nil {
			return err
		}
	}
	// The time is read last, once the rows the mutation changes are locked: the events of
	// one subject have times in the order of their ids. Across subjects, transactions that
	// record at once may take ids in the other order than their times, by the length of
	// an insert (and of its wait for the event order lock).
	//
	// On PostgreSQL the event order lock, the insert and the counts go in one statement,
	// when their parameters fit the bound every bulk statement keeps (a mutation's few
	// events do).
	if counts := countsOf(events); k.Dialect == dialect.Postgres && fitsOneStatement(len(rows), len(counts)) {
		k.signalOnCommit(ctx)
		if err := insertCounted(ctx, tx, rows, k.Now(), counts); err != nil {
			return err
		}
		return k.beforeCommit(events)
	}
	if err := k.lockEventOrder(ctx, tx); err != nil {
		return err
	}
	at := k.Now()
	builders := make([]*ent.EventCreate, len(rows))
	for i := range rows {
		var err error
		if builders[i], err = rows[i].create(tx, at); err != nil {
			return err
		}
	}
	if err := insertChunk(ctx, tx, events, builders); err != nil {
		return err
	}
	return k.account(ctx, tx, events)
}

// account adds events, just inserted in tx, to the event counts, and lets FailBeforeCommit
// refuse them.
func (k *Kernel) account(ctx context.Context, tx *ent.Client, events []Event) error {
	if err := addToCounts(ctx, tx, k.Dialect, countsOf(events)); err != nil {
		return err
	}
	return k.beforeCommit(events)
}

// beforeCommit lets FailBeforeCommit refuse events just written.
func (k *Kernel) beforeCommit(events []Event) error {
	if k.FailBeforeCommit != nil {
		for _, e := range events {
			if err := k.FailBeforeCommit(e.Type); err != nil {
				return err
			}
		}
	}
	return nil
}

// withFeatureTags fills the tags of the events about a feature (FeatureID) that carry
// none, in one read.
func withFeatureTags(ctx context.Context, tx *ent.Client, events []Event) error {
	var ids []int
	for _, e := range events {
		if e.FeatureID != 0 && e.Tags == nil {
			ids = append(ids, e.FeatureID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	slices.Sort(ids)
	tags, err := TagsOfFeatures(ctx, tx, slices.Compact(ids))
	if err != nil {
		return err
	}
	for i, e := range events {
		if e.FeatureID != 0 && e.Tags == nil {
			events[i].Tags = NonNil(tags[e.FeatureID])
		}
	}
	return nil
}

// TagsOfFeatures returns the tags of features as events carry them, by feature id.
func TagsOfFeatures(ctx context.Context, db *ent.Client, ids []int) (map[int][]map[string]string, error) {
	ts, err := QueryChunked(ids, func(chunk []int) ([]*ent.FeatureTag, error) {
		return db.FeatureTag.Query().Where(featuretag.FeatureIDIn(chunk...)).
			Order(ent.Asc(featuretag.FieldTagTypeID), ent.Asc(featuretag.FieldValue)).All(ctx)
	})
	if err != nil {
		return nil, fmt.Errorf("load tags of %d features: %w", len(ids), err)
	}
	out := make(map[int][]map[string]string, len(ids))
	for _, t := range ts {
		out[t.FeatureID] = append(out[t.FeatureID], map[string]string{"type": t.TagTypeID, "value": t.Value})
	}
	return out, nil
}

// insertEvents inserts events in chunks. While one chunk is being inserted the next is
// prepared (its JSON and search text encoded), so an import of thousands of events keeps
// the database and a second core busy at once rather than taking turns. A mutation's one
// or few events are a single statement, with nothing to overlap.
func (k *Kernel) insertEvents(ctx context.Context, tx *ent.Client, events []Event) error {
	if len(events) <= eventChunk {
		builders, err := k.eventBuilders(ctx, tx, events)
		if err != nil {
			return err
		}
		return insertChunk(ctx, tx, events, builders)
	}
	type chunk struct {
		events   []Event
		builders []*ent.EventCreate
	}
	g, gctx := errgroup.WithContext(ctx)
	ready := make(chan chunk, 1)
	g.Go(func() error {
		defer close(ready)
		for events := range slices.Chunk(events, eventChunk) {
			builders, err := k.eventBuilders(gctx, tx, events)
			if err != nil {
				return err
			}
			select {
			case ready <- chunk{events, builders}:
			case <-gctx.Done():
				return gctx.Err()
			}
		}
		return nil
	})
	g.Go(func() error {
		for c := range ready {
			if err := insertChunk(gctx, tx, c.events, c.builders); err != nil {
				return err
			}
		}
		return nil
	})
	return g.Wait()
}

// eventBuilders prepares the inserts of events.
func (k *Kernel) eventBuilders(ctx context.Context, tx *ent.Client, events []Event) ([]*ent.EventCreate, error) {
	builders := make([]*ent.EventCreate, len(events))
	for i, e := range events {
		b, err := k.eventBuilder(ctx, tx, e)
		if err != nil {
			return nil, err
		}
		builders[i] = b
	}
	return builders, nil
}

// insertChunk inserts the prepared events in one statement.
func insertChunk(ctx context.Context, tx *ent.Client, events []Event, builders []*ent.EventCreate) error {
	if err := tx.Event.CreateBulk(builders...).Exec(ctx); err != nil {
		return fmt.Errorf("record %d events (%s…): %w", len(events), events[0].Type, err)
	}
	return nil
}

// eventBuilder prepares the insert of one event.
func (k *Kernel) eventBuilder(ctx context.Context, tx *ent.Client, e Event) (*ent.EventCreate, error) {
	r, err := encodeEvent(ctx, e)
	if err != nil {
		return nil, err
	}
	return r.create(tx, k.Now())
}

// eventRow is an event as the log stores it, encoded and attributed to its caller, so that
// a noted event is encoded by its caller, concurrently, and only inserted by the noter.
type eventRow struct {
	Event
	createdBy string
	userID    int
	data, pre json.RawMessage
	text      string
}

// encodeEvent encodes e and attributes it to the caller in ctx.
func encodeEvent(ctx context.Context, e Event) (eventRow, error) {
	r := eventRow{Event: e, createdBy: auth.SystemName, userID: auth.SystemUserID}
	if c := auth.FromContext(ctx); c != nil {
		r.createdBy, r.userID = c.Name, c.AuditID()
	}
	var err error
	if r.data, err = eventObject(e.Data); err != nil {
		return eventRow{}, fmt.Errorf("event %s data: %w", e.Type, err)
	}
	if n, ok := ctx.Value(eventNoteKey{}).(eventNote); ok {
		if r.data, err = withNote(r.data, n); err != nil {
			return eventRow{}, fmt.Errorf("event %s data: %w", e.Type, err)
		}
	}
	if r.pre, err = eventObject(e.PreData); err != nil {
		return eventRow{}, fmt.Errorf("event %s preData: %w", e.Type, err)
	}
	tags, err := compactJSON(e.Tags)
	if err != nil {
		return eventRow{}, fmt.Errorf("event %s tags: %w", e.Type, err)
	}
	r.text = SearchText(e.Type, r.createdBy, r.data, r.pre, tags)
	return r, nil
}

// eventColumn is a column of the events table that an event row writes, with its value:
// the one mapping of an eventRow to the log's columns, which both inserts follow (ent's
// builder, create, and PostgreSQL's one statement, insertCounted).
type eventColumn struct {
	name string
	// pgType is the column's PostgreSQL type: insertCounted selects its values rather than
	// inserting them, and a value selected takes no type from the column it goes to.
	pgType string
	// value is the column's value in r, made at, as ent's field holds it; nil (NULL) is
	// a field left unset.
	value func(r *eventRow, at time.Time) any
}

// eventColumns are the columns an event row writes: every one of event.Columns but the id,
// which the log assigns.
var eventColumns = []eventColumn{
	{event.FieldType, "text", func(r *eventRow, _ time.Time) any { return r.Type }},
	{event.FieldCreatedBy, "text", func(r *eventRow, _ time.Time) any { return r.createdBy }},
	{event.FieldCreatedByUserID, "bigint", func(r *eventRow, _ time.Time) any { return r.userID }},
	{event.FieldEnvironment, "text", func(r *eventRow, _ time.Time) any { return orNull(r.Environment) }},
	{event.FieldProject, "text", func(r *eventRow, _ time.Time) any { return orNull(r.Project) }},
	{event.FieldFeatureName, "text", func(r *eventRow, _ time.Time) any { return orNull(r.FeatureName) }},
	{event.FieldData, "jsonb", func(r *eventRow, _ time.Time) any { return r.data }},
	{event.FieldPreData, "jsonb", func(r *eventRow, _ time.Time) any { return r.pre }},
	{event.FieldTags, "jsonb", func(r *eventRow, _ time.Time) any { return r.Tags }},
	{event.FieldCreatedAt, "timestamptz", func(_ *eventRow, at time.Time) any { return at }},
	{event.FieldSearchText, "text", func(r *eventRow, _ time.Time) any { return r.text }},
}

// bind is v, the column's value, as insertCounted binds it: a JSON field encoded as ent
// encodes it (json.Marshal: a nil json.RawMessage or slice is the JSON null ent writes).
func (c eventColumn) bind(v any) (any, error) {
	if c.pgType != "jsonb" {
		return v, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", c.name, err)
	}
	return b, nil
}

// orNull is s, or nil (NULL) when empty.
func orNull(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// create is the insert of r in tx, made at, by ent's builder: its fields set from
// eventColumns.
func (r *eventRow) create(tx *ent.Client, at time.Time) (*ent.EventCreate, error) {
	b := tx.Event.Create()
	for _, c := range eventColumns {
		if v := c.value(r, at); v != nil {
			if err := b.Mutation().SetField(c.name, v); err != nil {
				return nil, fmt.Errorf("event %s: %w", r.Type, err)
			}
		}
	}
	return b, nil
}

// EventData is v as the JSON object an event stores as its data, for a caller that
// encodes it ahead of recording (an Event's Data may be a json.RawMessage).
func EventData(v any) (json.RawMessage, error) { return eventObject(v) }

// eventObject is the JSON object an event stores as its data or preData; nothing (nil)
// when v is nil or encodes as null.
func eventObject(v any) (json.RawMessage, error) {
	b, err := compactJSON(v)
	if err != nil || b == nil {
		return nil, err
	}
	if b[0] != '{' {
		return nil, fmt.Errorf("must be a JSON object, got %.20s", b)
	}
	return b, nil
}

// compactJSON is v as JSON without HTML escaping, so "<" in the search text matches a
// query's "<"; nil when v is nil or encodes as null.
func compactJSON(v any) ([]byte, error) {
	if v == nil {
		return nil, nil
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("encode: %w", err)
	}
	out := bytes.TrimSuffix(b.Bytes(), []byte("\n"))
	if string(out) == "null" {
		return nil, nil
	}
	return out, nil
}

// SearchSeparator joins the parts of an event's search text. A query never matches
// across two parts: one containing the separator matches nothing.
const SearchSeparator = "\x1f"

// SearchText is the text the free-text query of an event search matches: the type,
// creator, data, preData and tags (as JSON) of an event, lower-cased, each part apart.
func SearchText(typ, createdBy string, data, preData, tags []byte) string {
	return strings.ToLower(strings.Join([]string{typ, createdBy, string(data), string(preData), string(tags)}, SearchSeparator))
}

// lockEventOrder joins the event order on PostgreSQL before tx inserts events, so a reader
// that settles the watermark waits for them (see store.EventOrder; SQLite has one writer
// at a time), and has the other nodes told once the transaction commits.
func (k *Kernel) lockEventOrder(ctx context.Context, tx *ent.Client) error {
	k.signalOnCommit(ctx)
	return store.JoinEventOrder(ctx, tx, k.Dialect)
}

// signalOnCommit has the other nodes of the database told of the events the transaction
// in ctx records, once it commits (store.EventOrder.Signal): a notification sent in the
// transaction itself would serialise the writers' commits.
func (k *Kernel) signalOnCommit(ctx context.Context) {
	tx := ent.TxFromContext(ctx)
	if tx == nil || k.Order == nil {
		return
	}
	tx.OnCommit(func(next ent.Committer) ent.Committer {
		return ent.CommitFunc(func(ctx context.Context, tx *ent.Tx) error {
			err := next.Commit(ctx, tx)
			if err == nil {
				k.Order.Signal()
			}
			return err
		})
	})
}

// eventNote is a property every event of a mutation carries in its data.
type eventNote struct {
	key   string
	value any
}

type eventNoteKey struct{}

// WithEventNote makes every event that a mutation started with the returned context
// records carry key: value in its data, so the log tells why they happened (the id of
// the change request whose application made them).
func WithEventNote(ctx context.Context, key string, value any) context.Context {
	return context.WithValue(ctx, eventNoteKey{}, eventNote{key: key, value: value})
}

// withNote is the event data obj with n added.
func withNote(obj json.RawMessage, n eventNote) (json.RawMessage, error) {
	m := map[string]any{}
	if obj != nil {
		dec := json.NewDecoder(bytes.NewReader(obj))
		dec.UseNumber() // numbers stay as they were written
		if err := dec.Decode(&m); err != nil {
			return nil, err
		}
	}
	m[n.key] = n.value
	return compactJSON(m)
}
