package tests

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/ent/schematype"
)

const (
	batchExportPath   = "/api/admin/features-batch/export"
	batchImportPath   = "/api/admin/features-batch/import"
	batchValidatePath = "/api/admin/features-batch/validate"
	stateExportPath   = "/api/admin/state/export"
	stateImportPath   = "/api/admin/state/import"
)

// seedCatalog gives an instance what imports match by name and cannot create: the
// segment, and the context field and custom strategy the legacy document does not carry.
func seedCatalog(t *testing.T, s *server) int {
	t.Helper()
	ctx := context.Background()
	db := s.App.Domain.Client
	require.NoError(t, db.ContextField.Create().SetID("region").SetStickiness(true).
		SetLegalValues([]schematype.LegalValue{{Value: "eu", Description: "Europe"}, {Value: "us"}}).Exec(ctx))
	seg, err := db.Segment.Create().SetName("beta-users").
		SetConstraints([]schematype.Constraint{{ContextName: "region", Operator: "IN", Values: []string{"eu"}}}).Save(ctx)
	require.NoError(t, err)
	require.NoError(t, db.StrategyDefinition.Create().SetName("my-custom").SetDescription("custom").
		SetParameters([]schematype.StrategyParameter{{Name: "level", Type: "string"}}).Exec(ctx))
	return seg.ID
}

// populate fills an instance with flags carrying every kind of data: strategies with
// constraints, segments and variants, feature variants, tags, enabled state, dependencies.
func populate(t *testing.T, s *server) {
	t.Helper()
	seg := seedCatalog(t, s)
	ctx := context.Background()
	require.NoError(t, s.App.Domain.Client.TagType.Create().SetID("team").SetDescription("Owning team").Exec(ctx))
	for _, n := range []string{"f-parent", "f-child", "f-other"} {
		newFeature(t, s, "default", n)
	}
	env := "/api/admin/projects/default/features/%s/environments/development"
	steps := []struct {
		method, path string
		body         any
	}{
		{"POST", fmt.Sprintf(env, "f-parent") + "/strategies", map[string]any{
			"name": "flexibleRollout", "title": "Half of EU",
			"parameters":  map[string]any{"rollout": "50", "stickiness": "default", "groupId": "f-parent"},
			"constraints": []any{map[string]any{"contextName": "region", "operator": "IN", "values": []string{"eu"}}, map[string]any{"contextName": "userId", "operator": "STR_STARTS_WITH", "values": []string{"a"}, "caseInsensitive": true}},
			"segments":    []int{seg},
			"variants":    []any{map[string]any{"name": "blue", "weight": 1000, "weightType": "variable", "stickiness": "default"}},
		}},
		{"POST", fmt.Sprintf(env, "f-child") + "/strategies", map[string]any{"name": "my-custom", "parameters": map[string]any{"level": "3"}}},
		{"POST", fmt.Sprintf(env, "f-other") + "/strategies", map[string]any{"name": "default"}},
		{"PUT", fmt.Sprintf(env, "f-other") + "/variants", []any{
			map[string]any{"name": "v1", "weight": 200, "weightType": "fix", "stickiness": "default", "payload": map[string]any{"type": "string", "value": "x"}},
			map[string]any{"name": "v2", "weight": 0, "weightType": "variable", "stickiness": "default"},
		}},
		{"POST", fmt.Sprintf(env, "f-parent") + "/on", nil},
		{"POST", "/api/admin/projects/default/features/f-child/dependencies", map[string]any{"feature": "f-parent"}},
	}
	for _, st := range steps {
		res := s.admin(st.method, st.path, st.body)
		require.Less(t, res.Status, 300, "%s %s: %s", st.method, st.path, res.Body)
	}
	f, err := s.App.Domain.Flags.FeatureByName(ctx, "f-parent")
	require.NoError(t, err)
	for _, tg := range [][2]string{{"team", "core"}, {"simple", "ui"}} {
		require.NoError(t, s.App.Domain.Client.FeatureTag.Create().SetFeatureID(f.ID).SetTagTypeID(tg[0]).SetValue(tg[1]).Exec(ctx))
	}
}

