package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent/event"
)

// crPeople are the callers of a change request test: its author and two reviewers, each
// an Editor signed in with a password.
type crPeople struct{ author, alice, bob string }

func newCRPeople(t *testing.T, s *server) crPeople {
	t.Helper()
	mk := func(who string) string {
		email := fmt.Sprintf("%s-%s@example.com", who, randomHex(3))
		s.createUser(email, "Editor")
		return s.login(email, testPassword)
	}
	return crPeople{author: mk("author"), alice: mk("alice"), bob: mk("bob")}
}

// crPath is the path of the default project's change requests, with rest appended.
func crPath(rest string) string { return "/api/admin/projects/default/change-requests" + rest }

// guardEnv turns change requests on (or off) for the default project's environment env.
func guardEnv(t *testing.T, s *server, env string, on bool, approvals int) {
	t.Helper()
	res := s.admin(http.MethodPut, "/api/admin/projects/default/environments/"+env+"/change-requests/config",
		map[string]any{"changeRequestsEnabled": on, "requiredApprovals": approvals})
	require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
}

// newFlag creates a flag in the default project.
func newFlag(t *testing.T, s *server, name string) {
	t.Helper()
	res := s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": name})
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
}

// flagEnabledIn reports whether a flag of the default project is on in env.
func flagEnabledIn(t *testing.T, s *server, name, env string) bool {
	t.Helper()
	res := s.admin(http.MethodGet, "/api/admin/projects/default/features/"+name+"/environments/"+env, nil)
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	return res.JSON(t)["enabled"].(bool)
}

// addChange adds a change to cred's draft for env and returns the request.
func addChange(t *testing.T, s *server, cred, env string, change map[string]any) map[string]any {
	t.Helper()
	res := s.do(http.MethodPost, "/api/admin/projects/default/environments/"+env+"/change-requests", cred, change)
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	return res.JSON(t)
}

// moveCR moves a request to state as cred and returns the answer.
func moveCR(s *server, cred string, id int, body map[string]any) response {
	return s.do(http.MethodPut, crPath(fmt.Sprintf("/%d/state", id)), cred, body)
}

// approvedCR makes a request of one change by p.author, in review and approved by alice.
func approvedCR(t *testing.T, s *server, p crPeople, env string, change map[string]any) int {
	t.Helper()
	id := int(addChange(t, s, p.author, env, change)["id"].(float64))
	res := moveCR(s, p.author, id, map[string]any{"state": "In review"})
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	res = moveCR(s, p.alice, id, map[string]any{"state": "Approved"})
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	require.Equal(t, "Approved", res.JSON(t)["state"])
	return id
}

// countEvents counts the events of a type whose data names change request id (any when 0).
func countEvents(t *testing.T, s *server, typ string, id int) int {
	t.Helper()
	es, err := s.App.Store.Client.Event.Query().Where(event.Type(typ)).All(context.Background())
	require.NoError(t, err)
	n := 0
	for _, e := range es {
		var d struct {
			ID int `json:"changeRequestId"`
		}
		_ = json.Unmarshal(e.Data, &d)
		if id == 0 || d.ID == id {
			n++
		}
	}
	return n
}

