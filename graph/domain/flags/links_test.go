package flags

import (
	"testing"
	"time"
)

// TestLinkIDsSortByCreation makes ids in one millisecond, then with the clock stepped
// back, and checks each sorts after the one before, in ULID's 26 characters.
func TestLinkIDsSortByCreation(t *testing.T) {
	at := time.Date(2026, 11, 28, 8, 0, 0, 0, time.UTC)
	cases := []struct {
		name string
		now  time.Time
	}{
		{"a later millisecond", at},
		{"the same millisecond", at},
		{"the same millisecond again", at.Add(300 * time.Microsecond)},
		{"a clock stepped back", at.Add(-time.Second)},
		{"a millisecond after", at.Add(time.Millisecond)},
	}
	prev := newLinkID(at.Add(-time.Hour))
	for _, c := range cases {
		id := newLinkID(c.now)
		if len(id) != 26 || id <= prev {
			t.Fatalf("%s: id %s does not sort after %s", c.name, id, prev)
		}
		prev = id
	}
}