// batchExport exports the default project's development environment, strategy ids left
// out: an import gives strategies new ids.
func batchExport(t *testing.T, s *server) map[string]any {
	t.Helper()
	res := s.admin(http.MethodPost, batchExportPath, map[string]any{"environment": "development", "project": "default"})
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	doc := res.JSON(t)
	for _, st := range doc["featureStrategies"].([]any) {
		delete(st.(map[string]any), "id")
	}
	return doc
}

func importBody(doc map[string]any) map[string]any {
	return map[string]any{"project": "default", "environment": "development", "data": doc}
}

func TestBatchExportImportRoundTrip(t *testing.T) {
	eachStoreN(t, 2, func(t *testing.T, ss []*server) {
		src, dst := ss[0], ss[1]
		populate(t, src)
		doc := batchExport(t, src)
		require.Len(t, doc["features"], 3)
		require.Len(t, doc["featureTags"], 2)
		require.Len(t, doc["dependencies"], 1)
		require.Len(t, doc["segments"], 1)
		require.Len(t, doc["contextFields"], 2, "region and userId")

		// The target has the segment (matched by name) but no flags, tag type or region field.
		ctx := context.Background()
		_, err := dst.App.Domain.Client.Segment.Create().SetName("beta-users").Save(ctx)
		require.NoError(t, err)
		require.NoError(t, dst.App.Domain.Client.StrategyDefinition.Create().SetName("my-custom").
			SetParameters([]schematype.StrategyParameter{{Name: "level", Type: "string"}}).Exec(ctx))
		v := dst.admin(http.MethodPost, batchValidatePath, importBody(doc))
		require.Equal(t, http.StatusOK, v.Status, "body: %s", v.Body)
		require.Empty(t, v.JSON(t)["errors"], "body: %s", v.Body)
		require.Contains(t, string(v.Body), "my-custom", "custom strategies are a warning")

		res := dst.admin(http.MethodPost, batchImportPath, importBody(doc))
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Empty(t, res.Body)
		require.Equal(t, doc, batchExport(t, dst))

		// Importing the same document again changes nothing and keeps the documents equal.
		res = dst.admin(http.MethodPost, batchImportPath, importBody(doc))
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		require.Equal(t, doc, batchExport(t, dst))

		for typ, want := range map[string]int{"feature-created": 3, "features-imported": 2, "feature-strategy-add": 6,
			"feature-strategy-remove": 3, "feature-environment-enabled": 1, "feature-dependency-added": 2,
			"tag-type-created": 1, "context-field-created": 1, "features-exported": 2} {
			got := dst.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": typ}).JSON(t)
			require.EqualValues(t, want, got["totalEvents"], typ)
		}
		tagged := dst.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": "feature-tagged", "feature": "f-parent"}).JSON(t)
		require.EqualValues(t, 2, tagged["totalEvents"])
		ev := tagged["events"].([]any)[0].(map[string]any)
		require.Len(t, ev["tags"], 2, "events carry the feature's tags")
	})
}

