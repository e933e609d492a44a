package tests

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"entgo.io/ent/dialect"
	"github.com/stretchr/testify/require"

	"flagstone/ent"
	"flagstone/ent/event"
)

// Race test bounds: raceWorkers concurrent requests on one subject, raceRounds rounds of
// each scenario on PostgreSQL. SQLite lets one writer in at a time, so there a few rounds
// show the same.
const (
	raceWorkers      = 20
	raceRounds       = 20
	raceRoundsSQLite = 5
)

// raceTally counts what went wrong in the rounds of one scenario.
type raceTally struct {
	name       string
	rounds     int
	lost       int // rounds whose final state is none of the states asked for
	duplicates int // rounds that wrote something twice
	serverErrs int // 5xx answers
	conflicts  int // 409 answers (allowed: the caller may try again)
}

func (r raceTally) String() string {
	return fmt.Sprintf("%s: %d rounds, %d lost updates, %d with duplicates, %d 5xx, %d 409",
		r.name, r.rounds, r.lost, r.duplicates, r.serverErrs, r.conflicts)
}

// TestConcurrentWrites sends raceWorkers requests at once on one subject, raceRounds
// times per scenario, and checks that no update is lost, nothing is written twice, no
// request fails with a 5xx, and every event's preData is the data of the event before it
// for its subject. SQLite serialises writes; PostgreSQL runs them at once, which is where
// the row locks of the mutation path matter.
func TestConcurrentWrites(t *testing.T) {
	eachStore(t, func(t *testing.T, s *server) {
		rounds := raceRounds
		if s.App.Store.Dialect != dialect.Postgres {
			rounds = raceRoundsSQLite
		}
		tallies := []raceTally{raceGroups(t, s, rounds), raceEnable(t, s, rounds), raceStrategies(t, s, rounds), raceUsers(t, s, rounds)}
		chain, broken, byType := eventChains(t, s)
		for _, r := range tallies {
			t.Log(r)
		}
		t.Logf("events whose preData is not the previous event's data: %d of %d %v", broken, chain, byType)
		for _, r := range tallies {
			require.Zero(t, r.lost+r.duplicates+r.serverErrs, r.String())
		}
		require.Zero(t, broken, "events whose preData is not the previous state")
	})
}

// concurrently sends the requests at once as the admin token and returns their answers, in order.
func (s *server) concurrently(reqs []raceRequest) []response {
	return s.concurrentlyAs(adminToken, reqs)
}

// concurrentlyAs sends the requests at once with the credential cred and returns their
// answers, in order.
func (s *server) concurrentlyAs(cred string, reqs []raceRequest) []response {
	out := make([]response, len(reqs))
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i, rq := range reqs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			out[i] = s.sendAs(cred, rq)
		}()
	}
	close(start)
	wg.Wait()
	return out
}

// raceRequest is one request of a round.
type raceRequest struct {
	method, path string
	body         any
}

