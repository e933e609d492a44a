package insights

import (
	"context"
	"fmt"
	"math"
	"time"

	"entgo.io/ent/dialect/sql"

	"flagstone/ent"
	"flagstone/ent/clientmetricsbucket"
	"flagstone/ent/environment"
	"flagstone/ent/event"
	"flagstone/ent/feature"
	"flagstone/ent/groupmember"
	"flagstone/ent/insightssnapshot"
	"flagstone/ent/user"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/store"
)

// SnapshotInsights brings the snapshots of the running ISO week up to date with the store
// as it is now; snapshots of past weeks are never touched, so they stay frozen. The
// scheduler calls it; it writes in one transaction (joining the one ctx carries).
func (s *Service) SnapshotInsights(ctx context.Context) error {
	now := s.Now().UTC()
	return s.MutateUnaudited(ctx, "The insights snapshots", func(ctx context.Context, tx *kernel.Tx) error {
		rows, err := s.insightsRows(ctx, tx.Client, now)
		if err != nil {
			return err
		}
		week := WeekKey(now)
		if _, err := tx.InsightsSnapshot.Delete().Where(insightssnapshot.Week(week)).Exec(ctx); err != nil {
			return fmt.Errorf("clear snapshots of week %s: %w", week, err)
		}
		builders := make([]*ent.InsightsSnapshotCreate, len(rows))
		for i, r := range rows {
			b := tx.InsightsSnapshot.Create().SetKind(r.kind).SetKey(r.key).SetWeek(week).
				SetDate(EndOfDay(now)).SetUpdatedAt(now)
			builders[i] = setCounts(b, r.counts)
		}
		if err := store.CreateBulk(ctx, insightssnapshot.Columns, builders, tx.InsightsSnapshot.CreateBulk); err != nil {
			return fmt.Errorf("write snapshots of week %s: %w", week, err)
		}
		return nil
	})
}

// snapshotRow is one snapshot of the running week before it is written.
type snapshotRow struct {
	kind, key string
	counts    insightsCounts
}

// insightsRows computes every snapshot of the week holding now.
func (s *Service) insightsRows(ctx context.Context, tx *ent.Client, now time.Time) ([]snapshotRow, error) {
	users, err := s.userCounts(ctx, tx, now)
	if err != nil {
		return nil, err
	}
	rows := []snapshotRow{{kind: snapUsers, counts: users}}
	projects, err := s.projectFlagRows(ctx, tx, now)
	if err != nil {
		return nil, err
	}
	rows = append(rows, projects...)
	from, to := WeekStart(now), WeekStart(now).Add(weekDuration)
	metrics, err := metricsRows(ctx, tx, from, to)
	if err != nil {
		return nil, err
	}
	rows = append(rows, metrics...)
	envTypes, err := environmentTypeRows(ctx, tx, from, to)
	if err != nil {
		return nil, err
	}
	return append(rows, envTypes...), nil
}

// flagCounter tallies flags that are not archived by staleness.
type flagCounter struct{ total, stale, potentiallyStale int }

func (c *flagCounter) add(f *ent.Feature, lifetimes flags.FeatureLifetimes, now time.Time) {
	c.total++
	switch {
	case f.Stale:
		c.stale++
	case lifetimes.PotentiallyStale(f, now):
		c.potentiallyStale++
	}
}

// counts gives the flag counts, with health: 100 minus the percentages of stale and
// potentially stale flags, rounded; 100 when there are no flags.
func (c flagCounter) counts() insightsCounts {
	health := 100
	if c.total > 0 {
		health = int(math.Round(100 - float64(c.stale+c.potentiallyStale)*100/float64(c.total)))
	}
	return insightsCounts{Total: c.total, Active: c.total - c.stale - c.potentiallyStale,
		Stale: c.stale, PotentiallyStale: c.potentiallyStale, Health: health}
}

