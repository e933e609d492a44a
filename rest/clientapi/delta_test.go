package clientapi

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// snapshotOf builds a snapshot at revision from features (their segmentIDs set) and
// segments, as buildSnapshot would from the store.
func snapshotOf(t *testing.T, revision int64, segments []Segment, features ...Feature) *Snapshot {
	t.Helper()
	s := &Snapshot{Environment: "development", Revision: revision, byName: map[string]int{}, segments: map[int]Segment{}}
	for _, seg := range segments {
		s.segments[seg.ID] = seg
	}
	for _, f := range features {
		raw, err := json.Marshal(f)
		require.NoError(t, err)
		s.byName[f.Name] = len(s.features)
		s.features = append(s.features, f)
		s.encoded = append(s.encoded, raw)
	}
	return s
}

func flag(name, project string, enabled bool, segments ...int) Feature {
	return Feature{Name: name, Project: project, Enabled: enabled, Strategies: []Strategy{}, segmentIDs: segments}
}

// kinds lists the events as "type name-or-segment".
func kinds(events []deltaEvent) []string {
	out := []string{}
	for _, ev := range events {
		what := ev.name
		if ev.kind == deltaSegmentUpdated || ev.kind == deltaSegmentRemoved {
			what = fmt.Sprint(ev.segment)
		}
		out = append(out, ev.kind+" "+what)
	}
	return out
}

func TestDiff(t *testing.T) {
	seg1, seg2 := Segment{ID: 1, Name: "one"}, Segment{ID: 2, Name: "two"}
	old := snapshotOf(t, 10, []Segment{seg1, seg2}, flag("a", "default", false, 1), flag("b", "default", true, 2), flag("c", "shop", true))
	seg1b := Segment{ID: 1, Name: "one, renamed"}
	cur := snapshotOf(t, 12, []Segment{seg1b}, flag("a", "default", true, 1), flag("c", "shop", true), flag("d", "shop", false))
	rev, err := diff(old, cur)
	require.NoError(t, err)
	require.Equal(t, int64(12), rev.id)
	require.Equal(t, []string{"segment-updated 1", "feature-updated a", "feature-updated d", "feature-removed b", "segment-removed 2"}, kinds(rev.events),
		"segments first, then features updated and removed, then segments removed; c did not change")
	var ev map[string]any
	require.NoError(t, json.Unmarshal(rev.events[1].raw, &ev))
	require.Equal(t, "feature-updated", ev["type"])
	require.EqualValues(t, 12, ev["eventId"])
	require.Equal(t, true, ev["feature"].(map[string]any)["enabled"])
	var removed map[string]any
	require.NoError(t, json.Unmarshal(rev.events[3].raw, &removed))
	require.Equal(t, map[string]any{"type": "feature-removed", "eventId": 12.0, "featureName": "b", "project": "default"}, removed)

	same, err := diff(cur, cur)
	require.NoError(t, err)
	require.Empty(t, same.events)
}

func TestFilterPick(t *testing.T) {
	seg := []Segment{{ID: 1, Name: "one"}, {ID: 2, Name: "two"}}
	old := snapshotOf(t, 1, seg, flag("app-a", "default", false, 1), flag("app-s", "shop", false, 2), flag("x", "default", false))
	cur := snapshotOf(t, 2, []Segment{{ID: 1, Name: "one"}, {ID: 2, Name: "two, changed"}},
		flag("app-a", "default", true, 1, 2), flag("app-s", "shop", true, 2), flag("x", "default", true))
	rev, err := diff(old, cur)
	require.NoError(t, err)
	tests := []struct {
		name     string
		scope    []string
		projects []string
		prefix   string
		want     []string
	}{
		{"all", []string{"*"}, nil, "", []string{"segment-updated 2", "segment-updated 1", "feature-updated app-a", "feature-updated app-s", "feature-updated x"}},
		{"one project: its features, the segments they use, each once", []string{"default"}, nil, "",
			[]string{"segment-updated 2", "segment-updated 1", "feature-updated app-a", "feature-updated x"}},
		{"a prefix", []string{"*"}, []string{"shop"}, "app-", []string{"segment-updated 2", "feature-updated app-s"}},
		{"a project outside the scope", []string{"default"}, []string{"shop"}, "", []string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := NewFilter(Scope{Projects: tc.scope, Environment: "development"}, tc.projects, tc.prefix)
			require.Equal(t, tc.want, kinds(f.pick(rev.events, cur)))
		})
	}
}

func TestDeltaLog(t *testing.T) {
	l := &deltaLog{base: 5}
	for id := int64(6); id <= 8; id++ {
		l.add(revision{id: id, events: []deltaEvent{{kind: deltaFeatureUpdated, name: fmt.Sprint(id)}}})
	}
	l.add(revision{id: 9}) // changed nothing here: not kept, but known
	require.True(t, l.knows(5, 9))
	require.True(t, l.knows(9, 9))
	require.False(t, l.knows(4, 9), "older than the log")
	require.False(t, l.knows(10, 9), "newer than this node")
	require.Equal(t, []string{"feature-updated 7", "feature-updated 8"}, kinds(l.since(6)))
	require.Empty(t, l.since(9))

	for id := int64(10); id < 10+maxLogRevisions; id++ {
		l.add(revision{id: id, events: []deltaEvent{{kind: deltaFeatureUpdated}}})
	}
	require.Len(t, l.revs, maxLogRevisions, "bounded")
	require.False(t, l.knows(5, 10+maxLogRevisions), "the oldest revisions are forgotten")
	require.True(t, l.knows(l.base, 10+maxLogRevisions))
}

// TestPublishDropsSlowReaders: a stream whose buffer is full is dropped; the others get
// the revision all the same.
func TestPublishDropsSlowReaders(t *testing.T) {
	l := newLive(StreamLimits{})
	scope := Scope{Projects: []string{"*"}, Environment: "development"}
	open := func() *Stream {
		s := &Stream{filter: NewFilter(scope, nil, ""), token: "t", env: "development", frames: make(chan []byte, streamBuffer), done: make(chan struct{})}
		if l.byEnv["development"] == nil {
			l.byEnv["development"] = map[*Stream]struct{}{}
		}
		l.byEnv["development"][s] = struct{}{}
		l.total++
		l.perToken["t"]++
		return s
	}
	slow, fast := open(), open()
	for range streamBuffer {
		slow.frames <- nil
	}
	snap := snapshotOf(t, 3, nil, flag("a", "default", true))
	l.mu.Lock()
	l.publish("development", revision{id: 3, events: []deltaEvent{{kind: deltaFeatureUpdated, name: "a", project: "default", id: "3", raw: []byte(`{}`)}}}, snap)
	l.mu.Unlock()
	select {
	case <-slow.Done():
	default:
		require.Fail(t, "the slow stream is dropped")
	}
	require.Contains(t, string(<-fast.Frames()), "event: unleash-updated\nid: 3\ndata: {\"events\":[{}]}\n\n")
	require.Equal(t, 1, l.total)
	require.EqualValues(t, 1, l.dropped.Load())
}
