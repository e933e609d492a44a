package clientapi

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/graph/domain/insights"
)

// TestAggregatorBounds fills the buffer beyond its bounds: new buckets and instances are
// left out, and counted, while the buckets already pending keep counting.
func TestAggregatorBounds(t *testing.T) {
	a := newAggregator()
	hour := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	honest := Report{App: "honest", Environment: "development", Start: hour,
		Toggles: map[string]Toggle{"busy": {Yes: 1, No: 2}}, Instance: &insights.ClientSeen{AppName: "honest", InstanceID: "h"}}
	a.Add(honest)
	for i := range maxPendingBuckets {
		app := fmt.Sprint("flood-", i)
		a.Add(Report{App: app, Environment: "development", Start: hour, Toggles: map[string]Toggle{"busy": {Yes: 1}},
			Instance: &insights.ClientSeen{AppName: app, InstanceID: "f"}})
	}
	a.Add(honest)

	pending, seen, dropped := a.take()
	require.Len(t, pending, maxPendingBuckets)
	require.Equal(t, 1, dropped)
	require.Len(t, seen, maxPendingInstances)
	require.Contains(t, seen, *honest.Instance)
	got := pending[insights.MetricsKey{Feature: "busy", App: "honest", Environment: "development", Hour: hour}]
	require.Equal(t, &insights.MetricsCounts{Yes: 2, No: 4}, got, "a pending bucket keeps counting")

	pending, seen, dropped = a.take()
	require.Empty(t, pending)
	require.Empty(t, seen)
	require.Zero(t, dropped, "each flush starts afresh")
}

func TestCheckReport(t *testing.T) {
	tooMany := map[string]Toggle{}
	for i := range maxTogglesPerPost + 1 {
		tooMany[fmt.Sprint("f-", i)] = Toggle{Yes: 1}
	}
	tests := []struct {
		name    string
		toggles map[string]Toggle
		wantErr string
	}{
		{"largest counts", map[string]Toggle{"f": {Yes: insights.MaxMetricsCount, No: insights.MaxMetricsCount,
			Variants: map[string]int64{"v": insights.MaxMetricsCount}}}, ""},
		{"too many flags", tooMany, "bucket.toggles may hold at most 5000 flags"},
		{"yes too large", map[string]Toggle{"f": {Yes: insights.MaxMetricsCount + 1}}, "bucket.toggles.f.yes must be between 0 and"},
		{"no negative", map[string]Toggle{"f": {No: -1}}, "bucket.toggles.f.no must be between 0 and"},
		{"variant too large", map[string]Toggle{"f": {Variants: map[string]int64{"v": 1 << 62}}}, "bucket.toggles.f.variants.v must be between"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckReport(Report{App: "app", Toggles: tc.toggles})
			if tc.wantErr == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorContains(t, err, tc.wantErr)
		})
	}
}
