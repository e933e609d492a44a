package insights

import (
	"context"
	"fmt"
	"slices"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/feature"
	"flagstone/ent/featurefavorite"
	"flagstone/ent/group"
	"flagstone/ent/groupmember"
	"flagstone/ent/predicate"
	"flagstone/ent/project"
	"flagstone/ent/role"
	"flagstone/ent/roleassignment"
	"flagstone/ent/user"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// latestProjectEvents is how many events the dashboard shows of a project.
const latestProjectEvents = 10

// The built-in roles the dashboard names (behavior.md, Roles).
const (
	roleAdmin = 1
	roleOwner = 4
)

// PersonalDashboard gathers what concerns userID: the projects it holds a role in (directly
// or through a group), the flags it created or favours, the admins and its projects' owners.
func (s *Service) PersonalDashboard(ctx context.Context, userID int) (*model.PersonalDashboard, error) {
	db := s.DB(ctx)
	as, err := db.RoleAssignment.Query().Where(roleassignment.Or(roleassignment.UserID(userID),
		roleassignment.HasGroupWith(groupHasMember(userID)))).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list the user's project roles: %w", err)
	}
	var ids []string
	for _, a := range as {
		if !slices.Contains(ids, a.Project) {
			ids = append(ids, a.Project)
		}
	}
	ps, err := db.Project.Query().Where(project.IDIn(ids...)).Order(ent.Asc(project.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list the user's projects: %w", err)
	}
	out := &model.PersonalDashboard{Projects: make([]*model.PersonalProject, len(ps))}
	for i, p := range ps {
		members, err := projectMembers(ctx, db, p.ID)
		if err != nil {
			return nil, err
		}
		counts, err := projectFlagCounts(ctx, db, p.ID)
		if err != nil {
			return nil, err
		}
		out.Projects[i] = &model.PersonalProject{Project: p, MemberCount: len(members), Insights: counts}
	}
	if out.Flags, err = db.Feature.Query().Where(feature.ArchivedAtIsNil(), feature.Or(feature.CreatedByUserID(userID),
		feature.HasFavoritesWith(featurefavorite.UserID(userID)))).Order(ent.Asc(feature.FieldName)).All(ctx); err != nil {
		return nil, fmt.Errorf("list the user's flags: %w", err)
	}
	if out.Admins, err = db.User.Query().Where(user.DeletedAtIsNil(), user.RootRoleID(roleAdmin)).
		Order(ent.Asc(user.FieldID)).All(ctx); err != nil {
		return nil, fmt.Errorf("list admins: %w", err)
	}
	if out.ProjectOwners, err = owners(ctx, db, ids...); err != nil {
		return nil, err
	}
	return out, nil
}

func groupHasMember(userID int) predicate.Group {
	return group.HasMembersWith(groupmember.UserID(userID))
}

func groupInProject(projectID string) predicate.Group {
	return group.HasRoleAssignmentsWith(roleassignment.Project(projectID))
}

// roleHeldIn matches the roles userID holds in the project, directly or through a group.
func roleHeldIn(userID int, projectID string) predicate.Role {
	return role.HasAssignmentsWith(roleassignment.Project(projectID), roleassignment.Or(
		roleassignment.UserID(userID), roleassignment.HasGroupWith(groupHasMember(userID))))
}

// PersonalDashboardProject is one project as the dashboard shows it to userID.
func (s *Service) PersonalDashboardProject(ctx context.Context, userID int, projectID string) (*model.PersonalDashboardProject, error) {
	db := s.DB(ctx)
	if _, err := kernel.One(ctx, db.Project.Query().Where(project.ID(projectID)).Only, "Project %q", projectID); err != nil {
		return nil, err
	}
	out := &model.PersonalDashboardProject{}
	var err error
	if out.Owners, err = owners(ctx, db, projectID); err != nil {
		return nil, err
	}
	if out.Roles, err = db.Role.Query().Where(roleHeldIn(userID, projectID)).All(ctx); err != nil {
		return nil, fmt.Errorf("list the user's roles in %q: %w", projectID, err)
	}
	if out.LatestEvents, err = db.Event.Query().Where(event.Project(projectID)).
		Order(ent.Desc(event.FieldID)).Limit(latestProjectEvents).All(ctx); err != nil {
		return nil, fmt.Errorf("list the latest events of %q: %w", projectID, err)
	}
	if out.Insights, err = projectFlagCounts(ctx, db, projectID); err != nil {
		return nil, err
	}
	return out, nil
}

// projectFlagCounts counts a project's flags that are not archived, and their health: the
// share of those neither stale nor potentially stale.
func projectFlagCounts(ctx context.Context, db *ent.Client, projectID string) (*model.ProjectFlagCounts, error) {
	fs, err := db.Feature.Query().Where(feature.ProjectID(projectID), feature.ArchivedAtIsNil()).
		Select(feature.FieldStale, feature.FieldPotentiallyStale).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("count the flags of %q: %w", projectID, err)
	}
	c := &model.ProjectFlagCounts{TotalFlags: len(fs), Health: 100}
	for _, f := range fs {
		switch {
		case f.Stale:
			c.StaleFlags++
		case f.PotentiallyStale:
			c.PotentiallyStaleFlags++
		default:
			c.ActiveFlags++
		}
	}
	if c.TotalFlags > 0 {
		c.Health = c.ActiveFlags * 100 / c.TotalFlags
	}
	c.TechnicalDebt = 100 - c.Health
	return c, nil
}

// projectMembers are the live users holding a role in the project, directly or through a group.
func projectMembers(ctx context.Context, db *ent.Client, projectID string) ([]int, error) {
	ids, err := db.User.Query().Where(user.DeletedAtIsNil(), user.Or(
		user.HasRoleAssignmentsWith(roleassignment.Project(projectID)),
		user.HasMembershipsWith(groupmember.HasGroupWith(groupInProject(projectID))))).IDs(ctx)
	if err != nil {
		return nil, fmt.Errorf("count the members of %q: %w", projectID, err)
	}
	return ids, nil
}

// owners are the live users with the Owner role in any of the projects.
func owners(ctx context.Context, db *ent.Client, projects ...string) ([]*ent.User, error) {
	us, err := db.User.Query().Where(user.DeletedAtIsNil(), user.HasRoleAssignmentsWith(
		roleassignment.ProjectIn(projects...), roleassignment.RoleID(roleOwner))).Order(ent.Asc(user.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list project owners: %w", err)
	}
	return us, nil
}
