package tests

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"testing"

	"entgo.io/ent/dialect"
	"github.com/stretchr/testify/require"

	"flagstone/ent/feature"
	"flagstone/graph/domain/events"
	flagstore "flagstone/graph/store"
)

// eventLog is a search answer decoded.
type eventLog struct {
	Events []struct {
		ID          int            `json:"id"`
		Type        string         `json:"type"`
		Project     *string        `json:"project"`
		FeatureName *string        `json:"featureName"`
		Data        map[string]any `json:"data"`
	} `json:"events"`
	TotalEvents int `json:"totalEvents"`
}

// ids lists the event ids of the answer in order.
func (l eventLog) ids() []int {
	out := make([]int, len(l.Events))
	for i, e := range l.Events {
		out[i] = e.ID
	}
	return out
}

// search posts an event search and requires a 200.
func (s *server) search(t *testing.T, body any) eventLog {
	t.Helper()
	res := s.admin(http.MethodPost, "/api/admin/events/search", body)
	require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
	var out eventLog
	requireJSON(t, res, &out)
	return out
}

// seedSearchable makes two projects whose features' descriptions hold the characters
// LIKE treats as wildcards, and tags one feature, so every search rule has a witness.
func seedSearchable(t *testing.T, s *server) {
	t.Helper()
	for _, p := range []string{"alpha", "beta"} {
		s.mustOK(t, http.MethodPost, "/api/admin/projects", map[string]any{"id": p, "name": p})
	}
	for _, f := range []struct{ project, name, description string }{
		{"alpha", "promo-a", "100% off_sale"},
		{"alpha", "promo-b", "1000 offXsale"},
		{"beta", "promo-c", "Old-Text-Xyz"},
	} {
		s.mustOK(t, http.MethodPost, "/api/admin/projects/"+f.project+"/features",
			map[string]any{"name": f.name, "description": f.description})
	}
	s.mustOK(t, http.MethodPut, "/api/admin/projects/beta/features/promo-c", map[string]any{"description": "new text"})
	// Tag routes belong to another part of the API: tag promo-b in the store, then change
	// it so an event carries the tag.
	ctx := context.Background()
	c := s.App.Store.Client
	f, err := c.Feature.Query().Where(feature.Name("promo-b")).Only(ctx)
	require.NoError(t, err)
	require.NoError(t, c.FeatureTag.Create().SetFeatureID(f.ID).SetTagTypeID("simple").SetValue("Holiday-Campaign").Exec(ctx))
	s.mustOK(t, http.MethodPut, "/api/admin/projects/alpha/features/promo-b", map[string]any{"description": "1000 offXsale!"})
}

