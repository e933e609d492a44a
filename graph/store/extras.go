package store

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/ent/environment"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/featurestrategy"
)

// Columns a query adds to a row's own (ent keeps them for the row's Value): a relation
// read with the row, so it costs no statement of its own.
const (
	segmentIDsColumn       = "segment_ids"
	environmentTypeColumn  = "environment_type"
	environmentOrderColumn = "environment_sort_order"
)

// StrategyOrder is the order of a feature environment's strategies wherever they are
// read: by sort order, then when they were made, then id. Strategies made in one import
// can share the first two (the same sort order, in the same microsecond), so the id makes
// the order total: every read, every node's client API (its ETag) and both stores agree
// (a UUID orders by its bytes on PostgreSQL and by its text, the same order, on SQLite).
func StrategyOrder() []featurestrategy.OrderOption {
	return []featurestrategy.OrderOption{featurestrategy.BySortOrder(), featurestrategy.ByCreatedAt(), featurestrategy.ByID()}
}

// StrategyOrderSQL is StrategyOrder in SQL, over the feature_strategies table named alias.
func StrategyOrderSQL(alias string) string {
	return alias + "." + featurestrategy.FieldSortOrder + ", " + alias + "." + featurestrategy.FieldCreatedAt +
		", " + alias + "." + featurestrategy.FieldID
}

// WithSegmentIDs makes q read each strategy's segments (their ids, in order) with the
// strategy, in the same statement, instead of ent's WithSegments, which sends one more;
// StrategySegments puts them in place once the strategies are read.
func WithSegmentIDs(q *ent.FeatureStrategyQuery) *ent.FeatureStrategyQuery {
	q.Modify(func(s *sql.Selector) {
		// Never NULL: ent scans an added column by the type the driver reports, and SQLite
		// reports none for a NULL expression.
		s.AppendSelectExprAs(sql.Expr("(SELECT COALESCE(string_agg(CAST(segment_id AS TEXT), ',' ORDER BY segment_id), '') "+
			"FROM feature_strategy_segments WHERE feature_strategy_id = "+s.C(featurestrategy.FieldID)+")"), segmentIDsColumn)
	})
	return q
}

// StrategySegments fills the segments (their ids) of strategies read with WithSegmentIDs,
// as WithSegments(select id) would.
func StrategySegments(ss []*ent.FeatureStrategy) ([]*ent.FeatureStrategy, error) {
	for _, st := range ss {
		list, err := AddedText(st, segmentIDsColumn)
		if err != nil {
			return nil, fmt.Errorf("segments of strategy %s: %w", st.ID, err)
		}
		st.Edges.Segments = []*ent.Segment{}
		for id := range strings.SplitSeq(list, ",") {
			if id == "" {
				continue
			}
			n, err := strconv.Atoi(id)
			if err != nil {
				return nil, fmt.Errorf("segments of strategy %s: %w", st.ID, err)
			}
			st.Edges.Segments = append(st.Edges.Segments, &ent.Segment{ID: n})
		}
	}
	return ss, nil
}

// WithEnvironmentPlace makes q read, with each feature environment, its environment's
// type and sort order (EnvironmentPlace), in the same statement.
func WithEnvironmentPlace(q *ent.FeatureEnvironmentQuery) *ent.FeatureEnvironmentQuery {
	q.Modify(func(s *sql.Selector) {
		t := sql.Table(environment.Table).As("place")
		s.LeftJoin(t).On(s.C(featureenvironment.FieldEnvironmentID), t.C(environment.FieldID)).
			AppendSelectAs(t.C(environment.FieldType), environmentTypeColumn).
			AppendSelectAs(t.C(environment.FieldSortOrder), environmentOrderColumn)
	})
	return q
}

// EnvironmentPlace is the type and sort order of fe's environment, when fe was read with
// WithEnvironmentPlace (ok) and the environment exists.
func EnvironmentPlace(fe *ent.FeatureEnvironment) (typ string, sortOrder int, ok bool) {
	typ, err := AddedText(fe, environmentTypeColumn)
	if err != nil {
		return "", 0, false
	}
	sortOrder, _ = AddedInt(fe, environmentOrderColumn)
	return typ, sortOrder, true
}

// addedColumns is a row read by ent with columns added to its select, which its Value
// gives by name.
type addedColumns interface {
	Value(name string) (ent.Value, error)
}

// AddedText is the text of the column name added to row's select, whichever of string and
// []byte the driver reports it as (pgx and SQLite differ, and so do the expressions a
// select adds); NULL is "". An error says the column was not read, or is not text.
func AddedText(row addedColumns, name string) (string, error) {
	v, err := row.Value(name)
	if err != nil {
		return "", fmt.Errorf("read %s: %w", name, err)
	}
	switch t := v.(type) {
	case nil:
		return "", nil
	case string:
		return t, nil
	case []byte:
		return string(t), nil
	}
	return "", fmt.Errorf("read %s: unexpected %T", name, v)
}

// AddedJSON decodes into v the JSON text of the column name added to row's select
// (AddedText).
func AddedJSON(row addedColumns, name string, v any) error {
	text, err := AddedText(row, name)
	if err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(text), v); err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	return nil
}

// AddedInt is the integer of the column name added to row's select, whichever integer
// type the driver reports it as.
func AddedInt(row addedColumns, name string) (int, error) {
	v, err := row.Value(name)
	if err != nil {
		return 0, fmt.Errorf("read %s: %w", name, err)
	}
	switch n := v.(type) {
	case int64:
		return int(n), nil
	case int32:
		return int(n), nil
	}
	return 0, fmt.Errorf("read %s: unexpected %T", name, v)
}