// projectFlagRows computes the instance's flag snapshot and one per project.
func (s *Service) projectFlagRows(ctx context.Context, tx *ent.Client, now time.Time) ([]snapshotRow, error) {
	lifetimes, err := flags.LoadLifetimes(ctx, tx)
	if err != nil {
		return nil, err
	}
	fs, err := tx.Feature.Query().Where(feature.ArchivedAtIsNil()).
		Select(feature.FieldName, feature.FieldProjectID, feature.FieldType, feature.FieldStale, feature.FieldCreatedAt).
		All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list flags: %w", err)
	}
	projectIDs, err := tx.Project.Query().IDs(ctx)
	if err != nil {
		return nil, fmt.Errorf("list projects: %w", err)
	}
	ttp, err := timeToProduction(ctx, tx, fs)
	if err != nil {
		return nil, err
	}
	users, err := projectUserCounts(ctx, tx)
	if err != nil {
		return nil, err
	}
	var all flagCounter
	byProject := map[string]*flagCounter{}
	for _, id := range projectIDs {
		byProject[id] = &flagCounter{}
	}
	for _, f := range fs {
		all.add(f, lifetimes, now)
		if c := byProject[f.ProjectID]; c != nil {
			c.add(f, lifetimes, now)
		}
	}
	flags := all.counts()
	flags.Health = 0 // health is a project figure
	rows := []snapshotRow{{kind: snapFlags, counts: flags}}
	for _, id := range projectIDs {
		c := byProject[id].counts()
		c.TimeToProduction, c.Users = ttp[id], users[id]
		rows = append(rows, snapshotRow{kind: snapProject, key: id, counts: c})
	}
	return rows, nil
}

// timeToProduction gives, per project, the mean days from creation to the first
// enablement in a production-type environment over its release flags that got there,
// rounded to two decimals.
func timeToProduction(ctx context.Context, tx *ent.Client, fs []*ent.Feature) (map[string]*float64, error) {
	leads, err := leadTimes(ctx, tx, fs)
	if err != nil {
		return nil, err
	}
	type mean struct {
		days float64
		n    int
	}
	means := map[string]*mean{}
	for _, f := range fs {
		days, ok := leads[f.Name]
		if !ok {
			continue
		}
		m := means[f.ProjectID]
		if m == nil {
			m = &mean{}
			means[f.ProjectID] = m
		}
		m.days += days
		m.n++
	}
	out := make(map[string]*float64, len(means))
	for p, m := range means {
		v := math.Round(m.days/float64(m.n)*100) / 100
		out[p] = &v
	}
	return out, nil
}

// leadTimes gives, per release flag of fs that got to production, the days from its
// creation to its first enablement in a production-type environment. Event ids grow with
// time, so the first enablement is the smallest id.
func leadTimes(ctx context.Context, tx *ent.Client, fs []*ent.Feature) (map[string]float64, error) {
	prodEnvs, err := tx.Environment.Query().Where(environment.Type("production")).IDs(ctx)
	if err != nil {
		return nil, fmt.Errorf("list production environments: %w", err)
	}
	if len(prodEnvs) == 0 {
		return map[string]float64{}, nil
	}
	firsts, err := tx.Event.Query().Where(func(sel *sql.Selector) {
		sub := sql.Select(sql.Min(event.FieldID)).From(sql.Table(event.Table)).
			Where(sql.And(sql.EQ(event.FieldType, "feature-environment-enabled"),
				sql.In(event.FieldEnvironment, kernel.Anys(prodEnvs)...))).
			GroupBy(event.FieldFeatureName)
		sel.Where(sql.In(sel.C(event.FieldID), sub))
	}).Select(event.FieldFeatureName, event.FieldCreatedAt).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("find first enablements in production: %w", err)
	}
	enabledAt := make(map[string]time.Time, len(firsts))
	for _, e := range firsts {
		if e.FeatureName != nil {
			enabledAt[*e.FeatureName] = e.CreatedAt
		}
	}
	out := map[string]float64{}
	for _, f := range fs {
		at, ok := enabledAt[f.Name]
		if f.Type != "release" || !ok || at.Before(f.CreatedAt) {
			continue // an enablement before creation belongs to a deleted namesake
		}
		out[f.Name] = at.Sub(f.CreatedAt).Hours() / 24
	}
	return out, nil
}

// projectUserCounts counts, per project, the users (not deleted) holding a role there,
// directly or through a group.
func projectUserCounts(ctx context.Context, tx *ent.Client) (map[string]int, error) {
	assignments, err := tx.RoleAssignment.Query().All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list role assignments: %w", err)
	}
	members, err := tx.GroupMember.Query().Where(groupmember.HasUserWith(user.DeletedAtIsNil())).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list group members: %w", err)
	}
	deleted, err := tx.User.Query().Where(user.DeletedAtNotNil()).IDs(ctx)
	if err != nil {
		return nil, fmt.Errorf("list deleted users: %w", err)
	}
	gone := kernel.Set(deleted)
	byGroup := map[int][]int{}
	for _, m := range members {
		byGroup[m.GroupID] = append(byGroup[m.GroupID], m.UserID)
	}
	usersOf := map[string]map[int]bool{}
	grant := func(project string, ids ...int) {
		if usersOf[project] == nil {
			usersOf[project] = map[int]bool{}
		}
		for _, id := range ids {
			if !gone[id] {
				usersOf[project][id] = true
			}
		}
	}
	for _, a := range assignments {
		if a.UserID != nil {
			grant(a.Project, *a.UserID)
		}
		if a.GroupID != nil {
			grant(a.Project, byGroup[*a.GroupID]...)
		}
	}
	out := make(map[string]int, len(usersOf))
	for p, us := range usersOf {
		out[p] = len(us)
	}
	return out, nil
}

