package tests

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// liveSDK is the Node SDK in a live mode (tests/node/live.js), watching one flag.
type liveSDK struct {
	stdin io.Closer
	seen  chan liveState
}

// liveState is what the SDK reported: the flag's state, and the mode it fetches in.
type liveState struct {
	Enabled bool
	Mode    string
}

// startLiveSDK runs tests/node/live.js against s in mode (streaming, delta) watching flag,
// for at most limit; it ends when the test does.
func startLiveSDK(t testing.TB, dir string, s *server, token, mode, flag string, limit time.Duration) *liveSDK {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	cmd := exec.CommandContext(ctx, "node", "live.js")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "FLAGSTONE_URL="+s.URL, "FLAGSTONE_TOKEN="+token, "FLAGSTONE_APP=live-"+mode,
		"FLAGSTONE_MODE="+mode, "FLAGSTONE_FLAG="+flag)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	stdin, err := cmd.StdinPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	sdk := &liveSDK{stdin: stdin, seen: make(chan liveState, 1024)}
	go func() {
		defer close(sdk.seen)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			var st liveState
			if json.Unmarshal(sc.Bytes(), &st) == nil {
				sdk.seen <- st
			}
		}
	}()
	t.Cleanup(func() {
		_ = stdin.Close()
		_ = cmd.Wait()
		cancel()
	})
	return sdk
}

// next is the SDK's next report; it fails the test when none comes within streamWait.
func (l *liveSDK) next(t testing.TB) liveState {
	t.Helper()
	select {
	case st, ok := <-l.seen:
		require.True(t, ok, "the SDK ended")
		return st
	case <-time.After(streamWait):
		require.FailNow(t, "the SDK saw no change within "+streamWait.String())
	}
	return liveState{}
}

// TestNodeSDKLive runs the official Node SDK in streaming mode and in delta polling mode:
// it starts with the flag's state, and sees each change after (the server is the only
// source: streaming never polls /api/client/features, delta mode never asks for it either).
func TestNodeSDKLive(t *testing.T) {
	dir := nodeDir(t)
	eachStore(t, func(t *testing.T, s *server) {
		flag := "node-live-" + randomHex(3)
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": flag})
		s.mustOK(t, http.MethodPost, devFeatures+"/"+flag+"/environments/development/strategies", map[string]any{"name": "default"})
		token := s.apiToken(t, "client", "development", "default")
		for _, tc := range []struct{ mode, fetches string }{{"streaming", "streaming"}, {"delta", "polling"}} {
			t.Run(tc.mode, func(t *testing.T) {
				_, sentBefore, _ := s.App.ClientAPI.StreamStats()
				sdk := startLiveSDK(t, dir, s, token, tc.mode, flag, time.Minute)
				st := sdk.next(t)
				require.False(t, st.Enabled, "the initial state")
				for i, on := range []bool{true, false, true, false} {
					toggle(t, s, "default", flag, "development", on)
					st = sdk.next(t)
					require.Equal(t, on, st.Enabled, "change %d", i)
					require.Equal(t, tc.fetches, st.Mode, "the SDK stays in its mode")
				}
				_, sent, _ := s.App.ClientAPI.StreamStats()
				require.GreaterOrEqual(t, sent-sentBefore, uint64(4), "the changes came as deltas")
			})
		}
	})
}

// BenchmarkNodeSDKStreaming measures how soon the official Node SDK sees a change: from
// the REST call that switches a flag to the SDK's report of it, in streaming mode and in
// delta polling mode (every 50 ms), on the node that takes the change and (PostgreSQL) on
// another node of the same database. Run with: make bench-streaming.
func BenchmarkNodeSDKStreaming(b *testing.B) {
	dir := nodeDir(b)
	for _, mode := range []string{"streaming", "delta"} {
		b.Run(mode, func(b *testing.B) {
			eachNodePair(b, func(b *testing.B, writer, reader *server) {
				flag := "propagate-" + randomHex(4)
				token := writer.apiToken(b, "client", "development", "default")
				sdk := startLiveSDK(b, dir, reader, token, mode, flag, 10*time.Minute)
				require.False(b, sdk.next(b).Enabled)
				benchPropagationOf(b, writer, flag, func(flag string, on bool) {
					require.Equal(b, on, sdk.next(b).Enabled)
				})
			})
		})
	}
}
