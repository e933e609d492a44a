package tests

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestSignalsEndTheServerCleanly: SIGINT (Ctrl-C) and SIGTERM (docker stop, systemd) end
// the server after a graceful shutdown with exit code 0.
func TestSignalsEndTheServerCleanly(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			p := startProcess(t, serverBinary(t), stores()[0].dsn(t))
			require.NoError(t, p.cmd.Process.Signal(sig))
			done := make(chan error, 1)
			go func() { done <- p.cmd.Wait() }()
			select {
			case err := <-done:
				require.NoError(t, err, "exit code 0 after %s", sig)
			case <-time.After(30 * time.Second):
				t.Fatalf("the server did not stop on %s", sig)
			}
		})
	}
}

// TestMakeTargets: bare make prints the help, which lists every target; Ctrl-C under
// make run stops the server without make reporting an error.
func TestMakeTargets(t *testing.T) {
	if testing.Short() {
		t.Skip("runs make")
	}
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	out, err := exec.Command("make", "-s", "-C", "..").CombinedOutput()
	require.NoError(t, err, "%s", out)
	makefile, err := os.ReadFile("../Makefile")
	require.NoError(t, err)
	phony := regexp.MustCompile(`(?m)^\.PHONY:(.*)$`).FindSubmatch(makefile)
	require.NotNil(t, phony)
	for _, target := range strings.Fields(string(phony[1])) {
		require.Regexp(t, `(?m)^\s+`+target+`\s+\S`, string(out), "make help lists %s with what it does", target)
	}
	require.NotContains(t, string(out), "listening", "bare make does not serve")

	t.Run("ctrl-c under make run", func(t *testing.T) {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		require.NoError(t, err)
		port := ln.Addr().(*net.TCPAddr).Port
		require.NoError(t, ln.Close())
		cmd := exec.Command("make", "-C", "..", "run")
		cmd.Env = append(os.Environ(), fmt.Sprintf("HTTP_PORT=%d", port),
			"DATABASE_URL="+filepath.Join(t.TempDir(), "run.db"), "INIT_ADMIN_API_TOKENS="+adminToken)
		var output bytes.Buffer
		cmd.Stdout, cmd.Stderr = &output, &output
		// Its own process group, as a terminal's foreground job: Ctrl-C signals the group.
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		require.NoError(t, cmd.Start())
		t.Cleanup(func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) })
		require.Eventually(t, func() bool {
			res, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/health", port))
			if err != nil {
				return false
			}
			res.Body.Close()
			return res.StatusCode == http.StatusOK
		}, 3*time.Minute, 100*time.Millisecond, "make run did not serve: %s", &output)
		require.NoError(t, syscall.Kill(-cmd.Process.Pid, syscall.SIGINT))
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			t.Fatalf("make run did not stop on Ctrl-C: %s", &output)
		}
		require.Contains(t, output.String(), "shutting down")
		require.NotContains(t, output.String(), "make: ***", "make reports no error")
	})
}

// TestContainerFiles checks what the image promises without a container runtime: a static
// binary, a user that is not root, a health check the binary answers.
func TestContainerFiles(t *testing.T) {
	dockerfile, err := os.ReadFile("../Dockerfile")
	require.NoError(t, err)
	d := string(dockerfile)
	require.Len(t, regexp.MustCompile(`(?m)^FROM `).FindAllString(d, -1), 2, "multi-stage: build, then run")
	require.Contains(t, d, "CGO_ENABLED=0")
	user := regexp.MustCompile(`(?m)^USER (\S+)`).FindStringSubmatch(d)
	require.NotNil(t, user)
	require.NotContains(t, []string{"root", "0", "0:0"}, user[1])
	require.Regexp(t, `(?m)^HEALTHCHECK .*"healthcheck"\]`, d)

	compose, err := os.ReadFile("../compose.yaml")
	require.NoError(t, err)
	require.Contains(t, string(compose), "image: postgres:")
	require.Contains(t, string(compose), "DATABASE_URL: postgres://")
}
