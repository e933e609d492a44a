package changes

import (
	"context"
	"errors"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/changerequest"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
)

// maxDuePerRun bounds the requests one run applies; the next run takes the rest.
const maxDuePerRun = 100

// ApplyScheduled applies the scheduled requests whose time has come, each as Apply does,
// as the job runner runs it: in the runner's transaction, which holds the job's lease, so
// one server process at a time does it, and the request's state guard (Scheduled →
// Applied) makes a request applied once. A request that cannot be applied (a conflict,
// a change the flags area refuses) stays Scheduled with its schedule failed and the
// reason, and records change-request-scheduled-application-failure; one applied records
// change-request-scheduled-application-success.
func (s *Service) ApplyScheduled(ctx context.Context) error {
	if ent.TxFromContext(ctx) == nil {
		return errors.New("apply scheduled change requests: must run in the job runner's transaction")
	}
	due, err := s.DB(ctx).ChangeRequest.Query().Where(changerequest.State(StateScheduled),
		changerequest.ScheduleStatus(SchedulePending), changerequest.ScheduledAtLTE(s.Now())).
		Order(ent.Asc(changerequest.FieldScheduledAt), ent.Asc(changerequest.FieldID)).Limit(maxDuePerRun).IDs(ctx)
	if err != nil {
		return fmt.Errorf("find due change requests: %w", err)
	}
	for _, id := range due {
		if err := s.applyScheduled(ctx, id); err != nil {
			return err
		}
	}
	return nil
}

// applyScheduled applies one due request inside a savepoint of the runner's transaction,
// so a refusal undoes its partial writes alone and is recorded on the request.
func (s *Service) applyScheduled(ctx context.Context, id int) error {
	tx := ent.TxFromContext(ctx).Client()
	if _, err := tx.ExecContext(ctx, "SAVEPOINT change_request"); err != nil {
		return fmt.Errorf("savepoint: %w", err)
	}
	err := s.Mutate(kernel.WithEventNote(ctx, "changeRequestId", id), fmt.Sprintf("Change request %d", id),
		func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
			cr, err := kernel.One(ctx, kernel.Locked(tx, tx.ChangeRequest.Query().Where(changerequest.ID(id))).Only, "Change request %d", id)
			if err != nil {
				return kernel.Change{}, err
			}
			if cr.State != StateScheduled || cr.ScheduleStatus == nil || *cr.ScheduleStatus != SchedulePending {
				return kernel.Unchanged(), nil // applied, failed or cancelled since it was found
			}
			events, err := s.applyIn(ctx, tx, cr, nil)
			if err != nil {
				return kernel.Change{}, err
			}
			return kernel.Record(append(events, requestEvent(cr, "change-request-scheduled-application-success", nil))...), nil
		})
	if err == nil {
		_, err = tx.ExecContext(ctx, "RELEASE SAVEPOINT change_request")
		return err
	}
	if _, rerr := tx.ExecContext(ctx, "ROLLBACK TO SAVEPOINT change_request"); rerr != nil {
		return errors.Join(err, fmt.Errorf("rollback to savepoint: %w", rerr))
	}
	var ae *apperr.Error
	if !errors.As(err, &ae) {
		return err // a store fault: the run fails, and the next one tries again
	}
	return s.failSchedule(ctx, id, ae.Message)
}

// failSchedule records on a scheduled request why it could not be applied.
func (s *Service) failSchedule(ctx context.Context, id int, reason string) error {
	if len(reason) > 2000 {
		reason = reason[:2000]
	}
	return s.Mutate(kernel.WithEventNote(ctx, "changeRequestId", id), fmt.Sprintf("Change request %d", id),
		func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
			cr, err := kernel.One(ctx, kernel.Locked(tx, tx.ChangeRequest.Query().Where(changerequest.ID(id))).Only, "Change request %d", id)
			if err != nil {
				return kernel.Change{}, err
			}
			if err := tx.ChangeRequest.UpdateOne(cr).SetScheduleStatus(ScheduleFailed).SetFailureReason(reason).
				SetUpdatedAt(s.Now()).Exec(ctx); err != nil {
				return kernel.Change{}, fmt.Errorf("record the failure of change request %d: %w", id, err)
			}
			return kernel.Record(requestEvent(cr, "change-request-scheduled-application-failure",
				map[string]any{"failureReason": reason})), nil
		})
}
