package gcfloor

import (
	"runtime"
	"runtime/metrics"
	"testing"
	"time"
)

func TestPercent(t *testing.T) {
	const mb = 1 << 20
	for _, c := range []struct {
		name        string
		live, floor uint64
		want        int
	}{
		{"small heap reaches the floor", 8 * mb, 64 * mb, 700},
		{"tiny heap is capped", 1 * mb, 64 * mb, MaxPercent},
		{"nothing live is capped", 0, 64 * mb, MaxPercent},
		{"half the floor keeps the default", 32 * mb, 64 * mb, DefaultPercent},
		{"a large heap keeps the default", 512 * mb, 64 * mb, DefaultPercent},
		{"just under half the floor", 30 * mb, 64 * mb, 113},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := Percent(c.live, c.floor); got != c.want {
				t.Fatalf("Percent(%d, %d) = %d, want %d", c.live, c.floor, got, c.want)
			}
		})
	}
}

// TestKeepRaisesThePercentAfterACycle runs a cycle on this test's small heap and waits for
// Keep's cleanup to raise the collector's percent above the default.
func TestKeepRaisesThePercentAfterACycle(t *testing.T) {
	if percentNow() != DefaultPercent {
		t.Skip("GOGC is set for this test process")
	}
	Keep(256 << 20)
	deadline := time.Now().Add(10 * time.Second)
	for percentNow() == DefaultPercent {
		if time.Now().After(deadline) {
			t.Fatal("the percent stayed at the default after cycles on a small heap")
		}
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if p := percentNow(); p <= DefaultPercent || p > MaxPercent {
		t.Fatalf("percent %d, want in (%d, %d]", p, DefaultPercent, MaxPercent)
	}
}

// percentNow reads the collector's percent without setting it.
func percentNow() int {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	return int(s[0].Value.Uint64())
}
