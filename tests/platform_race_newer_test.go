package tests

import (
	"context"
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"testing"

	"entgo.io/ent/dialect"
	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/event"
	"flagstone/ent/feature"
	"flagstone/ent/featurefavorite"
	"flagstone/ent/predicate"
)

// TestConcurrentWritesOfNewerPaths is TestConcurrentWrites for the write paths added after
// it: the frontend API's origins (a settings row), a feature environment's variants,
// favorites, and an environment switched on and off for the instance. Each round sends raceWorkers requests at once on one subject; the subject must
// end as one request asked, whole (the last write wins, never a mix), with one event per
// change whose preData is the state before it, and a favorite must be stored once.
func TestConcurrentWritesOfNewerPaths(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		rounds := raceRounds
		if s.App.Store.Dialect != dialect.Postgres {
			rounds = raceRoundsSQLite
		}
		tallies := []raceTally{raceOrigins(t, s, rounds), raceVariants(t, s, rounds), raceFavorites(t, s, rounds),
			raceEnvironmentSwitch(t, s, rounds)}
		for _, r := range tallies {
			t.Log(r)
		}
		for _, r := range tallies {
			require.Zero(t, r.lost+r.duplicates+r.serverErrs, r.String())
		}
	})
}

// raceOrigins replaces the frontend API's origins from every worker at once, each with a
// list of its own: the stored list must be one of them whole, the events one per request,
// each event's preData the data of the event before it, and the newest event's data what is
// stored.
func raceOrigins(t *testing.T, s *server, rounds int) raceTally {
	r := raceTally{name: "concurrent frontend origins", rounds: rounds}
	lists := make([][]any, raceWorkers)
	reqs := make([]raceRequest, raceWorkers)
	for w := range reqs {
		lists[w] = []any{fmt.Sprintf("https://w%d-a.example.com", w), fmt.Sprintf("https://w%d-b.example.com", w)}
		reqs[w] = raceRequest{http.MethodPost, "/api/admin/ui-config/cors", map[string]any{"frontendApiOrigins": lists[w]}}
	}
	for round := range rounds {
		before := s.lastEventID(t)
		r.count(t, s.concurrently(reqs))
		got := s.mustOK(t, http.MethodGet, "/api/admin/ui-config", nil)["frontendApiOrigins"]
		if !slices.ContainsFunc(lists, func(l []any) bool { return reflect.DeepEqual(l, got) }) {
			r.lost++
			t.Logf("%s round %d: origins %v are none of those asked", r.name, round, got)
		}
		r.checkChain(t, s.eventsAfter(t, before, event.Type("setting-updated")), "frontendApiOrigins", got)
	}
	return r
}

// raceEnvironmentSwitch switches one environment on and off from every worker at once (half
// ask on, half off): a request that changes nothing records nothing, so the events must
// alternate, each event's preData the data of the one before it, and the newest event's data
// what is stored.
func raceEnvironmentSwitch(t *testing.T, s *server, rounds int) raceTally {
	r := raceTally{name: "concurrent environment switches", rounds: rounds}
	s.mustOK(t, http.MethodPost, "/api/admin/environments", map[string]any{"name": "race-env", "type": "test"})
	reqs := make([]raceRequest, raceWorkers)
	for w := range reqs {
		reqs[w] = raceRequest{http.MethodPost, "/api/admin/environments/race-env/" + []string{"on", "off"}[w%2], nil}
	}
	for range rounds {
		before := s.lastEventID(t)
		r.count(t, s.concurrently(reqs))
		evs := s.eventsAfter(t, before, event.Type("environment-updated"), event.Environment("race-env"))
		for _, e := range evs {
			if reflect.DeepEqual(decodeObject(t, e.Data)["enabled"], decodeObject(t, e.PreData)["enabled"]) {
				r.duplicates++
				t.Logf("%s: event %d changed nothing", r.name, e.ID)
			}
		}
		r.checkChain(t, evs, "enabled", s.environmentEnabled(t, "race-env"))
	}
	return r
}

