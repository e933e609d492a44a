package changes

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestActionPayloads checks each action's payload as a change is added: what reads as the
// action's input passes (compacted), what does not is refused naming the problem.
func TestActionPayloads(t *testing.T) {
	for _, tc := range []struct {
		name, action, payload string
		wantErr               string
		want                  string
	}{
		{name: "enable", action: "updateEnabled", payload: `{ "enabled": true }`, want: `{"enabled":true}`},
		{name: "enable without enabled", action: "updateEnabled", payload: `{}`, wantErr: "enabled is required"},
		{name: "enable with a string", action: "updateEnabled", payload: `{"enabled":"yes"}`, wantErr: "invalid"},
		{name: "add strategy", action: "addStrategy", payload: `{"name":"default","parameters":{}}`, want: `{"name":"default","parameters":{}}`},
		{name: "update strategy without id", action: "updateStrategy", payload: `{"name":"default"}`, wantErr: "id of the strategy"},
		{name: "delete strategy", action: "deleteStrategy", payload: `{"id":"6b1b0c1e-1111-4a4a-8b8b-000000000001"}`, want: `{"id":"6b1b0c1e-1111-4a4a-8b8b-000000000001"}`},
		{name: "reorder", action: "reorderStrategy", payload: `[{"id":"a","sortOrder":1}]`, want: `[{"id":"a","sortOrder":1}]`},
		{name: "reorder with an object", action: "reorderStrategy", payload: `{"id":"a"}`, wantErr: "invalid"},
		{name: "variants over 100 %", action: "patchVariant", payload: `{"variants":[{"name":"a","weight":1001,"weightType":"fix","stickiness":"default"}]}`, wantErr: "weight"},
		{name: "archive without payload", action: "archiveFeature", payload: ``, want: ``},
		{name: "dependency", action: "addDependency", payload: `{"feature":"parent"}`, want: `{"feature":"parent"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, ok := actions[tc.action]
			require.True(t, ok)
			got, err := a.check(json.RawMessage(tc.payload))
			if tc.wantErr != "" {
				require.ErrorContains(t, err, tc.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tc.want, string(got))
		})
	}
}

// TestReplacementKeys: a change replaces the one of the same feature and action with the
// same key (the strategy, the parent), and only that one.
func TestReplacementKeys(t *testing.T) {
	require.Equal(t, "s1", actions["updateStrategy"].key(json.RawMessage(`{"id":"s1","name":"x"}`)))
	require.Equal(t, "parent", actions["deleteDependency"].key(json.RawMessage(`{"feature":"parent"}`)))
	require.Equal(t, "", actions["updateEnabled"].key(json.RawMessage(`{"enabled":true}`)))
	require.False(t, actions["addStrategy"].replaces, "strategies added are all kept")
}
