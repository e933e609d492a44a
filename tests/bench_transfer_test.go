package tests

import (
	"encoding/json"
	"fmt"
	"net/http"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// BenchmarkTransfer measures import and export at the sizes on every store:
// batch import and export of 5,000 features (two strategies with constraints, two tags,
// variants each), legacy export of 10,000 features with the heap growth it causes, and
// legacy import of 10,000 features (drop and insert). ns/op is the figure.
//
//	go test -run '^$' -bench Transfer -benchtime 3x ./tests/
func BenchmarkTransfer(b *testing.B) {
	for _, st := range stores() {
		b.Run(st.name, func(b *testing.B) {
			a := openApp(b, st.dsn(b))
			b.Cleanup(func() { a.Close() })
			body, err := json.Marshal(bigImport("bench", 5000))
			require.NoError(b, err)

			b.Run("batch-import-5000", func(b *testing.B) {
				b.StopTimer()
				for i := range b.N {
					doc := bigImport(fmt.Sprintf("imp%d-%d", b.N, i), 5000)
					raw, err := json.Marshal(doc)
					require.NoError(b, err)
					b.StartTimer()
					benchServe(b, a, benchRequest(http.MethodPost, batchImportPath, string(raw)))
					b.StopTimer()
				}
			})
			b.StopTimer()
			benchServe(b, a, benchRequest(http.MethodPost, batchImportPath, string(body)))
			b.StartTimer()
			b.Run("batch-export-5000", func(b *testing.B) {
				export := fmt.Sprintf(`{"environment":"development","features":%s}`, benchNames("bench", 5000))
				for range b.N {
					benchServe(b, a, benchRequest(http.MethodPost, batchExportPath, export))
				}
			})
			benchLegacy(b, st)
		})
	}
}

// benchNames lists the names bigImport gives, as JSON.
func benchNames(prefix string, n int) string {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("%s-%05d", prefix, i)
	}
	b, _ := json.Marshal(names)
	return string(b)
}

// benchLegacy measures the legacy document on an instance of its own with 10,000
// features.
func benchLegacy(b *testing.B, st store) {
	b.StopTimer()
	a := openApp(b, st.dsn(b))
	b.Cleanup(func() { a.Close() })
	for _, prefix := range []string{"one", "two"} {
		body, err := json.Marshal(bigImport(prefix, 5000))
		require.NoError(b, err)
		benchServe(b, a, benchRequest(http.MethodPost, batchImportPath, string(body)))
	}
	b.StartTimer()
	var doc []byte
	b.Run("state-export-10000", func(b *testing.B) {
		var peak int64
		for range b.N {
			w := &countingWriter{header: http.Header{}}
			growth := heapGrowth(func() {
				a.Handler.ServeHTTP(w, benchRequest(http.MethodGet, stateExportPath+"?environment=development", ""))
			})
			peak = max(peak, growth)
			require.Equal(b, http.StatusOK, w.status)
		}
		b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
	})
	w := &countingWriter{header: http.Header{}, keep: true}
	a.Handler.ServeHTTP(w, benchRequest(http.MethodGet, stateExportPath+"?environment=development", ""))
	doc = w.body
	b.Run("state-import-10000", func(b *testing.B) {
		for range b.N {
			benchServe(b, a, benchRequest(http.MethodPost, stateImportPath+"?drop=true&environment=development", string(doc)))
		}
	})
}

// heapGrowth runs fn and returns how far the live heap rose above where it started,
// sampled every 5 ms (each sample stops the world briefly).
func heapGrowth(fn func()) int64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base := int64(ms.HeapAlloc)
	var peak atomic.Int64
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(5 * time.Millisecond)
		defer t.Stop()
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			if g := int64(m.HeapAlloc) - base; g > peak.Load() {
				peak.Store(g)
			}
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	fn()
	close(done)
	return peak.Load()
}

// countingWriter is a ResponseWriter that counts (and, with keep, holds) what is written,
// so a streamed export is measured without buffering it in the test.
type countingWriter struct {
	header http.Header
	status int
	n      int
	keep   bool
	body   []byte
}

func (w *countingWriter) Header() http.Header { return w.header }

func (w *countingWriter) WriteHeader(status int) { w.status = status }

func (w *countingWriter) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	w.n += len(p)
	if w.keep {
		w.body = append(w.body, p...)
	}
	return len(p), nil
}