// raceVariants replaces the variants of one feature environment from every worker at once:
// they must end as one worker asked, with one event per request chained by preData.
func raceVariants(t *testing.T, s *server, rounds int) raceTally {
	r := raceTally{name: "concurrent variant replacements", rounds: rounds}
	for round := range rounds {
		name := fmt.Sprintf("race-variants-%d", round)
		path := s.raceFeature(t, name) + "/variants"
		reqs := make([]raceRequest, raceWorkers)
		for w := range reqs {
			reqs[w] = raceRequest{http.MethodPut, path, []any{
				map[string]any{"name": fmt.Sprintf("w%d-a", w), "weightType": "variable", "stickiness": "default"},
				map[string]any{"name": fmt.Sprintf("w%d-b", w), "weightType": "variable", "stickiness": "default"}}}
		}
		r.count(t, s.concurrently(reqs))
		names := variantNames(s.mustOK(t, http.MethodGet, path, nil)["variants"])
		asked := false
		for w := range reqs {
			asked = asked || slices.Equal(names, []string{fmt.Sprintf("w%d-a", w), fmt.Sprintf("w%d-b", w)})
		}
		if !asked {
			r.lost++
			t.Logf("%s round %d: variants %v are none of those asked", r.name, round, names)
		}
		evs := s.eventsAfter(t, 0, event.Type("feature-environment-variants-updated"), event.FeatureName(name))
		if len(evs) != raceWorkers {
			r.duplicates++
			t.Logf("%s round %d: %d events for %d requests", r.name, round, len(evs), raceWorkers)
		}
		r.checkChain(t, evs, "variants", nil)
	}
	return r
}

// raceFavorites favorites one flag from every worker at once (as one user: the admin
// token's favorites belong to no one, so a personal token of the admin's), then unfavorites
// it the same way: one favorite row, then none; one event each way.
func raceFavorites(t *testing.T, s *server, rounds int) raceTally {
	r := raceTally{name: "concurrent favorites", rounds: rounds}
	pat := s.createPAT(s.login("admin", "Admin-Passw0rd!"))
	for round := range rounds {
		name := fmt.Sprintf("race-favorite-%d", round)
		s.raceFeature(t, name)
		path := "/api/admin/projects/default/features/" + name + "/favorites"
		for _, c := range []struct {
			method, event string
			rows          int
		}{{http.MethodPost, "feature-favorited", 1}, {http.MethodDelete, "feature-unfavorited", 0}} {
			r.count(t, s.concurrentlyAs(pat, everyWorker(raceRequest{c.method, path, nil})))
			rows, err := s.App.Store.Client.FeatureFavorite.Query().
				Where(featurefavorite.HasFeatureWith(feature.Name(name))).Count(context.Background())
			require.NoError(t, err)
			if events := s.countEvents(t, c.event, name); rows != c.rows || events != 1 {
				r.duplicates++
				t.Logf("%s round %d: after %s %d favorites and %d %s events", r.name, round, c.method, rows, events, c.event)
			}
		}
	}
	return r
}

// checkChain counts a lost update when an event's preData under key is not the data of the
// event before it (the first one is not checked), or when the newest event's data is not
// final (unless final is nil).
func (r *raceTally) checkChain(t *testing.T, evs []*ent.Event, key string, final any) {
	for i := 1; i < len(evs); i++ {
		pre, prev := decodeObject(t, evs[i].PreData)[key], decodeObject(t, evs[i-1].Data)[key]
		if !reflect.DeepEqual(pre, prev) {
			r.lost++
			t.Logf("%s: event %d has preData %v, the event before it data %v", r.name, evs[i].ID, pre, prev)
		}
	}
	if final != nil && len(evs) > 0 && !reflect.DeepEqual(decodeObject(t, evs[len(evs)-1].Data)[key], final) {
		r.lost++
		t.Logf("%s: the newest event's data %v is not what is stored, %v", r.name, decodeObject(t, evs[len(evs)-1].Data)[key], final)
	}
}

// eventsAfter reads the events past id that match where, oldest first.
func (s *server) eventsAfter(t *testing.T, id int, where ...predicate.Event) []*ent.Event {
	evs, err := s.App.Store.Client.Event.Query().Where(event.IDGT(id)).Where(where...).
		Order(ent.Asc(event.FieldID)).All(context.Background())
	require.NoError(t, err)
	return evs
}

// lastEventID is the id of the newest event, 0 when there is none.
func (s *server) lastEventID(t *testing.T) int {
	ids, err := s.App.Store.Client.Event.Query().Order(ent.Desc(event.FieldID)).Limit(1).IDs(context.Background())
	require.NoError(t, err)
	if len(ids) == 0 {
		return 0
	}
	return ids[0]
}

// variantNames lists the names of the variants of a JSON answer, in order.
func variantNames(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(map[string]any)["name"].(string))
	}
	return out
}
