// Package gcfloor keeps the garbage collector from running every few megabytes while the
// live heap is small.
//
// The collector starts a cycle when the heap has grown by GOGC percent (100) of what the
// last cycle left live, and never below 4 MB. A Flagstone server's live heap is small (5 to
// 11 MB with 3,000 flags: its kept answers are bytes, not objects), so under load it
// collected every few hundred requests, and each cycle's fixed costs (stacks, globals, the
// hand-over between phases) made GC a quarter of a cached read's CPU. Keep raises the
// percent after each cycle so that the next starts only when the heap reaches the floor;
// once the live heap outgrows half the floor the percent is the default again, so a large
// instance behaves as without Keep. GOMEMLIMIT still bounds the heap as usual.
package gcfloor

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// DefaultPercent is the collector's percent when GOGC is unset.
const DefaultPercent = 100

// MaxPercent bounds the percent Keep sets, whatever the floor: a live heap of a few
// hundred kilobytes must not let the heap grow a hundredfold before a cycle.
const MaxPercent = 1000

// Percent is the collector's percent that lets a heap of live bytes grow to floor bytes
// before the next cycle, at least DefaultPercent and at most MaxPercent.
func Percent(live, floor uint64) int {
	if live == 0 {
		return MaxPercent
	}
	return min(max(int(floor*100/live)-100, DefaultPercent), MaxPercent)
}

var once sync.Once

// Keep holds the heap goal at floor bytes or more from the next cycle on, for the rest of
// the process. It does nothing when floor is 0 or the operator set GOGC (their setting
// stands), and only its first call counts: the setting is the process's.
func Keep(floor uint64) {
	if floor == 0 || os.Getenv("GOGC") != "" {
		return
	}
	once.Do(func() { arm(floor) })
}

// sentinel is a heap object the next cycle finds unreachable, so that its cleanup runs
// once per cycle. It holds a pointer: pointer-free objects this small may share a block
// with others (the tiny allocator) and then be freed late or never.
type sentinel struct{ _ *byte }

// arm sets the percent for floor once the next cycle is over, and arms again.
func arm(floor uint64) {
	runtime.AddCleanup(&sentinel{}, func(floor uint64) {
		debug.SetGCPercent(Percent(liveBytes(), floor))
		arm(floor)
	}, floor)
}

// liveBytes is the heap the last cycle marked live.
func liveBytes() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}
