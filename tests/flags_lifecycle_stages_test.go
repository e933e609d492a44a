package tests

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent/feature"
	"flagstone/ent/setting"
	"flagstone/graph/domain/flags"
)

// stagesOf returns the stage names of a feature's lifecycle.
func stagesOf(t *testing.T, s *server, name string) []any {
	t.Helper()
	res := s.admin(http.MethodGet, "/api/admin/projects/default/features/"+name+"/lifecycle", nil)
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	var out []any
	for _, st := range res.JSON2(t).([]any) {
		m := st.(map[string]any)
		require.NotEmpty(t, m["enteredStageAt"])
		out = append(out, m["stage"])
	}
	return out
}

// TestFeatureLifecycleStages covers the lifecycle stages, derived from creation, the first
// enablements in non-production and production environments, completion and archival,
// and their count.
func TestFeatureLifecycleStages(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const f = "/api/admin/projects/default/features/life"
		newFeature(t, s, "default", "life")
		require.Equal(t, []any{"initial"}, stagesOf(t, s, "life"))

		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, f+"/environments/development/on", nil).Status)
		require.Equal(t, []any{"initial", "pre-live"}, stagesOf(t, s, "life"))
		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, f+"/environments/production/on", nil).Status)
		require.Equal(t, []any{"initial", "pre-live", "live"}, stagesOf(t, s, "life"))

		tests := []struct {
			name   string
			body   any
			status int
			errMsg string
		}{
			{name: "an unknown status", body: map[string]any{"status": "done"}, status: 400, errMsg: "status"},
			{name: "no status", body: map[string]any{}, status: 400, errMsg: "status"},
			{name: "kept with its variant", body: map[string]any{"status": "kept", "statusValue": "blue"}, status: 200},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(http.MethodPost, f+"/lifecycle/complete", tc.body)
				if tc.errMsg != "" {
					requireError(t, res, tc.status, "ValidationError", tc.errMsg)
					return
				}
				require.Equal(t, tc.status, res.Status, "body: %s", res.Body)
			})
		}
		requireEvent(t, s.newestEvent(t), wantEvent{typ: "feature-completed", project: "default", feature: "life",
			data: map[string]any{"status": "kept", "statusValue": "blue", "kept": true}})
		res := s.admin(http.MethodGet, f+"/lifecycle", nil).JSON2(t).([]any)
		require.Equal(t, map[string]any{"stage": "completed", "status": "kept"}, map[string]any{"stage": res[3].(map[string]any)["stage"], "status": res[3].(map[string]any)["status"]})
		require.Equal(t, map[string]any{"initial": 0.0, "preLive": 0.0, "live": 0.0, "completed": 1.0, "archived": 0.0},
			s.admin(http.MethodGet, "/api/admin/lifecycle/count", nil).JSON2(t))

		require.Equal(t, http.StatusOK, s.admin(http.MethodPost, f+"/lifecycle/uncomplete", nil).Status)
		requireEvent(t, s.newestEvent(t), wantEvent{typ: "feature-uncompleted", project: "default", feature: "life"})
		require.Equal(t, []any{"initial", "pre-live", "live"}, stagesOf(t, s, "life"))

		require.Equal(t, http.StatusAccepted, s.admin(http.MethodDelete, f, nil).Status)
		require.Equal(t, []any{"initial", "pre-live", "live", "archived"}, stagesOf(t, s, "life"), "archived features keep their lifecycle")
		require.Equal(t, 1.0, s.admin(http.MethodGet, "/api/admin/lifecycle/count", nil).JSON(t)["archived"])
		requireError(t, s.admin(http.MethodPost, f+"/lifecycle/complete", map[string]any{"status": "kept"}), 404, "NotFoundError", "life")
		requireError(t, s.admin(http.MethodGet, "/api/admin/projects/default/features/nope/lifecycle", nil), 404, "NotFoundError", "nope")

		// Completing needs UPDATE_FEATURE: a viewer may read the lifecycle but not complete.
		newFeature(t, s, "default", "life-2")
		s.createUser("viewer@example.com", "Viewer")
		viewer := s.login("viewer@example.com", testPassword)
		require.Equal(t, http.StatusOK, s.do(http.MethodGet, "/api/admin/projects/default/features/life-2/lifecycle", viewer, nil).Status)
		requireError(t, s.do(http.MethodPost, "/api/admin/projects/default/features/life-2/lifecycle/complete", viewer,
			map[string]any{"status": "discarded"}), 403, "NoAccessError", "UPDATE_FEATURE")
		g := s.gql(viewer, `{ featureLifecycle(projectId: "default", name: "life-2") { stage } lifecycleCount { initial archived } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, map[string]any{"initial": 1.0, "archived": 1.0}, g.Data["lifecycleCount"])
	})
}

// TestStoredLifecycleStageFollowsTheLog walks a feature through every stage and checks
// after each step that the stage the feature answers and the search show (stored with the
// feature) is the current one of the stages derived from the log, entered at the same
// time; then that a database whose stored stages fell behind is set right at start.
func TestStoredLifecycleStageFollowsTheLog(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		const f = "/api/admin/projects/default/features/kept-life"
		ctx := context.Background()
		stored := func() (string, time.Time) {
			row, err := s.App.Store.Client.Feature.Query().Where(feature.Name("kept-life")).Only(ctx)
			require.NoError(t, err)
			return string(row.LifecycleStage), row.LifecycleEnteredAt
		}
		check := func(step, want string) {
			t.Helper()
			derived, enteredAt := derivedStage(t, s, f+"/lifecycle")
			stage, at := stored()
			require.Equal(t, want, derived, "%s: derived", step)
			require.Equal(t, want, stage, "%s: stored", step)
			require.WithinDuration(t, enteredAt, at, time.Millisecond, "%s: entered", step)
		}
		newFeature(t, s, "default", "kept-life")
		check("created", "initial")
		s.mustOK(t, http.MethodPost, f+"/environments/development/on", nil)
		check("enabled in development", "pre-live")
		_, enteredPreLive := stored()
		s.mustOK(t, http.MethodPost, f+"/environments/development/off", nil)
		s.mustOK(t, http.MethodPost, f+"/environments/development/on", nil)
		check("enabled in development again", "pre-live")
		_, again := stored()
		require.True(t, again.Equal(enteredPreLive), "a second enablement does not enter pre-live again")
		lifecycle := s.mustOK(t, http.MethodGet, f, nil)["lifecycle"].(map[string]any)
		require.Equal(t, "pre-live", lifecycle["stage"], "the feature's answer")
		s.mustOK(t, http.MethodPost, f+"/environments/production/on", nil)
		check("enabled in production", "live")
		s.mustOK(t, http.MethodPost, f+"/lifecycle/complete", map[string]any{"status": "kept"})
		check("completed", "completed")
		s.mustOK(t, http.MethodPost, f+"/environments/development/on", nil)
		check("enabled once completed", "completed")
		s.mustOK(t, http.MethodPost, f+"/lifecycle/uncomplete", nil)
		check("uncompleted", "live")
		require.Equal(t, http.StatusAccepted, s.admin(http.MethodDelete, f, nil).Status)
		check("archived", "archived")
		s.mustOK(t, http.MethodPost, "/api/admin/archive/revive/kept-life", nil)
		check("revived", "initial")
		s.mustOK(t, http.MethodPost, f+"/environments/production/off", nil) // it was left on
		s.mustOK(t, http.MethodPost, f+"/environments/production/on", nil)
		check("revived, enabled in production", "live")

		// A database from before the stages were kept: every feature stored as initial.
		_, err := s.App.Store.Client.Feature.Update().SetLifecycleStage(feature.LifecycleStageInitial).Save(ctx)
		require.NoError(t, err)
		_, err = s.App.Store.Client.Setting.Delete().Where(setting.ID("lifecycle-stages-derived")).Exec(ctx)
		require.NoError(t, err)
		require.NoError(t, flags.PrepareLifecycleStages(ctx, s.App.Domain.Kernel))
		check("derived at start", "live")
	})
}

// TestLifecycleStageUnderConcurrentToggles has raceWorkers clients turn a new feature on
// and off in both environments at once, some completing and uncompleting it between, and
// checks that the stage stored with the feature is the one derived from the log after.
func TestLifecycleStageUnderConcurrentToggles(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for round := range 3 {
			name := fmt.Sprintf("raced-life-%d", round)
			f := "/api/admin/projects/default/features/" + name
			newFeature(t, s, "default", name)
			var wg sync.WaitGroup
			for w := range raceWorkers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					env := []string{"development", "production"}[w%2]
					for i := range 4 {
						switch {
						case w%5 == 4 && i == 2:
							s.admin(http.MethodPost, f+"/lifecycle/complete", map[string]any{"status": "kept"})
						case w%5 == 3 && i == 3:
							s.admin(http.MethodPost, f+"/lifecycle/uncomplete", nil)
						default:
							s.admin(http.MethodPost, f+"/environments/"+env+"/"+[]string{"on", "off"}[(w+i)%2], nil)
						}
					}
				}()
			}
			wg.Wait()
			derived, enteredAt := derivedStage(t, s, f+"/lifecycle")
			row, err := s.App.Store.Client.Feature.Query().Where(feature.Name(name)).Only(context.Background())
			require.NoError(t, err)
			require.Equal(t, derived, string(row.LifecycleStage), "round %d", round)
			require.WithinDuration(t, enteredAt, row.LifecycleEnteredAt, time.Millisecond, "round %d", round)
		}
	})
}

// derivedStage is the current stage of a feature's lifecycle as the lifecycle route at
// path derives it from the log (the latest in the order archived, completed, live,
// pre-live, initial), and when it was entered.
func derivedStage(t *testing.T, s *server, path string) (string, time.Time) {
	t.Helper()
	precedence := []string{"archived", "completed", "live", "pre-live", "initial"}
	var derived []struct {
		Stage          string    `json:"stage"`
		EnteredStageAt time.Time `json:"enteredStageAt"`
	}
	requireJSON(t, s.admin(http.MethodGet, path, nil), &derived)
	current := derived[0]
	for _, d := range derived {
		if slices.Index(precedence, d.Stage) < slices.Index(precedence, current.Stage) {
			current = d
		}
	}
	return current.Stage, current.EnteredStageAt
}
