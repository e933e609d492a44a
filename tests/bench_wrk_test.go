package tests

import (
	"bytes"
	"cmp"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// loadRequest is one request a load benchmark sends over and over.
type loadRequest struct {
	method, url string
	header      map[string]string
	body        []byte
	// vary adds a parameter the server ignores, new on every request, so that no kept
	// answer serves it: the case measures building the answer.
	vary bool
	// conns is how many connections send it at once (0: BENCH_CONNECTIONS, or 16).
	conns int
	// want is the status every answer must have (0: 200).
	want int
}

// varyParam is the parameter vary adds.
const varyParam = "built"

// varied numbers the varied requests of the whole process: the benchmark runner calls a
// case once per round, and a count restarted per round would ask again, in later rounds,
// for answers the read model kept in the first.
var varied atomic.Int64

// urlFor is the URL of the request numbered n.
func (r loadRequest) urlFor(n int64) string {
	if !r.vary {
		return r.url
	}
	return r.varied() + strconv.FormatInt(n, 10)
}

// varied is r's URL with the vary parameter, waiting for its number.
func (r loadRequest) varied() string {
	sep := "?"
	if strings.Contains(r.url, "?") {
		sep = "&"
	}
	return r.url + sep + varyParam + "="
}

// send sends r on c and fails unless the answer has the status r wants.
func (r loadRequest) send(c *http.Client) error {
	return r.sendNumbered(c, 0)
}

// sendNumbered sends r as the request numbered n.
func (r loadRequest) sendNumbered(c *http.Client, n int64) error {
	req, err := http.NewRequest(r.method, r.urlFor(n), bytes.NewReader(r.body))
	if err != nil {
		return err
	}
	for k, v := range r.header {
		req.Header.Set(k, v)
	}
	res, err := c.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if _, err := io.Copy(io.Discard, res.Body); err != nil {
		return err
	}
	if want := cmp.Or(r.want, http.StatusOK); res.StatusCode != want {
		return fmt.Errorf("%s %s: status %d, want %d", r.method, r.url, res.StatusCode, want)
	}
	return nil
}

// loadWithWrk says whether load benchmarks drive the server with wrk (BENCH_LOADGEN=wrk,
// the tool of issue 18's table) rather than the in-process Go client. wrk is a separate,
// cheaper process: the in-process client shares the server's CPUs and runtime and caps
// the cheapest answer near 20,000 req/s on 2 cores, where wrk reaches 25,000.
func loadWithWrk() bool { return os.Getenv("BENCH_LOADGEN") == "wrk" }

// requestLoad drives r from conns connections (BENCH_CONNECTIONS, default 16) and
// reports req/s, p50, p99 and the process's CPU per request: with wrk, for the case's
// -benchtime (a duration; 3 s otherwise), and the CPU is the server's alone.
func requestLoad(b *testing.B, r loadRequest) {
	conns := benchConnections()
	if r.conns > 0 {
		conns = r.conns
	}
	if !loadWithWrk() {
		benchLoadPar(b, max(1, conns/runtime.GOMAXPROCS(0)), func(c *http.Client) error { return r.sendNumbered(c, varied.Add(1)) })
		return
	}
	script := filepath.Join(b.TempDir(), "request.lua")
	require.NoError(b, os.WriteFile(script, []byte(wrkScript(r)), 0o644))
	stop := benchProfile(b)
	cpu0 := cpuTime()
	out, err := exec.Command("wrk", fmt.Sprintf("-t%d", min(2, conns)), fmt.Sprintf("-c%d", conns), "-d"+wrkDuration(), "--latency", "-s", script, r.url).CombinedOutput()
	cpu := cpuTime() - cpu0
	stop()
	require.NoError(b, err, "wrk: %s", out)
	rep, err := parseWrk(string(out))
	require.NoError(b, err, "wrk: %s", out)
	require.Zero(b, rep.failed, "wrk saw non-200 answers or socket errors: %s", out)
	b.ReportMetric(rep.rate, "req/s")
	b.ReportMetric(rep.p50.Seconds()*1000, "p50-ms")
	b.ReportMetric(rep.p99.Seconds()*1000, "p99-ms")
	b.ReportMetric(float64(cpu.Microseconds())/float64(rep.requests), "cpu-µs/op")
}

// wrkDuration is the benchmark's -benchtime when it is a duration, else 3 s.
func wrkDuration() string {
	if f := flag.Lookup("test.benchtime"); f != nil {
		if d, err := time.ParseDuration(f.Value.String()); err == nil {
			return d.String()
		}
	}
	return "3s"
}

// wrkScript is the Lua script that makes wrk send r. wrk counts 4xx and 5xx answers
// (requestLoad fails on any); the benchmarks send no conditional request, so every other
// answer is a 200.
func wrkScript(r loadRequest) string {
	var s strings.Builder
	fmt.Fprintf(&s, "wrk.method = %q\n", r.method)
	if r.body != nil {
		fmt.Fprintf(&s, "wrk.body = %q\n", r.body)
	}
	for k, v := range r.header {
		fmt.Fprintf(&s, "wrk.headers[%q] = %q\n", k, v)
	}
	if r.vary {
		// Each thread numbers its requests after a prefix of its own, above every number
		// an earlier run (round) of the process used.
		u, err := url.Parse(r.varied())
		if err != nil {
			panic(err)
		}
		base := varied.Add(1_000_000_000)
		fmt.Fprintf(&s, `local threads = 0
function setup(thread) threads = threads + 1; thread:set("prefix", %d + threads * 100000000) end
local n = 0
function request() n = n + 1; return wrk.format(nil, %q .. (prefix + n)) end
`, base, u.RequestURI())
	}
	return s.String()
}

// wrkReport is what requestLoad reads off wrk's output.
type wrkReport struct {
	rate     float64
	requests int
	failed   int
	p50, p99 time.Duration
}

var (
	wrkRequests = regexp.MustCompile(`(\d+) requests in`)
	wrkRate     = regexp.MustCompile(`Requests/sec:\s+([\d.]+)`)
	wrkLatency  = regexp.MustCompile(`(?m)^\s+(50|99)%\s+([\d.]+)(us|ms|s)\s*$`)
	wrkFailed   = regexp.MustCompile(`Non-2xx or 3xx responses: (\d+)|Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)`)
)

// parseWrk reads the rate, request count, p50, p99 and failures off wrk --latency's output.
func parseWrk(out string) (wrkReport, error) {
	var r wrkReport
	m := wrkRequests.FindStringSubmatch(out)
	n := wrkRate.FindStringSubmatch(out)
	if m == nil || n == nil {
		return r, fmt.Errorf("no request count or rate in wrk's output")
	}
	r.requests, _ = strconv.Atoi(m[1])
	r.rate, _ = strconv.ParseFloat(n[1], 64)
	latencies := wrkLatency.FindAllStringSubmatch(out, -1)
	if len(latencies) < 2 {
		return r, fmt.Errorf("no p50 and p99 in wrk's output")
	}
	for _, l := range latencies {
		d, err := time.ParseDuration(l[2] + strings.Replace(l[3], "us", "µs", 1))
		if err != nil {
			return r, err
		}
		if l[1] == "50" {
			r.p50 = d
		} else {
			r.p99 = d
		}
	}
	for _, f := range wrkFailed.FindAllStringSubmatch(out, -1) {
		for _, c := range f[1:] {
			k, _ := strconv.Atoi(c)
			r.failed += k
		}
	}
	return r, nil
}
