package graph

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	gqlast "github.com/vektah/gqlparser/v2/ast"
	gqlparser "github.com/vektah/gqlparser/v2/parser"
)

// roots are the operation types; schema.graphql declares them and the area files extend them.
var roots = map[string]bool{"Query": true, "Mutation": true, "Subscription": true}

// areaHeader is the first line of every schema file but schema.graphql: the area of the domain
// (a package under graph/domain) the file's resource belongs to.
var areaHeader = regexp.MustCompile(`^# Area: (\w+) \(graph/domain/(\w+)\): \S`)

// TestSchemaFilesByArea keeps schema/ organised like the domain: schema.graphql holds only the
// roots (without fields), scalars and directives; every other file names its area in its first
// line and adds its own fields to the roots with extend type; every type and field is described.
func TestSchemaFilesByArea(t *testing.T) {
	files, err := filepath.Glob("../schema/*.graphql")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			doc, err := gqlparser.ParseSchema(&gqlast.Source{Name: path, Input: string(src)})
			require.NoError(t, err)
			if filepath.Base(path) == "schema.graphql" {
				checkRootsFile(t, doc)
			} else {
				checkAreaFile(t, string(src), doc)
			}
			checkDescribed(t, doc)
		})
	}
}

func checkRootsFile(t *testing.T, doc *gqlast.SchemaDocument) {
	t.Helper()
	require.Empty(t, doc.Extensions, "schema.graphql extends nothing: each area file extends the roots")
	for _, d := range doc.Definitions {
		switch {
		case d.Kind == gqlast.Scalar:
		case roots[d.Name]:
			var names []string
			for _, f := range d.Fields {
				names = append(names, f.Name)
			}
			require.Empty(t, names, "the fields of %s belong in the files of their areas", d.Name)
		default:
			require.Failf(t, "schema.graphql holds only the roots, scalars and directives",
				"%s %s belongs in the file of its area", d.Kind, d.Name)
		}
	}
}

func checkAreaFile(t *testing.T, src string, doc *gqlast.SchemaDocument) {
	t.Helper()
	first, _, _ := strings.Cut(src, "\n")
	m := areaHeader.FindStringSubmatch(first)
	require.NotNil(t, m, "the first line names the area: # Area: <area> (graph/domain/<area>): <what>")
	require.Equal(t, m[1], m[2])
	info, err := os.Stat(filepath.Join("domain", m[1]))
	require.NoError(t, err, "the area is a package of the domain")
	require.True(t, info.IsDir())
	require.Empty(t, doc.Schema, "only schema.graphql declares the roots")
	for _, d := range doc.Definitions {
		require.False(t, roots[d.Name], "%s is declared in schema.graphql; extend it here", d.Name)
	}
}

func checkDescribed(t *testing.T, doc *gqlast.SchemaDocument) {
	t.Helper()
	for _, d := range doc.Definitions {
		require.NotEmpty(t, d.Description, "%s has a description", d.Name)
	}
	for _, defs := range []gqlast.DefinitionList{doc.Definitions, doc.Extensions} {
		for _, d := range defs {
			for _, f := range d.Fields {
				require.NotEmpty(t, f.Description, "%s.%s has a description", d.Name, f.Name)
			}
			for _, v := range d.EnumValues {
				require.NotEmpty(t, v.Description, "%s.%s has a description", d.Name, v.Name)
			}
		}
	}
	for _, d := range doc.Directives {
		require.NotEmpty(t, d.Description, "@%s has a description", d.Name)
	}
}

// TestResolverFilesFollowSchema checks what gqlgen leaves behind when fields move between schema
// files: a resolvers file per schema file and none for a file that is gone, no stub that panics
// "not implemented", no code set aside under its warning, and no helper (helpers live in plain
// .go files, since gqlgen moves what it does not know).
func TestResolverFilesFollowSchema(t *testing.T) {
	files, err := filepath.Glob("*.resolvers.go")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, path := range files {
		t.Run(path, func(t *testing.T) {
			_, err := os.Stat(filepath.Join("../schema", strings.TrimSuffix(path, ".resolvers.go")+".graphql"))
			require.NoError(t, err, "every resolvers file follows a schema file")
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			require.NotContains(t, string(src), "not implemented")
			require.NotContains(t, string(src), "!!! WARNING")
			f, err := parser.ParseFile(token.NewFileSet(), path, src, 0)
			require.NoError(t, err)
			for _, d := range f.Decls {
				if fn, ok := d.(*ast.FuncDecl); ok {
					require.NotNil(t, fn.Recv, "%s is a helper: move it to a plain .go file", fn.Name.Name)
				}
			}
		})
	}
}
