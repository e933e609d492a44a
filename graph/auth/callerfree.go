package auth

import "flagstone/ent"

// callerFree are the event types of changes that no caller is built from: flags, their
// strategies, tags, segments, context fields, strategy definitions, addons, favorites,
// links, change requests and client metrics. userCaller and the token callers read API
// tokens, personal access tokens, sessions, users, roles, groups, their memberships and
// the project roles; a change of any of these records a type that is not listed here. A
// commit whose events are all of these types leaves every caller as it was; any other
// type, a new one included, may change one (see CallerFree).
var callerFree = setOf(
	"feature-created", "feature-deleted", "feature-updated", "feature-metadata-updated",
	"feature-variants-updated", "feature-environment-variants-updated", "feature-project-change",
	"feature-archived", "feature-revived", "feature-tagged", "feature-untagged", "feature-tag-import",
	"drop-feature-tags", "feature-strategy-update", "feature-strategy-add", "feature-strategy-remove",
	"strategy-order-changed", "feature-type-updated", "feature-completed", "feature-uncompleted",
	"feature-stale-on", "feature-stale-off", "feature-potentially-stale-on", "drop-features",
	"feature-environment-enabled", "feature-environment-disabled", "default-strategy-updated",
	"feature-dependency-added", "feature-dependency-removed", "feature-dependencies-removed",
	"feature-link-added", "feature-link-removed", "feature-link-updated",
	"feature-favorited", "feature-unfavorited", "project-favorited", "project-unfavorited",
	"strategy-created", "strategy-updated", "strategy-deleted", "strategy-deprecated",
	"strategy-reactivated", "strategy-import", "drop-strategies",
	"context-field-created", "context-field-updated", "context-field-deleted",
	"tag-created", "tag-deleted", "tag-import", "drop-tags",
	"tag-type-created", "tag-type-updated", "tag-type-deleted", "tag-type-import", "drop-tag-types",
	"segment-created", "segment-updated", "segment-deleted", "segment-import",
	"addon-config-created", "addon-config-updated", "addon-config-deleted",
	"application-created", "client-register", "client-metrics", "features-exported",
	"change-request-created", "change-request-discarded", "change-added", "change-discarded",
	"change-edited", "change-request-rejected", "change-request-approved",
	"change-request-approval-added", "change-request-cancelled", "change-request-sent-to-review",
	"change-request-applied", "change-request-scheduled", "change-request-schedule-suspended",
	"change-request-scheduled-application-success", "change-request-scheduled-application-failure",
)

// callerTables are the entities callers are built from (ent's type names), whatever
// event the change that writes them records.
var callerTables = setOf(ent.TypeApiToken, ent.TypePersonalAccessToken, ent.TypeSession,
	ent.TypeUser, ent.TypeRole, ent.TypeGroup, ent.TypeGroupMember, ent.TypeRoleAssignment)

func setOf(items ...string) map[string]bool {
	m := make(map[string]bool, len(items))
	for _, it := range items {
		m[it] = true
	}
	return m
}

// CallerFree reports whether a committed event of type eventType leaves every caller as
// it was, so the callers this process keeps (see Authenticator.Stamp) stay valid. A type
// not known to be free is not: a new one invalidates them until it is listed.
func CallerFree(eventType string) bool { return callerFree[eventType] }

// CallerTable reports whether a write of an entity of type entType (ent's type name) may
// change a caller, whatever event it records.
func CallerTable(entType string) bool { return callerTables[entType] }
