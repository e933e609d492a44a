package changes

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"flagstone/ent"
	"flagstone/ent/changerequest"
	"flagstone/ent/changerequestchange"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// maxTitle and maxComment bound the texts of a request.
const (
	maxTitle   = 500
	maxComment = 5000
)

// AddChanges adds changes to the caller's draft for a project environment, creating the
// draft when there is none (change-request-created), and records change-added for each.
// Each change is checked now (its feature, action and payload) and the state of what it
// changes is kept, so applying can tell a change made since. A change of the same
// feature and action (and strategy, for strategy edits) replaces the one in the draft.
func (s *Service) AddChanges(ctx context.Context, project, env string, in []*model.ChangeInput) (int, error) {
	if len(in) == 0 {
		return 0, apperr.Validation("a change request needs at least one change")
	}
	uid, name, err := who(ctx)
	if err != nil {
		return 0, err
	}
	var id int
	err = s.Mutate(ctx, fmt.Sprintf("The change request of environment %q in project %q", env, project), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		cfg, err := flags.ChangeRequestConfigOf(ctx, tx.Client, project, env)
		if err != nil {
			return kernel.Change{}, err
		}
		if !cfg.Enabled {
			return kernel.Change{}, apperr.Validation("environment %q of project %q does not use change requests; change it directly", env, project)
		}
		cr, events, err := s.draftOf(ctx, tx, project, env, uid, name, cfg.RequiredApprovals)
		if err != nil {
			return kernel.Change{}, err
		}
		id = cr.ID
		for i, c := range in {
			ev, err := s.addChange(ctx, tx, cr, i, c, uid, name)
			if err != nil {
				return kernel.Change{}, err
			}
			events = append(events, ev)
		}
		n, err := tx.ChangeRequestChange.Query().Where(changerequestchange.ChangeRequestID(cr.ID)).Count(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("count changes: %w", err)
		}
		if n > maxChangesPerRequest {
			return kernel.Change{}, apperr.Validation("a change request holds at most %d changes", maxChangesPerRequest)
		}
		return kernel.Record(events...), touch(ctx, tx, cr, s.Now())
	})
	return id, err
}

// draftOf is the author's draft for the project environment, locked; a new one when there
// is none, with its change-request-created event.
func (s *Service) draftOf(ctx context.Context, tx *kernel.Tx, project, env string, uid int, name string, approvals int) (*ent.ChangeRequest, []kernel.Event, error) {
	cr, err := kernel.Locked(tx, tx.ChangeRequest.Query().Where(changerequest.ProjectID(project), changerequest.EnvironmentID(env),
		changerequest.CreatedByUserID(uid), changerequest.CreatedByName(name), changerequest.State(StateDraft))).
		Order(ent.Asc(changerequest.FieldID)).First(ctx)
	if err == nil {
		return cr, nil, nil
	}
	if !ent.IsNotFound(err) {
		return nil, nil, fmt.Errorf("find the draft: %w", err)
	}
	now := s.Now()
	cr, err = tx.ChangeRequest.Create().SetProjectID(project).SetEnvironmentID(env).SetState(StateDraft).
		SetMinApprovals(approvals).SetCreatedByUserID(uid).SetCreatedByName(name).
		SetCreatedAt(now).SetUpdatedAt(now).Save(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("create the draft: %w", err)
	}
	return cr, []kernel.Event{requestEvent(cr, "change-request-created", nil)}, nil
}

