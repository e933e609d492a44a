package tests

import (
	"encoding/json"
	"net/http"
	"os"
	"sync"
	"testing"

	"entgo.io/ent/dialect"
	"github.com/stretchr/testify/require"

	gstore "flagstone/graph/store"
)

// TestSeedingWriteStatementCounts counts the SQL statements of each request of issue 30's
// seeding workload (BenchmarkWrites), on both stores, and holds them to the counts
// docs/perf/frontend-and-writes.md reports, so that a statement added to every write
// shows here. With WRITE_STATEMENTS=1 it logs each statement. The counts include the
// reads of what the kernel keeps between writes (maintenance mode, the change request
// rules): the watermark moved since the last write (settle refreshes), as it does at most
// once per poll under load. PostgreSQL joins the event order lock, inserts the events and
// adds to their counts in one statement where SQLite inserts and counts in two: one
// statement fewer.
func TestSeedingWriteStatementCounts(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		require.Equal(t, http.StatusCreated, s.do("POST", "/api/admin/tag-types", adminToken, map[string]any{"name": "team"}).Status)
		names := []string{"create-feature", "add-strategy", "tag", "on", "off", "on-again"}
		// most is the statements each request may send (BEGIN and COMMIT apart). A toggle:
		// the maintenance and change request reads (kept between writes), the feature
		// locked, its environments read with their places, the strategy count, the tags,
		// links, strategies (with their segments) and dependencies both ways, the update,
		// the event and its counts (on PostgreSQL one statement, which joins the event
		// order lock too). On PostgreSQL its answer reads nothing after the commit
		// (everything it shows was read under the lock); on SQLite, one writer at a time,
		// the answer's strategies and dependencies are read after it (2), outside the
		// write lock. A user created without a password gets the reference's
		// inviteLink, in the user's transaction: the outstanding reset links listed, one
		// stored (2). The first enablement moves the feature's stored lifecycle stage from
		// initial (one statement, on PostgreSQL sent with the COMMIT) and reads it back for
		// the answer after the commit (1); a later one in the same kind of environment
		// sends nothing for it.
		most := []int64{11, 11, 11, 11, 9, 9, 7}
		if s.App.Store.Dialect == dialect.Postgres {
			most = []int64{10, 10, 10, 8, 6, 6, 6}
		}
		var requests []writeRequest
		requests = append(requests, flagWrites(0)[:6]...)
		requests = append(requests, userWrite(0))
		names = append(names, "create-user")
		for i, w := range requests {
			s.settle(adminToken)
			var (
				mu   sync.Mutex
				seen []string
			)
			see := gstore.Observer(func(query string, _ []any) { mu.Lock(); seen = append(seen, query); mu.Unlock() })
			s.App.Store.Seen.Store(&see)
			before := s.App.Store.Statements.Load()
			var body any
			if w.body != nil {
				require.NoError(t, json.Unmarshal(w.body, &body))
			}
			res := s.do(w.method, w.path, adminToken, body)
			n := s.App.Store.Statements.Load() - before
			s.App.Store.Seen.Store(nil)
			require.Equal(t, w.want, res.Status, "%s: %s", names[i], res.Body)
			t.Logf("%s: %d statements", names[i], n)
			require.LessOrEqual(t, n, most[i], "%s: statements per request", names[i])
			if os.Getenv("WRITE_STATEMENTS") != "" {
				for _, q := range seen {
					t.Logf("    %.300s", q)
				}
			}
		}
	})
}
