package events

import (
	"context"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/predicate"
	"flagstone/graph/auth"
)

// PrivateTypes are the events about users, groups, roles (project access
// included), API tokens, personal access tokens, service accounts, invite links and
// webhooks (addons). Their data and preData are the ADMIN's to read: other callers see the
// event without them, as /user-admin, /groups, the token lists and /addons are the ADMIN's
// (behavior.md, Roles). A webhook's URL often carries a credential in its path or query.
var PrivateTypes = []string{
	"user-created", "user-updated", "user-deleted",
	"group-created", "group-updated", "group-deleted", "group-user-added", "group-user-removed",
	"role-created", "role-updated", "role-deleted",
	"project-access-added", "project-access-updated",
	"project-access-user-roles-updated", "project-access-group-roles-updated",
	"project-access-user-roles-deleted", "project-access-group-roles-deleted",
	"project-user-added", "project-user-removed", "project-user-role-changed",
	"project-group-role-changed", "project-group-added", "project-group-removed",
	"api-token-created", "api-token-updated", "api-token-deleted",
	"pat-created", "pat-deleted",
	"service-account-created", "service-account-updated", "service-account-deleted",
	"public-signup-token-created", "public-signup-token-updated", "public-signup-token-user-added",
	"signal-endpoint-token-created", "signal-endpoint-token-updated", "signal-endpoint-token-deleted",
	"addon-config-created", "addon-config-updated", "addon-config-deleted",
}

var privateEventType = func() map[string]bool {
	out := make(map[string]bool, len(PrivateTypes))
	for _, t := range PrivateTypes {
		out[t] = true
	}
	return out
}()

// seesPrivateEvents reports whether the caller may read the data of private events.
func seesPrivateEvents(ctx context.Context) bool {
	c := auth.FromContext(ctx)
	return c != nil && c.IsAdmin()
}

// hidePrivateData blanks the data and preData of private events for a caller without
// ADMIN. Every read of the log passes here, so both faces show the same.
func hidePrivateData(ctx context.Context, events []*ent.Event) {
	if seesPrivateEvents(ctx) {
		return
	}
	for _, e := range events {
		if privateEventType[e.Type] {
			e.Data, e.PreData = nil, nil
		}
	}
}

// textMatchVisible keeps a free-text search of a caller without ADMIN out of private
// events: their search text is mostly the data that caller may not read, so a match
// would tell what it holds.
func textMatchVisible(ctx context.Context) []predicate.Event {
	if seesPrivateEvents(ctx) {
		return nil
	}
	return []predicate.Event{event.TypeNotIn(PrivateTypes...)}
}
