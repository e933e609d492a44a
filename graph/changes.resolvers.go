package graph

import (
	"context"
	"flagstone/graph/auth"
	"flagstone/graph/domain/changes"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"time"
)

// SetChangeRequestConfig is the resolver for the setChangeRequestConfig field.
func (r *mutationResolver) SetChangeRequestConfig(ctx context.Context, projectID string, environment string, enabled bool, requiredApprovals *int) ([]*model.ChangeRequestConfig, error) {
	if _, err := auth.Require(ctx, auth.UpdateProject, projectID, environment); err != nil {
		return nil, err
	}
	if err := r.Domain.Changes.SetConfig(ctx, projectID, environment, enabled, requiredApprovals); err != nil {
		return nil, err
	}
	return r.Domain.Changes.Configs(ctx, projectID)
}

// AddChanges is the resolver for the addChanges field.
func (r *mutationResolver) AddChanges(ctx context.Context, projectID string, environment string, changes []*model.ChangeInput) (*model.ChangeRequest, error) {
	if err := requireChanges(ctx, projectID, environment, changes); err != nil {
		return nil, err
	}
	id, err := r.Domain.Changes.AddChanges(ctx, projectID, environment, changes)
	if err != nil {
		return nil, err
	}
	return r.Domain.Changes.Request(ctx, projectID, id)
}

// DiscardChange is the resolver for the discardChange field.
func (r *mutationResolver) DiscardChange(ctx context.Context, projectID string, id int, changeID int) (*model.ChangeRequest, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	if err := r.Domain.Changes.DiscardChange(ctx, projectID, id, changeID); err != nil {
		return nil, err
	}
	return r.Domain.Changes.Request(ctx, projectID, id)
}

// DiscardChangeRequest is the resolver for the discardChangeRequest field.
func (r *mutationResolver) DiscardChangeRequest(ctx context.Context, projectID string, id int) (bool, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return false, err
	}
	return true, r.Domain.Changes.DiscardDraft(ctx, projectID, id)
}

// SetChangeRequestTitle is the resolver for the setChangeRequestTitle field.
func (r *mutationResolver) SetChangeRequestTitle(ctx context.Context, projectID string, id int, title string) (*model.ChangeRequest, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	if err := r.Domain.Changes.SetTitle(ctx, projectID, id, title); err != nil {
		return nil, err
	}
	return r.Domain.Changes.Request(ctx, projectID, id)
}

// AddChangeRequestComment is the resolver for the addChangeRequestComment field.
func (r *mutationResolver) AddChangeRequestComment(ctx context.Context, projectID string, id int, text string) (*model.ChangeRequest, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	if err := r.Domain.Changes.AddComment(ctx, projectID, id, text); err != nil {
		return nil, err
	}
	return r.Domain.Changes.Request(ctx, projectID, id)
}

// SetChangeRequestState is the resolver for the setChangeRequestState field.
func (r *mutationResolver) SetChangeRequestState(ctx context.Context, projectID string, id int, state string, scheduledAt *time.Time, comment *string) (*model.ChangeRequest, error) {
	if err := requireStateMove(ctx, projectID, state); err != nil {
		return nil, err
	}
	err := r.Domain.Changes.SetState(ctx, projectID, id, changes.StateInput{State: state, ScheduledAt: scheduledAt, Comment: comment})
	if err != nil {
		return nil, err
	}
	return r.Domain.Changes.Request(ctx, projectID, id)
}

// ChangeRequestConfig is the resolver for the changeRequestConfig field.
func (r *queryResolver) ChangeRequestConfig(ctx context.Context, projectID string) ([]*model.ChangeRequestConfig, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Changes.Configs(ctx, projectID)
}

// ChangeRequest is the resolver for the changeRequest field.
func (r *queryResolver) ChangeRequest(ctx context.Context, projectID string, id int) (*model.ChangeRequest, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Changes.Request(ctx, projectID, id)
}

// ChangeRequests is the resolver for the changeRequests field.
func (r *queryResolver) ChangeRequests(ctx context.Context, projectID string, list *model.ChangeRequestList, feature *string, environment *string) ([]*model.ChangeRequest, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	l := model.ChangeRequestListAll
	if list != nil {
		l = *list
	}
	return r.Domain.Changes.Requests(ctx, projectID, changeRequestFilter(ctx, l, kernel.Deref(feature), kernel.Deref(environment)))
}

// ChangeRequestUpdated is the resolver for the changeRequestUpdated field.
func (r *subscriptionResolver) ChangeRequestUpdated(ctx context.Context, projectID string) (<-chan *model.ChangeRequest, error) {
	return r.streamChangeRequests(ctx, projectID)
}
