package tests

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// fanOutStreams is how many live SDK connections BenchmarkStreamFanOut holds open.
const fanOutStreams = 1000

// BenchmarkStreamFanOut holds 1,000 streams open on one server, run as its own process so
// its memory is its own: it reports the resident memory and Go heap they add, then switches
// a flag b.N times (after a random pause each) and times each change from the REST call
// until every stream has it: p50/p99 of the last stream to see each change ("all-p99-ms")
// and of every delivery ("each-p99-ms"). Run with: make bench-streaming.
func BenchmarkStreamFanOut(b *testing.B) {
	for _, st := range stores() {
		b.Run(st.name, func(b *testing.B) {
			// No heap floor: the heap the streams add is measured, not the garbage a floor lets grow.
			p := startProcess(b, serverBinary(b), st.dsn(b), "STREAMING_MAX_PER_TOKEN=2000", "GC_HEAP_FLOOR_MB=0")
			flag := "fan-out-" + randomHex(4)
			p.mustPost(b, devFeatures, map[string]any{"name": flag})
			p.mustPost(b, devFeatures+"/"+flag+"/environments/development/strategies", map[string]any{"name": "default"})
			res := p.mustPost(b, "/api/admin/api-tokens", map[string]any{"tokenName": "fan-out", "type": "client", "environment": "development", "projects": []string{"default"}})
			token := res["secret"].(string)

			fan := &fanOut{flag: []byte(`"name":"` + flag + `"`)}
			warm := fan.open(b, p.url, token) // the first stream builds the snapshot: not counted
			require.Eventually(b, func() bool { return fan.connected.Load() == 1 }, time.Minute, 10*time.Millisecond)
			warm.cancel()
			time.Sleep(200 * time.Millisecond)
			rss0, heap0 := p.memory(b)
			for range fanOutStreams {
				fan.open(b, p.url, token)
			}
			require.Eventually(b, func() bool { return fan.connected.Load() == fanOutStreams+1 }, time.Minute, 10*time.Millisecond,
				"%d of %d streams connected; server: %s", fan.connected.Load(), fanOutStreams+1, p.metric(b, "flagstone_client_streams"))
			time.Sleep(200 * time.Millisecond)
			rss1, heap1 := p.memory(b)

			var last, each []time.Duration
			b.ResetTimer()
			for i := range b.N {
				on := i%2 == 0
				time.Sleep(rand.N(120 * time.Millisecond))
				fan.expect(on)
				began := time.Now()
				p.mustPost(b, fmt.Sprintf("%s/%s/environments/development/%s", devFeatures, flag, map[bool]string{true: "on", false: "off"}[on]), map[string]any{})
				require.Eventually(b, func() bool { return fan.seen.Load() == fanOutStreams }, 30*time.Second, time.Millisecond,
					"change %d reached %d of %d streams", i, fan.seen.Load(), fanOutStreams)
				at := fan.arrivals(began)
				each = append(each, at...)
				last = append(last, slices.Max(at))
			}
			b.StopTimer()
			b.ReportMetric(float64(rss1-rss0)/1e6, "rss-MB") // after the timer's reset, which drops metrics
			b.ReportMetric(float64(heap1-heap0)/1e6, "heap-MB")
			for _, q := range []struct {
				name string
				d    []time.Duration
			}{{"all", last}, {"each", each}} {
				slices.Sort(q.d)
				pct := func(f float64) float64 { return float64(q.d[int(f*float64(len(q.d)-1))].Microseconds()) / 1000 }
				b.ReportMetric(pct(0.5), q.name+"-p50-ms")
				b.ReportMetric(pct(0.99), q.name+"-p99-ms")
			}
			b.ReportMetric(0, "ns/op")
			fan.close()
		})
	}
}

// fanOut is the clients of many streams, each reading the flag's updates.
type fanOut struct {
	flag      []byte
	connected atomic.Int64
	seen      atomic.Int64
	want      atomic.Bool
	mu        sync.Mutex
	times     []time.Time
	cancels   []context.CancelFunc
}

type fanStream struct{ cancel context.CancelFunc }

