package tests

import (
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// crWorkers is how many callers race in the concurrency tests.
const crWorkers = 8

// TestChangeRequestConcurrentApprovals (PostgreSQL): reviewers approving at once are each
// counted exactly once, and the request is approved once when the last needed approval
// lands.
func TestChangeRequestConcurrentApprovals(t *testing.T) {
	if pgBase == "" {
		t.Skip("TEST_DATABASE_URL is not set")
	}
	inParallel(t)
	s := start(t, pgDSN(t))
	author := newCRPeople(t, s).author
	reviewers := make([]string, crWorkers)
	for i := range reviewers {
		email := fmt.Sprintf("reviewer%d-%s@example.com", i, randomHex(3))
		s.createUser(email, "Editor")
		reviewers[i] = s.login(email, testPassword)
	}
	for round := range 3 {
		flag := fmt.Sprintf("race-approve-%d", round)
		newFlag(t, s, flag)
		guardEnv(t, s, "production", true, crWorkers)
		id := int(addChange(t, s, author, "production", map[string]any{"feature": flag, "action": "updateEnabled", "payload": map[string]any{"enabled": true}})["id"].(float64))
		require.Equal(t, http.StatusOK, moveCR(s, author, id, map[string]any{"state": "In review"}).Status)
		var wg sync.WaitGroup
		statuses := make([]int, crWorkers)
		for i, cred := range reviewers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				statuses[i] = moveCR(s, cred, id, map[string]any{"state": "Approved"}).Status
			}()
		}
		wg.Wait()
		for i, st := range statuses {
			require.Equal(t, http.StatusOK, st, "reviewer %d", i)
		}
		got := s.do(http.MethodGet, crPath(fmt.Sprintf("/%d", id)), author, nil).JSON(t)
		require.Equal(t, "Approved", got["state"])
		require.Len(t, got["approvals"], crWorkers)
		require.Equal(t, crWorkers, countEvents(t, s, "change-request-approval-added", id))
		require.Equal(t, 1, countEvents(t, s, "change-request-approved", id))
	}
}

// TestChangeRequestConcurrentApply (PostgreSQL): many callers applying the same approved
// request at once apply it once; the others are refused.
func TestChangeRequestConcurrentApply(t *testing.T) {
	if pgBase == "" {
		t.Skip("TEST_DATABASE_URL is not set")
	}
	inParallel(t)
	s := start(t, pgDSN(t))
	p := newCRPeople(t, s)
	newFlag(t, s, "race-apply")
	res := s.admin(http.MethodPost, "/api/admin/projects/default/features/race-apply/environments/production/strategies", map[string]any{"name": "default"})
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	guardEnv(t, s, "production", true, 1)
	id := int(addChange(t, s, p.author, "production", map[string]any{"feature": "race-apply", "action": "addStrategy", "payload": map[string]any{"name": "default"}})["id"].(float64))
	require.Equal(t, http.StatusOK, moveCR(s, p.author, id, map[string]any{"state": "In review"}).Status)
	require.Equal(t, http.StatusOK, moveCR(s, p.alice, id, map[string]any{"state": "Approved"}).Status)

	var wg sync.WaitGroup
	statuses := make([]int, crWorkers)
	for i := range crWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			statuses[i] = moveCR(s, p.bob, id, map[string]any{"state": "Applied"}).Status
		}()
	}
	wg.Wait()
	applied := 0
	for _, st := range statuses {
		if st == http.StatusOK {
			applied++
		} else {
			require.Equal(t, http.StatusConflict, st)
		}
	}
	require.Equal(t, 1, applied, "statuses: %v", statuses)
	res = s.admin(http.MethodGet, "/api/admin/projects/default/features/race-apply/environments/production/strategies", nil)
	require.Len(t, res.JSON2(t), 2, "the strategy was added once: %s", res.Body)
	require.Equal(t, 1, countEvents(t, s, "change-request-applied", id))
	require.Equal(t, 1, countEvents(t, s, "feature-strategy-add", id))
}

// TestChangeRequestScheduledAcrossNodes (PostgreSQL): two server nodes on one database,
// both running the scheduler, apply a scheduled request once.
func TestChangeRequestScheduledAcrossNodes(t *testing.T) {
	if pgBase == "" {
		t.Skip("TEST_DATABASE_URL is not set")
	}
	inParallel(t)
	dsn := pgDSN(t)
	env := map[string]string{"JOBS_INTERVAL": "20ms"}
	s1 := startWith(t, dsn, env)
	s2 := startWith(t, dsn, env)
	p := newCRPeople(t, s1)
	guardEnv(t, s1, "production", true, 1)
	var ids []int
	for i := range 5 {
		flag := fmt.Sprintf("two-nodes-%d", i)
		newFlag(t, s1, flag)
		ids = append(ids, approvedCR(t, s1, p, "production", map[string]any{"feature": flag, "action": "addStrategy", "payload": map[string]any{"name": "default"}}))
	}
	at := time.Now().Add(3 * time.Second).UTC()
	for _, id := range ids {
		res := moveCR(s2, p.bob, id, map[string]any{"state": "Scheduled", "scheduledAt": at})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	}
	require.Eventually(t, func() bool {
		for _, id := range ids {
			if s2.do(http.MethodGet, crPath(fmt.Sprintf("/%d", id)), p.bob, nil).JSON(t)["state"] != "Applied" {
				return false
			}
		}
		return true
	}, 30*time.Second, 50*time.Millisecond)
	time.Sleep(200 * time.Millisecond) // a few more ticks of both nodes
	for i, id := range ids {
		require.Equal(t, 1, countEvents(t, s1, "change-request-applied", id))
		require.Equal(t, 1, countEvents(t, s1, "feature-strategy-add", id))
		res := s1.admin(http.MethodGet, fmt.Sprintf("/api/admin/projects/default/features/two-nodes-%d/environments/production/strategies", i), nil)
		require.Len(t, res.JSON2(t), 1, "body: %s", res.Body)
	}
}
