package insights

import (
	"context"
	"fmt"
	"sort"
	"time"

	"flagstone/ent"
	"flagstone/ent/clientmetricsbucket"
	"flagstone/ent/feature"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// MaxMetricsHours is how far back FeatureMetrics reads: a week of hourly buckets.
const MaxMetricsHours = 7 * 24

// FeatureMetrics returns the hourly buckets of a feature's client metrics since hoursBack
// hours before the current hour, oldest first, and the applications that sent them.
func (s *Service) FeatureMetrics(ctx context.Context, featureName string, hoursBack int) (*model.FeatureMetrics, error) {
	if hoursBack < 1 || hoursBack > MaxMetricsHours {
		return nil, apperr.Validation("hoursBack must be between 1 and %d, got %d", MaxMetricsHours, hoursBack)
	}
	db := s.DB(ctx)
	if _, err := kernel.One(ctx, db.Feature.Query().Where(feature.Name(featureName)).Only, "Feature %q", featureName); err != nil {
		return nil, err
	}
	from := s.Now().UTC().Truncate(time.Hour).Add(-time.Duration(hoursBack-1) * time.Hour)
	rows, err := db.ClientMetricsBucket.Query().
		Where(clientmetricsbucket.FeatureName(featureName), clientmetricsbucket.TimestampGTE(from)).
		Order(ent.Asc(clientmetricsbucket.FieldTimestamp), ent.Asc(clientmetricsbucket.FieldAppName),
			ent.Asc(clientmetricsbucket.FieldEnvironment)).
		All(ctx)
	if err != nil {
		return nil, fmt.Errorf("read the metrics of %s: %w", featureName, err)
	}
	out := &model.FeatureMetrics{FeatureName: featureName, HoursBack: hoursBack,
		Buckets: make([]*model.FeatureMetricsBucket, len(rows)), Applications: []string{}}
	apps := map[string]bool{}
	for i, r := range rows {
		out.Buckets[i] = &model.FeatureMetricsBucket{Timestamp: r.Timestamp.UTC(), Environment: r.Environment,
			AppName: r.AppName, Yes: int(r.Yes), No: int(r.No)}
		if !apps[r.AppName] {
			apps[r.AppName] = true
			out.Applications = append(out.Applications, r.AppName)
		}
	}
	sort.Strings(out.Applications)
	return out, nil
}
