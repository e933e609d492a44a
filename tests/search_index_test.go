package tests

import (
	"crypto/md5"
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestFeatureSearchQueryIsLiteral: the search's query is a literal part of a name or tag
// value in any case: LIKE's wildcards (% and _) and its escape character match only
// themselves.
func TestFeatureSearchQueryIsLiteral(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		for _, name := range []string{"lit_under", "litxunder", "lit-pct"} {
			s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": name})
		}
		require.Equal(t, http.StatusCreated, s.admin(http.MethodPost, "/api/admin/features/lit-pct/tags",
			map[string]any{"type": "simple", "value": "100% Team"}).Status)
		cases := []struct {
			name, query string
			want        []any
		}{
			{"underscore", "T_U", []any{"lit_under"}},
			{"percent in a tag value", "0% t", []any{"lit-pct"}},
			{"a lone percent", "%", []any{"lit-pct"}},
			{"backslash", `t\_u`, nil},
			{"case", "LITX", []any{"litxunder"}},
		}
		for _, c := range cases {
			res := s.do(http.MethodGet, "/api/admin/search/features?"+url.Values{"query": {c.query}, "sortBy": {"name"}}.Encode(), adminToken, nil)
			require.Equal(t, http.StatusOK, res.Status, "%s: %s", c.name, res.Body)
			var names []any
			for _, f := range res.JSON(t)["features"].([]any) {
				names = append(names, f.(map[string]any)["name"])
			}
			require.Equal(t, c.want, names, c.name)
		}
	})
}

// searchIndexFlags is how many flags the index test copies in.
const searchIndexFlags = 10_000

// TestFeatureSearchQueryUsesTrigramIndexes (PostgreSQL): at 10,000 flags the search's
// query is served by the trigram indexes on lower(name) and lower(value) (their scan
// counts move when a search runs), while the batch export's name = ANY(...) plans on the
// unique btree, not on them (a trigram index on name itself was taken for it, 20 times
// slower).
func TestFeatureSearchQueryUsesTrigramIndexes(t *testing.T) {
	if pgBase == "" {
		t.Skip("needs TEST_DATABASE_URL (PostgreSQL)")
	}
	t.Parallel()
	dsn := pgDSN(t)
	s := start(t, dsn)
	s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "idx-seed"})
	db, err := sql.Open("pgx", dsn)
	require.NoError(t, err)
	defer db.Close()
	for _, stmt := range []string{
		`INSERT INTO features (name, description, type, stale, potentially_stale, impression_data, created_at,
			lifecycle_stage, lifecycle_entered_at, project_id)
		 SELECT 'idx-' || lpad(g::text, 5, '0') || '-' || left(md5(g::text), 8), description, type, stale, potentially_stale, impression_data,
			created_at, lifecycle_stage, lifecycle_entered_at, project_id
		 FROM features, generate_series(1, $1) g WHERE name = 'idx-seed'`,
		`INSERT INTO tag_types (id, description, icon) VALUES ('simple', '', '') ON CONFLICT DO NOTHING`,
		`INSERT INTO feature_tags (value, created_at, feature_id, tag_type_id)
		 SELECT 'team-' || (id % 20), now(), id, 'simple' FROM features WHERE name LIKE 'idx-%'`,
		`ANALYZE features`, `ANALYZE feature_tags`,
	} {
		args := []any{}
		if strings.Contains(stmt, "$1") {
			args = append(args, searchIndexFlags)
		}
		_, err := db.Exec(stmt, args...)
		require.NoError(t, err, stmt)
	}

	// Names end in a part of an md5 so that a search for one is selective, as searches
	// for real names are (on names that share every trigram a scan is as cheap).
	word := fmt.Sprintf("%x", md5.Sum([]byte("1234")))[:8]
	var exportPlan strings.Builder
	rows, err := db.Query(`EXPLAIN SELECT id FROM features WHERE name = ANY($1)`, "{idx-00001,idx-00002,idx-00003}")
	require.NoError(t, err)
	for rows.Next() {
		var line string
		require.NoError(t, rows.Scan(&line))
		exportPlan.WriteString(line + "\n")
	}
	require.NoError(t, rows.Err())
	require.NotContains(t, exportPlan.String(), "trgm", "the export's lookup by name")

	scans := func() (n int64) {
		require.NoError(t, db.QueryRow(`SELECT coalesce(sum(idx_scan), 0) FROM pg_stat_user_indexes
			WHERE indexrelname IN ('feature_name_lower_trgm', 'featuretag_value_lower_trgm')`).Scan(&n))
		return n
	}
	before := scans()
	res := s.admin(http.MethodGet, "/api/admin/search/features?query="+strings.ToUpper(word), nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Body)
	require.EqualValues(t, 1, res.JSON(t)["total"], "idx-01234-%s", word)
	// Backends report their statistics when idle, within about ten seconds.
	require.Eventually(t, func() bool { return scans() >= before+2 }, 30*time.Second, 200*time.Millisecond,
		"the search's name and tag lookups (page and count) scan the trigram indexes")
}
