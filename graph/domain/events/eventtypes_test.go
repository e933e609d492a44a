package events

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestChangesState checks the rule the watermark counts by: only an export's event changes
// no state, and the SQL filter matches the partial index's predicate.
func TestChangesState(t *testing.T) {
	for typ, want := range map[string]bool{
		"features-exported": false, "features-imported": true, "feature-created": true,
		"feature-environment-enabled": true, "user-created": true,
	} {
		require.Equal(t, want, ChangesState(typ), typ)
	}
	for _, typ := range stateFree {
		require.True(t, Types[typ], "%s is a known event type", typ)
	}
	require.Equal(t, "type <> 'features-exported'", StateChangeFilter())
}