// TestChangeRequestRefusesDirectChanges: with change requests on for production, every
// direct way to change a flag there is refused with 409 ChangeRequestRequiredError and
// changes nothing; development, without them, still changes directly.
func TestChangeRequestRefusesDirectChanges(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		newFlag(t, s, "guarded")
		newFlag(t, s, "guarded-child")
		res := s.admin(http.MethodPost, "/api/admin/projects/default/features/guarded/environments/production/strategies",
			map[string]any{"name": "default"})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		strategyID := res.JSON(t)["id"].(string)
		guardEnv(t, s, "production", true, 1)
		before := countEvents(t, s, "feature-environment-enabled", 0)

		base := "/api/admin/projects/default/features/guarded"
		for _, tc := range []struct {
			name, method, path string
			body               any
		}{
			{"enable", "POST", base + "/environments/production/on", nil},
			{"add strategy", "POST", base + "/environments/production/strategies", map[string]any{"name": "default"}},
			{"update strategy", "PUT", base + "/environments/production/strategies/" + strategyID, map[string]any{"name": "default", "disabled": true}},
			{"delete strategy", "DELETE", base + "/environments/production/strategies/" + strategyID, nil},
			{"variants", "PUT", base + "/environments/production/variants", []any{map[string]any{"name": "a", "weight": 1000, "weightType": "variable", "stickiness": "default"}}},
			{"bulk toggle", "POST", "/api/admin/projects/default/bulk_features/environments/production/on", map[string]any{"features": []string{"guarded"}}},
			{"archive", "DELETE", base, nil},
			{"dependency", "POST", "/api/admin/projects/default/features/guarded-child/dependencies", map[string]any{"feature": "guarded"}},
			{"import", "POST", "/api/admin/features-batch/import", map[string]any{"project": "default", "environment": "production",
				"data": map[string]any{"features": []any{map[string]any{"name": "guarded", "project": "default"}},
					"featureStrategies": []any{}, "featureEnvironments": []any{map[string]any{"name": "guarded", "featureName": "guarded", "environment": "production", "enabled": true}},
					"tagTypes": []any{}}}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(tc.method, tc.path, tc.body)
				requireError(t, res, http.StatusConflict, "ChangeRequestRequiredError", `"production"`)
			})
		}
		gq := s.gql(adminToken, `mutation { setFeatureEnvironmentEnabled(projectId: "default", name: "guarded", environment: "production", enabled: true) { name } }`, nil)
		require.Equal(t, "ChangeRequestRequiredError", gq.errorCode(), "%+v", gq)

		require.False(t, flagEnabledIn(t, s, "guarded", "production"))
		res = s.admin(http.MethodGet, base+"/environments/production/strategies", nil)
		require.Equal(t, http.StatusOK, res.Status)
		require.Len(t, res.JSON2(t), 1, "the strategy is as it was: %s", res.Body)
		require.Equal(t, before, countEvents(t, s, "feature-environment-enabled", 0))
		res = s.admin(http.MethodGet, base, nil)
		require.Equal(t, http.StatusOK, res.Status, "not archived: %s", res.Body)

		res = s.admin(http.MethodPost, base+"/environments/development/on", nil)
		require.Equal(t, http.StatusOK, res.Status, "development has no change requests: %s", res.Body)
	})
}

