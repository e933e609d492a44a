package flags

import (
	"context"
	"fmt"
	"strings"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/featurefavorite"
	"flagstone/ent/featuretag"
	"flagstone/ent/predicate"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
)

// FeatureSearch is a search of the features that are not archived (or, asked, of those
// that are), the filters of the reference's GET /api/admin/search/features. Project, Tag, Type and State take the
// reference's operator form ("IS:default", "IS_ANY_OF:release,experiment", a tag as
// "IS:simple:team-a"); a bare value means IS.
type FeatureSearch struct {
	// Query matches a part of the name or of a tag value, case-insensitively.
	Query, Project, Tag, Type, State string
	// FavoritesFirst puts the calling user's favorites first.
	FavoritesFirst bool
	// Archived searches the archived features instead of the others.
	Archived bool
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
	db := s.DB(ctx)
	total, err := db.Feature.Query().Where(where...).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count features: %w", err)
	}
	page := &FeaturePage{Total: total, Features: []*ent.Feature{}}
	parts := [][]predicate.Feature{where}
	if c := auth.FromContext(ctx); in.FavoritesFirst && c != nil && c.Kind == auth.KindUser {
		fav := feature.HasFavoritesWith(featurefavorite.UserID(c.UserID))
		parts = [][]predicate.Feature{append(where[:len(where):len(where)], fav), append(where[:len(where):len(where)], feature.Not(fav))}
	}
	offset, limit := in.Offset, in.Limit
	for _, part := range parts {
		if limit == 0 {
			break
		}
		n := total
		if len(parts) > 1 {
			if n, err = db.Feature.Query().Where(part...).Count(ctx); err != nil {
				return nil, fmt.Errorf("count features: %w", err)
			}
		}
		if offset >= n {
			offset -= n
			continue
		}
		fs, err := db.Feature.Query().Where(part...).Order(order...).Offset(offset).Limit(limit).All(ctx)
		if err != nil {
			return nil, fmt.Errorf("search features: %w", err)
		}
		page.Features = append(page.Features, fs...)
		offset, limit = 0, limit-len(fs)
	}
	return page, nil
}

func (in FeatureSearch) predicates() ([]predicate.Feature, error) {
	where := []predicate.Feature{feature.ArchivedAtIsNil()}
	if in.Archived {
		where[0] = feature.ArchivedAtNotNil()
	}
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
