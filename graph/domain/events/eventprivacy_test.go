package events

import (
	"testing"
)

func TestPrivateTypesAreTypes(t *testing.T) {
	for _, typ := range PrivateTypes {
		if !Types[typ] {
			t.Errorf("private event type %q is not an event type of the API", typ)
		}
	}
}
