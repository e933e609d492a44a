import { useQuery } from 'urql';
import { graphql } from '../gql';

const MyPermissionsQuery = graphql(`
  query MyPermissions($projectId: String) {
    myRoles(projectId: $projectId) {
      id
      permissions
    }
  }
`);

/** Permission names the dashboard asks about (graph/auth/permission.go). */
export type Permission =
  | 'CREATE_FEATURE'
  | 'UPDATE_FEATURE'
  | 'DELETE_FEATURE'
  | 'UPDATE_FEATURE_ENVIRONMENT'
  | 'UPDATE_FEATURE_ENVIRONMENT_VARIANTS'
  | 'UPDATE_FEATURE_DEPENDENCY'
  | 'APPROVE_CHANGE_REQUEST'
  | 'APPLY_CHANGE_REQUEST'
  | CatalogPermission;

/** CatalogPermission names what the catalog, import and state screens ask about. */
export type CatalogPermission =
  | 'ADMIN'
  | 'UPDATE_PROJECT'
  | 'UPDATE_PROJECT_IMPORT'
  | 'CREATE_SEGMENT'
  | 'UPDATE_SEGMENT'
  | 'DELETE_SEGMENT'
  | 'CREATE_CONTEXT_FIELD'
  | 'UPDATE_CONTEXT_FIELD'
  | 'DELETE_CONTEXT_FIELD'
  | 'CREATE_TAG_TYPE'
  | 'UPDATE_TAG_TYPE'
  | 'DELETE_TAG_TYPE'
  | 'CREATE_STRATEGY'
  | 'UPDATE_STRATEGY'
  | 'DELETE_STRATEGY'
  | 'CREATE_ENVIRONMENT'
  | 'UPDATE_ENVIRONMENT';

/** allows reports whether roles grant permission: by name, or through ADMIN. */
export function allows(
  roles: readonly { permissions: readonly string[] }[],
  permission: Permission,
): boolean {
  return roles.some((r) => r.permissions.includes('ADMIN') || r.permissions.includes(permission));
}

/**
 * usePermissions tells what the signed-in user may do in a project (its root role and its roles there), or
 * without a project what its root role allows.
 * Until the roles are read nothing is allowed, so controls appear rather than vanish. The server decides
 * in any case; this only hides what would be refused.
 */
export function usePermissions(projectId?: string): (permission: Permission) => boolean {
  const [res] = useQuery({ query: MyPermissionsQuery, variables: { projectId } });
  const roles = res.data?.myRoles ?? [];
  return (permission) => allows(roles, permission);
}
