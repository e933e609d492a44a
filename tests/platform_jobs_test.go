package tests

import (
	"context"
	"path/filepath"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestScheduledJobsRunOncePerPeriod starts two server processes on one PostgreSQL
// database: between them, each job runs once per period.
func TestScheduledJobsRunOncePerPeriod(t *testing.T) {
	if pgBase == "" {
		t.Skip("needs PostgreSQL (TEST_DATABASE_URL)")
	}
	t.Parallel()
	dsn := pgDSN(t)
	a, b := start(t, dsn), start(t, dsn)
	// Both processes start at the same instant, an hour past the start of a period.
	at := time.Date(2027, 3, 1, 1, 0, 0, 0, time.UTC)
	for _, s := range []*server{a, b} {
		s.App.Clock.Advance(at.Sub(s.App.Clock.Now()))
	}
	runBoth := func() []string {
		var mu sync.Mutex
		var ran []string
		var wg sync.WaitGroup
		for _, s := range []*server{a, b} {
			wg.Go(func() {
				names, err := s.App.Jobs.RunDue(context.Background())
				require.NoError(t, err)
				mu.Lock()
				ran = append(ran, names...)
				mu.Unlock()
			})
		}
		wg.Wait()
		sort.Strings(ran)
		return ran
	}
	both := []string{"change-requests-scheduled", "client-metrics-retention", "insights-snapshot", "potentially-stale"}
	require.Equal(t, both, runBoth(), "first period: each job once")
	require.Empty(t, runBoth(), "same period: nothing left to run")
	for _, s := range []*server{a, b} {
		s.App.Clock.Advance(time.Hour)
	}
	require.Equal(t, both, runBoth(), "next period: each job once again")
	n, err := a.App.Store.Client.InsightsSnapshot.Query().Count(context.Background())
	require.NoError(t, err)
	require.Equal(t, 3, n, "one snapshot each of users, flags and the default project for the week")
}

// TestSchedulerRunsUntilClose lets the scheduler tick on its own: the jobs run without
// being called, and Close stops it.
func TestSchedulerRunsUntilClose(t *testing.T) {
	t.Parallel()
	a := startApp(t, "sqlite:"+filepath.Join(t.TempDir(), "flagstone.db"), map[string]string{"JOBS_INTERVAL": "20ms"})
	snapshots := func() int {
		n, err := a.Store.Client.InsightsSnapshot.Query().Count(context.Background())
		require.NoError(t, err)
		return n
	}
	require.Eventually(t, func() bool { return snapshots() > 0 }, 10*time.Second, 20*time.Millisecond)
	a.Jobs.Stop()
	_, err := a.Store.Client.InsightsSnapshot.Delete().Exec(context.Background())
	require.NoError(t, err)
	a.Clock.Advance(2 * time.Hour) // the jobs are due again, but nothing runs them
	time.Sleep(100 * time.Millisecond)
	require.Zero(t, snapshots())
}
