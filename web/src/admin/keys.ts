/**
 * adminKeys tells the cache that the admin screens' types without an id of their own are kept
 * inside their parent (the screens read them again after each change).
 */
export const adminKeys = {
  GroupMember: () => null,
  SignupToken: (t: { id?: unknown }) => (t.id == null ? null : String(t.id as number)),
  ProjectAccess: () => null,
  ProjectUserRole: () => null,
  ProjectGroupRole: () => null,
  CreatedApiToken: () => null,
  CreatedPersonalToken: () => null,
  UiConfig: () => null,
  AddonParameters: () => null,
};
