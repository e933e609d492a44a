package tests

import (
	"context"
	"fmt"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/graph/domain/flags/eval"
	"flagstone/rest/clientapi"
)

// BenchmarkFrontend measures GET /api/frontend against a running server (real TCP,
// keep-alive connections) with 1,000 flags in the environment, each a flexibleRollout
// with a userId constraint, for changing userIds: every request evaluates the 1,000
// flags. It reports req/s and evaluations/s (flags × requests); "evaluator" is the same
// without HTTP. Run with: make bench-frontend.
func BenchmarkFrontend(b *testing.B) {
	a, url, token := benchApp(b, "frontend")
	var user atomic.Int64
	b.Run("http", func(b *testing.B) {
		start := time.Now()
		benchLoad(b, func(c *http.Client) error {
			u := fmt.Sprintf("%s/api/frontend?userId=%d", url, user.Add(1)%5+1)
			return benchGet(c, u, token, nil, http.StatusOK)
		})
		b.ReportMetric(float64(b.N*benchFlags)/time.Since(start).Seconds(), "evaluations/s")
	})
	b.Run("evaluator", func(b *testing.B) {
		snap, err := a.ClientAPI.Snapshot(context.Background(), "development")
		require.NoError(b, err)
		scope := clientapi.Scope{Projects: []string{"*"}, Environment: "development"}
		b.ResetTimer()
		start := time.Now()
		b.RunParallel(func(pb *testing.PB) {
			enabled := 0
			for pb.Next() {
				c := &eval.Context{UserID: fmt.Sprint(user.Add(1)%5 + 1)}
				err := snap.Evaluate(context.Background(), scope, c, func(_ *clientapi.Feature, r eval.Result) {
					if r.Enabled {
						enabled++
					}
				})
				if err != nil {
					b.Error(err)
				}
			}
			_ = enabled
		})
		b.ReportMetric(float64(b.N*benchFlags)/time.Since(start).Seconds(), "evaluations/s")
	})
}
