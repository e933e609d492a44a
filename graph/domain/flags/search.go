package flags

import (
	"context"
	"fmt"
	"strings"

	"entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featurefavorite"
	"flagstone/ent/featuretag"
	"flagstone/ent/predicate"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
)

// FeatureSearch is a search of the features that are not archived, the filters of the
// reference's GET /api/admin/search/features. Project, Tag, Type and State take the
// reference's operator form ("IS:default", "IS_ANY_OF:release,experiment", a tag as
// "IS:simple:team-a"); a bare value means IS.
type FeatureSearch struct {
	// Query matches a part of the name or of a tag value, case-insensitively.
	Query, Project, Tag, Type, State string
	// FavoritesFirst puts the calling user's favorites first.
	FavoritesFirst bool
	// SortBy is name, type or createdAt (the default); SortOrder asc (the default) or desc.
	SortBy, SortOrder string
	Offset, Limit     int
}

// MaxSearchLimit bounds a page of a feature search.
const MaxSearchLimit = 1000

// FeaturePage is one page of a search and the count of every match.
type FeaturePage struct {
	Features []*ent.Feature
	Total    int
}

// SearchFeatures answers a feature search with one page of matches, favorites of the
// caller first when asked, then in the requested order (name breaks ties).
func (s *Service) SearchFeatures(ctx context.Context, in FeatureSearch) (*FeaturePage, error) {
	where, err := in.predicates()
	if err != nil {
		return nil, err
	}
	if in.Limit <= 0 {
		in.Limit = 50
	}
	if in.Offset < 0 || in.Limit > MaxSearchLimit {
		return nil, apperr.Validation("offset must be 0 or more and limit at most %d", MaxSearchLimit)
	}
	order, err := in.order()
	if err != nil {
		return nil, err
	}
	if c := auth.FromContext(ctx); in.FavoritesFirst && c != nil && c.Kind == auth.KindUser {
		order = append([]feature.OrderOption{favoritesFirst(c.UserID)}, order...)
	}
	db := s.DB(ctx)
	// One statement answers the page and the count of every match (a window count on
	// each row); only a page past the end, which has no rows to carry it, counts again.
	q := db.Feature.Query().Where(where...).Order(order...).Offset(in.Offset).Limit(in.Limit)
	q.Modify(func(s *sql.Selector) { s.AppendSelectExprAs(sql.Raw("COUNT(*) OVER ()"), searchTotal) })
	fs, err := q.All(ctx)
	if err != nil {
		return nil, fmt.Errorf("search features: %w", err)
	}
	if len(fs) == 0 {
		total, err := db.Feature.Query().Where(where...).Count(ctx)
		if err != nil {
			return nil, fmt.Errorf("count features: %w", err)
		}
		return &FeaturePage{Total: total, Features: fs}, nil
	}
	total, err := windowCount(fs[0])
	if err != nil {
		return nil, err
	}
	return &FeaturePage{Total: total, Features: fs}, nil
}

// searchTotal is the column a search's window count comes back in.
const searchTotal = "search_total"

// windowCount reads the count of every match off a row of the page.
func windowCount(f *ent.Feature) (int, error) {
	v, err := f.Value(searchTotal)
	if err != nil {
		return 0, fmt.Errorf("count features: %w", err)
	}
	switch n := v.(type) {
	case int64:
		return int(n), nil
	case int32:
		return int(n), nil
	case int:
		return n, nil
	}
	return 0, fmt.Errorf("count features: unexpected %T", v)
}

// favoritesFirst orders the user's favorite features before the others, in the same
// statement as the page (no count and page per part).
func favoritesFirst(userID int) feature.OrderOption {
	return func(s *sql.Selector) {
		t := sql.Table(featurefavorite.Table)
		fav := sql.Select(t.C(featurefavorite.FieldFeatureID)).From(t).Where(sql.And(
			sql.ColumnsEQ(t.C(featurefavorite.FieldFeatureID), s.C(feature.FieldID)),
			sql.EQ(t.C(featurefavorite.FieldUserID), userID)))
		s.OrderExpr(sql.DescExpr(sql.Exists(fav)))
	}
}

func (in FeatureSearch) predicates() ([]predicate.Feature, error) {
	where := []predicate.Feature{feature.ArchivedAtIsNil()}
	if q := strings.TrimSpace(in.Query); q != "" {
		where = append(where, feature.Or(feature.NameContainsFold(q), feature.HasTagsWith(featuretag.ValueContainsFold(q))))
	}
	if in.Project != "" {
		ids, err := operand("project", in.Project)
		if err != nil {
			return nil, err
		}
		where = append(where, feature.ProjectIDIn(ids...))
	}
	if in.Type != "" {
		types, err := operand("type", in.Type)
		if err != nil {
			return nil, err
		}
		where = append(where, feature.TypeIn(types...))
	}
	if in.State != "" {
		states, err := operand("state", in.State)
		if err != nil {
			return nil, err
		}
		var or []predicate.Feature
		for _, st := range states {
			switch st {
			case "stale":
				or = append(or, feature.Stale(true))
			case "active":
				or = append(or, feature.Stale(false))
			default:
				return nil, apperr.Validation("state must be active or stale, not %q", st)
			}
		}
		where = append(where, feature.Or(or...))
	}
	if in.Tag != "" {
		tags, err := operand("tag", in.Tag)
		if err != nil {
			return nil, err
		}
		var or []predicate.FeatureTag
		for _, t := range tags {
			typ, value, ok := strings.Cut(t, ":")
			if !ok {
				return nil, apperr.Validation("tag must be type:value, not %q", t)
			}
			or = append(or, featuretag.And(featuretag.TagTypeID(typ), featuretag.Value(value)))
		}
		where = append(where, feature.HasTagsWith(featuretag.Or(or...)))
	}
	return where, nil
}

// operand reads a filter in the reference's operator form: IS:a or IS_ANY_OF:a,b (or a
// bare value).
func operand(name, v string) ([]string, error) {
	op, rest, ok := strings.Cut(v, ":")
	if !ok {
		return []string{v}, nil
	}
	switch op {
	case "IS":
		return []string{rest}, nil
	case "IS_ANY_OF":
		return strings.Split(rest, ","), nil
	}
	if name == "tag" { // a bare type:value
		return []string{v}, nil
	}
	return nil, apperr.Validation("%s takes IS: or IS_ANY_OF:, not %q", name, op)
}

func (in FeatureSearch) order() ([]feature.OrderOption, error) {
	var dir func(field string) feature.OrderOption
	switch in.SortOrder {
	case "", "asc":
		dir = func(field string) feature.OrderOption { return ent.Asc(field) }
	case "desc":
		dir = func(field string) feature.OrderOption { return ent.Desc(field) }
	default:
		return nil, apperr.Validation("sortOrder must be asc or desc")
	}
	switch in.SortBy {
	case "", "createdAt":
		return []feature.OrderOption{dir(feature.FieldCreatedAt), ent.Asc(feature.FieldName)}, nil
	case "name":
		return []feature.OrderOption{dir(feature.FieldName)}, nil
	case "type":
		return []feature.OrderOption{dir(feature.FieldType), ent.Asc(feature.FieldName)}, nil
	}
	return nil, apperr.Validation("sortBy must be name, type or createdAt")
}
