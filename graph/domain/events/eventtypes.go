package events

import (
	"slices"
	"strings"
)

// Types is every event type the log knows (contract section 6); the search filter
// accepts only these, case-sensitively.
var Types = map[string]bool{
	"application-created":                          true,
	"feature-created":                              true,
	"feature-deleted":                              true,
	"feature-updated":                              true,
	"feature-metadata-updated":                     true,
	"feature-variants-updated":                     true,
	"feature-environment-variants-updated":         true,
	"feature-project-change":                       true,
	"feature-archived":                             true,
	"feature-revived":                              true,
	"feature-import":                               true,
	"feature-tagged":                               true,
	"feature-tag-import":                           true,
	"feature-strategy-update":                      true,
	"feature-strategy-add":                         true,
	"feature-strategy-remove":                      true,
	"feature-type-updated":                         true,
	"feature-completed":                            true,
	"feature-uncompleted":                          true,
	"strategy-order-changed":                       true,
	"drop-feature-tags":                            true,
	"feature-untagged":                             true,
	"feature-stale-on":                             true,
	"feature-stale-off":                            true,
	"drop-features":                                true,
	"feature-environment-enabled":                  true,
	"feature-environment-disabled":                 true,
	"strategy-created":                             true,
	"strategy-deleted":                             true,
	"strategy-deprecated":                          true,
	"strategy-reactivated":                         true,
	"strategy-updated":                             true,
	"strategy-import":                              true,
	"drop-strategies":                              true,
	"context-field-created":                        true,
	"context-field-updated":                        true,
	"context-field-deleted":                        true,
	"project-access-added":                         true,
	"project-access-user-roles-updated":            true,
	"project-access-group-roles-updated":           true,
	"project-access-user-roles-deleted":            true,
	"project-access-group-roles-deleted":           true,
	"project-access-updated":                       true,
	"project-created":                              true,
	"project-updated":                              true,
	"project-deleted":                              true,
	"project-import":                               true,
	"project-user-added":                           true,
	"project-user-removed":                         true,
	"project-user-role-changed":                    true,
	"project-group-role-changed":                   true,
	"project-group-added":                          true,
	"project-group-removed":                        true,
	"role-created":                                 true,
	"role-updated":                                 true,
	"role-deleted":                                 true,
	"drop-projects":                                true,
	"tag-created":                                  true,
	"tag-deleted":                                  true,
	"tag-import":                                   true,
	"drop-tags":                                    true,
	"tag-type-created":                             true,
	"tag-type-deleted":                             true,
	"tag-type-updated":                             true,
	"tag-type-import":                              true,
	"drop-tag-types":                               true,
	"addon-config-created":                         true,
	"addon-config-updated":                         true,
	"addon-config-deleted":                         true,
	"db-pool-update":                               true,
	"user-created":                                 true,
	"user-updated":                                 true,
	"user-deleted":                                 true,
	"drop-environments":                            true,
	"environment-import":                           true,
	"environment-created":                          true,
	"environment-updated":                          true,
	"environment-deleted":                          true,
	"segment-created":                              true,
	"segment-updated":                              true,
	"segment-deleted":                              true,
	"group-created":                                true,
	"group-updated":                                true,
	"group-deleted":                                true,
	"group-user-added":                             true,
	"group-user-removed":                           true,
	"setting-created":                              true,
	"setting-updated":                              true,
	"setting-deleted":                              true,
	"client-metrics":                               true,
	"client-register":                              true,
	"pat-created":                                  true,
	"pat-deleted":                                  true,
	"public-signup-token-created":                  true,
	"public-signup-token-user-added":               true,
	"public-signup-token-updated":                  true,
	"change-request-created":                       true,
	"change-request-discarded":                     true,
	"change-added":                                 true,
	"change-discarded":                             true,
	"change-edited":                                true,
	"change-request-rejected":                      true,
	"change-request-approved":                      true,
	"change-request-approval-added":                true,
	"change-request-cancelled":                     true,
	"change-request-sent-to-review":                true,
	"change-request-schedule-suspended":            true,
	"change-request-applied":                       true,
	"change-request-scheduled":                     true,
	"change-request-scheduled-application-success": true,
	"change-request-scheduled-application-failure": true,
	"change-request-configuration-updated":         true,
	"api-token-created":                            true,
	"api-token-updated":                            true,
	"api-token-deleted":                            true,
	"feature-favorited":                            true,
	"feature-unfavorited":                          true,
	"project-favorited":                            true,
	"project-unfavorited":                          true,
	"features-exported":                            true,
	"features-imported":                            true,
	"service-account-created":                      true,
	"service-account-deleted":                      true,
	"service-account-updated":                      true,
	"feature-potentially-stale-on":                 true,
	"feature-dependency-added":                     true,
	"feature-dependency-removed":                   true,
	"feature-dependencies-removed":                 true,
	"banner-created":                               true,
	"banner-updated":                               true,
	"banner-deleted":                               true,
	"project-environment-added":                    true,
	"project-environment-removed":                  true,
	"default-strategy-updated":                     true,
	"segment-import":                               true,
	"signal-endpoint-created":                      true,
	"signal-endpoint-updated":                      true,
	"signal-endpoint-deleted":                      true,
	"signal-endpoint-token-created":                true,
	"signal-endpoint-token-updated":                true,
	"signal-endpoint-token-deleted":                true,
	"actions-created":                              true,
	"actions-updated":                              true,
	"actions-deleted":                              true,
	// The reference's other types (version 8.2): its enterprise features' and those of
	// features Flagstone does not have. Nothing here records them, but a filter that names
	// one is a valid filter that matches nothing, as the reference's UI sends it.
	"feature-link-added":                         true,
	"feature-link-removed":                       true,
	"feature-link-updated":                       true,
	"project-archived":                           true,
	"project-revived":                            true,
	"service-account-token-created":              true,
	"service-account-token-deleted":              true,
	"safeguard-changed":                          true,
	"safeguard-deleted":                          true,
	"safeguard-triggered":                        true,
	"release-plan-progressions-resumed":          true,
	"release-plan-progressions-paused":           true,
	"release-plan-template-created":              true,
	"release-plan-template-updated":              true,
	"release-plan-template-deleted":              true,
	"release-plan-template-archived":             true,
	"release-plan-added":                         true,
	"release-plan-removed":                       true,
	"release-plan-milestone-started":             true,
	"milestone-progression-created":              true,
	"milestone-progression-updated":              true,
	"milestone-progression-deleted":              true,
	"milestone-progression-changed":              true,
	"user-preference-updated":                    true,
	"scim-users-deleted":                         true,
	"scim-groups-deleted":                        true,
	"cdn-token-created":                          true,
	"change-request-requested-approvers-updated": true,
	"impact-metric-created":                      true,
	"impact-metric-updated":                      true,
	"impact-metric-deleted":                      true,
	"user-access-request-registered":             true,
	"user-access-request-approved":               true,
	"user-access-request-rejected":               true,
	"remote-mcp-server-settings-updated":         true,
}

// SortedTypes returns every event type of Types in alphabetical order, for lists people
// and integrations choose from.
func SortedTypes() []string {
	out := make([]string, 0, len(Types))
	for t := range Types {
		out = append(out, t)
	}
	slices.Sort(out)
	return out
}

// stateFree are the event types a read records: the log keeps them, but they change
// nothing any cache reflects. The watermark's partial index (migration
// 20261125211500_events_watermark) names them too; a new one needs a new index.
var stateFree = []string{"features-exported"}

// ChangesState tells whether an event of type typ records a change of state, which the
// caches of committed state (client API snapshots, the admin read model) must follow.
// Only reads that are audited (the batch export) record events that do not.
func ChangesState(typ string) bool { return !slices.Contains(stateFree, typ) }

// StateChangeFilter is the SQL condition on the events table that keeps the events that
// change state; it matches the predicate of the watermark's partial index.
func StateChangeFilter() string {
	conds := make([]string, len(stateFree))
	for i, typ := range stateFree {
		conds[i] = "type <> '" + typ + "'"
	}
	return strings.Join(conds, " AND ")
}
