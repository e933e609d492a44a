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

// TestNodeSDK runs the official Node SDK (tests/node/check.js) against a server when node
// and npm are installed; it installs the SDK into tests/node/node_modules on first use.
func TestNodeSDK(t *testing.T) {
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed", tool)
		}
	}
	dir, err := filepath.Abs("node")
	require.NoError(t, err)
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "unleash-client")); err != nil {
		install := exec.Command("npm", "install", "--no-audit", "--no-fund")
		install.Dir = dir
		out, err := install.CombinedOutput()
		require.NoError(t, err, "npm install: %s", out)
	}
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

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	app := "node-sdk-" + randomHex(3)
	cmd := exec.CommandContext(ctx, "node", "check.js")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "FLAGSTONE_URL="+s.URL, "FLAGSTONE_TOKEN="+token, "FLAGSTONE_APP="+app)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	lines := bufio.NewScanner(stdout)

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
