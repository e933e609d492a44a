package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"testing"
	"time"

	unleash "github.com/Unleash/unleash-client-go/v4"
	ucontext "github.com/Unleash/unleash-client-go/v4/context"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/schematype"
	"flagstone/graph/domain/flags/eval"
	"flagstone/graph/domain/flags/eval/evalspec"
)

// seedSpec writes a specification's flags into development of the default project as they
// are, past the admin API's validation (which refuses, say, an unknown operator). A parent
// that the specification does not define is stored archived: clients never see an
// archived flag, so for them it does not exist (as after a parent and its child are
// archived and the child revived). A strategy naming a segment that does not exist is the
// one state the store cannot hold: its foreign key refuses the flag whole, which is
// checked, so to every client the flag does not exist, and disabled is what the
// specification expects of it.
func seedSpec(t *testing.T, db *ent.Client, spec evalspec.Spec) {
	t.Helper()
	ctx := context.Background()
	features, segments := spec.State.Resolved()
	segIDs := map[int]int{}
	for _, sg := range segments {
		created, err := db.Segment.Create().SetName(fmt.Sprintf("%s/%d/%s", spec.Name, sg.ID, sg.Name)).SetConstraints(sg.Constraints).Save(ctx)
		require.NoError(t, err)
		segIDs[sg.ID] = created.ID
	}
	ids := map[string]int{}
	for _, f := range features {
		tx, err := db.Tx(ctx)
		require.NoError(t, err)
		id, err := seedFlag(ctx, tx.Client(), f, segIDs)
		if missing := missingSegments(f, segIDs); missing {
			require.Error(t, err, "%s names a segment that does not exist: the store refuses it", f.Name)
			require.NoError(t, tx.Rollback())
			continue
		}
		require.NoError(t, err, f.Name)
		require.NoError(t, tx.Commit())
		ids[f.Name] = id
	}
	for _, f := range features {
		for _, d := range f.Dependencies {
			child, ok := ids[f.Name]
			if !ok {
				continue
			}
			if _, ok := ids[d.Feature]; !ok {
				parent, err := db.Feature.Create().SetName(d.Feature).SetProjectID("default").SetArchivedAt(time.Now()).Save(ctx)
				require.NoError(t, err)
				ids[d.Feature] = parent.ID
			}
			enabled := d.Enabled == nil || *d.Enabled
			require.NoError(t, db.FeatureDependency.Create().SetChildID(child).SetParentID(ids[d.Feature]).
				SetEnabled(enabled).SetVariants(d.Variants).Exec(ctx))
		}
	}
}

// seedFlag stores one flag with its state and strategies in development.
func seedFlag(ctx context.Context, db *ent.Client, f eval.Feature, segIDs map[int]int) (int, error) {
	created, err := db.Feature.Create().SetName(f.Name).SetProjectID("default").Save(ctx)
	if err != nil {
		return 0, err
	}
	fe, err := db.FeatureEnvironment.Create().SetFeatureID(created.ID).SetEnvironmentID("development").
		SetEnabled(f.Enabled).SetVariants(f.Variants).Save(ctx)
	if err != nil {
		return 0, err
	}
	for i, st := range f.Strategies {
		c := db.FeatureStrategy.Create().SetFeatureEnvironmentID(fe.ID).SetStrategyName(st.Name).SetSortOrder(i).
			SetParameters(st.Parameters).SetConstraints(st.Constraints).SetVariants(st.Variants).SetDisabled(st.Disabled)
		for _, id := range st.Segments {
			stored, ok := segIDs[id]
			if !ok {
				stored = -id // no segment has a negative id
			}
			c.AddSegmentIDs(stored)
		}
		if err := c.Exec(ctx); err != nil {
			return 0, err
		}
	}
	return created.ID, nil
}

// missingSegments reports whether a strategy of f names a segment the specification does
// not define.
func missingSegments(f eval.Feature, segIDs map[int]int) bool {
	for _, st := range f.Strategies {
		for _, id := range st.Segments {
			if _, ok := segIDs[id]; !ok {
				return true
			}
		}
	}
	return false
}

// specPaths are the ways a client reaches the evaluation of a stored flag; each runs
// the whole client specification.
var specPaths = []string{"playground (REST)", "playground (GraphQL)", "frontend API", "client API", "Go SDK"}

// goSDKOperators are the constraint operators the Go SDK (v4.5.0, api/constraint.go)
// implements; it answers false for any other (internal/constraints/check.go), so a test of
// a flag using another (SEMVER_GTE, SEMVER_LTE, REGEX, IN_CIDR, added to the specification
// after it) says nothing of the server. What the server serves for those is checked whole
// on the client API path, by the evaluator that passes the specification.
var goSDKOperators = []string{"IN", "NOT_IN", "STR_CONTAINS", "STR_STARTS_WITH", "STR_ENDS_WITH",
	"NUM_EQ", "NUM_LT", "NUM_LTE", "NUM_GT", "NUM_GTE", "DATE_BEFORE", "DATE_AFTER",
	"SEMVER_EQ", "SEMVER_LT", "SEMVER_GT"}

