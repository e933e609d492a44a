package changes

import (
	"context"
	"fmt"
	"slices"
	"time"

	"flagstone/ent"
	"flagstone/ent/changerequest"
	"flagstone/ent/changerequestchange"
	"flagstone/ent/changerequestreview"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
)

// StateInput is a move of a request to another state.
type StateInput struct {
	State string
	// ScheduledAt is when a Scheduled request is applied.
	ScheduledAt *time.Time
	// Comment, when set, is added with an approval or a rejection.
	Comment *string
}

// SetState moves a request to another state, by the rules of review, and records the
// move as an event:
//   - Draft → In review, by the author, with at least one change (change-request-sent-to-review);
//   - In review → Approved, by a reviewer who is not the author: each distinct reviewer
//     counts once, and the request is Approved when minApprovals have approved
//     (change-request-approval-added, then change-request-approved);
//   - In review, Approved or Scheduled → Rejected, by a reviewer who is not the author;
//   - any open state → Cancelled, by the author (change-request-cancelled);
//   - Approved or Scheduled → Applied: every change is applied in one transaction, or
//     none when one conflicts with a change made since it was added (see Apply);
//   - Approved or Scheduled → Scheduled at a future time (change-request-scheduled).
//
// Who may approve, reject, apply or schedule is checked by the caller (the resolver)
// against the permissions; the rules above are the ones about people and states.
func (s *Service) SetState(ctx context.Context, project string, id int, in StateInput) error {
	switch in.State {
	case StateApplied:
		return s.Apply(ctx, project, id)
	case StateInReview, StateApproved, StateRejected, StateCancelled, StateScheduled:
	default:
		return apperr.Validation("state must be one of %q, %q, %q, %q, %q or %q", StateInReview, StateApproved,
			StateRejected, StateCancelled, StateApplied, StateScheduled)
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
		var events []kernel.Event
		switch in.State {
		case StateInReview:
			events, err = s.toReview(ctx, tx, cr, uid, name)
		case StateApproved:
			events, err = s.approve(ctx, tx, cr, uid, name)
		case StateRejected:
			events, err = s.reject(ctx, tx, cr, uid, name)
		case StateCancelled:
			events, err = s.cancel(ctx, tx, cr, uid, name)
		case StateScheduled:
			events, err = s.schedule(ctx, tx, cr, in.ScheduledAt)
		}
		if err != nil {
			return kernel.Change{}, err
		}
		if in.Comment != nil && *in.Comment != "" && (in.State == StateApproved || in.State == StateRejected) {
			if err := tx.ChangeRequestComment.Create().SetChangeRequestID(id).SetText(*in.Comment).SetUserID(uid).
				SetUserName(name).SetCreatedAt(s.Now()).Exec(ctx); err != nil {
				return kernel.Change{}, fmt.Errorf("add comment: %w", err)
			}
		}
		return kernel.Record(events...), nil
	})
}

// move sets the state of cr, which must be one of from: a row-level guard, so of two
// transactions that read the same state only one moves it.
func (s *Service) move(ctx context.Context, tx *kernel.Tx, cr *ent.ChangeRequest, to string, from ...string) error {
	if !slices.Contains(from, cr.State) {
		return apperr.Conflict("Change request %d is %s: it cannot become %s", cr.ID, cr.State, to)
	}
	n, err := tx.ChangeRequest.Update().Where(changerequest.ID(cr.ID), changerequest.StateIn(from...)).
		SetState(to).SetUpdatedAt(s.Now()).Save(ctx)
	if err != nil {
		return fmt.Errorf("move change request %d to %s: %w", cr.ID, to, err)
	}
	if n != 1 {
		return apperr.Conflict("Change request %d was changed by another request at the same time; try again", cr.ID)
	}
	cr.State = to
	return nil
}

