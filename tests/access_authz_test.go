package tests

import (
	"fmt"
	"net/http"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/graph"
	"flagstone/graph/domain"
	"flagstone/graph/domain/kernel"
	"flagstone/rest"
)

// access is what a matrix row expects for one class of caller.
type access int

const (
	allowed access = iota // anything but 401 and 403
	unauth                // 401 AuthenticationRequired
	denied                // 403 NoAccessError
)

// identities are the callers of the matrix, in column order.
var identities = []string{"none", "invalid", "viewer session", "viewer PAT", "editor PAT", "admin PAT", "admin token", "client token"}

// Expectations per kind of route.
var (
	adminOnly   = []access{unauth, unauth, denied, denied, denied, allowed, allowed, denied}
	anyone      = []access{unauth, unauth, allowed, allowed, allowed, allowed, allowed, denied}
	usersOnly   = anyone // API tokens get a 400 (no user), which is not an access refusal
	editorsOnly = []access{unauth, unauth, denied, denied, allowed, allowed, allowed, denied}
)

// matrixAddon is a webhook the matrix configures: disabled, so nothing is sent to it.
var matrixAddon = map[string]any{
	"provider": "webhook", "enabled": false, "parameters": map[string]any{"url": "https://93.184.216.34/hook"},
	"events": []any{"feature-created"},
}

// routeRow is one admin route of the matrix.
type routeRow struct {
	method, pattern string
	path            string // concrete path; pattern when empty
	body            any
	want            []access
}

