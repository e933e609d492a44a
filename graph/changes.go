package graph

import (
	"context"
	"encoding/json"
	"strings"

	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/changes"
	"flagstone/graph/model"
)

// changePermissions is the permission each action of a change request needs: the one its
// direct change needs.
var changePermissions = map[string]string{
	"updateEnabled":    auth.UpdateFeatureEnvironment,
	"addStrategy":      auth.UpdateFeatureEnvironment,
	"updateStrategy":   auth.UpdateFeatureEnvironment,
	"deleteStrategy":   auth.UpdateFeatureEnvironment,
	"reorderStrategy":  auth.UpdateFeatureEnvironment,
	"patchVariant":     auth.UpdateFeatureVariants,
	"archiveFeature":   auth.DeleteFeature,
	"addDependency":    auth.UpdateFeatureDependency,
	"deleteDependency": auth.UpdateFeatureDependency,
}

// requireChanges checks that the caller may make each change directly (an unknown action
// needs UPDATE_FEATURE_ENVIRONMENT, and the domain refuses it by name).
func requireChanges(ctx context.Context, project, env string, in []*model.ChangeInput) error {
	if _, err := auth.Authenticated(ctx); err != nil {
		return err
	}
	for _, c := range in {
		perm := auth.UpdateFeatureEnvironment
		if c != nil && changePermissions[c.Action] != "" {
			perm = changePermissions[c.Action]
		}
		if _, err := auth.Require(ctx, perm, project, env); err != nil {
			return err
		}
	}
	return nil
}

// requireStateMove checks the permission a move of a request to state needs: approving
// and rejecting need APPROVE_CHANGE_REQUEST, applying and scheduling APPLY_CHANGE_REQUEST;
// the other moves are the author's, which the domain checks.
func requireStateMove(ctx context.Context, project, state string) error {
	switch state {
	case changes.StateApproved, changes.StateRejected:
		_, err := auth.Require(ctx, auth.ApproveChangeRequest, project, "")
		return err
	case changes.StateApplied, changes.StateScheduled:
		_, err := auth.Require(ctx, auth.ApplyChangeRequest, project, "")
		return err
	}
	_, err := auth.Authenticated(ctx)
	return err
}

// changeRequestFilter is the domain's filter of a list of requests: another's drafts are
// never listed.
func changeRequestFilter(ctx context.Context, list model.ChangeRequestList, feature, env string) changes.Filter {
	f := changes.Filter{Feature: feature, Environment: env}
	if c := auth.FromContext(ctx); c != nil {
		id := c.AuditID()
		f.DraftsOf = &id
	}
	switch list {
	case model.ChangeRequestListOpen:
		f.States = changes.OpenStates
	case model.ChangeRequestListScheduled:
		f.States = []string{changes.StateScheduled}
	}
	return f
}

// streamChangeRequests sends the request each change-request event of the project is
// about, as it is when the event is read, following the event log as eventAdded does.
func (r *Resolver) streamChangeRequests(ctx context.Context, project string) (<-chan *model.ChangeRequest, error) {
	if _, err := r.Domain.Flags.Project(ctx, project); err != nil {
		return nil, err
	}
	events, err := r.streamEvents(ctx, project, "")
	if err != nil {
		return nil, err
	}
	out := make(chan *model.ChangeRequest)
	go func() {
		defer close(out)
		for e := range events {
			if !strings.HasPrefix(e.Type, "change-") {
				continue
			}
			var data struct {
				ID int `json:"changeRequestId"`
			}
			if json.Unmarshal(e.Data, &data) != nil || data.ID == 0 {
				continue
			}
			cr, err := r.Domain.Changes.Request(ctx, project, data.ID)
			if apperr.Is(err, apperr.KindNotFound) {
				continue // a draft discarded since
			}
			if err != nil {
				return
			}
			select {
			case out <- cr:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}