// metricsRows summarises, per project, the client metrics reported for its flags between
// from and to. Flags no project knows are left out.
func metricsRows(ctx context.Context, tx *ent.Client, from, to time.Time) ([]snapshotRow, error) {
	var sums []struct {
		FeatureName string `json:"feature_name"`
		AppName     string `json:"app_name"`
		Environment string `json:"environment"`
		Yes         int64  `json:"yes"`
		No          int64  `json:"no"`
	}
	err := tx.ClientMetricsBucket.Query().
		Where(clientmetricsbucket.TimestampGTE(from), clientmetricsbucket.TimestampLT(to)).
		GroupBy(clientmetricsbucket.FieldFeatureName, clientmetricsbucket.FieldAppName, clientmetricsbucket.FieldEnvironment).
		Aggregate(ent.As(ent.Sum(clientmetricsbucket.FieldYes), "yes"), ent.As(ent.Sum(clientmetricsbucket.FieldNo), "no")).
		Scan(ctx, &sums)
	if err != nil {
		return nil, fmt.Errorf("sum client metrics: %w", err)
	}
	if len(sums) == 0 {
		return nil, nil
	}
	projectOf, err := featureProjects(ctx, tx)
	if err != nil {
		return nil, err
	}
	type summary struct {
		counts                    insightsCounts
		apps, flags, environments map[string]bool
	}
	byProject := map[string]*summary{}
	var order []string
	for _, m := range sums {
		p, ok := projectOf[m.FeatureName]
		if !ok {
			continue
		}
		sm := byProject[p]
		if sm == nil {
			sm = &summary{apps: map[string]bool{}, flags: map[string]bool{}, environments: map[string]bool{}}
			byProject[p] = sm
			order = append(order, p)
		}
		sm.counts.Yes = addCount(sm.counts.Yes, m.Yes)
		sm.counts.No = addCount(sm.counts.No, m.No)
		sm.apps[m.AppName], sm.flags[m.FeatureName], sm.environments[m.Environment] = true, true, true
	}
	rows := make([]snapshotRow, 0, len(order))
	for _, p := range order {
		sm := byProject[p]
		c := sm.counts
		c.Requests, c.Apps, c.Flags, c.Environments = addCount(c.Yes, c.No), len(sm.apps), len(sm.flags), len(sm.environments)
		rows = append(rows, snapshotRow{kind: snapMetrics, key: p, counts: c})
	}
	return rows, nil
}

// featureProjects maps every flag name, archived or not, to its project.
func featureProjects(ctx context.Context, tx *ent.Client) (map[string]string, error) {
	fs, err := tx.Feature.Query().Select(feature.FieldName, feature.FieldProjectID).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list flag projects: %w", err)
	}
	out := make(map[string]string, len(fs))
	for _, f := range fs {
		out[f.Name] = f.ProjectID
	}
	return out, nil
}

// environmentTypeRows counts the events recorded between from and to in an environment,
// per environment type. Events of environments that no longer exist have no type and are
// left out.
func environmentTypeRows(ctx context.Context, tx *ent.Client, from, to time.Time) ([]snapshotRow, error) {
	var counts []struct {
		Environment string `json:"environment"`
		Count       int    `json:"count"`
	}
	err := tx.Event.Query().
		Where(event.EnvironmentNotNil(), event.CreatedAtGTE(from), event.CreatedAtLT(to)).
		GroupBy(event.FieldEnvironment).Aggregate(ent.Count()).Scan(ctx, &counts)
	if err != nil {
		return nil, fmt.Errorf("count environment events: %w", err)
	}
	envs, err := tx.Environment.Query().All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list environments: %w", err)
	}
	typeOf := make(map[string]string, len(envs))
	for _, e := range envs {
		typeOf[e.ID] = e.Type
	}
	byType := map[string]int{}
	var order []string
	for _, c := range counts {
		t, ok := typeOf[c.Environment]
		if !ok {
			continue
		}
		if _, seen := byType[t]; !seen {
			order = append(order, t)
		}
		byType[t] += c.Count
	}
	rows := make([]snapshotRow, 0, len(order))
	for _, t := range order {
		rows = append(rows, snapshotRow{kind: snapEnvType, key: t, counts: insightsCounts{Updates: byType[t]}})
	}
	return rows, nil
}
