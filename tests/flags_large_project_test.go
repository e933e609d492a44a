package tests

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"entgo.io/ent/dialect"
	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/projectenvironment"
	"flagstone/ent/schematype"
)

// largeFlags is more flags than one insert could write before inserts were chunked: the
// event counts an import adds to (two parameters a row) pass SQLite's 32,766 parameters
// beyond 16,383 flags, the states of an environment added to a project (three a row) pass
// PostgreSQL's 65,535 beyond 21,845.
const largeFlags = 22_000

// seedLargeProject writes n flags into project default directly, in statements the test
// keeps small itself: each has a state in every environment of the project, enabled every
// other one, a strategy in development, and every tenth has variants.
func seedLargeProject(t testing.TB, db *ent.Client, n int) {
	t.Helper()
	ctx := context.Background()
	envs, err := db.ProjectEnvironment.Query().Where(projectenvironment.ProjectID("default")).
		Select(projectenvironment.FieldEnvironmentID).Strings(ctx)
	require.NoError(t, err)
	for start := 0; start < n; start += 1000 {
		fs := make([]*ent.FeatureCreate, min(1000, n-start))
		for i := range fs {
			name := fmt.Sprintf("bulk-%05d", start+i)
			fs[i] = db.Feature.Create().SetName(name).SetProjectID("default").SetDescription("flag " + name)
		}
		created, err := db.Feature.CreateBulk(fs...).Save(ctx)
		require.NoError(t, err)
		var states []*ent.FeatureEnvironmentCreate
		for i, f := range created {
			for _, env := range envs {
				st := db.FeatureEnvironment.Create().SetFeatureID(f.ID).SetEnvironmentID(env).SetEnabled((start+i)%2 == 0)
				if (start+i)%10 == 0 {
					st.SetVariants([]schematype.Variant{{Name: "on", Weight: 1000, WeightType: "variable", Stickiness: "default"}})
				}
				states = append(states, st)
			}
		}
		saved, err := db.FeatureEnvironment.CreateBulk(states...).Save(ctx)
		require.NoError(t, err)
		var strategies []*ent.FeatureStrategyCreate
		for _, st := range saved {
			if st.EnvironmentID == "development" {
				strategies = append(strategies, db.FeatureStrategy.Create().SetFeatureEnvironmentID(st.ID).
					SetStrategyName("flexibleRollout").
					SetParameters(map[string]string{"rollout": "50", "stickiness": "default", "groupId": "bulk"}))
			}
		}
		require.NoError(t, db.FeatureStrategy.CreateBulk(strategies...).Exec(ctx))
	}
}

// TestLargeProjectWrites writes 20,000 flags in single requests. Before bulk inserts were
// chunked at the shared helper, one insert exceeded the store's limit of bind parameters
// and each request answered 500: adding an environment to the project (every flag gets a
// state there) on both stores, and importing the legacy export back on SQLite.
func TestLargeProjectWrites(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 20,000 flags per store")
	}
	eachStore(t, func(t *testing.T, s *server) {
		seedLargeProject(t, s.App.Domain.Client, largeFlags)

		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/environments",
			map[string]any{"name": "staging", "type": "test"}).Status)
		res := s.admin(http.MethodPost, "/api/admin/projects/default/environments", map[string]any{"environment": "staging"})
		require.Equal(t, http.StatusOK, res.Status, "body: %.300s", res.Body)

		doc := s.admin(http.MethodGet, stateExportPath+"?environment=development", nil)
		require.Equal(t, http.StatusOK, doc.Status, "body: %.300s", doc.Body)
		var parsed map[string]any
		requireJSON(t, doc, &parsed)
		require.Len(t, parsed["features"], largeFlags)
		require.Contains(t, string(doc.Body), `"name":"staging"`, "every flag has a state in the added environment")
		if s.App.Store.Dialect == dialect.Postgres {
			// The import writes the same chunks on both stores, and no statement of it passed
			// PostgreSQL's larger limit even unchunked: there it would prove nothing more.
			return
		}

		res = s.do(http.MethodPost, stateImportPath+"?drop=true&environment=development", adminToken, string(doc.Body))
		require.Equal(t, http.StatusAccepted, res.Status, "body: %.300s", res.Body)
		again := s.admin(http.MethodGet, stateExportPath+"?environment=development", nil)
		require.Equal(t, http.StatusOK, again.Status)
		require.JSONEq(t, string(doc.Body), string(again.Body), "the export imports back unchanged")
		got := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": "feature-import"}).JSON(t)
		require.EqualValues(t, largeFlags, got["totalEvents"])
	})
}