// goSDKImplements reports whether every constraint of the flag (its segments' included)
// and of its parents uses an operator the Go SDK implements; a flag the set does not hold
// has none.
func goSDKImplements(set *eval.Set, state evalspec.State, flag string) bool {
	return goSDKImplementsAll(set, state, flag, map[string]bool{})
}

func goSDKImplementsAll(set *eval.Set, state evalspec.State, flag string, seen map[string]bool) bool {
	f, ok := set.Feature(flag)
	if !ok || seen[flag] {
		return true
	}
	seen[flag] = true
	for _, d := range f.Dependencies {
		if !goSDKImplementsAll(set, state, d.Feature, seen) {
			return false
		}
	}
	_, segments := state.Resolved()
	for _, st := range f.Strategies {
		cs := slices.Clone(st.Constraints)
		for _, sg := range segments {
			if slices.Contains(st.Segments, sg.ID) {
				cs = append(cs, sg.Constraints...)
			}
		}
		for _, c := range cs {
			if !slices.Contains(goSDKOperators, c.Operator) {
				return false
			}
		}
	}
	return true
}

// servedSet is the flag set of the document the Go SDK reads from GET /api/client/features.
func servedSet(t *testing.T, s *server, token string) *eval.Set {
	t.Helper()
	res := s.do(http.MethodGet, "/api/client/features", token, nil)
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	var doc struct {
		Features []eval.Feature `json:"features"`
		Segments []eval.Segment `json:"segments"`
	}
	require.NoError(t, json.Unmarshal(res.Body, &doc))
	return eval.NewSet(doc.Features, doc.Segments)
}

// specCheck is one test of a specification file: an expected state or an expected variant.
type specCheck struct {
	desc, flag string
	ctx        eval.Context
	enabled    *bool
	variant    *eval.Variant
}

func specChecks(spec evalspec.Spec) []specCheck {
	var checks []specCheck
	for _, tc := range spec.Tests {
		checks = append(checks, specCheck{tc.Description, tc.ToggleName, tc.Context, &tc.ExpectedResult, nil})
	}
	for _, tc := range spec.VariantTests {
		checks = append(checks, specCheck{tc.Description, tc.ToggleName, tc.Context, nil, &tc.ExpectedResult})
	}
	return checks
}

// specGoSDK is the official Go SDK reading the server's /api/client/features with token.
func specGoSDK(t *testing.T, s *server, token string) *unleash.Client {
	t.Helper()
	client, err := unleash.NewClient(
		unleash.WithAppName("client-specification"),
		unleash.WithUrl(s.URL+"/api/"),
		unleash.WithCustomHeaders(http.Header{"Authorization": {token}}),
		unleash.WithRefreshInterval(time.Hour),
		unleash.WithDisableMetrics(true),
		unleash.WithBackupPath(t.TempDir()),
	)
	require.NoError(t, err)
	t.Cleanup(func() { client.Close() })
	client.WaitForReady()
	return client
}

// goSDKAnswers reports whether the Go SDK answers what the specification expects.
func goSDKAnswers(sdk *unleash.Client, c specCheck) bool {
	uctx := sdkContext(c.ctx)
	if c.enabled != nil {
		return *c.enabled == sdk.IsEnabled(c.flag, unleash.WithContext(uctx))
	}
	v := sdk.GetVariant(c.flag, unleash.WithVariantContext(uctx))
	got := eval.Variant{Name: v.Name, Enabled: v.Enabled, FeatureEnabled: v.FeatureEnabled}
	if v.Payload.Type != "" {
		got.Payload = &schematype.Payload{Type: v.Payload.Type, Value: v.Payload.Value}
	}
	return reflect.DeepEqual(*c.variant, got)
}

func sdkContext(c eval.Context) ucontext.Context {
	return ucontext.Context{UserId: c.UserID, SessionId: c.SessionID, RemoteAddress: c.RemoteAddress,
		Environment: c.Environment, AppName: c.AppName, CurrentTime: c.CurrentTime, Properties: c.Properties}
}

// wantVariant is a variant as the playground shows it.
func wantVariant(v eval.Variant) map[string]any {
	want := map[string]any{"name": v.Name, "enabled": v.Enabled}
	if v.Payload != nil {
		want["payload"] = map[string]any{"type": v.Payload.Type, "value": v.Payload.Value}
	}
	return want
}

