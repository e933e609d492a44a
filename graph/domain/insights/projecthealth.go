package insights

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"time"

	"flagstone/ent"
	"flagstone/ent/apitoken"
	"flagstone/ent/event"
	"flagstone/ent/feature"
	"flagstone/ent/featureenvironment"
	"flagstone/ent/project"
	"flagstone/ent/roleassignment"
	"flagstone/ent/segment"
	"flagstone/ent/user"
	"flagstone/graph/domain/flags"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// window is the length of a project's stats windows.
const window = 30 * 24 * time.Hour

// projectFeatures reads a project (not found: 404) and its features, archived ones
// included.
func projectFeatures(ctx context.Context, db *ent.Client, projectID string) (*ent.Project, []*ent.Feature, error) {
	p, err := kernel.One(ctx, db.Project.Query().Where(project.ID(projectID)).Only, "Project %q", projectID)
	if err != nil {
		return nil, nil, err
	}
	fs, err := db.Feature.Query().Where(feature.ProjectID(projectID)).Order(feature.ByName()).All(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("list features of %q: %w", projectID, err)
	}
	return p, fs, nil
}

// active keeps the features that are not archived.
func active(fs []*ent.Feature) []*ent.Feature {
	return slices.DeleteFunc(slices.Clone(fs), func(f *ent.Feature) bool { return f.ArchivedAt != nil })
}

// flagCounts tallies a project's features that are not archived, with its health.
func flagCounts(ctx context.Context, db *ent.Client, fs []*ent.Feature, now time.Time) (insightsCounts, error) {
	lifetimes, err := flags.LoadLifetimes(ctx, db)
	if err != nil {
		return insightsCounts{}, err
	}
	var c flagCounter
	for _, f := range active(fs) {
		c.add(f, lifetimes, now)
	}
	return c.counts(), nil
}

// ProjectHealth computes a project's health now: its flag counts, members, feature types,
// stats windows, lead times and onboarding status.
func (s *Service) ProjectHealth(ctx context.Context, projectID string) (*model.ProjectHealth, error) {
	db, now := s.DB(ctx), s.Now()
	p, fs, err := projectFeatures(ctx, db, projectID)
	if err != nil {
		return nil, err
	}
	counts, err := flagCounts(ctx, db, fs, now)
	if err != nil {
		return nil, err
	}
	members, err := projectUserCounts(ctx, db)
	if err != nil {
		return nil, err
	}
	out := &model.ProjectHealth{Project: p, Health: counts.Health, TechnicalDebt: 100 - counts.Health,
		Members: members[projectID], ActiveCount: counts.Active, StaleCount: counts.Stale,
		PotentiallyStaleCount: counts.PotentiallyStale, FeatureTypeCounts: typeCounts(active(fs))}
	if out.LeadTimes, err = projectLeadTimes(ctx, db, fs); err != nil {
		return nil, err
	}
	if out.Stats, err = projectStats(ctx, db, projectID, fs, out.LeadTimes, now); err != nil {
		return nil, err
	}
	if out.OnboardingStatus, out.FirstFeature, err = onboarding(ctx, db, fs); err != nil {
		return nil, err
	}
	return out, nil
}

// typeCounts counts features by type, by type id.
func typeCounts(fs []*ent.Feature) []*model.FeatureTypeCount {
	byType := map[string]int{}
	for _, f := range fs {
		byType[f.Type]++
	}
	out := make([]*model.FeatureTypeCount, 0, len(byType))
	for t, n := range byType {
		out = append(out, &model.FeatureTypeCount{Type: t, Count: n})
	}
	slices.SortFunc(out, func(a, b *model.FeatureTypeCount) int { return cmp.Compare(a.Type, b.Type) })
	return out
}

// projectLeadTimes lists the lead times of a project's release features, by name.
func projectLeadTimes(ctx context.Context, db *ent.Client, fs []*ent.Feature) ([]*model.FeatureLeadTime, error) {
	leads, err := leadTimes(ctx, db, fs)
	if err != nil {
		return nil, err
	}
	out := []*model.FeatureLeadTime{}
	for _, f := range fs {
		if days, ok := leads[f.Name]; ok {
			out = append(out, &model.FeatureLeadTime{Name: f.Name, TimeToProduction: math.Round(days*100) / 100})
		}
	}
	return out, nil
}