func TestEventSearchFilters(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		seedSearchable(t, s)
		all := s.search(t, map[string]any{})
		tests := []struct {
			name     string
			body     map[string]any
			wantType string   // every event has this type, when set
			want     []string // feature names of the matches, newest first
		}{
			{"type", map[string]any{"type": "feature-metadata-updated"}, "feature-metadata-updated", []string{"promo-b", "promo-c"}},
			{"project", map[string]any{"project": "beta"}, "", []string{"promo-c", "promo-c", ""}},
			{"feature", map[string]any{"feature": "promo-a"}, "", []string{"promo-a"}},
			{"feature is exact", map[string]any{"feature": "promo"}, "", []string{}},
			{"feature is case-sensitive", map[string]any{"feature": "PROMO-A"}, "", []string{}},
			{"project is case-sensitive", map[string]any{"project": "Beta"}, "", []string{}},
			{"type and project", map[string]any{"type": "feature-created", "project": "alpha"}, "feature-created", []string{"promo-b", "promo-a"}},
			{"type, project and feature", map[string]any{"type": "feature-created", "project": "alpha", "feature": "promo-b"}, "feature-created", []string{"promo-b"}},
			{"filters are AND-ed", map[string]any{"type": "feature-created", "project": "beta", "feature": "promo-a"}, "", []string{}},
			{"query over data, any case", map[string]any{"query": "PROMO-A"}, "", []string{"promo-a"}},
			{"query % is literal", map[string]any{"query": "0% off"}, "", []string{"promo-a"}},
			{"query _ is literal", map[string]any{"query": "off_sale"}, "", []string{"promo-a"}},
			{"query backslash is literal", map[string]any{"query": `off\_sale`}, "", []string{}},
			{"query over preData", map[string]any{"query": "old-text-xyz", "type": "feature-metadata-updated"}, "", []string{"promo-c"}},
			{"query over type", map[string]any{"query": "METADATA-updated"}, "feature-metadata-updated", []string{"promo-b", "promo-c"}},
			{"query over tags", map[string]any{"query": "holiday-campaign"}, "", []string{"promo-b"}},
			{"query and project", map[string]any{"query": "promo", "project": "beta"}, "", []string{"promo-c", "promo-c"}},
			{"query matching nothing", map[string]any{"query": "no such text anywhere"}, "", []string{}},
			{"empty query matches all", map[string]any{"query": "", "feature": "promo-a"}, "", []string{"promo-a"}},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				got := s.search(t, tc.body)
				names := []string{}
				for _, e := range got.Events {
					if tc.wantType != "" {
						require.Equal(t, tc.wantType, e.Type)
					}
					name := ""
					if e.FeatureName != nil {
						name = *e.FeatureName
					}
					names = append(names, name)
				}
				require.Equal(t, tc.want, names)
				require.Equal(t, len(tc.want), got.TotalEvents)
			})
		}
		t.Run("query over createdBy", func(t *testing.T) {
			got := s.search(t, map[string]any{"query": "ADMIN-TOKEN-1", "limit": 1})
			require.Equal(t, 7, got.TotalEvents, "2 projects, 3 features, 2 updates")
		})
		t.Run("no filter lists all, newest first", func(t *testing.T) {
			require.GreaterOrEqual(t, all.TotalEvents, 7)
			require.Len(t, all.Events, min(all.TotalEvents, 100))
			requireDescending(t, all.ids())
		})
	})
}

func TestEventSearchPaging(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		seedSearchable(t, s)
		all := s.search(t, map[string]any{}).ids()
		require.GreaterOrEqual(t, len(all), 7)
		t.Run("limit bounds the page, totalEvents counts all", func(t *testing.T) {
			got := s.search(t, map[string]any{"limit": 2})
			require.Equal(t, all[:2], got.ids())
			require.Equal(t, len(all), got.TotalEvents)
			got = s.search(t, map[string]any{"limit": 100, "project": "alpha"})
			require.Len(t, got.Events, got.TotalEvents)
		})
		t.Run("offset is the event id to start from, inclusive", func(t *testing.T) {
			got := s.search(t, map[string]any{"offset": all[2], "limit": 3})
			require.Equal(t, all[2:5], got.ids())
			require.Equal(t, len(all), got.TotalEvents, "offset does not change the count")
		})
		t.Run("offset between ids starts at the next older", func(t *testing.T) {
			got := s.search(t, map[string]any{"offset": all[0] + 1000, "limit": 1})
			require.Equal(t, all[:1], got.ids())
		})
		t.Run("offset 0 is newest", func(t *testing.T) {
			require.Equal(t, all, s.search(t, map[string]any{"offset": 0}).ids())
		})
		t.Run("paging by offset visits each event once", func(t *testing.T) {
			require.Equal(t, all, pageAll(t, s, map[string]any{}, 2))
		})
		t.Run("paging a free-text search by offset", func(t *testing.T) {
			matches := s.search(t, map[string]any{"query": "promo"})
			require.Equal(t, matches.ids(), pageAll(t, s, map[string]any{"query": "promo"}, 2))
			got := s.search(t, map[string]any{"query": "promo", "offset": matches.ids()[1], "limit": 2})
			require.Equal(t, matches.ids()[1:3], got.ids())
			require.Equal(t, matches.TotalEvents, got.TotalEvents)
		})
		t.Run("body may be empty", func(t *testing.T) {
			res := s.admin(http.MethodPost, "/api/admin/events/search", nil)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		})
	})
}

