// Package jobs is the scheduler inside the server: one runner that runs periodic jobs,
// each at most once per period across every server process sharing the store.
//
// A job's period is a slot of the service clock (Unix time divided by the period). The
// runner claims a slot in a lease row of the Setting table, inside a transaction that
// first takes a PostgreSQL advisory lock for the job (SQLite serves one process, where
// the immediate transaction and a local mutex do the same). The job's writes and the
// claimed slot commit together, so a process that waited on the lock sees the slot taken
// and skips it, and a job that fails leaves its slot free for the next tick.
package jobs

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"log/slog"
	"sync"
	"time"

	"flagstone/ent"
	"flagstone/ent/setting"
	"flagstone/graph/store"
)

// Job is one periodic task.
type Job struct {
	// Name identifies the job across processes; its lease row is "job:<Name>".
	Name string
	// Period is how often the job runs, by the service clock.
	Period time.Duration
	// Run does the work. ctx carries the lease transaction, which its writes join.
	Run func(ctx context.Context) error
}

// Runner runs jobs on a ticker until it is stopped.
type Runner struct {
	client  *ent.Client
	dialect string
	now     func() time.Time
	jobs    []Job
	log     *slog.Logger
	// local serialises runs inside this process.
	local sync.Mutex
	// observe, when set, is told of every run of a job: how long it took and its error.
	observe func(job string, took time.Duration, err error)
	cancel  context.CancelFunc
	done    chan struct{}
}

// New returns a runner of jobs, in the given order, over the store's client.
func New(client *ent.Client, dialect string, now func() time.Time, log *slog.Logger, jobs ...Job) *Runner {
	return &Runner{client: client, dialect: dialect, now: now, jobs: jobs, log: log}
}

// Observe has fn told of every run of a job in this process (not of a job skipped because
// its period has been run already), for the metrics. Call it before Start.
func (r *Runner) Observe(fn func(job string, took time.Duration, err error)) { r.observe = fn }

// Start checks every interval (real time) for jobs whose period has come, until Stop.
func (r *Runner) Start(interval time.Duration) {
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel, r.done = cancel, make(chan struct{})
	go func() {
		defer close(r.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if _, err := r.RunDue(ctx); err != nil && ctx.Err() == nil {
					r.log.Error("scheduled jobs", "err", err)
				}
			}
		}
	}()
}

// Stop ends the ticker and waits for a run in progress to finish. Safe when not started.
func (r *Runner) Stop() {
	if r.cancel == nil {
		return
	}
	r.cancel()
	<-r.done
}

// RunDue runs every job whose current period no process has run yet, and returns the
// names of those this process ran.
func (r *Runner) RunDue(ctx context.Context) ([]string, error) { return r.run(ctx, false) }

// RunAll runs every job now, whatever their periods, one process at a time, and returns
// their names. Tests call it after moving the clock.
func (r *Runner) RunAll(ctx context.Context) ([]string, error) { return r.run(ctx, true) }

func (r *Runner) run(ctx context.Context, force bool) ([]string, error) {
	r.local.Lock()
	defer r.local.Unlock()
	var ran []string
	var errs []error
	for _, j := range r.jobs {
		did, err := r.runOne(ctx, j, force)
		if err != nil {
			errs = append(errs, fmt.Errorf("job %s: %w", j.Name, err))
		}
		if did {
			ran = append(ran, j.Name)
		}
	}
	return ran, errors.Join(errs...)
}

// runOne runs j in one transaction with its lease, when its slot is free or force is set.
func (r *Runner) runOne(ctx context.Context, j Job, force bool) (bool, error) {
	slot := r.now().UnixNano() / int64(j.Period) // any period, sub-second ones included
	ran := false
	err := store.WithTx(ctx, r.client, func(ctx context.Context, tx *ent.Client) error {
		if err := store.LockUntilEnd(ctx, tx, r.dialect, lockKey(j.Name), "job "+j.Name); err != nil {
			return err
		}
		last, err := leaseSlot(ctx, tx, j.Name)
		if err != nil {
			return err
		}
		if last >= slot && !force {
			return nil
		}
		began := time.Now()
		err = j.Run(ctx)
		if r.observe != nil {
			r.observe(j.Name, time.Since(began), err)
		}
		if err != nil {
			return err
		}
		ran = true
		return saveLease(ctx, tx, j.Name, slot, r.now())
	})
	return ran && err == nil, err
}

// lockKey derives the advisory lock of a job from its name, in a range of its own.
func lockKey(name string) int64 {
	h := fnv.New32a()
	h.Write([]byte("flagstone-job:" + name))
	return 1<<40 | int64(h.Sum32())
}

func leaseID(name string) string { return "job:" + name }

// leaseSlot returns the last slot the job ran in; -1 when it never ran.
func leaseSlot(ctx context.Context, tx *ent.Client, name string) (int64, error) {
	s, err := tx.Setting.Query().Where(setting.ID(leaseID(name))).Only(ctx)
	if ent.IsNotFound(err) {
		return -1, nil
	}
	if err != nil {
		return 0, fmt.Errorf("read lease: %w", err)
	}
	v, _ := s.Value["slot"].(float64) // JSON numbers decode as float64
	return int64(v), nil
}

func saveLease(ctx context.Context, tx *ent.Client, name string, slot int64, at time.Time) error {
	value := map[string]any{"slot": slot, "ranAt": at.UTC().Format(time.RFC3339Nano)}
	err := tx.Setting.Create().SetID(leaseID(name)).SetValue(value).
		OnConflictColumns(setting.FieldID).UpdateNewValues().Exec(ctx)
	if err != nil {
		return fmt.Errorf("save lease: %w", err)
	}
	return nil
}
