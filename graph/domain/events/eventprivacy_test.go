package events

import (
	"testing"
)

func TestPrivateEventTypesAreEventTypes(t *testing.T) {
	for _, typ := range PrivateEventTypes {
		if !EventTypes[typ] {
			t.Errorf("private event type %q is not an event type of the API", typ)
		}
	}
}