// pageAll lists every event matching filter by following offsets, size at a time.
func pageAll(t *testing.T, s *server, filter map[string]any, size int) []int {
	t.Helper()
	var ids []int
	offset := 0
	for {
		body := map[string]any{"limit": size, "offset": offset}
		for k, v := range filter {
			body[k] = v
		}
		page := s.search(t, body).ids()
		ids = append(ids, page...)
		if len(page) < size || page[len(page)-1] == 1 {
			return ids
		}
		offset = page[len(page)-1] - 1
	}
}

func requireDescending(t *testing.T, ids []int) {
	t.Helper()
	for i := 1; i < len(ids); i++ {
		require.Greater(t, ids[i-1], ids[i], "ids %v", ids)
	}
}

func TestEventSearchValidation(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		tests := []struct {
			name string
			body any
			msg  string
		}{
			{"unknown type", map[string]any{"type": "no-such-type"}, "type"},
			{"type is case-sensitive", map[string]any{"type": "Feature-Created"}, "type"},
			{"limit 0", map[string]any{"limit": 0}, "limit"},
			{"limit 101", map[string]any{"limit": 101}, "limit"},
			{"negative limit", map[string]any{"limit": -1}, "limit"},
			{"limit not a number", map[string]any{"limit": "10"}, "limit"},
			{"limit not an integer", map[string]any{"limit": 1.5}, "limit"},
			{"negative offset", map[string]any{"offset": -1}, "offset"},
			{"offset not a number", map[string]any{"offset": "5"}, "offset"},
			{"type not a string", map[string]any{"type": 5}, "type"},
			{"query not a string", map[string]any{"query": []string{"x"}}, "query"},
			{"null property", map[string]any{"project": nil}, "project"},
			{"unknown property", map[string]any{"featureName": "x"}, "featureName"},
			{"body not an object", []any{1}, "object"},
			{"body null", "null", "object"},
			{"body not JSON", `{"type":`, "JSON"},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				res := s.admin(http.MethodPost, "/api/admin/events/search", tc.body)
				requireError(t, res, http.StatusBadRequest, "ValidationError", tc.msg)
			})
		}
		t.Run("every listed type is accepted", func(t *testing.T) {
			for typ := range events.Types {
				s.search(t, map[string]any{"type": typ})
			}
		})
	})
}

func TestFeatureEvents(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "busy"})
		const updates = 104
		for i := range updates {
			s.mustOK(t, http.MethodPut, "/api/admin/projects/default/features/busy", map[string]any{"description": fmt.Sprint(i)})
		}
		res := s.admin(http.MethodGet, "/api/admin/events/busy", nil)
		require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
		var got eventLog
		requireJSON(t, res, &got)
		require.Len(t, got.Events, 100, "the newest 100")
		require.Equal(t, updates+1, got.TotalEvents, "totalEvents counts all")
		requireDescending(t, got.ids())
		require.Equal(t, fmt.Sprint(updates-1), got.Events[0].Data["description"])
		body := res.JSON(t)
		require.EqualValues(t, 1, body["version"])
		require.Equal(t, "busy", body["toggleName"])
		require.Equal(t, s.search(t, map[string]any{"feature": "busy"}).ids(), got.ids())

		res = s.admin(http.MethodGet, "/api/admin/events/no-such-feature", nil)
		require.Equal(t, http.StatusOK, res.Status)
		require.JSONEq(t, `{"version":1,"toggleName":"no-such-feature","events":[],"totalEvents":0}`, string(res.Body))
	})
}

// gqlEvents is the GraphQL events query with its cursor paging.
const gqlEvents = `query($filter: EventFilter, $first: Int, $after: String) {
  events(filter: $filter, first: $first, after: $after) {
    totalEvents nextOffset
    edges { cursor node { id type featureName project tags { type value } } }
    pageInfo { endCursor hasNextPage }
  }
}`