func (s *Service) toReview(ctx context.Context, tx *kernel.Tx, cr *ent.ChangeRequest, uid int, name string) ([]kernel.Event, error) {
	if err := authorOf(cr, uid, name); err != nil {
		return nil, err
	}
	n, err := tx.ChangeRequestChange.Query().Where(changerequestchange.ChangeRequestID(cr.ID)).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count changes: %w", err)
	}
	if n == 0 {
		return nil, apperr.Validation("change request %d has no changes to review", cr.ID)
	}
	if err := s.move(ctx, tx, cr, StateInReview, StateDraft); err != nil {
		return nil, err
	}
	return []kernel.Event{requestEvent(cr, "change-request-sent-to-review", nil)}, nil
}

// approve adds the caller's approval and approves the request when enough distinct
// reviewers have. The request row is locked, so approvals take turns, and the unique
// (request, reviewer) index counts each reviewer once.
func (s *Service) approve(ctx context.Context, tx *kernel.Tx, cr *ent.ChangeRequest, uid int, name string) ([]kernel.Event, error) {
	if cr.CreatedByUserID == uid && cr.CreatedByName == name {
		return nil, apperr.New(apperr.KindForbidden, "The author of change request %d cannot approve it", cr.ID)
	}
	if cr.State != StateInReview {
		return nil, apperr.Conflict("Change request %d is %s: only a request in review can be approved", cr.ID, cr.State)
	}
	done, err := tx.ChangeRequestReview.Query().Where(changerequestreview.ChangeRequestID(cr.ID), changerequestreview.UserID(uid)).Exist(ctx)
	if err != nil {
		return nil, fmt.Errorf("find review: %w", err)
	}
	if done {
		return nil, apperr.Conflict("You have reviewed change request %d already", cr.ID)
	}
	if err := tx.ChangeRequestReview.Create().SetChangeRequestID(cr.ID).SetUserID(uid).SetUserName(name).
		SetDecision("approved").SetCreatedAt(s.Now()).Exec(ctx); err != nil {
		return nil, fmt.Errorf("add approval: %w", err)
	}
	n, err := tx.ChangeRequestReview.Query().Where(changerequestreview.ChangeRequestID(cr.ID),
		changerequestreview.Decision("approved")).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count approvals: %w", err)
	}
	events := []kernel.Event{requestEvent(cr, "change-request-approval-added", map[string]any{"approvals": n})}
	if n < cr.MinApprovals {
		return events, nil
	}
	if err := s.move(ctx, tx, cr, StateApproved, StateInReview); err != nil {
		return nil, err
	}
	return append(events, requestEvent(cr, "change-request-approved", map[string]any{"approvals": n})), nil
}

func (s *Service) reject(ctx context.Context, tx *kernel.Tx, cr *ent.ChangeRequest, uid int, name string) ([]kernel.Event, error) {
	if cr.CreatedByUserID == uid && cr.CreatedByName == name {
		return nil, apperr.New(apperr.KindForbidden, "The author of change request %d cannot reject it; cancel it instead", cr.ID)
	}
	if err := s.move(ctx, tx, cr, StateRejected, StateInReview, StateApproved, StateScheduled); err != nil {
		return nil, err
	}
	_, err := tx.ChangeRequestReview.Delete().Where(changerequestreview.ChangeRequestID(cr.ID), changerequestreview.UserID(uid)).Exec(ctx)
	if err == nil {
		err = tx.ChangeRequestReview.Create().SetChangeRequestID(cr.ID).SetUserID(uid).SetUserName(name).
			SetDecision("rejected").SetCreatedAt(s.Now()).Exec(ctx)
	}
	if err != nil {
		return nil, fmt.Errorf("add rejection: %w", err)
	}
	return []kernel.Event{requestEvent(cr, "change-request-rejected", nil)}, nil
}

func (s *Service) cancel(ctx context.Context, tx *kernel.Tx, cr *ent.ChangeRequest, uid int, name string) ([]kernel.Event, error) {
	if err := authorOf(cr, uid, name); err != nil {
		return nil, err
	}
	if err := s.move(ctx, tx, cr, StateCancelled, OpenStates...); err != nil {
		return nil, err
	}
	return []kernel.Event{requestEvent(cr, "change-request-cancelled", nil)}, nil
}

