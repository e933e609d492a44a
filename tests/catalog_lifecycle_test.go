package tests

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// catalogCase is one request of a catalog table and the answer it must get.
type catalogCase struct {
	name, method, path string
	body               any
	status             int
	errName, message   string
}

// runCases sends each case as the admin token and checks status and, for errors, the
// error name and a message fragment.
func runCases(t *testing.T, s *server, cases []catalogCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := s.admin(c.method, c.path, c.body)
			if c.errName != "" {
				requireError(t, res, c.status, c.errName, c.message)
				return
			}
			require.Equal(t, c.status, res.Status, "body: %s", res.Body)
		})
	}
}

func TestTagTypes(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		list := s.mustOK(t, http.MethodGet, "/api/admin/tag-types", nil)
		require.EqualValues(t, 1, list["version"])
		require.Equal(t, "simple", list["tagTypes"].([]any)[0].(map[string]any)["name"], "seeded")

		res := s.admin(http.MethodPost, "/api/admin/tag-types", map[string]any{"name": "team", "description": "Owner", "icon": "people"})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		require.Equal(t, "/api/admin/tag-types/team", res.Header.Get("Location"))
		require.Equal(t, map[string]any{"name": "team", "description": "Owner", "icon": "people"}, res.JSON(t))

		runCases(t, s, []catalogCase{
			{"validate a free name", "POST", "/api/admin/tag-types/validate", map[string]any{"name": "free"}, 200, "", ""},
			{"validate a taken name", "POST", "/api/admin/tag-types/validate", map[string]any{"name": "team"}, 409, "NameExistsError", "team"},
			{"validate a bad name", "POST", "/api/admin/tag-types/validate", map[string]any{"name": "a/b"}, 400, "ValidationError", "name"},
			{"duplicate", "POST", "/api/admin/tag-types", map[string]any{"name": "team"}, 409, "NameExistsError", "team"},
			{"name not URL-friendly", "POST", "/api/admin/tag-types", map[string]any{"name": "a b"}, 400, "ValidationError", "name"},
			{"name missing", "POST", "/api/admin/tag-types", map[string]any{"description": "x"}, 400, "ValidationError", "name"},
			{"description too long", "POST", "/api/admin/tag-types", map[string]any{"name": "long", "description": strings.Repeat("a", 1001)}, 400, "ValidationError", "description"},
			{"read", "GET", "/api/admin/tag-types/team", nil, 200, "", ""},
			{"read unknown", "GET", "/api/admin/tag-types/nope", nil, 404, "NotFoundError", "nope"},
			{"update unknown", "PUT", "/api/admin/tag-types/nope", map[string]any{"description": "x"}, 404, "NotFoundError", "nope"},
			{"update", "PUT", "/api/admin/tag-types/team", map[string]any{"description": "Owning team", "icon": nil}, 200, "", ""},
		})
		require.Equal(t, map[string]any{"name": "team", "description": "Owning team", "icon": nil},
			s.mustOK(t, http.MethodGet, "/api/admin/tag-types/team", nil))

		// A tag type in use may be deleted, as in the reference: its tags go with it.
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "owned"})
		s.mustOK(t, http.MethodPost, "/api/admin/features/owned/tags", map[string]any{"type": "team", "value": "core"})
		s.mustOK(t, http.MethodDelete, "/api/admin/tag-types/team", nil)
		requireError(t, s.admin(http.MethodGet, "/api/admin/tag-types/team", nil), 404, "NotFoundError", "team")
		tags := s.mustOK(t, http.MethodGet, "/api/admin/features/owned/tags", nil)
		require.Empty(t, tags["tags"])
		require.Empty(t, s.mustOK(t, http.MethodGet, "/api/admin/tags/team", nil)["tags"])
	})
}

