package tests

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestStartPrintsOnlyGeneratedSecrets runs the server binary: the secrets an operator
// chose are never echoed (they would land in every log that keeps the output); a secret
// the server generates is printed once, on the start that created it.
func TestStartPrintsOnlyGeneratedSecrets(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	t.Parallel()
	bin := serverBinary(t)
	const password = "Operator-Chosen-Passw0rd!"
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			out := startProcess(t, bin, st.fresh(t), "INIT_ADMIN_PASSWORD="+password).output(t)
			require.Contains(t, out, "listening on")
			require.NotContains(t, out, adminToken)
			require.NotContains(t, out, strings.SplitN(adminToken, ".", 2)[1])
			require.NotContains(t, out, password)

			dsn := st.fresh(t)
			out = startProcess(t, bin, dsn, "INIT_ADMIN_API_TOKENS=").output(t)
			generated := regexp.MustCompile(`Admin API token \(shown once\): (\S+)`).FindAllStringSubmatch(out, -1)
			require.Len(t, generated, 1, "output: %s", out)
			require.Len(t, regexp.MustCompile(`Admin user: admin / \S+ \(shown once\)`).FindAllString(out, -1), 1)

			out = startProcess(t, bin, dsn, "INIT_ADMIN_API_TOKENS=").output(t)
			require.Contains(t, out, "listening on")
			require.NotContains(t, out, generated[0][1], "a secret is shown only on the start that made it")
			require.NotContains(t, out, "shown once")
		})
	}
}

// output stops the process and returns all it printed: the server prints before it
// serves, and once it has exited the pipe holds nothing more.
func (p *process) output(t *testing.T) string {
	t.Helper()
	require.NoError(t, p.cmd.Process.Kill())
	_ = p.cmd.Wait()
	return p.stdout.String()
}
