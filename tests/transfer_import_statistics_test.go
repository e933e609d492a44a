package tests

import (
	"database/sql"
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestBulkImportRefreshesStatistics imports 1,000 flags on PostgreSQL and checks that the
// planner's statistics of the features table count them at once (ANALYZE after a bulk
// import), instead of a table it still believes empty until autovacuum comes by: the
// search then planned for a few rows (p95 20-30 ms at 10,000 flags instead of 3-6).
func TestBulkImportRefreshesStatistics(t *testing.T) {
	dsn := postgresOnly(t)
	s := start(t, dsn)
	db, err := sql.Open("pgx", dsn)
	require.NoError(t, err)
	t.Cleanup(func() { db.Close() })
	estimate := func() float64 {
		var n float64
		require.NoError(t, db.QueryRow(`SELECT reltuples FROM pg_class WHERE relname = 'features'`).Scan(&n))
		return n
	}
	before := estimate()
	require.Less(t, before, 100.0, "the planner's estimate before the import")

	features := make([]any, 1000)
	for i := range features {
		features[i] = map[string]any{"name": fmt.Sprintf("stats-%04d", i), "type": "release"}
	}
	s.mustOK(t, http.MethodPost, "/api/admin/features-batch/import", map[string]any{"project": "default",
		"environment": "development", "data": map[string]any{"features": features}})
	require.GreaterOrEqual(t, estimate(), 1000.0, "the planner's estimate right after the import")
}