func TestStateExportImportRoundTrip(t *testing.T) {
	eachStoreN(t, 2, func(t *testing.T, ss []*server) {
		src, dst := ss[0], ss[1]
		populate(t, src)
		seedCatalog(t, dst)
		newFeature(t, dst, "default", "doomed")

		doc := src.admin(http.MethodGet, stateExportPath+"?environment=development", nil)
		require.Equal(t, http.StatusOK, doc.Status, "body: %s", doc.Body)
		require.Contains(t, doc.Header.Get("Content-Type"), "application/json")
		var parsed map[string]any
		requireJSON(t, doc, &parsed)
		require.EqualValues(t, 1, parsed["version"])
		require.Len(t, parsed["features"], 3)

		res := dst.do(http.MethodPost, stateImportPath+"?drop=true&environment=development", adminToken, string(doc.Body))
		require.Equal(t, http.StatusAccepted, res.Status, "body: %s", res.Body)
		again := dst.admin(http.MethodGet, stateExportPath+"?environment=development", nil)
		require.JSONEq(t, string(doc.Body), string(again.Body))

		for typ, want := range map[string]int{"drop-features": 1, "drop-strategies": 1, "feature-import": 3, "strategy-import": 1} {
			got := dst.admin(http.MethodPost, "/api/admin/events/search", map[string]any{"type": typ}).JSON(t)
			require.EqualValues(t, want, got["totalEvents"], typ)
		}
		require.Equal(t, http.StatusNotFound, dst.admin(http.MethodGet, "/api/admin/projects/default/features/doomed", nil).Status)
	})
}

func TestStateImportKeepAndDrop(t *testing.T) {
	doc := func(desc string, names ...string) map[string]any {
		fs := []any{}
		for _, n := range names {
			fs = append(fs, map[string]any{"name": n, "description": desc, "enabled": true,
				"strategies": []any{map[string]any{"name": "default", "parameters": map[string]any{}}}, "variants": []any{}})
		}
		return map[string]any{"version": 1, "features": fs, "strategies": []any{}}
	}
	description := func(t *testing.T, s *server, name string) any {
		res := s.admin(http.MethodGet, "/api/admin/projects/default/features/"+name, nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		return res.JSON(t)["description"]
	}
	eachStore(t, func(t *testing.T, s *server) {
		require.Equal(t, http.StatusAccepted, s.admin(http.MethodPost, stateImportPath, doc("first", "a")).Status)
		require.Equal(t, "first", description(t, s, "a"))

		// keep defaults to true: a is untouched, b is added.
		require.Equal(t, http.StatusAccepted, s.admin(http.MethodPost, stateImportPath, doc("second", "a", "b")).Status)
		require.Equal(t, "first", description(t, s, "a"))
		require.Equal(t, "second", description(t, s, "b"))

		// keep=false overwrites.
		require.Equal(t, http.StatusAccepted, s.admin(http.MethodPost, stateImportPath+"?keep=FALSE", doc("third", "a")).Status)
		require.Equal(t, "third", description(t, s, "a"))

		// drop=1 removes what the document does not hold.
		require.Equal(t, http.StatusAccepted, s.admin(http.MethodPost, stateImportPath+"?drop=1", doc("fourth", "c")).Status)
		require.Equal(t, http.StatusNotFound, s.admin(http.MethodGet, "/api/admin/projects/default/features/a", nil).Status)
		require.Equal(t, "fourth", description(t, s, "c"))
		prod := s.admin(http.MethodGet, "/api/admin/projects/default/features/c", nil).JSON(t)
		require.Contains(t, string(mustJSON(t, prod)), `"enabled":true`, "the v1 enabled lands in production")
	})
}

func mustJSON(t testing.TB, v any) []byte {
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

func TestStateExportFormatsAndFlags(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		newFeature(t, s, "default", "yaml-flag")
		cases := []struct {
			name, query   string
			status        int
			features, ctt string
			strategies    bool
		}{
			{"defaults", "", 200, "yaml-flag", "application/json", true},
			{"integer false", "?featureToggles=0", 200, "", "application/json", true},
			{"integer true", "?featureToggles=1&strategies=0", 200, "yaml-flag", "application/json", false},
			{"any case", "?featureToggles=TRUE&strategies=False", 200, "yaml-flag", "application/json", false},
			{"yaml", "?format=yaml", 200, "yaml-flag", "text/yaml", true},
			{"bad boolean", "?strategies=maybe", 400, "", "", false},
			{"bad format", "?format=xml", 400, "", "", false},
			{"unknown environment", "?environment=nope", 404, "", "", false},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := s.admin(http.MethodGet, stateExportPath+c.query, nil)
				require.Equal(t, c.status, res.Status, "body: %s", res.Body)
				if c.status != 200 {
					return
				}
				require.Contains(t, res.Header.Get("Content-Type"), c.ctt)
				body := string(res.Body)
				require.Equal(t, c.features != "", strings.Contains(body, c.features+"") && strings.Contains(body, "yaml-flag"), body)
				require.Equal(t, c.strategies, strings.Contains(body, "flexibleRollout"), body)
			})
		}
		requireError(t, s.admin(http.MethodGet, stateExportPath+"?download=perhaps", nil), 400, "ValidationError", "download")

		res := s.admin(http.MethodGet, stateExportPath+"?format=yaml&download=true", nil)
		require.Regexp(t, `^attachment; filename="export-.+\.yml"$`, res.Header.Get("Content-Disposition"))

		// The YAML export imports back as a multipart file, and so does JSON.
		for _, name := range []string{"export.yml", "export.json"} {
			format := map[string]string{"export.yml": "yaml", "export.json": "json"}[name]
			exported := s.admin(http.MethodGet, stateExportPath+"?format="+format, nil)
			require.Equal(t, http.StatusOK, exported.Status)
			res := s.multipart(stateImportPath+"?drop=true", name, exported.Body)
			require.Equal(t, http.StatusAccepted, res.Status, "%s: %s", name, res.Body)
			require.Equal(t, http.StatusOK, s.admin(http.MethodGet, "/api/admin/projects/default/features/yaml-flag", nil).Status)
		}
		requireError(t, s.multipart(stateImportPath, "other.txt", nil), 400, "ValidationError", "")
	})
}

