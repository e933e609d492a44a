// Package evalspec reads Unleash's client specification (the JSON suite of the reference's
// SDKs) for the tests that run it: the evaluator's own, and those through the server.
package evalspec

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"flagstone/graph/domain/flags/eval"
)

// State is a specification's flag set: a client API document, or a list of delta
// API events (hydration, then updates and removals).
type State struct {
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
	Name  string `json:"name"`
	State State  `json:"state"`
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
		ExpectedResult eval.Variant `json:"expectedResult"`
	} `json:"variantTests"`
}

// Set builds the specification's flag set.
func (s State) Set() *eval.Set { return eval.NewSet(s.Resolved()) }

// Resolved is the specification's flags and segments, delta events applied in order.
func (s State) Resolved() ([]eval.Feature, []eval.Segment) {
	if len(s.Events) == 0 {
		return s.Features, s.Segments
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
	return fs, ss
}

// Dir finds the client specification beside the clone (../shared/reference/…), or
// skips the test when it is absent, except in CI.
func Dir(t testing.TB) string {
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

// Load reads every file the specification's index names.
func Load(t testing.TB) []Spec {
	t.Helper()
	dir := Dir(t)
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
