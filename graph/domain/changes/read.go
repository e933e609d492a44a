package changes

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/changerequest"
	"flagstone/ent/changerequestchange"
	"flagstone/ent/changerequestcomment"
	"flagstone/ent/changerequestreview"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// maxListed bounds the requests one list answers, newest first.
const maxListed = 500

// Filter narrows a list of a project's requests.
type Filter struct {
	// States keeps the requests in one of them; none keeps all.
	States []string
	// Environment, when set, keeps that environment's requests.
	Environment string
	// Feature, when set, keeps the requests with a change of that feature.
	Feature string
	// StrategyID, when set, keeps the requests with a change of that strategy.
	StrategyID string
	// DraftsOf, when set, keeps only this author's drafts among the drafts (a draft is
	// its author's until it is sent to review).
	DraftsOf *int
}

// Request returns one request of a project as both faces show it, with the conflicts
// applying it would meet now.
func (s *Service) Request(ctx context.Context, project string, id int) (*model.ChangeRequest, error) {
	cr, err := kernel.One(ctx, s.DB(ctx).ChangeRequest.Query().Where(changerequest.ID(id), changerequest.ProjectID(project)).
		WithChanges(func(q *ent.ChangeRequestChangeQuery) { q.Order(changerequestchange.ByID()) }).
		WithReviews(func(q *ent.ChangeRequestReviewQuery) { q.Order(changerequestreview.ByID()) }).
		WithComments(func(q *ent.ChangeRequestCommentQuery) { q.Order(changerequestcomment.ByID()) }).Only,
		"Change request %d in project %q", id, project)
	if err != nil {
		return nil, err
	}
	return s.view(ctx, cr)
}

// Requests lists a project's requests that filter keeps, newest first.
func (s *Service) Requests(ctx context.Context, project string, f Filter) ([]*model.ChangeRequest, error) {
	if _, err := s.Flags.Project(ctx, project); err != nil {
		return nil, err
	}
	q := s.DB(ctx).ChangeRequest.Query().Where(changerequest.ProjectID(project))
	if len(f.States) > 0 {
		q.Where(changerequest.StateIn(f.States...))
	}
	if f.Environment != "" {
		q.Where(changerequest.EnvironmentID(f.Environment))
	}
	if f.Feature != "" {
		q.Where(changerequest.HasChangesWith(changerequestchange.Feature(f.Feature)))
	}
	if f.DraftsOf != nil {
		q.Where(changerequest.Or(changerequest.StateNEQ(StateDraft), changerequest.CreatedByUserID(*f.DraftsOf)))
	}
	crs, err := q.WithChanges(func(q *ent.ChangeRequestChangeQuery) { q.Order(changerequestchange.ByID()) }).
		WithReviews(func(q *ent.ChangeRequestReviewQuery) { q.Order(changerequestreview.ByID()) }).
		WithComments(func(q *ent.ChangeRequestCommentQuery) { q.Order(changerequestcomment.ByID()) }).
		Order(ent.Desc(changerequest.FieldID)).Limit(maxListed).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list change requests of %q: %w", project, err)
	}
	out := make([]*model.ChangeRequest, 0, len(crs))
	for _, cr := range crs {
		if f.StrategyID != "" && !slices.ContainsFunc(cr.Edges.Changes, func(c *ent.ChangeRequestChange) bool {
			return strategyKey(c.Payload) == f.StrategyID
		}) {
			continue
		}
		v, err := s.view(ctx, cr)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// view is cr as both faces show it; open requests carry the conflicts applying them
// would meet now.
func (s *Service) view(ctx context.Context, cr *ent.ChangeRequest) (*model.ChangeRequest, error) {
	v := &model.ChangeRequest{ID: cr.ID, Title: cr.Title, Environment: cr.EnvironmentID, State: cr.State,
		MinApprovals: cr.MinApprovals, Project: cr.ProjectID, Features: []*model.ChangeRequestFeature{},
		Segments: []json.RawMessage{}, Approvals: []*model.ChangeRequestReview{}, Rejections: []*model.ChangeRequestReview{},
		Comments: []*model.ChangeRequestComment{}, CreatedBy: user(cr.CreatedByUserID, cr.CreatedByName), CreatedAt: cr.CreatedAt}
	if cr.ScheduledAt != nil && cr.ScheduleStatus != nil {
		v.Schedule = &model.ChangeRequestSchedule{ScheduledAt: *cr.ScheduledAt, Status: *cr.ScheduleStatus, FailureReason: cr.FailureReason}
	}
	open := slices.Contains(OpenStates, cr.State)
	byFeature := map[string]*model.ChangeRequestFeature{}
	for _, c := range cr.Edges.Changes {
		f := byFeature[c.Feature]
		if f == nil {
			f = &model.ChangeRequestFeature{Name: c.Feature, Changes: []*model.ChangeRequestChange{}}
			byFeature[c.Feature] = f
			v.Features = append(v.Features, f)
		}
		ch := &model.ChangeRequestChange{ID: c.ID, Action: c.Action, Payload: c.Payload,
			CreatedBy: user(c.CreatedByUserID, c.CreatedByName), CreatedAt: c.CreatedAt}
		if open {
			conflict, err := conflictOf(ctx, s.Flags, target{project: cr.ProjectID, env: cr.EnvironmentID, feature: c.Feature}, c)
			if err != nil {
				return nil, err
			}
			if conflict != "" {
				ch.Conflict = &conflict
				if f.Conflict == nil {
					f.Conflict = &conflict
				}
			}
		}
		f.Changes = append(f.Changes, ch)
	}
	for _, r := range cr.Edges.Reviews {
		rv := &model.ChangeRequestReview{CreatedBy: user(r.UserID, r.UserName), CreatedAt: r.CreatedAt}
		if r.Decision == "approved" {
			v.Approvals = append(v.Approvals, rv)
		} else {
			v.Rejections = append(v.Rejections, rv)
		}
	}
	for _, c := range cr.Edges.Comments {
		v.Comments = append(v.Comments, &model.ChangeRequestComment{ID: c.ID, Text: c.Text,
			CreatedBy: user(c.UserID, c.UserName), CreatedAt: c.CreatedAt})
	}
	return v, nil
}

func user(id int, name string) *model.ChangeRequestUser {
	return &model.ChangeRequestUser{ID: id, Username: name}
}