// multipart posts body as the file part of a form, as the admin.
func (s *server) multipart(path, fileName string, body []byte) response {
	s.t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	if body != nil {
		fw, err := mw.CreateFormFile("file", fileName)
		require.NoError(s.t, err)
		_, err = fw.Write(body)
		require.NoError(s.t, err)
	}
	require.NoError(s.t, mw.Close())
	req, err := http.NewRequest(http.MethodPost, s.URL+path, &buf)
	require.NoError(s.t, err)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", adminToken)
	res, err := http.DefaultClient.Do(req)
	require.NoError(s.t, err)
	defer res.Body.Close()
	var out bytes.Buffer
	_, err = out.ReadFrom(res.Body)
	require.NoError(s.t, err)
	return response{Status: res.StatusCode, Header: res.Header, Body: out.Bytes()}
}

// counts are the rows an import writes, to prove a refused one wrote nothing.
func counts(t *testing.T, s *server) [4]int {
	ctx := context.Background()
	db := s.App.Domain.Client
	var c [4]int
	var err error
	for i, count := range []func(context.Context) (int, error){db.Feature.Query().Count, db.FeatureStrategy.Query().Count,
		db.Event.Query().Count, db.ContextField.Query().Count} {
		c[i], err = count(ctx)
		require.NoError(t, err)
	}
	return c
}