func TestFeatureTags(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "checkout"})
		const tags = "/api/admin/features/checkout/tags"
		res := s.admin(http.MethodPost, tags, map[string]any{"type": "simple", "value": " payments "})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		require.Equal(t, map[string]any{"type": "simple", "value": "payments"}, res.JSON(t), "value trimmed")
		ev := s.newestEvent(t)
		require.Equal(t, "feature-tagged", ev["type"])
		require.Equal(t, []any{map[string]any{"type": "simple", "value": "payments"}}, ev["tags"], "the event carries the feature's tags")
		created := s.eventsOf(t, "tag-created")
		require.Len(t, created, 1, "a new tag is created on first use")
		require.Equal(t, "payments", created[0]["data"].(map[string]any)["value"])

		runCases(t, s, []catalogCase{
			{"already tagged", "POST", tags, map[string]any{"type": "simple", "value": "payments"}, 409, "NameExistsError", "payments"},
			{"unknown tag type", "POST", tags, map[string]any{"type": "nope", "value": "x1"}, 400, "ValidationError", "type"},
			{"value too short", "POST", tags, map[string]any{"type": "simple", "value": "x"}, 400, "ValidationError", "value"},
			{"value too long", "POST", tags, map[string]any{"value": strings.Repeat("a", 51)}, 400, "ValidationError", "value"},
			{"value not a string", "POST", tags, map[string]any{"value": 12}, 400, "ValidationError", "value"},
			{"unknown feature", "POST", "/api/admin/features/nope/tags", map[string]any{"value": "x1"}, 404, "NotFoundError", "nope"},
			{"list of unknown feature", "GET", "/api/admin/features/nope/tags", nil, 404, "NotFoundError", "nope"},
			{"bulk with a bad tag", "PUT", tags, map[string]any{"addedTags": []map[string]any{{"value": "ok"}, {"value": "x"}}}, 400, "ValidationError", "addedTags[1].value"},
			{"bulk with an unknown type", "PUT", tags, map[string]any{"addedTags": []map[string]any{{"type": "nope", "value": "ok"}}}, 400, "ValidationError", "addedTags[0].type"},
			{"remove a tag it does not have", "DELETE", tags + "/simple/other", nil, 200, "", ""},
		})

		out := s.mustOK(t, http.MethodPut, tags, map[string]any{
			"addedTags":   []map[string]any{{"type": "simple", "value": "web"}, {"type": "simple", "value": "payments"}},
			"removedTags": []map[string]any{{"type": "simple", "value": "payments"}},
		})
		require.Equal(t, []any{map[string]any{"type": "simple", "value": "payments"}, map[string]any{"type": "simple", "value": "web"}},
			out["tags"], "removed first, then added again")
		feature := s.mustOK(t, http.MethodGet, "/api/admin/projects/default/features/checkout", nil)
		require.Len(t, feature["tags"], 2)

		all := s.mustOK(t, http.MethodGet, "/api/admin/tags", nil)
		require.Equal(t, []any{map[string]any{"type": "simple", "value": "payments"}, map[string]any{"type": "simple", "value": "web"}}, all["tags"])
		res = s.admin(http.MethodPost, "/api/admin/tags", map[string]any{"type": "simple", "value": "spare"})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		require.Equal(t, map[string]any{"version": float64(1), "tag": map[string]any{"type": "simple", "value": "spare"}}, res.JSON(t))
		requireError(t, s.admin(http.MethodPost, "/api/admin/tags", map[string]any{"type": "simple", "value": "spare"}), 409, "NameExistsError", "spare")
		require.Equal(t, "web", s.mustOK(t, http.MethodGet, "/api/admin/tags/simple/web", nil)["tag"].(map[string]any)["value"])

		// Deleting a tag detaches it from every feature.
		s.mustOK(t, http.MethodDelete, "/api/admin/tags/simple/web", nil)
		requireError(t, s.admin(http.MethodDelete, "/api/admin/tags/simple/web", nil), 404, "NotFoundError", "web")
		out = s.mustOK(t, http.MethodGet, tags, nil)
		require.Equal(t, []any{map[string]any{"type": "simple", "value": "payments"}}, out["tags"])

		s.mustOK(t, http.MethodDelete, tags+"/simple/payments", nil)
		ev = s.newestEvent(t)
		require.Equal(t, "feature-untagged", ev["type"])
		require.Equal(t, []any{}, ev["tags"], "tags after the change")

		// Several features of a project at once; a feature of another project is not found.
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "cart"})
		bulk := map[string]any{"features": []string{"checkout", "cart"},
			"tags": map[string]any{"addedTags": []map[string]any{{"value": "shop"}}, "removedTags": []any{}}}
		s.mustOK(t, http.MethodPut, "/api/admin/projects/default/tags", bulk)
		require.Equal(t, []any{map[string]any{"type": "simple", "value": "shop"}}, s.mustOK(t, http.MethodGet, "/api/admin/features/cart/tags", nil)["tags"])
		requireError(t, s.admin(http.MethodPut, "/api/admin/projects/other/tags", bulk), 404, "NotFoundError", "checkout")
		requireError(t, s.admin(http.MethodPut, "/api/admin/projects/default/tags", map[string]any{"features": []string{}, "tags": map[string]any{}}),
			400, "ValidationError", "features")
		s.mustOK(t, http.MethodPut, "/api/admin/projects/default/tags", map[string]any{"features": []string{"checkout", "cart"},
			"tags": map[string]any{"removedTags": []map[string]any{{"value": "shop"}}}})

		g := s.gql(adminToken, `{ featureTags(featureName: "checkout") { type value } tags(type: "simple") { value } tag(type: "simple", value: "spare") { value } }`, nil)
		require.Empty(t, g.Errors)
		require.Empty(t, g.Data["featureTags"])
		require.Len(t, g.Data["tags"], 3, "payments, shop, spare")
	})
}

