package events

import (
	"cmp"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"golang.org/x/sync/errgroup"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/predicate"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// Event search bounds (contract section 8).
const (
	MaxEventLimit     = 100
	DefaultEventLimit = 100
)

// Cursor is the Relay-style paging of the GraphQL face: First events after the
// cursor After. Both nil means the filter's limit and offset page.
type Cursor struct {
	First *int
	After *string
}

// eventSearch is a validated search: its filter predicates, the newest id it may list
// (0 = no bound) and the page size.
type eventSearch struct {
	preds []predicate.Event
	upTo  int
	limit int
	// countKey names the event count that answers totalEvents; "" means count the matches.
	countKey string
	// text marks a free-text search, whose matches are cheaper to find once than twice.
	text bool
	// empty marks a cursor past the oldest event: the page is empty, the count is not.
	empty bool
	// skip is how many of the newest matches the page skips (paging by count).
	skip int
}

// SearchEvents lists events matching every filter, newest first, from the event id
// f.Offset (inclusive) or, with a cursor, from the event just older than c.After.
func (s *Service) SearchEvents(ctx context.Context, f model.EventFilter, c Cursor) (*model.EventPage, error) {
	q, err := newEventSearch(f, c)
	if err != nil {
		return nil, err
	}
	if q.text {
		q.preds = append(q.preds, textMatchVisible(ctx)...)
	}
	return s.listEvents(ctx, q)
}

func newEventSearch(f model.EventFilter, c Cursor) (eventSearch, error) {
	preds, key, err := eventPredicates(f)
	if err != nil {
		return eventSearch{}, err
	}
	q := eventSearch{preds: preds, countKey: key, text: f.Query.Value() != nil && *f.Query.Value() != ""}
	if q.limit, err = pageSize(f, c); err != nil {
		return q, err
	}
	if q.upTo, q.empty, err = pageStart(f, c); err != nil {
		return q, err
	}
	q.skip, err = pageSkip(f, c)
	return q, err
}

// pageSkip is how many matches a page skips: the reference's offset, a count, which
// pages by neither event id nor cursor.
func pageSkip(f model.EventFilter, c Cursor) (int, error) {
	v := f.Skip.Value()
	if v == nil {
		return 0, nil
	}
	if err := notBoth("skip", true, "offset", f.Offset.Value() != nil); err != nil {
		return 0, err
	}
	if err := notBoth("skip", true, "after", c.After != nil); err != nil {
		return 0, err
	}
	if *v < 0 {
		return 0, apperr.Validation("skip must be 0 or more, got %d", *v)
	}
	return *v, nil
}

// pageSize is the limit (or first) of a search, checked against the contract's bounds.
func pageSize(f model.EventFilter, c Cursor) (int, error) {
	if err := notBoth("limit", f.Limit.Value() != nil, "first", c.First != nil); err != nil {
		return 0, err
	}
	limit := cmp.Or(f.Limit.Value(), c.First)
	if limit == nil {
		return DefaultEventLimit, nil
	}
	if *limit < 1 || *limit > MaxEventLimit {
		return 0, apperr.Validation("limit must be between 1 and %d, got %d", MaxEventLimit, *limit)
	}
	return *limit, nil
}

// pageStart is the newest event id a page may list (0 = the newest there is), from the
// offset or the cursor; empty reports a cursor at the oldest possible event.
func pageStart(f model.EventFilter, c Cursor) (upTo int, empty bool, err error) {
	if err := notBoth("offset", f.Offset.Value() != nil, "after", c.After != nil); err != nil {
		return 0, false, err
	}
	if c.After != nil {
		id, err := parseEventCursor(*c.After)
		return id - 1, id <= 1, err
	}
	if v := f.Offset.Value(); v != nil {
		if *v < 0 {
			return 0, false, apperr.Validation("offset must be an event id (0 or more), got %d", *v)
		}
		return *v, false, nil
	}
	return 0, false, nil
}

// notBoth refuses two alternative arguments given together.
func notBoth(nameA string, a bool, nameB string, b bool) error {
	if a && b {
		return apperr.Validation("give %s or %s, not both", nameA, nameB)
	}
	return nil
}

func (s *Service) listEvents(ctx context.Context, q eventSearch) (*model.EventPage, error) {
	known := s.knownSettled(ctx)
	events, total, err := s.readEvents(ctx, q)
	if err != nil {
		return nil, err
	}
	if len(events) > 0 && int64(events[0].ID) > known {
		// The page met events still being written: it is read again up to a settled
		// watermark, so it never lists an event above one that commits later (a reader
		// that follows the log by the newest id it saw would pass over that one).
		through, err := s.SettledEventID(ctx)
		if err != nil {
			return nil, err
		}
		q.preds = append(slices.Clip(q.preds), event.IDLTE(through))
		if events, total, err = s.readEvents(ctx, q); err != nil {
			return nil, err
		}
	}
	hidePrivateData(ctx, events)
	out := &model.EventPage{Events: events, TotalEvents: total}
	if len(events) > q.limit {
		next := events[q.limit].ID
		out.Events, out.NextOffset = events[:q.limit], &next
	}
	withEdges(out)
	return out, nil
}

// knownSettled is the event id up to which a read that begins now sees the whole log
// (store.EventOrder.Known). Inside a transaction (which may itself hold the event order,
// so must not wait to settle it) the page is what the transaction sees: every id counts as
// settled.
func (s *Service) knownSettled(ctx context.Context) int64 {
	if s.Order == nil || ent.FromContext(ctx) != nil {
		return math.MaxInt64
	}
	return s.Order.Known()
}

// readEvents reads a page of the search and its total.
func (s *Service) readEvents(ctx context.Context, q eventSearch) (events []*ent.Event, total int, err error) {
	if q.text {
		events, total, err = s.textSearch(ctx, q)
	} else {
		err = readBoth(ctx,
			func(ctx context.Context) (err error) { events, err = s.eventPage(ctx, q); return err },
			func(ctx context.Context) (err error) { total, err = s.countEvents(ctx, q); return err })
	}
	return events, total, err
}

// eventColumns are the columns an event is read with: all but its search text, which
// nothing shows and which is as large as the rest of the row.
var eventColumns = slices.DeleteFunc(slices.Clone(event.Columns), func(c string) bool { return c == event.FieldSearchText })

// eventPage reads one more event than the page holds, to tell whether older ones follow.
func (s *Service) eventPage(ctx context.Context, q eventSearch) ([]*ent.Event, error) {
	if q.empty {
		return nil, nil
	}
	page := s.DB(ctx).Event.Query().Where(q.preds...).Select(eventColumns...)
	if q.upTo > 0 {
		page.Where(event.IDLTE(q.upTo))
	}
	events, err := page.Order(ent.Desc(event.FieldID)).Offset(q.skip).Limit(q.limit + 1).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("search events: %w", err)
	}
	return events, nil
}

