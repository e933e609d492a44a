package rest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPathParamsAreReadDecoded: handlers read path parameters through pathParam, the one
// place that decodes them; chi.URLParam hands out a segment still escaped.
func TestPathParamsAreReadDecoded(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	for _, f := range files {
		if f == "router.go" || strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		require.NotContains(t, string(src), "chi.URLParam(", "%s: read path parameters with pathParam", f)
	}
}
