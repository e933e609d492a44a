package clientapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The delta event types of the Unleash delta protocol (the SDKs' streaming and delta
// polling modes).
const (
	deltaFeatureUpdated = "feature-updated"
	deltaFeatureRemoved = "feature-removed"
	deltaSegmentUpdated = "segment-updated"
	deltaSegmentRemoved = "segment-removed"
	deltaHydration      = "hydration"
)

// Bounds of the delta log of one environment: the revisions kept for SDKs that resume
// from one they hold; an SDK further behind is sent the whole state (a hydration).
const (
	maxLogRevisions = 1024
	maxLogEvents    = 8192
)

// deltaEvent is one change of a revision, encoded once for every SDK it reaches.
type deltaEvent struct {
	kind          string
	name, project string // of a feature event
	segment       int    // of a segment event
	segments      []int  // of a feature update: the segments it uses
	id            string // the revision, as sent
	raw           []byte // the event as sent, eventId included
}

// revision is what one move of an environment's snapshot changed.
type revision struct {
	id     int64
	events []deltaEvent
}

// deltaLog is the recent revisions of one environment: an SDK holding a revision from
// base on may be brought up to date with the events after it.
type deltaLog struct {
	base    int64
	revs    []revision
	nEvents int
}

// knows says whether an SDK holding revision r can be sent the events after it: r is
// neither older than the log nor newer than the snapshot (as another node, ahead of this
// one, may have served it).
func (l *deltaLog) knows(r, current int64) bool { return r >= l.base && r <= current }

// add appends a revision, dropping the oldest beyond the bounds.
func (l *deltaLog) add(rev revision) {
	if len(rev.events) == 0 {
		return
	}
	l.revs = append(l.revs, rev)
	l.nEvents += len(rev.events)
	for len(l.revs) > 1 && (len(l.revs) > maxLogRevisions || l.nEvents > maxLogEvents) {
		l.base = l.revs[0].id
		l.nEvents -= len(l.revs[0].events)
		l.revs = l.revs[1:]
	}
}

// since returns the events of the revisions after r, in order.
func (l *deltaLog) since(r int64) []deltaEvent {
	i, _ := slices.BinarySearchFunc(l.revs, r+1, func(rv revision, id int64) int { return compareInt(rv.id, id) })
	var out []deltaEvent
	for _, rv := range l.revs[i:] {
		out = append(out, rv.events...)
	}
	return out
}

func compareInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// diff is what changed from old to cur, two snapshots of one environment, as the events
// of revision cur.Revision: segments updated first (a feature may use them), then
// features updated and removed, then segments removed. It runs once per revision, however
// many SDKs it reaches.
func diff(old, cur *Snapshot) (revision, error) {
	rev := revision{id: cur.Revision}
	id := strconv.FormatInt(cur.Revision, 10)
	for _, segID := range sortedKeys(cur.segments) {
		seg := cur.segments[segID]
		if was, ok := old.segments[segID]; ok && sameJSON(was, seg) {
			continue
		}
		raw, err := json.Marshal(seg)
		if err != nil {
			return rev, fmt.Errorf("encode segment %d: %w", segID, err)
		}
		rev.events = append(rev.events, deltaEvent{kind: deltaSegmentUpdated, segment: segID, id: id,
			raw: eventJSON(deltaSegmentUpdated, id, `"segment":`, raw)})
	}
	for i, f := range cur.features {
		if j, ok := old.byName[f.Name]; ok && bytes.Equal(old.encoded[j], cur.encoded[i]) {
			continue
		}
		rev.events = append(rev.events, deltaEvent{kind: deltaFeatureUpdated, name: f.Name, project: f.Project,
			segments: f.segmentIDs, id: id, raw: eventJSON(deltaFeatureUpdated, id, `"feature":`, cur.encoded[i])})
	}
	for _, f := range old.features {
		if _, ok := cur.byName[f.Name]; ok {
			continue
		}
		name, _ := json.Marshal(f.Name)
		project, _ := json.Marshal(f.Project)
		rev.events = append(rev.events, deltaEvent{kind: deltaFeatureRemoved, name: f.Name, project: f.Project, id: id,
			raw: eventJSON(deltaFeatureRemoved, id, `"featureName":`, name, `,"project":`, project)})
	}
	for _, segID := range sortedKeys(old.segments) {
		if _, ok := cur.segments[segID]; !ok {
			rev.events = append(rev.events, deltaEvent{kind: deltaSegmentRemoved, segment: segID, id: id,
				raw: eventJSON(deltaSegmentRemoved, id, `"segmentId":`, []byte(strconv.Itoa(segID)))})
		}
	}
	return rev, nil
}

// eventJSON is {"type":kind,"eventId":id,<fields>}; fields alternate literal keys and
// encoded values.
func eventJSON(kind, id string, fields ...any) []byte {
	var b bytes.Buffer
	b.WriteString(`{"type":"` + kind + `","eventId":` + id + `,`)
	for _, f := range fields {
		switch v := f.(type) {
		case string:
			b.WriteString(v)
		case []byte:
			b.Write(v)
		}
	}
	b.WriteByte('}')
	return b.Bytes()
}

func sameJSON(a, b any) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

func sortedKeys[V any](m map[int]V) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Filter is what one live SDK reads: its token's scope, narrowed to the projects and
// name prefix it asks for.
type Filter struct {
	Scope    Scope
	projects []string // effective: sorted, within the scope
	Prefix   string
}

// NewFilter narrows scope to the requested projects (none: all it may read) and prefix.
func NewFilter(scope Scope, requested []string, prefix string) Filter {
	return Filter{Scope: scope, projects: scope.effective(requested), Prefix: prefix}
}

func (f Filter) keeps(name, project string) bool {
	return strings.HasPrefix(name, f.Prefix) && (slices.Contains(f.projects, "*") || slices.Contains(f.projects, project))
}

// key names the filter among the bodies a snapshot caches.
func (f Filter) key() string { return strings.Join(f.projects, "\x00") + "\x01" + f.Prefix }

// pick keeps the events f's SDK may see: its features, the segments its features in snap
// use, and every segment removal (as the reference does: an id says nothing). A feature
// update is preceded by the segments it uses, once each, as the reference's are: the SDK
// may never have been sent a segment its new strategy names.
func (f Filter) pick(events []deltaEvent, snap *Snapshot) []deltaEvent {
	var used map[int]bool
	var out []deltaEvent
	sent := map[int]bool{}
	for _, ev := range events {
		switch ev.kind {
		case deltaFeatureUpdated:
			if !f.keeps(ev.name, ev.project) {
				continue
			}
			for _, id := range ev.segments {
				if seg, ok := snap.segments[id]; ok && !sent[id] {
					sent[id] = true
					raw, _ := json.Marshal(seg)
					out = append(out, deltaEvent{kind: deltaSegmentUpdated, segment: id, id: ev.id,
						raw: eventJSON(deltaSegmentUpdated, ev.id, `"segment":`, raw)})
				}
			}
		case deltaFeatureRemoved:
			if !f.keeps(ev.name, ev.project) {
				continue
			}
		case deltaSegmentUpdated:
			if used == nil {
				used = f.segmentsUsed(snap)
			}
			// Never skipped for one sent before: a later revision's is the newer.
			if !used[ev.segment] {
				continue
			}
			sent[ev.segment] = true
		}
		out = append(out, ev)
	}
	return out
}

// segmentsUsed is the set of segments the features f keeps in snap use.
func (f Filter) segmentsUsed(snap *Snapshot) map[int]bool {
	used := map[int]bool{}
	for _, ft := range snap.features {
		if f.keeps(ft.Name, ft.Project) {
			for _, id := range ft.segmentIDs {
				used[id] = true
			}
		}
	}
	return used
}

// deltaBody is {"events":[...]}, the body of both protocols.
func deltaBody(events []deltaEvent) []byte {
	n := 12
	for _, ev := range events {
		n += len(ev.raw) + 1
	}
	b := make([]byte, 0, n)
	b = append(b, `{"events":[`...)
	for i, ev := range events {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, ev.raw...)
	}
	return append(b, "]}"...)
}