func TestBatchImportVerification(t *testing.T) {
	feature := func(name string) map[string]any { return map[string]any{"name": name, "type": "release"} }
	strategy := func(feature, name string) map[string]any {
		return map[string]any{"name": name, "featureName": feature, "parameters": map[string]any{}, "constraints": []any{}}
	}
	data := func(mod func(d map[string]any)) map[string]any {
		d := map[string]any{"features": []any{feature("new-a")}, "featureStrategies": []any{strategy("new-a", "default")},
			"featureEnvironments": []any{}, "contextFields": []any{}, "featureTags": []any{}, "segments": []any{},
			"tagTypes": []any{}, "dependencies": []any{}}
		mod(d)
		return d
	}
	cases := []struct {
		name    string
		data    map[string]any
		status  int
		message string
	}{
		{"unknown strategy", data(func(d map[string]any) { d["featureStrategies"] = []any{strategy("new-a", "nope")} }), 400, "nope"},
		{"context field would lose legal values", data(func(d map[string]any) {
			d["contextFields"] = []any{map[string]any{"name": "region", "legalValues": []any{map[string]any{"value": "mars"}}}}
		}), 400, "region"},
		{"feature of another project", data(func(d map[string]any) { d["features"] = []any{feature("elsewhere")} }), 400, "elsewhere (in project other)"},
		{"unknown segment", data(func(d map[string]any) {
			d["segments"] = []any{map[string]any{"id": 7, "name": "ghosts"}}
			st := strategy("new-a", "default")
			st["segments"] = []int{7}
			d["featureStrategies"] = []any{st}
		}), 400, "ghosts"},
		{"dependency parent nowhere", data(func(d map[string]any) {
			d["dependencies"] = []any{map[string]any{"feature": "new-a", "dependencies": []any{map[string]any{"feature": "phantom"}}}}
		}), 400, "phantom"},
		{"duplicate names", data(func(d map[string]any) { d["features"] = []any{feature("new-a"), feature("new-a")} }), 400, "new-a"},
		{"bad operator", data(func(d map[string]any) {
			st := strategy("new-a", "default")
			st["constraints"] = []any{map[string]any{"contextName": "userId", "operator": "LIKE", "values": []string{"x"}}}
			d["featureStrategies"] = []any{st}
		}), 400, "data.featureStrategies[0].constraints[0].operator"},
		{"a REGEX over the size limit", data(func(d map[string]any) {
			st := strategy("new-a", "default")
			st["constraints"] = []any{map[string]any{"contextName": "userId", "operator": "REGEX", "value": "(a{1,30}){1,30}b"}}
			d["featureStrategies"] = []any{st}
		}), 400, "data.featureStrategies[0].constraints[0].value compiles to 1862 instructions"},
		{"variant weight", data(func(d map[string]any) {
			d["featureEnvironments"] = []any{map[string]any{"name": "new-a", "featureName": "new-a", "enabled": true,
				"variants": []any{map[string]any{"name": "v", "weight": 1001, "weightType": "fix"}}}}
		}), 400, "data.featureEnvironments[0].variants[0].weight"},
	}
	eachStore(t, func(t *testing.T, s *server) {
		seedCatalog(t, s)
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/projects", map[string]any{"id": "other", "name": "Other"}).Status)
		newFeature(t, s, "other", "elsewhere")
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				before := counts(t, s)
				res := s.admin(http.MethodPost, batchImportPath, importBody(c.data))
				requireError(t, res, c.status, "ValidationError", c.message)
				require.Equal(t, before, counts(t, s), "a refused import writes nothing")
				v := s.admin(http.MethodPost, batchValidatePath, importBody(c.data))
				require.Equal(t, http.StatusOK, v.Status, "body: %s", v.Body)
				require.NotEmpty(t, v.JSON(t)["errors"])
				require.Contains(t, string(v.Body), strings.SplitN(c.message, " ", 2)[0])
			})
		}
		ok := importBody(data(func(map[string]any) {}))
		for name, target := range map[string]map[string]any{"project": {"project": "nope"}, "environment": {"environment": "nope"}} {
			body := map[string]any{}
			for k, v := range ok {
				body[k] = v
			}
			for k, v := range target {
				body[k] = v
			}
			requireError(t, s.admin(http.MethodPost, batchImportPath, body), 404, "NotFoundError", "nope")
			_ = name
		}
		requireError(t, s.admin(http.MethodPost, batchImportPath, map[string]any{"project": 3}), 400, "ValidationError", "project")
	})
}

