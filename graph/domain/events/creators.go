package events

import (
	"context"
	"fmt"
	"sort"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/user"
	"flagstone/graph/model"
)

// EventCreators lists everyone who recorded an event (the reference's event creators), by
// user id: a user who still exists by their name, username or email, as the reference
// falls back; one since deleted by the name their newest event recorded.
func (s *Service) EventCreators(ctx context.Context) ([]*model.EventCreator, error) {
	db := s.DB(ctx)
	var rows []struct {
		UserID int `json:"created_by_user_id"`
		Newest int `json:"max"`
	}
	err := db.Event.Query().Where(event.CreatedByUserIDNotNil()).
		GroupBy(event.FieldCreatedByUserID).Aggregate(ent.Max(event.FieldID)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("list event creators: %w", err)
	}
	ids, newest := make([]int, len(rows)), make([]int, len(rows))
	for i, r := range rows {
		ids[i], newest[i] = r.UserID, r.Newest
	}
	users, err := db.User.Query().Where(user.IDIn(ids...)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list event creators: %w", err)
	}
	recorded, err := db.Event.Query().Where(event.IDIn(newest...)).Select(event.FieldCreatedByUserID, event.FieldCreatedBy).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list event creators: %w", err)
	}
	names := map[int]string{}
	for _, e := range recorded {
		names[*e.CreatedByUserID] = e.CreatedBy
	}
	for _, u := range users {
		for _, n := range []*string{u.Name, u.Username, u.Email} {
			if n != nil && *n != "" {
				names[u.ID] = *n
				break
			}
		}
	}
	out := make([]*model.EventCreator, 0, len(names))
	for id, name := range names {
		if name != "" {
			out = append(out, &model.EventCreator{ID: id, Name: name})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}
