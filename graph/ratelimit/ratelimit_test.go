package ratelimit

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestLimiter(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	tests := []struct {
		name string
		run  func(l *Limiter) bool // the last Allow's answer
		want bool
	}{
		{"within the limit", func(l *Limiter) bool { l.Allow("k"); return l.Allow("k") }, true},
		{"over the limit", func(l *Limiter) bool { l.Allow("k"); l.Allow("k"); return l.Allow("k") }, false},
		{"other keys apart", func(l *Limiter) bool { l.Allow("a"); l.Allow("a"); return l.Allow("b") }, true},
		{"refunded attempts do not count", func(l *Limiter) bool {
			for range 5 {
				l.Allow("k")
				l.Refund("k")
			}
			return l.Allow("k")
		}, true},
		{"refund of nothing keeps none", func(l *Limiter) bool {
			l.Refund("k")
			l.Allow("k")
			l.Allow("k")
			return l.Allow("k")
		}, false},
		{"reset forgets", func(l *Limiter) bool { l.Allow("k"); l.Allow("k"); l.Reset("k"); return l.Allow("k") }, true},
		{"a new window starts over", func(l *Limiter) bool {
			l.Allow("k")
			l.Allow("k")
			now = now.Add(time.Minute)
			return l.Allow("k")
		}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l := New(2, time.Minute)
			l.Now = func() time.Time { return now }
			require.Equal(t, tc.want, tc.run(l))
		})
	}
}