// TestChangeRequestFlow walks a request from draft to applied: the author drafts and
// sends it to review, cannot approve it, another approves, and applying changes the flag
// with events recorded as the applier, carrying the request's id.
func TestChangeRequestFlow(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		p := newCRPeople(t, s)
		newFlag(t, s, "flow")
		guardEnv(t, s, "production", true, 1)

		res := s.admin(http.MethodGet, crPath("/config"), nil)
		require.Equal(t, http.StatusOK, res.Status)
		require.Contains(t, string(res.Body), `"environment":"production","type":"production","changeRequestEnabled":true,"requiredApprovals":1`)

		cr := addChange(t, s, p.author, "production", map[string]any{"feature": "flow", "action": "updateEnabled", "payload": map[string]any{"enabled": true}})
		id := int(cr["id"].(float64))
		require.Equal(t, "Draft", cr["state"])
		require.Equal(t, "production", cr["environment"])
		require.EqualValues(t, 1, cr["minApprovals"])
		features := cr["features"].([]any)
		require.Len(t, features, 1)
		change := features[0].(map[string]any)["changes"].([]any)[0].(map[string]any)
		require.Equal(t, "updateEnabled", change["action"])
		require.Equal(t, map[string]any{"enabled": true}, change["payload"])

		// The same action on the same feature replaces the change; an array adds several.
		cr = addChange(t, s, p.author, "production", map[string]any{"feature": "flow", "action": "updateEnabled", "payload": map[string]any{"enabled": true}})
		require.EqualValues(t, id, cr["id"], "the author's draft")
		require.Len(t, cr["features"].([]any)[0].(map[string]any)["changes"], 1)
		requireError(t, s.do(http.MethodPost, "/api/admin/projects/default/environments/production/change-requests", p.author,
			map[string]any{"feature": "flow", "action": "explode"}), http.StatusBadRequest, "ValidationError", "action")
		requireError(t, s.do(http.MethodPost, "/api/admin/projects/default/environments/production/change-requests", p.author,
			map[string]any{"feature": "flow", "action": "updateEnabled", "payload": map[string]any{}}), http.StatusBadRequest, "ValidationError", "enabled")
		requireError(t, s.do(http.MethodPost, "/api/admin/projects/default/environments/development/change-requests", p.author,
			map[string]any{"feature": "flow", "action": "updateEnabled", "payload": map[string]any{"enabled": true}}), http.StatusBadRequest, "ValidationError", "does not use change requests")

		// Another's draft is not listed; the author's is.
		res = s.do(http.MethodGet, crPath("/open"), p.alice, nil)
		require.Equal(t, http.StatusOK, res.Status)
		require.Empty(t, res.JSON2(t))
		res = s.do(http.MethodGet, crPath("/pending/flow"), p.author, nil)
		require.Len(t, res.JSON2(t), 1)

		res = s.do(http.MethodPut, crPath(fmt.Sprintf("/%d/title", id)), p.author, map[string]any{"title": "Turn flow on"})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, "Turn flow on", res.JSON(t)["title"])

		// Approving a draft, approving one's own, applying before approval: refused.
		requireError(t, moveCR(s, p.alice, id, map[string]any{"state": "Approved"}), http.StatusConflict, "NameExistsError", "in review")
		res = moveCR(s, p.author, id, map[string]any{"state": "In review"})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, "In review", res.JSON(t)["state"])
		requireError(t, moveCR(s, p.author, id, map[string]any{"state": "Approved"}), http.StatusForbidden, "NoAccessError", "author")
		requireError(t, moveCR(s, p.alice, id, map[string]any{"state": "Applied"}), http.StatusConflict, "NameExistsError", "approved")
		require.False(t, flagEnabledIn(t, s, "flow", "production"))

		res = moveCR(s, p.alice, id, map[string]any{"state": "Approved", "comment": "LGTM"})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		got := res.JSON(t)
		require.Equal(t, "Approved", got["state"])
		require.Len(t, got["approvals"], 1)
		require.Equal(t, "LGTM", got["comments"].([]any)[0].(map[string]any)["text"])

		res = moveCR(s, p.bob, id, map[string]any{"state": "Applied"})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, "Applied", res.JSON(t)["state"])
		require.True(t, flagEnabledIn(t, s, "flow", "production"))
		requireError(t, moveCR(s, p.bob, id, map[string]any{"state": "Applied"}), http.StatusConflict, "NameExistsError", "Applied")

		es, err := s.App.Store.Client.Event.Query().Where(event.Type("feature-environment-enabled"), event.FeatureName("flow")).All(context.Background())
		require.NoError(t, err)
		require.Len(t, es, 1)
		require.Equal(t, 1, countEvents(t, s, "feature-environment-enabled", id), "the event carries the request's id")
		require.True(t, strings.HasPrefix(es[0].CreatedBy, "bob-"), "recorded as the applier: %s", es[0].CreatedBy)
		for _, typ := range []string{"change-request-created", "change-added", "change-request-sent-to-review",
			"change-request-approval-added", "change-request-approved", "change-request-applied"} {
			require.Positive(t, countEvents(t, s, typ, id), typ)
		}
	})
}

