package insights

import (
	"context"
	"fmt"
	"time"

	"flagstone/ent/clientmetricsbucket"
	"flagstone/graph/domain/kernel"
)

// MetricsRetention is how long the hourly client-metrics buckets are kept: FeatureMetrics
// reads at most MaxMetricsHours back, and the insights snapshot reads the running ISO
// week, which began less than a week ago. Older buckets are read by nothing.
const MetricsRetention = MaxMetricsHours * time.Hour

// MetricsHour is the hour a report whose bucket started at start is counted in, judged at
// now. An SDK's clock may run ahead, so a start after the current hour counts in the
// current hour; ok is false for a start before the retention window, which nothing would
// read and the next pruning would delete. Without the clamp, a report dated in any year
// would add a row the pruning never reaches.
func MetricsHour(now, start time.Time) (hour time.Time, ok bool) {
	current := now.UTC().Truncate(time.Hour)
	hour = start.UTC().Truncate(time.Hour)
	switch {
	case hour.After(current):
		return current, true
	case hour.Before(current.Add(-MetricsRetention)):
		return time.Time{}, false
	}
	return hour, true
}

// PruneClientMetrics deletes the buckets older than MetricsRetention, so the table holds a
// bounded window of hours however long the service runs. The scheduler calls it.
func (s *Service) PruneClientMetrics(ctx context.Context) error {
	cutoff := s.Now().UTC().Truncate(time.Hour).Add(-MetricsRetention)
	return s.MutateUnaudited(ctx, "The client metrics", func(ctx context.Context, tx *kernel.Tx) error {
		if _, err := tx.ClientMetricsBucket.Delete().Where(clientmetricsbucket.TimestampLT(cutoff)).Exec(ctx); err != nil {
			return fmt.Errorf("delete client metrics before %s: %w", cutoff.Format(time.RFC3339), err)
		}
		return nil
	})
}
