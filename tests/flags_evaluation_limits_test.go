package tests

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/domain/flags/eval"
)

// storeRegexFlags stores n flags named prefix-0… in development of the default project,
// each on for contexts whose field matches pattern. It writes past the admin API's
// validation, as a pattern stored before the limit on patterns existed.
func storeRegexFlags(t *testing.T, s *server, prefix string, n int, field, pattern string) {
	t.Helper()
	ctx := context.Background()
	db := s.App.Store.Client
	features := make([]*ent.FeatureCreate, n)
	for i := range features {
		features[i] = db.Feature.Create().SetName(fmt.Sprintf("%s-%d", prefix, i)).SetProjectID("default")
	}
	fs, err := db.Feature.CreateBulk(features...).Save(ctx)
	require.NoError(t, err)
	envs := make([]*ent.FeatureEnvironmentCreate, n)
	for i, f := range fs {
		envs[i] = db.FeatureEnvironment.Create().SetFeatureID(f.ID).SetEnvironmentID("development").SetEnabled(true)
	}
	fes, err := db.FeatureEnvironment.CreateBulk(envs...).Save(ctx)
	require.NoError(t, err)
	constraints := []schematype.Constraint{{ContextName: field, Operator: "REGEX", Value: pattern}}
	strategies := make([]*ent.FeatureStrategyCreate, n)
	for i, fe := range fes {
		strategies[i] = db.FeatureStrategy.Create().SetFeatureEnvironmentID(fe.ID).SetStrategyName("default").
			SetParameters(map[string]string{}).SetConstraints(constraints)
	}
	require.NoError(t, db.FeatureStrategy.CreateBulk(strategies...).Exec(ctx))
}

// playgroundQuery evaluates development for $c once per alias.
func playgroundQuery(aliases int) string {
	var q strings.Builder
	q.WriteString("query($c: PlaygroundContextInput!) {")
	for i := range aliases {
		fmt.Fprintf(&q, ` p%d: playground(input: {environment: "development", context: $c}) { name isEnabled }`, i)
	}
	return q.String() + " }"
}

// TestContextsBeyondTheLimitsAreRefused: a 900 KB context value against an unanchored
// REGEX with counted repetitions took seconds of CPU per request; now a context beyond
// the limits is a 400 naming the property, on the frontend API and the playground.
func TestContextsBeyondTheLimitsAreRefused(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/context", map[string]any{"name": "blob"})
		storeRegexFlags(t, s, "slow", 1, "blob", `(a{1,30}){1,30}b`)
		s.refresh(t)
		frontend := s.apiToken(t, "frontend", "development", "default")
		huge := strings.Repeat("a", 900<<10)
		long := strings.Repeat("a", eval.MaxContextValueBytes+1)
		many := map[string]any{}
		for i := range eval.MaxContextProperties + 1 {
			many[fmt.Sprintf("p%d", i)] = "1"
		}
		cases := []struct {
			name, method, path, token string
			body                      any
			property                  string
		}{
			{name: "a 900 KB property", method: http.MethodPost, path: "/api/frontend", token: frontend,
				body: map[string]any{"context": map[string]any{"properties": map[string]any{"blob": huge}}}, property: "context.properties.blob"},
			{name: "a 900 KB field outside properties", method: http.MethodPost, path: "/api/frontend", token: frontend,
				body: map[string]any{"context": map[string]any{"blob": huge}}, property: "context.properties.blob"},
			{name: "a long userId in the query string", method: http.MethodGet, path: "/api/frontend?userId=" + long, token: frontend,
				property: "context.userId"},
			{name: "a long property of one flag", method: http.MethodGet, path: "/api/frontend/features/slow-0?" +
				url.QueryEscape("properties[blob]") + "=" + long, token: frontend, property: "context.properties.blob"},
			{name: "too many properties", method: http.MethodPost, path: "/api/frontend", token: frontend,
				body: map[string]any{"context": map[string]any{"properties": many}}, property: "context.properties"},
			{name: "the playground", method: http.MethodPost, path: "/api/admin/playground", token: adminToken,
				body:     map[string]any{"environment": "development", "context": map[string]any{"properties": map[string]any{"blob": huge}}},
				property: "context.properties.blob"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				requireError(t, s.do(c.method, c.path, c.token, c.body), http.StatusBadRequest, "ValidationError", c.property)
			})
		}

		g := s.gql(adminToken, playgroundQuery(2), map[string]any{"c": map[string]any{"properties": map[string]any{"blob": huge}}})
		require.Equal(t, "ValidationError", g.errorCode(), "%+v", g.Errors)
		require.Contains(t, g.Errors[0].Message, "context.properties.blob")

		// The pattern was stored before patterns were bounded: it still reads and evaluates,
		// against values short enough to bound its work.
		strategies := s.mustOK(t, http.MethodGet, devFeatures+"/slow-0", nil)["environments"]
		require.Contains(t, fmt.Sprint(strategies), `(a{1,30}){1,30}b`)
		for _, c := range []struct {
			name, value string
			on          bool
		}{
			{name: "a short value that matches", value: "xaab", on: true},
			{name: "a value at the limit, too long for the stored pattern", value: long[2:] + "b"},
		} {
			_, toggles := toggleNames(t, s.do(http.MethodPost, "/api/frontend", frontend,
				map[string]any{"context": map[string]any{"properties": map[string]any{"blob": c.value}}}))
			_, on := toggles["slow-0"]
			require.Equal(t, c.on, on, c.name)
		}

		atLimit := map[string]any{}
		for i := range eval.MaxContextProperties {
			atLimit[fmt.Sprintf("p%d", i)] = long[1:]
		}
		toggleNames(t, s.do(http.MethodPost, "/api/frontend", frontend, map[string]any{"context": map[string]any{"properties": atLimit}}))
	})
}

