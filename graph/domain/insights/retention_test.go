package insights

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestMetricsHour(t *testing.T) {
	now := time.Date(2027, 3, 10, 14, 25, 0, 0, time.UTC)
	current := time.Date(2027, 3, 10, 14, 0, 0, 0, time.UTC)
	oldest := current.Add(-MetricsRetention)
	tests := []struct {
		name  string
		start time.Time
		want  time.Time
		ok    bool
	}{
		{"this hour", now.Add(-time.Minute), current, true},
		{"an hour ago", now.Add(-time.Hour), current.Add(-time.Hour), true},
		{"another zone", now.In(time.FixedZone("x", 5*3600)), current, true},
		{"a clock ahead counts now", now.Add(3 * time.Hour), current, true},
		{"the far future counts now", time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC), current, true},
		{"the oldest hour kept", oldest.Add(time.Minute), oldest, true},
		{"before the window", oldest.Add(-time.Minute), time.Time{}, false},
		{"the zero time", time.Time{}, time.Time{}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := MetricsHour(now, tc.start)
			require.Equal(t, tc.ok, ok)
			require.True(t, tc.want.Equal(got), "got %s, want %s", got, tc.want)
		})
	}
}
