package tests

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// wantEvent is what a mutation's newest event must hold; data and preData list only the
// keys that matter (nil means the event has none).
type wantEvent struct {
	typ, project, feature, env string
	data, preData              map[string]any
}

// newestEvent returns the newest event of the log.
func (s *server) newestEvent(t *testing.T) map[string]any {
	t.Helper()
	res := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"limit": 1})
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	events := res.JSON(t)["events"].([]any)
	require.NotEmpty(t, events)
	return events[0].(map[string]any)
}

// requireEvent checks an event against w.
func requireEvent(t *testing.T, ev map[string]any, w wantEvent) {
	t.Helper()
	require.Equal(t, w.typ, ev["type"], "event: %v", ev)
	for key, want := range map[string]string{"project": w.project, "featureName": w.feature, "environment": w.env} {
		if want == "" {
			require.Nil(t, ev[key], "%s of %v", key, ev)
		} else {
			require.Equal(t, want, ev[key], "%s of %v", key, ev)
		}
	}
	requireSubset(t, "data", w.data, ev["data"])
	requireSubset(t, "preData", w.preData, ev["preData"])
}

func requireSubset(t *testing.T, name string, want map[string]any, got any) {
	t.Helper()
	if want == nil {
		require.Nil(t, got, "%s", name)
		return
	}
	m, ok := got.(map[string]any)
	require.True(t, ok, "%s is %v", name, got)
	for k, v := range want {
		require.Equal(t, v, m[k], "%s.%s in %v", name, k, m)
	}
}

// mustOK sends an admin request and requires a 2xx answer.
func (s *server) mustOK(t *testing.T, method, path string, body any) map[string]any {
	t.Helper()
	res := s.admin(method, path, body)
	require.True(t, res.Status >= 200 && res.Status < 300, "%s %s: %d %s", method, path, res.Status, res.Body)
	if len(res.Body) == 0 || res.Body[0] != '{' {
		return nil
	}
	return res.JSON(t)
}

func TestProjectsAndEnvironments(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		res := s.admin(http.MethodPost, "/api/admin/projects", map[string]any{"id": "shop", "name": "Shop"})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		require.Equal(t, "/api/admin/projects/shop", res.Header.Get("Location"))
		require.Equal(t, "Shop", res.JSON(t)["name"])

		list := s.mustOK(t, http.MethodGet, "/api/admin/projects", nil)
		require.EqualValues(t, 1, list["version"])
		var ids []string
		for _, p := range list["projects"].([]any) {
			ids = append(ids, p.(map[string]any)["id"].(string))
		}
		require.Equal(t, []string{"default", "shop"}, ids)

		got := s.mustOK(t, http.MethodPut, "/api/admin/projects/shop", map[string]any{"description": "Web shop"})
		require.Equal(t, "Shop", got["name"], "absent name stays")
		require.Equal(t, "Web shop", got["description"])

		envs := s.mustOK(t, http.MethodGet, "/api/admin/environments", nil)["environments"].([]any)
		require.Len(t, envs, 2)
		res = s.admin(http.MethodPost, "/api/admin/environments", map[string]any{"name": "staging", "type": "test"})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		got = s.mustOK(t, http.MethodGet, "/api/admin/projects/shop", nil)
		require.Equal(t, []any{"development", "production"}, got["environments"], "a new project gets the enabled environments")
		s.mustOK(t, http.MethodPost, "/api/admin/projects/shop/environments", map[string]any{"environment": "staging"})
		s.mustOK(t, http.MethodDelete, "/api/admin/projects/shop/environments/development", nil)
		s.mustOK(t, http.MethodDelete, "/api/admin/projects/shop/environments/production", nil)
		got = s.mustOK(t, http.MethodGet, "/api/admin/projects/shop", nil)
		require.Equal(t, []any{"staging"}, got["environments"])
		requireError(t, s.admin(http.MethodDelete, "/api/admin/projects/shop/environments/staging", nil),
			400, "ValidationError", "last environment")
		s.mustOK(t, http.MethodPost, "/api/admin/projects/shop/environments", map[string]any{"environment": "production"})
		s.mustOK(t, http.MethodDelete, "/api/admin/projects/shop/environments/staging", nil)

		s.mustOK(t, http.MethodPost, "/api/admin/projects/shop/features", map[string]any{"name": "cart"})
		requireError(t, s.admin(http.MethodDelete, "/api/admin/projects/shop", nil), 400, "ValidationError", "features")
		s.mustOK(t, http.MethodDelete, "/api/admin/projects/shop/features/cart", nil)
		s.mustOK(t, http.MethodDelete, "/api/admin/archive/cart", nil)
		s.mustOK(t, http.MethodDelete, "/api/admin/projects/shop", nil)
		requireError(t, s.admin(http.MethodGet, "/api/admin/projects/shop", nil), 404, "NotFoundError", "shop")
	})
}

