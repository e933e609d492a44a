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
