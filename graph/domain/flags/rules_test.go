package flags

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/graph/apperr"
	"flagstone/graph/domain/kernel/kerneltest"
	"flagstone/graph/model"
)

// requireRefused checks err: nil when want is "", else a validation error whose message
// contains want.
func requireRefused(t *testing.T, err error, want string) {
	t.Helper()
	if want == "" {
		require.NoError(t, err)
		return
	}
	e := apperr.As(err)
	require.NotNil(t, e, "%v is not an apperr", err)
	require.Equal(t, apperr.KindValidation, e.Kind, "%v", err)
	require.Contains(t, e.Message, want)
}

func TestCheckDependency(t *testing.T) {
	child := &ent.Feature{Name: "child", ProjectID: "default"}
	parent := &ent.Feature{Name: "parent", ProjectID: "default"}
	elsewhere := &ent.Feature{Name: "parent", ProjectID: "other"}
	archived := &ent.Feature{Name: "parent", ProjectID: "default", ArchivedAt: new(time.Now())}
	cases := []struct {
		name                         string
		parent                       *ent.Feature
		parentName                   string
		parentIsChild, childIsParent bool
		want                         string
	}{
		{name: "allowed", parent: parent, parentName: "parent"},
		{name: "no parent named", parentName: "", want: "is required"},
		{name: "itself", parent: child, parentName: "child", want: "cannot depend on itself"},
		{name: "missing parent", parentName: "ghost", want: "does not exist"},
		{name: "other project", parent: elsewhere, parentName: "parent", want: "in another project"},
		{name: "archived parent", parent: archived, parentName: "parent", want: "is archived"},
		{name: "parent is a child", parent: parent, parentName: "parent", parentIsChild: true, want: "cannot be a parent"},
		{name: "child is a parent", parent: parent, parentName: "parent", childIsParent: true, want: "has children"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			requireRefused(t, CheckDependency(child, tc.parent, tc.parentName, tc.parentIsChild, tc.childIsParent), tc.want)
		})
	}
}

func TestDependencyState(t *testing.T) {
	cases := []struct {
		name         string
		enabled      *bool
		variants     []string
		wantOn       bool
		wantVariants []string
		want         string
	}{
		{name: "enabled by default", wantOn: true, wantVariants: []string{}},
		{name: "variants of an enabled parent", enabled: new(true), variants: []string{"a"}, wantOn: true, wantVariants: []string{"a"}},
		{name: "disabled parent", enabled: new(false), wantOn: false, wantVariants: []string{}},
		{name: "variants of a disabled parent", enabled: new(false), variants: []string{"a"}, want: "only be set when the parent must be enabled"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			on, variants, err := DependencyState(tc.enabled, tc.variants)
			requireRefused(t, err, tc.want)
			if tc.want == "" {
				require.Equal(t, tc.wantOn, on)
				require.Equal(t, tc.wantVariants, variants)
			}
		})
	}
}

func TestStaleChange(t *testing.T) {
	fresh := &ent.Feature{Name: "f", ProjectID: "default"}
	stale := &ent.Feature{Name: "f", ProjectID: "default", Stale: true}
	require.Empty(t, staleChange(fresh, fresh))
	on := staleChange(fresh, stale)
	require.Len(t, on, 1)
	require.Equal(t, "feature-stale-on", on[0].Type)
	require.Equal(t, "f", on[0].FeatureName)
	require.Equal(t, "feature-stale-off", staleChange(stale, fresh)[0].Type)
}

func TestTagChanges(t *testing.T) {
	cases := []struct {
		name string
		in   model.UpdateFeatureTagsInput
		want string
	}{
		{name: "both lists", in: model.UpdateFeatureTagsInput{AddedTags: []*model.TagInput{{Value: "ab"}}, RemovedTags: []*model.TagInput{{Type: "team", Value: "cd"}}}},
		{name: "added names its place", in: model.UpdateFeatureTagsInput{AddedTags: []*model.TagInput{{Value: "ab"}, {Value: "x"}}}, want: "addedTags[1].value"},
		{name: "removed names its place", in: model.UpdateFeatureTagsInput{RemovedTags: []*model.TagInput{{Value: "x"}}}, want: "removedTags[0].value"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			added, removed, err := tagChanges(tc.in)
			requireRefused(t, err, tc.want)
			if tc.want == "" {
				require.Equal(t, "simple", added[0].Type)
				require.Equal(t, "team", removed[0].Type)
			}
		})
	}
}

