package store

import (
	"context"
	"path/filepath"
	"sync"
	"testing"

	"entgo.io/ent/dialect/sql/schema"
	"github.com/stretchr/testify/require"

	"flagstone/ent/migrate"
)

// TestStoresMigrateAtOnce opens several fresh stores at once, as the tests do: each
// migration works on its own copy of the table definitions, so none waits for or races
// with another (run with -race to see it), and ent's definitions stay as generated.
func TestStoresMigrateAtOnce(t *testing.T) {
	dir := t.TempDir()
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Go(func() {
			st, err := Open(context.Background(), "sqlite:"+filepath.Join(dir, string(rune('a'+i))+".db"))
			if err == nil {
				err = st.Close()
			}
			errs[i] = err
		})
	}
	wg.Wait()
	for _, err := range errs {
		require.NoError(t, err)
	}
	for _, tab := range migrate.Tables {
		for _, pk := range tab.PrimaryKey {
			require.Empty(t, pk.Key, "table %s: a migration set up ent's own definitions", tab.Name)
		}
	}
}

func TestTablesAreDeepCopies(t *testing.T) {
	a, b := tables(), tables()
	require.Len(t, a, len(migrate.Tables))
	seen := map[*schema.Column]bool{}
	for _, tab := range append(migrate.Tables, a...) {
		for _, c := range tab.Columns {
			seen[c] = true
		}
	}
	byName := map[string]*schema.Table{}
	for _, tab := range a {
		byName[tab.Name] = tab
	}
	for i, tab := range b {
		require.Equal(t, migrate.Tables[i].Name, tab.Name)
		require.Len(t, tab.Columns, len(migrate.Tables[i].Columns))
		for _, c := range tab.Columns {
			require.False(t, seen[c], "table %s column %s is shared", tab.Name, c.Name)
		}
		for j, fk := range tab.ForeignKeys {
			orig := migrate.Tables[i].ForeignKeys[j]
			require.Equal(t, orig.RefTable.Name, fk.RefTable.Name)
			require.NotSame(t, orig.RefTable, fk.RefTable)
			require.NotSame(t, byName[fk.RefTable.Name], fk.RefTable, "a copy refers to a table of another copy")
			for k, rc := range fk.RefColumns {
				require.Contains(t, fk.RefTable.Columns, rc, "referenced column %s is not the copied table's", rc.Name)
				require.Equal(t, orig.RefColumns[k].Name, rc.Name)
			}
		}
		for _, pk := range tab.PrimaryKey {
			require.Contains(t, tab.Columns, pk)
		}
	}
}
