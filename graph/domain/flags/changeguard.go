package flags

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/changerequestconfig"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
)

// The rule "this environment needs a change request" lives here, once, below both faces:
// every change of a feature's state, strategies or variants in an environment passes
// lockFeatureEnv, every archive archiveIn, every dependency change and every import
// guardProject or guardEnvironment, and each refuses when the project environment's
// changes go through change requests, unless the change is the application of an
// approved request (ApplyingChangeRequest).

// applying is the change request a context applies.
type applying struct {
	id               int
	project, environ string
}

type applyingKey struct{}

// ApplyingChangeRequest returns ctx under which the changes of change request id, to
// environment env of project, pass the guard: only the change requests area applying an
// approved request calls it.
func ApplyingChangeRequest(ctx context.Context, id int, project, env string) context.Context {
	return context.WithValue(ctx, applyingKey{}, applying{id: id, project: project, environ: env})
}

// ChangeRequestConfig is whether changes to a project environment's flags go through
// change requests, and how many approvals one needs.
type ChangeRequestConfig struct {
	Environment       string
	Enabled           bool
	RequiredApprovals int
}

// ChangeRequestConfigOf reads the change request configuration of a project environment;
// one never configured has them off.
func ChangeRequestConfigOf(ctx context.Context, db *ent.Client, project, env string) (ChangeRequestConfig, error) {
	c, err := db.ChangeRequestConfig.Query().Where(changerequestconfig.ProjectID(project),
		changerequestconfig.EnvironmentID(env)).Only(ctx)
	switch {
	case ent.IsNotFound(err):
		return ChangeRequestConfig{Environment: env, RequiredApprovals: 1}, nil
	case err != nil:
		return ChangeRequestConfig{}, fmt.Errorf("read change request configuration of %q in %q: %w", env, project, err)
	}
	return ChangeRequestConfig{Environment: env, Enabled: c.Enabled, RequiredApprovals: c.RequiredApprovals}, nil
}

// changeRules are the project environments whose changes go through change requests:
// per project, its environments with them on, in order.
type changeRules map[string][]string

// ChangeGuard holds the rules the guards apply, read again only when they may have
// changed (see kernel.Known): every change of a feature in an environment consults them,
// and before, each paid a statement for it. Its zero value is ready to use.
type ChangeGuard struct {
	rules kernel.Known[changeRules]
}

// Changed makes the guards of this process read the change request configuration again:
// the caller changed it. Call it once its transaction ended.
func (g *ChangeGuard) Changed() { g.rules.Changed() }

// known returns the rules, read in ctx's transaction when they may have changed.
func (g *ChangeGuard) known(ctx context.Context, k *kernel.Kernel) (changeRules, error) {
	return g.rules.Get(ctx, k, func(ctx context.Context) (changeRules, error) {
		cs, err := k.DB(ctx).ChangeRequestConfig.Query().Where(changerequestconfig.Enabled(true)).
			Order(ent.Asc(changerequestconfig.FieldEnvironmentID)).
			Select(changerequestconfig.FieldProjectID, changerequestconfig.FieldEnvironmentID).All(ctx)
		if err != nil {
			return nil, fmt.Errorf("read change request configuration: %w", err)
		}
		rules := changeRules{}
		for _, c := range cs {
			rules[c.ProjectID] = append(rules[c.ProjectID], c.EnvironmentID)
		}
		return rules, nil
	})
}

// environment refuses a direct change to the flags of environment env of project when
// its changes go through change requests.
func (g *ChangeGuard) environment(ctx context.Context, k *kernel.Kernel, project, env string) error {
	if a, ok := ctx.Value(applyingKey{}).(applying); ok && a.project == project && a.environ == env {
		return nil
	}
	rules, err := g.known(ctx, k)
	if err != nil || !slices.Contains(rules[project], env) {
		return err
	}
	return changeRequestRequired(project, env)
}

// project refuses a change that touches a feature in every environment of project (an
// archive, a dependency) when any of them goes through change requests; applying a
// request of the project lets it through.
func (g *ChangeGuard) project(ctx context.Context, k *kernel.Kernel, project string) error {
	if a, ok := ctx.Value(applyingKey{}).(applying); ok && a.project == project {
		return nil
	}
	rules, err := g.known(ctx, k)
	if err != nil || len(rules[project]) == 0 {
		return err
	}
	return changeRequestRequired(project, rules[project][0])
}

// changeRequestRequired is the refusal of a direct change to env of project.
func changeRequestRequired(project, env string) error {
	return apperr.New(apperr.KindChangeRequestRequired,
		"Environment %q of project %q needs a change request for this change: add it to a change request (POST /api/admin/projects/%s/environments/%s/change-requests)",
		env, project, project, env)
}

// GuardEnvironments refuses a change to the flags of the given environments of project
// when one of them goes through change requests (an import writes several at once). It
// is a function, not a method, to keep Service within the method budget.
func GuardEnvironments(ctx context.Context, s *Service, project string, envs ...string) error {
	for _, env := range envs {
		if err := s.Guard.environment(ctx, s.Kernel, project, env); err != nil {
			return err
		}
	}
	return nil
}
