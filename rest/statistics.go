package rest

import (
	"encoding/csv"
	"net/http"
	"strconv"

	"flagstone/graph/model"
	"flagstone/rest/reply"
)

// statisticsJSON is the part of the reference's instanceAdminStatsSchema Flagstone counts.
type statisticsJSON struct {
	InstanceID     string               `json:"instanceId"`
	Timestamp      string               `json:"timestamp"`
	VersionOSS     string               `json:"versionOSS"`
	Users          int                  `json:"users"`
	FeatureToggles int                  `json:"featureToggles"`
	Projects       int                  `json:"projects"`
	ContextFields  int                  `json:"contextFields"`
	Roles          int                  `json:"roles"`
	Groups         int                  `json:"groups"`
	Environments   int                  `json:"environments"`
	Segments       int                  `json:"segments"`
	Strategies     int                  `json:"strategies"`
	FeatureExports int                  `json:"featureExports"`
	FeatureImports int                  `json:"featureImports"`
	SAMLEnabled    bool                 `json:"SAMLenabled"`
	OIDCEnabled    bool                 `json:"OIDCenabled"`
	ClientApps     []clientAppsJSON     `json:"clientApps"`
	APITokens      model.APITokenCounts `json:"apiTokens"`
	Sum            string               `json:"sum"`
}

type clientAppsJSON struct {
	Range string `json:"range"`
	Count int    `json:"count"`
}

func toStatistics(st *model.InstanceStatistics) statisticsJSON {
	out := statisticsJSON{InstanceID: st.InstanceID, Timestamp: st.Timestamp.UTC().Format(wireTimeLayout), VersionOSS: st.VersionOss,
		Users: st.Users, FeatureToggles: st.FeatureToggles, Projects: st.Projects, ContextFields: st.ContextFields,
		Roles: st.Roles, Groups: st.Groups, Environments: st.Environments, Segments: st.Segments, Strategies: st.Strategies,
		FeatureExports: st.FeatureExports, FeatureImports: st.FeatureImports, APITokens: *st.APITokens, Sum: st.Sum,
		ClientApps: make([]clientAppsJSON, len(st.ClientApps))}
	for i, a := range st.ClientApps {
		out.ClientApps[i] = clientAppsJSON{a.Range, a.Count}
	}
	return out
}

func (h *insightsHandlers) statistics(w http.ResponseWriter, r *http.Request) {
	st, err := h.q.InstanceStatistics(r.Context())
	if serve(w, r, err) {
		reply.JSON(w, http.StatusOK, toStatistics(st))
	}
}

// statisticsCSV answers the statistics as CSV: a header of the counts' names and their row.
func (h *insightsHandlers) statisticsCSV(w http.ResponseWriter, r *http.Request) {
	st, err := h.q.InstanceStatistics(r.Context())
	if !serve(w, r, err) {
		return
	}
	s := toStatistics(st)
	header := []string{"instanceId", "timestamp", "versionOSS", "users", "featureToggles", "projects", "contextFields",
		"roles", "groups", "environments", "segments", "strategies", "featureExports", "featureImports", "sum"}
	row := []string{s.InstanceID, s.Timestamp, s.VersionOSS}
	for _, n := range []int{s.Users, s.FeatureToggles, s.Projects, s.ContextFields, s.Roles, s.Groups, s.Environments,
		s.Segments, s.Strategies, s.FeatureExports, s.FeatureImports} {
		row = append(row, strconv.Itoa(n))
	}
	row = append(row, s.Sum)
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="statistics.csv"`)
	w.WriteHeader(http.StatusOK)
	cw := csv.NewWriter(w)
	_ = cw.WriteAll([][]string{header, row}) // the answer has begun: a failed write is the client's going
}
