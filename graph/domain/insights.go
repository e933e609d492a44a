package domain

import (
	"context"
	"fmt"
	"time"

	"flagstone/ent"
	"flagstone/ent/feature"
	"flagstone/ent/insightssnapshot"
	"flagstone/ent/schematype"
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

// InstanceInsights returns the current user and flag totals, counted now, and the weekly
// trends the scheduler keeps, oldest week first. Nothing here walks the event log: the
// trends are precomputed snapshots.
func (s *Service) InstanceInsights(ctx context.Context) (*model.InstanceInsights, error) {
	users, err := s.userCounts(ctx, s.db(ctx), s.Now())
	if err != nil {
		return nil, err
	}
	flags, err := s.db(ctx).Feature.Query().Where(feature.ArchivedAtIsNil()).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count flags: %w", err)
	}
	snaps, err := s.db(ctx).InsightsSnapshot.Query().
		Order(ent.Asc(insightssnapshot.FieldWeek), ent.Asc(insightssnapshot.FieldKey)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("read insights snapshots: %w", err)
	}
	out := &model.InstanceInsights{
		Users: &model.UserCounts{Total: users.Total, Active: users.Active, Inactive: users.Inactive},
		Flags: &model.FlagCounts{Total: flags},
		// Empty trends are empty lists, never null.
		UserTrends: []*model.UserTrend{}, FlagTrends: []*model.FlagTrend{},
		ProjectFlagTrends: []*model.ProjectFlagTrend{}, MetricsSummaryTrends: []*model.MetricsSummaryTrend{},
		EnvironmentTypeTrends: []*model.EnvironmentTypeTrend{},
	}
	for _, sn := range snaps {
		addTrend(out, sn)
	}
	return out, nil
}

// addTrend appends one snapshot to the trend of its kind.
func addTrend(out *model.InstanceInsights, sn *ent.InsightsSnapshot) {
	c, date := sn.Data, sn.Date.UTC()
	switch sn.Kind {
	case snapUsers:
		out.UserTrends = append(out.UserTrends, &model.UserTrend{
			Date: date, Total: c.Total, Active: c.Active, Inactive: c.Inactive})
	case snapFlags:
		out.FlagTrends = append(out.FlagTrends, &model.FlagTrend{
			Date: date, Total: c.Total, Active: c.Active, Stale: c.Stale, PotentiallyStale: c.PotentiallyStale})
	case snapProject:
		out.ProjectFlagTrends = append(out.ProjectFlagTrends, &model.ProjectFlagTrend{
			Week: sn.Week, Project: sn.Key, Date: date, Health: c.Health, TimeToProduction: c.TimeToProduction,
			Total: c.Total, Active: c.Active, Stale: c.Stale, PotentiallyStale: c.PotentiallyStale, Users: c.Users})
	case snapMetrics:
		out.MetricsSummaryTrends = append(out.MetricsSummaryTrends, &model.MetricsSummaryTrend{
			Week: sn.Week, Date: date, Project: sn.Key, TotalRequests: int(c.Requests), TotalYes: int(c.Yes),
			TotalNo: int(c.No), TotalApps: c.Apps, TotalFlags: c.Flags, TotalEnvironments: c.Environments})
	case snapEnvType:
		out.EnvironmentTypeTrends = append(out.EnvironmentTypeTrends, &model.EnvironmentTypeTrend{
			Date: date, Week: sn.Week, EnvironmentType: sn.Key, TotalUpdates: c.Updates})
	}
}

// userCounts counts the users that are not deleted, and those seen within the active
// window before now.
func (s *Service) userCounts(ctx context.Context, db *ent.Client, now time.Time) (schematype.InsightsCounts, error) {
	q := db.User.Query().Where(user.DeletedAtIsNil())
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return schematype.InsightsCounts{}, fmt.Errorf("count users: %w", err)
	}
	active, err := q.Where(user.SeenAtGTE(now.Add(-ActiveUserWindow))).Count(ctx)
	if err != nil {
		return schematype.InsightsCounts{}, fmt.Errorf("count active users: %w", err)
	}
	return schematype.InsightsCounts{Total: total, Active: active, Inactive: total - active}, nil
}
