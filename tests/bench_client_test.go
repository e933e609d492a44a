package tests

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/rest/app"
)

// benchFlags is how many flags the benchmarked environment holds.
const benchFlags = 1000

// BenchmarkClientFeatures measures GET /api/client/features against a running server (real
// TCP, keep-alive connections) with 1,000 flags in the environment: 304s on If-None-Match,
// full gzipped bodies, metrics POSTs, and reads while metrics are posted. It reports req/s
// and the p99 latency. Run with: make bench-client (or go test -run '^$' -bench
// ClientFeatures -benchtime 5s ./tests/). The store is SQLite: the hot path does not touch
// it, so PostgreSQL would measure the same.
func BenchmarkClientFeatures(b *testing.B) {
	url, token, etag := benchServer(b)
	reads := func(header map[string]string, want int) func(c *http.Client) error {
		return func(c *http.Client) error { return benchGet(c, url+"/api/client/features", token, header, want) }
	}
	b.Run("304", func(b *testing.B) {
		benchLoad(b, reads(map[string]string{"If-None-Match": etag}, http.StatusNotModified))
	})
	b.Run("full-gzip", func(b *testing.B) {
		benchLoad(b, reads(map[string]string{"Accept-Encoding": "gzip"}, http.StatusOK))
	})
	b.Run("metrics-post", func(b *testing.B) {
		benchLoad(b, func(c *http.Client) error { return benchMetrics(c, url, token) })
	})
	// The target: metrics POSTs at 5,000 req/s lower the read rate by at most 20%. The
	// paced case posts at that rate; the flat-out one as fast as four posters can. The load
	// generator shares the server's two cores, so every post takes CPU from the reads.
	for _, c := range []struct {
		name string
		rate float64
	}{{"304-while-posting-5000-metrics-per-s", 5000}, {"304-while-posting-metrics-flat-out", 0}} {
		b.Run(c.name, func(b *testing.B) {
			stop := postMetrics(b, url, token, c.rate)
			benchLoad(b, reads(map[string]string{"If-None-Match": etag}, http.StatusNotModified))
			b.ReportMetric(stop(), "metrics-req/s")
		})
	}
}

// postMetrics posts metrics from four goroutines, at rate requests per second in all (0:
// as fast as they can), until the returned function stops them and reports the rate
// reached.
func postMetrics(b *testing.B, url, token string, rate float64) (stop func() float64) {
	const posters = 4
	done := make(chan struct{})
	var wg sync.WaitGroup
	var posted atomic.Int64
	c := benchClient()
	start := time.Now()
	for range posters {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; ; k++ {
				select {
				case <-done:
					return
				default:
				}
				if rate > 0 { // keep to the schedule: post k is due at k/(rate/posters) s
					due := start.Add(time.Duration(float64(k) * posters / rate * float64(time.Second)))
					time.Sleep(time.Until(due))
				}
				if err := benchMetrics(c, url, token); err != nil {
					b.Error(err)
					return
				}
				posted.Add(1)
			}
		}()
	}
	return func() float64 {
		close(done)
		wg.Wait()
		return float64(posted.Load()) / time.Since(start).Seconds()
	}
}

// benchServer starts a server on a temporary store with benchFlags enabled flags in
// development, each with a constrained flexibleRollout, and returns its URL, a client
// token and the current ETag.
func benchServer(b *testing.B) (url, token, etag string) {
	_, url, token = benchApp(b, "client")
	req, _ := http.NewRequest(http.MethodGet, url+"/api/client/features", nil)
	req.Header.Set("Authorization", token)
	res, err := http.DefaultClient.Do(req)
	require.NoError(b, err)
	defer res.Body.Close()
	var doc struct{ Features []any }
	require.NoError(b, json.NewDecoder(res.Body).Decode(&doc))
	require.Len(b, doc.Features, benchFlags)
	return url, token, res.Header.Get("ETag")
}

// benchApp serves an instance with benchFlags flags and returns it, its URL and a token of
// kind (client or frontend) for development.
func benchApp(b *testing.B, kind string) (a *app.App, url, token string) {
	a = openApp(b, "sqlite:"+filepath.Join(b.TempDir(), "bench.db"))
	ts := serve(a)
	b.Cleanup(func() { ts.Close(); a.Close() })
	seedFlags(b, a.Store.Client)

	body, _ := json.Marshal(map[string]any{"tokenName": "bench", "type": kind, "environment": "development"})
	req, _ := http.NewRequest(http.MethodPost, ts.URL+"/api/admin/api-tokens", bytes.NewReader(body))
	req.Header.Set("Authorization", adminToken)
	res, err := http.DefaultClient.Do(req)
	require.NoError(b, err)
	defer res.Body.Close()
	require.Equal(b, http.StatusCreated, res.StatusCode)
	var created struct{ Secret string }
	require.NoError(b, json.NewDecoder(res.Body).Decode(&created))
	require.NoError(b, a.ClientAPI.Refresh(context.Background()))
	return a, ts.URL, created.Secret
}

