package access

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"flagstone/ent"
	"flagstone/ent/group"
	"flagstone/ent/groupmember"
	"flagstone/ent/project"
	"flagstone/ent/role"
	"flagstone/ent/roleassignment"
	"flagstone/ent/user"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
	"flagstone/graph/store"
)

// Groups lists every group by name.
func (s *Service) Groups(ctx context.Context) ([]*ent.Group, error) {
	gs, err := s.DB(ctx).Group.Query().Order(ent.Asc(group.FieldName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list groups: %w", err)
	}
	return gs, nil
}

// Group returns one group.
func (s *Service) Group(ctx context.Context, id int) (*ent.Group, error) {
	return kernel.One(ctx, s.DB(ctx).Group.Query().Where(group.ID(id)).Only, "Group with id %d", id)
}

// lockGroup reads a group for a change of it or of its members, locked until tx ends.
func lockGroup(ctx context.Context, tx *kernel.Tx, id int) (*ent.Group, error) {
	return kernel.One(ctx, kernel.Locked(tx, tx.Group.Query().Where(group.ID(id))).Only, "Group with id %d", id)
}

// groupFields is a validated GroupInput.
type groupFields struct {
	name        string
	description *string
	mappings    []string
	rootRole    *int
	memberIDs   []int
}

func (s *Service) checkGroupInput(ctx context.Context, tx *kernel.Tx, in model.GroupInput) (groupFields, error) {
	f := groupFields{name: strings.TrimSpace(in.Name), description: in.Description.Value(),
		mappings: in.MappingsSso.Value(), rootRole: in.RootRole.Value()}
	if f.name == "" {
		return f, apperr.Validation("name is required")
	}
	if err := kernel.CheckLen("name", &f.name, kernel.MaxNameLen); err != nil {
		return f, err
	}
	if err := kernel.CheckLen("description", f.description, kernel.MaxDescLen); err != nil {
		return f, err
	}
	if f.rootRole != nil {
		if _, err := resolveRootRole(ctx, tx, model.RoleRef{ID: *f.rootRole}); err != nil {
			return f, err
		}
	}
	for i, m := range in.Users.Value() {
		if m == nil || m.User == nil {
			return f, apperr.Validation("users[%d].user is required", i)
		}
		if !slices.Contains(f.memberIDs, m.User.ID) {
			f.memberIDs = append(f.memberIDs, m.User.ID)
		}
	}
	slices.Sort(f.memberIDs)
	if len(f.memberIDs) > 0 {
		found, err := tx.User.Query().Where(user.IDIn(f.memberIDs...), user.DeletedAtIsNil()).IDs(ctx)
		if err != nil {
			return f, fmt.Errorf("check group members: %w", err)
		}
		for i, id := range f.memberIDs {
			if !slices.Contains(found, id) {
				return f, apperr.Validation("users[%d].user.id %d is not a known user", i, id)
			}
		}
	}
	return f, nil
}

// CreateGroup creates a group with its members and records group-created.
func (s *Service) CreateGroup(ctx context.Context, in model.GroupInput) (*ent.Group, error) {
	var g *ent.Group
	err := s.Mutate(ctx, fmt.Sprintf("A group named %q", strings.TrimSpace(in.Name)), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		f, err := s.checkGroupInput(ctx, tx, in)
		if err != nil {
			return kernel.Change{}, err
		}
		g, err = tx.Group.Create().SetName(f.name).SetNillableDescription(f.description).
			SetMappingsSSO(kernel.NonNil(f.mappings)).SetNillableRootRoleID(f.rootRole).
			SetNillableCreatedBy(kernel.CallerName(ctx)).SetCreatedAt(s.Now()).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create group: %w", err)
		}
		if err := s.addMembers(ctx, tx, g.ID, f.memberIDs); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(kernel.Event{Type: "group-created", Data: groupData(g, f.memberIDs)}), nil
	})
	return g, err
}

// UpdateGroup replaces a group's fields and members and records group-updated. Members
// who stay keep their joinedAt.
func (s *Service) UpdateGroup(ctx context.Context, id int, in model.GroupInput) (*ent.Group, error) {
	var g *ent.Group
	err := s.Mutate(ctx, fmt.Sprintf("A group named %q", strings.TrimSpace(in.Name)), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		before, err := lockGroup(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		f, err := s.checkGroupInput(ctx, tx, in)
		if err != nil {
			return kernel.Change{}, err
		}
		oldIDs, err := memberIDs(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		upd := tx.Group.UpdateOne(before).SetName(f.name).SetMappingsSSO(kernel.NonNil(f.mappings))
		upd.ClearDescription().SetNillableDescription(f.description)
		upd.ClearRootRoleID().SetNillableRootRoleID(f.rootRole)
		if g, err = upd.Save(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("update group %d: %w", id, err)
		}
		var gone, added []int
		for _, uid := range oldIDs {
			if !slices.Contains(f.memberIDs, uid) {
				gone = append(gone, uid)
			}
		}
		for _, uid := range f.memberIDs {
			if !slices.Contains(oldIDs, uid) {
				added = append(added, uid)
			}
		}
		if _, err := tx.GroupMember.Delete().Where(groupmember.GroupID(id), groupmember.UserIDIn(gone...)).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("remove group members: %w", err)
		}
		if err := s.addMembers(ctx, tx, id, added); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(kernel.Event{Type: "group-updated",
			Data: groupData(g, f.memberIDs), PreData: groupData(before, oldIDs)}), nil
	})
	return g, err
}