// addChange checks one change and adds it to the draft cr (replacing the one it
// supersedes), and returns its change-added event.
func (s *Service) addChange(ctx context.Context, tx *kernel.Tx, cr *ent.ChangeRequest, i int, c *model.ChangeInput, uid int, name string) (kernel.Event, error) {
	if c == nil {
		return kernel.Event{}, apperr.Validation("[%d] must be a change", i)
	}
	a, ok := actions[c.Action]
	if !ok {
		return kernel.Event{}, apperr.Validation("[%d].action %q is not one of %s", i, c.Action, strings.Join(actionNames(), ", "))
	}
	if strings.TrimSpace(c.Feature) == "" {
		return kernel.Event{}, apperr.Validation("[%d].feature is required", i)
	}
	payload, err := a.check(c.Payload)
	if err != nil {
		return kernel.Event{}, apperr.Validation("[%d].payload: %s", i, err.Error())
	}
	base, err := a.base(ctx, s.Flags, target{project: cr.ProjectID, env: cr.EnvironmentID, feature: c.Feature}, payload)
	if err != nil {
		return kernel.Event{}, err
	}
	if err := s.supersede(ctx, tx, cr.ID, c.Feature, c.Action, a, payload); err != nil {
		return kernel.Event{}, err
	}
	ch, err := tx.ChangeRequestChange.Create().SetChangeRequestID(cr.ID).SetFeature(c.Feature).SetAction(c.Action).
		SetPayload(payload).SetBase(base).SetCreatedByUserID(uid).SetCreatedByName(name).SetCreatedAt(s.Now()).Save(ctx)
	if err != nil {
		return kernel.Event{}, fmt.Errorf("add change: %w", err)
	}
	return requestEvent(cr, "change-added", map[string]any{"changeId": ch.ID, "feature": c.Feature,
		"action": c.Action, "payload": payload}), nil
}

// supersede removes the change of the request that the new one replaces, if any.
func (s *Service) supersede(ctx context.Context, tx *kernel.Tx, crID int, feature, action string, a action, payload json.RawMessage) error {
	if !a.replaces {
		return nil
	}
	olds, err := tx.ChangeRequestChange.Query().Where(changerequestchange.ChangeRequestID(crID),
		changerequestchange.Feature(feature), changerequestchange.Action(action)).All(ctx)
	if err != nil {
		return fmt.Errorf("find the change replaced: %w", err)
	}
	key := a.key(payload)
	for _, o := range olds {
		if a.key(o.Payload) != key {
			continue
		}
		if err := tx.ChangeRequestChange.DeleteOne(o).Exec(ctx); err != nil {
			return fmt.Errorf("replace change %d: %w", o.ID, err)
		}
	}
	return nil
}

// lockRequest reads a request of a project for a change, locked until tx ends.
func lockRequest(ctx context.Context, tx *kernel.Tx, project string, id int) (*ent.ChangeRequest, error) {
	return kernel.One(ctx, kernel.Locked(tx, tx.ChangeRequest.Query().Where(changerequest.ID(id),
		changerequest.ProjectID(project))).Only, "Change request %d in project %q", id, project)
}

// authorOf refuses a caller who did not write the request.
func authorOf(cr *ent.ChangeRequest, uid int, name string) error {
	if cr.CreatedByUserID != uid || cr.CreatedByName != name {
		return apperr.New(apperr.KindForbidden, "Only the author of change request %d can do this", cr.ID)
	}
	return nil
}

// DiscardChange removes one change from a request still being written or reviewed, by
// its author, and records change-discarded.
func (s *Service) DiscardChange(ctx context.Context, project string, id, changeID int) error {
	uid, name, err := who(ctx)
	if err != nil {
		return err
	}
	return s.Mutate(ctx, fmt.Sprintf("Change request %d", id), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		cr, err := lockRequest(ctx, tx, project, id)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := authorOf(cr, uid, name); err != nil {
			return kernel.Change{}, err
		}
		if cr.State != StateDraft && cr.State != StateInReview {
			return kernel.Change{}, apperr.Conflict("Change request %d is %s: its changes can no longer be discarded", id, cr.State)
		}
		ch, err := kernel.One(ctx, tx.ChangeRequestChange.Query().Where(changerequestchange.ID(changeID),
			changerequestchange.ChangeRequestID(id)).Only, "Change %d of change request %d", changeID, id)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := tx.ChangeRequestChange.DeleteOne(ch).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("discard change %d: %w", changeID, err)
		}
		return kernel.Record(requestEvent(cr, "change-discarded", map[string]any{"changeId": changeID,
			"feature": ch.Feature, "action": ch.Action})), touch(ctx, tx, cr, s.Now())
	})
}