// checkPlayground checks one answer of the playground (REST or GraphQL) against the
// specification; a flag the specification never defines is absent.
func checkPlayground(t assert.TestingT, c specCheck, pf map[string]any, ok bool) bool {
	if !ok {
		return assert.False(t, c.enabled != nil && *c.enabled) &&
			assert.True(t, c.variant == nil || c.variant.Name == "disabled")
	}
	if c.enabled != nil {
		return assert.Equal(t, *c.enabled, pf["isEnabled"])
	}
	return assert.Equal(t, wantVariant(*c.variant), pf["variant"])
}

const specPlaygroundQuery = `query($c: PlaygroundContextInput!) { playground(input: {environment: "development", context: $c}) {
	name isEnabled variant { name enabled payload { type value } } } }`

// TestClientSpecificationThroughTheServer stores every flag of every client-specification
// file and runs every test through each of specPaths: the playground's answer, on REST and
// GraphQL, and the Go SDK's are the specification's expectation; the frontend API's is
// the evaluator's for the context it evaluates, whose remoteAddress defaults to the
// caller's. Nothing is tolerated: every test passes on every path.
func TestClientSpecificationThroughTheServer(t *testing.T) {
	inParallel(t)
	specs := evalspec.Load(t)
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			t.Parallel()
			specThroughTheServer(t, st, specs)
		})
	}
}

// specThroughTheServer runs the specification on one store; see
// TestClientSpecificationThroughTheServer.
func specThroughTheServer(t *testing.T, st store, specs []evalspec.Spec) {
	passed, total, beyondSDK := map[string]int{}, 0, 0
	for _, spec := range specs {
		t.Run(spec.Name, func(t *testing.T) {
			s := start(t, st.dsn(t))
			seedSpec(t, s.App.Store.Client, spec)
			s.refresh(t)
			frontend := s.apiToken(t, "frontend", "development", "default")
			client := s.apiToken(t, "client", "development", "default")
			served := servedSet(t, s, client)
			sdk := specGoSDK(t, s, client)
			set := spec.State.Set()
			for _, c := range specChecks(spec) {
				total++
				t.Run(c.desc, func(t *testing.T) {
					count := func(path string, ok bool) {
						if ok {
							passed[path]++
						} else {
							t.Errorf("%s: %s", path, c.desc)
						}
					}
					body := map[string]any{"environment": "development", "projects": "*", "context": c.ctx}
					pf, ok := s.playgroundFeatures(t, body)[c.flag]
					count(specPaths[0], checkPlayground(t, c, pf, ok))

					g := s.gql(adminToken, specPlaygroundQuery, map[string]any{"c": c.ctx})
					require.Empty(t, g.Errors)
					gf, ok := map[string]any(nil), false
					for _, f := range g.Data["playground"].([]any) {
						if m := f.(map[string]any); m["name"] == c.flag {
							gf, ok = m, true
						}
					}
					if ok && gf["variant"].(map[string]any)["payload"] == nil {
						delete(gf["variant"].(map[string]any), "payload")
					}
					count(specPaths[1], checkPlayground(t, c, gf, ok))

					fctx := c.ctx
					if fctx.RemoteAddress == "" {
						fctx.RemoteAddress = "127.0.0.1"
					}
					want := set.Evaluate(c.flag, &fctx, false)
					_, toggles := toggleNames(t, s.do(http.MethodPost, "/api/frontend", frontend, map[string]any{"context": c.ctx}))
					tg, on := toggles[c.flag]
					fine := assert.Equal(t, want.Enabled, on, "frontend API")
					if on && c.variant != nil { // variant tests stick to the context; others may pick at random
						fine = assert.Equal(t, want.Variant.Name, tg["variant"].(map[string]any)["name"], "frontend API") && fine
					}
					count(specPaths[2], fine)

					got := served.Evaluate(c.flag, &c.ctx, false)
					if c.enabled != nil {
						count(specPaths[3], assert.Equal(t, *c.enabled, got.Enabled, "client API"))
					} else {
						count(specPaths[3], assert.Equal(t, *c.variant, got.Variant, "client API"))
					}

					switch {
					case goSDKAnswers(sdk, c):
						passed[specPaths[4]]++
					case !goSDKImplements(set, spec.State, c.flag):
						beyondSDK++
					default:
						t.Errorf("Go SDK: %s", c.desc)
					}
				})
			}
		})
	}
	for _, p := range specPaths {
		t.Logf("%s: client specification through the %s: %d files, %d of %d tests passed", st.name, p, len(specs), passed[p], total)
	}
	t.Logf("%s: the Go SDK fails %d tests, all of flags using operators it does not implement; the client API path checks what is served for them", st.name, beyondSDK)
	require.Equal(t, total, passed[specPaths[4]]+beyondSDK, "every other test passes through the Go SDK")
}
