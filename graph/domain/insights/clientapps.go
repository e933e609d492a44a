package insights

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"flagstone/ent"
	"flagstone/ent/clientapplication"
	"flagstone/ent/clientinstance"
	"flagstone/ent/clientmetricsbucket"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/store"
)

// metricsFlushLock is the PostgreSQL advisory lock that serialises metrics flushes of all
// server processes, so the read-modify-write of a bucket never loses counts.
const metricsFlushLock = 7_424_243

// ClientRegistration is what an SDK reports when it starts (POST /api/client/register).
type ClientRegistration struct {
	AppName    string
	InstanceID string
	SDKVersion string
	Strategies []string
	Started    *time.Time
	ClientIP   string
}

// RegisterClient records an application and one of its instances. The first time an
// application is seen it records application-created.
func (s *Service) RegisterClient(ctx context.Context, in ClientRegistration) error {
	in.AppName = strings.TrimSpace(in.AppName)
	if in.AppName == "" {
		return apperr.Validation("appName is required")
	}
	if err := kernel.CheckLen("appName", &in.AppName, kernel.MaxNameLen); err != nil {
		return err
	}
	if in.InstanceID == "" {
		in.InstanceID = "default"
	}
	if err := kernel.CheckLen("instanceId", &in.InstanceID, kernel.MaxNameLen); err != nil {
		return err
	}
	subject := fmt.Sprintf("Application %q", in.AppName)
	err := s.Mutate(ctx, subject, func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) { return s.registerClient(ctx, tx, in) })
	if apperr.Is(err, apperr.KindConflict) {
		// Another instance registered the same application concurrently: the row exists now.
		err = s.Mutate(ctx, subject, func(ctx context.Context, tx *kernel.Tx) (kernel.Change, error) { return s.registerClient(ctx, tx, in) })
	}
	return err
}

// registerClient records the application (its first sighting is application-created) and
// the instance. When the application and instance were seen before, what changes is when
// they were last seen: bookkeeping, no event.
func (s *Service) registerClient(ctx context.Context, tx *kernel.Tx, in ClientRegistration) (kernel.Change, error) {
	now := s.Now()
	var events []kernel.Event
	app, err := tx.ClientApplication.Query().Where(clientapplication.AppName(in.AppName)).Only(ctx)
	switch {
	case ent.IsNotFound(err):
		app, err = tx.ClientApplication.Create().SetAppName(in.AppName).SetStrategies(in.Strategies).
			SetCreatedAt(now).SetSeenAt(now).Save(ctx)
		if err != nil {
			return kernel.Change{}, fmt.Errorf("create client application: %w", err)
		}
		events = append(events, kernel.Event{Type: "application-created",
			Data: map[string]any{"appName": in.AppName, "strategies": in.Strategies}})
	case err != nil:
		return kernel.Change{}, fmt.Errorf("find client application: %w", err)
	default:
		if err := tx.ClientApplication.UpdateOne(app).SetStrategies(in.Strategies).SetSeenAt(now).Exec(kernel.Unaudited(ctx)); err != nil {
			return kernel.Change{}, fmt.Errorf("update client application: %w", err)
		}
	}
	err = tx.ClientInstance.Create().SetApplicationID(app.ID).SetInstanceID(in.InstanceID).
		SetSdkVersion(in.SDKVersion).SetClientIP(in.ClientIP).SetNillableStartedAt(in.Started).SetLastSeen(now).
		OnConflictColumns(clientinstance.FieldApplicationID, clientinstance.FieldInstanceID).
		UpdateSdkVersion().UpdateClientIP().UpdateStartedAt().UpdateLastSeen().
		Exec(kernel.Unaudited(ctx))
	if err != nil {
		return kernel.Change{}, fmt.Errorf("record client instance: %w", err)
	}
	return kernel.Record(events...), nil
}

// ClientSeen is an instance that reported metrics, for its lastSeen.
type ClientSeen struct {
	AppName, InstanceID, SDKVersion, ClientIP string
}

// TouchClients moves lastSeen of instances that reported metrics. An application or
// instance seen for the first time this way is registered, as when it calls register.
// Each instance is its own write: one that fails is reported and the others still move.
func (s *Service) TouchClients(ctx context.Context, seen []ClientSeen) error {
	var errs []error
	for _, c := range seen {
		errs = append(errs, s.touchClient(ctx, c))
	}
	return errors.Join(errs...)
}

func (s *Service) touchClient(ctx context.Context, c ClientSeen) error {
	n, err := s.DB(ctx).ClientInstance.Update().Where(
		clientinstance.InstanceID(c.InstanceID),
		clientinstance.HasApplicationWith(clientapplication.AppName(c.AppName)),
	).SetLastSeen(s.Now()).Save(kernel.Unaudited(ctx))
	if err != nil {
		return fmt.Errorf("touch client instance: %w", err)
	}
	if n > 0 {
		return nil
	}
	return s.RegisterClient(ctx, ClientRegistration{AppName: c.AppName, InstanceID: c.InstanceID,
		SDKVersion: c.SDKVersion, ClientIP: c.ClientIP, Strategies: []string{}})
}