// eventsOf returns the events of one type, newest first.
func (s *server) eventsOf(t *testing.T, typ string) []map[string]any {
	t.Helper()
	res := s.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": typ})
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	var out []map[string]any
	for _, e := range res.JSON(t)["events"].([]any) {
		out = append(out, e.(map[string]any))
	}
	return out
}

// addRegionStrategy gives feature name a strategy in development whose constraint tests
// context field field and which uses segments; it returns the strategy's path.
func addRegionStrategy(t *testing.T, s *server, name, field string, segments ...any) string {
	t.Helper()
	path := "/api/admin/projects/default/features/" + name + "/environments/development/strategies"
	st := s.mustOK(t, http.MethodPost, path, map[string]any{"name": "default", "segments": segments,
		"constraints": []map[string]any{{"contextName": field, "operator": "IN", "values": []string{"eu"}}}})
	return path + "/" + st["id"].(string)
}

func TestContextFields(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		var list []map[string]any
		requireJSON(t, s.admin(http.MethodGet, "/api/admin/context", nil), &list)
		names := []string{}
		for _, c := range list {
			names = append(names, c["name"].(string))
		}
		require.Subset(t, names, []string{"environment", "userId", "appName", "currentTime", "sessionId"}, "seeded")

		res := s.admin(http.MethodPost, "/api/admin/context", map[string]any{"name": "region", "description": "Where",
			"stickiness": true, "sortOrder": 7, "legalValues": []map[string]any{{"value": "eu", "description": "Europe"}, {"value": "us"}}})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		require.Equal(t, "/api/admin/context/region", res.Header.Get("Location"))
		field := res.JSON(t)
		require.Equal(t, true, field["stickiness"])
		require.EqualValues(t, 7, field["sortOrder"])
		require.Equal(t, []any{map[string]any{"value": "eu", "description": "Europe"}, map[string]any{"value": "us"}}, field["legalValues"])
		require.NotEmpty(t, field["createdAt"])

		runCases(t, s, []catalogCase{
			{"validate a free name", "POST", "/api/admin/context/validate", map[string]any{"name": "free"}, 200, "", ""},
			{"validate a taken name", "POST", "/api/admin/context/validate", map[string]any{"name": "region"}, 409, "NameExistsError", "region"},
			{"validate a bad name", "POST", "/api/admin/context/validate", map[string]any{"name": ""}, 400, "ValidationError", "name"},
			{"duplicate", "POST", "/api/admin/context", map[string]any{"name": "region"}, 409, "NameExistsError", "region"},
			{"name not URL-friendly", "POST", "/api/admin/context", map[string]any{"name": "my field"}, 400, "ValidationError", "name"},
			{"name missing", "POST", "/api/admin/context", map[string]any{}, 400, "ValidationError", "name"},
			{"legal value twice", "POST", "/api/admin/context", map[string]any{"name": "dup", "legalValues": []map[string]any{{"value": "a"}, {"value": "a"}}}, 400, "ValidationError", "legalValues[1].value"},
			{"legal value empty", "POST", "/api/admin/context", map[string]any{"name": "empty", "legalValues": []map[string]any{{"value": ""}}}, 400, "ValidationError", "legalValues[0].value"},
			{"sortOrder not a number", "POST", "/api/admin/context", map[string]any{"name": "so", "sortOrder": "x"}, 400, "ValidationError", "sortOrder"},
			{"read unknown", "GET", "/api/admin/context/nope", nil, 404, "NotFoundError", "nope"},
			{"delete unknown", "DELETE", "/api/admin/context/nope", nil, 404, "NotFoundError", "nope"},
			{"update keeps absent fields", "PUT", "/api/admin/context/region", map[string]any{"legalValues": []map[string]any{{"value": "apac"}}}, 200, "", ""},
		})
		field = s.mustOK(t, http.MethodGet, "/api/admin/context/region", nil)
		require.Equal(t, "Where", field["description"])
		require.Equal(t, []any{map[string]any{"value": "apac"}}, field["legalValues"])

		// A field a strategy constraint tests cannot be deleted; constraints on unknown
		// fields are refused.
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "regional"})
		strategy := addRegionStrategy(t, s, "regional", "region")
		field = s.mustOK(t, http.MethodGet, "/api/admin/context/region", nil)
		require.EqualValues(t, 1, field["usedInFeatures"])
		require.EqualValues(t, 1, field["usedInProjects"])
		uses := s.mustOK(t, http.MethodGet, "/api/admin/context/region/strategies", nil)["strategies"].([]any)
		require.Len(t, uses, 1)
		require.Equal(t, map[string]any{"id": strategy[len(strategy)-36:], "featureName": "regional", "projectId": "default",
			"environment": "development", "strategyName": "default"}, uses[0])
		requireError(t, s.admin(http.MethodGet, "/api/admin/context/nope/strategies", nil), 404, "NotFoundError", "nope")
		g := s.gql(adminToken, `{ contextFields { name usedInFeatures usedInProjects } }`, nil)
		require.Empty(t, g.Errors)
		for _, f := range g.Data["contextFields"].([]any) {
			f := f.(map[string]any)
			want := map[bool]float64{true: 1, false: 0}[f["name"] == "region"]
			require.Equal(t, want, f["usedInFeatures"], "%v", f)
		}
		requireError(t, s.admin(http.MethodDelete, "/api/admin/context/region", nil), 400, "ValidationError", "region")
		s.mustOK(t, http.MethodDelete, strategy, nil)
		s.mustOK(t, http.MethodDelete, "/api/admin/context/region", nil)
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/default/features/regional/environments/development/strategies",
			map[string]any{"name": "default", "constraints": []map[string]any{{"contextName": "region", "operator": "IN", "values": []string{"eu"}}}}),
			400, "ValidationError", "constraints[0].contextName")

		g = s.gql(adminToken, `{ contextField(name: "userId") { name stickiness legalValues { value } } }`, nil)
		require.Empty(t, g.Errors)
		require.Equal(t, "userId", g.Data["contextField"].(map[string]any)["name"])
	})
}