// open starts one stream with its reader.
func (f *fanOut) open(b *testing.B, url, token string) fanStream {
	ctx, cancel := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url+"/api/client/streaming", nil)
	require.NoError(b, err)
	req.Header.Set("Authorization", token)
	req.Header.Set("Unleash-Client-Spec", "5.2.0")
	res, err := http.DefaultClient.Do(req)
	require.NoError(b, err)
	require.Equal(b, http.StatusOK, res.StatusCode)
	f.mu.Lock()
	f.cancels = append(f.cancels, cancel)
	f.mu.Unlock()
	go func() {
		defer res.Body.Close()
		rd := bufio.NewReaderSize(res.Body, 4096)
		updated := false
		for {
			line, err := rd.ReadSlice('\n')
			if err != nil && err != bufio.ErrBufferFull {
				return
			}
			switch {
			case bytes.HasPrefix(line, []byte("event: unleash-connected")):
				f.connected.Add(1)
			case bytes.HasPrefix(line, []byte("event: ")):
				updated = bytes.HasPrefix(line, []byte("event: unleash-updated"))
			case updated && bytes.HasPrefix(line, []byte("data: ")) && bytes.Contains(line, f.flag):
				if bytes.Contains(line, []byte(`"enabled":true`)) == f.want.Load() {
					now := time.Now()
					f.mu.Lock()
					f.times = append(f.times, now)
					f.mu.Unlock()
					f.seen.Add(1)
				}
			}
		}
	}()
	return fanStream{cancel: cancel}
}

// expect starts a change to state on.
func (f *fanOut) expect(on bool) {
	f.mu.Lock()
	f.times = f.times[:0]
	f.mu.Unlock()
	f.seen.Store(0)
	f.want.Store(on)
}

// arrivals is how long after began each stream saw the change.
func (f *fanOut) arrivals(began time.Time) []time.Duration {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make([]time.Duration, len(f.times))
	for i, t := range f.times {
		out[i] = t.Sub(began)
	}
	return out
}

func (f *fanOut) close() {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, c := range f.cancels {
		c()
	}
}

// mustPost posts body as the admin and decodes the answer, failing on anything but 2xx.
func (p *process) mustPost(tb testing.TB, path string, body any) map[string]any {
	tb.Helper()
	res, err := p.post(path, body)
	require.NoError(tb, err)
	defer res.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(res.Body).Decode(&out)
	require.True(tb, res.StatusCode >= 200 && res.StatusCode < 300, "%s: %d %v", path, res.StatusCode, out)
	return out
}

var (
	vmRSS     = regexp.MustCompile(`(?m)^VmRSS:\s+(\d+) kB`)
	heapInuse = regexp.MustCompile(`(?m)^go_memstats_heap_inuse_bytes ([0-9.e+]+)`)
)

// memory is the process's resident memory (bytes) and its Go heap in use.
func (p *process) memory(tb testing.TB) (rss, heap int64) {
	tb.Helper()
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
	require.NoError(tb, err)
	m := vmRSS.FindSubmatch(status)
	require.NotNil(tb, m)
	kb, _ := strconv.ParseInt(string(m[1]), 10, 64)
	req, err := http.NewRequest(http.MethodGet, p.url+"/metrics", nil)
	require.NoError(tb, err)
	req.Header.Set("Authorization", adminToken)
	res, err := http.DefaultClient.Do(req)
	require.NoError(tb, err)
	defer res.Body.Close()
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(res.Body)
	h := heapInuse.FindSubmatch(buf.Bytes())
	require.NotNil(tb, h, "metrics: %s", buf.String())
	hv, err := strconv.ParseFloat(string(h[1]), 64)
	require.NoError(tb, err)
	return kb << 10, int64(hv)
}

// metric is the line of the process's metrics that starts with name.
func (p *process) metric(tb testing.TB, name string) string {
	req, err := http.NewRequest(http.MethodGet, p.url+"/metrics", nil)
	require.NoError(tb, err)
	req.Header.Set("Authorization", adminToken)
	res, err := http.DefaultClient.Do(req)
	require.NoError(tb, err)
	defer res.Body.Close()
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(res.Body)
	return string(regexp.MustCompile(`(?m)^` + name + `.*$`).Find(buf.Bytes()))
}
