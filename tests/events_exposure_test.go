package tests

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/graph/domain/events"
)

// eventLogScene fills an instance with events of every private kind (a user, its update,
// a group, project access, an API token, a personal token, an invite link and a signup
// through it) and one public feature event. It returns the secrets it made.
func eventLogScene(t *testing.T, s *server) (viewerSession, viewerPAT, editorSession string, secrets []string) {
	t.Helper()
	viewerID := s.createUser("viewer@example.com", "Viewer")
	s.createUser("editor@example.com", "Editor")
	viewerSession = s.login("viewer@example.com", testPassword)
	editorSession = s.login("editor@example.com", testPassword)
	viewerPAT = s.createPAT(viewerSession)
	steps := []struct {
		method, path string
		body         any
		want         int
	}{
		{"PUT", fmt.Sprintf("/api/admin/user-admin/%d", viewerID), map[string]any{"name": "Vera Viewer"}, 200},
		{"POST", "/api/admin/groups", map[string]any{"name": "Inner circle",
			"users": []any{map[string]any{"user": map[string]any{"id": viewerID}}}}, 201},
		{"POST", "/api/admin/projects/default/role/4/access", map[string]any{"users": []any{map[string]any{"id": viewerID}}}, 200},
		{"POST", "/api/admin/projects/default/features", map[string]any{"name": "public-flag"}, 200},
	}
	for _, st := range steps {
		res := s.admin(st.method, st.path, st.body)
		require.Equal(t, st.want, res.Status, "%s %s: %s", st.method, st.path, res.Body)
	}
	token := s.admin(http.MethodPost, "/api/admin/api-tokens", map[string]any{
		"tokenName": "ci-deploy", "type": "client", "environment": "development"})
	require.Equal(t, http.StatusCreated, token.Status, "body: %s", token.Body)
	invite := s.admin(http.MethodPost, "/api/admin/invite-link/tokens", map[string]any{
		"name": "Launch party", "expiresAt": time.Now().Add(time.Hour).UTC().Format(time.RFC3339)})
	require.Equal(t, http.StatusCreated, invite.Status, "body: %s", invite.Body)
	inviteSecret := invite.JSON(t)["secret"].(string)
	require.Equal(t, http.StatusCreated, s.do(http.MethodPost, "/invite/"+inviteSecret+"/signup", "", map[string]any{
		"email": "guest@example.com", "name": "Guest", "password": testPassword}).Status)
	return viewerSession, viewerPAT, editorSession,
		[]string{token.JSON(t)["secret"].(string), viewerPAT, inviteSecret, testPassword}
}

// TestEventLogHidesPrivateData reads the event log as callers without ADMIN, on both
// faces: events about users, groups, roles, tokens and invite links come without data
// and preData (before, a Viewer read every user's email and role, group members, token
// names and the start of invite secrets), while feature events keep theirs and the admin
// sees everything.
func TestEventLogHidesPrivateData(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		viewerSession, viewerPAT, editorSession, _ := eventLogScene(t, s)
		readers := []struct {
			name, cred string
			admin      bool
		}{
			{"viewer session", viewerSession, false},
			{"viewer personal token", viewerPAT, false},
			{"editor session", editorSession, false},
			{"admin token", adminToken, true},
		}
		for _, r := range readers {
			t.Run(r.name, func(t *testing.T) {
				rest := s.do(http.MethodPost, "/api/admin/events/search", r.cred, map[string]any{})
				require.Equal(t, http.StatusOK, rest.Status, "body: %s", rest.Body)
				g := s.gql(r.cred, `{ events(first: 100) { events { type data preData } } }`, nil)
				require.Empty(t, g.Errors)
				faces := map[string][]any{
					"REST":    rest.JSON(t)["events"].([]any),
					"GraphQL": g.Data["events"].(map[string]any)["events"].([]any),
				}
				for face, got := range faces {
					private, leaked, publicData := 0, []string{}, 0
					for _, e := range got {
						ev := e.(map[string]any)
						typ := ev["type"].(string)
						if !slices.Contains(events.PrivateTypes, typ) {
							if typ == "feature-created" && ev["data"] != nil {
								publicData++
							}
							continue
						}
						private++
						if ev["data"] != nil || ev["preData"] != nil {
							leaked = append(leaked, fmt.Sprintf("%s %v %v", typ, ev["data"], ev["preData"]))
						}
					}
					require.GreaterOrEqual(t, private, 9, "%s: the private events are listed", face)
					require.Equal(t, 1, publicData, "%s: feature events keep their data", face)
					if r.admin {
						require.Len(t, leaked, private, "%s: the admin reads every private event's data", face)
					} else {
						require.Empty(t, leaked, "%s: a caller without ADMIN read private data", face)
					}
				}
			})
		}

		// Free text does not look into what the caller may not read.
		for _, q := range []string{"viewer@example.com", "ci-deploy", "inner circle", "launch party"} {
			res := s.do(http.MethodPost, "/api/admin/events/search", viewerSession, map[string]any{"query": q}).JSON(t)
			for _, e := range res["events"].([]any) {
				require.NotContains(t, events.PrivateTypes, e.(map[string]any)["type"], "query %q", q)
			}
			admin := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"query": q}).JSON(t)
			require.NotZero(t, admin["totalEvents"], "the admin finds %q", q)
		}
	})
}