func TestSegments(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		res := s.admin(http.MethodPost, "/api/admin/segments", map[string]any{"name": "beta", "description": "Beta users",
			"constraints": []map[string]any{{"contextName": "userId", "operator": "IN", "values": []string{"1", "2"}}}})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		seg := res.JSON(t)
		path := fmt.Sprintf("/api/admin/segments/%v", seg["id"])
		require.Equal(t, path, res.Header.Get("Location"))
		require.Equal(t, "admin-token-1", seg["createdBy"])
		require.Nil(t, seg["project"])

		runCases(t, s, []catalogCase{
			{"validate a free name", "POST", "/api/admin/segments/validate", map[string]any{"name": "free"}, 204, "", ""},
			{"validate a taken name", "POST", "/api/admin/segments/validate", map[string]any{"name": "beta"}, 409, "NameExistsError", "beta"},
			{"duplicate name", "POST", "/api/admin/segments", map[string]any{"name": "beta", "constraints": []any{}}, 409, "NameExistsError", "beta"},
			{"name missing", "POST", "/api/admin/segments", map[string]any{"constraints": []any{}}, 400, "ValidationError", "name"},
			{"unknown operator", "POST", "/api/admin/segments", map[string]any{"name": "x", "constraints": []map[string]any{
				{"contextName": "userId", "operator": "LIKE", "values": []string{"1"}}}}, 400, "ValidationError", "constraints[0].operator"},
			{"unknown context field", "POST", "/api/admin/segments", map[string]any{"name": "x", "constraints": []map[string]any{
				{"contextName": "nope", "operator": "IN", "values": []string{"1"}}}}, 400, "ValidationError", "constraints[0].contextName"},
			{"bad semver", "POST", "/api/admin/segments", map[string]any{"name": "x", "constraints": []map[string]any{
				{"contextName": "appName", "operator": "SEMVER_EQ", "value": "1.2"}}}, 400, "ValidationError", "constraints[0].value"},
			{"inverted regex", "POST", "/api/admin/segments", map[string]any{"name": "x", "constraints": []map[string]any{
				{"contextName": "userId", "operator": "REGEX", "value": "^a", "inverted": true}}}, 400, "ValidationError", "constraints[0].inverted"},
			{"bad regex", "POST", "/api/admin/segments", map[string]any{"name": "x", "constraints": []map[string]any{
				{"contextName": "userId", "operator": "REGEX", "value": "(a"}}}, 400, "ValidationError", "constraints[0].value"},
			{"lookahead is not RE2", "POST", "/api/admin/segments", map[string]any{"name": "x", "constraints": []map[string]any{
				{"contextName": "userId", "operator": "REGEX", "value": "a(?=b)"}}}, 400, "ValidationError", "constraints[0].value"},
			{"bad semver for SEMVER_GTE", "POST", "/api/admin/segments", map[string]any{"name": "x", "constraints": []map[string]any{
				{"contextName": "appName", "operator": "SEMVER_GTE", "value": "v1"}}}, 400, "ValidationError", "constraints[0].value"},
			{"operators of the reference", "POST", "/api/admin/segments", map[string]any{"name": "ops", "constraints": []map[string]any{
				{"contextName": "appName", "operator": "SEMVER_GTE", "value": "1.2.3"},
				{"contextName": "appName", "operator": "SEMVER_LTE", "value": "2.0.0-beta.1"},
				{"contextName": "userId", "operator": "REGEX", "value": `^user\d+@example\.com$`, "caseInsensitive": true}}}, 201, "", ""},
			{"unknown project", "POST", "/api/admin/segments", map[string]any{"name": "x", "project": "nope", "constraints": []any{}}, 400, "ValidationError", "project"},
			{"id not a number", "GET", "/api/admin/segments/abc", nil, 400, "ValidationError", "id"},
			{"unknown id", "GET", "/api/admin/segments/4242", nil, 404, "NotFoundError", "4242"},
			{"update unknown", "PUT", "/api/admin/segments/4242", map[string]any{"name": "x", "constraints": []any{}}, 404, "NotFoundError", "4242"},
			{"update", "PUT", path, map[string]any{"name": "beta", "description": "Early users", "constraints": []map[string]any{
				{"contextName": "userId", "operator": "IN", "values": []string{"3"}}}}, 204, "", ""},
		})
		got := s.mustOK(t, http.MethodGet, path, nil)
		require.Equal(t, "Early users", got["description"])
		require.Equal(t, []any{map[string]any{"contextName": "userId", "operator": "IN", "values": []any{"3"}}}, got["constraints"])
		require.Len(t, s.mustOK(t, http.MethodGet, "/api/admin/segments", nil)["segments"], 2)

		// A segment in use cannot be deleted, nor limited to a project its users are not in.
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": "other", "name": "Other"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "segmented"})
		strategy := addRegionStrategy(t, s, "segmented", "userId", seg["id"])
		got = s.mustOK(t, http.MethodGet, path, nil)
		require.EqualValues(t, 1, got["usedInFeatures"])
		require.EqualValues(t, 1, got["usedInProjects"])
		uses := s.mustOK(t, http.MethodGet, path+"/strategies", nil)["strategies"].([]any)
		require.Len(t, uses, 1)
		require.Equal(t, "segmented", uses[0].(map[string]any)["featureName"])
		g := s.gql(adminToken, `query($id: Int!) { segments { name usedInFeatures usedInProjects } segmentStrategies(id: $id) { featureName } }`,
			map[string]any{"id": seg["id"]})
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["segmentStrategies"], 1)
		require.EqualValues(t, 1, g.Data["segments"].([]any)[0].(map[string]any)["usedInFeatures"])
		requireError(t, s.admin(http.MethodDelete, path, nil), 400, "ValidationError", "used by 1 strategies")
		requireError(t, s.admin(http.MethodPut, path, map[string]any{"name": "beta", "project": "other", "constraints": []any{}}),
			400, "ValidationError", "project")
		res = s.admin(http.MethodPut, path, map[string]any{"name": "beta", "project": "default", "constraints": []any{}})
		require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
		s.mustOK(t, http.MethodPost, "/api/admin/projects/other/features", map[string]any{"name": "elsewhere"})
		requireError(t, s.admin(http.MethodPost, "/api/admin/projects/other/features/elsewhere/environments/development/strategies",
			map[string]any{"name": "default", "segments": []any{seg["id"]}}), 400, "ValidationError", "segments")
		s.mustOK(t, http.MethodDelete, strategy, nil)
		res = s.admin(http.MethodDelete, path, nil)
		require.Equal(t, http.StatusNoContent, res.Status, "body: %s", res.Body)
		requireError(t, s.admin(http.MethodGet, path, nil), 404, "NotFoundError", "")

		g = s.gql(adminToken, `mutation { createSegment(input: {name: "g", constraints: [{contextName: "nope", operator: "IN", values: ["1"]}]}) { id } }`, nil)
		require.Equal(t, "ValidationError", g.errorCode())
	})
}