// gqlEventPage runs gqlEvents and returns the ids of the page, its end cursor and whether
// more follow.
func (s *server) gqlEventPage(t *testing.T, vars map[string]any) (ids []int, end string, more bool, total int) {
	t.Helper()
	g := s.gql(adminToken, gqlEvents, vars)
	require.Empty(t, g.Errors)
	page := g.Data["events"].(map[string]any)
	ids = []int{}
	for _, e := range page["edges"].([]any) {
		ids = append(ids, int(e.(map[string]any)["node"].(map[string]any)["id"].(float64)))
	}
	info := page["pageInfo"].(map[string]any)
	end, _ = info["endCursor"].(string)
	return ids, end, info["hasNextPage"].(bool), int(page["totalEvents"].(float64))
}

func TestEventSearchGraphQL(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		seedSearchable(t, s)
		t.Run("same filters as REST", func(t *testing.T) {
			for _, f := range []map[string]any{
				{"type": "feature-created", "project": "alpha"},
				{"query": "0% OFF"},
				{"feature": "promo-c"},
				{"limit": 2, "offset": 3},
				{"query": "promo", "limit": 2},
				{"query": "promo", "limit": 2, "offset": 5},
				{"query": "promo", "offset": 1},
				{},
			} {
				ids, _, _, total := s.gqlEventPage(t, map[string]any{"filter": f})
				rest := s.search(t, f)
				require.Equal(t, rest.ids(), ids, "filter %v", f)
				require.Equal(t, rest.TotalEvents, total, "filter %v", f)
			}
		})
		t.Run("cursor paging visits each event once", func(t *testing.T) {
			filter := map[string]any{"project": "alpha"}
			var seen []int
			vars := map[string]any{"filter": filter, "first": 2}
			for {
				ids, end, more, total := s.gqlEventPage(t, vars)
				require.Equal(t, 4, total)
				seen = append(seen, ids...)
				if !more {
					break
				}
				vars["after"] = end
			}
			require.Equal(t, s.search(t, filter).ids(), seen)
		})
		t.Run("the last page has no next page", func(t *testing.T) {
			ids, end, more, _ := s.gqlEventPage(t, map[string]any{"filter": map[string]any{"feature": "promo-a"}})
			require.Len(t, ids, 1)
			require.False(t, more)
			ids, _, more, total := s.gqlEventPage(t, map[string]any{"filter": map[string]any{"feature": "promo-a"}, "after": end})
			require.Empty(t, ids)
			require.False(t, more)
			require.Equal(t, 1, total)
		})
		t.Run("tags", func(t *testing.T) {
			g := s.gql(adminToken, `{ events(filter: {query: "holiday"}) { events { tags { type value } } } }`, nil)
			require.Empty(t, g.Errors)
			ev := g.Data["events"].(map[string]any)["events"].([]any)
			require.Len(t, ev, 1)
			require.Equal(t, []any{map[string]any{"type": "simple", "value": "Holiday-Campaign"}}, ev[0].(map[string]any)["tags"])
		})
		t.Run("data and preData as REST shows them", func(t *testing.T) {
			filter := map[string]any{"type": "feature-metadata-updated", "limit": 5}
			g := s.gql(adminToken, `query($f: EventFilter) { events(filter: $f) { events { data preData } } }`,
				map[string]any{"f": filter})
			require.Empty(t, g.Errors)
			got := g.Data["events"].(map[string]any)["events"].([]any)
			res := s.admin(http.MethodPost, "/api/admin/events/search", filter)
			require.Equal(t, http.StatusOK, res.Status, "body: %s", res.Body)
			want := res.JSON(t)["events"].([]any)
			require.NotEmpty(t, want)
			require.Len(t, got, len(want))
			for i, w := range want {
				w := w.(map[string]any)
				require.NotNil(t, w["preData"])
				require.Equal(t, map[string]any{"data": w["data"], "preData": w["preData"]}, got[i])
			}
		})
		t.Run("errors", func(t *testing.T) {
			_, cursor, _, _ := s.gqlEventPage(t, map[string]any{"first": 1}) // a valid cursor
			for _, vars := range []map[string]any{
				{"filter": map[string]any{"type": "nope"}},
				{"filter": map[string]any{"limit": 0}},
				{"first": 101},
				{"filter": map[string]any{"limit": 5}, "first": 5},
				{"filter": map[string]any{"offset": 5}, "after": cursor},
				{"after": "not-a-cursor"},
			} {
				g := s.gql(adminToken, gqlEvents, vars)
				require.Equal(t, "ValidationError", g.errorCode(), "vars %v: %v", vars, g.Errors)
			}
		})
		t.Run("feature events", func(t *testing.T) {
			g := s.gql(adminToken, `{ featureEvents(featureName: "promo-c") { totalEvents events { type } } }`, nil)
			require.Empty(t, g.Errors)
			require.EqualValues(t, 2, g.Data["featureEvents"].(map[string]any)["totalEvents"])
			g = s.gql(adminToken, `{ featureEvents(featureName: "nope") { totalEvents events { type } } }`, nil)
			require.Empty(t, g.Errors)
			require.Equal(t, map[string]any{"totalEvents": float64(0), "events": []any{}}, g.Data["featureEvents"])
		})
	})
}