// TestEventsHoldNoSecret reads every event as the admin and looks for any ten characters
// of a secret the scene made (API token, personal token, invite link, password): before,
// the invite signup event held the first twelve characters of the invite secret.
func TestEventsHoldNoSecret(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		_, _, _, secrets := eventLogScene(t, s)
		res := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{})
		require.Equal(t, http.StatusOK, res.Status)
		var all struct{ TotalEvents int }
		require.NoError(t, json.Unmarshal(res.Body, &all))
		require.Less(t, all.TotalEvents, 100, "one page holds every event")
		body := string(res.Body)
		for _, secret := range secrets {
			random := secret[strings.LastIndexAny(secret, ".:")+1:]
			for i := 0; i+10 <= len(random); i++ {
				require.NotContains(t, body, random[i:i+10], "an event holds part of a secret")
			}
		}
	})
}

// TestEventLogHidesWebhookURLs configures, changes and removes a webhook whose URL holds a
// credential, and reads the event log as a Viewer and as the admin, through REST search,
// GraphQL events and the eventAdded subscription: the addon events reach the Viewer
// without data and preData (before, every user read the URL), and free text finds no
// addon event by its URL; the admin reads it all.
func TestEventLogHidesWebhookURLs(t *testing.T) {
	eachStoreWith(t, webhookEnv, func(t *testing.T, s *server) {
		s.createUser("vera@example.com", "Viewer")
		viewer := s.login("vera@example.com", testPassword)
		liveViewer := liveSubscribe(t, s, viewer, "")
		liveAdmin := liveSubscribe(t, s, adminToken, "")
		const credential = "hook-credential-4711"
		url := "http://127.0.0.1:9/hooks/" + credential + "?key=" + credential
		id := s.addon(t, url, "", []string{"feature-created"}, nil)
		addonPath := fmt.Sprintf("/api/admin/addons/%d", id)
		s.mustOK(t, http.MethodPut, addonPath, map[string]any{"provider": "webhook", "enabled": false,
			"events": []any{"feature-created"}, "parameters": map[string]any{"url": url + "&v=2"}})
		s.mustOK(t, http.MethodDelete, addonPath, nil)
		addonTypes := []string{"addon-config-created", "addon-config-updated", "addon-config-deleted"}

		readers := []struct {
			name, cred string
			live       *liveConn
			admin      bool
		}{
			{"viewer", viewer, liveViewer, false},
			{"admin", adminToken, liveAdmin, true},
		}
		for _, r := range readers {
			t.Run(r.name, func(t *testing.T) {
				rest := s.do(http.MethodPost, "/api/admin/events/search", r.cred, map[string]any{})
				require.Equal(t, http.StatusOK, rest.Status, "body: %s", rest.Body)
				g := s.gql(r.cred, `{ events(first: 100) { events { type data preData } } }`, nil)
				require.Empty(t, g.Errors)
				live := []any{}
				for _, typ := range addonTypes {
					live = append(live, r.live.event(typ))
				}
				faces := map[string][]any{
					"REST":       rest.JSON(t)["events"].([]any),
					"GraphQL":    g.Data["events"].(map[string]any)["events"].([]any),
					"eventAdded": live,
				}
				for face, got := range faces {
					var addonEvents []any
					for _, e := range got {
						if slices.Contains(addonTypes, e.(map[string]any)["type"].(string)) {
							addonEvents = append(addonEvents, e)
						}
					}
					require.Len(t, addonEvents, 3, "%s lists the addon events", face)
					b, err := json.Marshal(addonEvents)
					require.NoError(t, err)
					if r.admin {
						require.Contains(t, string(b), credential, "%s: the admin reads the URL", face)
					} else {
						require.NotContains(t, string(b), credential, "%s: a Viewer read the webhook URL", face)
					}
				}
				found := s.do(http.MethodPost, "/api/admin/events/search", r.cred, map[string]any{"query": credential}).JSON(t)
				require.Equal(t, r.admin, found["totalEvents"].(float64) > 0, "free text finds the URL: %v", found)
			})
		}
	})
}
