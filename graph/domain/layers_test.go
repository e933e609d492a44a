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
	"changes":  {"kernel", "catalog", "flags"},
}

// layer is one rule of the module's layering: the packages of from, apart from those of
// unless, import none of never, apart from those of except. A package is a path below the
// module ("." the module's root), or a standard one; "/..." takes a whole tree. A rule of
// tests is about the imports of the packages' test files, the others about their code.
type layer struct {
	name                        string
	from, unless, never, except []string
	tests                       bool
}

// module is the module's path, which the layers leave out of their package paths.
const module = "flagstone"

// infrastructure is what the domain stands on: it knows neither the domain nor a face.
var infrastructure = []string{"graph/apperr", "graph/auth", "graph/clock", "graph/config", "graph/gcfloor",
	"graph/jobs", "graph/model", "graph/netguard", "graph/oidc", "graph/ratelimit", "graph/store/...", "graph/webhook/..."}

// layers is the module's layering, from the README's Layout and style.md. The face above the
// domain is graph (the resolvers and gqlgen's executor) with rest beside it; rest/app, the
// composition root, wires them and is imported by the entry points alone.
var layers = []layer{
	{name: "graph never imports rest, the entry points or the web app", from: []string{"graph/..."},
		never: []string{"rest/...", "cli/...", "web/...", "tests/...", "."}},
	{name: "the domain knows no face and no HTTP", from: []string{"graph/domain/..."},
		never: []string{"graph", "graph/generated/...", "graph/loader/...", "graph/seed/...", "rest/...",
			"net/http/...", "github.com/99designs/gqlgen/..."},
		// graphql.Omittable tells an absent input from null (style.md: partial updates).
		except: []string{"github.com/99designs/gqlgen/graphql"}},
	{name: "the infrastructure knows neither the domain nor a face", from: infrastructure,
		never: []string{"graph/domain/...", "graph", "graph/generated/...", "graph/loader/...", "graph/seed/..."}},
	{name: "the error vocabulary imports nothing from ent or HTTP", from: []string{"graph/apperr/..."},
		never: []string{"ent/...", "net/http/...", "graph/...", "rest/..."}, except: []string{"graph/apperr/..."}},
	{name: "ent's model stands alone", from: []string{"ent/..."},
		never: []string{"graph/...", "rest/...", "cli/...", "web/...", "tests/...", "."}},
	{name: "gqlgen's executor is the resolvers' alone", from: []string{"rest/...", "cli/...", "."},
		never: []string{"graph/generated/..."}},
	{name: "only rest/app puts the areas together", from: []string{"rest/...", "cli/...", "."},
		unless: []string{"rest/app"}, never: []string{"graph/domain"}},
	{name: "what every request passes first stands below the handlers",
		from:  []string{"rest/body", "rest/clientapi", "rest/deadline", "rest/edge", "rest/readmodel", "rest/reply", "rest/reqinfo"},
		never: []string{"rest", "rest/app"}},
	{name: "the composition root is imported by the entry points alone", from: []string{"graph/...", "rest/...", "ent/...", "web/..."},
		never: []string{"rest/app"}},
	{name: "unit tests start no server, browser or binary (make test-fast runs them all)", tests: true,
		from:  []string{"graph/...", "rest/...", "ent/...", "cli/...", "web/...", "."},
		never: []string{"rest/app", "tests/...", "os/exec", "github.com/chromedp/..."}},
}

// TestAreasImportOnlyWhatIsBelowThem checks the layering of the whole module: inside the
// domain, an area imports the kernel and the areas below it; across the module, each
// package keeps to the layers table. Test files are left out (tests may reach anywhere).
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
	t.Run("module", func(t *testing.T) {
		code, tests := moduleImports(t)
		require.Contains(t, code, "rest/app", "the walk found the module's packages")
		for _, l := range layers {
			imports := code
			if l.tests {
				imports = tests
			}
			for pkg, paths := range imports {
				if !matchesAny(pkg, l.from) || matchesAny(pkg, l.unless) {
					continue
				}
				for _, path := range paths {
					if matchesAny(path, l.never) && !matchesAny(path, l.except) && path != pkg {
						t.Errorf("%s imports %s: %s", pkg, path, l.name)
					}
				}
			}
		}
	})
}

// moduleImports maps each package of the module (a path below it, "." for the root) to its
// imports, those of the module written the same way: of its code, and of its test files.
func moduleImports(t *testing.T) (code, tests map[string][]string) {
	t.Helper()
	root := filepath.Join("..", "..")
	code, tests = map[string][]string{}, map[string][]string{}
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		code[rel], tests[rel] = dirImports(t, path)
		return nil
	})
	require.NoError(t, err)
	return code, tests
}

// dirImports lists the imports of the Go files in dir, of its code and of its test files.
func dirImports(t *testing.T, dir string) (code, tests []string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	require.NoError(t, err)
	for _, name := range files {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		require.NoError(t, err)
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if p == module {
				p = "."
			}
			p = strings.TrimPrefix(p, module+"/")
			if strings.HasSuffix(name, "_test.go") {
				tests = append(tests, p)
			} else {
				code = append(code, p)
			}
		}
	}
	return code, tests
}

// matchesAny reports whether pkg is one of patterns: a path, or a tree ending in "/...".
func matchesAny(pkg string, patterns []string) bool {
	for _, p := range patterns {
		tree, isTree := strings.CutSuffix(p, "/...")
		if pkg == p || isTree && (pkg == tree || strings.HasPrefix(pkg, tree+"/")) {
			return true
		}
	}
	return false
}

// TestNoTypeHasTooManyMethods holds every hand-written type of the module to maxMethods
// methods: a type with more is an area (or a face's area) that wants to be several.
// Generated code (ent, gqlgen's executor and models) and gqlgen's root resolver types,
// whose methods the schema dictates, are left out.
func TestNoTypeHasTooManyMethods(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(dir string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, dir)
		switch rel {
		case "ent", filepath.Join("graph", "generated"), "web", "tests", ".git":
			return filepath.SkipDir
		}
		methods := map[string]int{}
		for _, f := range parseDir(t, dir) {
			for _, decl := range f.Decls {
				if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv != nil {
					methods[receiverName(fn.Recv.List[0].Type)]++
				}
			}
		}
		for typ, n := range methods {
			if n > maxMethods {
				t.Errorf("%s.%s has %d methods, more than %d: split it", rel, typ, n, maxMethods)
			}
		}
		return nil
	})
	require.NoError(t, err)
}

// parseDir parses the non-test files of the package in dir.
func parseDir(t *testing.T, dir string) []*ast.File {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	require.NoError(t, err)
	var files []*ast.File
	fset := token.NewFileSet()
	for _, p := range paths {
		// Tests, and gqlgen's output (its resolver roots and models), are not hand-written types.
		if strings.HasSuffix(p, "_test.go") || strings.HasSuffix(p, ".resolvers.go") || strings.HasPrefix(filepath.Base(p), "gen_") {
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
