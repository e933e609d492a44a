package tests

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent/clientmetricsbucket"
)

// nodeDir is tests/node with its packages (package-lock.json) installed. Without node and
// npm the test is skipped, except in CI (CI set), where it fails.
func nodeDir(t testing.TB) string {
	t.Helper()
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatalf("%s is not installed, and CI runs the SDK tests", tool)
			}
			t.Skipf("%s is not installed", tool)
		}
	}
	dir, err := filepath.Abs("node")
	require.NoError(t, err)
	for _, pkg := range []string{"unleash-client", "unleash-proxy-client"} {
		if _, err := os.Stat(filepath.Join(dir, "node_modules", pkg)); err != nil {
			install := exec.Command("npm", "ci", "--no-audit", "--no-fund")
			install.Dir = dir
			out, err := install.CombinedOutput()
			require.NoError(t, err, "npm ci: %s", out)
			break
		}
	}
	return dir
}

// runNode starts a script of tests/node against s with token and app name, for at most 30
// seconds; its standard output is read line by line.
func runNode(t *testing.T, dir, script string, s *server, token, app string) (*exec.Cmd, *bufio.Scanner) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	cmd := exec.CommandContext(ctx, "node", script)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "FLAGSTONE_URL="+s.URL, "FLAGSTONE_TOKEN="+token, "FLAGSTONE_APP="+app)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	return cmd, bufio.NewScanner(stdout)
}

// TestNodeSDK runs the official Node SDK (tests/node/check.js) against a server when node
// and npm are installed; it installs the SDK into tests/node/node_modules on first use.
func TestNodeSDK(t *testing.T) {
	dir := nodeDir(t)
	s := start(t, stores()[0].dsn(t))
	token := s.apiToken(t, "client", "development", "default")
	env := devFeatures + "/node-flag/environments/development"
	s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "node-flag"})
	st := s.mustOK(t, http.MethodPost, env+"/strategies", map[string]any{
		"name":        "flexibleRollout",
		"parameters":  map[string]any{"rollout": "100", "stickiness": "default", "groupId": "node-flag"},
		"constraints": []map[string]any{{"contextName": "userId", "operator": "IN", "values": []string{"7"}}},
	})
	s.mustOK(t, http.MethodPost, env+"/on", nil)
	venv := devFeatures + "/node-variants/environments/development"
	s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "node-variants"})
	s.mustOK(t, http.MethodPost, venv+"/strategies", map[string]any{"name": "default"})
	s.mustOK(t, http.MethodPut, venv+"/variants", []map[string]any{{"name": "red", "weight": 1000, "weightType": "variable", "stickiness": "default"}})
	s.mustOK(t, http.MethodPost, venv+"/on", nil)
	s.refresh(t)

	app := "node-sdk-" + randomHex(3)
	cmd, lines := runNode(t, dir, "check.js", s, token, app)

	type phase struct {
		Phase        string
		User7, User8 bool
		Variant      struct {
			Name    string
			Enabled bool
		}
	}
	next := func() phase {
		require.True(t, lines.Scan(), "the script ended early: %v", lines.Err())
		var p phase
		require.NoError(t, json.Unmarshal(lines.Bytes(), &p), "line: %s", lines.Text())
		return p
	}
	p := next()
	require.Equal(t, "initial", p.Phase)
	require.True(t, p.User7)
	require.False(t, p.User8)
	require.Equal(t, "red", p.Variant.Name)
	require.True(t, p.Variant.Enabled)

	s.mustOK(t, http.MethodPut, env+"/strategies/"+st["id"].(string), map[string]any{
		"constraints": []map[string]any{{"contextName": "userId", "operator": "IN", "values": []string{"8"}}}})
	p = next()
	require.Equal(t, "changed", p.Phase)
	require.False(t, p.User7)
	require.True(t, p.User8)
	require.Equal(t, "sent", next().Phase)
	require.NoError(t, cmd.Wait())

	require.NoError(t, s.App.ClientAPI.FlushMetrics(context.Background()))
	n, err := s.App.Store.Client.ClientMetricsBucket.Query().
		Where(clientmetricsbucket.AppName(app), clientmetricsbucket.FeatureName("node-flag")).Count(context.Background())
	require.NoError(t, err)
	require.Equal(t, 1, n, "the Node SDK's metrics arrive")
}

// TestFrontendSDK runs the official browser SDK, unleash-proxy-client, in Node
// (tests/node/frontend.js) against the frontend API: it fetches (GET, and POST with
// usePOSTrequests), isEnabled and getVariant follow a constraint on userId, updateContext
// re-evaluates on the server, and its metrics arrive.
func TestFrontendSDK(t *testing.T) {
	dir := nodeDir(t)
	s := start(t, stores()[0].dsn(t))
	frontendFlags(t, s)
	token := s.apiToken(t, "frontend", "development", "default")

	app := "frontend-sdk-" + randomHex(3)
	cmd, lines := runNode(t, dir, "frontend.js", s, token, app)

	type phase struct {
		Phase   string
		Enabled bool
		Variant struct {
			Name    string
			Enabled bool
			Payload struct{ Type, Value string }
		}
		Toggles []string
	}
	next := func(want string) phase {
		require.True(t, lines.Scan(), "the script ended early: %v", lines.Err())
		var p phase
		require.NoError(t, json.Unmarshal(lines.Bytes(), &p), "line: %s", lines.Text())
		require.Equal(t, want, p.Phase)
		return p
	}
	for _, name := range []string{"post", "initial"} {
		p := next(name)
		require.True(t, p.Enabled, name)
		require.Equal(t, "blue", p.Variant.Name)
		require.True(t, p.Variant.Enabled)
		require.Equal(t, "b", p.Variant.Payload.Value)
		require.Equal(t, []string{"fe-all", "fe-user"}, p.Toggles, "enabled flags of the token's project only")
	}
	p := next("user8")
	require.False(t, p.Enabled, "updateContext re-evaluates")
	require.Equal(t, "disabled", p.Variant.Name)
	require.Equal(t, []string{"fe-all"}, p.Toggles)
	p = next("user7")
	require.True(t, p.Enabled)
	next("sent")
	require.NoError(t, cmd.Wait())

	require.NoError(t, s.App.ClientAPI.FlushMetrics(context.Background()))
	n, err := s.App.Store.Client.ClientMetricsBucket.Query().
		Where(clientmetricsbucket.AppName(app), clientmetricsbucket.FeatureName("fe-user")).Count(context.Background())
	require.NoError(t, err)
	require.Equal(t, 1, n, "the browser SDK's metrics arrive")
}