// textSearch finds the ids of every match once (the free-text index and the check of
// each candidate are the costly part), counts them, and reads the page's events by id.
func (s *Service) textSearch(ctx context.Context, q eventSearch) ([]*ent.Event, int, error) {
	ids, err := s.DB(ctx).Event.Query().Where(q.preds...).Order(ent.Desc(event.FieldID)).IDs(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("search events: %w", err)
	}
	if q.empty {
		return nil, len(ids), nil
	}
	from := min(q.skip, len(ids))
	if q.upTo > 0 {
		from = sort.Search(len(ids), func(i int) bool { return ids[i] <= q.upTo })
	}
	page := ids[from:min(from+q.limit+1, len(ids))]
	events, err := s.DB(ctx).Event.Query().Where(event.IDIn(page...)).Select(eventColumns...).
		Order(ent.Desc(event.FieldID)).All(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("read events: %w", err)
	}
	return events, len(ids), nil
}

// readBoth runs two reads on two connections at once, so a search waits for the slower
// of its page and its count rather than both; inside a transaction, one after the other.
func readBoth(ctx context.Context, a, b func(context.Context) error) error {
	if ent.FromContext(ctx) != nil {
		if err := a(ctx); err != nil {
			return err
		}
		return b(ctx)
	}
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error { return a(gctx) })
	g.Go(func() error { return b(gctx) })
	return g.Wait()
}

