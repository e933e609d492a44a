package tests

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

const crFields = `id state title minApprovals environment features { name conflict changes { id action payload } } approvals { createdBy { username } } schedule { status }`

// TestChangeRequestGraphQL: the same operations through GraphQL, with a direct change
// refused there too, and changeRequestUpdated delivering each move of a request live.
func TestChangeRequestGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		p := newCRPeople(t, s)
		newFlag(t, s, "graphql-flag")
		gq := s.gql(adminToken, `mutation { setChangeRequestConfig(projectId: "default", environment: "production", enabled: true, requiredApprovals: 1) { environment changeRequestEnabled requiredApprovals } }`, nil)
		require.Empty(t, gq.Errors, "%+v", gq)
		gq = s.gql(p.author, `mutation { addFeatureStrategy(projectId: "default", featureName: "graphql-flag", environment: "production", input: {name: "default"}) { id } }`, nil)
		require.Equal(t, "ChangeRequestRequiredError", gq.errorCode(), "%+v", gq)

		live := liveDialSubscribe(t, s, p.bob, `subscription { changeRequestUpdated(projectId: "default") { id state } }`)

		gq = s.gql(p.author, `mutation($c: [ChangeInput!]!) { addChanges(projectId: "default", environment: "production", changes: $c) { `+crFields+` } }`,
			map[string]any{"c": []any{
				map[string]any{"feature": "graphql-flag", "action": "addStrategy", "payload": map[string]any{"name": "default"}},
				map[string]any{"feature": "graphql-flag", "action": "updateEnabled", "payload": map[string]any{"enabled": true}},
			}})
		require.Empty(t, gq.Errors, "%+v", gq)
		cr := gq.Data["addChanges"].(map[string]any)
		id := cr["id"]
		require.Equal(t, "Draft", cr["state"])
		require.Len(t, cr["features"].([]any)[0].(map[string]any)["changes"], 2)
		live.waitState(t, "Draft")

		move := `mutation($id: Int!, $state: String!) { setChangeRequestState(projectId: "default", id: $id, state: $state) { ` + crFields + ` } }`
		gq = s.gql(p.author, move, map[string]any{"id": id, "state": "In review"})
		require.Empty(t, gq.Errors, "%+v", gq)
		live.waitState(t, "In review")
		gq = s.gql(p.author, move, map[string]any{"id": id, "state": "Approved"})
		require.Equal(t, "NoAccessError", gq.errorCode(), "the author cannot approve: %+v", gq)
		gq = s.gql(p.alice, move, map[string]any{"id": id, "state": "Approved"})
		require.Empty(t, gq.Errors, "%+v", gq)
		live.waitState(t, "Approved")
		gq = s.gql(p.alice, move, map[string]any{"id": id, "state": "Applied"})
		require.Empty(t, gq.Errors, "%+v", gq)
		require.Equal(t, "Applied", gq.Data["setChangeRequestState"].(map[string]any)["state"])
		require.True(t, flagEnabledIn(t, s, "graphql-flag", "production"))

		live.waitState(t, "Applied")
		gq = s.gql(p.bob, `query { changeRequests(projectId: "default", list: ALL) { id state } changeRequestConfig(projectId: "default") { environment changeRequestEnabled } }`, nil)
		require.Empty(t, gq.Errors, "%+v", gq)
		require.Len(t, gq.Data["changeRequests"], 1)
		res := s.do(http.MethodGet, "/api/admin/projects/default/features/graphql-flag/environments/production/strategies", p.bob, nil)
		require.Len(t, res.JSON2(t), 1, "one strategy, added by the request: %s", res.Body)
	})
}

// liveCR is a subscription to changeRequestUpdated.
type liveCR struct{ *liveConn }

// liveDialSubscribe opens a subscription with query as cred and waits until it runs.
func liveDialSubscribe(t *testing.T, s *server, cred, query string) liveCR {
	t.Helper()
	l, status := liveDial(t, s, cred, "")
	require.Equal(t, http.StatusSwitchingProtocols, status)
	require.True(t, l.init(nil), "connection_ack")
	started := liveStarted(t, s)
	l.send(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": query}})
	waitLiveStarted(t, s, started+1)
	return liveCR{l}
}

// changeRequest waits for the next request the subscription delivers.
func (l liveCR) changeRequest(t *testing.T) map[string]any {
	t.Helper()
	msg, err := l.next(liveWait)
	require.NoError(t, err)
	require.Equal(t, "next", msg["type"], "message: %v", msg)
	payload := msg["payload"].(map[string]any)
	require.Nil(t, payload["errors"], "message: %v", msg)
	return payload["data"].(map[string]any)["changeRequestUpdated"].(map[string]any)
}

// waitState reads what the subscription delivers until the request is in state want
// (a change records several events, each delivering the request as it is then).
func (l liveCR) waitState(t *testing.T, want string) {
	t.Helper()
	deadline := time.Now().Add(liveWait)
	for time.Now().Before(deadline) {
		if l.changeRequest(t)["state"] == want {
			return
		}
	}
	t.Fatalf("the request never arrived %s", want)
}