// sendAs is do without testing.T, so that it may run on any goroutine; a transport failure
// is answered as status 0.
func (s *server) sendAs(cred string, rq raceRequest) response {
	b, err := json.Marshal(rq.body)
	if err != nil {
		return response{Body: []byte(err.Error())}
	}
	req, err := http.NewRequest(rq.method, s.URL+rq.path, bytes.NewReader(b))
	if err != nil {
		return response{Body: []byte(err.Error())}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", cred)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return response{Body: []byte(err.Error())}
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return response{Status: res.StatusCode, Header: res.Header, Body: body}
}

// count adds the 5xx and 409 answers of a round to r, and reports whether all succeeded.
func (r *raceTally) count(t *testing.T, res []response) {
	for _, x := range res {
		switch {
		case x.Status >= 500 || x.Status == 0:
			r.serverErrs++
			t.Logf("%s: %d %s", r.name, x.Status, x.Body)
		case x.Status == http.StatusConflict:
			r.conflicts++
		case x.Status >= 300:
			t.Fatalf("%s: unexpected %d %s", r.name, x.Status, x.Body)
		}
	}
}

// raceGroups edits one group from every worker at once, each giving it another root role
// and member: the group must end as one of them asked, never a mix (a Viewer inside an
// Admin group).
func raceGroups(t *testing.T, s *server, rounds int) raceTally {
	r := raceTally{name: "group membership edits", rounds: rounds}
	users := make([]int, raceWorkers)
	for i := range users {
		users[i] = s.userWithoutPassword(fmt.Sprintf("race-%d@example.com", i))
	}
	roles := []any{1, nil} // Admin, or no root role
	for round := range rounds {
		name := fmt.Sprintf("race-group-%d", round)
		g := s.mustOK(t, http.MethodPost, "/api/admin/groups", map[string]any{"name": name})
		path := fmt.Sprintf("/api/admin/groups/%d", int(g["id"].(float64)))
		reqs := make([]raceRequest, raceWorkers)
		for w := range reqs {
			reqs[w] = raceRequest{http.MethodPut, path, map[string]any{"name": name, "rootRole": roles[w%2],
				"users": []any{map[string]any{"user": map[string]any{"id": users[w]}}}}}
		}
		r.count(t, s.concurrently(reqs))
		got := s.mustOK(t, http.MethodGet, path, nil)
		var members []int
		for _, m := range got["users"].([]any) {
			members = append(members, int(m.(map[string]any)["user"].(map[string]any)["id"].(float64)))
		}
		asked := false
		for w := range reqs {
			if slices.Equal(members, []int{users[w]}) && reflect.DeepEqual(asFloat(got["rootRole"]), asFloat(roles[w%2])) {
				asked = true
			}
		}
		if !asked {
			r.lost++
			t.Logf("%s round %d: rootRole %v with members %v", r.name, round, got["rootRole"], members)
		}
	}
	return r
}

// raceEnable turns one feature on in one environment from every worker at once: it gets
// one default strategy and one enabled event.
func raceEnable(t *testing.T, s *server, rounds int) raceTally {
	r := raceTally{name: "concurrent enable", rounds: rounds}
	for round := range rounds {
		name := fmt.Sprintf("race-enable-%d", round)
		env := s.raceFeature(t, name)
		r.count(t, s.concurrently(everyWorker(raceRequest{http.MethodPost, env + "/on", nil})))
		var strategies []map[string]any
		requireJSON(t, s.admin(http.MethodGet, env+"/strategies", nil), &strategies)
		enabled := s.countEvents(t, "feature-environment-enabled", name)
		if len(strategies) != 1 || enabled != 1 {
			r.duplicates++
			t.Logf("%s round %d: %d default strategies, %d enabled events", r.name, round, len(strategies), enabled)
		}
	}
	return r
}

// raceStrategies adds strategies to one feature environment from every worker at once
// (each must get a sort order of its own), then reorders them from every worker at once
// (the order must end as one of them asked).
func raceStrategies(t *testing.T, s *server, rounds int) raceTally {
	r := raceTally{name: "concurrent strategy adds and sort orders", rounds: rounds}
	for round := range rounds {
		path := s.raceFeature(t, fmt.Sprintf("race-strategies-%d", round)) + "/strategies"
		r.count(t, s.concurrently(everyWorker(raceRequest{http.MethodPost, path, map[string]any{"name": "default"}})))
		var list []map[string]any
		requireJSON(t, s.admin(http.MethodGet, path, nil), &list)
		orders := map[float64]bool{}
		for _, st := range list {
			orders[st["sortOrder"].(float64)] = true
		}
		if len(orders) != len(list) {
			r.duplicates++
			t.Logf("%s round %d: %d strategies share %d sort orders", r.name, round, len(list), len(orders))
		}
		ids := make([]string, len(list))
		for i, st := range list {
			ids[i] = st["id"].(string)
		}
		moves := make([]raceRequest, raceWorkers)
		for w := range moves {
			order := make([]map[string]any, len(ids))
			for i, id := range ids {
				order[i] = map[string]any{"id": id, "sortOrder": (i + w) % len(ids)}
			}
			moves[w] = raceRequest{http.MethodPost, path + "/set-sort-order", order}
		}
		r.count(t, s.concurrently(moves))
		requireJSON(t, s.admin(http.MethodGet, path, nil), &list)
		got := map[string]int{}
		for _, st := range list {
			got[st["id"].(string)] = int(st["sortOrder"].(float64))
		}
		asked := false
		for w := range moves {
			match := true
			for i, id := range ids {
				match = match && got[id] == (i+w)%len(ids)
			}
			asked = asked || match
		}
		if !asked {
			r.lost++
			t.Logf("%s round %d: sort orders %v are none of those asked", r.name, round, got)
		}
	}
	return r
}

// raceUsers updates one user from every worker at once with another name and root role:
// the user must end as one of them asked.
func raceUsers(t *testing.T, s *server, rounds int) raceTally {
	r := raceTally{name: "concurrent user updates", rounds: rounds}
	roles := []string{"Editor", "Viewer"}
	for round := range rounds {
		id := s.userWithoutPassword(fmt.Sprintf("race-user-%d@example.com", round))
		path := fmt.Sprintf("/api/admin/user-admin/%d", id)
		reqs := make([]raceRequest, raceWorkers)
		for w := range reqs {
			reqs[w] = raceRequest{http.MethodPut, path, map[string]any{"name": fmt.Sprintf("name-%d", w), "rootRole": roles[w%2]}}
		}
		r.count(t, s.concurrently(reqs))
		got := s.mustOK(t, http.MethodGet, path, nil)
		asked := false
		for w := range reqs {
			wantRole := map[string]float64{"Editor": 2, "Viewer": 3}[roles[w%2]]
			if got["name"] == fmt.Sprintf("name-%d", w) && got["rootRole"] == wantRole {
				asked = true
			}
		}
		if !asked {
			r.lost++
			t.Logf("%s round %d: name %v with root role %v", r.name, round, got["name"], got["rootRole"])
		}
	}
	return r
}

// raceFeature creates a feature in the default project and returns the path of its
// development environment.
func (s *server) raceFeature(t *testing.T, name string) string {
	s.mustOK(t, http.MethodPost, "/api/admin/projects/default/features", map[string]any{"name": name})
	return "/api/admin/projects/default/features/" + name + "/environments/development"
}

// everyWorker is one request for each of raceWorkers.
func everyWorker(rq raceRequest) []raceRequest {
	reqs := make([]raceRequest, raceWorkers)
	for w := range reqs {
		reqs[w] = rq
	}
	return reqs
}

// userWithoutPassword creates a Viewer that cannot log in (no password to hash).
func (s *server) userWithoutPassword(email string) int {
	s.t.Helper()
	res := s.admin(http.MethodPost, "/api/admin/user-admin", map[string]any{"email": email})
	require.Equal(s.t, http.StatusCreated, res.Status, "body: %s", res.Body)
	return int(res.JSON(s.t)["id"].(float64))
}

// asFloat makes ints and JSON numbers compare equal.
func asFloat(v any) any {
	if i, ok := v.(int); ok {
		return float64(i)
	}
	return v
}

// countEvents counts the events of a type about a feature.
func (s *server) countEvents(t *testing.T, typ, feature string) int {
	n, err := s.App.Store.Client.Event.Query().Where(event.Type(typ), event.FeatureName(feature)).Count(context.Background())
	require.NoError(t, err)
	return n
}

// eventChains walks the events of the race scenarios subject by subject, oldest first, and
// counts those whose preData is not the data of the event before them.
func eventChains(t *testing.T, s *server) (checked, broken int, byType map[string]int) {
	byType = map[string]int{}
	evs, err := s.App.Store.Client.Event.Query().Where(event.TypeIn(
		"group-created", "group-updated", "user-created", "user-updated",
		"feature-environment-enabled", "feature-environment-disabled", "strategy-order-changed",
	)).Order(ent.Asc(event.FieldID)).All(context.Background())
	require.NoError(t, err)
	last := map[string]map[string]any{}
	for _, e := range evs {
		data, pre := decodeObject(t, e.Data), decodeObject(t, e.PreData)
		key := eventSubject(e, data, pre)
		if prev, ok := last[key]; ok && pre != nil {
			checked++
			if !reflect.DeepEqual(prev, pre) {
				broken++
				byType[e.Type]++
				t.Logf("event %d (%s): preData %v, previous data %v", e.ID, e.Type, pre, prev)
			}
		}
		if data != nil {
			last[key] = data
		}
	}
	return checked, broken, byType
}

// eventSubject names what an event is about: a group or user by id, a feature
// environment by feature and environment.
func eventSubject(e *ent.Event, data, pre map[string]any) string {
	obj := data
	if obj == nil {
		obj = pre
	}
	kind, _, _ := strings.Cut(e.Type, "-")
	switch kind {
	case "group", "user":
		return fmt.Sprintf("%s:%v", kind, obj["id"])
	}
	typ := e.Type
	if typ == "feature-environment-disabled" {
		typ = "feature-environment-enabled" // one subject: the enabled state
	}
	return fmt.Sprintf("%s:%s/%s", typ, deref(e.FeatureName), deref(e.Environment))
}

func decodeObject(t *testing.T, raw json.RawMessage) map[string]any {
	if len(raw) == 0 {
		return nil
	}
	var m map[string]any
	require.NoError(t, json.Unmarshal(raw, &m))
	if users, ok := m["users"].([]any); ok {
		sort.Slice(users, func(i, j int) bool { return users[i].(float64) < users[j].(float64) })
	}
	return m
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
