package insights

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"flagstone/ent"
	"flagstone/ent/clientapplication"
	"flagstone/ent/clientmetricsbucket"
	"flagstone/ent/feature"
	"flagstone/graph/domain/kernel"
	"flagstone/graph/model"
)

// ProjectApplications lists the applications that reported metrics for a project's
// features, by name, with the environments they reported from, their instances and their
// SDKs, as Unleash 8.2 derives them (from metrics joined to the project's features).
func (s *Service) ProjectApplications(ctx context.Context, projectID string) ([]*model.ProjectApplication, error) {
	db := s.DB(ctx)
	if _, _, err := projectFeatures(ctx, db, projectID); err != nil {
		return nil, err
	}
	envsByApp, err := projectAppEnvironments(ctx, db, projectID)
	if err != nil {
		return nil, err
	}
	apps, err := kernel.QueryChunked(sortedKeys(envsByApp), func(chunk []string) ([]*ent.ClientApplication, error) {
		return db.ClientApplication.Query().Where(clientapplication.AppNameIn(chunk...)).WithInstances().All(ctx)
	})
	if err != nil {
		return nil, fmt.Errorf("read applications: %w", err)
	}
	out := make([]*model.ProjectApplication, 0, len(apps))
	for _, a := range apps {
		pa := &model.ProjectApplication{Name: a.AppName, Environments: sortedKeys(envsByApp[a.AppName]), Instances: []string{}}
		versions := map[string]map[string]bool{}
		for _, in := range a.Edges.Instances {
			pa.Instances = append(pa.Instances, in.InstanceID)
			if name, version, ok := strings.Cut(in.SdkVersion, ":"); ok {
				if versions[name] == nil {
					versions[name] = map[string]bool{}
				}
				versions[name][version] = true
			}
		}
		slices.Sort(pa.Instances)
		pa.Sdks = []*model.ProjectApplicationSdk{}
		for _, name := range sortedKeys(versions) {
			pa.Sdks = append(pa.Sdks, &model.ProjectApplicationSdk{Name: name, Versions: sortedKeys(versions[name])})
		}
		out = append(out, pa)
	}
	slices.SortFunc(out, func(a, b *model.ProjectApplication) int { return cmp.Compare(a.Name, b.Name) })
	return out, nil
}

// projectAppEnvironments gives, per application that reported metrics for a feature of
// the project, the environments it reported from.
func projectAppEnvironments(ctx context.Context, db *ent.Client, projectID string) (map[string]map[string]bool, error) {
	names, err := db.Feature.Query().Where(feature.ProjectID(projectID)).Select(feature.FieldName).Strings(ctx)
	if err != nil {
		return nil, fmt.Errorf("list features of %q: %w", projectID, err)
	}
	var rows []struct {
		AppName     string `json:"app_name"`
		Environment string `json:"environment"`
	}
	for chunk := range slices.Chunk(names, kernel.ChunkSize) {
		var part []struct {
			AppName     string `json:"app_name"`
			Environment string `json:"environment"`
		}
		err := db.ClientMetricsBucket.Query().Where(clientmetricsbucket.FeatureNameIn(chunk...)).Unique(true).
			Select(clientmetricsbucket.FieldAppName, clientmetricsbucket.FieldEnvironment).Scan(ctx, &part)
		if err != nil {
			return nil, fmt.Errorf("list applications of %q: %w", projectID, err)
		}
		rows = append(rows, part...)
	}
	out := map[string]map[string]bool{}
	for _, r := range rows {
		if out[r.AppName] == nil {
			out[r.AppName] = map[string]bool{}
		}
		out[r.AppName][r.Environment] = true
	}
	return out, nil
}

// OutdatedSdks lists the SDK versions older than Unleash's minimum that the applications
// of a project use, each with those applications.
func (s *Service) OutdatedSdks(ctx context.Context, projectID string) ([]*model.OutdatedSdk, error) {
	apps, err := s.ProjectApplications(ctx, projectID)
	if err != nil {
		return nil, err
	}
	bySDK := map[string]map[string]bool{}
	for _, a := range apps {
		for _, sdk := range a.Sdks {
			for _, v := range sdk.Versions {
				if sv := sdk.Name + ":" + v; IsOutdatedSDK(sv) {
					if bySDK[sv] == nil {
						bySDK[sv] = map[string]bool{}
					}
					bySDK[sv][a.Name] = true
				}
			}
		}
	}
	out := []*model.OutdatedSdk{}
	for _, sv := range sortedKeys(bySDK) {
		out = append(out, &model.OutdatedSdk{SdkVersion: sv, Applications: sortedKeys(bySDK[sv])})
	}
	return out, nil
}

// sortedKeys are the keys of m, sorted.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