var authzMatrix = []routeRow{
	{"GET", "/admin/user-admin", "", nil, adminOnly},
	{"POST", "/admin/user-admin", "", map[string]any{"email": "new-%s@example.com"}, adminOnly},
	{"GET", "/admin/user-admin/{id}", "/admin/user-admin/1", nil, adminOnly},
	{"PUT", "/admin/user-admin/{id}", "/admin/user-admin/1", map[string]any{"name": "Admin"}, adminOnly},
	{"DELETE", "/admin/user-admin/{id}", "/admin/user-admin/4242", nil, adminOnly},
	{"GET", "/admin/addons", "", nil, adminOnly},
	{"POST", "/admin/addons", "", matrixAddon, adminOnly},
	{"GET", "/admin/addons/{id}", "/admin/addons/4242", nil, adminOnly},
	{"PUT", "/admin/addons/{id}", "/admin/addons/4242", matrixAddon, adminOnly},
	{"DELETE", "/admin/addons/{id}", "/admin/addons/4242", nil, adminOnly},
	{"GET", "/admin/addons/{id}/events", "/admin/addons/4242/events", nil, adminOnly},
	{"GET", "/admin/groups", "", nil, adminOnly},
	{"POST", "/admin/groups", "", map[string]any{"name": "g-%s"}, adminOnly},
	{"GET", "/admin/groups/{groupId}", "/admin/groups/4242", nil, adminOnly},
	{"PUT", "/admin/groups/{groupId}", "/admin/groups/4242", map[string]any{"name": "x"}, adminOnly},
	{"DELETE", "/admin/groups/{groupId}", "/admin/groups/4242", nil, adminOnly},
	{"POST", "/admin/projects/{projectId}/role/{roleId}/access", "/admin/projects/default/role/5/access", map[string]any{"users": []any{}}, adminOnly},
	{"DELETE", "/admin/projects/{projectId}/users/{id}/roles/{roleId}", "/admin/projects/default/users/4242/roles/5", nil, adminOnly},
	{"DELETE", "/admin/projects/{projectId}/groups/{id}/roles/{roleId}", "/admin/projects/default/groups/4242/roles/5", nil, adminOnly},
	{"GET", "/admin/user", "", nil, usersOnly},
	{"POST", "/admin/user/change-password", "", map[string]any{"password": "x", "oldPassword": "y"}, usersOnly},
	{"GET", "/admin/user/roles", "", nil, anyone},
	{"GET", "/admin/feature-types", "", nil, anyone},
	{"GET", "/admin/ui-config", "", nil, anyone},
	{"POST", "/admin/ui-config/cors", "", map[string]any{"frontendApiOrigins": []any{}}, adminOnly},
	{"GET", "/admin/metrics/applications", "", nil, anyone},
	{"GET", "/admin/metrics/applications/{appName}", "/admin/metrics/applications/nope", nil, anyone},
	{"PUT", "/admin/feature-types/{id}/lifetimes", "/admin/feature-types/release/lifetimes", map[string]any{"lifetimeDays": 40}, adminOnly},
	{"PUT", "/admin/feature-types/{id}/lifetime", "/admin/feature-types/release/lifetime", map[string]any{"lifetimeDays": 40}, adminOnly},
	{"GET", "/admin/user/tokens", "", nil, usersOnly},
	{"POST", "/admin/user/tokens", "", map[string]any{"description": "t", "expiresAt": "2099-01-01T00:00:00Z"}, usersOnly},
	{"DELETE", "/admin/user/tokens/{id}", "/admin/user/tokens/4242", nil, usersOnly},
	{"GET", "/admin/invite-link/tokens", "", nil, adminOnly},
	{"POST", "/admin/invite-link/tokens", "", map[string]any{"name": "t", "expiresAt": "2099-01-01T00:00:00Z"}, adminOnly},
	{"GET", "/admin/invite-link/tokens/{token}", "/admin/invite-link/tokens/nope", nil, adminOnly},
	{"PUT", "/admin/invite-link/tokens/{token}", "/admin/invite-link/tokens/nope", map[string]any{"enabled": false}, adminOnly},
	{"GET", "/admin/api-tokens", "", nil, adminOnly},
	{"POST", "/admin/api-tokens", "", map[string]any{"tokenName": "t", "type": "client"}, adminOnly},
	{"GET", "/admin/api-tokens/{token}", "/admin/api-tokens/nope", nil, adminOnly},
	{"PUT", "/admin/api-tokens/{token}", "/admin/api-tokens/nope", map[string]any{"expiresAt": "2099-01-01T00:00:00Z"}, adminOnly},
	{"DELETE", "/admin/api-tokens/{token}", "/admin/api-tokens/nope", nil, adminOnly},
	{"GET", "/admin/projects", "", nil, anyone},
	{"POST", "/admin/projects", "", map[string]any{"id": "p-%s", "name": "P"}, editorsOnly},
	{"GET", "/admin/projects/{projectId}", "/admin/projects/default", nil, anyone},
	{"PUT", "/admin/projects/{projectId}", "/admin/projects/default", map[string]any{"name": "Default"}, editorsOnly},
	{"DELETE", "/admin/projects/{projectId}", "/admin/projects/nope", nil, editorsOnly},
	{"POST", "/admin/projects/{projectId}/environments", "/admin/projects/default/environments", map[string]any{"environment": "production"}, editorsOnly},
	{"DELETE", "/admin/projects/{projectId}/environments/{environment}", "/admin/projects/nope/environments/production", nil, editorsOnly},
	{"POST", "/admin/projects/{projectId}/stale", "/admin/projects/default/stale", map[string]any{"features": []string{"matrix-flag"}, "stale": false}, editorsOnly},
	{"POST", "/admin/projects/{projectId}/archive", "/admin/projects/default/archive", map[string]any{"features": []string{"no-such-flag"}}, editorsOnly},
	{"POST", "/admin/projects/{projectId}/revive", "/admin/projects/default/revive", map[string]any{"features": []string{"no-such-flag"}}, editorsOnly},
	{"POST", "/admin/projects/{projectId}/delete", "/admin/projects/default/delete", map[string]any{"features": []string{"no-such-flag"}}, editorsOnly},
	{"GET", "/admin/projects/{projectId}/change-requests/config", "/admin/projects/default/change-requests/config", nil, anyone},
	{"PUT", "/admin/projects/{projectId}/environments/{environment}/change-requests/config", "/admin/projects/default/environments/development/change-requests/config", map[string]any{"changeRequestsEnabled": false}, editorsOnly},
	{"POST", "/admin/projects/{projectId}/environments/{environment}/change-requests", "/admin/projects/default/environments/development/change-requests", map[string]any{"feature": "matrix-flag", "action": "updateEnabled", "payload": map[string]any{"enabled": true}}, editorsOnly},
	{"GET", "/admin/projects/{projectId}/change-requests", "/admin/projects/default/change-requests", nil, anyone},
	{"GET", "/admin/projects/{projectId}/change-requests/open", "/admin/projects/default/change-requests/open", nil, anyone},
	{"GET", "/admin/projects/{projectId}/change-requests/pending", "/admin/projects/default/change-requests/pending", nil, anyone},
	{"GET", "/admin/projects/{projectId}/change-requests/pending/{featureName}", "/admin/projects/default/change-requests/pending/matrix-flag", nil, anyone},
	{"GET", "/admin/projects/{projectId}/change-requests/scheduled", "/admin/projects/default/change-requests/scheduled", nil, anyone},
	{"GET", "/admin/projects/{projectId}/change-requests/{id}", "/admin/projects/default/change-requests/4242", nil, anyone},
	{"DELETE", "/admin/projects/{projectId}/change-requests/{id}", "/admin/projects/default/change-requests/4242", nil, anyone},
	{"PUT", "/admin/projects/{projectId}/change-requests/{id}/state", "/admin/projects/default/change-requests/4242/state", map[string]any{"state": "Approved"}, editorsOnly},
	{"PUT", "/admin/projects/{projectId}/change-requests/{id}/title", "/admin/projects/default/change-requests/4242/title", map[string]any{"title": "t"}, anyone},
	{"POST", "/admin/projects/{projectId}/change-requests/{id}/comments", "/admin/projects/default/change-requests/4242/comments", map[string]any{"text": "t"}, anyone},
	{"DELETE", "/admin/projects/{projectId}/change-requests/{id}/changes/{changeId}", "/admin/projects/default/change-requests/4242/changes/1", nil, anyone},
	{"GET", "/admin/projects/{projectId}/features", "/admin/projects/default/features", nil, anyone},
	{"POST", "/admin/projects/{projectId}/features", "/admin/projects/default/features", map[string]any{"name": "f-%s"}, editorsOnly},
	{"GET", "/admin/projects/{projectId}/features/{featureName}", "/admin/projects/default/features/matrix-flag", nil, anyone},
	{"PUT", "/admin/projects/{projectId}/features/{featureName}", "/admin/projects/default/features/matrix-flag", map[string]any{"description": "d"}, editorsOnly},
	{"DELETE", "/admin/projects/{projectId}/features/{featureName}", "/admin/projects/default/features/archive-me", nil, editorsOnly},
	{"POST", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/on", "/admin/projects/default/features/matrix-flag/environments/development/on", nil, editorsOnly},
	{"POST", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/off", "/admin/projects/default/features/matrix-flag/environments/development/off", nil, editorsOnly},
	{"GET", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies", "/admin/projects/default/features/matrix-flag/environments/development/strategies", nil, anyone},
	{"POST", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies", "/admin/projects/default/features/matrix-flag/environments/development/strategies", map[string]any{"name": "default"}, editorsOnly},
	{"POST", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/set-sort-order", "/admin/projects/default/features/matrix-flag/environments/development/strategies/set-sort-order", []any{}, editorsOnly},
	{"GET", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}", "/admin/projects/default/features/matrix-flag/environments/development/strategies/00000000-0000-0000-0000-000000000000", nil, anyone},
	{"PUT", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}", "/admin/projects/default/features/matrix-flag/environments/development/strategies/00000000-0000-0000-0000-000000000000", map[string]any{"name": "default"}, editorsOnly},
	{"DELETE", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}", "/admin/projects/default/features/matrix-flag/environments/development/strategies/00000000-0000-0000-0000-000000000000", nil, editorsOnly},
	{"GET", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants", "/admin/projects/default/features/matrix-flag/environments/development/variants", nil, anyone},
	{"PUT", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants", "/admin/projects/default/features/matrix-flag/environments/development/variants", []any{}, editorsOnly},
	{"GET", "/admin/environments", "", nil, anyone},
	{"POST", "/admin/environments", "", map[string]any{"name": "e-%s", "type": "test"}, adminOnly},
	{"POST", "/admin/environments/{name}/on", "/admin/environments/development/on", nil, adminOnly},
	{"POST", "/admin/environments/{name}/off", "/admin/environments/nope/off", nil, adminOnly},
	{"GET", "/admin/features", "", nil, anyone},
	{"GET", "/admin/archive/features", "", nil, anyone},
	{"GET", "/admin/archive/features/{projectId}", "/admin/archive/features/default", nil, anyone},
	{"POST", "/admin/archive/revive/{featureName}", "/admin/archive/revive/archive-me", nil, editorsOnly},
	{"DELETE", "/admin/archive/{featureName}", "/admin/archive/archive-me", nil, editorsOnly},
	{"POST", "/admin/projects/{projectId}/features/{featureName}/dependencies", "/admin/projects/default/features/matrix-flag/dependencies", map[string]any{"feature": "matrix-parent"}, editorsOnly},
	{"DELETE", "/admin/projects/{projectId}/features/{featureName}/dependencies/{parent}", "/admin/projects/default/features/matrix-flag/dependencies/matrix-parent", nil, editorsOnly},
	{"DELETE", "/admin/projects/{projectId}/features/{featureName}/dependencies", "/admin/projects/default/features/matrix-flag/dependencies", nil, editorsOnly},
	{"GET", "/admin/projects/{projectId}/dependencies", "/admin/projects/default/dependencies", nil, anyone},
	{"POST", "/admin/projects/{projectId}/features/{featureName}/link", "/admin/projects/default/features/matrix-flag/link", map[string]any{"url": "https://example.com/%s"}, editorsOnly},
	{"PUT", "/admin/projects/{projectId}/features/{featureName}/link/{linkId}", "/admin/projects/default/features/matrix-flag/link/01JTJNCJ5XVP2KPJFA03YRBZCA", map[string]any{"url": "https://example.com"}, editorsOnly},
	{"DELETE", "/admin/projects/{projectId}/features/{featureName}/link/{linkId}", "/admin/projects/default/features/matrix-flag/link/01JTJNCJ5XVP2KPJFA03YRBZCA", nil, editorsOnly},
	{"POST", "/admin/projects/{projectId}/features/{featureName}/favorites", "/admin/projects/default/features/matrix-flag/favorites", nil, anyone},
	{"DELETE", "/admin/projects/{projectId}/features/{featureName}/favorites", "/admin/projects/default/features/matrix-flag/favorites", nil, anyone},
	{"POST", "/admin/projects/{projectId}/favorites", "/admin/projects/default/favorites", nil, anyone},
	{"DELETE", "/admin/projects/{projectId}/favorites", "/admin/projects/default/favorites", nil, anyone},
	{"POST", "/admin/events/search", "", map[string]any{}, anyone},
	{"GET", "/admin/search/features", "", nil, anyone},
	{"GET", "/admin/search/events", "", nil, anyone},
	{"GET", "/admin/events/{featureName}", "/admin/events/some-feature", nil, anyone},
	{"GET", "/admin/state/export", "", nil, adminOnly},
	{"POST", "/admin/state/import", "", map[string]any{"version": 1, "features": []any{}, "strategies": []any{}}, adminOnly},
	{"POST", "/admin/features-batch/export", "", map[string]any{"environment": "development", "features": []string{"matrix-flag"}}, anyone},
	{"POST", "/admin/features-batch/validate", "", emptyImport, editorsOnly},
	{"POST", "/admin/features-batch/import", "", emptyImport, editorsOnly},
	{"GET", "/admin/tag-types", "", nil, anyone},
	{"POST", "/admin/tag-types", "", map[string]any{"name": "tt-%s"}, editorsOnly},
	{"GET", "/admin/tag-types/{name}", "/admin/tag-types/simple", nil, anyone},
	{"POST", "/admin/tag-types/validate", "", map[string]any{"name": "free-name"}, anyone},
	{"PUT", "/admin/tag-types/{name}", "/admin/tag-types/simple", map[string]any{"description": "Simple"}, editorsOnly},
	{"DELETE", "/admin/tag-types/{name}", "/admin/tag-types/nope", nil, editorsOnly},
	{"GET", "/admin/tags", "", nil, anyone},
	{"POST", "/admin/tags", "", map[string]any{"type": "simple", "value": "v-%s"}, editorsOnly},
	{"GET", "/admin/tags/{type}", "/admin/tags/simple", nil, anyone},
	{"GET", "/admin/tags/{type}/{value}", "/admin/tags/simple/nope", nil, anyone},
	{"DELETE", "/admin/tags/{type}/{value}", "/admin/tags/simple/nope", nil, editorsOnly},
	{"GET", "/admin/features/{featureName}/tags", "/admin/features/matrix-flag/tags", nil, anyone},
	{"POST", "/admin/features/{featureName}/tags", "/admin/features/matrix-flag/tags", map[string]any{"type": "simple", "value": "v-%s"}, editorsOnly},
	{"PUT", "/admin/features/{featureName}/tags", "/admin/features/matrix-flag/tags", map[string]any{"addedTags": []any{}, "removedTags": []any{}}, editorsOnly},
	{"DELETE", "/admin/features/{featureName}/tags/{type}/{value}", "/admin/features/matrix-flag/tags/simple/nope", nil, editorsOnly},
	{"PUT", "/admin/projects/{projectId}/tags", "/admin/projects/default/tags", map[string]any{"features": []string{"matrix-flag"}, "tags": map[string]any{"addedTags": []any{}, "removedTags": []any{}}}, editorsOnly},
	{"GET", "/admin/context", "", nil, anyone},
	{"POST", "/admin/context", "", map[string]any{"name": "c-%s"}, editorsOnly},
	{"GET", "/admin/context/{name}", "/admin/context/userId", nil, anyone},
	{"POST", "/admin/context/validate", "", map[string]any{"name": "free-name"}, anyone},
	{"GET", "/admin/context/{name}/strategies", "/admin/context/userId/strategies", nil, anyone},
	{"PUT", "/admin/context/{name}", "/admin/context/userId", map[string]any{"description": "User id"}, editorsOnly},
	{"DELETE", "/admin/context/{name}", "/admin/context/nope", nil, editorsOnly},
	{"GET", "/admin/segments", "", nil, anyone},
	{"POST", "/admin/segments", "", map[string]any{"name": "s-%s", "constraints": []any{}}, editorsOnly},
	{"GET", "/admin/segments/{id}", "/admin/segments/4242", nil, anyone},
	{"POST", "/admin/segments/validate", "", map[string]any{"name": "free-name"}, anyone},
	{"GET", "/admin/segments/{id}/strategies", "/admin/segments/4242/strategies", nil, anyone},
	{"PUT", "/admin/segments/{id}", "/admin/segments/4242", map[string]any{"name": "x", "constraints": []any{}}, editorsOnly},
	{"DELETE", "/admin/segments/{id}", "/admin/segments/4242", nil, editorsOnly},
	{"GET", "/admin/strategies", "", nil, anyone},
	{"POST", "/admin/strategies", "", map[string]any{"name": "st-%s", "parameters": []any{}}, editorsOnly},
	{"GET", "/admin/strategies/{name}", "/admin/strategies/default", nil, anyone},
	{"PUT", "/admin/strategies/{name}", "/admin/strategies/nope", map[string]any{"parameters": []any{}}, editorsOnly},
	{"DELETE", "/admin/strategies/{name}", "/admin/strategies/nope", nil, editorsOnly},
	{"POST", "/admin/strategies/{name}/deprecate", "/admin/strategies/nope/deprecate", nil, editorsOnly},
	{"POST", "/admin/strategies/{name}/reactivate", "/admin/strategies/nope/reactivate", nil, editorsOnly},
	{"GET", "/admin/dashboard/executive", "", nil, anyone},
	{"GET", "/admin/insights", "", nil, anyone},
	{"POST", "/admin/playground", "", map[string]any{"environment": "development", "context": map[string]any{"appName": "a"}}, anyone},
	// The admin UI's user administration, profile, project tokens and bookkeeping (issue 26).
	{"GET", "/admin/user-admin/search", "/admin/user-admin/search?q=ad", nil, anyone},
	{"GET", "/admin/user-admin/access", "", nil, adminOnly},
	{"GET", "/admin/user-admin/admin-count", "", nil, adminOnly},
	{"GET", "/admin/user-admin/inactive", "", nil, adminOnly},
	{"POST", "/admin/user-admin/inactive/delete", "", map[string]any{"ids": []int{4242}}, adminOnly},
	{"DELETE", "/admin/user-admin/scim-users", "", nil, adminOnly},
	{"POST", "/admin/user-admin/validate-password", "", map[string]any{"password": "x"}, anyone},
	{"POST", "/admin/user-admin/reset-password", "", map[string]any{"id": "nobody@example.com"}, adminOnly},
	{"POST", "/admin/user-admin/{id}/change-password", "/admin/user-admin/4242/change-password", map[string]any{"password": "x"}, adminOnly},
	{"GET", "/admin/user/profile", "", nil, usersOnly},
	{"GET", "/admin/projects/{projectId}/api-tokens", "/admin/projects/default/api-tokens", nil, adminOnly},
	{"POST", "/admin/projects/{projectId}/api-tokens", "/admin/projects/default/api-tokens", map[string]any{"tokenName": "t-%s", "type": "client"}, adminOnly},
	{"DELETE", "/admin/projects/{projectId}/api-tokens/{token}", "/admin/projects/default/api-tokens/nope", nil, adminOnly},
	{"POST", "/admin/feedback", "", map[string]any{"feedbackId": "x"}, usersOnly},
	{"PUT", "/admin/feedback/{id}", "/admin/feedback/x", map[string]any{"neverShow": true}, usersOnly},
	{"POST", "/admin/splash/{id}", "/admin/splash/x", nil, usersOnly},
	{"GET", "/admin/telemetry/settings", "", nil, anyone},
	{"POST", "/admin/record-ui-error", "", map[string]any{"errorMessage": "x"}, anyone},
	{"GET", "/admin/personal-dashboard", "", nil, usersOnly},
	{"GET", "/admin/personal-dashboard/{projectId}", "/admin/personal-dashboard/default", nil, usersOnly},
	// The project pages and flag routes of Unleash's UI (issue 26).
	{"GET", "/admin/projects/{projectId}/overview", "/admin/projects/default/overview", nil, anyone},
	{"GET", "/admin/projects/{projectId}/status", "/admin/projects/default/status", nil, anyone},
	{"GET", "/admin/projects/{projectId}/health-report", "/admin/projects/default/health-report", nil, anyone},
	{"GET", "/admin/projects/{projectId}/insights", "/admin/projects/default/insights", nil, anyone},
	{"GET", "/admin/projects/{projectId}/dora", "/admin/projects/default/dora", nil, anyone},
	{"GET", "/admin/projects/{projectId}/flag-creators", "/admin/projects/default/flag-creators", nil, anyone},
	{"GET", "/admin/flag-creators", "", nil, anyone},
	{"GET", "/admin/lifecycle/count", "", nil, anyone},
	{"GET", "/admin/projects/{projectId}/features/{featureName}/lifecycle", "/admin/projects/default/features/matrix-flag/lifecycle", nil, anyone},
	{"POST", "/admin/projects/{projectId}/features/{featureName}/lifecycle/complete", "/admin/projects/default/features/matrix-flag/lifecycle/complete", map[string]any{"status": "kept"}, editorsOnly},
	{"POST", "/admin/projects/{projectId}/features/{featureName}/lifecycle/uncomplete", "/admin/projects/default/features/matrix-flag/lifecycle/uncomplete", nil, editorsOnly},
	{"GET", "/admin/projects/{projectId}/applications", "/admin/projects/default/applications", nil, anyone},
	{"GET", "/admin/projects/{projectId}/sdks/outdated", "/admin/projects/default/sdks/outdated", nil, anyone},
	{"POST", "/admin/features/validate", "", map[string]any{"name": "v-%s"}, anyone},
	{"POST", "/admin/projects/{projectId}/archive/validate", "/admin/projects/default/archive/validate", map[string]any{"features": []string{"matrix-flag"}}, editorsOnly},
	{"GET", "/admin/projects/{projectId}/features/{child}/parents", "/admin/projects/default/features/matrix-flag/parents", nil, anyone},
	{"GET", "/admin/projects/{projectId}/features/{parent}/parent-variants", "/admin/projects/default/features/matrix-flag/parent-variants", nil, anyone},
	{"GET", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}", "/admin/projects/default/features/matrix-flag/environments/development", nil, anyone},
	{"POST", "/admin/projects/{projectId}/bulk_features/environments/{environment}/on", "/admin/projects/default/bulk_features/environments/development/on", map[string]any{"features": []string{"matrix-flag"}}, editorsOnly},
	{"POST", "/admin/projects/{projectId}/bulk_features/environments/{environment}/off", "/admin/projects/default/bulk_features/environments/development/off", map[string]any{"features": []string{"matrix-flag"}}, editorsOnly},
	{"POST", "/admin/projects/{projectId}/features/{featureName}/clone", "/admin/projects/default/features/matrix-flag/clone", map[string]any{"name": "c-%s"}, editorsOnly},
	{"PUT", "/admin/projects/{projectId}/features/{featureName}/variants-batch", "/admin/projects/default/features/matrix-flag/variants-batch", map[string]any{"variants": []any{}, "environments": []string{"development"}}, editorsOnly},
	{"POST", "/admin/projects/{projectId}/environments/{environment}/default-strategy", "/admin/projects/default/environments/development/default-strategy", map[string]any{"name": "default"}, editorsOnly},
	// Issue 26, operators' routes.
	{"GET", "/admin/events", "", nil, anyone},
	{"GET", "/admin/event-creators", "", nil, anyone},
	{"POST", "/admin/metrics/applications/{appName}", "/admin/metrics/applications/matrix-app", map[string]any{"description": "d"}, editorsOnly},
	{"DELETE", "/admin/metrics/applications/{appName}", "/admin/metrics/applications/nope", nil, editorsOnly},
	{"GET", "/admin/client-metrics/features/{name}", "/admin/client-metrics/features/matrix-flag", nil, anyone},
	{"GET", "/admin/client-metrics/features/{name}/raw", "/admin/client-metrics/features/matrix-flag/raw", nil, anyone},
	{"GET", "/admin/metrics/sdks/outdated", "", nil, anyone},
	{"POST", "/admin/playground/advanced", "", map[string]any{"environments": []string{"development"}, "context": map[string]any{"appName": "a"}}, anyone},
	{"GET", "/admin/instance-admin/statistics", "", nil, adminOnly},
	{"GET", "/admin/instance-admin/statistics/csv", "", nil, adminOnly},
	// JSON Patch, environments, project context fields, a strategy's segments, maintenance mode.
	{"PATCH", "/admin/projects/{projectId}/features/{featureName}", "/admin/projects/default/features/matrix-flag", []any{}, editorsOnly},
	// The patch reads the strategy first: a missing one is a 404 to whoever may read it
	// (TestJSONPatch checks that a viewer may not patch one that exists).
	{"PATCH", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}", "/admin/projects/default/features/matrix-flag/environments/development/strategies/00000000-0000-0000-0000-000000000000", []any{}, anyone},
	{"PATCH", "/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants", "/admin/projects/default/features/matrix-flag/environments/development/variants", []any{}, editorsOnly},
	{"GET", "/admin/environments/{name}", "/admin/environments/development", nil, anyone},
	{"GET", "/admin/environments/project/{projectId}", "/admin/environments/project/default", nil, anyone},
	{"PUT", "/admin/environments/sort-order", "", map[string]any{}, adminOnly},
	{"POST", "/admin/context/{name}/legal-values", "/admin/context/nope/legal-values", map[string]any{"value": "v"}, editorsOnly},
	{"DELETE", "/admin/context/{name}/legal-values/{legalValue}", "/admin/context/nope/legal-values/v", nil, editorsOnly},
	{"POST", "/admin/constraints/validate", "", map[string]any{"contextName": "userId", "operator": "IN", "values": []any{"1"}}, anyone},
	{"GET", "/admin/projects/{projectId}/context", "/admin/projects/default/context", nil, anyone},
	{"POST", "/admin/projects/{projectId}/context", "/admin/projects/default/context", map[string]any{"name": "matrix-pc"}, editorsOnly},
	{"POST", "/admin/projects/{projectId}/context/validate", "/admin/projects/default/context/validate", map[string]any{"name": "free-name"}, anyone},
	{"GET", "/admin/projects/{projectId}/context/{name}", "/admin/projects/default/context/matrix-pc", nil, anyone},
	{"GET", "/admin/projects/{projectId}/context/{name}/strategies", "/admin/projects/default/context/matrix-pc/strategies", nil, anyone},
	{"PUT", "/admin/projects/{projectId}/context/{name}", "/admin/projects/default/context/matrix-pc", map[string]any{"description": "d"}, editorsOnly},
	{"POST", "/admin/projects/{projectId}/context/{name}/legal-values", "/admin/projects/default/context/matrix-pc/legal-values", map[string]any{"value": "v"}, editorsOnly},
	{"DELETE", "/admin/projects/{projectId}/context/{name}/legal-values/{legalValue}", "/admin/projects/default/context/matrix-pc/legal-values/v", nil, editorsOnly},
	{"DELETE", "/admin/projects/{projectId}/context/{name}", "/admin/projects/default/context/matrix-pc", nil, editorsOnly},
	{"GET", "/admin/segments/strategies/{strategyId}", "/admin/segments/strategies/00000000-0000-0000-0000-000000000000", nil, anyone},
	{"POST", "/admin/segments/strategies", "", map[string]any{"projectId": "default", "strategyId": "00000000-0000-0000-0000-000000000000", "environmentId": "development", "segmentIds": []any{}}, editorsOnly},
	{"GET", "/admin/maintenance", "", nil, adminOnly},
	{"POST", "/admin/maintenance", "", map[string]any{"enabled": false}, adminOnly},
}

// emptyImport is a batch import of nothing into the default project.
var emptyImport = map[string]any{"project": "default", "environment": "development",
	"data": map[string]any{"features": []any{}, "featureStrategies": []any{}, "tagTypes": []any{}}}

// TestAuthorizationMatrixCoversEveryRoute fails when a route is added without a matrix row.
func TestAuthorizationMatrixCoversEveryRoute(t *testing.T) {
	rows := map[string]bool{}
	for _, r := range authzMatrix {
		rows[r.method+" "+r.pattern] = true
	}
	// The client API (/api/client, rest.ClientRouter) is a separate router that admits client
	// tokens only; TestClientTokenScope covers it.
	router := rest.Router(&graph.Resolver{Domain: &domain.Areas{Kernel: &kernel.Kernel{}}}, nil)
	requireSameRoutes(t, servedRoutes(t, router), rows, "routes without a row in authzMatrix", "matrix rows that name no route")
}

// callers creates one credential per identity column.
func callers(t *testing.T, s *server) []string {
	mk := func(role string) (session, pat string) {
		email := fmt.Sprintf("%s-%s@example.com", strings.ToLower(role), randomHex(3))
		s.createUser(email, role)
		session = s.login(email, testPassword)
		return session, s.createPAT(session)
	}
	viewerSession, viewerPAT := mk("Viewer")
	_, editorPAT := mk("Editor")
	_, adminPAT := mk("Admin")
	res := s.admin(http.MethodPost, "/api/admin/api-tokens", map[string]any{
		"tokenName": "sdk", "type": "client", "environment": "development", "projects": []string{"default"}})
	require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
	client := res.JSON(t)["secret"].(string)
	for _, name := range []string{"matrix-flag", "archive-me", "matrix-parent"} {
		res = s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": name})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	}
	return []string{"", "*:*.invalid-token-000000", viewerSession, viewerPAT, editorPAT, adminPAT, adminToken, client}
}

func TestAuthorizationMatrix(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		creds := callers(t, s)
		for _, row := range authzMatrix {
			path := row.path
			if path == "" {
				path = row.pattern
			}
			for _, i := range refusalsFirst(row.want) {
				who := identities[i]
				body := row.body
				if m, ok := body.(map[string]any); ok {
					body = fillUnique(m)
				}
				res := s.do(row.method, "/api"+path, creds[i], body)
				name := fmt.Sprintf("%s %s as %s", row.method, path, who)
				switch row.want[i] {
				case unauth:
					requireError(t, res, http.StatusUnauthorized, "AuthenticationRequired", "")
				case denied:
					requireError(t, res, http.StatusForbidden, "NoAccessError", "")
				default:
					require.NotContains(t, []int{401, 403}, res.Status, "%s: %s", name, res.Body)
					require.Less(t, res.Status, 500, "%s: %s", name, res.Body)
				}
			}
		}
	})
}

// fillUnique makes %s in string values unique, so repeated creates do not collide.
func fillUnique(m map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		if s, ok := v.(string); ok && strings.Contains(s, "%s") {
			v = fmt.Sprintf(s, randomHex(4))
		}
		out[k] = v
	}
	return out
}

// gqlMatrix is the GraphQL face of the same rules.
var gqlMatrix = []struct {
	op   string
	want []access
}{
	{`{ users { id } }`, adminOnly},
	{`{ groups { id } }`, adminOnly},
	{`{ projectAccess(projectId: "default") { roles { id } } }`, adminOnly},
	{`{ apiTokens { id } }`, adminOnly},
	{`{ apiTokens(name: "nope") { id } }`, adminOnly},
	{`mutation { updateApiTokenExpiry(secret: "nope", expiresAt: "2099-01-01T00:00:00Z") { id } }`, adminOnly},
	{`mutation { updateApiTokenExpiryById(id: 4242, expiresAt: "2099-01-01T00:00:00Z") { id } }`, adminOnly},
	{`mutation { setEnvironmentEnabled(name: "nope", enabled: true) { name } }`, adminOnly},
	{`{ eventTypes }`, anyone},
	{`{ rootRoles { id } }`, anyone},
	{`{ myRoles { id } }`, anyone},
	{`{ events { totalEvents } }`, anyone},
	{`{ personalTokens { id } }`, usersOnly},
	{`{ featureTypes { id lifetimeDays } }`, anyone},
	{`{ uiConfig { version } }`, anyone},
	{`mutation { setFrontendApiOrigins(frontendApiOrigins: []) { frontendApiOrigins } }`, adminOnly},
	{`{ allFeatures { name } }`, anyone},
	{`{ clientApplications { appName } }`, anyone},
	{`{ eventCreators { id } }`, anyone},
	{`{ outdatedSdks { sdkVersion } }`, anyone},
	{`{ instanceStatistics { users } }`, adminOnly},
	{`{ advancedPlayground(input: {environments: ["development"], context: {appName: "a"}}) { environment } }`, anyone},
	{`mutation { saveClientApplication(appName: "matrix-app", input: {color: "red"}) { appName } }`, editorsOnly},
	{`mutation { deleteClientApplication(appName: "nope") }`, editorsOnly},
	{`mutation { updateFeatureTypeLifetime(id: "release", lifetimeDays: 40) { id } }`, adminOnly},
	{`mutation { changeMyPassword(input: {password: "x", oldPassword: "y"}) }`, usersOnly},
	{`{ addons { id parameters { url secret } } addonDeliveries(id: 4242) { id } }`, adminOnly},
	{`mutation { createAddon(input: {provider: "webhook", enabled: false, parameters: {url: "https://93.184.216.34/%s"}, events: ["feature-created"]}) { id } }`, adminOnly},
	{`mutation { deleteAddon(id: 4242) }`, adminOnly},
	{`mutation { createGroup(input: {name: "g-%s"}) { id } }`, adminOnly},
	{`mutation { deleteUser(id: 4242) }`, adminOnly},
	{`mutation { inviteUser(input: {email: "invited-%s@example.com"}) { user { id } inviteLink } }`, adminOnly},
	{`mutation { addDependency(projectId: "default", child: "matrix-flag", input: {feature: "matrix-parent"}) { feature } }`, editorsOnly},
	{`mutation { unfavoriteFeature(projectId: "default", name: "matrix-flag") }`, anyone},
	{`mutation { addFeatureLink(projectId: "default", feature: "matrix-flag", input: {url: "https://example.com/%s"}) { id } }`, editorsOnly},
	{`mutation { deleteFeatureLink(projectId: "default", feature: "matrix-flag", id: "01JTJNCJ5XVP2KPJFA03YRBZCA") }`, editorsOnly},
	{`{ projectUsesDependencies(projectId: "default") }`, anyone},
	{`{ signupTokens { name } }`, adminOnly},
	{`mutation { updateSignupTokenById(id: 4242, input: {enabled: false}) { id } }`, adminOnly},
	{`mutation { revokeApiToken(id: 4242) }`, adminOnly},
	{`{ instanceInsights { users { total } flagTrends { total } } }`, anyone},
	{`{ featureMetrics(featureName: "matrix-flag") { applications buckets { yes } } }`, anyone},
	{`mutation { createSignupToken(input: {name: "t", expiresAt: "2099-01-01T00:00:00Z"}) { url } }`, adminOnly},
	{`{ exportState }`, adminOnly},
	{`mutation { importState(document: {version: 1, features: [], strategies: []}) }`, adminOnly},
	{`mutation { exportFeatures(query: {environment: "development", features: ["matrix-flag"]}) }`, anyone},
	{`{ validateImport(document: {project: "default", environment: "development", data: {features: [], featureStrategies: [], tagTypes: []}}) { errors { message } } }`, editorsOnly},
	{`mutation { importFeatures(document: {project: "default", environment: "development", data: {features: [], featureStrategies: [], tagTypes: []}}) }`, editorsOnly},
	{`{ tagTypes { name } contextFields { name } segments { id } strategyDefinitions { name editable } tags { type } }`, anyone},
	{`mutation { createTagType(input: {name: "tt-%s"}) { name } }`, editorsOnly},
	{`mutation { addFeatureTag(featureName: "matrix-flag", input: {value: "g-%s"}) { type value } }`, editorsOnly},
	{`mutation { createContextField(input: {name: "c-%s"}) { name } }`, editorsOnly},
	{`mutation { createSegment(input: {name: "s-%s"}) { id } }`, editorsOnly},
	{`mutation { deleteStrategyDefinition(name: "nope") }`, editorsOnly},
	{`{ changeRequestConfig(projectId: "default") { environment } changeRequests(projectId: "default") { id } }`, anyone},
	{`mutation { setChangeRequestConfig(projectId: "default", environment: "development", enabled: false) { environment } }`, editorsOnly},
	{`mutation { addChanges(projectId: "default", environment: "development", changes: [{feature: "matrix-flag", action: "updateEnabled", payload: {enabled: true}}]) { id } }`, editorsOnly},
	{`mutation { setChangeRequestState(projectId: "default", id: 4242, state: "Approved") { id } }`, editorsOnly},
	{`mutation { setChangeRequestState(projectId: "default", id: 4242, state: "Applied") { id } }`, editorsOnly},
}

func TestAuthorizationMatrixGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		creds := callers(t, s)
		for _, row := range gqlMatrix {
			for i, who := range identities {
				op := row.op
				if strings.Contains(op, "%s") {
					op = fmt.Sprintf(op, randomHex(4))
				}
				code := s.gql(creds[i], op, nil).errorCode()
				name := fmt.Sprintf("%s as %s", row.op, who)
				switch row.want[i] {
				case unauth:
					require.Equal(t, "AuthenticationRequired", code, name)
				case denied:
					require.Equal(t, "NoAccessError", code, name)
				default:
					require.NotContains(t, []string{"AuthenticationRequired", "NoAccessError", "InternalError"}, code, name)
				}
			}
		}
	})
}

// refusalsFirst orders the identity columns so that callers expected to be refused go
// before those allowed: an allowed DELETE must not turn a later 403 into a 404.
func refusalsFirst(want []access) []int {
	order := make([]int, len(want))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return want[order[a]] > want[order[b]] })
	return order
}