// DeleteGroup deletes a group, its memberships and project roles, and records group-deleted.
func (s *Service) DeleteGroup(ctx context.Context, id int) error {
	return s.Mutate(ctx, fmt.Sprintf("Group with id %d", id), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		g, err := lockGroup(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		members, err := memberIDs(ctx, tx, id)
		if err != nil {
			return kernel.Change{}, err
		}
		if _, err := tx.GroupMember.Delete().Where(groupmember.GroupID(id)).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete members of group %d: %w", id, err)
		}
		if _, err := tx.RoleAssignment.Delete().Where(roleassignment.GroupID(id)).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete roles of group %d: %w", id, err)
		}
		if err := tx.Group.DeleteOneID(id).Exec(ctx); err != nil {
			return kernel.Change{}, fmt.Errorf("delete group %d: %w", id, err)
		}
		return kernel.Record(kernel.Event{Type: "group-deleted", PreData: groupData(g, members)}), nil
	})
}

// memberIDs lists the members of a group by id.
func memberIDs(ctx context.Context, tx *kernel.Tx, groupID int) ([]int, error) {
	ids, err := tx.GroupMember.Query().Where(groupmember.GroupID(groupID)).
		Order(ent.Asc(groupmember.FieldUserID)).Select(groupmember.FieldUserID).Ints(ctx)
	if err != nil {
		return nil, fmt.Errorf("load members of group %d: %w", groupID, err)
	}
	return ids, nil
}

func (s *Service) addMembers(ctx context.Context, tx *kernel.Tx, groupID int, userIDs []int) error {
	if len(userIDs) == 0 {
		return nil
	}
	by := kernel.CallerName(ctx)
	creates := make([]*ent.GroupMemberCreate, len(userIDs))
	for i, uid := range userIDs {
		creates[i] = tx.GroupMember.Create().SetGroupID(groupID).SetUserID(uid).
			SetNillableCreatedBy(by).SetJoinedAt(s.Now())
	}
	if err := store.CreateBulk(ctx, groupmember.Columns, creates, tx.GroupMember.CreateBulk); err != nil {
		return fmt.Errorf("add members to group %d: %w", groupID, err)
	}
	return nil
}

// ProjectAccess grants (or, with remove, withdraws) a project role for users and groups.
type ProjectAccess struct {
	Project  string
	RoleID   int
	UserIDs  []int
	GroupIDs []int
	Remove   bool
}

// ChangeProjectAccess applies a ProjectAccess and records project-access-added or
// project-access-updated.
func (s *Service) ChangeProjectAccess(ctx context.Context, a ProjectAccess) error {
	return s.Mutate(ctx, fmt.Sprintf("Access to project %q", a.Project), func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) {
		r, err := tx.Role.Get(ctx, a.RoleID)
		if ent.IsNotFound(err) {
			return kernel.Change{}, apperr.Validation("roleId %d is not a known role", a.RoleID)
		}
		if err != nil {
			return kernel.Change{}, fmt.Errorf("load role %d: %w", a.RoleID, err)
		}
		if r.Type != role.TypeProject && r.Type != role.TypeCustom {
			return kernel.Change{}, apperr.Validation("roleId %d is a root role; project access needs a project role", a.RoleID)
		}
		if _, err := kernel.One(ctx, kernel.Shared(tx, tx.Project.Query().Where(project.ID(a.Project))).Only, "Project %q", a.Project); err != nil {
			return kernel.Change{}, err
		}
		if a.Remove {
			_, err = tx.RoleAssignment.Delete().Where(roleassignment.Project(a.Project), roleassignment.RoleID(a.RoleID),
				roleassignment.Or(roleassignment.UserIDIn(a.UserIDs...), roleassignment.GroupIDIn(a.GroupIDs...))).Exec(ctx)
			if err != nil {
				return kernel.Change{}, fmt.Errorf("remove project access: %w", err)
			}
			return kernel.Record(kernel.Event{Type: "project-access-updated", Project: a.Project, PreData: a}), nil
		}
		if err := s.grant(ctx, tx, a); err != nil {
			return kernel.Change{}, err
		}
		return kernel.Record(kernel.Event{Type: "project-access-added", Project: a.Project, Data: a}), nil
	})
}

func (s *Service) grant(ctx context.Context, tx *kernel.Tx, a ProjectAccess) error {
	var creates []*ent.RoleAssignmentCreate
	for _, uid := range a.UserIDs {
		creates = append(creates, tx.RoleAssignment.Create().SetProject(a.Project).SetRoleID(a.RoleID).SetUserID(uid))
	}
	for _, gid := range a.GroupIDs {
		creates = append(creates, tx.RoleAssignment.Create().SetProject(a.Project).SetRoleID(a.RoleID).SetGroupID(gid))
	}
	if err := store.CreateBulk(ctx, roleassignment.Columns, creates, tx.RoleAssignment.CreateBulk); err != nil {
		if ent.IsConstraintError(err) {
			return apperr.Validation("userIds and groupIds must name existing users and groups")
		}
		return fmt.Errorf("grant project access: %w", err)
	}
	return nil
}

// groupData is what group events record: the group with its member ids.
func groupData(g *ent.Group, memberIDs []int) map[string]any {
	return map[string]any{
		"id": g.ID, "name": g.Name, "description": g.Description, "mappingsSSO": kernel.NonNil(g.MappingsSSO),
		"rootRole": g.RootRoleID, "users": kernel.NonNil(memberIDs),
	}
}
