package tests

import (
	"bytes"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// statementsOf returns the answer of one request and how many statements it sent.
func (s *server) statementsOf(method, path, cred string, body any) (response, int64) {
	s.t.Helper()
	before := s.App.Store.Statements.Load()
	res := s.do(method, path, cred, body)
	return res, s.App.Store.Statements.Load() - before
}

// TestExportKeepsReadModel checks that a batch export, which changes no state, keeps the
// admin read model: a kept list is answered again without a statement after an export,
// a repeated export sends only its event's, and is the same bytes as one built afresh
// for another caller; every export still records its event; a flag change after an
// export invalidates both the list and the export.
func TestExportKeepsReadModel(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		newFeature(t, s, "default", "kept-a")
		newFeature(t, s, "default", "kept-b")
		query := map[string]any{"environment": "development", "project": "default"}
		pat := s.createPAT(s.login("admin", "Admin-Passw0rd!"))
		s.settle(adminToken)

		first, built := s.statementsOf(http.MethodPost, batchExportPath, adminToken, query)
		require.Equal(t, http.StatusOK, first.Status, "body: %s", first.Body)
		_, listBuilt := s.statementsOf(http.MethodGet, devFeatures, adminToken, nil)
		require.NotZero(t, listBuilt)

		again, sent := s.statementsOf(http.MethodPost, batchExportPath, adminToken, query)
		require.Equal(t, http.StatusOK, again.Status)
		require.Equal(t, first.Body, again.Body, "a kept export is the answer built")
		require.Less(t, sent, built, "a kept export sends only its event's statements")
		t.Logf("export: %d statements built, %d answered again", built, sent)
		_, listAgain := s.statementsOf(http.MethodGet, devFeatures, adminToken, nil)
		require.Zero(t, listAgain, "an export does not invalidate a kept list")

		fresh := s.do(http.MethodPost, batchExportPath, pat, query)
		require.Equal(t, http.StatusOK, fresh.Status)
		require.True(t, bytes.Equal(first.Body, fresh.Body), "kept and fresh exports are the same bytes:\n%s\n%s", first.Body, fresh.Body)
		require.Len(t, s.eventsOf(t, "features-exported"), 3, "one event per export, kept or not")

		s.mustOK(t, http.MethodPost, devFeatures+"/kept-a/environments/development/on", nil)
		_, listRebuilt := s.statementsOf(http.MethodGet, devFeatures, adminToken, nil)
		require.NotZero(t, listRebuilt, "a flag change invalidates a kept list")
		after := s.do(http.MethodPost, batchExportPath, adminToken, query)
		require.Equal(t, http.StatusOK, after.Status)
		require.NotEqual(t, first.Body, after.Body, "a flag change invalidates a kept export")
		envs := after.JSON(t)["featureEnvironments"].([]any)
		require.Equal(t, "kept-a", envs[0].(map[string]any)["featureName"])
		require.Equal(t, true, envs[0].(map[string]any)["enabled"], "the next export reflects the change")
		exported := s.eventsOf(t, "features-exported")
		require.Len(t, exported, 4)
		for _, e := range exported {
			require.Equal(t, []any{"kept-a", "kept-b"}, e["data"].(map[string]any)["features"], "a kept export's event names its features")
		}
	})
}

// TestExportStreamsLive checks that the eventAdded subscription still streams the
// features-exported event, which no longer moves the read model's watermark.
func TestExportStreamsLive(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		l := liveSubscribe(t, s, s.login("admin", "Admin-Passw0rd!"), "")
		for range 2 { // the second export is answered from the read model
			s.mustOK(t, http.MethodPost, batchExportPath, map[string]any{"environment": "development", "project": "default"})
			require.Equal(t, "default", l.event("features-exported")["project"])
		}
	})
}