func TestProjectValidation(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "taken"})
		cases := []struct {
			name, method, path string
			body               any
			status             int
			errName, msg       string
		}{
			{"duplicate id", "POST", "/api/admin/projects", map[string]any{"id": "taken"}, 409, "NameExistsError", "taken"},
			{"id with space", "POST", "/api/admin/projects", map[string]any{"id": "a b"}, 400, "ValidationError", "id"},
			{"missing id", "POST", "/api/admin/projects", map[string]any{"name": "x"}, 400, "ValidationError", "id"},
			{"id too long", "POST", "/api/admin/projects", map[string]any{"id": strings.Repeat("p", 101)}, 400, "ValidationError", "id"},
			{"empty name on update", "PUT", "/api/admin/projects/taken", map[string]any{"name": " "}, 400, "ValidationError", "name"},
			{"unknown project update", "PUT", "/api/admin/projects/nope", map[string]any{"name": "x"}, 404, "NotFoundError", "nope"},
			{"delete default", "DELETE", "/api/admin/projects/default", nil, 400, "ValidationError", "default"},
			{"unknown environment", "POST", "/api/admin/projects/taken/environments", map[string]any{"environment": "nope"}, 404, "NotFoundError", "nope"},
			{"environment twice", "POST", "/api/admin/projects/default/environments", map[string]any{"environment": "production"}, 409, "NameExistsError", "production"},
			{"environment missing", "POST", "/api/admin/projects/default/environments", map[string]any{}, 400, "ValidationError", "environment"},
			{"remove absent environment", "DELETE", "/api/admin/projects/taken/environments/staging", nil, 404, "NotFoundError", "staging"},
			{"duplicate environment", "POST", "/api/admin/environments", map[string]any{"name": "production", "type": "production"}, 409, "NameExistsError", "production"},
			{"environment without type", "POST", "/api/admin/environments", map[string]any{"name": "qa"}, 400, "ValidationError", "type"},
			{"environment bad name", "POST", "/api/admin/environments", map[string]any{"name": "q/a", "type": "test"}, 400, "ValidationError", "name"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, s.admin(c.method, c.path, c.body), c.status, c.errName, c.msg)
			})
		}
		ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{}).JSON(t)
		require.EqualValues(t, 1, ev["totalEvents"], "only project-created of taken")
	})
}

