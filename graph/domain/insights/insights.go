package insights

import (
	"context"
	"fmt"
	"sync"
	"time"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/insightssnapshot"
	"flagstone/ent/user"
	"flagstone/graph/model"
)

// ActiveUserWindow is how recently a user must have been seen to count as active
// (contract section 8, Inactivity window).
const ActiveUserWindow = 60 * 24 * time.Hour

// Kinds of insights snapshot: one trend each.
const (
	snapUsers    = "users"
	snapFlags    = "flags"
	snapProject  = "project"
	snapMetrics  = "metrics"
	snapEnvType  = "environment_type"
	dayDuration  = 24 * time.Hour
	weekDuration = 7 * dayDuration
)

// WeekKey is the ISO year and week of t in UTC, e.g. 2026-47; snapshots are keyed by it.
func WeekKey(t time.Time) string {
	y, w := t.UTC().ISOWeek()
	return fmt.Sprintf("%04d-%02d", y, w)
}

// EndOfDay is the last millisecond of t's day in UTC, the date of a snapshot taken at t.
func EndOfDay(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 23, 59, 59, int(999*time.Millisecond), time.UTC)
}

// WeekStart is the Monday 00:00 UTC that opens t's ISO week.
func WeekStart(t time.Time) time.Time {
	t = t.UTC()
	y, m, d := t.Date()
	sinceMonday := (int(t.Weekday()) + 6) % 7
	return time.Date(y, m, d-sinceMonday, 0, 0, 0, 0, time.UTC)
}

// TrendWindow is how far back the trends of InstanceInsights reach.
const TrendWindow = 365 * dayDuration

// InstanceInsights returns the current user and flag totals, counted now, and the weekly
// trends of the last year the scheduler keeps, oldest week first. Nothing here walks the
// event log: the trends are precomputed snapshots, read again only when they change.
func (s *Service) InstanceInsights(ctx context.Context) (*model.InstanceInsights, error) {
	users, err := s.userCounts(ctx, s.DB(ctx), s.Now())
	if err != nil {
		return nil, err
	}
	flags, err := s.DB(ctx).Feature.Query().Where(feature.ArchivedAtIsNil()).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count flags: %w", err)
	}
	out, err := s.cachedTrends(ctx)
	if err != nil {
		return nil, err
	}
	out.Users = &model.UserCounts{Total: users.Total, Active: users.Active, Inactive: users.Inactive}
	out.Flags = &model.FlagCounts{Total: flags}
	return out, nil
}

// insightsCounts are the counts of one snapshot; which ones are set depends on its kind.
type insightsCounts struct {
	Total, Active, Inactive, Stale, PotentiallyStale, Health int
	TimeToProduction                                         *float64
	Users                                                    int
	Requests, Yes, No                                        int64
	Apps, Flags, Environments, Updates                       int
}

// setCounts stores c in the snapshot being created.
func setCounts(b *ent.InsightsSnapshotCreate, c insightsCounts) *ent.InsightsSnapshotCreate {
	return b.SetTotal(c.Total).SetActive(c.Active).SetInactive(c.Inactive).SetStale(c.Stale).
		SetPotentiallyStale(c.PotentiallyStale).SetHealth(c.Health).SetNillableTimeToProduction(c.TimeToProduction).
		SetUsers(c.Users).SetRequests(c.Requests).SetYes(c.Yes).SetNo(c.No).SetApps(c.Apps).SetFlags(c.Flags).
		SetEnvironments(c.Environments).SetUpdates(c.Updates)
}

// trendCache keeps the trends last read, with the stamp of the snapshots they were read
// from: the window's first week and the highest snapshot id. Every snapshot write inserts
// rows with new ids, so a changed stamp means the trends must be read again; any process
// may have written them.
type trendCache struct {
	mu     sync.Mutex
	stamp  string
	trends model.InstanceInsights
}