// projectStats counts what happened in a project over the current window (the past 30
// days) and the past one (the 30 days before). The mean lead time is over the features
// created in the current window.
func projectStats(ctx context.Context, db *ent.Client, projectID string, fs []*ent.Feature, leads []*model.FeatureLeadTime, now time.Time) (*model.ProjectStats, error) {
	current, past := now.Add(-window), now.Add(-2*window)
	in := func(t *time.Time, from, to time.Time) bool { return t != nil && !t.Before(from) && t.Before(to) }
	out := &model.ProjectStats{}
	created := map[string]bool{}
	for _, f := range fs {
		if in(&f.CreatedAt, current, now.Add(time.Nanosecond)) {
			out.CreatedCurrentWindow++
			created[f.Name] = true
		} else if in(&f.CreatedAt, past, current) {
			out.CreatedPastWindow++
		}
		if in(f.ArchivedAt, current, now.Add(time.Nanosecond)) {
			out.ArchivedCurrentWindow++
		} else if in(f.ArchivedAt, past, current) {
			out.ArchivedPastWindow++
		}
	}
	var days float64
	var n int
	for _, l := range leads {
		if created[l.Name] {
			days += l.TimeToProduction
			n++
		}
	}
	if n > 0 {
		out.AvgTimeToProdCurrentWindow = math.Round(days/float64(n)*100) / 100
	}
	var err error
	events := db.Event.Query().Where(event.Project(projectID))
	if out.ProjectActivityCurrentWindow, err = events.Clone().Where(event.CreatedAtGTE(current)).Count(ctx); err != nil {
		return nil, fmt.Errorf("count project events: %w", err)
	}
	if out.ProjectActivityPastWindow, err = events.Clone().Where(event.CreatedAtGTE(past), event.CreatedAtLT(current)).Count(ctx); err != nil {
		return nil, fmt.Errorf("count project events: %w", err)
	}
	out.ProjectMembersAddedCurrentWindow, err = db.RoleAssignment.Query().
		Where(roleassignment.Project(projectID), roleassignment.CreatedAtGTE(current)).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count project role assignments: %w", err)
	}
	return out, nil
}

// onboarding says how far a project got: onboarding-started without a feature,
// first-flag-created (with its first feature) until an SDK reports one of its features,
// onboarded after.
func onboarding(ctx context.Context, db *ent.Client, fs []*ent.Feature) (string, *string, error) {
	if len(fs) == 0 {
		return "onboarding-started", nil, nil
	}
	ids := make([]int, len(fs))
	for i, f := range fs {
		ids[i] = f.ID
	}
	seen, err := db.FeatureEnvironment.Query().
		Where(featureenvironment.FeatureIDIn(ids...), featureenvironment.LastSeenAtNotNil()).Exist(ctx)
	if err != nil {
		return "", nil, fmt.Errorf("find features seen: %w", err)
	}
	if seen {
		return "onboarded", nil, nil
	}
	first := slices.MinFunc(fs, func(a, b *ent.Feature) int { return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID)) })
	return "first-flag-created", &first.Name, nil
}

// ProjectStatus computes a project's status: its daily activity over the past year, its
// resources, health, stale features and lifecycle summary.
func (s *Service) ProjectStatus(ctx context.Context, projectID string) (*model.ProjectStatus, error) {
	db, now := s.DB(ctx), s.Now()
	_, fs, err := projectFeatures(ctx, db, projectID)
	if err != nil {
		return nil, err
	}
	counts, err := flagCounts(ctx, db, fs, now)
	if err != nil {
		return nil, err
	}
	out := &model.ProjectStatus{Health: counts.Health, TechnicalDebt: 100 - counts.Health,
		StaleFlags: counts.Stale + counts.PotentiallyStale}
	if out.ActivityCountByDate, err = activityByDate(ctx, db, projectID, now); err != nil {
		return nil, err
	}
	if out.Resources, err = projectResources(ctx, db, projectID); err != nil {
		return nil, err
	}
	if out.LifecycleSummary, err = lifecycleSummary(ctx, db, fs, now); err != nil {
		return nil, err
	}
	return out, nil
}