func seedFlags(b *testing.B, db *ent.Client) {
	ctx := context.Background()
	const batch = 250
	for start := 0; start < benchFlags; start += batch {
		fs := make([]*ent.FeatureCreate, batch)
		for i := range fs {
			fs[i] = db.Feature.Create().SetName(fmt.Sprintf("bench-flag-%04d", start+i)).SetProjectID("default").
				SetDescription("a flag of the client API benchmark")
		}
		created, err := db.Feature.CreateBulk(fs...).Save(ctx)
		require.NoError(b, err)
		fes := make([]*ent.FeatureEnvironmentCreate, len(created))
		for i, f := range created {
			fes[i] = db.FeatureEnvironment.Create().SetFeatureID(f.ID).SetEnvironmentID("development").SetEnabled(true)
		}
		envs, err := db.FeatureEnvironment.CreateBulk(fes...).Save(ctx)
		require.NoError(b, err)
		sts := make([]*ent.FeatureStrategyCreate, len(envs))
		for i, fe := range envs {
			sts[i] = db.FeatureStrategy.Create().SetFeatureEnvironmentID(fe.ID).SetStrategyName("flexibleRollout").
				SetParameters(map[string]string{"rollout": "50", "stickiness": "default", "groupId": "bench"}).
				SetConstraints([]schematype.Constraint{{ContextName: "userId", Operator: "IN", Values: []string{"1", "2", "3"}}})
		}
		require.NoError(b, db.FeatureStrategy.CreateBulk(sts...).Exec(ctx))
	}
}

// benchClient keeps enough idle connections for every load goroutine.
func benchClient() *http.Client {
	return &http.Client{Transport: &http.Transport{DisableCompression: true, MaxIdleConns: 512, MaxIdleConnsPerHost: 512}}
}

func benchGet(c *http.Client, url, token string, header map[string]string, want int) error {
	h := map[string]string{"Authorization": token}
	maps.Copy(h, header)
	return loadRequest{method: http.MethodGet, url: url, header: h, want: want}.send(c)
}

var benchMetricsBody = []byte(`{"appName":"bench","instanceId":"i-1","bucket":{"start":"2026-11-23T10:00:00Z","stop":"2026-11-23T10:01:00Z","toggles":{"bench-flag-0001":{"yes":10,"no":2,"variants":{}},"bench-flag-0002":{"yes":1,"no":0,"variants":{"a":1}}}}}`)

func benchMetrics(c *http.Client, url, token string) error {
	req, err := http.NewRequest(http.MethodPost, url+"/api/client/metrics", bytes.NewReader(benchMetricsBody))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", token)
	req.Header.Set("Content-Type", "application/json")
	res, err := c.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, res.Body)
	if res.StatusCode != http.StatusAccepted {
		return fmt.Errorf("metrics status %d", res.StatusCode)
	}
	return nil
}

// benchLoad runs op from BENCH_PARALLELISM (default 4) goroutines per CPU for b.N
// operations in all and reports throughput, the p99 latency, and the CPU time the process
// (server and load generator together) spent per operation: on a shared machine that
// last figure tells the capacity better than the wall clock.
func benchLoad(b *testing.B, op func(c *http.Client) error) {
	par := 4
	if n, err := strconv.Atoi(os.Getenv("BENCH_PARALLELISM")); err == nil && n > 0 {
		par = n
	}
	benchLoadPar(b, par, op)
}

// benchLoadPar is benchLoad with par goroutines per CPU; it reports the p50 and p95
// latencies too.
func benchLoadPar(b *testing.B, par int, op func(c *http.Client) error) {
	c := benchClient()
	var mu sync.Mutex
	var all []time.Duration
	b.SetParallelism(par)
	stopProfile := benchProfile(b)
	b.ResetTimer()
	cpu0 := cpuTime()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		var mine []time.Duration
		for pb.Next() {
			t0 := time.Now()
			if err := op(c); err != nil {
				b.Error(err)
				return
			}
			mine = append(mine, time.Since(t0))
		}
		mu.Lock()
		all = append(all, mine...)
		mu.Unlock()
	})
	elapsed := time.Since(start)
	cpu := cpuTime() - cpu0
	b.StopTimer()
	stopProfile()
	if len(all) == 0 {
		return
	}
	slices.Sort(all)
	b.ReportMetric(float64(len(all))/elapsed.Seconds(), "req/s")
	b.ReportMetric(float64(all[len(all)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(all[len(all)*95/100].Microseconds())/1000, "p95-ms")
	b.ReportMetric(float64(all[len(all)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(cpu.Microseconds())/float64(len(all)), "cpu-µs/op")
}

// cpuTime is the user and system CPU time the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