// MetricsKey names one hourly bucket: a feature evaluated by an application in an
// environment during the hour starting at Hour (UTC).
type MetricsKey struct {
	Feature, App, Environment string
	Hour                      time.Time
}

// Bounds of the counts of one bucket. MaxMetricsCount is the largest number a JavaScript
// reader (the frontend SDKs, the dashboard) holds exactly, and a week of hourly buckets
// summed (the insights trends sum them in SQL) stays below the largest int64, so no read
// or write of the counts ever overflows. A bucket counts at most MaxMetricsVariants
// distinct variants: reports may add variants, the row must not grow with them.
const (
	MaxMetricsCount    int64 = 1<<53 - 1
	MaxMetricsVariants       = 100
)

// MetricsCounts are the evaluations counted in one bucket.
type MetricsCounts struct {
	Yes, No  int64
	Variants map[string]int64
}

// Add adds o to c. Sums saturate at MaxMetricsCount, and variants beyond
// MaxMetricsVariants are not counted: whatever reports arrive, a bucket stays writable
// and readable.
func (c *MetricsCounts) Add(o MetricsCounts) {
	c.Yes = addCount(c.Yes, o.Yes)
	c.No = addCount(c.No, o.No)
	for v, n := range o.Variants {
		if c.Variants == nil {
			c.Variants = map[string]int64{}
		}
		if _, ok := c.Variants[v]; ok || len(c.Variants) < MaxMetricsVariants {
			c.Variants[v] = addCount(c.Variants[v], n)
		}
	}
}

// addCount is a + b, at most MaxMetricsCount; b is a checked count (0..MaxMetricsCount).
func addCount(a, b int64) int64 {
	if a > MaxMetricsCount-b {
		return MaxMetricsCount
	}
	return a + b
}

// SaveClientMetrics adds counts to their hourly buckets and moves lastSeenAt of every
// reported feature environment to now, in one transaction. It records no event: metrics
// are not changes to the flags.
func (s *Service) SaveClientMetrics(ctx context.Context, counts map[MetricsKey]*MetricsCounts) error {
	if len(counts) == 0 {
		return nil
	}
	keys := make([]MetricsKey, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	// A stable order keeps concurrent flushes from deadlocking on SQLite and PostgreSQL.
	sort.Slice(keys, func(i, j int) bool { return keyLess(keys[i], keys[j]) })
	return s.MutateUnaudited(ctx, "The client metrics", func(ctx context.Context, tx *kernel.Tx) error {
		if err := store.LockUntilEnd(ctx, tx.Client, s.Dialect, metricsFlushLock, "metrics flush"); err != nil {
			return err
		}
		for _, k := range keys {
			if err := addBucket(ctx, tx, k, counts[k]); err != nil {
				return err
			}
		}
		return s.markSeen(ctx, tx, keys)
	})
}

func keyLess(a, b MetricsKey) bool {
	if a.Feature != b.Feature {
		return a.Feature < b.Feature
	}
	if a.App != b.App {
		return a.App < b.App
	}
	if a.Environment != b.Environment {
		return a.Environment < b.Environment
	}
	return a.Hour.Before(b.Hour)
}

func addBucket(ctx context.Context, tx *kernel.Tx, k MetricsKey, c *MetricsCounts) error {
	b, err := tx.ClientMetricsBucket.Query().Where(
		clientmetricsbucket.FeatureName(k.Feature), clientmetricsbucket.AppName(k.App),
		clientmetricsbucket.Environment(k.Environment), clientmetricsbucket.Timestamp(k.Hour),
	).Only(ctx)
	if ent.IsNotFound(err) {
		err = tx.ClientMetricsBucket.Create().SetFeatureName(k.Feature).SetAppName(k.App).
			SetEnvironment(k.Environment).SetTimestamp(k.Hour).SetYes(c.Yes).SetNo(c.No).
			SetVariants(c.Variants).Exec(ctx)
		if err != nil {
			return fmt.Errorf("create metrics bucket: %w", err)
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("find metrics bucket: %w", err)
	}
	sum := MetricsCounts{Yes: b.Yes, No: b.No, Variants: b.Variants}
	sum.Add(*c)
	if err := tx.ClientMetricsBucket.UpdateOne(b).SetYes(sum.Yes).SetNo(sum.No).SetVariants(sum.Variants).Exec(ctx); err != nil {
		return fmt.Errorf("update metrics bucket: %w", err)
	}
	return nil
}

// markSeen sets lastSeenAt of the reported features in each reported environment.
func (s *Service) markSeen(ctx context.Context, tx *kernel.Tx, keys []MetricsKey) error {
	byEnv := map[string][]string{}
	for _, k := range keys {
		byEnv[k.Environment] = append(byEnv[k.Environment], k.Feature)
	}
	now := s.Now()
	for env, names := range byEnv {
		err := tx.FeatureEnvironment.Update().Where(
			featureenvironment.EnvironmentID(env),
			featureenvironment.HasFeatureWith(feature.NameIn(names...)),
		).SetLastSeenAt(now).Exec(ctx)
		if err != nil {
			return fmt.Errorf("mark features seen in %s: %w", env, err)
		}
	}
	return nil
}