func TestStrategyDefinitions(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		list := s.mustOK(t, http.MethodGet, "/api/admin/strategies", nil)
		require.EqualValues(t, 1, list["version"])
		builtIn := map[string]bool{}
		for _, d := range list["strategies"].([]any) {
			d := d.(map[string]any)
			require.Equal(t, false, d["editable"], "%v", d)
			builtIn[d["name"].(string)] = d["deprecated"].(bool)
		}
		require.Equal(t, map[string]bool{"flexibleRollout": false, "default": false, "userWithId": true,
			"applicationHostname": false, "remoteAddress": false}, builtIn)
		rollout := s.mustOK(t, http.MethodGet, "/api/admin/strategies/flexibleRollout", nil)
		require.Equal(t, "Gradual rollout", rollout["displayName"])

		res := s.admin(http.MethodPost, "/api/admin/strategies", map[string]any{"name": "byRegion", "description": "Regions",
			"parameters": []map[string]any{{"name": "regions", "type": "list", "description": "Comma-separated", "required": true}, {"name": "note"}}})
		require.Equal(t, http.StatusCreated, res.Status, "body: %s", res.Body)
		require.Equal(t, "/api/admin/strategies/byRegion", res.Header.Get("Location"))
		created := res.JSON(t)
		require.Equal(t, true, created["editable"])
		require.Equal(t, "byRegion", created["displayName"])
		require.Equal(t, []any{
			map[string]any{"name": "regions", "type": "list", "description": "Comma-separated", "required": true},
			map[string]any{"name": "note", "type": "string", "required": false},
		}, created["parameters"])

		runCases(t, s, []catalogCase{
			{"duplicate", "POST", "/api/admin/strategies", map[string]any{"name": "byRegion", "parameters": []any{}}, 409, "NameExistsError", "byRegion"},
			{"name not URL-friendly", "POST", "/api/admin/strategies", map[string]any{"name": "by region", "parameters": []any{}}, 400, "ValidationError", "name"},
			{"bad parameter type", "POST", "/api/admin/strategies", map[string]any{"name": "x", "parameters": []map[string]any{{"name": "p", "type": "date"}}}, 400, "ValidationError", "parameters[0].type"},
			{"parameter twice", "POST", "/api/admin/strategies", map[string]any{"name": "x", "parameters": []map[string]any{{"name": "p"}, {"name": "p"}}}, 400, "ValidationError", "parameters[1].name"},
			{"parameter without name", "POST", "/api/admin/strategies", map[string]any{"name": "x", "parameters": []map[string]any{{"type": "list"}}}, 400, "ValidationError", "parameters[0].name"},
			{"read unknown", "GET", "/api/admin/strategies/nope", nil, 404, "NotFoundError", "nope"},
			{"update built-in", "PUT", "/api/admin/strategies/default", map[string]any{"description": "x"}, 400, "ValidationError", "built-in"},
			{"delete built-in", "DELETE", "/api/admin/strategies/remoteAddress", nil, 400, "ValidationError", "built-in"},
			{"deprecate default", "POST", "/api/admin/strategies/default/deprecate", nil, 400, "ValidationError", "default"},
			{"deprecate unknown", "POST", "/api/admin/strategies/nope/deprecate", nil, 404, "NotFoundError", "nope"},
			{"update", "PUT", "/api/admin/strategies/byRegion", map[string]any{"name": "byRegion", "title": "By region",
				"parameters": []map[string]any{{"name": "regions", "type": "list"}}}, 200, "", ""},
			{"deprecate a built-in", "POST", "/api/admin/strategies/applicationHostname/deprecate", nil, 200, "", ""},
			{"reactivate a built-in", "POST", "/api/admin/strategies/userWithId/reactivate", nil, 200, "", ""},
		})
		got := s.mustOK(t, http.MethodGet, "/api/admin/strategies/byRegion", nil)
		require.Equal(t, "By region", got["displayName"])
		require.Equal(t, "Regions", got["description"], "absent fields stay")
		require.Len(t, got["parameters"], 1)
		require.Equal(t, true, s.mustOK(t, http.MethodGet, "/api/admin/strategies/applicationHostname", nil)["deprecated"])
		require.Equal(t, false, s.mustOK(t, http.MethodGet, "/api/admin/strategies/userWithId", nil)["deprecated"])

		// A strategy in use cannot be deleted.
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "custom"})
		path := "/api/admin/projects/default/features/custom/environments/development/strategies"
		st := s.mustOK(t, http.MethodPost, path, map[string]any{"name": "byRegion", "parameters": map[string]any{"regions": "eu"}})
		requireError(t, s.admin(http.MethodDelete, "/api/admin/strategies/byRegion", nil), 400, "ValidationError", "used by 1")
		s.mustOK(t, http.MethodDelete, path+"/"+st["id"].(string), nil)
		s.mustOK(t, http.MethodDelete, "/api/admin/strategies/byRegion", nil)
		requireError(t, s.admin(http.MethodGet, "/api/admin/strategies/byRegion", nil), 404, "NotFoundError", "byRegion")

		g := s.gql(adminToken, `{ strategyDefinitions { name displayName editable parameters { name type required } } }`, nil)
		require.Empty(t, g.Errors)
		require.Len(t, g.Data["strategyDefinitions"], 5)
	})
}