// TestEventOrderUnderConcurrentWriters has writers create features in parallel while a
// reader tails the log by id; ids must be assigned in commit order, so the reader, which
// never looks below the newest id it has seen, still sees every event. Without the event
// order lock, 8 writers of 50 features each leave the reader 20 to 35 events short on
// PostgreSQL (of 400; 8 writers of 200 left 81 of 1,600), so more rounds prove nothing more.
func TestEventOrderUnderConcurrentWriters(t *testing.T) {
	const writers, perWriter = 8, 50
	eachStore(t, func(t *testing.T, s *server) {
		before := s.search(t, map[string]any{"limit": 1}).TotalEvents
		done := make(chan struct{})
		var wg sync.WaitGroup
		for w := range writers {
			wg.Go(func() {
				for i := range perWriter {
					res := s.admin(http.MethodPost, "/api/admin/projects/default/features",
						map[string]any{"name": fmt.Sprintf("w%d-f%d", w, i)})
					if res.Status/100 != 2 {
						t.Errorf("create w%d-f%d: %d %.200s", w, i, res.Status, res.Body)
						return
					}
				}
			})
		}
		go func() { wg.Wait(); close(done) }()
		seen := tailEvents(t, s, done)

		all := pageAll(t, s, map[string]any{}, 100)
		requireDescending(t, all)
		require.Len(t, all, before+writers*perWriter, "one event per mutation")
		for _, id := range all {
			require.True(t, seen[id], "the tailing reader skipped event %d", id)
		}
		created := s.search(t, map[string]any{"type": "feature-created", "project": "default", "limit": 1})
		require.Equal(t, writers*perWriter, created.TotalEvents)
	})
}

// tailEvents reads the log like a follower until done is closed: each pass pages from
// the newest event down to the newest id of the pass before, never below it.
func tailEvents(t *testing.T, s *server, done <-chan struct{}) map[int]bool {
	seen := map[int]bool{}
	watermark := 0
	for last := false; !last; {
		select {
		case <-done:
			last = true // one more pass after every write has committed
		default:
		}
		top, offset := 0, 0
	pass:
		for {
			page := s.search(t, map[string]any{"limit": 100, "offset": offset}).ids()
			for _, id := range page {
				if id <= watermark {
					break pass
				}
				require.False(t, seen[id], "event %d listed twice", id)
				seen[id], top = true, max(top, id)
			}
			if len(page) < 100 {
				break
			}
			offset = page[len(page)-1] - 1
		}
		watermark = max(watermark, top)
	}
	return seen
}