// frontendMatrix is the frontend API (rest.FrontendRouter), a router of its own that admits
// frontend tokens only: every other credential of the matrix is refused, and so is the
// frontend token on the admin API.
var frontendMatrix = []routeRow{
	{"GET", "/frontend", "", nil, nil},
	{"POST", "/frontend", "", map[string]any{"context": map[string]any{"userId": "1"}}, nil},
	{"GET", "/frontend/features/{featureName}", "/frontend/features/matrix-flag", nil, nil},
	{"POST", "/frontend/client/metrics", "", map[string]any{"appName": "a", "bucket": map[string]any{}}, nil},
	{"POST", "/frontend/client/register", "", map[string]any{"appName": "a", "strategies": []string{}, "started": 0, "interval": 1}, nil},
}

// frontendOnly is what the frontend routes expect of the matrix's identities.
var frontendOnly = []access{unauth, unauth, denied, denied, denied, denied, denied, denied}

func TestFrontendMatrixCoversEveryRoute(t *testing.T) {
	rows := map[string]bool{}
	for _, r := range frontendMatrix {
		rows[r.method+" /api"+r.pattern] = true
	}
	router := rest.FrontendRouter(nil, nil, rest.StaticOrigins(nil))
	served := map[string]bool{}
	for key := range servedRoutes(t, router) {
		method, path, _ := strings.Cut(key, " ")
		served[method+" "+strings.TrimSuffix("/api/frontend"+path, "/")] = true
	}
	requireSameRoutes(t, served, rows, "frontend routes without a row in frontendMatrix", "frontend rows that name no route")
}

func TestFrontendAuthorizationMatrix(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		creds := callers(t, s)
		frontend := s.apiToken(t, "frontend", "development", "default")
		for _, row := range frontendMatrix {
			path := row.path
			if path == "" {
				path = row.pattern
			}
			for i, want := range frontendOnly {
				res := s.do(row.method, "/api"+path, creds[i], row.body)
				if want == unauth {
					requireError(t, res, http.StatusUnauthorized, "AuthenticationRequired", "")
				} else {
					requireError(t, res, http.StatusForbidden, "NoAccessError", "frontend token")
				}
			}
			res := s.do(row.method, "/api"+path, frontend, row.body)
			require.NotContains(t, []int{401, 403}, res.Status, "%s %s as frontend token: %s", row.method, path, res.Body)
			require.Less(t, res.Status, 500, "%s %s: %s", row.method, path, res.Body)
		}
		requireError(t, s.do(http.MethodGet, "/api/admin/projects", frontend, nil), http.StatusForbidden, "NoAccessError", "")
		requireError(t, s.do(http.MethodGet, "/api/client/features", frontend, nil), http.StatusForbidden, "NoAccessError", "client token")
	})
}
