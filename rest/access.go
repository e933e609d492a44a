package rest

// accessHandlers serves the access area (graph/domain/access): users, groups and their
// project roles, the caller's own account, API and personal access tokens, invite links and
// the admin UI's configuration.
type accessHandlers struct{ *handlers }

// routes is the access area's table: every route of the area, served and documented from here.
func (h *accessHandlers) routes(s *schemaSet) []route {
	user := typ[userJSON](s)
	role := typ[roleJSON](s)
	token := typ[apiTokenJSON](s)
	pat := typ[patJSON](s)
	group := typ[groupJSON](s)
	invite := typ[signupTokenJSON](s)
	return []route{
		{method: "GET", path: adminPath + "/user-admin", handler: h.listUsers, with: with(h.lists.Middleware), tag: "Users", summary: "List users and the root roles", status: 200, resp: obj("users", arr(user), "rootRoles", arr(role))},
		{method: "POST", path: adminPath + "/user-admin", handler: h.createUser, tag: "Users", summary: "Create a user (inviteUser); one without a password is answered with inviteLink, a password reset link (as createPasswordResetLink makes) that sets the first one, made in the same transaction", body: in("email", "username", "name", "password", "rootRole", "sendEmail:boolean"), status: 201, resp: user},
		{method: "GET", path: adminPath + "/user-admin/{id}", handler: h.getUser, tag: "Users", summary: "Get a user", status: 200, resp: user},
		{method: "PUT", path: adminPath + "/user-admin/{id}", handler: h.updateUser, tag: "Users", summary: "Update a user (fields given only)", body: in("name", "email", "rootRole"), status: 200, resp: user},
		{method: "DELETE", path: adminPath + "/user-admin/{id}", handler: h.deleteUser, tag: "Users", summary: "Delete a user", status: 200},
		{method: "GET", path: adminPath + "/user", handler: h.me, tag: "Users", summary: "The calling user (meSchema)", status: 200, resp: obj("user", user, "permissions", arr(prim("object")), "feedback", arr(prim("object")), "splash", prim("object"))},
		{method: "POST", path: adminPath + "/user/change-password", handler: h.changePassword, tag: "Users", summary: "Change the caller's password", body: in("password!", "oldPassword!", "confirmPassword"), status: 200},
		{method: "GET", path: adminPath + "/user/roles", handler: h.myRoles, with: with(h.lists.Middleware), tag: "Users", summary: "The caller's roles", status: 200, resp: obj("version", prim("integer"), "roles", arr(role))},
		{method: "GET", path: adminPath + "/user/tokens", handler: h.listPATs, tag: "Personal access tokens", summary: "List the caller's personal access tokens", status: 200, resp: obj("pats", arr(pat))},
		{method: "POST", path: adminPath + "/user/tokens", handler: h.createPAT, tag: "Personal access tokens", summary: "Create a personal access token; the secret is shown once", body: in("description!", "expiresAt!"), status: 201, resp: pat},
		{method: "DELETE", path: adminPath + "/user/tokens/{id}", handler: h.deletePAT, tag: "Personal access tokens", summary: "Delete a personal access token", status: 200},
		{method: "GET", path: adminPath + "/ui-config", handler: h.uiConfig, tag: "Admin UI", summary: "The instance's configuration for the admin UI", status: 200, resp: obj("name", prim("string"), "version", prim("string"), "unleashUrl", prim("string"), "baseUriPath", prim("string"), "authenticationType", prim("string"), "frontendApiOrigins", arr(prim("string")), "maintenanceMode", prim("boolean"), "versionInfo", obj("current", anyObject, "latest", anyObject, "isLatest", prim("boolean")), "flags", anyObject)},
		{method: "POST", path: adminPath + "/ui-config/cors", handler: h.setCors, tag: "Admin UI", summary: "Sets the origins allowed on the frontend API (ADMIN)", status: 204, body: obj("frontendApiOrigins", arr(prim("string")))},
		{method: "GET", path: adminPath + "/maintenance", handler: h.getMaintenance, tag: "Maintenance", summary: "Whether maintenance mode is on (ADMIN)", status: 200, resp: obj("enabled", prim("boolean"))},
		{method: "POST", path: adminPath + "/maintenance", handler: h.setMaintenance, tag: "Maintenance", summary: "Turn maintenance mode on or off: while on, changes by users and admin tokens are refused with 503 (ADMIN)", body: in("enabled!:boolean"), status: 204},
		{method: "GET", path: adminPath + "/api-tokens/{token}", handler: h.apiTokensByName, tag: "API tokens", summary: "The API tokens with this name (the reference's /api-tokens/{name})", status: 200, resp: obj("tokens", arr(token))},
		{method: "PUT", path: adminPath + "/api-tokens/{token}", handler: h.updateAPIToken, tag: "API tokens", summary: "Set when the API token with this secret expires", body: in("expiresAt!"), status: 200},
		{method: "GET", path: adminPath + "/api-tokens", handler: h.listAPITokens, tag: "API tokens", summary: "List API tokens (secrets masked)", status: 200, resp: obj("tokens", arr(token))},
		{method: "POST", path: adminPath + "/api-tokens", handler: h.createAPIToken, tag: "API tokens", summary: "Create an API token; the secret is shown once", body: in("tokenName!", "type!", "environment", "projects:array", "expiresAt"), status: 201, resp: token},
		{method: "DELETE", path: adminPath + "/api-tokens/{token}", handler: h.deleteAPIToken, tag: "API tokens", summary: "Delete an API token by its secret", status: 200},
		{method: "GET", path: adminPath + "/groups", handler: h.listGroups, tag: "Groups", summary: "List groups", status: 200, resp: obj("groups", arr(group))},
		{method: "POST", path: adminPath + "/groups", handler: h.createGroup, tag: "Groups", summary: "Create a group", body: in("name!", "description", "rootRole:integer", "users:array"), status: 201, resp: group},
		{method: "GET", path: adminPath + "/groups/{groupId}", handler: h.getGroup, tag: "Groups", summary: "Get a group", status: 200, resp: group},
		{method: "PUT", path: adminPath + "/groups/{groupId}", handler: h.updateGroup, tag: "Groups", summary: "Update a group", body: in("name", "description", "rootRole:integer", "users:array"), status: 200, resp: group},
		{method: "DELETE", path: adminPath + "/groups/{groupId}", handler: h.deleteGroup, tag: "Groups", summary: "Delete a group", status: 200},
		{method: "POST", path: projectPath + "/role/{roleId}/access", handler: h.addProjectAccess, tag: "Access", summary: "Give users and groups a project role", body: in("users:array", "groups:array"), status: 200},
		{method: "DELETE", path: projectPath + "/users/{id}/roles/{roleId}", handler: h.removeProjectAccess("users"), tag: "Access", summary: "Take a project role from a user", status: 200},
		{method: "DELETE", path: projectPath + "/groups/{id}/roles/{roleId}", handler: h.removeProjectAccess("groups"), tag: "Access", summary: "Take a project role from a group", status: 200},
		{method: "GET", path: adminPath + "/invite-link/tokens", handler: h.listSignupTokens, with: with(h.lists.Middleware), tag: "Invite links", summary: "List invite links", status: 200, resp: obj("tokens", arr(invite))},
		{method: "POST", path: adminPath + "/invite-link/tokens", handler: h.createSignupToken, tag: "Invite links", summary: "Create an invite link", body: in("name!", "expiresAt!", "role:integer"), status: 201, resp: invite},
		{method: "GET", path: adminPath + "/invite-link/tokens/{token}", handler: h.getSignupToken, tag: "Invite links", summary: "Get an invite link", status: 200, resp: invite},
		{method: "PUT", path: adminPath + "/invite-link/tokens/{token}", handler: h.updateSignupToken, tag: "Invite links", summary: "Update an invite link", body: in("expiresAt", "enabled:boolean"), status: 200, resp: invite},
		// The admin UI's user administration, profile and bookkeeping (issue 26).
		{method: "GET", path: adminPath + "/user-admin/search", handler: h.searchUsers, tag: "Users", summary: "Users whose name, email or username contains q (2 characters or more)", query: []string{"q"}, status: 200, resp: arr(user)},
		{method: "GET", path: adminPath + "/user-admin/access", handler: h.usersAndGroups, tag: "Users", summary: "The users and groups access can be given to (ADMIN)", status: 200, resp: obj("users", arr(anyObject), "groups", arr(anyObject))},
		{method: "GET", path: adminPath + "/user-admin/admin-count", handler: h.adminCount, tag: "Users", summary: "How many users hold the Admin root role, by how they sign in", status: 200, resp: obj("password", prim("integer"), "noPassword", prim("integer"), "service", prim("integer"))},
		{method: "GET", path: adminPath + "/user-admin/inactive", handler: h.inactiveUsers, tag: "Users", summary: "Users unseen for 180 days", status: 200, resp: obj("version", prim("integer"), "inactiveUsers", arr(typ[inactiveUserJSON](s)))},
		{method: "POST", path: adminPath + "/user-admin/inactive/delete", handler: h.deleteInactiveUsers, tag: "Users", summary: "Delete those of ids that are inactive users", body: in("ids!:array"), status: 200},
		{method: "DELETE", path: adminPath + "/user-admin/scim-users", handler: h.deleteScimUsers, tag: "Users", summary: "Delete the users provisioned through SCIM: there are none here (ADMIN)", status: 200},
		{method: "POST", path: adminPath + "/user-admin/validate-password", handler: h.validatePassword, tag: "Users", summary: "Check a password against the rules", body: in("password!", "confirmPassword"), status: 200},
		{method: "POST", path: adminPath + "/user-admin/reset-password", handler: h.createResetLink, tag: "Users", summary: "Make a password reset link for the user with this email (id); no email is sent, the link is answered", body: in("id!"), status: 200, resp: obj("resetPasswordUrl", prim("string"))},
		{method: "POST", path: adminPath + "/user-admin/{id}/change-password", handler: h.setUserPassword, tag: "Users", summary: "Set a user's password", body: in("password!", "confirmPassword"), status: 200},
		{method: "GET", path: adminPath + "/user/profile", handler: h.profile, tag: "Users", summary: "The caller's root role, projects and groups (profileSchema)", status: 200, resp: obj("rootRole", role, "projects", arr(prim("string")), "groups", arr(group), "features", arr(anyObject), "subscriptions", arr(prim("string")), "canChangePassword", prim("boolean"))},
		{method: "GET", path: projectPath + "/api-tokens", handler: h.listProjectAPITokens, tag: "API tokens", summary: "The API tokens of a project (secrets masked)", status: 200, resp: obj("tokens", arr(token))},
		{method: "POST", path: projectPath + "/api-tokens", handler: h.createProjectAPIToken, tag: "API tokens", summary: "Create a client or frontend token of a project; the secret is shown once", body: in("tokenName!", "type!", "environment", "expiresAt"), status: 201, resp: token},
		{method: "DELETE", path: projectPath + "/api-tokens/{token}", handler: h.deleteProjectAPIToken, tag: "API tokens", summary: "Delete a project's API token by its secret", status: 200},
		{method: "POST", path: adminPath + "/feedback", handler: h.feedback, tag: "Admin UI", summary: "The UI's answer to a feedback prompt; accepted, not stored", body: in("feedbackId!", "neverShow:boolean"), status: 200, resp: typ[feedbackJSON](s)},
		{method: "PUT", path: adminPath + "/feedback/{id}", handler: h.feedback, tag: "Admin UI", summary: "The UI's updated answer to a feedback prompt; accepted, not stored", body: in("neverShow:boolean"), status: 200, resp: typ[feedbackJSON](s)},
		{method: "POST", path: adminPath + "/splash/{id}", handler: h.splash, tag: "Admin UI", summary: "The caller saw a splash screen; accepted, not stored", status: 200, resp: obj("userId", prim("integer"), "splashId", prim("string"), "seen", prim("boolean"))},
		{method: "GET", path: adminPath + "/telemetry/settings", handler: h.telemetrySettings, tag: "Admin UI", summary: "What the instance reports about its use: nothing", status: 200, resp: obj("versionInfoCollectionEnabled", prim("boolean"), "featureInfoCollectionEnabled", prim("boolean"))},
		{method: "POST", path: adminPath + "/record-ui-error", handler: h.recordUIError, tag: "Admin UI", summary: "Log an error the admin UI met", body: in("errorMessage!", "errorStack"), status: 204},
	}
}