// TestNoChangeWithoutItsEvent fails event writes before commit: the mutation must leave
// neither its change nor its event, also when it had already written part of its work.
func TestNoChangeWithoutItsEvent(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "one"})
		s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "two"})
		before := s.search(t, map[string]any{}).TotalEvents
		injected := errors.New("injected event failure")
		staleEvents := 0
		s.App.Domain.FailBeforeCommit = func(typ string) error {
			if typ == "feature-stale-on" {
				if staleEvents++; staleEvents < 2 {
					return nil // the first feature's change and event are written…
				}
			}
			if typ == "feature-created" || typ == "feature-stale-on" {
				return injected // …and the second one's fails
			}
			return nil
		}
		t.Cleanup(func() { s.App.Domain.FailBeforeCommit = nil })

		res := s.admin(http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "three"})
		requireError(t, res, http.StatusInternalServerError, "InternalError", "")
		require.NotContains(t, string(res.Body), "injected")
		res = s.admin(http.MethodPost, "/api/admin/projects/default/stale", map[string]any{"features": []string{"one", "two"}, "stale": true})
		requireError(t, res, http.StatusInternalServerError, "InternalError", "")
		s.App.Domain.FailBeforeCommit = nil

		require.Equal(t, http.StatusNotFound, s.admin(http.MethodGet, "/api/admin/projects/default/features/three", nil).Status)
		for _, name := range []string{"one", "two"} {
			require.Equal(t, false, s.mustOK(t, http.MethodGet, "/api/admin/projects/default/features/"+name, nil)["stale"], name)
		}
		require.Equal(t, before, s.search(t, map[string]any{}).TotalEvents, "no event without its change")
	})
}

// TestEventCountsRebuild drops the kept event counts, as a bulk load does, and checks
// that preparing them again gives the totals a count of the log gives.
func TestEventCountsRebuild(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		seedSearchable(t, s)
		filters := []map[string]any{{}, {"type": "feature-created"}, {"project": "alpha"}, {"feature": "promo-c"}}
		want := make([]int, len(filters))
		for i, f := range filters {
			want[i] = s.search(t, f).TotalEvents
		}
		ctx := context.Background()
		_, err := s.App.Store.Client.EventCount.Delete().Exec(ctx)
		require.NoError(t, err)
		require.NoError(t, s.App.Domain.PrepareEventCounts(ctx))
		for i, f := range filters {
			require.Equal(t, want[i], s.search(t, f).TotalEvents, "filter %v", f)
		}
		require.Equal(t, []int{7, 3, 4, 2}, want, "2 projects, 3 features, 2 updates")
	})
}

// TestSearchIndexSurvivesRestart checks that migrating again keeps the free-text index
// ent does not know of (PostgreSQL's trigram index, SQLite's full-text table) rather than
// dropping or rebuilding it, and that events written before the restart are found.
func TestSearchIndexSurvivesRestart(t *testing.T) {
	for _, st := range stores() {
		t.Run(st.name, func(t *testing.T) {
			dsn := st.fresh(t)
			first := start(t, dsn)
			first.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": "kept-Feature"})
			before := searchIndexID(t, first)
			first.App.Close()
			again := start(t, dsn)
			require.Equal(t, before, searchIndexID(t, again))
			require.Equal(t, 1, again.search(t, map[string]any{"query": "KEPT-feature"}).TotalEvents)
		})
	}
}

// searchIndexID identifies the free-text index object, so a rebuilt one differs.
func searchIndexID(t *testing.T, s *server) int {
	t.Helper()
	q := "SELECT rootpage FROM sqlite_master WHERE name = $1 || '_data'"
	name := flagstore.EventSearchFTS
	if s.App.Store.Dialect == dialect.Postgres {
		q = "SELECT c.oid FROM pg_class c WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace"
		name = flagstore.EventSearchIndex
	}
	rows, err := s.App.Store.Client.QueryContext(context.Background(), q, name)
	require.NoError(t, err)
	defer rows.Close()
	require.True(t, rows.Next(), "the free-text index exists")
	var id int
	require.NoError(t, rows.Scan(&id))
	return id
}
