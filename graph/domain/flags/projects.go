package flags

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/environment"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/project"
	"flagstone/ent/projectenvironment"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// DefaultProject is the project every instance starts with; it cannot be deleted.
const DefaultProject = "default"

// Projects lists every project by id.
func (s *Service) Projects(ctx context.Context) ([]*ent.Project, error) {
	ps, err := s.DB(ctx).Project.Query().Order(ent.Asc(project.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list projects: %w", err)
	}
	return ps, nil
}

// Project returns one project.
func (s *Service) Project(ctx context.Context, id string) (*ent.Project, error) {
	return kernel.One(ctx, s.DB(ctx).Project.Query().Where(project.ID(id)).Only, "Project %q", id)
}

// lockProject reads a project for a change of it or of what it holds, locked until tx ends.
func lockProject(ctx context.Context, tx *kernel.Tx, id string) (*ent.Project, error) {
	return kernel.One(ctx, kernel.Locked(tx, tx.Project.Query().Where(project.ID(id))).Only, "Project %q", id)
}

// CreateProject creates a project with the instance's enabled environments, as the
// reference does, and records project-created.
func (s *Service) CreateProject(ctx context.Context, in model.CreateProjectInput) (*ent.Project, error) {
	if err := kernel.CheckName("id", in.ID, kernel.MaxIDLen); err != nil {
		return nil, err
	}
	name := in.ID
	if n := kernel.Trimmed(in.Name.Value()); n != nil {
		name = *n
	}
	if err := checkProjectText(&name, in.Description.Value()); err != nil {
		return nil, err
	}
	var created *ent.Project
	err := s.Mutate(ctx, fmt.Sprintf("Project %q", in.ID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		p, err := tx.Project.Create().SetID(in.ID).SetName(name).
			SetNillableDescription(in.Description.Value()).
			SetCreatedAt(s.Now()).SetUpdatedAt(s.Now()).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create project: %w", err)
		}
		envs, err := tx.Environment.Query().Where(environment.Enabled(true)).IDs(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("list enabled environments: %w", err)
		}
		builders := make([]*ent.ProjectEnvironmentCreate, len(envs))
		for i, env := range envs {
			builders[i] = tx.ProjectEnvironment.Create().SetProjectID(p.ID).SetEnvironmentID(env)
		}
		if err := tx.ProjectEnvironment.CreateBulk(builders...).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("add environments to project: %w", err)
		}
		created = p
		return kernel.Record(kernel.Event{Type: "project-created", Project: p.ID, Data: projectData(p)}), nil
	})
	return created, err
}

// UpdateProject changes the given fields of a project and records project-updated.
func (s *Service) UpdateProject(ctx context.Context, id string, in model.UpdateProjectInput) (*ent.Project, error) {
	name, nameSet := in.Name.ValueOK()
	if nameSet && kernel.Trimmed(name) == nil {
		return nil, apperr.Validation("name cannot be empty")
	}
	if err := checkProjectText(name, in.Description.Value()); err != nil {
		return nil, err
	}
	var updated *ent.Project
	err := s.Mutate(ctx, fmt.Sprintf("Project %q", id), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockProject(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		upd := tx.Project.UpdateOne(before).SetUpdatedAt(s.Now())
		if nameSet {
			upd.SetName(*kernel.Trimmed(name))
		}
		if d, set := in.Description.ValueOK(); set {
			upd.SetNillableDescription(d)
			if d == nil {
				upd.ClearDescription()
			}
		}
		p, err := upd.Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("update project %q: %w", id, err)
		}
		updated = p
		return kernel.Record(kernel.Event{Type: "project-updated", Project: id, Data: projectData(p), PreData: projectData(before)}), nil
	})
	return updated, err
}