func TestFeatureLifecycle(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "other"})
		f := s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features",
			map[string]any{"name": "checkout.v2", "type": "experiment", "description": "New checkout"})
		require.Equal(t, "experiment", f["type"])
		require.Equal(t, "default", f["project"])
		envs := f["environments"].([]any)
		require.Len(t, envs, 2)
		require.Equal(t, "development", envs[0].(map[string]any)["name"])
		require.Equal(t, false, envs[0].(map[string]any)["enabled"])

		base := "/api/admin/projects/default/features/checkout.v2"
		on := s.mustOK(t, http.MethodPost, base+"/environments/development/on", nil)
		dev := on["environments"].([]any)[0].(map[string]any)
		require.Equal(t, true, dev["enabled"])
		strategies := dev["strategies"].([]any)
		require.Len(t, strategies, 1, "turning on without strategies adds the default one")
		require.Equal(t, "flexibleRollout", strategies[0].(map[string]any)["name"])
		require.Equal(t, "100", strategies[0].(map[string]any)["parameters"].(map[string]any)["rollout"])

		upd := s.mustOK(t, http.MethodPut, base, map[string]any{"description": "Newer", "stale": true})
		require.Equal(t, "Newer", upd["description"])
		require.Equal(t, true, upd["stale"])
		require.Equal(t, "experiment", upd["type"], "absent type stays")

		list := s.mustOK(t, http.MethodGet, "/api/admin/projects/default/features", nil)["features"].([]any)
		require.Len(t, list, 1)

		// Cross-project access is a 404 on every feature route.
		for _, path := range []string{"", "/environments/development/on", "/environments/development/strategies"} {
			method := http.MethodGet
			if strings.HasSuffix(path, "/on") {
				method = http.MethodPost
			}
			requireError(t, s.admin(method, "/api/admin/projects/other/features/checkout.v2"+path, nil), 404, "NotFoundError", "checkout.v2")
		}

		s.mustOK(t, http.MethodDelete, base, nil)
		requireError(t, s.admin(http.MethodGet, base, nil), 404, "NotFoundError", "")
		archived := s.mustOK(t, http.MethodGet, "/api/admin/archive/features", nil)["features"].([]any)
		require.Len(t, archived, 1)
		require.Equal(t, true, archived[0].(map[string]any)["archived"])
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "checkout.v2"}),
			409, "NameExistsError", "checkout.v2")
		s.mustOK(t, http.MethodPost, "/api/admin/archive/revive/checkout.v2", nil)
		require.Equal(t, false, s.mustOK(t, http.MethodGet, base, nil)["archived"])
		requireError(t, s.admin(http.MethodDelete, "/api/admin/archive/checkout.v2", nil), 404, "NotFoundError", "Archived")
	})
}

func TestFeatureValidation(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "other"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/other/features", map[string]any{"name": "taken"})
		const create = "/api/admin/projects/default/features"
		cases := []struct {
			name, method, path string
			body               any
			status             int
			errName, msg       string
		}{
			{"name taken in another project", "POST", create, map[string]any{"name": "taken"}, 409, "NameExistsError", "taken"},
			{"name with slash", "POST", create, map[string]any{"name": "a/b"}, 400, "ValidationError", "name"},
			{"name with space", "POST", create, map[string]any{"name": "a b"}, 400, "ValidationError", "name"},
			{"name dot dot", "POST", create, map[string]any{"name": ".."}, 400, "ValidationError", "name"},
			{"name too long", "POST", create, map[string]any{"name": strings.Repeat("n", 256)}, 400, "ValidationError", "name"},
			{"name missing", "POST", create, map[string]any{}, 400, "ValidationError", "name"},
			{"name wrong type", "POST", create, map[string]any{"name": 7}, 400, "ValidationError", "name"},
			{"unknown type", "POST", create, map[string]any{"name": "x", "type": "nope"}, 400, "ValidationError", "type"},
			{"description too long", "POST", create, map[string]any{"name": "x", "description": strings.Repeat("d", 1001)}, 400, "ValidationError", "description"},
			{"unknown project", "POST", "/api/admin/projects/nope/features", map[string]any{"name": "x"}, 404, "NotFoundError", "nope"},
			{"update unknown type", "PUT", "/api/admin/projects/other/features/taken", map[string]any{"type": "nope"}, 400, "ValidationError", "type"},
			{"toggle unknown environment", "POST", "/api/admin/projects/other/features/taken/environments/nope/on", nil, 404, "NotFoundError", "nope"},
			{"stale without flag", "POST", "/api/admin/projects/other/stale", map[string]any{"features": []string{"taken"}}, 400, "ValidationError", "stale"},
			{"stale foreign feature", "POST", "/api/admin/projects/default/stale", map[string]any{"features": []string{"taken"}, "stale": true}, 404, "NotFoundError", "taken"},
			{"revive active feature", "POST", "/api/admin/archive/revive/taken", nil, 404, "NotFoundError", "taken"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, s.admin(c.method, c.path, c.body), c.status, c.errName, c.msg)
			})
		}
		ev := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{}).JSON(t)
		require.EqualValues(t, 2, ev["totalEvents"], "project-created and feature-created only")
	})
}