// withEdges fills the Relay view of a page from its events.
func withEdges(p *model.EventPage) {
	p.Edges = make([]*model.EventEdge, len(p.Events))
	for i, e := range p.Events {
		p.Edges[i] = &model.EventEdge{Cursor: eventCursor(e.ID), Node: e}
	}
	p.PageInfo = &model.EventPageInfo{HasNextPage: p.NextOffset != nil}
	if n := len(p.Edges); n > 0 {
		p.PageInfo.EndCursor = &p.Edges[n-1].Cursor
	}
}

const eventCursorPrefix = "event:"

// eventCursor is the opaque cursor of an event.
func eventCursor(id int) string {
	return base64.RawURLEncoding.EncodeToString([]byte(eventCursorPrefix + strconv.Itoa(id)))
}

func parseEventCursor(c string) (int, error) {
	raw, err := base64.RawURLEncoding.DecodeString(c)
	if err == nil {
		if digits, ok := strings.CutPrefix(string(raw), eventCursorPrefix); ok {
			if id, err := strconv.Atoi(digits); err == nil && id >= 1 {
				return id, nil
			}
		}
	}
	return 0, apperr.Validation("after must be a cursor from pageInfo.endCursor, got %q", c)
}

// countEvents is totalEvents: read from the kept count when one answers the search,
// else counted (through the filter's index, or the trigram index for a query).
func (s *Service) countEvents(ctx context.Context, q eventSearch) (int, error) {
	if q.countKey == "" {
		n, err := s.DB(ctx).Event.Query().Where(q.preds...).Count(ctx)
		if err != nil {
			return 0, fmt.Errorf("count events: %w", err)
		}
		return n, nil
	}
	return kernel.ReadCount(ctx, s.DB(ctx), q.countKey)
}

// eventPredicates turns the filters into predicates, and names the event count that
// holds their total when there is one (no filter, or a single exact one).
func eventPredicates(f model.EventFilter) ([]predicate.Event, string, error) {
	var preds []predicate.Event
	keys := []string{}
	if t := f.Type.Value(); t != nil {
		if !Types[*t] {
			return nil, "", apperr.Validation("type must be one of the event types of the API, got %q", *t)
		}
		preds, keys = append(preds, event.Type(*t)), append(keys, kernel.CountKey(kernel.CountType, *t))
	}
	if p := f.Project.Value(); p != nil {
		preds, keys = append(preds, event.Project(*p)), append(keys, kernel.CountKey(kernel.CountProject, *p))
	}
	if name := f.Feature.Value(); name != nil {
		preds, keys = append(preds, event.FeatureName(*name)), append(keys, kernel.CountKey(kernel.CountFeature, *name))
	}
	for _, list := range []struct {
		name   string
		values []string
		in     func(...string) predicate.Event
		kind   string
	}{
		{"types", f.Types.Value(), event.TypeIn, kernel.CountType},
		{"projects", f.Projects.Value(), event.ProjectIn, kernel.CountProject},
		{"features", f.Features.Value(), event.FeatureNameIn, kernel.CountFeature},
	} {
		pred, key, err := anyOf(list.name, list.values, list.in, list.kind)
		if err != nil {
			return nil, "", err
		}
		if pred != nil {
			preds, keys = append(preds, pred), append(keys, key)
		}
	}
	if q := f.Query.Value(); q != nil && *q != "" {
		preds, keys = append(preds, eventTextMatch(*q)), append(keys, "")
	}
	switch len(keys) {
	case 0:
		return preds, kernel.CountAll, nil
	case 1:
		return preds, keys[0], nil
	}
	return preds, "", nil
}

// maxAnyOf bounds the values of one any-of filter.
const maxAnyOf = 100

