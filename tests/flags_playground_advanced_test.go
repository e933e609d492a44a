package tests

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAdvancedPlayground checks POST /api/admin/playground/advanced and advancedPlayground:
// several environments, a context value with commas evaluated for each of its values, the
// answer grouped by flag then environment, and the evaluation limit.
func TestAdvancedPlayground(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		frontendFlags(t, s)
		body := s.mustOK(t, http.MethodPost, "/api/admin/playground/advanced", map[string]any{
			"environments": []string{"development", "production"}, "projects": "*",
			"context": map[string]any{"appName": "web", "userId": "7,8"}})
		require.Equal(t, []any{"development", "production"}, body["input"].(map[string]any)["environments"])
		var user map[string]any
		for _, f := range body["features"].([]any) {
			if f.(map[string]any)["name"] == "fe-user" {
				user = f.(map[string]any)
			}
		}
		require.NotNil(t, user, "fe-user is answered")
		require.Equal(t, "default", user["projectId"])
		envs := user["environments"].(map[string]any)
		require.Len(t, envs, 2, "one list per environment")
		dev := envs["development"].([]any)
		require.Len(t, dev, 2, "one evaluation per userId")
		for i, want := range []struct {
			userID  string
			enabled bool
		}{{"7", true}, {"8", false}} {
			e := dev[i].(map[string]any)
			require.Equal(t, "development", e["environment"])
			require.Equal(t, map[string]any{"appName": "web", "userId": want.userID}, e["context"])
			require.Equal(t, want.enabled, e["isEnabled"], "userId %s", want.userID)
		}

		g := s.gql(adminToken, `{ advancedPlayground(input: {environments: ["development"], context: {userId: "7,8", properties: {tier: "a,b"}}}) { environment context { userId properties } } }`, nil)
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["advancedPlayground"], 4, "2 userIds times 2 tiers")

		many := make([]string, 20_001)
		for i := range many {
			many[i] = strconv.Itoa(i)
		}
		cases := []struct {
			name     string
			body     map[string]any
			status   int
			errName  string
			mentions string
		}{
			{name: "no environments", body: map[string]any{"environments": []string{}, "context": map[string]any{}}, status: 400, errName: "ValidationError", mentions: "environments"},
			{name: "too many contexts", body: map[string]any{"environments": []string{"development"}, "context": map[string]any{"userId": strings.Join(many, ",")}}, status: 400, errName: "ValidationError", mentions: "context"},
			{name: "unknown environment", body: map[string]any{"environments": []string{"nowhere"}, "context": map[string]any{}}, status: 404, errName: "NotFoundError"},
		}
		for _, c := range cases {
			requireError(t, s.admin(http.MethodPost, "/api/admin/playground/advanced", c.body), c.status, c.errName, c.mentions)
		}
	})
}