// TestChangeRequestApprovalsAndRejection: with two approvals required, one approval
// leaves the request in review, the same reviewer counts once, and a rejection closes it.
func TestChangeRequestApprovalsAndRejection(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		p := newCRPeople(t, s)
		newFlag(t, s, "twice")
		guardEnv(t, s, "production", true, 2)
		id := int(addChange(t, s, p.author, "production", map[string]any{"feature": "twice", "action": "updateEnabled", "payload": map[string]any{"enabled": true}})["id"].(float64))
		require.Equal(t, http.StatusOK, moveCR(s, p.author, id, map[string]any{"state": "In review"}).Status)
		res := moveCR(s, p.alice, id, map[string]any{"state": "Approved"})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, "In review", res.JSON(t)["state"])
		requireError(t, moveCR(s, p.alice, id, map[string]any{"state": "Approved"}), http.StatusConflict, "NameExistsError", "already")
		res = moveCR(s, p.bob, id, map[string]any{"state": "Rejected"})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		got := res.JSON(t)
		require.Equal(t, "Rejected", got["state"])
		require.Len(t, got["rejections"], 1)
		requireError(t, moveCR(s, p.author, id, map[string]any{"state": "Cancelled"}), http.StatusConflict, "NameExistsError", "Rejected")
	})
}

// TestChangeRequestConflict: a strategy changed directly after a request to change it
// was added makes applying the request refused, with nothing changed, the request still
// Approved and the conflict shown on it.
func TestChangeRequestConflict(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		p := newCRPeople(t, s)
		newFlag(t, s, "contested")
		strategies := "/api/admin/projects/default/features/contested/environments/production/strategies"
		res := s.admin(http.MethodPost, strategies, map[string]any{"name": "flexibleRollout",
			"parameters": map[string]any{"rollout": "10", "stickiness": "default", "groupId": "contested"}})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		sid := res.JSON(t)["id"].(string)
		guardEnv(t, s, "production", true, 1)
		id := approvedCR(t, s, p, "production", map[string]any{"feature": "contested", "action": "updateStrategy",
			"payload": map[string]any{"id": sid, "name": "flexibleRollout", "parameters": map[string]any{"rollout": "50", "stickiness": "default", "groupId": "contested"}}})

		guardEnv(t, s, "production", false, 1)
		res = s.admin(http.MethodPut, strategies+"/"+sid, map[string]any{"name": "flexibleRollout",
			"parameters": map[string]any{"rollout": "30", "stickiness": "default", "groupId": "contested"}})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		guardEnv(t, s, "production", true, 1)

		requireError(t, moveCR(s, p.bob, id, map[string]any{"state": "Applied"}), http.StatusConflict, "NameExistsError", "conflicts")
		res = s.admin(http.MethodGet, strategies+"/"+sid, nil)
		require.Equal(t, "30", res.JSON(t)["parameters"].(map[string]any)["rollout"], "not overwritten")
		res = s.do(http.MethodGet, crPath(fmt.Sprintf("/%d", id)), p.bob, nil)
		got := res.JSON(t)
		require.Equal(t, "Approved", got["state"])
		require.NotEmpty(t, got["features"].([]any)[0].(map[string]any)["conflict"])
		require.Zero(t, countEvents(t, s, "change-request-applied", id))
	})
}

