package tests

import (
	"context"
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"sync"
	"testing"

	"entgo.io/ent/dialect"
	"github.com/stretchr/testify/require"

	"flagstone/ent/event"
	"flagstone/graph/domain/kernel"
)

// TestConcurrentExports sends raceWorkers batch exports at once, mixed with as many
// variant replacements of one of the exported features, round after round, spread over two
// nodes on one database. The exports' events are recorded in batches (kernel.Note's group
// commit, one per node) that share the event order lock with the mutations of both nodes:
// every export must record exactly one event naming its features, the variants' events
// must still chain by preData, and the event counts must match the log.
func TestConcurrentExports(t *testing.T) {
	eachStoreShared(t, func(t *testing.T, dsn string) {
		nodes := []*server{startWith(t, dsn, nil), startWith(t, dsn, nil)}
		s := nodes[0]
		rounds := raceRounds
		if s.App.Store.Dialect != dialect.Postgres {
			rounds = raceRoundsSQLite
		}
		r := raceTally{name: "concurrent exports", rounds: rounds}
		names := []any{"race-export-a", "race-export-b"}
		variants := s.raceFeature(t, names[0].(string)) + "/variants"
		s.raceFeature(t, names[1].(string))
		for round := range rounds {
			before := s.lastEventID(t)
			r.count(t, onNodes(nodes, func(w int) []raceRequest {
				return []raceRequest{
					{http.MethodPost, batchExportPath, map[string]any{"environment": "development", "features": names}},
					{http.MethodPut, variants, []any{map[string]any{"name": fmt.Sprintf("r%d-w%d", round, w),
						"weightType": "variable", "stickiness": "default"}}},
				}
			}))
			exported := s.eventsAfter(t, before, event.Type("features-exported"))
			if len(exported) != raceWorkers {
				r.duplicates++
				t.Logf("%s round %d: %d export events for %d exports", r.name, round, len(exported), raceWorkers)
			}
			for _, e := range exported {
				if got := decodeObject(t, e.Data)["features"]; !reflect.DeepEqual(got, names) {
					r.lost++
					t.Logf("%s round %d: event %d names %v", r.name, round, e.ID, got)
				}
			}
			r.checkChain(t, s.eventsAfter(t, before, event.Type("feature-environment-variants-updated"),
				event.FeatureName(names[0].(string))), "variants", nil)
		}
		t.Log(r)
		require.Zero(t, r.lost+r.duplicates+r.serverErrs, r.String())
		requireCountsMatchLog(t, s, "features-exported")
	})
}

// onNodes sends the requests of raceWorkers workers at once, worker w's (of requestsOf)
// to node w modulo the number of nodes, and returns every answer.
func onNodes(nodes []*server, requestsOf func(w int) []raceRequest) []response {
	perNode := make([][]raceRequest, len(nodes))
	for w := range raceWorkers {
		perNode[w%len(nodes)] = append(perNode[w%len(nodes)], requestsOf(w)...)
	}
	answers := make([][]response, len(nodes))
	var wg sync.WaitGroup
	for i, n := range nodes {
		wg.Go(func() { answers[i] = n.concurrently(perNode[i]) })
	}
	wg.Wait()
	return slices.Concat(answers...)
}

// requireCountsMatchLog checks the kept event counts of every event and of typ against
// the log itself.
func requireCountsMatchLog(t *testing.T, s *server, typ string) {
	ctx := context.Background()
	db := s.App.Store.Client
	for key, q := range map[string]func(context.Context) (int, error){
		kernel.CountAll:                        db.Event.Query().Count,
		kernel.CountKey(kernel.CountType, typ): db.Event.Query().Where(event.Type(typ)).Count,
	} {
		want, err := q(ctx)
		require.NoError(t, err)
		c, err := kernel.ReadCount(ctx, db, key)
		require.NoError(t, err)
		require.Equal(t, want, c, "event count %s", key)
	}
}