// Hydration returns {"events":[{"type":"hydration",...}]}: the whole state f may read
// in the snapshot, at its revision. It is encoded once per snapshot and filter.
func (s *Snapshot) Hydration(f Filter) []byte {
	key := "\x02hydration" + f.key() // no body key starts with \x02: none is a project name
	if b, ok := s.bodies.Load(key); ok {
		return b.([]byte)
	}
	var b bytes.Buffer
	b.WriteString(`{"events":[{"type":"hydration","eventId":` + strconv.FormatInt(s.Revision, 10) + `,"features":[`)
	used := map[int]bool{}
	first := true
	for i, ft := range s.features {
		if !f.keeps(ft.Name, ft.Project) {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		b.Write(s.encoded[i])
		for _, id := range ft.segmentIDs {
			used[id] = true
		}
	}
	b.WriteString(`],"segments":[`)
	first = true
	for _, id := range sortedKeys(s.segments) {
		if !used[id] {
			continue
		}
		raw, _ := json.Marshal(s.segments[id])
		if !first {
			b.WriteByte(',')
		}
		first = false
		b.Write(raw)
	}
	b.WriteString(`]}]}`)
	out := b.Bytes()
	if s.nBodies.Add(1) <= maxBodiesPerSnapshot && s.nBytes.Add(int64(len(out))) <= maxBodyBytesPerSnapshot {
		if old, loaded := s.bodies.LoadOrStore(key, out); loaded {
			return old.([]byte)
		}
	}
	return out
}
