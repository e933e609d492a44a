package graph

import (
	"context"
	"flagstone/ent"
	"flagstone/graph/auth"
	"flagstone/graph/domain/access"
	"flagstone/graph/generated"
	"flagstone/graph/model"
)

// AssignProjectRole is the resolver for the assignProjectRole field.
func (r *mutationResolver) AssignProjectRole(ctx context.Context, project string, roleID int, userIds []int, groupIds []int) (bool, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Access.ChangeProjectAccess(ctx, access.ProjectAccess{
		Project: project, RoleID: roleID, UserIDs: userIds, GroupIDs: groupIds})
}

// RemoveProjectRole is the resolver for the removeProjectRole field.
func (r *mutationResolver) RemoveProjectRole(ctx context.Context, project string, roleID int, userIds []int, groupIds []int) (bool, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return false, err
	}
	return true, r.Domain.Access.ChangeProjectAccess(ctx, access.ProjectAccess{
		Project: project, RoleID: roleID, UserIDs: userIds, GroupIDs: groupIds, Remove: true})
}

// RootRoles is the resolver for the rootRoles field.
func (r *queryResolver) RootRoles(ctx context.Context) ([]*ent.Role, error) {
	if _, err := auth.Authenticated(ctx); err != nil {
		return nil, err
	}
	return r.Domain.Access.RootRoles(ctx)
}

// MyRoles is the resolver for the myRoles field.
func (r *queryResolver) MyRoles(ctx context.Context, projectID *string) ([]*ent.Role, error) {
	c, err := auth.Authenticated(ctx)
	if err != nil {
		return nil, err
	}
	project := ""
	if projectID != nil {
		project = *projectID
	}
	return r.Domain.Access.MyRoles(ctx, c, project)
}

// MyPermissions is the resolver for the myPermissions field.
func (r *queryResolver) MyPermissions(ctx context.Context) ([]*model.PermissionGrant, error) {
	c, err := auth.Authenticated(ctx)
	if err != nil {
		return nil, err
	}
	return r.Domain.Access.MyPermissions(ctx, c)
}

// ProjectAccess is the resolver for the projectAccess field.
func (r *queryResolver) ProjectAccess(ctx context.Context, projectID string) (*model.ProjectAccess, error) {
	if _, err := auth.Require(ctx, auth.Admin, "", ""); err != nil {
		return nil, err
	}
	return r.Domain.Access.ProjectAccessOf(ctx, projectID)
}

// Type is the resolver for the type field.
func (r *roleResolver) Type(ctx context.Context, obj *ent.Role) (string, error) {
	return string(obj.Type), nil
}

// Role returns generated.RoleResolver implementation.
func (r *Resolver) Role() generated.RoleResolver { return &roleResolver{r} }

type roleResolver struct{ *Resolver }