func TestVariantsAreOrderedByName(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "paint"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/paint/features", map[string]any{"name": "colour"})
		path := "/api/admin/projects/paint/features/colour/environments/development/variants"
		res := s.admin(http.MethodPut, path, []map[string]any{
			{"name": "red"}, {"name": "Blue"}, {"name": "green", "weight": 100, "weightType": "fix"}, {"name": "amber"}})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		got := s.mustOK(t, http.MethodGet, path, nil)["variants"].([]any)
		var names []string
		weights := map[string]float64{}
		for _, v := range got {
			v := v.(map[string]any)
			names = append(names, v["name"].(string))
			weights[v["name"].(string)] = v["weight"].(float64)
		}
		require.Equal(t, []string{"amber", "Blue", "green", "red"}, names)
		require.Equal(t, map[string]float64{"red": 300, "Blue": 300, "amber": 300, "green": 100}, weights)
	})
}

func TestFeatureTypes(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		res := s.admin(http.MethodGet, "/api/admin/feature-types", nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		body := res.JSON(t)
		require.EqualValues(t, 1, body["version"])
		lifetimes := map[string]any{}
		for _, ft := range body["types"].([]any) {
			m := ft.(map[string]any)
			require.Contains(t, m, "lifetimeDays")
			lifetimes[m["id"].(string)] = m["lifetimeDays"]
		}
		require.Contains(t, lifetimes, "release")
		require.Contains(t, lifetimes, "kill-switch")

		res = s.admin(http.MethodPut, "/api/admin/feature-types/release/lifetimes", map[string]any{"lifetimeDays": 12})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.EqualValues(t, 12, res.JSON(t)["lifetimeDays"])
		res = s.admin(http.MethodPut, "/api/admin/feature-types/release/lifetime", map[string]any{"lifetimeDays": 7}) // the reference's path
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.EqualValues(t, 7, res.JSON(t)["lifetimeDays"])
		res = s.admin(http.MethodPut, "/api/admin/feature-types/release/lifetimes", map[string]any{"lifetimeDays": 0})
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Nil(t, res.JSON(t)["lifetimeDays"])
		requireError(t, s.admin(http.MethodPut, "/api/admin/feature-types/release/lifetimes", map[string]any{"lifetimeDays": -1}), 400, "ValidationError", "lifetimeDays")
		requireError(t, s.admin(http.MethodPut, "/api/admin/feature-types/nope/lifetimes", map[string]any{"lifetimeDays": 3}), 404, "NotFoundError", "")

		g := s.gql(adminToken, `mutation { updateFeatureTypeLifetime(id: "release", lifetimeDays: 30) { id lifetimeDays } }`, nil)
		require.Empty(t, g.Errors)
		g = s.gql(adminToken, `{ featureTypes { id lifetimeDays } }`, nil)
		require.Empty(t, g.Errors)
		for _, ft := range g.Data["featureTypes"].([]any) {
			if m := ft.(map[string]any); m["id"] == "release" {
				require.EqualValues(t, 30, m["lifetimeDays"])
			}
		}
		g = s.gql(adminToken, `{ events(filter: {type: "feature-type-updated"}) { totalEvents } }`, nil)
		require.Empty(t, g.Errors)
		require.EqualValues(t, 4, g.Data["events"].(map[string]any)["totalEvents"])
	})
}

func TestAllFeatures(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "other", "name": "Other"})
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "all-b"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/other/features", map[string]any{"name": "all-a"})
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "all-gone"})
		s.mustOK(t, http.MethodDelete, "/api/admin/projects/default/features/all-gone", nil)

		res := s.admin(http.MethodGet, "/api/admin/features", nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		body := res.JSON(t)
		require.EqualValues(t, 1, body["version"])
		var names, projects []any
		for _, f := range body["features"].([]any) {
			names = append(names, f.(map[string]any)["name"])
			projects = append(projects, f.(map[string]any)["project"])
		}
		require.Equal(t, []any{"all-a", "all-b"}, names)
		require.Equal(t, []any{"other", "default"}, projects)

		g := s.gql(adminToken, `{ allFeatures { name } }`, nil)
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["allFeatures"], 2)
		requireError(t, s.do(http.MethodGet, "/api/admin/features", "", nil), 401, "AuthenticationRequired", "")
	})
}