// DeleteProject deletes a project that holds no features and records project-deleted.
func (s *Service) DeleteProject(ctx context.Context, id string) error {
	if id == DefaultProject {
		return apperr.Validation("id: the default project cannot be deleted")
	}
	return s.Mutate(ctx, fmt.Sprintf("Project %q", id), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockProject(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		n, err := tx.Feature.Query().Where(feature.ProjectID(id)).Count(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("count features of %q: %w", id, err)
		}
		if n > 0 {
			return kernel.Change{}, apperr.Validation("project %q still holds %d features (archived ones included); delete them first", id, n)
		}
		if err := tx.Project.DeleteOne(before).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete project %q: %w", id, err)
		}
		return kernel.Record(kernel.Event{Type: "project-deleted", Project: id, PreData: projectData(before)}), nil
	})
}

func checkProjectText(name, description *string) error {
	if err := kernel.CheckLen("name", name, kernel.MaxIDLen); err != nil {
		return err
	}
	return kernel.CheckLen("description", description, kernel.MaxDescLen)
}

// projectData is what project events record.
func projectData(p *ent.Project) map[string]any {
	return map[string]any{"id": p.ID, "name": p.Name, "description": p.Description}
}

// Environments lists every environment by sort order and name.
func (s *Service) Environments(ctx context.Context) ([]*ent.Environment, error) {
	es, err := s.DB(ctx).Environment.Query().
		Order(ent.Asc(environment.FieldSortOrder), ent.Asc(environment.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list environments: %w", err)
	}
	return es, nil
}

// CreateEnvironment creates an environment and records environment-created.
func (s *Service) CreateEnvironment(ctx context.Context, in model.CreateEnvironmentInput) (*ent.Environment, error) {
	if err := kernel.CheckName("name", in.Name, kernel.MaxIDLen); err != nil {
		return nil, err
	}
	if err := kernel.CheckName("type", in.Type, kernel.MaxIDLen); err != nil {
		return nil, err
	}
	var created *ent.Environment
	err := s.Mutate(ctx, fmt.Sprintf("Environment %q", in.Name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		e, err := tx.Environment.Create().SetID(in.Name).SetType(in.Type).
			SetNillableEnabled(in.Enabled.Value()).SetNillableSortOrder(in.SortOrder.Value()).
			SetCreatedAt(s.Now()).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create environment: %w", err)
		}
		created = e
		return kernel.Record(kernel.Event{Type: "environment-created", Environment: e.ID, Data: environmentData(e)}), nil
	})
	return created, err
}

// SetEnvironmentEnabled turns an environment on or off for the whole instance and records
// environment-updated; setting the state it already has changes and records nothing, as the
// reference answers such a toggle with a plain 204.
func (s *Service) SetEnvironmentEnabled(ctx context.Context, name string, enabled bool) (*ent.Environment, error) {
	var updated *ent.Environment
	err := s.Mutate(ctx, fmt.Sprintf("Environment %q", name), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := kernel.One(ctx, kernel.Locked(tx, tx.Environment.Query().Where(environment.ID(name))).Only, "Environment %q", name)
		if err != nil {
			return kernel.Change{}, err
		}
		if updated = before; before.Enabled == enabled {
			return kernel.Unchanged(), nil
		}
		if updated, err = tx.Environment.UpdateOne(before).SetEnabled(enabled).Save(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("set environment %q enabled: %w", name, err)
		}
		return kernel.Record(kernel.Event{Type: "environment-updated", Environment: name,
			Data: environmentData(updated), PreData: environmentData(before)}), nil
	})
	return updated, err
}

// environmentData is an environment as its events carry it.
func environmentData(e *ent.Environment) map[string]any {
	return map[string]any{"name": e.ID, "type": e.Type, "enabled": e.Enabled, "protected": e.Protected, "sortOrder": e.SortOrder}
}