func TestOperand(t *testing.T) {
	cases := []struct {
		name, field, v string
		want           []string
		err            string
	}{
		{name: "bare", field: "project", v: "default", want: []string{"default"}},
		{name: "IS", field: "project", v: "IS:default", want: []string{"default"}},
		{name: "IS_ANY_OF", field: "project", v: "IS_ANY_OF:a,b", want: []string{"a", "b"}},
		{name: "bare tag type:value", field: "tag", v: "simple:x", want: []string{"simple:x"}},
		{name: "unknown operator", field: "project", v: "LIKE:x", err: "IS: or IS_ANY_OF:"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := operand(tc.field, tc.v)
			requireRefused(t, err, tc.err)
			if tc.err == "" {
				require.Equal(t, tc.want, got)
			}
		})
	}
}

// TestEnvironmentFlags shows what the one loader of an environment's flags reads: active
// flags by name, their state in that environment only, strategies in order with the
// disabled ones only when asked, and the projects asked for.
func TestEnvironmentFlags(t *testing.T) {
	ctx := context.Background()
	k := kerneltest.SQLite(t)
	db := k.Client
	for _, env := range []string{"development", "production"} {
		require.NoError(t, db.Environment.Create().SetID(env).SetType(env).Exec(ctx))
	}
	for _, p := range []string{"default", "other"} {
		require.NoError(t, db.Project.Create().SetID(p).SetName(p).Exec(ctx))
	}
	seg := db.Segment.Create().SetName("beta").SaveX(ctx)
	feature := func(name, project string, archived bool) *ent.Feature {
		c := db.Feature.Create().SetName(name).SetProjectID(project)
		if archived {
			c.SetArchivedAt(time.Now())
		}
		return c.SaveX(ctx)
	}
	b := feature("b", "default", false)
	a := feature("a", "other", false)
	feature("archived", "default", true)
	fe := db.FeatureEnvironment.Create().SetFeatureID(b.ID).SetEnvironmentID("production").SetEnabled(true).SaveX(ctx)
	db.FeatureEnvironment.Create().SetFeatureID(b.ID).SetEnvironmentID("development").SaveX(ctx)
	db.FeatureStrategy.Create().SetFeatureEnvironmentID(fe.ID).SetStrategyName("second").SetSortOrder(2).SaveX(ctx)
	db.FeatureStrategy.Create().SetFeatureEnvironmentID(fe.ID).SetStrategyName("off").SetSortOrder(1).SetDisabled(true).SaveX(ctx)
	db.FeatureStrategy.Create().SetFeatureEnvironmentID(fe.ID).SetStrategyName("first").SetSortOrder(0).AddSegments(seg).SaveX(ctx)
	db.FeatureDependency.Create().SetChildID(b.ID).SetParentID(a.ID).SaveX(ctx)

	cases := []struct {
		name           string
		q              EnvironmentFlagsQuery
		wantFlags      []string
		wantStrategies []string // of b
	}{
		{name: "client API", wantFlags: []string{"a", "b"}, wantStrategies: []string{"first", "second"}},
		{name: "playground", q: EnvironmentFlagsQuery{WithDisabled: true}, wantFlags: []string{"a", "b"}, wantStrategies: []string{"first", "off", "second"}},
		{name: "every project", q: EnvironmentFlagsQuery{Projects: []string{"*"}}, wantFlags: []string{"a", "b"}, wantStrategies: []string{"first", "second"}},
		{name: "one project", q: EnvironmentFlagsQuery{Projects: []string{"default"}}, wantFlags: []string{"b"}, wantStrategies: []string{"first", "second"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fs, err := EnvironmentFlags(ctx, db, "production", tc.q)
			require.NoError(t, err)
			var names []string
			var got *ent.Feature
			for _, f := range fs {
				names = append(names, f.Name)
				if f.Name == "b" {
					got = f
				}
			}
			require.Equal(t, tc.wantFlags, names)
			require.Len(t, got.Edges.Environments, 1, "the state in production only")
			require.True(t, got.Edges.Environments[0].Enabled)
			var strategies []string
			for _, st := range got.Edges.Environments[0].Edges.Strategies {
				strategies = append(strategies, st.StrategyName)
			}
			require.Equal(t, tc.wantStrategies, strategies)
			require.Equal(t, "beta", got.Edges.Environments[0].Edges.Strategies[0].Edges.Segments[0].Name)
			require.Equal(t, "a", got.Edges.Dependencies[0].Edges.Parent.Name)
		})
	}
}

func TestDropFeatures(t *testing.T) {
	ctx := context.Background()
	k := kerneltest.SQLite(t)
	require.NoError(t, k.Client.Project.Create().SetID("default").SetName("Default").Exec(ctx))
	k.Client.Feature.Create().SetName("live").SetProjectID("default").SaveX(ctx)
	k.Client.Feature.Create().SetName("gone").SetProjectID("default").SetArchivedAt(time.Now()).SaveX(ctx)
	require.NoError(t, DropFeatures(ctx, k))
	require.Zero(t, k.Client.Feature.Query().CountX(ctx))
	require.Equal(t, []string{"drop-features"}, kerneltest.EventTypes(t, k))
}
