package access

import (
	"context"
	"fmt"

	"flagstone/ent"
	"flagstone/ent/group"
	"flagstone/ent/groupmember"
	"flagstone/ent/predicate"
	"flagstone/ent/role"
	"flagstone/ent/roleassignment"
	"flagstone/ent/user"
	"flagstone/graph/auth"
	"flagstone/graph/model"
)

// MyRoles returns the caller's root roles (direct and through groups) and, when project is
// given, its roles in that project (direct and through groups). API tokens and an open
// instance answer with the Admin role.
func (s *Service) MyRoles(ctx context.Context, c *auth.Caller, project string) ([]*ent.Role, error) {
	db := s.DB(ctx)
	if c.Kind != auth.KindUser {
		return db.Role.Query().Where(role.ID(RoleAdmin)).All(ctx)
	}
	inMyGroups := group.HasMembersWith(groupmember.UserID(c.UserID))
	mine := []predicate.Role{role.HasUsersWith(user.ID(c.UserID)), role.HasGroupsWith(inMyGroups)}
	if project != "" {
		mine = append(mine, role.HasAssignmentsWith(roleassignment.Project(project), roleassignment.Or(
			roleassignment.UserID(c.UserID),
			roleassignment.HasGroupWith(inMyGroups),
		)))
	}
	rs, err := db.Role.Query().Where(role.Or(mine...)).Order(ent.Asc(role.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("load roles of user %d: %w", c.UserID, err)
	}
	return rs, nil
}

// MyPermissions returns every permission the caller holds: those of its root roles (direct and
// through groups) instance-wide, then those of its project roles (direct and through groups)
// with their project; each grant once, in that order, projects by name. API tokens and an open
// instance hold the Admin role's.
func (s *Service) MyPermissions(ctx context.Context, c *auth.Caller) ([]*model.PermissionGrant, error) {
	roots, err := s.MyRoles(ctx, c, "")
	if err != nil {
		return nil, err
	}
	var out []*model.PermissionGrant
	type key struct{ permission, project string }
	seen := map[key]bool{}
	grant := func(permission, project string) {
		if seen[key{permission, project}] {
			return
		}
		seen[key{permission, project}] = true
		g := &model.PermissionGrant{Permission: permission}
		if project != "" {
			g.Project = &project
		}
		out = append(out, g)
	}
	for _, r := range roots {
		for _, p := range r.Permissions {
			grant(p, "")
		}
	}
	if c.Kind != auth.KindUser {
		return out, nil
	}
	inMyGroups := group.HasMembersWith(groupmember.UserID(c.UserID))
	as, err := s.DB(ctx).RoleAssignment.Query().
		Where(roleassignment.Or(roleassignment.UserID(c.UserID), roleassignment.HasGroupWith(inMyGroups))).
		Order(ent.Asc(roleassignment.FieldProject), ent.Asc(roleassignment.FieldRoleID)).
		WithRole().All(ctx)
	if err != nil {
		return nil, fmt.Errorf("load project roles of user %d: %w", c.UserID, err)
	}
	for _, a := range as {
		for _, p := range a.Edges.Role.Permissions {
			grant(p, a.Project)
		}
	}
	return out, nil
}
