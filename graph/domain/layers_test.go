package domain_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// maxMethods bounds the methods of one type of the domain, so no area grows back into
// the one Service that knew everything.
const maxMethods = 60

// below lists, per package of the domain, the packages of the domain it may import: the
// kernel and the areas below it, never one above (nothing imports transfer).
var below = map[string][]string{
	"kernel":   nil,
	"access":   {"kernel"},
	"catalog":  {"kernel"},
	"events":   {"kernel"},
	"flags":    {"kernel", "catalog"},
	"insights": {"kernel", "flags"},
	"transfer": {"kernel", "catalog", "flags"},
}

func TestAreasImportOnlyWhatIsBelowThem(t *testing.T) {
	dirs, err := os.ReadDir(".")
	require.NoError(t, err)
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		t.Run(d.Name(), func(t *testing.T) {
			allowed, known := below[d.Name()]
			require.True(t, known, "package %s is not in the layering of the domain", d.Name())
			for _, f := range parseDir(t, d.Name()) {
				for _, imp := range f.Imports {
					path, _ := strconv.Unquote(imp.Path.Value)
					area, ok := strings.CutPrefix(path, "flagstone/graph/domain/")
					area, _, _ = strings.Cut(area, "/") // flags/eval is part of flags
					if path == "flagstone/graph/domain" || ok && area != d.Name() && !slices.Contains(allowed, area) {
						t.Errorf("%s imports %s, which is not below it", d.Name(), path)
					}
				}
			}
		})
	}
}

func TestNoTypeHasTooManyMethods(t *testing.T) {
	dirs, err := os.ReadDir(".")
	require.NoError(t, err)
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		methods := map[string]int{}
		for _, f := range parseDir(t, d.Name()) {
			for _, decl := range f.Decls {
				if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv != nil {
					methods[receiverName(fn.Recv.List[0].Type)]++
				}
			}
		}
		for typ, n := range methods {
			if n > maxMethods {
				t.Errorf("%s.%s has %d methods, more than %d: split the area", d.Name(), typ, n, maxMethods)
			}
		}
	}
}

// parseDir parses the non-test files of the package in dir.
func parseDir(t *testing.T, dir string) []*ast.File {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	require.NoError(t, err)
	var files []*ast.File
	fset := token.NewFileSet()
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		require.NoError(t, err)
		files = append(files, f)
	}
	return files
}

// receiverName is the name of the type of a method's receiver.
func receiverName(expr ast.Expr) string {
	switch e := expr.(type) {
	case *ast.StarExpr:
		return receiverName(e.X)
	case *ast.IndexExpr:
		return receiverName(e.X)
	case *ast.Ident:
		return e.Name
	}
	return "?"
}