// activityByDate counts a project's events per UTC day over the past year.
func activityByDate(ctx context.Context, db *ent.Client, projectID string, now time.Time) ([]*model.ActivityCount, error) {
	evs, err := db.Event.Query().Where(event.Project(projectID), event.CreatedAtGTE(now.AddDate(-1, 0, 0))).
		Select(event.FieldCreatedAt).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list project events: %w", err)
	}
	byDate := map[string]int{}
	for _, e := range evs {
		byDate[e.CreatedAt.UTC().Format(time.DateOnly)]++
	}
	out := make([]*model.ActivityCount, 0, len(byDate))
	for d, n := range byDate {
		out = append(out, &model.ActivityCount{Date: d, Count: n})
	}
	slices.SortFunc(out, func(a, b *model.ActivityCount) int { return cmp.Compare(a.Date, b.Date) })
	return out, nil
}

// projectResources counts the project's tokens, members and segments.
func projectResources(ctx context.Context, db *ent.Client, projectID string) (*model.ProjectResources, error) {
	tokens, err := db.ApiToken.Query().Select(apitoken.FieldProjects).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list tokens: %w", err)
	}
	out := &model.ProjectResources{}
	for _, t := range tokens {
		if slices.Contains(t.Projects, projectID) {
			out.APITokens++
		}
	}
	members, err := projectUserCounts(ctx, db)
	if err != nil {
		return nil, err
	}
	out.Members = members[projectID]
	if out.Segments, err = db.Segment.Query().Where(segment.ProjectID(projectID)).Count(ctx); err != nil {
		return nil, fmt.Errorf("count segments: %w", err)
	}
	return out, nil
}

// lifecycleSummary counts a project's features by current stage, with the median days
// its features spent in each stage (until the next one, or until now in the current one),
// as Unleash's stage durations.
func lifecycleSummary(ctx context.Context, db *ent.Client, fs []*ent.Feature, now time.Time) (*model.LifecycleSummary, error) {
	all, err := flags.Lifecycles(ctx, db, fs)
	if err != nil {
		return nil, err
	}
	current := map[string]int{}
	durations := map[string][]float64{}
	for _, stages := range all {
		current[flags.CurrentStage(stages).Stage]++
		for i, st := range stages {
			end := now
			if i+1 < len(stages) {
				end = stages[i+1].EnteredStageAt
			}
			durations[st.Stage] = append(durations[st.Stage], end.Sub(st.EnteredStageAt).Hours()/24)
		}
	}
	summary := func(stage string) *model.LifecycleStageSummary {
		return &model.LifecycleStageSummary{AverageDays: median(durations[stage]), CurrentFlags: current[stage]}
	}
	return &model.LifecycleSummary{Initial: summary(flags.StageInitial), PreLive: summary(flags.StagePreLive),
		Live: summary(flags.StageLive), Completed: summary(flags.StageCompleted), Archived: summary(flags.StageArchived)}, nil
}

// median is the median of vs rounded to whole days, nil when vs is empty.
func median(vs []float64) *float64 {
	if len(vs) == 0 {
		return nil
	}
	slices.Sort(vs)
	m := vs[len(vs)/2]
	if len(vs)%2 == 0 {
		m = (vs[len(vs)/2-1] + m) / 2
	}
	m = math.Round(m)
	return &m
}

// FlagCreators lists the users who created the features (archived ones included) of a
// project, or of every project when projectID is nil, by name.
func (s *Service) FlagCreators(ctx context.Context, projectID *string) ([]*model.FlagCreator, error) {
	db := s.DB(ctx)
	q := db.Feature.Query().Where(feature.CreatedByUserIDNotNil())
	if projectID != nil {
		if _, err := kernel.One(ctx, db.Project.Query().Where(project.ID(*projectID)).Only, "Project %q", *projectID); err != nil {
			return nil, err
		}
		q.Where(feature.ProjectID(*projectID))
	}
	var ids []int
	if err := q.Unique(true).Select(feature.FieldCreatedByUserID).Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("list flag creators: %w", err)
	}
	users, err := kernel.QueryChunked(ids, func(chunk []int) ([]*ent.User, error) {
		return db.User.Query().Where(user.IDIn(chunk...)).All(ctx)
	})
	if err != nil {
		return nil, fmt.Errorf("read flag creators: %w", err)
	}
	out := make([]*model.FlagCreator, len(users))
	for i, u := range users {
		out[i] = &model.FlagCreator{ID: u.ID, Name: displayName(u)}
	}
	slices.SortFunc(out, func(a, b *model.FlagCreator) int { return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.ID, b.ID)) })
	return out, nil
}

// displayName is a user's name, else username, else email.
func displayName(u *ent.User) string {
	for _, v := range []*string{u.Name, u.Username, u.Email} {
		if v != nil && *v != "" {
			return *v
		}
	}
	return ""
}
