// Package changes owns change requests: per project environment, whether changes to its
// flags go through requests; the requests themselves (a draft per author, review,
// approvals, rejections, comments); and applying them, at once or at a scheduled time,
// through the flags area, which refuses the same changes made directly (see
// flags.ApplyingChangeRequest).
package changes

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/changerequestconfig"
	"flagstone/ent/projectenvironment"
	"flagstone/graph/apperr"
	"flagstone/graph/auth"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// The states of a request, as Unleash names them.
const (
	StateDraft     = "Draft"
	StateInReview  = "In review"
	StateApproved  = "Approved"
	StateApplied   = "Applied"
	StateCancelled = "Cancelled"
	StateRejected  = "Rejected"
	StateScheduled = "Scheduled"
)

// OpenStates are the states of a request not yet closed.
var OpenStates = []string{StateDraft, StateInReview, StateApproved, StateScheduled}

// The schedule statuses of a scheduled request.
const (
	SchedulePending = "pending"
	ScheduleFailed  = "failed"
)

// maxApprovals bounds requiredApprovals.
const maxApprovals = 10

// maxChangesPerRequest bounds the changes one request holds, as every list is bounded.
const maxChangesPerRequest = 500

// Service is the change requests area over one kernel.
type Service struct {
	*kernel.Kernel
	// Flags applies the changes and holds the rule that refuses them made directly.
	Flags *flags.Service
}

// Configs lists, for each environment of a project, whether its changes go through
// change requests and how many approvals one needs.
func (s *Service) Configs(ctx context.Context, project string) ([]*model.ChangeRequestConfig, error) {
	if _, err := s.Flags.Project(ctx, project); err != nil {
		return nil, err
	}
	db := s.DB(ctx)
	pes, err := db.ProjectEnvironment.Query().Where(projectenvironment.ProjectID(project)).
		WithEnvironment().All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list environments of %q: %w", project, err)
	}
	cs, err := db.ChangeRequestConfig.Query().Where(changerequestconfig.ProjectID(project)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list change request configuration of %q: %w", project, err)
	}
	byEnv := map[string]*ent.ChangeRequestConfig{}
	for _, c := range cs {
		byEnv[c.EnvironmentID] = c
	}
	out := make([]*model.ChangeRequestConfig, 0, len(pes))
	for _, pe := range pes {
		c := &model.ChangeRequestConfig{Environment: pe.EnvironmentID, RequiredApprovals: 1}
		if e := pe.Edges.Environment; e != nil {
			c.Type = e.Type
		}
		if rc := byEnv[pe.EnvironmentID]; rc != nil {
			c.ChangeRequestEnabled, c.RequiredApprovals = rc.Enabled, rc.RequiredApprovals
		}
		out = append(out, c)
	}
	return out, nil
}

// SetConfig turns change requests on or off for a project environment and sets how many
// approvals a request needs (unchanged when nil), and records
// change-request-configuration-updated. Requests already open keep their own count.
func (s *Service) SetConfig(ctx context.Context, project, env string, enabled bool, approvals *int) error {
	if approvals != nil && (*approvals < 1 || *approvals > maxApprovals) {
		return apperr.Validation("requiredApprovals must be between 1 and %d", maxApprovals)
	}
	// Whatever the outcome, the guards of this process read the configuration again.
	defer s.Flags.Guard.Changed()
	return s.Mutate(ctx, fmt.Sprintf("Environment %q of project %q", env, project), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		if _, err := kernel.One(ctx, kernel.Shared(tx, tx.ProjectEnvironment.Query().Where(projectenvironment.ProjectID(project),
			projectenvironment.EnvironmentID(env))).Only, "Environment %q in project %q", env, project); err != nil {
			return kernel.Change{}, err
		}
		before, err := flags.ChangeRequestConfigOf(ctx, tx.Client, project, env)
		if err != nil {
			return kernel.Change{}, err
		}
		n := before.RequiredApprovals
		if approvals != nil {
			n = *approvals
		}
		err = tx.ChangeRequestConfig.Create().SetProjectID(project).SetEnvironmentID(env).SetEnabled(enabled).
			SetRequiredApprovals(n).OnConflictColumns(changerequestconfig.FieldProjectID, changerequestconfig.FieldEnvironmentID).
			UpdateNewValues().Exec(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("save change request configuration: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "change-request-configuration-updated", Project: project, Environment: env,
			Data:    map[string]any{"changeRequestsEnabled": enabled, "requiredApprovals": n},
			PreData: map[string]any{"changeRequestsEnabled": before.Enabled, "requiredApprovals": before.RequiredApprovals}}), nil
	})
}

// who is the caller as requests record it: its audit id and name.
func who(ctx context.Context) (int, string, error) {
	c, err := auth.Authenticated(ctx)
	if err != nil {
		return 0, "", err
	}
	return c.AuditID(), c.Name, nil
}