// DiscardDraft deletes a draft, by its author, and records change-request-discarded.
func (s *Service) DiscardDraft(ctx context.Context, project string, id int) error {
	uid, name, err := who(ctx)
	if err != nil {
		return err
	}
	return s.Mutate(ctx, fmt.Sprintf("Change request %d", id), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		cr, err := lockRequest(ctx, tx, project, id)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := authorOf(cr, uid, name); err != nil {
			return kernel.Change{}, err
		}
		if cr.State != StateDraft {
			return kernel.Change{}, apperr.Conflict("Change request %d is %s: only a draft can be discarded; cancel it instead", id, cr.State)
		}
		if err := tx.ChangeRequest.DeleteOne(cr).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("discard change request %d: %w", id, err)
		}
		return kernel.Record(requestEvent(cr, "change-request-discarded", nil)), nil
	})
}

// SetTitle names a request, by its author, while it is open, and records change-edited
// (the contract has no event type of its own for a title).
func (s *Service) SetTitle(ctx context.Context, project string, id int, title string) error {
	title = strings.TrimSpace(title)
	if len(title) > maxTitle {
		return apperr.Validation("title must be at most %d characters", maxTitle)
	}
	uid, name, err := who(ctx)
	if err != nil {
		return err
	}
	return s.Mutate(ctx, fmt.Sprintf("Change request %d", id), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		cr, err := lockRequest(ctx, tx, project, id)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := authorOf(cr, uid, name); err != nil {
			return kernel.Change{}, err
		}
		if !slices.Contains(OpenStates, cr.State) {
			return kernel.Change{}, apperr.Conflict("Change request %d is %s: its title can no longer change", id, cr.State)
		}
		u := tx.ChangeRequest.UpdateOne(cr).SetUpdatedAt(s.Now())
		if title == "" {
			u.ClearTitle()
		} else {
			u.SetTitle(title)
		}
		if err := u.Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("set title: %w", err)
		}
		return kernel.Record(requestEvent(cr, "change-edited", map[string]any{"title": title})), nil
	})
}

// AddComment adds a comment to a request and records change-edited with the comment (the
// contract has no event type of its own for a comment).
func (s *Service) AddComment(ctx context.Context, project string, id int, text string) error {
	text = strings.TrimSpace(text)
	if text == "" || len(text) > maxComment {
		return apperr.Validation("text must be 1 to %d characters", maxComment)
	}
	uid, name, err := who(ctx)
	if err != nil {
		return err
	}
	return s.Mutate(ctx, fmt.Sprintf("Change request %d", id), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		cr, err := lockRequest(ctx, tx, project, id)
		if err != nil {
			return kernel.Change{}, err
		}
		if err := tx.ChangeRequestComment.Create().SetChangeRequestID(id).SetText(text).SetUserID(uid).
			SetUserName(name).SetCreatedAt(s.Now()).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("add comment: %w", err)
		}
		return kernel.Record(requestEvent(cr, "change-edited", map[string]any{"comment": text})), nil
	})
}

// touch marks a request as changed at now.
func touch(ctx context.Context, tx *kernel.Tx, cr *ent.ChangeRequest, now time.Time) error {
	if err := tx.ChangeRequest.UpdateOneID(cr.ID).SetUpdatedAt(now).Exec(ctx); err != nil {
		return fmt.Errorf("touch change request %d: %w", cr.ID, err)
	}
	return nil
}

// requestEvent is an event about request cr, its data carrying the request's id.
func requestEvent(cr *ent.ChangeRequest, typ string, data map[string]any) kernel.Event {
	if data == nil {
		data = map[string]any{}
	}
	data["changeRequestId"] = cr.ID
	data["state"] = cr.State
	return kernel.Event{Type: typ, Project: cr.ProjectID, Environment: cr.EnvironmentID, Data: data}
}