// TestRegexPatternSizeIsBoundedAtWrite: every write of a REGEX constraint (strategies and
// segments, on both faces) refuses a pattern whose program is over the limit.
func TestRegexPatternSizeIsBoundedAtWrite(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, devFeatures, map[string]any{"name": "rx"})
		strategies := devFeatures + "/rx/environments/development/strategies"
		regex := func(pattern string) []map[string]any {
			return []map[string]any{{"contextName": "userId", "operator": "REGEX", "value": pattern}}
		}
		const tooLarge = `(a{1,30}){1,30}b`
		cases := []struct {
			name, path string
			body       map[string]any
			accepted   bool
		}{
			{name: "a strategy", path: strategies, body: map[string]any{"name": "default", "constraints": regex(tooLarge)}},
			{name: "a segment", path: "/api/admin/segments", body: map[string]any{"name": "rx", "constraints": regex(tooLarge)}},
			{name: "a strategy at the limit", path: strategies, body: map[string]any{"name": "default", "constraints": regex(`[a-z]{1,499}b`)}, accepted: true},
			{name: "a segment at the limit", path: "/api/admin/segments", body: map[string]any{"name": "rx-at-the-limit", "constraints": regex(`[a-z]{1,499}b`)}, accepted: true},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := s.admin(http.MethodPost, c.path, c.body)
				if c.accepted {
					require.True(t, res.Status >= 200 && res.Status < 300, "status %d, body: %s", res.Status, res.Body)
					return
				}
				requireError(t, res, http.StatusBadRequest, "ValidationError", "constraints[0].value compiles to 1862 instructions")
			})
		}

		for name, mutation := range map[string]string{
			"addFeatureStrategy": `mutation($c: [ConstraintInput!]!) { addFeatureStrategy(projectId: "default", featureName: "rx",
				environment: "development", input: {name: "default", constraints: $c}) { id } }`,
			"createSegment": `mutation($c: [ConstraintInput!]!) { createSegment(input: {name: "rx2", constraints: $c}) { id } }`,
		} {
			g := s.gql(adminToken, mutation, map[string]any{"c": regex(tooLarge)})
			require.Equal(t, "ValidationError", g.errorCode(), "%s: %+v", name, g.Errors)
			require.Contains(t, g.Errors[0].Message, "constraints[0].value", name)
		}
	})
}

// TestEvaluationStopsAtItsDeadline: evaluating many flags for one context stops at the
// request's time limit, with the usual answer, on the frontend API and the playground;
// playground aliases sharing one context cost what they evaluate.
func TestEvaluationStopsAtItsDeadline(t *testing.T) {
	eachStoreWith(t, map[string]string{"REQUEST_TIMEOUT": "1s"}, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/context", map[string]any{"name": "blob"})
		// Each flag's pattern is within the limits and, against a value at the limit, takes
		// tens of milliseconds: 200 of them take several times the time limit.
		storeRegexFlags(t, s, "busy", 200, "blob", `[a-z]{1,490}b`)
		s.refresh(t)
		frontend := s.apiToken(t, "frontend", "development", "default")
		c := map[string]any{"properties": map[string]any{"blob": strings.Repeat("a", eval.MaxContextValueBytes)}}

		requireError(t, s.do(http.MethodPost, "/api/frontend", frontend, map[string]any{"context": c}),
			http.StatusServiceUnavailable, "ServiceUnavailable", "time limit")
		requireError(t, s.admin(http.MethodPost, "/api/admin/playground", map[string]any{"environment": "development", "context": c}),
			http.StatusServiceUnavailable, "ServiceUnavailable", "time limit")
		g := s.gql(adminToken, playgroundQuery(3), map[string]any{"c": c})
		require.Equal(t, "ServiceUnavailable", g.errorCode(), "%+v", g.Errors)

		g = s.gql(adminToken, playgroundQuery(10), map[string]any{"c": c})
		require.Equal(t, "ValidationError", g.errorCode(), "%+v", g.Errors)
		require.Contains(t, g.Errors[0].Message, "query cost")
	})
}
