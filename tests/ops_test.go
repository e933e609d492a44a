package tests

import (
	"bytes"
	"errors"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// runBinary runs the server binary to its end with exactly env (plus PATH and HOME) and
// args, and returns its standard output, standard error and exit code.
func runBinary(t *testing.T, env []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(serverBinary(t), args...)
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}, env...)
	cmd.Dir = t.TempDir()
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return out.String(), errOut.String(), exit.ExitCode()
	}
	require.NoError(t, err)
	return out.String(), errOut.String(), 0
}

// TestFirstStartSafety runs the binary as a new operator would: a start that cannot bind
// its port seeds nothing, so the next start is the first and prints the credentials; a
// database URL it cannot use stops it with one line naming DATABASE_URL.
func TestFirstStartSafety(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	t.Run("port taken", func(t *testing.T) {
		for _, st := range stores() {
			t.Run(st.name, func(t *testing.T) {
				busy, err := net.Listen("tcp", "127.0.0.1:0")
				require.NoError(t, err)
				defer busy.Close()
				port := busy.Addr().(*net.TCPAddr).Port
				dsn := st.dsn(t)
				_, stderr, code := runBinary(t, []string{"DATABASE_URL=" + dsn, "HTTP_PORT=" + strconv.Itoa(port), "LOG_LEVEL=error"})
				require.Equal(t, 1, code)
				require.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line: %q", stderr)
				require.Contains(t, stderr, "HTTP_PORT")
				if path, ok := strings.CutPrefix(dsn, "sqlite:"); ok {
					require.NoFileExists(t, path, "a start that could not bind created nothing")
				}

				out := startProcess(t, serverBinary(t), dsn, "INIT_ADMIN_API_TOKENS=").output(t)
				require.Contains(t, out, "Admin API token (shown once): *:*.", "the next start is the first: %s", out)
				require.Contains(t, out, "Admin user: admin / ")
			})
		}
	})

	cases := []struct {
		name, dsn string
		want      []string
		never     []string
	}{
		{name: "unknown scheme", dsn: "mysql://root:hunter2-secret@db.example:3306/flags",
			want: []string{"DATABASE_URL", `"mysql"`}, never: []string{"hunter2-secret"}},
		{name: "refused connection", dsn: "postgres://flag:hunter2-secret@127.0.0.1:1/flags?sslmode=disable",
			want: []string{"DATABASE_URL", "127.0.0.1:1", "connection refused"}, never: []string{"hunter2-secret"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := runBinary(t, []string{"DATABASE_URL=" + c.dsn, "HTTP_PORT=0"})
			require.Equal(t, 1, code)
			require.Empty(t, stdout)
			line := strings.TrimSuffix(stderr, "\n")
			require.NotContains(t, line, "\n", "one line")
			for _, w := range c.want {
				require.Contains(t, line, w)
			}
			for _, n := range c.never {
				require.NotContains(t, line, n)
			}
		})
	}
	t.Run("no sqlite file named after a url", func(t *testing.T) {
		dir := t.TempDir()
		cmd := exec.Command(serverBinary(t))
		cmd.Dir = dir
		cmd.Env = []string{"DATABASE_URL=mysql://root@localhost/flags", "HTTP_PORT=0"}
		require.Error(t, cmd.Run())
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		require.Empty(t, entries, "nothing created in %s", filepath.Base(dir))
	})
}