func (s *Service) schedule(ctx context.Context, tx *kernel.Tx, cr *ent.ChangeRequest, at *time.Time) ([]kernel.Event, error) {
	if at == nil {
		return nil, apperr.Validation("scheduledAt is required to schedule a change request")
	}
	if !at.After(s.Now()) {
		return nil, apperr.Validation("scheduledAt must be in the future")
	}
	if err := s.move(ctx, tx, cr, StateScheduled, StateApproved, StateScheduled); err != nil {
		return nil, err
	}
	if err := tx.ChangeRequest.UpdateOneID(cr.ID).SetScheduledAt(at.UTC()).SetScheduleStatus(SchedulePending).
		ClearFailureReason().Exec(ctx); err != nil {
		return nil, fmt.Errorf("schedule change request %d: %w", cr.ID, err)
	}
	return []kernel.Event{requestEvent(cr, "change-request-scheduled", map[string]any{"scheduledAt": at.UTC()})}, nil
}

// Apply applies an Approved (or Scheduled) request now: every change through the flags
// area, in one transaction with their events and the request's change-request-applied,
// recorded as the caller with the request's id in each event's data. A change whose
// target changed since it was added refuses the whole request (Conflict), which stays
// as it was.
func (s *Service) Apply(ctx context.Context, project string, id int) error {
	uid, _, err := who(ctx)
	if err != nil {
		return err
	}
	return s.Mutate(kernel.WithEventNote(ctx, "changeRequestId", id), fmt.Sprintf("Change request %d", id),
		func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
			cr, err := lockRequest(ctx, tx, project, id)
			if err != nil {
				return kernel.Change{}, err
			}
			events, err := s.applyIn(ctx, tx, cr, &uid)
			return kernel.Record(events...), err
		})
}

// applyIn applies the locked request cr in tx and returns its events.
func (s *Service) applyIn(ctx context.Context, tx *kernel.Tx, cr *ent.ChangeRequest, applier *int) ([]kernel.Event, error) {
	if cr.State != StateApproved && cr.State != StateScheduled {
		return nil, apperr.Conflict("Change request %d is %s: only an approved request can be applied", cr.ID, cr.State)
	}
	changes, err := tx.ChangeRequestChange.Query().Where(changerequestchange.ChangeRequestID(cr.ID)).
		Order(ent.Asc(changerequestchange.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list changes: %w", err)
	}
	actx := flags.ApplyingChangeRequest(ctx, cr.ID, cr.ProjectID, cr.EnvironmentID)
	for _, c := range changes {
		t := target{project: cr.ProjectID, env: cr.EnvironmentID, feature: c.Feature}
		conflict, err := conflictOf(actx, s.Flags, t, c)
		if err != nil {
			return nil, err
		}
		if conflict != "" {
			return nil, apperr.Conflict("Change request %d conflicts with a change made since it was reviewed, and was not applied: %s", cr.ID, conflict)
		}
		if err := actions[c.Action].apply(actx, s.Flags, t, c.Payload); err != nil {
			return nil, fmt.Errorf("change %d (%s of %q): %w", c.ID, c.Action, c.Feature, err)
		}
	}
	from := cr.State
	if err := s.move(ctx, tx, cr, StateApplied, StateApproved, StateScheduled); err != nil {
		return nil, err
	}
	u := tx.ChangeRequest.UpdateOneID(cr.ID).SetAppliedAt(s.Now()).SetNillableAppliedByUserID(applier)
	if from == StateScheduled {
		u.SetScheduleStatus("applied")
	}
	if err := u.Exec(ctx); err != nil {
		return nil, fmt.Errorf("mark change request %d applied: %w", cr.ID, err)
	}
	return []kernel.Event{requestEvent(cr, "change-request-applied", map[string]any{"changes": len(changes)})}, nil
}
