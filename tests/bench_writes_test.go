package tests

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"
)

// writesBenchWorkers is how many clients send issue 30's seeding requests at once.
const writesBenchWorkers = 8

// writesBenchFlags is how many flags the seeding creates: WRITES_BENCH_FLAGS, or 3,000 as
// in issue 30 (30,301 requests).
func writesBenchFlags() int {
	if n, err := strconv.Atoi(os.Getenv("WRITES_BENCH_FLAGS")); err == nil && n > 0 {
		return n
	}
	return 3000
}

// writeRequest is one admin request of the seeding workload.
type writeRequest struct {
	method, path string
	body         []byte
	want         int
}

// BenchmarkWrites sends issue 30's seeding workload to a fresh instance over real HTTP
// from writesBenchWorkers clients, on SQLite and (when TEST_DATABASE_URL is set)
// PostgreSQL: a tag type, then per flag (in flag order, each flag's ten requests in order
// by one worker) create it, add a flexibleRollout strategy, tag it and turn it on and off
// seven times (ending on), and 300 users: 10 × flags + 301 requests, every one a mutation
// that records its event. It reports writes/s, p50, p99, the process's CPU per write and
// the SQL statements per write (the engine's polls included). baseline-health, in the same
// run, is the machine's ceiling through the same stack. Run with: make bench-writes.
//
// With WRITES_BENCH_REFERENCE set to the address of another server that speaks Unleash's
// admin API (Unleash itself, started fresh) and WRITES_BENCH_REFERENCE_TOKEN to an admin
// token of it, the case reference/seed sends it the same workload first, so that both are
// measured in one sitting on one machine (its statements are not counted: 0).
func BenchmarkWrites(b *testing.B) {
	if ref := os.Getenv("WRITES_BENCH_REFERENCE"); ref != "" {
		b.Run("reference/seed", func(b *testing.B) {
			for range b.N {
				writesBenchRun(b, writesTarget{ref, os.Getenv("WRITES_BENCH_REFERENCE_TOKEN"), true}, func() int64 { return 0 })
			}
		})
	}
	for _, st := range stores() {
		b.Run(st.name, func(b *testing.B) {
			b.Run("seed", func(b *testing.B) {
				for range b.N {
					b.StopTimer()
					a := openApp(b, st.dsn(b))
					ts := serve(a)
					b.StartTimer()
					writesBenchRun(b, writesTarget{ts.URL, adminToken, false}, func() int64 { return a.Store.Statements.Load() })
					b.StopTimer()
					ts.Close()
					a.Close()
				}
			})
			b.Run("baseline-health", func(b *testing.B) {
				a := openApp(b, st.dsn(b))
				ts := serve(a)
				defer func() { ts.Close(); a.Close() }()
				requestLoad(b, loadRequest{method: "GET", url: ts.URL + "/health"})
			})
		})
	}
}

// writesTarget is the server the seeding is sent to. The reference answers some requests
// with another success status than Flagstone's contract names (201, not 200, for a new
// flag), so for it any 2xx is a success.
type writesTarget struct {
	base, token string
	anySuccess  bool
}

// writesBenchRun sends the seeding workload to the target and reports its figures.
func writesBenchRun(b *testing.B, to writesTarget, statements func() int64) {
	flags := writesBenchFlags()
	jobs := make(chan []writeRequest, writesBenchWorkers)
	go func() {
		defer close(jobs)
		for i := range flags {
			jobs <- flagWrites(i)
			if i%10 == 0 && i/10 < 300 {
				jobs <- []writeRequest{userWrite(i / 10)}
			}
		}
	}()
	c := benchClient()
	send(b, c, to, writeRequest{"POST", "/api/admin/tag-types", jsonBody(map[string]any{"name": "team"}), http.StatusCreated})
	var (
		mu        sync.Mutex
		latencies []time.Duration
		wg        sync.WaitGroup
	)
	stop := benchProfile(b)
	cpu0, st0, start := cpuTime(), statements(), time.Now()
	for range writesBenchWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			for job := range jobs {
				for _, w := range job {
					t0 := time.Now()
					send(b, c, to, w)
					mine = append(mine, time.Since(t0))
				}
			}
			mu.Lock()
			latencies = append(latencies, mine...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed, cpu, stmts := time.Since(start), cpuTime()-cpu0, statements()-st0
	stop()
	n := len(latencies) + 1 // the tag type
	slices.Sort(latencies)
	b.ReportMetric(float64(len(latencies))/elapsed.Seconds(), "writes/s")
	b.ReportMetric(float64(latencies[len(latencies)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(latencies[len(latencies)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(cpu.Microseconds())/float64(len(latencies)), "cpu-µs/op")
	b.ReportMetric(float64(stmts)/float64(len(latencies)), "statements/op")
	b.ReportMetric(float64(n), "requests")
}

// flagWrites are the ten requests of flag i, in order.
func flagWrites(i int) []writeRequest {
	name := fmt.Sprintf("seed-%05d", i)
	feature := "/api/admin/projects/default/features/" + name
	env := feature + "/environments/development"
	out := []writeRequest{
		{"POST", "/api/admin/projects/default/features", jsonBody(map[string]any{"name": name, "type": "release",
			"description": "a flag of the write benchmark"}), http.StatusOK},
		{"POST", env + "/strategies", jsonBody(map[string]any{"name": "flexibleRollout",
			"parameters":  map[string]any{"rollout": "50", "stickiness": "default", "groupId": name},
			"constraints": []any{map[string]any{"contextName": "userId", "operator": "IN", "values": []string{"1", "2", "3"}}}}), http.StatusOK},
		{"POST", "/api/admin/features/" + name + "/tags", jsonBody(map[string]any{"type": "team",
			"value": fmt.Sprintf("team-%d", i%20)}), http.StatusCreated},
	}
	for t := range 7 {
		out = append(out, writeRequest{"POST", env + []string{"/on", "/off"}[t%2], nil, http.StatusOK})
	}
	return out
}

// userWrite creates the benchmark's user i.
func userWrite(i int) writeRequest {
	return writeRequest{"POST", "/api/admin/user-admin", jsonBody(map[string]any{"email": fmt.Sprintf("seed-user-%03d@example.com", i),
		"name": fmt.Sprintf("Seed User %d", i), "rootRole": []string{"Viewer", "Editor"}[i%2]}), http.StatusCreated}
}

func jsonBody(v any) []byte {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return raw
}

// send sends one seeding request and fails the benchmark unless it gets its status. It
// runs on the workers' goroutines, so it reports with Errorf, never FailNow.
func send(b *testing.B, c *http.Client, to writesTarget, w writeRequest) {
	req, err := http.NewRequest(w.method, to.base+w.path, bytes.NewReader(w.body))
	if err != nil {
		b.Error(err)
		return
	}
	req.Header.Set("Authorization", to.token)
	if w.body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.Do(req)
	if err != nil {
		b.Error(err)
		return
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	if err != nil {
		b.Error(err)
		return
	}
	if res.StatusCode != w.want && !(to.anySuccess && res.StatusCode/100 == 2) {
		b.Errorf("%s %s: status %d, want %d: %s", w.method, w.path, res.StatusCode, w.want, out)
	}
}