// anyOf is the predicate of an any-of filter (nil for none or an empty list) and the
// event count that holds its total when it has one value ("" otherwise). Types must be
// event types of the API.
func anyOf(name string, values []string, in func(...string) predicate.Event, kind string) (predicate.Event, string, error) {
	if len(values) == 0 {
		return nil, "", nil
	}
	if len(values) > maxAnyOf {
		return nil, "", apperr.Validation("%s may name at most %d values, got %d", name, maxAnyOf, len(values))
	}
	for _, v := range values {
		if kind == kernel.CountType && !Types[v] {
			return nil, "", apperr.Validation("%s must be event types of the API, got %q", name, v)
		}
	}
	key := ""
	if len(values) == 1 {
		key = kernel.CountKey(kind, values[0])
	}
	return in(values...), key, nil
}

// eventTextMatch matches q case-insensitively and literally (% and _ included) in the
// search text of an event. On PostgreSQL a trigram index serves the LIKE; on SQLite the
// full-text table finds the candidates (for three characters or more) and LIKE confirms.
func eventTextMatch(q string) predicate.Event {
	if strings.Contains(q, kernel.SearchSeparator) {
		return func(s *sql.Selector) { s.Where(sql.False()) }
	}
	q = strings.ToLower(q)
	pattern := "%" + likeEscaper.Replace(q) + "%"
	return func(s *sql.Selector) {
		like := sql.P(func(b *sql.Builder) {
			b.Ident(s.C(event.FieldSearchText)).WriteString(" LIKE ")
			b.Arg(pattern)
			b.WriteString(` ESCAPE '\'`)
		})
		if s.Dialect() == dialect.SQLite && utf8.RuneCountInString(q) >= 3 {
			like = sql.And(fullTextCandidates(s, q), like)
		}
		s.Where(like)
	}
}

// fullTextCandidates limits a SQLite search to the events whose text holds q, as the
// trigram full-text table finds them: a quoted FTS5 phrase is a literal substring.
func fullTextCandidates(s *sql.Selector, q string) *sql.Predicate {
	phrase := `"` + strings.ReplaceAll(q, `"`, `""`) + `"`
	return sql.P(func(b *sql.Builder) {
		b.Ident(s.C(event.FieldID)).WriteString(" IN (SELECT rowid FROM " + store.EventSearchFTS + " WHERE " +
			store.EventSearchFTS + " MATCH ")
		b.Arg(phrase)
		b.WriteString(")")
	})
}

var likeEscaper = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

// FeatureEvents returns the newest events of one feature and how many it has in all.
func (s *Service) FeatureEvents(ctx context.Context, featureName string) (*model.EventPage, error) {
	return s.listEvents(ctx, eventSearch{
		preds:    []predicate.Event{event.FeatureName(featureName)},
		countKey: kernel.CountKey(kernel.CountFeature, featureName),
		limit:    MaxEventLimit,
	})
}

// SettledEventID is the log's settled watermark (store.EventOrder.Settled): every event
// id at or below it is committed or will never exist, so a reader that pages the log by id
// up to it never passes an event that commits later. 0 when the log is empty.
func (s *Service) SettledEventID(ctx context.Context) (int, error) {
	if s.Order == nil {
		return 0, errors.New("read the settled event watermark: the kernel has no event order")
	}
	w, err := s.Order.Settled(ctx)
	if err != nil {
		return 0, err
	}
	return int(w), nil
}

// EventsAfter lists up to limit events newer than id after and at most through (a settled
// watermark), oldest first, of project and feature when they are not empty, as the caller
// may see them.
func (s *Service) EventsAfter(ctx context.Context, after, through int, project, feature string, limit int) ([]*ent.Event, error) {
	q := s.DB(ctx).Event.Query().Where(event.IDGT(after), event.IDLTE(through)).Select(eventColumns...)
	if project != "" {
		q.Where(event.Project(project))
	}
	if feature != "" {
		q.Where(event.FeatureName(feature))
	}
	events, err := q.Order(ent.Asc(event.FieldID)).Limit(limit).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("read new events: %w", err)
	}
	hidePrivateData(ctx, events)
	return events, nil
}
