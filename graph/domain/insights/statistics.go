package insights

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"time"

	"golang.org/x/sync/errgroup"

	"flagstone/ent"
	"flagstone/ent/apitoken"
	"flagstone/ent/clientapplication"
	"flagstone/ent/event"
	"flagstone/ent/feature"
	"flagstone/ent/setting"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// InstanceStatistics counts what the instance holds, as the reference's instance admin
// statistics do, with a checksum of the counts (sum) that shows they were not edited.
func (s *Service) InstanceStatistics(ctx context.Context) (*model.InstanceStatistics, error) {
	db := s.DB(ctx)
	now := s.Now().UTC()
	st := &model.InstanceStatistics{Timestamp: now, APITokens: &model.APITokenCounts{}}
	row, err := db.Setting.Query().Where(setting.ID(kernel.InstanceIDSetting)).Only(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return nil, fmt.Errorf("read the instance id: %w", err)
	}
	if row != nil {
		st.InstanceID, _ = row.Value["id"].(string)
	}
	seen := func(d time.Duration) func(context.Context) (int, error) {
		return db.ClientApplication.Query().Where(clientapplication.SeenAtGTE(now.Add(-d))).Count
	}
	counts := []struct {
		dst   *int
		count func(context.Context) (int, error)
	}{
		{&st.Users, db.User.Query().Count},
		{&st.FeatureToggles, db.Feature.Query().Where(feature.ArchivedAtIsNil()).Count},
		{&st.Projects, db.Project.Query().Count},
		{&st.ContextFields, db.ContextField.Query().Count},
		{&st.Roles, db.Role.Query().Count},
		{&st.Groups, db.Group.Query().Count},
		{&st.Environments, db.Environment.Query().Count},
		{&st.Segments, db.Segment.Query().Count},
		{&st.Strategies, db.StrategyDefinition.Query().Count},
		{&st.FeatureExports, db.Event.Query().Where(event.Type("features-exported")).Count},
		{&st.FeatureImports, db.Event.Query().Where(event.Type("features-imported")).Count},
		{&st.APITokens.Admin, db.ApiToken.Query().Where(apitoken.KindEQ(apitoken.KindAdmin)).Count},
		{&st.APITokens.Client, db.ApiToken.Query().Where(apitoken.KindEQ(apitoken.KindClient)).Count},
		{&st.APITokens.Frontend, db.ApiToken.Query().Where(apitoken.KindEQ(apitoken.KindFrontend)).Count},
	}
	apps := []*model.ClientAppsCount{{Range: "allTime"}, {Range: "30d"}, {Range: "7d"}}
	counts = append(counts, struct {
		dst   *int
		count func(context.Context) (int, error)
	}{&apps[0].Count, db.ClientApplication.Query().Count}, struct {
		dst   *int
		count func(context.Context) (int, error)
	}{&apps[1].Count, seen(30 * 24 * time.Hour)}, struct {
		dst   *int
		count func(context.Context) (int, error)
	}{&apps[2].Count, seen(7 * 24 * time.Hour)})
	g, gctx := errgroup.WithContext(ctx)
	for _, c := range counts {
		g.Go(func() (err error) { *c.dst, err = c.count(gctx); return err })
	}
	if err := g.Wait(); err != nil {
		return nil, fmt.Errorf("count the instance's statistics: %w", err)
	}
	st.ClientApps = apps
	st.Sum = statisticsSum(st)
	return st, nil
}

// statisticsSum is the SHA-256 of the instance id and the counts, in hex.
func statisticsSum(st *model.InstanceStatistics) string {
	h := sha256.New()
	h.Write([]byte(st.InstanceID))
	for _, n := range []int{st.Users, st.FeatureToggles, st.Projects, st.ContextFields, st.Roles, st.Groups,
		st.Environments, st.Segments, st.Strategies} {
		h.Write([]byte(strconv.Itoa(n) + ","))
	}
	return hex.EncodeToString(h.Sum(nil))
}
