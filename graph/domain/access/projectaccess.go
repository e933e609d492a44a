package access

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/project"
	"flagstone/ent/role"
	"flagstone/ent/roleassignment"
	"flagstone/ent/user"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// ProjectAccessOf lists who holds which project role in project, and the roles that can be
// granted there; users that are deleted no longer hold theirs.
func (s *Service) ProjectAccessOf(ctx context.Context, projectID string) (*model.ProjectAccess, error) {
	db := s.DB(ctx)
	if _, err := kernel.One(ctx, db.Project.Query().Where(project.ID(projectID)).Only, "Project %q", projectID); err != nil {
		return nil, err
	}
	roles, err := db.Role.Query().Where(role.Or(role.TypeEQ(role.TypeProject),
		role.And(role.TypeEQ(role.TypeCustom), role.Or(role.ProjectIsNil(), role.Project(projectID))))).
		Order(ent.Asc(role.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list project roles: %w", err)
	}
	as, err := db.RoleAssignment.Query().Where(roleassignment.Project(projectID), roleassignment.Or(
		roleassignment.GroupIDNotNil(), roleassignment.HasUserWith(user.DeletedAtIsNil()))).
		WithRole().WithUser().WithGroup().
		Order(ent.Asc(roleassignment.FieldUserID), ent.Asc(roleassignment.FieldGroupID), ent.Asc(roleassignment.FieldRoleID)).
		All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list access to project %q: %w", projectID, err)
	}
	out := &model.ProjectAccess{Roles: roles, Users: []*model.ProjectUserRole{}, Groups: []*model.ProjectGroupRole{}}
	for _, a := range as {
		switch {
		case a.Edges.User != nil:
			out.Users = append(out.Users, &model.ProjectUserRole{User: a.Edges.User, Role: a.Edges.Role})
		case a.Edges.Group != nil:
			out.Groups = append(out.Groups, &model.ProjectGroupRole{Group: a.Edges.Group, Role: a.Edges.Role})
		}
	}
	return out, nil
}
