package tests

import (
	"crypto/md5"
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	flagstore "flagstone/graph/store"
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
	s, db := searchAtScale(t, "idx-seed",
		`INSERT INTO features (name, description, type, stale, potentially_stale, impression_data, created_at,
			lifecycle_stage, lifecycle_entered_at, project_id)
		 SELECT 'idx-' || lpad(g::text, 5, '0') || '-' || left(md5(g::text), 8), description, type, stale, potentially_stale, impression_data,
			created_at, lifecycle_stage, lifecycle_entered_at, project_id
		 FROM features, generate_series(1, $1) g WHERE name = 'idx-seed'`,
		`INSERT INTO tag_types (id, description, icon) VALUES ('simple', '', '') ON CONFLICT DO NOTHING`,
		`INSERT INTO feature_tags (value, created_at, feature_id, tag_type_id)
		 SELECT 'team-' || (id % 20), now(), id, 'simple' FROM features WHERE name LIKE 'idx-%'`,
		`ANALYZE features`, `ANALYZE feature_tags`)

	// Names end in a part of an md5 so that a search for one is selective, as searches
	// for real names are (on names that share every trigram a scan is as cheap).
	word := fmt.Sprintf("%x", md5.Sum([]byte("1234")))[:8]
	exportPlan := explain(t, db, `SELECT id FROM features WHERE name = ANY($1)`, "{idx-00001,idx-00002,idx-00003}")
	require.NotContains(t, exportPlan, "trgm", "the export's lookup by name")

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

// TestFeatureSearchPagesUseIndexes (PostgreSQL): at 10,000 flags, VACUUM ANALYZEd, the
// statements a search sends for its page and count (captured as sent, arguments and all,
// and EXPLAINed) read indexes and never scan the features table: the type filter in the
// default order reads feature_live_type_created_at for the page and the count; the query
// looks its matches up by primary key (it scanned every feature against a hash of the
// ids); a user's favorites first reads the favorites by primary key and the others off
// the name index (one statement sorted every flag by "is a favorite"); a count is
// COUNT(*), which an index answers (COUNT(id) scanned the table).
func TestFeatureSearchPagesUseIndexes(t *testing.T) {
	s, db := searchAtScale(t, "page-seed",
		`INSERT INTO features (name, description, type, stale, potentially_stale, impression_data, created_at,
			lifecycle_stage, lifecycle_entered_at, project_id)
		 SELECT 'page-' || lpad(g::text, 5, '0') || '-' || left(md5(g::text), 8), description,
			(ARRAY['release', 'experiment', 'operational'])[g % 3 + 1], stale, potentially_stale, impression_data,
			created_at + g * interval '1 second', lifecycle_stage, lifecycle_entered_at, project_id
		 FROM features, generate_series(1, $1) g WHERE name = 'page-seed'`,
		`INSERT INTO feature_favorites (user_id, feature_id, created_at)
		 SELECT u.id, f.id, now() FROM users u, features f WHERE u.username = 'admin' AND f.id % 1000 = 7`,
		`VACUUM ANALYZE features`, `VACUUM ANALYZE feature_favorites`)
	session := s.login("admin", "Admin-Passw0rd!")

	word := fmt.Sprintf("%x", md5.Sum([]byte("4321")))[:8]
	cases := []struct {
		name, query, cred string
		statements        int      // the page's and count's statements on the features
		indexes           []string // each read by at least one of them
		total             float64
	}{
		{"type in the default order", "type=IS:experiment&offset=1000&limit=50", adminToken, 2,
			[]string{"feature_live_type_created_at"}, 3334},
		{"query", "query=" + word, adminToken, 2, []string{"features_pkey", "feature_name_lower_trgm"}, 1},
		{"favorites first by name", "favoritesFirst=true&sortBy=name&sortOrder=desc&limit=50", session, 3,
			[]string{"features_pkey", "features_name_key"}, 10001},
	}
	for _, c := range cases {
		var mu sync.Mutex
		type statement struct {
			query string
			args  []any
		}
		var sent []statement
		see := flagstore.Observer(func(query string, args []any) {
			if strings.Contains(query, `FROM "features"`) {
				mu.Lock()
				sent = append(sent, statement{query, args})
				mu.Unlock()
			}
		})
		s.App.Store.Seen.Store(&see)
		res := s.do(http.MethodGet, "/api/admin/search/features?"+c.query, c.cred, nil)
		s.App.Store.Seen.Store(nil)
		require.Equal(t, http.StatusOK, res.Status, "%s: %s", c.name, res.Body)
		require.Equal(t, c.total, res.JSON(t)["total"], c.name)
		require.Len(t, sent, c.statements, c.name)
		var plans strings.Builder
		for _, st := range sent {
			plan := explain(t, db, st.query, st.args...)
			require.NotContains(t, plan, "Seq Scan on features", "%s: %s\n%s", c.name, st.query, plan)
			plans.WriteString(plan)
		}
		for _, index := range c.indexes {
			require.Contains(t, plans.String(), " "+index+" ", "%s:\n%s", c.name, plans.String())
		}
	}
}

// searchAtScale starts an instance on PostgreSQL with the flag seed, runs stmts on its
// database (to copy the seed in SQL: $1 is searchIndexFlags), and returns it with a
// connection to that database. It skips the test without PostgreSQL.
func searchAtScale(t *testing.T, seed string, stmts ...string) (*server, *sql.DB) {
	t.Helper()
	dsn := postgresOnly(t)
	s := start(t, dsn)
	s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": seed})
	db, err := sql.Open("pgx", dsn)
	require.NoError(t, err)
	t.Cleanup(func() { db.Close() })
	for _, stmt := range stmts {
		var args []any
		if strings.Contains(stmt, "$1") {
			args = append(args, searchIndexFlags)
		}
		_, err := db.Exec(stmt, args...)
		require.NoError(t, err, stmt)
	}
	return s, db
}

// explain is PostgreSQL's plan of query with args, as text.
func explain(t *testing.T, db *sql.DB, query string, args ...any) string {
	t.Helper()
	rows, err := db.Query("EXPLAIN "+query, args...)
	require.NoError(t, err, query)
	defer rows.Close()
	var plan strings.Builder
	for rows.Next() {
		var line string
		require.NoError(t, rows.Scan(&line))
		plan.WriteString(line + "\n")
	}
	require.NoError(t, rows.Err())
	return plan.String()
}