func TestStateImportNamesTheItem(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		before := counts(t, s)
		doc := map[string]any{"version": 1, "features": []any{
			map[string]any{"name": "fine", "enabled": false, "strategies": []any{}},
			map[string]any{"name": "broken", "enabled": true, "strategies": []any{map[string]any{"name": "no-such-strategy"}}},
		}}
		requireError(t, s.admin(http.MethodPost, stateImportPath, doc), 400, "ValidationError", "features[1].strategies[0].name")
		doc["features"] = []any{map[string]any{"name": "bad name!"}}
		requireError(t, s.admin(http.MethodPost, stateImportPath, doc), 400, "ValidationError", "features[0].name")
		doc["features"] = []any{map[string]any{"name": "v", "variants": []any{map[string]any{"name": "a", "weight": 2000, "weightType": "fix"}}}}
		requireError(t, s.admin(http.MethodPost, stateImportPath, doc), 400, "ValidationError", "features[0].variants[0].weight")
		require.Equal(t, before, counts(t, s))
	})
}

func TestImportBodyLimits(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		pad := strings.Repeat("x", 6<<20)
		body := fmt.Sprintf(`{"project":"default","environment":"development","data":{"features":[],"featureStrategies":[],"tagTypes":[]},"pad":"%s"}`, pad)
		requireError(t, s.do(http.MethodPost, batchImportPath, adminToken, body), 413, "PayloadTooLarge", "")
		big := fmt.Sprintf(`{"version":1,"features":[],"pad":"%s"}`, strings.Repeat("x", 11<<20))
		requireError(t, s.do(http.MethodPost, stateImportPath, adminToken, big), 413, "PayloadTooLarge", "")
		// Under the limit, a document of 6 MB is fine for the state import.
		res := s.do(http.MethodPost, stateImportPath, adminToken, fmt.Sprintf(`{"version":1,"features":[],"pad":"%s"}`, pad))
		require.Equal(t, http.StatusAccepted, res.Status, "body: %.200s", res.Body)
	})
}

func TestTransferGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		populate(t, s)
		exp := s.gql(adminToken, `mutation { exportFeatures(query: {environment: "development", features: ["f-parent"]}) }`, nil)
		require.Empty(t, exp.Errors)
		doc := exp.Data["exportFeatures"].(map[string]any)
		require.Len(t, doc["features"], 1)
		require.Len(t, doc["featureTags"], 2)

		doc["features"].([]any)[0].(map[string]any)["description"] = "from GraphQL"
		vars := map[string]any{"doc": map[string]any{"project": "default", "environment": "development", "data": doc}}
		v := s.gql(adminToken, `query($doc: Map!) { validateImport(document: $doc) { errors { message } warnings { message affectedItems } } }`, vars)
		require.Empty(t, v.Errors)
		require.Empty(t, v.Data["validateImport"].(map[string]any)["errors"])
		imp := s.gql(adminToken, `mutation($doc: Map!) { importFeatures(document: $doc) }`, vars)
		require.Empty(t, imp.Errors)
		f := s.admin(http.MethodGet, "/api/admin/projects/default/features/f-parent", nil).JSON(t)
		require.Equal(t, "from GraphQL", f["description"])

		bad := s.gql(adminToken, `mutation { importFeatures(document: {project: "default", environment: "development", data: {features: [{name: "x"}], featureStrategies: [{name: "nope", featureName: "x"}], tagTypes: []}}) }`, nil)
		require.Equal(t, "ValidationError", bad.errorCode())

		none := s.gql(adminToken, `{ exportState(featureToggles: false) }`, nil)
		require.Empty(t, none.Data["exportState"].(map[string]any)["features"])
		state := s.gql(adminToken, `{ exportState(environment: "development") }`, nil)
		require.Empty(t, state.Errors)
		sdoc := state.Data["exportState"].(map[string]any)
		require.Len(t, sdoc["features"], 3)
		res := s.gql(adminToken, `mutation($d: Map!) { importState(document: $d, drop: true, environment: "development") }`, map[string]any{"d": sdoc})
		require.Empty(t, res.Errors)
		again := s.gql(adminToken, `{ exportState(environment: "development") }`, nil)
		require.Equal(t, sdoc, again.Data["exportState"])
	})
}
