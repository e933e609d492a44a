package tests

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// loginBody is the body of POST /auth/simple/login.
func loginBody(username, password string) map[string]any {
	return map[string]any{"username": username, "password": password}
}

// TestLoginThirdPartyCannotLockOut plays the attack of issue 14: a third party guesses a
// user's password from its own address until it is refused. Only that account at that
// source is locked: the user still logs in from elsewhere.
func TestLoginThirdPartyCannotLockOut(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.createUser("victim@example.com", "Viewer")
		attacker := s.from("127.0.0.2")
		status, tries := 0, 0
		for ; tries < 20 && status != http.StatusTooManyRequests; tries++ {
			status = attacker.do(http.MethodPost, "/auth/simple/login", "", loginBody("victim@example.com", "Wrong-passw0rd")).Status
			if status != http.StatusTooManyRequests {
				require.Equal(t, http.StatusUnauthorized, status)
			}
		}
		require.Equal(t, http.StatusTooManyRequests, status, "the guessing source is stopped")
		require.LessOrEqual(t, tries, 11)
		requireError(t, attacker.do(http.MethodPost, "/auth/simple/login", "", loginBody("victim@example.com", testPassword)),
			429, "TooManyRequestsError", "")

		s.login("victim@example.com", testPassword)
		s.from("127.0.0.3").login("victim@example.com", testPassword)
	})
}

// TestLoginCountsFailuresOnly logs in more often than any limit allows attempts: only
// failures count, so successes are never refused, and failures still are.
func TestLoginCountsFailuresOnly(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.createUser("busy@example.com", "Viewer")
		for range 35 {
			s.login("busy@example.com", testPassword)
		}
		status := 0
		for i := 0; i < 11 && status != http.StatusTooManyRequests; i++ {
			status = s.do(http.MethodPost, "/auth/simple/login", "", loginBody("busy@example.com", "Wrong-passw0rd")).Status
		}
		require.Equal(t, http.StatusTooManyRequests, status)
	})
}

// TestLoginTimingHidesUnknownUsers compares how long a wrong password takes for a known
// user, an unknown one and a user without a password: all spend one bcrypt comparison,
// so none answers in a fraction of the others' time. Medians of interleaved samples,
// each from its own address, with a wide margin (a quarter: a loaded machine has shown
// 2-fold noise between the cases) against the gap it catches, which was 40-fold. The
// comparison must dominate the answer for a gap to show, so it runs at production's cost.
func TestLoginTimingHidesUnknownUsers(t *testing.T) {
	if os.Getenv(fullCostEnv) == "" {
		atFullCost(t)
		return
	}
	eachStore(t, func(t *testing.T, s *server) {
		s.createUser("known@example.com", "Viewer")
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/user-admin",
			map[string]any{"email": "nopassword@example.com", "rootRole": "Viewer"}).Status)
		cases := []struct {
			name     string
			username string
		}{
			{"known user", "known@example.com"},
			{"unknown user", "nobody@example.com"},
			{"user without password", "nopassword@example.com"},
		}
		samples := make([][]time.Duration, len(cases))
		for i := range 9 {
			for c, tc := range cases {
				src := s.from(fmt.Sprintf("127.0.%d.%d", c+1, i+1))
				start := time.Now()
				res := src.do(http.MethodPost, "/auth/simple/login", "", loginBody(tc.username, "Wrong-passw0rd"))
				samples[c] = append(samples[c], time.Since(start))
				requireError(t, res, 401, "AuthenticationRequired", "")
			}
		}
		known := median(samples[0])
		for c, tc := range cases[1:] {
			got := median(samples[c+1])
			require.Greater(t, got, known/4, "%s answers in %v, a known user in %v", tc.name, got, known)
		}
	})
}

// atFullCost runs the calling test again in a process of its own that keeps production's
// bcrypt cost, and fails when that run does not pass. The caller is not parallel: it
// measures while no other test of this process runs, as it did in this process.
func atFullCost(t *testing.T) {
	args := []string{"-test.run=^" + t.Name() + "$", "-test.count=1", "-test.v", "-test.timeout=10m"}
	if testing.Short() {
		args = append(args, "-test.short")
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), fullCostEnv+"=1")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	require.Contains(t, string(out), "--- PASS: "+t.Name()+" ", "%s", out)
	t.Logf("at full cost:\n%s", out)
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}
