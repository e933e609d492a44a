package insights

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"flagstone/graph/domain/flags/eval"
	"flagstone/graph/model"
)

// minimumSDKVersions is the oldest version of each official SDK (by the name it reports in
// sdkVersion, "name:version") not considered outdated, as the reference's UI warns: older
// ones miss fixes of the client specification. SDKs not listed are never outdated.
var minimumSDKVersions = map[string]string{
	"unleash-client-node": "5.3.2", "unleash-client-nextjs": "1.6.2", "unleash-client-java": "9.2.0",
	"unleash-client-go": "4.1.0", "unleash-client-python": "5.11.0", "unleash-client-ruby": "5.0.0",
	"unleash-client-dotnet": "4.1.3", "unleash-client-php": "2.3.0",
	// The names the SDKs report since they were renamed.
	"unleash-node-sdk": "6.6.0", "unleash-nextjs-sdk": "1.6.2", "unleash-java-sdk": "11.0.2",
	"unleash-go-sdk": "5.0.3", "unleash-python-sdk": "6.3.0", "unleash-ruby-sdk": "6.3.1",
	"unleash-dotnet-sdk": "5.3.0", "unleash-php-sdk": "2.9.1",
}

// IsOutdatedSDK reports whether sdkVersion ("name:version") names an SDK older than its
// minimum.
func IsOutdatedSDK(sdkVersion string) bool {
	name, v, ok := strings.Cut(sdkVersion, ":")
	least, known := minimumSDKVersions[name]
	if !ok || !known {
		return false
	}
	older, valid := eval.SemverLess(v, least)
	return valid && older
}

// OutdatedSDKs lists the outdated SDK versions the registered instances report, each with
// the applications that use it, by version then name.
func (s *Service) OutdatedSDKs(ctx context.Context) ([]*model.OutdatedSdk, error) {
	db := s.DB(ctx)
	apps, err := db.ClientApplication.Query().All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list client applications: %w", err)
	}
	names := make(map[int]string, len(apps))
	for _, a := range apps {
		names[a.ID] = a.AppName
	}
	instances, err := db.ClientInstance.Query().All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list client instances: %w", err)
	}
	users := map[string]map[string]bool{}
	for _, in := range instances {
		if !IsOutdatedSDK(in.SdkVersion) || names[in.ApplicationID] == "" {
			continue
		}
		if users[in.SdkVersion] == nil {
			users[in.SdkVersion] = map[string]bool{}
		}
		users[in.SdkVersion][names[in.ApplicationID]] = true
	}
	out := make([]*model.OutdatedSdk, 0, len(users))
	for v, set := range users {
		sdk := &model.OutdatedSdk{SdkVersion: v, Applications: make([]string, 0, len(set))}
		for a := range set {
			sdk.Applications = append(sdk.Applications, a)
		}
		sort.Strings(sdk.Applications)
		out = append(out, sdk)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].SdkVersion < out[j].SdkVersion })
	return out, nil
}
