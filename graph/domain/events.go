package domain

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/predicate"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

// eventOrderLock is the PostgreSQL advisory lock that serialises event inserts, so event
// ids are assigned in commit order and a reader paging by id never skips a late commit.
const eventOrderLock = 7_424_242

// EventInput is one event to record.
type EventInput struct {
	Type        string
	Project     string
	Environment string
	FeatureName string
	Data        any
	PreData     any
	Tags        []map[string]string
}

// record appends an event in the transaction of tx, attributed to the caller in ctx.
func (s *Service) record(ctx context.Context, tx *ent.Client, in EventInput) error {
	return s.recordAll(ctx, tx, []EventInput{in})
}

// eventChunk bounds the rows of one bulk event insert: 11 columns a row stay under
// SQLite's limit of 32766 bind parameters.
const eventChunk = 2500

// recordAll appends events in the transaction of tx, in order, attributed to the caller
// in ctx; imports write thousands at once.
func (s *Service) recordAll(ctx context.Context, tx *ent.Client, ins []EventInput) error {
	if len(ins) == 0 {
		return nil
	}
	if s.Dialect == dialect.Postgres {
		if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock($1)", eventOrderLock); err != nil {
			return fmt.Errorf("lock event order: %w", err)
		}
	}
	for start := 0; start < len(ins); start += eventChunk {
		chunk := ins[start:min(start+eventChunk, len(ins))]
		builders := make([]*ent.EventCreate, len(chunk))
		for i, in := range chunk {
			b, err := s.eventBuilder(ctx, tx, in)
			if err != nil {
				return err
			}
			builders[i] = b
		}
		if err := tx.Event.CreateBulk(builders...).Exec(ctx); err != nil {
			return fmt.Errorf("record %d events (%s…): %w", len(chunk), chunk[0].Type, err)
		}
	}
	if s.FailBeforeCommit != nil {
		for _, in := range ins {
			if err := s.FailBeforeCommit(in.Type); err != nil {
				return err
			}
		}
	}
	return nil
}

// eventBuilder prepares the insert of one event.
func (s *Service) eventBuilder(ctx context.Context, tx *ent.Client, in EventInput) (*ent.EventCreate, error) {
	name, userID := auth.SystemName, auth.SystemUserID
	if c := auth.FromContext(ctx); c != nil {
		name, userID = c.Name, c.AuditID()
	}
	data, err := toObject(in.Data)
	if err != nil {
		return nil, fmt.Errorf("event %s data: %w", in.Type, err)
	}
	pre, err := toObject(in.PreData)
	if err != nil {
		return nil, fmt.Errorf("event %s preData: %w", in.Type, err)
	}
	return tx.Event.Create().
		SetType(in.Type).
		SetCreatedBy(name).
		SetCreatedByUserID(userID).
		SetNillableProject(nonEmpty(in.Project)).
		SetNillableEnvironment(nonEmpty(in.Environment)).
		SetNillableFeatureName(nonEmpty(in.FeatureName)).
		SetData(data).
		SetPreData(pre).
		SetTags(in.Tags).
		SetCreatedAt(s.Now()), nil
}

// toObject turns a value into the free-form object events store.
func toObject(v any) (map[string]any, error) {
	if v == nil {
		return nil, nil
	}
	if m, ok := v.(map[string]any); ok {
		return m, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	return m, nil
}

func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// Event search bounds (contract section 8).
const (
	MaxEventLimit     = 100
	DefaultEventLimit = 100
)

// SearchEvents lists events matching every filter, newest first, starting at the event id
// filter.Offset (inclusive) when it is set.
func (s *Service) SearchEvents(ctx context.Context, f model.EventFilter) (*model.EventPage, error) {
	preds, err := eventPredicates(f)
	if err != nil {
		return nil, err
	}
	limit := DefaultEventLimit
	if v := f.Limit.Value(); v != nil {
		if *v < 1 || *v > MaxEventLimit {
			return nil, apperr.Validation("limit must be between 1 and %d, got %d", MaxEventLimit, *v)
		}
		limit = *v
	}
	page := s.db(ctx).Event.Query().Where(preds...)
	if v := f.Offset.Value(); v != nil {
		if *v < 0 {
			return nil, apperr.Validation("offset must be an event id (0 or more), got %d", *v)
		}
		if *v > 0 {
			page.Where(event.IDLTE(*v))
		}
	}
	events, err := page.Order(ent.Desc(event.FieldID)).Limit(limit + 1).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("search events: %w", err)
	}
	total, err := s.db(ctx).Event.Query().Where(preds...).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count events: %w", err)
	}
	out := &model.EventPage{Events: events, TotalEvents: total}
	if len(events) > limit {
		next := events[limit].ID
		out.Events, out.NextOffset = events[:limit], &next
	}
	return out, nil
}

func eventPredicates(f model.EventFilter) ([]predicate.Event, error) {
	var preds []predicate.Event
	if t := f.Type.Value(); t != nil {
		if !EventTypes[*t] {
			return nil, apperr.Validation("type must be one of the event types of the API, got %q", *t)
		}
		preds = append(preds, event.Type(*t))
	}
	if p := f.Project.Value(); p != nil {
		preds = append(preds, event.Project(*p))
	}
	if name := f.Feature.Value(); name != nil {
		preds = append(preds, event.FeatureName(*name))
	}
	if q := f.Query.Value(); q != nil && *q != "" {
		preds = append(preds, eventTextMatch(*q))
	}
	return preds, nil
}

// eventTextMatch matches q case-insensitively and literally (% and _ included) against the
// type, creator, data, preData and tags of an event.
func eventTextMatch(q string) predicate.Event {
	pattern := "%" + likeEscaper.Replace(strings.ToLower(q)) + "%"
	cols := []string{event.FieldType, event.FieldCreatedBy, event.FieldData, event.FieldPreData, event.FieldTags}
	return func(s *sql.Selector) {
		ors := make([]*sql.Predicate, len(cols))
		for i, col := range cols {
			ors[i] = sql.P(func(b *sql.Builder) {
				b.WriteString("LOWER(CAST(").WriteString(s.C(col)).WriteString(" AS TEXT)) LIKE ")
				b.Arg(pattern)
				b.WriteString(` ESCAPE '\'`)
			})
		}
		s.Where(sql.Or(ors...))
	}
}

var likeEscaper = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

// FeatureEvents returns the newest events of one feature and how many it has in all.
func (s *Service) FeatureEvents(ctx context.Context, featureName string) (*model.EventPage, error) {
	q := s.db(ctx).Event.Query().Where(event.FeatureName(featureName))
	events, err := q.Clone().Order(ent.Desc(event.FieldID)).Limit(MaxEventLimit).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("feature events: %w", err)
	}
	total, err := q.Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count feature events: %w", err)
	}
	return &model.EventPage{Events: events, TotalEvents: total}, nil
}