// TestChangeRequestScheduled: the server applies a scheduled request at its time, and
// records on a scheduled request that cannot be applied why, leaving it scheduled.
func TestChangeRequestScheduled(t *testing.T) {
	eachStoreWith(t, map[string]string{"JOBS_INTERVAL": "100ms"}, func(t *testing.T, s *server) {
		p := newCRPeople(t, s)
		newFlag(t, s, "later")
		newFlag(t, s, "doomed")
		res := s.admin(http.MethodPost, "/api/admin/projects/default/features/doomed/environments/production/strategies", map[string]any{"name": "default"})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		sid := res.JSON(t)["id"].(string)
		guardEnv(t, s, "production", true, 1)

		ok := approvedCR(t, s, p, "production", map[string]any{"feature": "later", "action": "updateEnabled", "payload": map[string]any{"enabled": true}})
		bad := approvedCR(t, s, p, "production", map[string]any{"feature": "doomed", "action": "deleteStrategy", "payload": map[string]any{"id": sid}})
		requireError(t, moveCR(s, p.bob, ok, map[string]any{"state": "Scheduled"}), http.StatusBadRequest, "ValidationError", "scheduledAt")
		requireError(t, moveCR(s, p.bob, ok, map[string]any{"state": "Scheduled", "scheduledAt": time.Now().Add(-time.Hour)}), http.StatusBadRequest, "ValidationError", "future")
		at := time.Now().Add(3 * time.Second).UTC()
		for _, id := range []int{ok, bad} {
			res := moveCR(s, p.bob, id, map[string]any{"state": "Scheduled", "scheduledAt": at})
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			got := res.JSON(t)
			require.Equal(t, "Scheduled", got["state"])
			require.Equal(t, "pending", got["schedule"].(map[string]any)["status"])
		}
		// The strategy the second request deletes goes first, directly.
		guardEnv(t, s, "production", false, 1)
		require.Equal(t, http.StatusOK, s.admin(http.MethodDelete, "/api/admin/projects/default/features/doomed/environments/production/strategies/"+sid, nil).Status)
		guardEnv(t, s, "production", true, 1)
		require.False(t, flagEnabledIn(t, s, "later", "production"), "not before its time")

		require.Eventually(t, func() bool { return flagEnabledIn(t, s, "later", "production") }, 20*time.Second, 50*time.Millisecond)
		require.False(t, time.Now().Before(at), "applied at its time, not before")
		res = s.do(http.MethodGet, crPath(fmt.Sprintf("/%d", ok)), p.bob, nil)
		require.Equal(t, "Applied", res.JSON(t)["state"])
		require.Equal(t, 1, countEvents(t, s, "change-request-scheduled-application-success", ok))

		require.Eventually(t, func() bool {
			got := s.do(http.MethodGet, crPath(fmt.Sprintf("/%d", bad)), p.bob, nil).JSON(t)
			sched, _ := got["schedule"].(map[string]any)
			return sched != nil && sched["status"] == "failed"
		}, 20*time.Second, 50*time.Millisecond)
		got := s.do(http.MethodGet, crPath(fmt.Sprintf("/%d", bad)), p.bob, nil).JSON(t)
		require.Equal(t, "Scheduled", got["state"])
		require.NotEmpty(t, got["schedule"].(map[string]any)["failureReason"])
		require.Equal(t, 1, countEvents(t, s, "change-request-scheduled-application-failure", bad))
	})
}

// TestChangeRequestRuleFollowedByAnotherNode: the guard's rules are kept between writes
// (read again when the event watermark moves): the node that turns change requests on
// refuses a direct toggle at once, another node of the same database within its event
// poll, and both let it through again once they are off.
func TestChangeRequestRuleFollowedByAnotherNode(t *testing.T) {
	eachStoreShared(t, func(t *testing.T, dsn string) {
		a, b := startWith(t, dsn, nil), startWith(t, dsn, nil)
		newFlag(t, a, "ruled")
		toggle := func(s *server, on bool) int {
			path := "/api/admin/projects/default/features/ruled/environments/production/" + map[bool]string{true: "on", false: "off"}[on]
			return s.do(http.MethodPost, path, adminToken, nil).Status
		}
		require.Equal(t, http.StatusOK, toggle(b, true), "b has read the rules: none")

		guardEnv(t, a, "production", true, 1)
		require.Equal(t, http.StatusConflict, toggle(a, false), "the node that turned them on refuses at once")
		require.Eventually(t, func() bool { return toggle(b, false) == http.StatusConflict },
			liveWait, 50*time.Millisecond, "the other node follows within its event poll")

		guardEnv(t, a, "production", false, 1)
		require.Equal(t, http.StatusOK, toggle(a, false), "the node that turned them off accepts at once")
		require.Eventually(t, func() bool { return toggle(b, true) == http.StatusOK },
			liveWait, 50*time.Millisecond, "the other node follows within its event poll")
	})
}
