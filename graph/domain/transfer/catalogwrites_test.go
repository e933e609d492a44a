package transfer

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// catalogWrite matches a write of one of catalog's tables through an ent client:
// strategy definitions, context fields, segments, tag types and tags.
var catalogWrite = regexp.MustCompile(`\.(StrategyDefinition|ContextField|Segment|TagType|Tag)\.(Create|CreateBulk|Update|UpdateOne|UpdateOneID|Delete|DeleteOne|DeleteOneID)\(`)

// TestTransferWritesCatalogThroughCatalog keeps the imports on catalog's functions (its
// checks, its events, joined to the import's transaction): no file of transfer writes a
// table of catalog itself.
func TestTransferWritesCatalogThroughCatalog(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for i, line := range strings.Split(string(src), "\n") {
			if m := catalogWrite.FindString(line); m != "" {
				t.Errorf("%s:%d writes catalog's table (%s): call catalog instead", f, i+1, m)
			}
		}
	}
}
