package eval_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/ent/schematype"
	"flagstone/graph/domain/flags/eval"
)

// specState is a specification's flag set: a client API document, or a list of delta
// API events (hydration, then updates and removals).
type specState struct {
	Features []eval.Feature `json:"features"`
	Segments []eval.Segment `json:"segments"`
	Events   []struct {
		Type        string         `json:"type"`
		Features    []eval.Feature `json:"features"`
		Segments    []eval.Segment `json:"segments"`
		Feature     *eval.Feature  `json:"feature"`
		FeatureName string         `json:"featureName"`
		Segment     *eval.Segment  `json:"segment"`
	} `json:"events"`
}

// Spec is one file of Unleash's client specification.
type Spec struct {
	Name  string    `json:"name"`
	State specState `json:"state"`
	Tests []struct {
		Description    string       `json:"description"`
		Context        eval.Context `json:"context"`
		ToggleName     string       `json:"toggleName"`
		ExpectedResult bool         `json:"expectedResult"`
	} `json:"tests"`
	VariantTests []struct {
		Description    string       `json:"description"`
		Context        eval.Context `json:"context"`
		ToggleName     string       `json:"toggleName"`
		ExpectedResult struct {
			Name           string              `json:"name"`
			Enabled        bool                `json:"enabled"`
			FeatureEnabled bool                `json:"feature_enabled"`
			Payload        *schematype.Payload `json:"payload"`
		} `json:"expectedResult"`
	} `json:"variantTests"`
}

// Set builds the specification's flag set, applying delta events in order.
func (s specState) Set() *eval.Set {
	if len(s.Events) == 0 {
		return eval.NewSet(s.Features, s.Segments)
	}
	features := map[string]eval.Feature{}
	var order []string
	segments := map[int]eval.Segment{}
	put := func(f eval.Feature) {
		if _, ok := features[f.Name]; !ok {
			order = append(order, f.Name)
		}
		features[f.Name] = f
	}
	for _, e := range s.Events {
		switch e.Type {
		case "hydration":
			for _, f := range e.Features {
				put(f)
			}
			for _, sg := range e.Segments {
				segments[sg.ID] = sg
			}
		case "feature-updated":
			put(*e.Feature)
		case "feature-removed":
			delete(features, e.FeatureName)
		case "segment-updated":
			segments[e.Segment.ID] = *e.Segment
		case "segment-removed":
			delete(segments, e.Segment.ID)
		}
	}
	var fs []eval.Feature
	for _, n := range order {
		if f, ok := features[n]; ok {
			fs = append(fs, f)
		}
	}
	var ss []eval.Segment
	for _, sg := range segments {
		ss = append(ss, sg)
	}
	return eval.NewSet(fs, ss)
}

// SpecDir finds the client specification beside the clone (../shared/reference/…), or
// skips the test when it is absent, except in CI.
func SpecDir(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		require.NotEqual(t, parent, dir, "go.mod not found above the test")
		dir = parent
	}
	spec := filepath.Join(dir, "..", "shared", "reference", "client-specification", "specifications")
	if _, err := os.Stat(spec); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("the client specification is missing at %s", spec)
		}
		t.Skipf("the client specification is not at %s", spec)
	}
	return spec
}

// LoadSpecs reads every file the specification's index names.
func LoadSpecs(t *testing.T) []Spec {
	t.Helper()
	dir := SpecDir(t)
	raw, err := os.ReadFile(filepath.Join(dir, "index.json"))
	require.NoError(t, err)
	var names []string
	require.NoError(t, json.Unmarshal(raw, &names))
	specs := make([]Spec, len(names))
	for i, n := range names {
		b, err := os.ReadFile(filepath.Join(dir, n))
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(b, &specs[i]), n)
	}
	return specs
}

func TestClientSpecification(t *testing.T) {
	specs := LoadSpecs(t)
	passed, total := 0, 0
	for _, spec := range specs {
		set := spec.State.Set()
		t.Run(spec.Name, func(t *testing.T) {
			for _, tc := range spec.Tests {
				total++
				t.Run(tc.Description, func(t *testing.T) {
					got := set.Evaluate(tc.ToggleName, &tc.Context, false).Enabled
					require.Equal(t, tc.ExpectedResult, got)
					explained := set.Evaluate(tc.ToggleName, &tc.Context, true)
					require.Equal(t, got, explained.Enabled, "explaining changes nothing")
					passed++
				})
			}
			for _, tc := range spec.VariantTests {
				total++
				t.Run(tc.Description, func(t *testing.T) {
					want := eval.Variant{Name: tc.ExpectedResult.Name, Enabled: tc.ExpectedResult.Enabled,
						FeatureEnabled: tc.ExpectedResult.FeatureEnabled, Payload: tc.ExpectedResult.Payload}
					require.Equal(t, want, set.Evaluate(tc.ToggleName, &tc.Context, false).Variant)
					passed++
				})
			}
		})
	}
	t.Logf("client specification: %d files, %d of %d tests passed", len(specs), passed, total)
}

func TestDisabledStrategiesAreSkipped(t *testing.T) {
	cases := []struct {
		name       string
		strategies []eval.Strategy
		want       bool
	}{
		{"only a disabled strategy", []eval.Strategy{{Name: "default", Disabled: true}}, false},
		{"a disabled strategy before one that refuses", []eval.Strategy{{Name: "default", Disabled: true},
			{Name: "userWithId", Parameters: eval.Params{"userIds": "2"}}}, false},
		{"a disabled strategy before one that accepts", []eval.Strategy{{Name: "default", Disabled: true},
			{Name: "userWithId", Parameters: eval.Params{"userIds": "1, 3"}}}, true},
		{"a custom strategy", []eval.Strategy{{Name: "my-custom"}}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			set := eval.NewSet([]eval.Feature{{Name: "f", Enabled: true, Strategies: c.strategies}}, nil)
			require.Equal(t, c.want, set.IsEnabled("f", &eval.Context{UserID: "1"}))
			res := set.Evaluate("f", &eval.Context{UserID: "1"}, true)
			require.Equal(t, c.want, res.Enabled)
			require.Len(t, res.Strategies, len(c.strategies))
		})
	}
}
