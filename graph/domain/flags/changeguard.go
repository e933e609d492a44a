package flags

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/changerequestconfig"
	"flagstone/graph/apperr"
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

// guardEnvironment refuses a direct change to the flags of environment env of project
// when its changes go through change requests.
func guardEnvironment(ctx context.Context, db *ent.Client, project, env string) error {
	if a, ok := ctx.Value(applyingKey{}).(applying); ok && a.project == project && a.environ == env {
		return nil
	}
	c, err := ChangeRequestConfigOf(ctx, db, project, env)
	if err != nil || !c.Enabled {
		return err
	}
	return apperr.New(apperr.KindChangeRequestRequired,
		"Environment %q of project %q needs a change request for this change: add it to a change request (POST /api/admin/projects/%s/environments/%s/change-requests)",
		env, project, project, env)
}

// guardProject refuses a change that touches a feature in every environment of project
// (an archive, a dependency) when any of them goes through change requests; applying a
// request of the project lets it through.
func guardProject(ctx context.Context, db *ent.Client, project string) error {
	if a, ok := ctx.Value(applyingKey{}).(applying); ok && a.project == project {
		return nil
	}
	c, err := db.ChangeRequestConfig.Query().Where(changerequestconfig.ProjectID(project),
		changerequestconfig.Enabled(true)).Order(ent.Asc(changerequestconfig.FieldEnvironmentID)).First(ctx)
	switch {
	case ent.IsNotFound(err):
		return nil
	case err != nil:
		return fmt.Errorf("read change request configuration of %q: %w", project, err)
	}
	return apperr.New(apperr.KindChangeRequestRequired,
		"Environment %q of project %q needs a change request for this change: add it to a change request (POST /api/admin/projects/%s/environments/%s/change-requests)",
		c.EnvironmentID, project, project, c.EnvironmentID)
}

// GuardEnvironments refuses a change to the flags of the given environments of project
// when one of them goes through change requests (an import writes several at once).
func GuardEnvironments(ctx context.Context, db *ent.Client, project string, envs ...string) error {
	for _, env := range envs {
		if err := guardEnvironment(ctx, db, project, env); err != nil {
			return err
		}
	}
	return nil
}