// cachedTrends returns a copy of the trends of the last year (without the totals), read
// from the store only when the snapshots changed since the last call. The trend slices
// are shared and must not be modified.
func (s *Service) cachedTrends(ctx context.Context) (*model.InstanceInsights, error) {
	from := WeekKey(s.Now().Add(-TrendWindow))
	last, err := s.DB(ctx).InsightsSnapshot.Query().Order(ent.Desc(insightssnapshot.FieldID)).FirstID(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return nil, fmt.Errorf("read insights snapshot stamp: %w", err)
	}
	stamp := fmt.Sprintf("%s/%d", from, last)
	c := &s.trends
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.stamp != stamp {
		snaps, err := s.DB(ctx).InsightsSnapshot.Query().Where(insightssnapshot.WeekGTE(from)).
			Order(ent.Asc(insightssnapshot.FieldWeek), ent.Asc(insightssnapshot.FieldKey)).All(ctx)
		if err != nil {
			return nil, fmt.Errorf("read insights snapshots: %w", err)
		}
		c.trends = trendsOf(snaps)
		c.stamp = stamp
	}
	out := c.trends
	return &out, nil
}

// trendsOf sorts snapshots into their trends; empty trends are empty lists, never null.
func trendsOf(snaps []*ent.InsightsSnapshot) model.InstanceInsights {
	out := model.InstanceInsights{
		UserTrends: []*model.UserTrend{}, FlagTrends: []*model.FlagTrend{},
		ProjectFlagTrends: []*model.ProjectFlagTrend{}, MetricsSummaryTrends: []*model.MetricsSummaryTrend{},
		EnvironmentTypeTrends: []*model.EnvironmentTypeTrend{},
	}
	for _, sn := range snaps {
		addTrend(&out, sn)
	}
	return out
}

// addTrend appends one snapshot to the trend of its kind.
func addTrend(out *model.InstanceInsights, sn *ent.InsightsSnapshot) {
	date := sn.Date.UTC()
	switch sn.Kind {
	case snapUsers:
		out.UserTrends = append(out.UserTrends, &model.UserTrend{
			Date: date, Total: sn.Total, Active: sn.Active, Inactive: sn.Inactive})
	case snapFlags:
		out.FlagTrends = append(out.FlagTrends, &model.FlagTrend{
			Date: date, Total: sn.Total, Active: sn.Active, Stale: sn.Stale, PotentiallyStale: sn.PotentiallyStale})
	case snapProject:
		out.ProjectFlagTrends = append(out.ProjectFlagTrends, &model.ProjectFlagTrend{
			Week: sn.Week, Project: sn.Key, Date: date, Health: sn.Health, TimeToProduction: sn.TimeToProduction,
			Total: sn.Total, Active: sn.Active, Stale: sn.Stale, PotentiallyStale: sn.PotentiallyStale, Users: sn.Users})
	case snapMetrics:
		out.MetricsSummaryTrends = append(out.MetricsSummaryTrends, &model.MetricsSummaryTrend{
			Week: sn.Week, Date: date, Project: sn.Key, TotalRequests: int(sn.Requests), TotalYes: int(sn.Yes),
			TotalNo: int(sn.No), TotalApps: sn.Apps, TotalFlags: sn.Flags, TotalEnvironments: sn.Environments})
	case snapEnvType:
		out.EnvironmentTypeTrends = append(out.EnvironmentTypeTrends, &model.EnvironmentTypeTrend{
			Date: date, Week: sn.Week, EnvironmentType: sn.Key, TotalUpdates: sn.Updates})
	}
}

// userCounts counts the users that are not deleted, and those seen within the active
// window before now.
func (s *Service) userCounts(ctx context.Context, db *ent.Client, now time.Time) (insightsCounts, error) {
	q := db.User.Query().Where(user.DeletedAtIsNil())
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return insightsCounts{}, fmt.Errorf("count users: %w", err)
	}
	active, err := q.Where(user.SeenAtGTE(now.Add(-ActiveUserWindow))).Count(ctx)
	if err != nil {
		return insightsCounts{}, fmt.Errorf("count active users: %w", err)
	}
	return insightsCounts{Total: total, Active: active, Inactive: total - active}, nil
}
