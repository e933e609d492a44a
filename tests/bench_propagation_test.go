package tests

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// BenchmarkLive measures how soon a change reaches a live subscriber (the dashboards'
// promise: within a second): from the REST call that switches a flag to its event on a
// subscriber's WebSocket. "same-node" subscribes on the node that takes the change;
// "other-node" (PostgreSQL) on a second node of the same database, which learns of it from
// the event watermark alone. Run with: make bench-live.
func BenchmarkLive(b *testing.B) {
	eachNodePair(b, func(b *testing.B, writer, reader *server) {
		l := liveSubscribe(b, reader, adminToken, "default")
		benchPropagation(b, writer, func(flag string, on bool) {
			typ := "feature-environment-disabled"
			if on {
				typ = "feature-environment-enabled"
			}
			require.Equal(b, flag, l.event(typ)["featureName"])
		})
	})
}

// BenchmarkClientPropagation measures how soon the client API serves a change (promised
// within a second across the nodes of one database): from the REST call that switches a
// flag to the first answer of GET /api/client/features/{name} that shows it, polled every
// 5 ms, on the same node and on another one.
func BenchmarkClientPropagation(b *testing.B) {
	eachNodePair(b, func(b *testing.B, writer, reader *server) {
		token := writer.apiToken(b, "client", "development", "default")
		benchPropagation(b, writer, func(flag string, on bool) {
			for deadline := time.Now().Add(liveWait); ; time.Sleep(5 * time.Millisecond) {
				res := reader.do(http.MethodGet, "/api/client/features/"+flag, token, nil)
				if res.Status == http.StatusOK && res.JSON(b)["enabled"] == on {
					return
				}
				require.True(b, time.Now().Before(deadline), "no change within %s: %d %s", liveWait, res.Status, res.Body)
			}
		})
	})
}

// eachNodePair runs fn per store with the node that takes the changes and the node that
// serves them: the same node, and on PostgreSQL two nodes of one database too.
func eachNodePair(b *testing.B, fn func(b *testing.B, writer, reader *server)) {
	for _, st := range stores() {
		b.Run(st.name+"/same-node", func(b *testing.B) {
			s := start(b, st.dsn(b))
			fn(b, s, s)
		})
		if st.name == "postgres" {
			b.Run(st.name+"/other-node", func(b *testing.B) {
				dsn := st.dsn(b)
				fn(b, start(b, dsn), start(b, dsn))
			})
		}
	}
}

// benchPropagation switches a new flag on and off through writer b.N times, each after a
// random pause (changes come at any moment, not just after the poll that showed the last
// one), and times each until seen returns; it reports p50 and p99 in ms.
func benchPropagation(b *testing.B, writer *server, seen func(flag string, on bool)) {
	benchPropagationOf(b, writer, "propagate-"+randomHex(4), seen)
}

// benchPropagationOf is benchPropagation on a flag named flag, which it creates.
func benchPropagationOf(b *testing.B, writer *server, flag string, seen func(flag string, on bool)) {
	res := writer.do(http.MethodPost, devFeatures, adminToken, map[string]any{"name": flag})
	require.Equal(b, http.StatusOK, res.Status, "body: %s", res.Body)
	res = writer.do(http.MethodPost, devFeatures+"/"+flag+"/environments/development/strategies", adminToken, map[string]any{"name": "default"})
	require.Equal(b, http.StatusOK, res.Status, "body: %s", res.Body)
	took := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		on := i%2 == 0
		state := map[bool]string{true: "on", false: "off"}[on]
		time.Sleep(rand.N(120 * time.Millisecond))
		began := time.Now()
		res := writer.do(http.MethodPost, fmt.Sprintf("%s/%s/environments/development/%s", devFeatures, flag, state), adminToken, nil)
		require.Equal(b, http.StatusOK, res.Status, "body: %s", res.Body)
		seen(flag, on)
		took = append(took, time.Since(began))
	}
	b.StopTimer()
	slices.Sort(took)
	at := func(q float64) float64 { return float64(took[int(q*float64(len(took)-1))].Microseconds()) / 1000 }
	b.ReportMetric(at(0.5), "p50-ms")
	b.ReportMetric(at(0.99), "p99-ms")
	b.ReportMetric(0, "ns/op") // the loop is paced by pauses and polls, not by work: the percentiles say it
}