// AddProjectEnvironment enables an environment in a project, gives the project's features
// a (disabled) state there, and records project-environment-added.
func (s *Service) AddProjectEnvironment(ctx context.Context, projectID, env string) (*ent.Project, error) {
	var p *ent.Project
	err := s.Mutate(ctx, fmt.Sprintf("Environment %q in project %q", env, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		var err error
		if p, err = lockProject(ctx, tx, projectID); err != nil {
			return kernel.Change{}, err
		}
		if err := environmentTurnedOn(ctx, tx, env); err != nil {
			return kernel.Change{}, err
		}
		err = tx.ProjectEnvironment.Create().SetProjectID(projectID).SetEnvironmentID(env).Exec(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("add environment: %w", err)
		}
		if err := addFeatureEnvironments(ctx, tx, projectID, env); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(kernel.Event{Type: "project-environment-added", Project: projectID,
			Environment: env, Data: map[string]any{"environment": env}}), nil
	})
	return p, err
}

// environmentTurnedOn refuses an environment that does not exist (NotFound) or is turned
// off for the instance (Validation): as in the reference, a project can enable only an
// environment that is on.
func environmentTurnedOn(ctx context.Context, tx *kernel.Tx, env string) error {
	e, err := kernel.One(ctx, tx.Environment.Query().Where(environment.ID(env)).Only, "Environment %q", env)
	if err != nil {
		return err
	}
	if !e.Enabled {
		return apperr.Validation("environment: %q is turned off for the instance; turn it on before enabling it in a project", env)
	}
	return nil
}

// EnvironmentExists refuses an environment that does not exist with NotFound.
func EnvironmentExists(ctx context.Context, db *ent.Client, env string) error {
	ok, err := db.Environment.Query().Where(environment.ID(env)).Exist(ctx)
	if err != nil {
		return fmt.Errorf("find environment %q: %w", env, err)
	}
	if !ok {
		return apperr.NotFound("Environment %q does not exist", env)
	}
	return nil
}

// addFeatureEnvironments gives every feature of the project a disabled state in env.
func addFeatureEnvironments(ctx context.Context, tx *kernel.Tx, projectID, env string) error {
	ids, err := tx.Feature.Query().Where(feature.ProjectID(projectID)).IDs(ctx)
	if err != nil {
		return fmt.Errorf("list features of %q: %w", projectID, err)
	}
	builders := make([]*ent.FeatureEnvironmentCreate, len(ids))
	for i, id := range ids {
		builders[i] = tx.FeatureEnvironment.Create().SetFeatureID(id).SetEnvironmentID(env)
	}
	if err := store.CreateBulk(ctx, featureenvironment.Columns, builders, tx.FeatureEnvironment.CreateBulk); err != nil {
		return fmt.Errorf("add feature environments: %w", err)
	}
	return nil
}

// RemoveProjectEnvironment disables an environment in a project, removing its features'
// state there, and records project-environment-removed. The last environment stays.
func (s *Service) RemoveProjectEnvironment(ctx context.Context, projectID, env string) (*ent.Project, error) {
	var p *ent.Project
	err := s.Mutate(ctx, fmt.Sprintf("Environment %q in project %q", env, projectID), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		var err error
		if p, err = lockProject(ctx, tx, projectID); err != nil {
			return kernel.Change{}, err
		}
		inProject := projectenvironment.ProjectID(projectID)
		n, err := tx.ProjectEnvironment.Delete().Where(inProject, projectenvironment.EnvironmentID(env)).Exec(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("remove environment: %w", err)
		}
		if n == 0 {
			return kernel.Change{}, apperr.NotFound("Environment %q is not enabled in project %q", env, projectID)
		}
		if left, err := tx.ProjectEnvironment.Query().Where(inProject).Exist(ctx); err != nil || !left {
			return kernel.Change{}, kernel.ErrOr(err, apperr.Validation("environment: %q is the last environment of project %q and cannot be removed", env, projectID))
		}
		_, err = tx.FeatureEnvironment.Delete().Where(featureenvironment.EnvironmentID(env),
			featureenvironment.HasFeatureWith(feature.ProjectID(projectID))).Exec(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("remove feature environments: %w", err)
		}
		return kernel.Record(kernel.Event{Type: "project-environment-removed", Project: projectID,
			Environment: env, Data: map[string]any{"environment": env}}), nil
	})
	return p, err
}
